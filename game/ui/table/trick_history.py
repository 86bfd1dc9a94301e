"""Every trick of the hand so far, over the table: who led, each card by its player, who won
it and for how many points, and the trick on the table now. Opened by the Tricks button or T;
any click or key closes it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.rules.i18n import _, ngettext
from game.rules.protocol import GameView

from .. import theme
from ..context import Context
from ..input import InputEvent, KeyPress, PointerDown
from ..scene import Scene
from .controller import seat_names

Outcome = Callable[[Any, Sequence[str]], str]  # (a finished trick, the names shown) -> words


def _points(trick: Any, names: Sequence[str]) -> str:
    outcome = ngettext("{player} · {n} point", "{player} · {n} points", trick.points)
    return outcome.format(player=names[trick.winner], n=trick.points)


def history_rows(view: GameView, names: Sequence[str], outcome: Outcome = _points) -> list[tuple[str, str]]:
    """(the cards in play order with their players, the outcome) for every trick so far,
    the unfinished one last. ``names``: the seats' stored names (shown in the player's
    language). ``outcome``: a finished trick in words (the game's face says; Napoleon's by
    default: who won it, for how many points)."""
    names = seat_names(names)
    rows = []
    for i, t in enumerate(view.tricks):
        played = "  ".join(f"{names[s]} {c}" for s, c in zip(t.seats, t.cards, strict=True))
        rows.append((f"{i + 1}. {played}", outcome(t, names)))
    if view.trick:
        played = "  ".join(f"{names[s]} {c}" for s, c in zip(view.trick_seats, view.trick, strict=True))
        rows.append((f"{len(view.tricks) + 1}. {played}", _("on the table")))
    return rows


class TrickHistoryScene(Scene):
    transparent = True

    def __init__(
        self, ctx: Context, view: GameView, names: Sequence[str], outcome: Outcome = _points
    ) -> None:
        super().__init__(ctx)
        self.view, self.names, self.outcome = view, names, outcome
        self.rows = history_rows(view, names, outcome)

    def language_changed(self) -> None:
        self.rows = history_rows(self.view, self.names, self.outcome)
        super().language_changed()

    def handle(self, e: InputEvent) -> None:
        if isinstance(e, PointerDown | KeyPress):  # any click or key: back to the table
            self.stack.pop()
            return

    def update(self, dt: float, events: list[InputEvent]) -> None:
        for e in events:
            if self.stack.top is not self:
                return
            self.handle(e)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        box = pygame.Rect(0, 0, min(w - 40, 980), h - 80)
        box.center = (w // 2, h // 2)
        theme.panel(surface, box, 235, radius=12, edge=theme.GOLD)
        title = max(18, int(h * 0.04))
        theme.text(
            surface,
            _("Tricks of this hand"),
            title,
            (box.centerx, box.y + 12),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="midtop",
            max_width=box.w - 20,
        )
        top = box.y + 12 + int(title * 1.5)
        bottom = box.bottom - 34
        n = max(1, len(self.rows))
        line = max(13, min(int(h * 0.032), (bottom - top) // n))
        size = max(11, int(line * 0.72))
        if not self.rows:
            theme.text(
                surface,
                _("No card has been played yet."),
                size,
                (box.centerx, top + line),
                theme.CREAM,
                anchor="midtop",
            )
        for i, (played, outcome) in enumerate(self.rows):
            y = top + i * line
            theme.text(surface, played, size, (box.x + 16, y), theme.CREAM, max_width=box.w - 240)
            theme.text(
                surface,
                outcome,
                size,
                (box.right - 16, y),
                theme.GOLD_LIGHT,
                anchor="topright",
                max_width=210,
            )
        theme.text(
            surface,
            _("Click or press a key to go back to the table"),
            max(11, int(h * 0.022)),
            (box.centerx, box.bottom - 10),
            theme.DIM,
            anchor="midbottom",
            max_width=box.w - 20,
        )
