"""A tutorial's lesson at the table, for any game: the lesson as data (a prepared deal, every
action of its story, the coach marks' steps), the coach that walks through the steps, and the
match that plays it. No pygame: the tutorial's table (:mod:`.lesson_table`) draws it, and each
game's lesson is its own data (Napoleon's: :mod:`game.ui.napoleon.tutorial_lesson`).

The session holds the AI back while a note waits to be read (:meth:`LessonSession.holds`) and
says no to a human move the lesson does not ask for (:meth:`LessonSession.refuse`), so the
engine's legal actions are narrowed to the suggested one where the story needs it. A step may
also ask the player to *try* a move the engine refuses (:attr:`LessonStep.tries`): the lesson
lets it through to the engine, whose reason the table shows. Tutorial hands are neither
archived nor counted in the statistics, and never saved.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from game.rules import Match
from game.rules.i18n import _

from ..aiworker import AIWorker
from .controller import Action, Hand, MatchSession, View


@dataclass(frozen=True, slots=True)
class LessonStep:
    """One coach mark. It shows once the hand holds ``at`` actions and the table has caught
    up. ``does``: how many of the human's moves it asks for (the script's next ones; 0: a note
    to read, Next goes on); ``free``: any legal move until the hand ends; ``tries``: a move the
    engine refuses, which the player is asked to try (the step is done once they have: the
    table says why not). ``show``: what the table highlights ("hand", "points", "seats",
    "panel", "discard", "trick", "status", "seat:N", "card:♠A"; "move": the move suggested
    now, a card or its place on the open panel; a name the game's face reports drawing, as
    Nap's "widow" and "pools"); ``marks``: actions outlined on the open panel
    (the bids a note explains)."""

    at: int
    title: str
    text: str
    does: int = 0
    free: bool = False
    show: tuple[str, ...] = ()
    tries: Any = None
    marks: tuple[Any, ...] = ()

    @property
    def reads(self) -> bool:
        return self.does == 0 and not self.free and self.tries is None


@dataclass(frozen=True, slots=True)
class Lesson:
    """A game's lesson: the rules and the deal it is played on, every action of its story
    (:attr:`script`: the AI seats play it while the hand follows it, and the human is asked
    for their part of it), and the steps. ``deal(rules, seed, dealer)`` makes the prepared
    hand; ``seed`` seeds the AI seats for moves off the script."""

    rules: Any
    seed: int
    dealer: int
    deal: Callable[[Any, int, int], Hand]
    script: tuple[Action, ...]
    steps: tuple[LessonStep, ...]
    human: int = 0


class PreparedMatch(Match[Any]):
    """A match whose hand is the lesson's deal, not a shuffle."""

    def __init__(self, lesson: Lesson) -> None:
        super().__init__(lesson.rules, lesson.seed, lesson.dealer)
        self.deal = lesson.deal
        self.current: Hand | None = None  # the hand dealt, for the scripted seats

    def new_hand(self) -> Hand:
        self.current = self.deal(self.rules, self.hand_seed(), self.dealer)
        return self.current


class Coach:
    """Where the lesson stands: the step shown, the steps done, what the human may do."""

    def __init__(self, steps: Sequence[LessonStep], script: Sequence[Action]) -> None:
        self.steps = tuple(steps)
        self.script = tuple(script)
        self.index = 0  # the current step; the ones before it are done
        self.viewing = 0  # the step whose note is shown (Back reads an earlier one again)
        self.note = ""  # a word for the player after a move (the free step's gentle note)
        self.tried: set[int] = set()  # the steps whose refused move the player has tried

    # -- the steps --------------------------------------------------------------------------

    @property
    def current(self) -> LessonStep | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.steps)

    def sync(self, hand: Hand) -> None:
        """Step past what the hand has done: an asked move made, a refused move tried, the
        free step's hand over."""
        k = len(hand.actions)
        while (step := self.current) is not None and not step.reads:
            if step.free and not hand.is_over:
                break
            if step.tries is not None and self.index not in self.tried:
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
        """The move the coach suggests to the human now (None: none, or not their turn): the
        story's, or the refused move a step asks them to try."""
        step = self.current
        if step is None or step.reads or not self.due(hand):
            return None
        if step.tries is not None:
            return step.tries
        return self.scripted(hand)

    def holds(self, hand: Hand) -> bool:
        """An AI seat waits while a note of this point of the hand is still to be read, or a
        move to try is still to be tried."""
        self.sync(hand)
        step = self.current
        return step is not None and (step.reads or step.tries is not None) and len(hand.actions) >= step.at

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
        if step.tries is not None:
            if action != step.tries:
                return _("First try the highlighted card: the note says why.")
            self.tried.add(self.index)  # the engine refuses it, in its own words
            return None
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


class LessonSession(MatchSession):
    """A tutorial's match: one prepared hand, the human at the lesson's seat, AI seats on the
    script."""

    tutorial = True

    def __init__(self, lesson: Lesson, level: str = "normal") -> None:
        super().__init__(lesson.rules, lesson.seed, level, lesson.human)
        self.lesson = lesson
        self.prepared = PreparedMatch(lesson)
        self.match = self.prepared
        self.coach = Coach(lesson.steps, lesson.script)

    def decide(self, seat: int, view: View, executor: AIWorker) -> Future[Action]:
        """The script's move while the hand follows it; else the seat's own (seeded) choice."""
        hand = self.prepared.current
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
