"""An interlude at the table (see ``game.ui.table.presenter_base.Interlude``): while it plays the table's
clock stops; a click or a key skips it. The game's face says how long it lasts and draws it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..input import InputEvent, KeyPress, PointerDown

if TYPE_CHECKING:
    from .face import TableFace
    from .state import TableState


class InterludeState:
    def __init__(self) -> None:
        self.kind = ""
        self.t = 0.0  # seconds into it, at "normal" speed
        self.length = 0.0

    @property
    def active(self) -> bool:
        return self.t < self.length

    def start(self, face: TableFace, table: TableState, kind: str, pace: float) -> None:
        """Play ``kind`` unless the face has nothing to show or animations are off (``pace``:
        the settings' speed factor, 0 for no animation)."""
        self.kind, self.t = kind, 0.0
        self.length = face.interlude_seconds(table, kind) if pace > 0 else 0.0

    def stop(self) -> None:
        self.t = self.length = 0.0

    def update(self, dt: float, events: list[InputEvent], pace: float) -> None:
        """Time passes (scaled back to "normal" speed by ``pace``); a click or a key ends it."""
        self.t += dt / pace if pace > 0 else self.length
        if any(isinstance(e, (KeyPress, PointerDown)) for e in events):
            self.stop()

    def draw(self, face: TableFace, table: TableState, surface: pygame.Surface) -> None:
        if self.active:
            face.draw_interlude(table, surface, self.kind, self.t)
