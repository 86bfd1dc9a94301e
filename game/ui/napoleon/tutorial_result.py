"""The tutorial's last step: the hand's result with the scoring explained and the joker's
note; the way on (Play a real match, the replay, the title, Esc for the menu) is every
tutorial result's (:mod:`game.ui.scenes.tutorial_result_base`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.napoleon import HandResult
from game.rules.i18n import _

from .. import theme
from ..context import Context
from ..scenes.tutorial_result_base import TutorialResultBase
from ..table.coach_marks import suit_safe
from ..table.controller import seat_names
from ..widgets import wrap_text
from .panels import contract_text
from .tutorial_lesson import JOKER_NOTE, SCORING_TEXT, SCORING_TITLE

if TYPE_CHECKING:
    from ..table.scene import TableScene


class TutorialResultScene(TutorialResultBase):
    def __init__(self, ctx: Context, table: TableScene) -> None:
        super().__init__(ctx, table)
        result = table.ctl.hand.result
        assert result is not None  # the lesson's hand is never thrown in
        self.result: HandResult = result

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.fs = max(13, min(20, int(h * 0.024)))
        self.box = pygame.Rect(0, 0, min(w - 40, 860), min(h - 40, self.fs * 24))
        self.box.center = (w // 2, h // 2)
        self.place_buttons(max(30, int(self.fs * 2.2)))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_box(surface)
        box, size, r = self.box, self.fs, self.result
        names = seat_names(self.table.session.names)
        said = _("You made {contract}") if r.made else _("You failed {contract}")
        big = int(size * 1.6)
        theme.text(
            surface,
            said.format(contract=contract_text(r.bid, r.trump)),
            big,
            (box.centerx, box.y + 14),
            theme.GOOD if r.made else theme.BAD,
            bold=True,
            anchor="midtop",
            max_width=box.w - 40,
        )
        y = box.y + 24 + big
        total = self.table.rules.total_points
        took = _("Napoleon's side took {points} of {total} (bid {bid})").format(
            points=r.taken, total=total, bid=r.bid
        )
        theme.text(surface, took, size, (box.centerx, y), theme.CREAM, anchor="midtop", max_width=box.w - 40)
        y += int(size * 1.8)
        # Each seat's chips, two columns.
        half = (box.w - 60) // 2
        for seat, pay in enumerate(r.payments):
            col, row = divmod(seat, 3)
            x = box.x + 30 + col * (half + 10)
            yy = y + row * int(size * 1.4)
            role = _("Napoleon") if seat == r.napoleon else _("adjutant") if seat in r.adjutants else ""
            name = names[seat] if not role else f"{names[seat]} ({role})"
            colour = theme.GOOD if pay > 0 else theme.BAD if pay < 0 else theme.DIM
            theme.text(surface, name, size, (x, yy), theme.CREAM, max_width=half - 70)
            theme.text(surface, f"{pay:+d}", size, (x + half - 10, yy), colour, bold=True, anchor="topright")
        y += int(size * 1.4) * 3 + size
        pygame.draw.line(surface, theme.GOLD, (box.x + 20, y), (box.right - 20, y), 1)
        y += size // 2
        for title, text in ((SCORING_TITLE, SCORING_TEXT), ("", JOKER_NOTE)):
            if title:
                theme.text(surface, _(title), size + 1, (box.x + 24, y), theme.GOLD_LIGHT, bold=True)
                y += int(size * 1.5)
            for line in wrap_text(suit_safe(_(text)), theme.font(size), box.w - 48):
                theme.text(surface, line, size, (box.x + 24, y), theme.CREAM, max_width=box.w - 48)
                y += int(size * 1.3)
            y += size // 2
        self.draw_buttons(surface, size)
