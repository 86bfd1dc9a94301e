"""What every game's hand result shares: its buttons and their keys (Replay this hand: R,
Review my hand: C where the game has a coach and the player a seat, Scoreboard: S, Past hands:
H, Next hand: Enter or N; Esc opens the menu, as everywhere: it never deals the next hand, which
would lose this one's replay and scoreboard), and the way on to the next hand.
Napoleon's (:mod:`game.ui.napoleon.results`) and Nap's (:mod:`game.ui.british_nap.results`)
results draw their own boxes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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
        self.review = Button("", self.open_review, key="c")
        # Every button a click or key may press, in the order they are offered; a game's
        # result may add its own.
        self.buttons: list[Button] = [self.button, self.replay, self.scores, self.history]
        if self.reviewable:
            self.buttons.append(self.review)

    @property
    def reviewable(self) -> bool:
        """The game has a coach (``GameSpec.coach``) and the player a seat (not a demo)."""
        return self.table.spec.coach is not None and self.table.session.human is not None

    def open_review(self, budget: Any = None) -> None:
        """The replay in review mode: the game's coach prices the player's decisions (in a
        process of its own: the replay draws while it thinks) and marks those that lost chips.
        ``budget``: the coach's own type (``GameSpec.coach``'s module), its full one by default
        (screenshots ask for less)."""
        from ..coach_panel import CoachPanel, coach_kind

        human = self.table.session.human
        if human is None or not self.reviewable:
            return
        record = self.table.ctl.hand.record()
        coach = CoachPanel.start(record, human, coach_kind(self.ctx.executor), budget)
        self.ctx.router.push(routes.Replay(record, list(self.table.session.names), coach=coach))

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
        """``row`` (default: Replay, Review my hand where offered, Scoreboard, Past hands and
        Next hand) along the bottom of ``box``."""
        self.history.label = _("Past hands")
        self.review.label = _("Review my hand")
        if row is None:
            review = [self.review] if self.review in self.buttons else []
            row = [self.replay, *review, self.scores, self.history, self.button]
        n, gap = len(row), 8
        bw = min(220, (box.w - 40 - (n - 1) * gap) // n)
        x0 = box.centerx - (n * bw + (n - 1) * gap) // 2
        y = box.bottom - bh - 14
        for i, b in enumerate(row):
            b.rect = pygame.Rect(x0 + i * (bw + gap), y, bw, bh)
        even_labels(row)
