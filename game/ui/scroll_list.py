"""A vertically scrolling list: its offset, scroll bar, row hit-testing and pointer dragging.

The list knows only its rectangle on screen, the height of its content and where its rows lie
(``(top, height)`` in content coordinates); the scene that owns it draws the rows, shifted up
by :attr:`ScrollList.offset`. The content scrolls with the wheel, by dragging the list or the
scroll bar's thumb, by a click on the bar's track (a page towards the click) and by the keys
the scene maps to :meth:`ScrollList.page` and :meth:`ScrollList.show_span`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import pygame

from . import theme

DRAG_SLOP = 6  # pixels a press moves before it is a drag rather than a click

Grip = Literal["bar", "list"]


class ScrollList:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.content_h = 0
        self.offset = 0.0  # how far the content is scrolled up, in pixels
        # The press being followed: where it started, the offset then, and what it grips.
        self.press: tuple[tuple[float, float], float, Grip] | None = None
        self.dragged = False  # the press on the list has moved: it is a drag, not a click

    # -- offset ---------------------------------------------------------------------------

    def max_offset(self) -> float:
        return float(max(0, self.content_h - self.rect.h))

    def clamp(self) -> None:
        self.offset = max(0.0, min(self.offset, self.max_offset()))

    def scroll_by(self, dy: float) -> None:
        self.offset += dy
        self.clamp()

    def page(self, direction: int) -> None:
        """Scroll most of a page down (1) or up (-1)."""
        self.scroll_by(self.rect.h * 0.9 * direction)

    def show_span(self, top: int, bottom: int, pad: int = 0) -> None:
        """Scroll the least that brings content ``top..bottom`` into view (its top first)."""
        if top < self.offset:
            self.offset = float(top)
        elif bottom > self.offset + self.rect.h:
            self.offset = float(bottom - self.rect.h + pad)
        self.clamp()

    # -- geometry -------------------------------------------------------------------------

    def screen_y(self, top: int) -> int:
        """Where content ``top`` is on screen."""
        return self.rect.y + top - int(self.offset)

    def scrollbar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The bar's track and thumb, or None when everything fits."""
        if self.max_offset() <= 0:
            return None
        lr = self.rect
        track = pygame.Rect(lr.right - 14, lr.y + 4, 10, lr.h - 8)
        th = max(30, int(track.h * lr.h / max(1, self.content_h)))
        ty = track.y + int((track.h - th) * self.offset / self.max_offset())
        return track, pygame.Rect(track.x, ty, track.w, th)

    def row_at(self, pos: tuple[float, float], rows: Sequence[tuple[int, int]]) -> int:
        """The index of the row (``(top, height)``) under ``pos``, or -1."""
        if not self.rect.collidepoint(pos):
            return -1
        y = pos[1] - self.rect.y + self.offset
        for i, (top, height) in enumerate(rows):
            if top <= y < top + height:
                return i
        return -1

    # -- pointer --------------------------------------------------------------------------

    def pointer_down(self, pos: tuple[float, float]) -> None:
        bar = self.scrollbar()
        if bar is not None and bar[0].inflate(8, 0).collidepoint(pos):
            thumb = bar[1]
            if not thumb.collidepoint(pos):  # a page towards the click
                self.page(1 if pos[1] > thumb.centery else -1)
            self.press = (pos, self.offset, "bar")
            return
        if self.rect.collidepoint(pos):
            self.press = (pos, self.offset, "list")
            self.dragged = False

    def pointer_move(self, pos: tuple[float, float], held: bool) -> None:
        if self.press is None or not held:
            return
        (x0, y0), start, grip = self.press
        dy = pos[1] - y0
        if grip == "bar":
            bar = self.scrollbar()
            if bar is not None:
                track, thumb = bar
                room = max(1, track.h - thumb.h)
                self.offset = start + dy * self.max_offset() / room
        elif self.dragged or abs(dy) + abs(pos[0] - x0) > DRAG_SLOP:
            self.dragged = True
            self.offset = start - dy
        self.clamp()

    def pointer_up(self) -> tuple[float, float] | None:
        """Ends the press; where it started when it was a click on the list (not a drag)."""
        press, self.press = self.press, None
        dragged, self.dragged = self.dragged, False
        if press is None or press[2] != "list" or dragged:
            return None
        return press[0]

    # -- drawing --------------------------------------------------------------------------

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        bar = self.scrollbar()
        if bar is None:
            return
        track, thumb = bar
        surface.blit(theme.shade(track.w, track.h, (0, 0, 0, 110), 5), track)
        active = self.press is not None and self.press[2] == "bar"
        pygame.draw.rect(surface, theme.GOLD_LIGHT if active else theme.GOLD, thumb, border_radius=5)
