"""ruff and mypy --strict over the whole game (run by the README's test command). The layer
rules are checked from the real imports in ``test_layers.py``. Caches go to the temp folder,
never into the checkout."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600
    )


def test_ruff_is_clean():
    result = run("ruff", "check", "--no-cache", "game", "tests", "bench", "tools")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_applied():
    result = run("ruff", "format", "--no-cache", "--check", "game", "tests", "bench", "tools")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_is_clean_on_the_whole_game():
    cache = Path(tempfile.gettempdir()) / "napoleon-mypy-cache"
    result = run("mypy", "--strict", "--cache-dir", str(cache), "game")
    assert result.returncode == 0, result.stdout + result.stderr
