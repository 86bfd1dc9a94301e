"""A challenge's deal just played: what happened, the player's chips, Hard's chips on the same
cards (or that Hard is still playing them: the line changes when its result arrives), who did
better, and the running total; the replay of both hands (the player's, then Hard's, where they
parted marked), Past hands, and on to the next deal or, after the last, the summary.

Over the table, for every game: the words of the deal are its table face's
(:class:`~game.ui.table.face.ReplayWords`). Nothing moves: it is drawn again only when
something changes (Hard's result arriving, the player's input)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.challenge import DealComparison, Verdict
from game.rules.i18n import _

from .. import routes, theme
from ..challenge_compare import HandsCompared
from ..challenge_session import ChallengeSession
from ..challenge_words import chips_words, running_words, verdict_words
from ..context import Context
from ..input import InputEvent
from ..table.controller import seat_names
from .result_base import HandResultBase

if TYPE_CHECKING:
    from ..table.scene import TableScene


class ChallengeDealScene(HandResultBase):
    def __init__(self, ctx: Context, table: TableScene) -> None:
        super().__init__(ctx, table)
        session = table.session
        assert isinstance(session, ChallengeSession)
        self.session: ChallengeSession = session
        self.index = session.match.hands_played - 1  # the deal just counted
        self.seen = -1  # the challenge flow's version last drawn
        self.buttons = [self.button, self.replay, self.history]

    @property
    def last(self) -> bool:
        return self.session.match.is_over

    def update(self, dt: float, events: list[InputEvent]) -> None:
        flow = self.ctx.challenges
        flow.poll()
        if flow.version != self.seen:  # Hard's result may have come: the words change
            self.seen = flow.version
            self.layout(self.size)
        super().update(dt, events)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.box = pygame.Rect(0, 0, min(w - 40, 760), min(h - 60, 470))
        self.box.center = (w // 2, h // 2)
        bh = max(30, self.box.h // 10)
        self.button.label = _("Summary") if self.last else _("Next deal")
        hard_done = self.index in self.session.par
        self.replay.label = _("Replay both hands") if hard_done else _("Replay your hand")
        self.place_buttons(self.box, bh, [self.replay, self.history, self.button])

    def open_replay(self) -> None:
        """The player's hand, then Hard's (its button in the replay), the first decision that
        differed marked."""
        compare = HandsCompared(self.session, self.index)
        self.ctx.router.push(routes.Replay(compare.record, compare.names(), compare=compare))

    def waiting_words(self) -> str:
        """Hard's result not in yet: still playing, or why it stopped (Continue tries again)."""
        if self.ctx.challenges.error:
            return _("Hard could not finish this deal: continue the challenge later to try again.")
        return _("Hard is still playing this deal…")

    def comparison(self) -> DealComparison | None:
        mine, hard = self.session.mine(self.index), self.session.par.get(self.index)
        if mine is None or hard is None:
            return None
        return DealComparison(self.index, mine.chips, hard.chips)

    def outcome(self) -> tuple[str, tuple[int, int, int]]:
        """What happened on the deal, in the game's words (its table face's)."""
        words = self.table.face.replay
        view = self.table.ctl.hand.view(self.session.watcher)
        said = words.result(view)
        if said is None:
            return _(
                "Everyone passed: the deal is thrown in (a challenge does not deal it again)."
            ), theme.DIM
        contract = words.contract(view, seat_names(self.session.names))
        text = _("{outcome} · {contract}").format(outcome=said[0], contract=contract)
        return text, theme.GOOD if said[1] else theme.BAD

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(theme.shade(w, h, (0, 0, 0, 150), 0), (0, 0))
        box = self.box
        theme.panel(surface, box, 235)
        big = max(20, box.h // 11)
        size = max(13, box.h // 22)
        c = self.session.challenge
        head = _("Deal {n} of {deals}").format(n=self.index + 1, deals=c.deals)
        theme.text(
            surface,
            head,
            big,
            (box.centerx, box.y + 14),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="midtop",
            max_width=box.w - 20,
        )
        y = box.y + 22 + big
        said, colour = self.outcome()
        theme.text(surface, said, size, (box.centerx, y), colour, anchor="midtop", max_width=box.w - 30)
        y += int(size * 2.2)
        mine = self.session.mine(self.index)
        hard = self.session.par.get(self.index)
        rows = [
            (_("You"), chips_words(mine.chips) if mine is not None else "—", theme.CREAM),
            (
                _("Hard on the same cards"),
                chips_words(hard.chips) if hard is not None else self.waiting_words(),
                theme.CREAM if hard is not None else theme.DIM,
            ),
        ]
        left, right = box.x + 50, box.right - 50
        for label, value, tone in rows:
            drawn = theme.text(
                surface, label, size + 2, (left, y), theme.CREAM, bold=True, max_width=box.w // 2
            )
            room = right - drawn.right - 24  # the value takes what the label leaves
            theme.text(
                surface, value, size + 2, (right, y), tone, bold=True, anchor="topright", max_width=room
            )
            y += int(size * 1.9)
        compared = self.comparison()
        if compared is not None:
            tone = {Verdict.BETTER: theme.GOOD, Verdict.WORSE: theme.BAD}.get(
                compared.verdict, theme.GOLD_LIGHT
            )
            theme.text(
                surface,
                verdict_words(compared),
                size + 2,
                (box.centerx, y),
                tone,
                bold=True,
                anchor="midtop",
                max_width=box.w - 30,
            )
        y += int(size * 2.3)
        theme.text(
            surface,
            running_words(self.session),
            size,
            (box.centerx, y),
            theme.CREAM,
            anchor="midtop",
            max_width=box.w - 30,
        )
        if self.session.daily_practice:
            y += int(size * 1.6)
            theme.text(
                surface,
                _("Practice: a second try of today's challenge."),
                size - 1,
                (box.centerx, y),
                theme.DIM,
                anchor="midtop",
                max_width=box.w - 30,
            )
        for b in self.buttons:
            b.draw(surface)
