"""Shared bits of the packaging tests: a minimal environment, asset counts, tree snapshots."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
ASSET_DIRS = ("sprites", "sounds", "fonts")
ASSET_SUFFIXES = {".png", ".wav", ".ogg", ".ttf", ".otf"}
IS_WIN = sys.platform == "win32"
IS_MAC = sys.platform == "darwin"


def repo_asset_count() -> int:
    """How many loadable asset files the checkout has (what --self-test must load)."""
    return sum(
        1
        for d in ASSET_DIRS
        if (REPO / d).is_dir()
        for p in (REPO / d).rglob("*")
        if p.is_file() and p.suffix.lower() in ASSET_SUFFIXES
    )


def minimal_env(home: Path) -> dict[str, str]:
    """A bare environment: no PYTHONPATH, no venv, no display or sound card, a scratch home."""
    home.mkdir(parents=True, exist_ok=True)
    env = {
        "PATH": os.pathsep.join(["/usr/bin", "/bin"]) if not IS_WIN else os.environ["PATH"],
        "HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        # platformdirs' per-user folders, all inside the scratch home.
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "XDG_CACHE_HOME": str(home / ".cache"),
    }
    if IS_WIN:
        for key in ("SYSTEMROOT", "SYSTEMDRIVE", "WINDIR", "COMSPEC"):
            if key in os.environ:
                env[key] = os.environ[key]
        env.update(
            USERPROFILE=str(home),
            APPDATA=str(home / "AppData" / "Roaming"),
            LOCALAPPDATA=str(home / "AppData" / "Local"),
            TEMP=str(home),
            TMP=str(home),
        )
    return env


def snapshot(root: Path) -> set[str]:
    """Every path under root, to prove a run wrote nothing there."""
    return {p.relative_to(root).as_posix() for p in root.rglob("*")}


def run_self_test(
    cmd: list[str], cwd: Path, home: Path, timeout: float = 180, language: str | None = None
) -> tuple[subprocess.CompletedProcess[str], float]:
    """Run ``cmd --self-test`` from cwd in a minimal environment; return the result and seconds."""
    import time

    t0 = time.perf_counter()
    result = subprocess.run(
        [*cmd, "--self-test", *(["--language", language] if language else [])],
        cwd=cwd,
        env=minimal_env(home),
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=timeout,
    )
    return result, time.perf_counter() - t0


def check_self_test_output(result: subprocess.CompletedProcess[str], where: str) -> None:
    out = result.stdout + result.stderr
    assert result.returncode == 0, f"{where}: --self-test exited {result.returncode}:\n{out[-6000:]}"
    if IS_WIN and "loaded" not in out:
        return  # a windowed (GUI-subsystem) Windows exe has no stdout to read
    m = re.search(r"loaded (\d+) asset", out)
    assert m, f"{where}: --self-test did not report how many assets it loaded:\n{out[-3000:]}"
    expected = repo_asset_count()
    assert int(m.group(1)) >= expected > 0, (
        f"{where}: --self-test loaded {m.group(1)} asset files, the checkout has {expected}: "
        f"the assets are not where the loader looks in this build:\n{out[-3000:]}"
    )


NETWORK_ERRORS = (
    "NewConnectionError",
    "Temporary failure in name resolution",
    "Network is unreachable",
    "Max retries exceeded",
    "Name or service not known",
    "ConnectTimeoutError",
    "nodename nor servname provided",
)


def is_network_failure(output: str) -> bool:
    return any(s in output for s in NETWORK_ERRORS)


# What the wheel is built from: a copy of these (setuptools builds in-tree; never in the checkout).
WHEEL_INPUTS = (
    "game",
    "sprites",
    "sounds",
    "fonts",
    "tools/wheel_assets.py",
    "pyproject.toml",
    "README.md",
    "LICENSE",
    "MANIFEST.in",
)


def build_wheel(scratch: Path) -> Path:
    """Build the project's wheel from a copy of :data:`WHEEL_INPUTS` under ``scratch`` (pip
    fetches setuptools from PyPI for the isolated build: skipped when PyPI is unreachable)."""
    src = scratch / "src"
    for rel in WHEEL_INPUTS:
        origin = REPO / rel
        if origin.is_dir():
            shutil.copytree(origin, src / rel, ignore=shutil.ignore_patterns("__pycache__", "_data"))
        else:
            (src / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(origin, src / rel)
    wheels = scratch / "wheels"
    built = subprocess.run(
        [
            *(sys.executable, "-m", "pip", "wheel", "--disable-pip-version-check", "--no-input"),
            *("--no-deps", "-q", "-w", str(wheels), str(src)),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    out = built.stdout + built.stderr
    if built.returncode != 0 and (is_network_failure(out) or "Could not find a version" in out):
        pytest.skip(f"PyPI is unreachable: cannot fetch setuptools for the isolated build:\n{out[-1000:]}")
    assert built.returncode == 0, f"pip wheel failed:\n{built.stdout[-3000:]}\n{built.stderr[-6000:]}"
    (wheel,) = wheels.glob("napoleon_table-*.whl")
    return wheel
