"""The frozen one-folder app, built from build.spec, starts and passes --self-test.

Builds into a temporary folder (never the checkout's build/ or dist/), then runs the frozen
binary from an unrelated folder with a bare environment, as a player's double-click would.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from .helpers import IS_MAC, IS_WIN, REPO, check_self_test_output, run_self_test, snapshot

pytestmark = pytest.mark.slow


def frozen_binary(dist: Path) -> Path:
    if IS_MAC:
        return dist / "Napoleon.app" / "Contents" / "MacOS" / "Napoleon"
    return dist / "Napoleon" / ("Napoleon.exe" if IS_WIN else "Napoleon")


def test_frozen_app_passes_self_test(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller", reason="PyInstaller is not installed: pip install -e '.[package]'")
    dist, work = tmp_path / "dist", tmp_path / "work"
    t0 = time.perf_counter()
    build = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(dist), "--workpath", str(work), str(REPO / "build.spec")],
        cwd=tmp_path, capture_output=True, text=True, timeout=900,
    )
    build_s = time.perf_counter() - t0
    assert build.returncode == 0, f"pyinstaller build.spec failed:\n{build.stdout[-4000:]}\n{build.stderr[-8000:]}"
    app = frozen_binary(dist)
    assert app.is_file(), f"no frozen binary at {app}; dist has {sorted(snapshot(dist))[:40]}"

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    before = snapshot(dist)
    result, run_s = run_self_test([str(app)], cwd=elsewhere, home=tmp_path / "home")
    print(f"frozen build {build_s:.1f} s, --self-test {run_s:.2f} s")
    check_self_test_output(result, "frozen app")
    assert snapshot(dist) == before, "the frozen app wrote files next to itself"
    assert not any(elsewhere.iterdir()), "the frozen app wrote files into the current folder"
