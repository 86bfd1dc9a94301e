"""The running scoreboard: every counted hand of the match so far, each player's chips from it,
and the totals, over the table. Opened with S at the table, from the pause menu and from a
hand's result; any click or key closes it."""

from __future__ import annotations

import pygame

from game.rules.games import replay
from game.rules.i18n import _

from .. import theme
from ..context import Context
from ..input import InputEvent, KeyPress, PointerDown
from ..scene import Scene
from ..table.controller import MatchSession, seat_names
from ..table.presenters import presenter_for


def score_rows(session: MatchSession) -> tuple[list[str], list[tuple[str, tuple[int, ...]]], list[int]]:
    """(the players, (contract, chips per player) for every counted hand, the totals). Each
    record of the match is replayed and settled as the match settled it (a redeal that
    counts nothing has no row)."""
    names = seat_names(session.names)
    spec = session.match.spec
    face = presenter_for(session.game, names, session.human).face
    rows: list[tuple[str, tuple[int, ...]]] = []
    for record in session.match.records:
        try:
            hand = replay(record)
        except Exception:  # the match accepted this record: it replays; if not, no row
            continue
        settled = spec.settle(hand)
        if settled is not None:
            rows.append((face.hand_summary(hand, names), tuple(settled.payments)))
    return names, rows, list(session.match.totals)


class ScoreboardScene(Scene):
    transparent = True

    def __init__(self, ctx: Context, session: MatchSession) -> None:
        super().__init__(ctx)
        self.session = session
        self.human = session.human

    def update(self, dt: float, events: list[InputEvent]) -> None:
        for e in events:
            if self.stack.top is not self:
                return
            if isinstance(e, PointerDown | KeyPress):  # any click or key: back
                self.stack.pop()
                return

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        names, hands, totals = score_rows(self.session)
        chips = [c for _w, c in hands]
        contracts = [w for w, _c in hands]
        n = len(names)
        box = pygame.Rect(0, 0, min(w - 30, 1000), h - 60)
        box.center = (w // 2, h // 2)
        theme.panel(surface, box, 235, radius=12, edge=theme.GOLD)
        title = max(18, int(h * 0.04))
        rounds = self.session.match.rules.rounds
        theme.text(
            surface,
            _("Scoreboard"),
            title,
            (box.centerx, box.y + 10),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="midtop",
        )
        top = box.y + 14 + int(title * 1.4)
        rows = len(chips) + 2  # header, hands, totals
        line = max(14, min(int(h * 0.045), (box.bottom - 40 - top) // max(1, rows)))
        size = max(11, int(line * 0.62))
        first = box.x + 14
        contract_w = int(box.w * 0.26)
        hand_w = max(60, theme.font(size, True).size(_("Hand"))[0] + 14)
        col = (box.w - 28 - hand_w - contract_w) / max(1, n)
        xs = [int(first + hand_w + contract_w + col * (i + 0.5)) for i in range(n)]
        for i, name in enumerate(names):
            colour = theme.HILITE if i == self.human else theme.GOLD_LIGHT
            theme.text(
                surface, name, size, (xs[i], top), colour, bold=True, anchor="midtop", max_width=int(col) - 4
            )
        theme.text(surface, _("Hand"), size, (first, top), theme.GOLD_LIGHT, bold=True)
        theme.text(surface, _("Contract"), size, (first + hand_w, top), theme.GOLD_LIGHT, bold=True)
        shown = chips[-(rows - 2) :] if chips else []
        skip = len(chips) - len(shown)
        for k, hand in enumerate(shown):
            y = top + (k + 1) * line
            theme.text(surface, str(skip + k + 1), size, (first, y), theme.CREAM)
            theme.text(
                surface, contracts[skip + k], size, (first + hand_w, y), theme.CREAM, max_width=contract_w - 8
            )
            for i, c in enumerate(hand):
                colour = theme.GOOD if c > 0 else theme.BAD if c < 0 else theme.DIM
                theme.text(surface, f"{c:+d}" if c else "0", size, (xs[i], y), colour, anchor="midtop")
        y = top + (len(shown) + 1) * line + 4
        pygame.draw.line(surface, theme.GOLD, (first, y - 2), (box.right - 14, y - 2))
        theme.text(surface, _("Total"), size, (first, y + 2), theme.GOLD_LIGHT, bold=True)
        for i, t in enumerate(totals):
            theme.text(
                surface,
                f"{t:+d}" if t else "0",
                size,
                (xs[i], y + 2),
                theme.GOLD_LIGHT,
                bold=True,
                anchor="midtop",
            )
        if not chips:
            theme.text(
                surface,
                _("No hand has been counted yet."),
                size,
                (box.centerx, top + line * 2),
                theme.DIM,
                anchor="midtop",
            )
        foot = _("Hands counted: {done} of {rounds}").format(done=len(chips), rounds=rounds) if rounds else ""
        theme.text(
            surface,
            foot + ("   " if foot else "") + _("Click or press a key to go back"),
            max(11, int(h * 0.022)),
            (box.centerx, box.bottom - 10),
            theme.DIM,
            anchor="midbottom",
        )
