"""The wheel, installed (not editable) into a fresh virtual environment, passes --self-test.

The wheel is the session's one build (``built_wheel`` in tests/conftest.py: from a copy of the
project in a scratch folder, so the build writes nothing into the checkout). pip fetches
pygame-ce and platformdirs from PyPI.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from .helpers import (
    IS_WIN,
    check_self_test_output,
    is_network_failure,
    run_self_test,
)

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("packaging")]


def pip(python: Path | str, *args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        [str(python), "-m", "pip", "--disable-pip-version-check", "--no-input", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if result.returncode != 0 and is_network_failure(result.stdout + result.stderr):
        pytest.skip(
            f"PyPI is unreachable, pip {args[0]} could not download: "
            f"{(result.stderr or result.stdout).strip().splitlines()[-1]}"
        )
    assert result.returncode == 0, (
        f"pip {' '.join(args)} failed:\n{result.stdout[-3000:]}\n{result.stderr[-6000:]}"
    )
    return result


def test_installed_wheel_passes_self_test(tmp_path: Path, built_wheel: Path) -> None:
    wheel = built_wheel
    names = zipfile.ZipFile(wheel).namelist()
    for suffix in (".png", ".wav", ".ttf"):
        assert any(n.endswith(suffix) for n in names), (
            f"the wheel has no {suffix} files: the assets are not packaged ({len(names)} entries)"
        )

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    bindir = venv / ("Scripts" if IS_WIN else "bin")
    python = bindir / ("python.exe" if IS_WIN else "python")
    pip(python, "install", "-q", str(wheel))

    # Really installed, not editable: the package lives in the venv's site-packages.
    where = subprocess.run(
        [str(python), "-c", "import game, sys; print(game.__file__)"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert Path(where).resolve().is_relative_to(venv.resolve()), where
    direct_url = next(venv.rglob("napoleon_table-*.dist-info/direct_url.json"), None)
    if direct_url:
        assert not json.loads(direct_url.read_text()).get("dir_info", {}).get("editable")
    ce = subprocess.run(
        [str(python), "-c", "import pygame; print(bool(getattr(pygame, 'IS_CE', False)))"],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
    ).stdout.strip()
    assert ce == "True", f"the wheel's dependencies installed plain pygame, not pygame-ce: {ce!r}"

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    napoleon = bindir / ("napoleon.exe" if IS_WIN else "napoleon")
    result, run_s = run_self_test([str(napoleon)], cwd=elsewhere, home=tmp_path / "home")
    print(f"installed wheel: napoleon --self-test {run_s:.2f} s")
    check_self_test_output(result, "installed wheel")
    result, _ = run_self_test([str(napoleon)], cwd=elsewhere, home=tmp_path / "home", language="ja")
    check_self_test_output(result, "installed wheel in Japanese")  # the catalogues are package data
    assert not any(elsewhere.iterdir()), "napoleon wrote files into the current folder"
