"""The hand result (points counted up, chips moving) and the final standings."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.napoleon import HandResult
from game.rules.i18n import _, pgettext

from .. import backdrop, theme
from ..context import Context
from ..scenes.result_base import HandResultBase
from ..table.controller import seat_names
from .panels import contract_text

if TYPE_CHECKING:
    from ..table.scene import TableScene


class HandResultScene(HandResultBase):
    def __init__(self, ctx: Context, table: TableScene) -> None:
        super().__init__(ctx, table)
        result = table.ctl.hand.result
        assert result is not None
        self.result: HandResult = result
        self.counted = 0.0  # the points shown, counted up
        self.chips = 0.0  # 0..1: chips travelling from payers to receivers

    def enter(self) -> None:
        super().enter()
        sp = self.ctx.speed()
        self.tweens.animate(self, "counted", float(self.result.taken), 1.2 * sp, ease="linear")
        self.tweens.animate(self, "chips", 1.0, 0.9 * sp, delay=1.2 * sp, ease="in_out_cubic")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.box = pygame.Rect(0, 0, min(w - 40, 720), min(h - 60, 480))
        self.box.center = (w // 2, h // 2)
        bh = max(30, self.box.h // 10)
        self.button.label = _("Next hand") if not self.table.session.match.is_over else _("Final standings")
        self.replay.label = _("Replay this hand")
        self.scores.label = _("Scoreboard")
        self.place_buttons(self.box, bh)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        r = self.result
        box = self.box
        theme.panel(surface, box, 235)
        names = seat_names(self.table.session.names)
        big = max(20, box.h // 11)
        if r.napoleon == self.table.session.human:
            said = _("You made {contract}") if r.made else _("You failed {contract}")
        else:
            said = _("{player} made {contract}") if r.made else _("{player} failed {contract}")
        theme.text(
            surface,
            said.format(
                player=names[r.napoleon],
                contract=contract_text(
                    r.bid,
                    r.trump,
                    str(self.table.rules.bid_kind) == "suitless",
                    r.misere,
                    None if r.target < 0 else names[r.target],
                    r.trump_rank,
                ),
            ),
            big,
            (box.centerx, box.y + 16),
            theme.GOOD if r.made else theme.BAD,
            bold=True,
            anchor="midtop",
            max_width=box.w - 20,
        )
        size = max(13, box.h // 22)
        side = [names[s] for s in r.adjutants]
        if side:
            line = _("Adjutant: {players}").format(players=pgettext("list of names", ", ").join(side))
        else:
            line = _("Adjutant: none (Napoleon alone)")
        theme.text(
            surface,
            line,
            size,
            (box.centerx, box.y + 24 + big),
            theme.CREAM,
            anchor="midtop",
            max_width=box.w - 20,
        )
        # The points bar, counted up.
        bar = pygame.Rect(box.x + 30, box.y + 40 + big + size * 2, box.w - 60, max(14, size))
        total = self.table.rules.total_points
        pygame.draw.rect(surface, (40, 60, 50), bar, border_radius=6)
        fill = bar.copy()
        fill.w = int(bar.w * min(1.0, self.counted / max(1, total)))
        pygame.draw.rect(surface, theme.GOLD, fill, border_radius=6)
        bx = bar.x + int(bar.w * r.bid / max(1, total))
        pygame.draw.line(surface, theme.WHITE, (bx, bar.y - 4), (bx, bar.bottom + 4), 3)
        if r.reason.startswith("took"):  # the engine's words, unless they only repeat the count
            said = _("Napoleon's side took {points} of {total} (bid {bid})")
        else:
            said = _("Napoleon's side took {points} of {total} (bid {bid}) — {reason}")
        theme.text(
            surface,
            said.format(points=int(self.counted), total=total, bid=r.bid, reason=r.reason_words()),
            size,
            (box.centerx, bar.bottom + 8),
            theme.CREAM,
            anchor="midtop",
            max_width=box.w - 20,
        )
        # Chips: each seat's payment, with chips sliding toward the receivers.
        y = bar.bottom + 16 + size * 2
        rows = len(r.payments)
        row_h = max(size + 6, min(size * 2, (self.button.rect.top - y - 10) // max(1, rows)))
        cx = box.centerx
        totals = self.table.session.match.totals
        for seat, pay in enumerate(r.payments):
            yy = y + seat * row_h
            theme.text(surface, names[seat], size, (box.x + 40, yy), theme.CREAM, max_width=box.w // 3)
            colour = theme.GOOD if pay > 0 else theme.BAD if pay < 0 else theme.DIM
            shown = round(pay * self.chips)
            theme.text(surface, f"{shown:+d}", size, (cx + 40, yy), colour, bold=True, anchor="topright")
            theme.text(
                surface,
                _("total {points}").format(points=totals[seat] - pay + shown),
                size,
                (box.right - 40, yy),
                theme.GOLD_LIGHT,
                anchor="topright",
            )
            chip = backdrop.chip(self.ctx.assets, "red" if pay < 0 else "green", size)
            for k in range(min(abs(pay), 6)):
                start = cx + 60 + k * (size * 0.5)
                end = cx - 150 - k * (size * 0.5) if pay < 0 else start
                x = start + (end - start) * self.chips if pay < 0 else cx + 60 + k * size * 0.5
                alpha_pos = (round(x), yy + 1)
                if chip is not None and ((pay > 0 and self.chips > 0.95) or pay < 0):
                    surface.blit(chip, alpha_pos)
        self.button.draw(surface)
        self.replay.draw(surface)
        self.scores.draw(surface)
        self.history.draw(surface)
        if self.review in self.buttons:
            self.review.draw(surface)
