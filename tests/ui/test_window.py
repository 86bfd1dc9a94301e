"""The window opens where the player can see it, or the app says there is no screen."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.ui.window import MIN_SIZE, fit_window

pytestmark = pytest.mark.both_languages

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "size, desktop, expected",
    [
        ((1920, 1080), (1280, 800), (1240, 720)),  # remembered on a larger screen: shrunk
        ((1280, 720), (1920, 1080), (1280, 720)),  # fits: unchanged
        ((1280, 720), (1280, 720), (1240, 640)),  # exactly the desktop: room for its bars
        ((3000, 400), (1920, 1080), (1880, 480)),  # never below the smallest usable size
        ((1920, 1080), (600, 400), (600, 400)),  # a tiny desktop: the whole of it, no more
    ],
)
def test_a_remembered_size_is_fitted_to_the_desktop(size, desktop, expected) -> None:
    got = fit_window(size, desktop)
    assert got == expected
    assert got[0] <= desktop[0] and got[1] <= desktop[1]
    assert got[0] >= min(MIN_SIZE[0], desktop[0]) and got[1] >= min(MIN_SIZE[1], desktop[1])


def test_with_no_display_the_app_says_so_and_exits_non_zero(tmp_path: Path) -> None:
    if sys.platform != "linux":
        pytest.skip("a missing display is an X11/Wayland matter")
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(PYTHONPATH=str(ROOT), NAPOLEON_DATA_DIR=str(tmp_path), SDL_AUDIODRIVER="dummy")
    result = subprocess.run(
        [sys.executable, "-m", "game", "--settings-file", str(tmp_path / "settings.json")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 3, result.stderr
    assert "No display found" in result.stderr
    assert not (tmp_path / "match.json").exists()


def test_an_explicit_size_is_only_kept_inside_the_desktop() -> None:
    assert fit_window((1280, 720), (1280, 720), (0, 0)) == (1280, 720)
    assert fit_window((1920, 1080), (1280, 800), (0, 0)) == (1280, 800)
