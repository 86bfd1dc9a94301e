"""An interlude at the table (see ``presenters.base.Interlude``): while it plays the table's
clock stops; a click or a key skips it. The game's face says how long it lasts and draws it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..input import InputEvent, KeyPress, PointerDown

if TYPE_CHECKING:
    from .table import TableScene


class InterludeState:
    def __init__(self) -> None:
        self.kind = ""
        self.t = 0.0  # seconds into it, at "normal" speed
        self.length = 0.0

    @property
    def active(self) -> bool:
        return self.t < self.length

    def start(self, scene: TableScene, kind: str) -> None:
        """Play ``kind`` unless the face has nothing to show or animations are off."""
        self.kind, self.t = kind, 0.0
        self.length = scene.face.interlude_seconds(scene, kind) if scene.ctx.speed() > 0 else 0.0

    def stop(self) -> None:
        self.t = self.length = 0.0

    def update(self, scene: TableScene, dt: float, events: list[InputEvent]) -> None:
        """Time passes (scaled back to "normal" speed); a click or a key ends it."""
        factor = scene.ctx.speed()
        self.t += dt / factor if factor > 0 else self.length
        if any(isinstance(e, (KeyPress, PointerDown)) for e in events):
            self.stop()
        scene.dirty = True

    def draw(self, scene: TableScene, surface: pygame.Surface) -> None:
        if self.active:
            scene.face.draw_interlude(scene, surface, self.kind, self.t)
