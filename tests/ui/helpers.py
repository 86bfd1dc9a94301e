"""Building our input events for a scene (parameter style: no pygame queue)."""

from __future__ import annotations

from game.rules import Card
from game.ui.input import InputEvent, PointerDown, PointerMove, PointerUp
from game.ui.scenes.table import TableScene


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
