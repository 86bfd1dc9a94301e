"""The match's final standings, for every game: each seat's score in order, the winner, and
Play again (the same rules and seats) or back to the title."""

from __future__ import annotations

import pygame

from game.rules.i18n import _, ngettext

from .. import backdrop, routes, theme
from ..context import Context
from ..input import InputEvent
from ..scene import Scene
from ..table.controller import MatchSession, seat_names
from ..widgets import Button


class MatchResultScene(Scene):
    def __init__(self, ctx: Context, session: MatchSession) -> None:
        super().__init__(ctx)
        self.session = session
        self.again = Button("", self.play_again, key="enter")  # labelled by layout
        self.title = Button("", self.to_title, key="escape")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bh = max(32, int(h * 0.06))
        self.again.label, self.title.label = _("Play again"), _("Title")
        self.again.rect = pygame.Rect(w // 2 - 250, h - bh - 30, 240, bh)
        self.title.rect = pygame.Rect(w // 2 + 10, h - bh - 30, 240, bh)

    def play_again(self) -> None:
        s = self.session
        self.ctx.matches.start(s.rules, s.level, levels=s.levels, practice=s.practice)

    def to_title(self) -> None:
        self.ctx.router.go(routes.Title())

    def handle(self, e: InputEvent) -> None:
        if not self.again.handle(e):
            self.title.handle(e)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(backdrop.felt(self.ctx.assets, w, h), (0, 0))
        theme.text(
            surface,
            _("Final standings"),
            max(28, int(h * 0.08)),
            (w / 2, h * 0.1),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="center",
            shadow=True,
        )
        m = self.session.match
        names = seat_names(self.session.names)
        size = max(16, int(h * 0.04))
        y = h * 0.22
        standings = m.standings()
        best = standings[0][1] if standings else 0
        for place, (seat, score) in enumerate(standings, 1):
            colour = theme.HILITE if score == best else theme.CREAM
            theme.text(surface, f"{place}.", size, (w * 0.3, y), colour, bold=True, anchor="topright")
            theme.text(surface, names[seat], size, (w * 0.33, y), colour, bold=score == best)
            theme.text(surface, f"{score:+d}", size, (w * 0.7, y), colour, bold=True, anchor="topright")
            y += size * 1.6
        theme.text(
            surface,
            ngettext("{n} hand played", "{n} hands played", m.hands_played).format(n=m.hands_played),
            max(12, size // 2 + 4),
            (w / 2, y + 10),
            theme.DIM,
            anchor="midtop",
        )
        winner = names[standings[0][0]] if standings else ""
        if winner:
            won = standings[0][0] == self.session.human
            msg = _("You win the match!") if won else _("{player} wins the match.").format(player=winner)
            theme.text(
                surface,
                msg,
                size,
                (w / 2, y + size + 20),
                theme.GOLD_LIGHT,
                bold=True,
                anchor="midtop",
                max_width=w - 40,
            )
        self.again.draw(surface)
        self.title.draw(surface)
