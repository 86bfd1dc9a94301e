"""The frozen one-folder app, built from build.spec, starts and passes --self-test.

Builds into a temporary folder (never the checkout's build/ or dist/), then runs the frozen
binary from an unrelated folder with a bare environment, as a player's double-click would.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .helpers import (
    IS_MAC,
    IS_WIN,
    REPO,
    check_self_test_output,
    minimal_env,
    run_self_test,
    snapshot,
)

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("packaging")]


def frozen_binary(dist: Path) -> Path:
    if IS_MAC:
        return dist / "Napoleon.app" / "Contents" / "MacOS" / "Napoleon"
    return dist / "Napoleon" / ("Napoleon.exe" if IS_WIN else "Napoleon")


def test_frozen_app_passes_self_test(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller", reason="PyInstaller is not installed: pip install -e '.[package]'")
    dist, work = tmp_path / "dist", tmp_path / "work"
    t0 = time.perf_counter()
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            str(REPO / "build.spec"),
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=900,
    )
    build_s = time.perf_counter() - t0
    assert build.returncode == 0, (
        f"pyinstaller build.spec failed:\n{build.stdout[-4000:]}\n{build.stderr[-8000:]}"
    )
    app = frozen_binary(dist)
    assert app.is_file(), f"no frozen binary at {app}; dist has {sorted(snapshot(dist))[:40]}"

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    before = snapshot(dist)
    result, run_s = run_self_test([str(app)], cwd=elsewhere, home=tmp_path / "home")
    print(f"frozen build {build_s:.1f} s, --self-test {run_s:.2f} s")
    check_self_test_output(result, "frozen app")
    # In Japanese: the compiled catalogue travels in the bundle and loads.
    result, _ = run_self_test([str(app)], cwd=elsewhere, home=tmp_path / "home", language="ja")
    check_self_test_output(result, "frozen app in Japanese")
    if not IS_WIN:
        assert "self-test: language ja," in result.stdout, result.stdout[-3000:]
    assert snapshot(dist) == before, "the frozen app wrote files next to itself"
    assert not any(elsewhere.iterdir()), "the frozen app wrote files into the current folder"

    # --self-test builds no scene: also start the real table (title, then a dealt hand) in the
    # frozen app, let it run, and stop it the way a test harness does (SIGTERM -> exit 0).
    if IS_WIN:
        return
    home = tmp_path / "home"
    proc = subprocess.Popen(
        [
            str(app),
            "--play",
            "--seed",
            "1",
            "--speed",
            "fast",
            "--record-file",
            str(tmp_path / "record.json"),
        ],
        cwd=elsewhere,
        env=minimal_env(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        encoding="utf-8",
        errors="replace",
    )
    time.sleep(3)
    alive = proc.poll() is None
    proc.send_signal(signal.SIGTERM)
    out, _ = proc.communicate(timeout=30)
    assert alive, f"the frozen app exited by itself within 3 s (rc={proc.returncode}):\n{out[-4000:]}"
    assert proc.returncode == 0, f"the frozen app exited {proc.returncode} on SIGTERM:\n{out[-4000:]}"
    for bad in ("Traceback", "cannot load", "not found"):
        assert bad not in out, f"the frozen table logged {bad!r}:\n{out[-4000:]}"
    assert snapshot(dist) == before, "the frozen app wrote files next to itself"
    assert not any(elsewhere.iterdir()), "the frozen app wrote files into the current folder"
    # Settings go to the per-user folder (platformdirs, inside the scratch home here).
    assert list(home.rglob("settings.json")), f"no settings.json under {home}: where did it go?"
