"""The tutorial's match: the lesson's prepared deal, AI seats that play its script, and the
coach that walks through its steps (:mod:`.tutorial_lesson`). No pygame: the table's tutorial
mode (:mod:`.scenes.tutorial_table`) draws it.

The session holds the AI back while a note waits to be read (:meth:`MatchSession.holds`) and
says no to a human move the lesson does not ask for (:meth:`MatchSession.refuse`), so the
engine's legal actions are narrowed to the suggested one where the story needs it. Tutorial
hands are neither archived nor counted in the statistics, and never saved.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future
from typing import Any

from game.napoleon import Action, RuleSet
from game.napoleon.deal import Deal
from game.napoleon.hand import NapoleonHand
from game.rules import Match
from game.rules.i18n import _

from ..aiworker import AIWorker
from ..table.controller import Hand, MatchSession, View
from .tutorial_lesson import DEAL, DEALER, RULES, SCRIPT, SEED, STEPS, LessonStep


class PreparedMatch(Match[RuleSet]):
    """A match whose hand is the lesson's deal, not a shuffle."""

    def __init__(self, rules: RuleSet, seed: int, deal: Deal, dealer: int) -> None:
        super().__init__(rules, seed, dealer)
        self.deal = deal
        self.current: NapoleonHand | None = None  # the hand dealt, for the scripted seats

    def new_hand(self) -> NapoleonHand:
        self.current = NapoleonHand(self.rules, self.deal, self.dealer, self.hand_seed())
        return self.current


class Coach:
    """Where the lesson stands: the step shown, the steps done, what the human may do."""

    def __init__(self, steps: Sequence[LessonStep] = STEPS, script: Sequence[Action] = SCRIPT) -> None:
        self.steps = tuple(steps)
        self.script = tuple(script)
        self.index = 0  # the current step; the ones before it are done
        self.viewing = 0  # the step whose note is shown (Back reads an earlier one again)
        self.note = ""  # a word for the player after a move (the free step's gentle note)

    # -- the steps --------------------------------------------------------------------------

    @property
    def current(self) -> LessonStep | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.steps)

    def sync(self, hand: Hand) -> None:
        """Step past what the hand has done: an asked move made, the free step's hand over."""
        k = len(hand.actions)
        while (step := self.current) is not None and not step.reads:
            if step.free and not hand.is_over:
                break
            if not step.free and k < step.at + step.does:
                break
            self._advance()

    def _advance(self) -> None:
        following = self.viewing == self.index
        self.index += 1
        if following:
            self.viewing = self.index

    def due(self, hand: Hand) -> bool:
        """The current step's point in the hand is reached (the table shows it once the
        picture has caught up)."""
        step = self.current
        return step is not None and len(hand.actions) >= step.at

    def next(self) -> None:
        """Next: read the following note again, or go on past the note of now."""
        if self.viewing < self.index:
            self.viewing += 1
        elif (step := self.current) is not None and step.reads:
            self._advance()

    def back(self) -> None:
        self.viewing = max(0, self.viewing - 1)

    @property
    def shown(self) -> LessonStep | None:
        return self.steps[self.viewing] if self.viewing < len(self.steps) else None

    # -- the moves --------------------------------------------------------------------------

    def on_script(self, actions: Sequence[Action]) -> bool:
        """The hand has followed the story so far (the discards of one step in any order)."""
        if len(actions) > len(self.script):
            return False
        for i, a in enumerate(actions):
            step = self._step_of(i)
            if step is not None and step.does > 1:
                if a not in self.script[step.at : step.at + step.does]:
                    return False
            elif a != self.script[i]:
                return False
        return True

    def _step_of(self, i: int) -> LessonStep | None:
        """The step that asks for the ``i``-th action of the hand, if one does."""
        return next((s for s in self.steps if s.does and s.at <= i < s.at + s.does), None)

    def scripted(self, hand: Hand) -> Action | None:
        """The story's next move, while the hand follows it."""
        actions = list(hand.actions)
        if len(actions) >= len(self.script) or not self.on_script(actions):
            return None
        step = self._step_of(len(actions))
        if step is not None and step.does > 1:  # the discards not yet made, in the script's order
            rest = [a for a in self.script[step.at : step.at + step.does] if a not in actions]
            return rest[0] if rest else None
        return self.script[len(actions)]

    def suggestion(self, hand: Hand) -> Action | None:
        """The move the coach suggests to the human now (None: none, or not their turn)."""
        step = self.current
        if step is None or step.reads or not self.due(hand):
            return None
        return self.scripted(hand)

    def holds(self, hand: Hand) -> bool:
        """An AI seat waits while a note of this point of the hand is still to be read."""
        self.sync(hand)
        step = self.current
        return step is not None and step.reads and len(hand.actions) >= step.at

    def refuse(self, hand: Hand, action: Action) -> str | None:
        """Why the lesson says no to the human's ``action`` (None: go ahead); the engine then
        checks it as in any match."""
        self.sync(hand)
        self.note = ""
        step = self.current
        if step is None or len(hand.actions) < step.at:
            return None
        if step.reads:
            return _("Read the note first, then press Next.")
        wanted = self.scripted(hand)
        if wanted is None:  # off the story (never before the free step): the engine decides
            return None
        if step.free:
            if action != wanted and action in hand.legal_actions():
                self.note = _("Fine: any legal card goes here.")
            return None
        if step.does > 1:
            allowed = [a for a in self.script[step.at : step.at + step.does] if a not in hand.actions]
            if action in allowed:
                return None
        elif action == wanted:
            return None
        return _(
            "The lesson asks for the highlighted move here; after the tutorial, every legal move is yours."
        )


class TutorialSession(MatchSession):
    """The tutorial's match: one prepared hand, the human at seat 0, AI seats on the script."""

    tutorial = True

    def __init__(self, level: str = "normal") -> None:
        super().__init__(RULES, SEED, level, 0)
        self.prepared = PreparedMatch(RULES, SEED, DEAL, DEALER)
        self.match = self.prepared
        self.coach = Coach()

    def decide(self, seat: int, view: View, executor: AIWorker) -> Future[Action]:
        """The script's move while the hand follows it; else the seat's own (seeded) choice."""
        hand: Any = self.prepared.current
        action = None if hand is None else self.coach.scripted(hand)
        if action is None:
            return super().decide(seat, view, executor)
        done: Future[Action] = Future()
        done.set_result(action)
        return done

    def holds(self, hand: Hand) -> bool:
        return self.coach.holds(hand)

    def refuse(self, hand: Hand, action: Action) -> str | None:
        return self.coach.refuse(hand, action)
