"""What every game's hand result shares: its buttons and their keys (Replay this hand: R,
Scoreboard: S, Past hands: H, Next hand: Enter or N; Esc opens the menu, as everywhere: it never
deals the next hand, which would lose this one's replay and scoreboard), and the way on to the next hand.
Napoleon's (:mod:`game.ui.napoleon.results`) and Nap's (:mod:`game.ui.british_nap.results`)
results draw their own boxes."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.i18n import _

from .. import routes
from ..context import Context
from ..input import InputEvent, KeyPress
from ..scene import Scene
from ..widgets import Button, even_labels

if TYPE_CHECKING:
    from ..table.scene import TableScene


class HandResultBase(Scene):
    transparent = True

    def __init__(self, ctx: Context, table: TableScene) -> None:
        super().__init__(ctx)
        self.table = table
        self.button = Button("", self.next, key="enter")  # labelled by layout (in the language now)
        self.replay = Button("", self.open_replay, key="r")
        self.scores = Button("", self.open_scores, key="s")
        self.history = Button("", self.open_history, key="h")  # the past hands, this one first
        # Every button a click or key may press, in the order they are offered; a game's
        # result may add its own.
        self.buttons: list[Button] = [self.button, self.replay, self.scores, self.history]

    def open_replay(self) -> None:
        """Every card of the hand just played, all hands face up (the replay scene: it reads
        the record's game from the registry)."""
        self.ctx.router.push(routes.Replay(self.table.ctl.hand.record(), list(self.table.session.names)))

    def open_history(self) -> None:
        self.ctx.router.push(routes.HandHistory())

    def open_scores(self) -> None:
        self.ctx.router.push(routes.Scoreboard(self.table.session))

    def next(self) -> None:
        self.stack.pop()
        self.table.next_hand()

    def handle(self, e: InputEvent) -> None:
        if any(b.handle(e) for b in self.buttons):
            return
        if isinstance(e, KeyPress) and e.key == "n":
            self.next()
        elif isinstance(e, KeyPress) and e.key == "escape":
            self.ctx.router.push(routes.Pause(self.table.rules))

    def place_buttons(self, box: pygame.Rect, bh: int, row: list[Button] | None = None) -> None:
        """``row`` (default: Replay, Scoreboard, Past hands and Next hand) along the bottom of
        ``box``."""
        self.history.label = _("Past hands")
        row = row if row is not None else [self.replay, self.scores, self.history, self.button]
        n, gap = len(row), 8
        bw = min(220, (box.w - 40 - (n - 1) * gap) // n)
        x0 = box.centerx - (n * bw + (n - 1) * gap) // 2
        y = box.bottom - bh - 14
        for i, b in enumerate(row):
            b.rect = pygame.Rect(x0 + i * (bw + gap), y, bw, bh)
        even_labels(row)
