"""Whist's hand result: the tricks each side took, the points of the side over six, and the
match so far, on the shell's :class:`~game.ui.scenes.result_base.HandResultBase`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.i18n import _
from game.ui import theme
from game.ui.context import Context
from game.ui.scenes.result_base import HandResultBase
from game.ui.table.controller import seat_names

from .hand import WhistResult, side_of
from .presenter import side_words

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene


class WhistResultScene(HandResultBase):
    def __init__(self, ctx: Context, table: TableScene) -> None:
        super().__init__(ctx, table)
        result = table.ctl.hand.result
        assert result is not None
        self.result: WhistResult = result

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.box = pygame.Rect(0, 0, min(w - 40, 720), min(h - 50, 300))
        self.box.center = (w // 2, h // 2)
        self.button.label = _("Next hand") if not self.table.session.match.is_over else _("Final standings")
        self.replay.label = _("Replay this hand")
        self.scores.label = _("Scoreboard")
        self.place_buttons(self.box, max(30, self.box.h // 7))

    def headline(self) -> str:
        names = seat_names(self.table.session.names)
        r = self.result
        return f"{side_words(r.side, names)}: {r.side_tricks[r.side]} tricks, +{r.points}"

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        box, r = self.box, self.result
        theme.panel(surface, box, 235)
        big, size = max(20, box.h // 8), max(13, box.h // 15)
        human = self.table.session.human
        won = human is not None and side_of(human) == r.side
        theme.text(
            surface,
            self.headline(),
            big,
            (box.centerx, box.y + 16),
            theme.GOOD if won else theme.BAD,
            bold=True,
            anchor="midtop",
            max_width=box.w - 20,
        )
        names = seat_names(self.table.session.names)
        totals = self.table.session.match.totals
        y = box.y + 16 + int(big * 1.6)
        theme.text(surface, _("This hand"), size, (box.centerx + 90, y), theme.GOLD, anchor="topright")
        theme.text(surface, _("Match"), size, (box.right - 40, y), theme.GOLD, anchor="topright")
        for side in (0, 1):
            y += int(size * 1.8)
            pay = r.payments[side]
            label = f"{side_words(side, names)} · {r.side_tricks[side]}"
            theme.text(surface, label, size, (box.x + 36, y), theme.CREAM, max_width=box.w // 2)
            colour = theme.GOOD if pay > 0 else theme.BAD if pay < 0 else theme.DIM
            theme.text(
                surface, f"{pay:+d}", size, (box.centerx + 90, y), colour, bold=True, anchor="topright"
            )
            theme.text(
                surface,
                f"{totals[side]:+d}",
                size,
                (box.right - 40, y),
                theme.GOLD_LIGHT,
                bold=True,
                anchor="topright",
            )
        for b in self.buttons:
            b.draw(surface)
