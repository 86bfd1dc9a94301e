"""The end of Nap's tutorial: the hand's result (the bid made or failed, each player's chips
with what a peep cost them, the pools), the scoring explained, and what else Nap has to play;
the way on is every tutorial result's (:mod:`game.ui.scenes.tutorial_result_base`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.british_nap import NapResult
from game.rules.i18n import _, ngettext

from .. import theme
from ..context import Context
from ..scenes.tutorial_result_base import TutorialResultBase
from ..table.coach_marks import suit_safe
from ..table.controller import seat_names
from ..widgets import wrap_text
from .results import pools_line, result_detail, result_headline
from .tutorial_lesson import MORE_NOTE, SCORING_TEXT, SCORING_TITLE

if TYPE_CHECKING:
    from ..table.scene import TableScene


class NapTutorialResultScene(TutorialResultBase):
    def __init__(self, ctx: Context, table: TableScene) -> None:
        super().__init__(ctx, table)
        result = table.ctl.hand.result
        assert result is not None  # the lesson's hand is never thrown in
        self.result: NapResult = result
        self.stakes: list[int] = list(table.ctl.hand.stakes)  # chips each seat paid to peep

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.fs = max(13, min(20, int(h * 0.024)))
        bh = max(30, int(self.fs * 2.2))
        self.box = pygame.Rect(0, 0, min(w - 40, 860), 0)
        self.box.h = min(h - 40, self._height(self.box.w) + bh + 32)  # as tall as its words
        self.box.center = (w // 2, h // 2)
        self.place_buttons(bh)

    def _notes(self, width: int) -> list[tuple[str, list[str]]]:
        """The scoring note and the note on what else there is, each wrapped to ``width``."""
        font = theme.font(self.fs)
        return [
            (_(title) if title else "", wrap_text(suit_safe(_(text)), font, width))
            for title, text in ((SCORING_TITLE, SCORING_TEXT), ("", MORE_NOTE))
        ]

    def _height(self, width: int) -> int:
        """The height of what the box says, above its buttons, at ``width``."""
        size = self.fs
        top = 24 + int(size * 1.6) + int(size * 1.5) * (1 + bool(pools_line(self.result))) + size // 2
        rows = int(size * 1.4) * ((len(self.result.payments) + 1) // 2) + size
        notes = sum(
            (int(size * 1.5) if title else 0) + int(size * 1.3) * len(lines) + size // 2
            for title, lines in self._notes(width - 48)
        )
        return top + rows + size // 2 + notes

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_box(surface)
        box, size, r = self.box, self.fs, self.result
        names = seat_names(self.table.session.names)
        big = int(size * 1.6)
        theme.text(
            surface,
            result_headline(r, names, self.table.session.human),
            big,
            (box.centerx, box.y + 14),
            theme.GOOD if r.made else theme.BAD,
            bold=True,
            anchor="midtop",
            max_width=box.w - 40,
        )
        y = box.y + 24 + big
        for line in (result_detail(r, self.table.rules), pools_line(r)):
            if line:
                theme.text(
                    surface, line, size, (box.centerx, y), theme.CREAM, anchor="midtop", max_width=box.w - 40
                )
                y += int(size * 1.5)
        y += size // 2
        y = self._chips(surface, y, names)
        pygame.draw.line(surface, theme.GOLD, (box.x + 20, y), (box.right - 20, y), 1)
        y += size // 2
        for title, lines in self._notes(box.w - 48):
            if title:
                theme.text(surface, title, size + 1, (box.x + 24, y), theme.GOLD_LIGHT, bold=True)
                y += int(size * 1.5)
            for line in lines:
                theme.text(surface, line, size, (box.x + 24, y), theme.CREAM, max_width=box.w - 48)
                y += int(size * 1.3)
            y += size // 2
        self.draw_buttons(surface, size)

    def _chips(self, surface: pygame.Surface, y: int, names: list[str]) -> int:
        """Each seat's chips in two columns: the bidder named, a peep's cost said. Returns the
        height reached."""
        box, size, r = self.box, self.fs, self.result
        half = (box.w - 60) // 2
        rows = (len(r.payments) + 1) // 2
        small = max(11, size - 2)
        for seat, pay in enumerate(r.payments):
            col, row = divmod(seat, rows)
            x = box.x + 30 + col * (half + 10)
            yy = y + row * int(size * 1.4)
            name = _("{player} (bidder)").format(player=names[seat]) if seat == r.bidder else names[seat]
            drawn = theme.text(surface, name, size, (x, yy), theme.CREAM, max_width=half // 2)
            if self.stakes[seat]:
                paid = ngettext("{n} chip to peep", "{n} chips to peep", self.stakes[seat])
                theme.text(
                    surface,
                    paid.format(n=self.stakes[seat]),
                    small,
                    (drawn.right + 10, drawn.centery),
                    theme.DIM,
                    anchor="midleft",
                    max_width=x + half - 60 - drawn.right - 10,
                )
            colour = theme.GOOD if pay > 0 else theme.BAD if pay < 0 else theme.DIM
            theme.text(surface, f"{pay:+d}", size, (x + half - 10, yy), colour, bold=True, anchor="topright")
        return y + int(size * 1.4) * rows + size
