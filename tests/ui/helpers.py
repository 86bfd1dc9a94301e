"""Building our input events for a scene (parameter style: no pygame queue)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game.rules import Card
from game.ui.input import InputEvent, PointerDown, PointerMove, PointerUp
from game.ui.table.scene import TableScene


def drag(scene: TableScene, card: Card, to: tuple[float, float], steps: int = 5) -> None:
    """Press on ``card``, move in a few steps to ``to`` (a frame each), release."""
    x, y = scene.sprites[card].pos
    scene.update(0.016, [PointerMove((x, y)), PointerDown((x, y))])
    for i in range(1, steps + 1):
        k = i / steps
        scene.update(0.016, [PointerMove((x + (to[0] - x) * k, y + (to[1] - y) * k), (True, False, False))])
    scene.update(0.016, [PointerUp(to)])


def click(scene: TableScene, pos: tuple[float, float]) -> None:
    events: list[InputEvent] = [PointerMove(pos), PointerDown(pos), PointerUp(pos)]
    scene.update(0.016, events)


def settle(scene: TableScene, frames: int = 200) -> None:
    for _ in range(frames):
        scene.update(0.05, [])


ROOT = Path(__file__).resolve().parents[2]


def start_real_app(tmp: Path, *extra: str) -> subprocess.Popen[bytes]:
    """The real app, headless, its seat playing itself at once, with ``tmp`` as its data
    folder and working folder (the kill tests)."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "NAPOLEON_DATA_DIR": str(tmp),
        "PYTHONPATH": str(ROOT),
    }
    args = [sys.executable, "-m", "game", "--autoplay", "--speed", "off", "--size", "800x600"]
    args += ["--settings-file", str(tmp / "settings.json"), *extra]
    return subprocess.Popen(args, cwd=tmp, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
