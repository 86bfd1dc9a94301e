"""ruff and mypy --strict on the layers that must stay clean (run by the README's test command)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_is_clean_on_rules_and_ai():
    result = run("ruff", "check", "game/rules", "game/ai")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_is_clean_on_rules_and_ai():
    result = run("mypy", "--strict", "game/rules", "game/ai")
    assert result.returncode == 0, result.stdout + result.stderr


def test_rules_and_ai_never_import_pygame():
    for layer in ("game/rules", "game/ai"):
        for path in (ROOT / layer).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            for line in text.splitlines():
                stripped = line.strip()
                assert not stripped.startswith(("import pygame", "from pygame")), f"{path}: {line}"
