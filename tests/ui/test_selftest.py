"""``python -m game --self-test`` exits 0 headless (packaging and CI rely on it)."""

from __future__ import annotations

import os
import subprocess
import sys


def test_self_test_exits_zero() -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run(
        [sys.executable, "-m", "game", "--self-test"], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "self-test: OK" in out.stdout


def test_tween_supersedes() -> None:
    from game.ui.tween import TweenManager

    class Box:
        x = 0.0

    b = Box()
    tm = TweenManager()
    tm.animate(b, "x", 100.0, 1.0, ease="linear")
    tm.update(0.5)
    assert abs(b.x - 50) < 1e-6
    tm.animate(b, "x", 0.0, 1.0, ease="linear")  # re-targeted mid-flight: from 50 to 0
    tm.update(0.5)
    assert abs(b.x - 25) < 1e-6
    tm.update(1.0)
    assert b.x == 0.0 and not tm.busy
