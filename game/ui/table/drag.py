"""Dragging a card of the hand: pointer down, move, up; a click or a drop at a point.

Pure state (no pygame, no sprites): the table feeds it pointer positions and the pressed
card's centre, moves the card where :meth:`DragController.move` says, and acts on the
:class:`Release` (play the card if dropped on the table, toggle a discard...).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.rules import Card

Point = tuple[float, float]
DRAG_THRESHOLD = 6  # pointer travel (pixels, |dx| + |dy|) before a press becomes a drag


class Zone(Protocol):
    def collidepoint(self, point: Point, /) -> bool: ...


@dataclass(frozen=True, slots=True)
class Release:
    card: Card
    dragged: bool  # False: a click on the card
    pos: Point  # where the pointer was released

    def dropped_on(self, zone: Zone) -> Card | None:
        """The card, if it was dragged and dropped inside ``zone``."""
        return self.card if self.dragged and zone.collidepoint(self.pos) else None


class DragController:
    def __init__(self, threshold: float = DRAG_THRESHOLD) -> None:
        self.threshold = threshold
        self.pressed: Card | None = None
        self.dragging: Card | None = None  # the card following the pointer
        self.pointer: Point = (0.0, 0.0)
        self._start: Point = (0.0, 0.0)
        self._offset: Point = (0.0, 0.0)  # pointer minus the card's centre when pressed

    def down(self, card: Card, pointer: Point, card_centre: Point) -> None:
        self.pressed, self.dragging = card, None
        self._start = pointer
        self._offset = (pointer[0] - card_centre[0], pointer[1] - card_centre[1])

    def cancel(self) -> None:
        self.pressed = self.dragging = None

    def move(self, pointer: Point) -> Point | None:
        """The dragged card's new centre (None when no card is dragged): a press starts a drag
        once the pointer has travelled past the threshold."""
        if self.pressed is None:
            return None
        if self.dragging is None:
            dx, dy = pointer[0] - self._start[0], pointer[1] - self._start[1]
            if abs(dx) + abs(dy) <= self.threshold:
                return None
            self.dragging = self.pressed
        self.pointer = pointer
        return (pointer[0] - self._offset[0], pointer[1] - self._offset[1])

    def up(self, pointer: Point) -> Release | None:
        """The press ends: what was clicked or dropped where (None if nothing was pressed)."""
        card, dragged = self.pressed, self.dragging is not None
        self.cancel()
        if card is None:
            return None
        return Release(card, dragged, pointer)
