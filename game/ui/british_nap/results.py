"""British Nap's hand result: the bid made or failed, the chips from (or to) each opponent,
the pools, and the match standings so far."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.british_nap import NapResult, NapRules, bid_name
from game.british_nap.scoring import bid_tricks
from game.rules.i18n import _, ngettext

from .. import backdrop, theme
from ..context import Context
from ..scenes.result_base import HandResultBase
from ..table.controller import seat_names

if TYPE_CHECKING:
    from ..table.scene import TableScene


def result_headline(r: NapResult, names: Sequence[str], human: int | None) -> str:
    """Whose bid, made or failed: "You made 4", "Dai failed Nap" (``names`` as shown)."""
    if r.bidder == human:
        said = _("You made {bid}") if r.made else _("You failed {bid}")
    else:
        said = _("{player} made {bid}") if r.made else _("{player} failed {bid}")
    return said.format(player=names[r.bidder], bid=bid_name(r.bid))


def result_detail(r: NapResult, rules: NapRules) -> str:
    """The tricks taken against the bid's need, and the chips from or to each opponent."""
    if r.bid == "misere":
        tricks = ngettext(
            "won {n} trick (misère: none allowed)", "won {n} tricks (misère: none allowed)", r.tricks_won
        )
    else:  # the tricks taken, then what the bid needed (5 taken may exceed 4 needed)
        tricks = ngettext(
            "took {n} trick; the bid needed {need}",
            "took {n} tricks; the bid needed {need}",
            r.tricks_won,
        )
    tricks = tricks.format(n=r.tricks_won, need=bid_tricks(rules, r.bid))
    if r.per_opponent >= 0:
        chips = _("{n} chips from each opponent").format(n=r.per_opponent)
    else:
        chips = _("{n} chips to each opponent").format(n=-r.per_opponent)
    return _("{tricks}: {chips}").format(tricks=tricks, chips=chips)


def pools_line(r: NapResult) -> str:
    """What became of the pools: won by a made Nap, or carried on ("" when there are none)."""
    if r.pool_won:
        return _("The made Nap wins the pools: {n} chips").format(n=r.pool_won)
    if any(r.pools_after):
        return _("The pools carry {n} chips to the next hand").format(n=sum(r.pools_after))
    return ""


class NapHandResultScene(HandResultBase):
    def __init__(self, ctx: Context, table: TableScene) -> None:
        super().__init__(ctx, table)
        result = table.ctl.hand.result
        assert result is not None
        self.result: NapResult = result
        self.chips = 0.0  # 0..1: the payments counted up

    def enter(self) -> None:
        super().enter()
        self.tweens.animate(self, "chips", 1.0, 0.9 * self.ctx.speed(), delay=0.3, ease="in_out_cubic")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.box = pygame.Rect(0, 0, min(w - 40, 760), min(h - 50, 560))
        self.box.center = (w // 2, h // 2)
        bh = max(30, self.box.h // 12)
        self.button.label = _("Next hand") if not self.table.session.match.is_over else _("Final standings")
        self.replay.label = _("Replay this hand")
        self.scores.label = _("Scoreboard")
        self.place_buttons(self.box, bh)

    def headline(self) -> str:
        names = seat_names(self.table.session.names)
        return result_headline(self.result, names, self.table.session.human)

    def detail(self) -> str:
        return result_detail(self.result, self.table.rules)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        r = self.result
        box = self.box
        theme.panel(surface, box, 235)
        big = max(20, box.h // 13)
        size = max(13, box.h // 26)
        theme.text(
            surface,
            self.headline(),
            big,
            (box.centerx, box.y + 14),
            theme.GOOD if r.made else theme.BAD,
            bold=True,
            anchor="midtop",
            max_width=box.w - 20,
        )
        y = box.y + 14 + int(big * 1.5) + 4  # below the headline's letters (1.5 sizes tall)
        lines = [self.detail()]
        if pools_line(r):
            lines.append(pools_line(r))
        for line in lines:
            theme.text(
                surface, line, size, (box.centerx, y), theme.CREAM, anchor="midtop", max_width=box.w - 20
            )
            y += size + 8
        # Each seat: this hand's chips (stakes paid into the pools included), then the match total.
        names = seat_names(self.table.session.names)
        match = self.table.session.match
        totals = match.totals
        y += 6
        theme.text(surface, _("This hand"), size, (box.centerx + 60, y), theme.GOLD, anchor="topright")
        theme.text(surface, _("Match"), size, (box.right - 40, y), theme.GOLD, anchor="topright")
        y += size + 6
        rows = len(r.payments)
        row_h = max(size + 4, min(int(size * 1.7), (self.button.rect.top - y - 30) // max(1, rows)))
        order = sorted(range(rows), key=lambda s: -totals[s])
        for place, seat in enumerate(order, 1):
            pay = r.payments[seat]
            yy = y + (place - 1) * row_h
            colour = theme.GOOD if pay > 0 else theme.BAD if pay < 0 else theme.DIM
            who = names[seat] + ("  ★" if seat == r.bidder else "")
            theme.text(surface, f"{place}. {who}", size, (box.x + 36, yy), theme.CREAM, max_width=box.w // 3)
            shown = round(pay * self.chips)
            theme.text(
                surface, f"{shown:+d}", size, (box.centerx + 60, yy), colour, bold=True, anchor="topright"
            )
            chip = backdrop.chip(self.ctx.assets, "green" if pay > 0 else "red", size)
            for k in range(min(abs(shown), 6)):
                if chip is not None:
                    surface.blit(chip, (round(box.centerx + 72 + k * size * 0.5), yy))
            theme.text(
                surface,
                f"{totals[seat] - pay + shown:+d}",
                size,
                (box.right - 40, yy),
                theme.GOLD_LIGHT,
                bold=True,
                anchor="topright",
            )
        played = match.hands_played
        if match.rules.target_score is None:
            said = _("Hand {number} of {hands}").format(number=played, hands=match.rules.rounds)
        else:
            said = _("Hand {number}, playing to {target}").format(
                number=played, target=match.rules.target_score
            )
        theme.text(
            surface,
            said,
            max(11, size - 2),
            (box.centerx, self.button.rect.top - 8),
            theme.DIM,
            anchor="midbottom",
        )
        for b in self.buttons:
            b.draw(surface)
