"""The hand controller: a state machine over the engine that the table scene drives.

It asks AI seats for moves on a worker (a separate process by default, see
:mod:`game.ui.aiworker`, so a slow seat never freezes the window), waits for the human,
applies actions to the engine and turns the engine's domain events into a queue of
:class:`Step` values for the table to animate. It never draws; the table never decides
legality (it asks the engine through this controller).

The controller serves every registered game (:mod:`game.rules.games`): the hand, its actions,
views and events are the game's own (typed ``Any`` here); the game's spec says how a hand is
dealt and which events a seat may see.
"""

from __future__ import annotations

import logging
import random
from collections import deque
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.ai import GameSeat, make_seat
from game.rules import IllegalAction, Match
from game.rules.i18n import N_, _, as_sentence
from game.rules.protocol import GameRules

from ..aiworker import AIWorker, InlineAI, SeatKey, new_match_id

if TYPE_CHECKING:
    from ..savegame import SavedMatch

log = logging.getLogger(__name__)

# A game's hand, action, view and event, as this module handles them (any registered game's).
Hand = Any
Action = Any
View = Any
Event = Any

# Seat names are kept in English in the match, its records and saves; shown through
# :func:`seat_name` in the player's language.
YOU = N_("You")
AI_NAMES = (N_("Aki"), N_("Ben"), N_("Chiyo"), N_("Dai"), N_("Emi"), N_("Fumi"))
REPLAY_LEVELS = ("random", "easy", "normal")  # levels whose past decisions a resume redoes


def seat_name(name: str) -> str:
    """A seat's (stored, English) name as the player reads it: "You", "Aki"... in the current
    language; any other name (an old save's) as it is."""
    return _(name) if name else name


def seat_names(names: Sequence[str]) -> list[str]:
    return [seat_name(n) for n in names]


@dataclass(frozen=True, slots=True)
class Step:
    """What one action did, as the watching seat may know it, and the view after it."""

    events: tuple[Event, ...]
    view: View
    actor: int | None  # the seat that acted (None for the deal)


class MatchSession:
    """A match with its seats: the human (or nobody, for demos and the self-test) and AIs."""

    tutorial = False  # the tutorial's match (game.ui.napoleon.tutorial): never saved nor counted
    redeals_thrown_in = True  # a hand everyone passed is dealt again (a challenge shows its result)
    hints_allowed = True  # the table offers hints where the game has them (not in a challenge)

    def __init__(
        self,
        rules: GameRules,
        seed: int,
        level: str,
        human: int | None = 0,
        levels: dict[int, str] | None = None,
        practice: bool = False,
    ) -> None:
        """``rules``: any registered game's rules; the match's game is the rules' game.
        ``level``: every AI seat's level, unless ``levels`` gives a seat its own; ``practice``:
        the human may take actions back (:mod:`game.ui.table.undo`), the hands are not counted
        in the statistics."""
        self.rules = rules
        self.seed = seed
        self.level = level
        self.human = human
        self.practice = practice
        self.levels = {
            s: (levels or {}).get(s, level) for s in range(rules.players) if s != human
        }  # every AI seat's level
        self.match = Match(rules, seed, first_dealer=None)  # as the game finds it (Nap draws)
        self.game = self.match.game  # the registered game: how the seats and hands are built
        rng = random.Random(seed)
        # Each seat's match seed; every hand gets fresh seats seeded from it and the hand's
        # number (see begin_hand), so a seat's choices in a hand depend on that hand alone and
        # a resumed match redoes one hand's decisions, never the whole match's.
        self.match_seeds = {s: rng.getrandbits(32) for s in range(rules.players) if s != human}
        self.hand_no = -1
        self.seat_seeds: dict[int, int] = {}
        self.seats: dict[int, GameSeat[Any, Any]] = {}
        self.match_id = 0  # names the current hand's seats in the worker process
        self.begin_hand()
        self.names = [YOU if s == human else AI_NAMES[s % len(AI_NAMES)] for s in range(rules.players)]

    @property
    def watcher(self) -> int:
        """The seat whose view the table shows (seat 0 when no one is human)."""
        return 0 if self.human is None else self.human

    def begin_hand(self) -> None:
        """Seats for the hand about to be played (the match's next deal, thrown-in hands
        counted). Idempotent: a second call for the same hand keeps the seats' state."""
        hand_no = len(self.match.records)
        if hand_no == self.hand_no:
            return
        self.hand_no = hand_no
        self.seat_seeds = {
            s: random.Random(f"{sd}/{hand_no}").getrandbits(32) for s, sd in self.match_seeds.items()
        }
        self.seats = {s: make_seat(self.levels[s], sd, game=self.game) for s, sd in self.seat_seeds.items()}
        self.match_id = new_match_id()  # the worker process builds these seats afresh

    # -- resuming a saved match ----------------------------------------------------------

    @classmethod
    def restore(cls, saved: SavedMatch) -> MatchSession:
        """The session of a save: the same rules, seed, level and seats, the match replayed.

        The AI seats of the current hand are rebuilt from the same seeds; :meth:`warm_up`
        then makes them decide again what they decided in this hand, so their state (RNG,
        caches) is what it was. Finished hands are not redone: seats live one hand.
        """
        m = saved.match
        session = cls(m.rules, m.seed, saved.level, saved.human, saved.levels, saved.practice)
        session.match = m
        session.names = list(saved.names)
        session.begin_hand()
        return session

    def history(self, current: Hand | None) -> list[tuple[int, View, Action]]:
        """The AI decisions of the hand in progress, in order: (seat, its view, what it did)."""
        out: list[tuple[int, View, Action]] = []
        if current is None:
            return out
        state = self.match.spec.replay({**current.record(), "actions": []})
        for action in current.actions:
            seat = state.to_act
            if seat in self.seats:
                out.append((seat, state.view(seat), action))
            state.apply(action)
        return out

    def hand_words(self, number: int) -> str:
        """The table's count of hands: "Hand 2/5"."""
        return _("Hand {number}/{hands}").format(number=number, hands=self.rules.rounds)

    def snapshot(self, hand: Hand | None) -> dict[str, Any]:
        """The save of this match with ``hand`` in progress (None: the last one is counted)."""
        from ..savegame import snapshot

        return snapshot(self.match, hand, self.level, self.human, self.names, self.levels, self.practice)

    @property
    def replays(self) -> bool:
        """Every AI seat's level is one whose decisions a resume redoes (REPLAY_LEVELS)."""
        return all(level in REPLAY_LEVELS for level in self.levels.values())

    def warm_up(
        self, current: Hand | None, executor: AIWorker, every_level: bool = False
    ) -> list[tuple[Future[Action], Action]]:
        """Replay the AI seats' decisions of the hand in progress where they think (this
        process, a thread or the worker process, in order before any new decision), so each
        seat's RNG and caches are as in an uninterrupted game. Returns each decision's future
        with the recorded action, to check that every choice came out the same. At most one
        hand's decisions, whatever the length of the match.

        Only for the levels in :data:`REPLAY_LEVELS` (milliseconds a hand); a Hard seat takes
        ~0.1 s a decision, too long to wait for at Continue, so it restarts the hand from its
        seed and its later choices in this hand may differ from an uninterrupted game's.
        ``every_level``: Hard seats too (a practice undo: they think on the worker while the
        player decides again)."""
        futures: list[tuple[Future[Action], Action]] = []
        self.begin_hand()
        if not (every_level or self.replays):
            return futures
        for seat, view, action in self.history(current):
            futures.append((self.decide(seat, view, executor), action))
        return futures

    def holds(self, hand: Hand) -> bool:
        """Whether the AI seats wait before their next move (the tutorial, while a note is
        read); a match never holds them."""
        return False

    def refuse(self, hand: Hand, action: Action) -> str | None:
        """Why this match says no to the human's ``action`` before the engine checks it (the
        tutorial asks for its lesson's move); None in a match: the engine alone decides."""
        return None

    def decide(self, seat: int, view: View, executor: AIWorker) -> Future[Action]:
        """Ask AI ``seat`` for its move on ``executor`` (inline, a thread, or the worker
        process, which keeps its own copy of the seat under the same seed)."""
        key = SeatKey(self.match_id, seat, self.levels[seat], self.seat_seeds[seat], self.game)
        return executor.submit(key, self.seats[seat], view)


class HandController:
    """Drives one hand. Call :meth:`poll` every frame; read :attr:`steps` to animate."""

    def __init__(
        self, session: MatchSession, executor: AIWorker | None = None, hand: Hand | None = None
    ) -> None:
        """``hand``: a hand in progress to take over (a resumed save): no deal is shown."""
        self.session = session
        session.begin_hand()
        self.hand: Hand = session.match.new_hand() if hand is None else hand
        self._visible = session.match.spec.visible_to
        self.steps: deque[Step] = deque()
        self._executor: AIWorker = executor or InlineAI()
        self._future: Future[Action] | None = None
        self._future_seat = -1
        self.error: str | None = None  # an AI failure, shown to the player instead of crashing
        self.min_think = 0.0  # seconds an AI seat waits at least before its move is applied
        self._waited = 0.0
        if hand is None:
            self._push(self.hand.opening_events(), None)

    # -- queries -------------------------------------------------------------------------

    @property
    def watcher(self) -> int:
        return self.session.watcher

    def view(self) -> View:
        return self.hand.view(self.watcher)

    @property
    def human_to_act(self) -> bool:
        h = self.session.human
        return h is not None and not self.hand.is_over and self.hand.to_act == h

    @property
    def thinking(self) -> bool:
        return self._future is not None

    @property
    def owes_ask(self) -> bool:
        """An AI seat is to act and its move is not asked for yet: the next :meth:`poll`
        asks (a poll that takes a move does not ask the next seat in the same call)."""
        if self._future is not None or self.hand.is_over:
            return False
        return self.hand.to_act != self.session.human and not self.session.holds(self.hand)

    def due_in(self, poll: float) -> float:
        """Seconds until the AI seat's move is to be looked for again: when its pacing time
        (:attr:`min_think`) is over if the move is ready, else in ``poll`` seconds (it is
        worked out elsewhere: nothing says when it is done)."""
        if self._future is not None and self._future.done():
            return max(0.0, self.min_think - self._waited)
        return poll

    def why_illegal(self, action: Action) -> str | None:
        """Why the engine refuses ``action``, as a sentence the table shows (None: it may)."""
        why: str | None = self.hand.why_illegal(action)
        return None if why is None else as_sentence(why)

    # -- driving -------------------------------------------------------------------------

    def _push(self, events: list[Event], actor: int | None) -> None:
        see = self._visible
        seen = tuple(events) if see is None else tuple(see(e, self.watcher) for e in events)
        self.steps.append(Step(seen, self.view(), actor))

    def _apply(self, action: Action) -> None:
        actor = self.hand.to_act
        events = self.hand.apply(action)
        self._push(events, actor)

    def submit(self, action: Action) -> str | None:
        """The human's action: ``None`` if applied, else the reason, as a sentence the table
        shows (the engine's reasons are clauses: "you must follow ♥")."""
        if not self.human_to_act:
            return as_sentence(_("it is not your turn"))
        refused = self.session.refuse(self.hand, action)
        if refused is not None:
            return as_sentence(refused)
        try:
            self._apply(action)
        except IllegalAction as exc:
            return as_sentence(str(exc))
        return None

    def poll(self, dt: float | None = None) -> None:
        """Collect a finished AI move, or start the next one. Never blocks. ``dt``: the
        seconds since the last poll, counted towards :attr:`min_think` (None: no pacing, a
        move is applied as soon as it is ready). Only the pacing changes, never the move."""
        if self._future is not None:
            if dt is not None:
                self._waited += dt
            if not self._future.done() or (dt is not None and self._waited < self.min_think):
                return
            fut, self._future = self._future, None
            try:
                action = fut.result()
                if self.hand.to_act == self._future_seat:
                    self._apply(action)
            except Exception as exc:  # an AI bug must not take the table down
                log.exception("AI seat %d failed", self._future_seat)
                self.error = _("AI seat {seat} failed: {error}; it plays at random.").format(
                    seat=self._future_seat, error=exc
                )
                self._apply(random.Random(len(self.hand.actions)).choice(self.hand.legal_actions()))
            return
        if self.hand.is_over:
            return
        seat = self.hand.to_act
        if seat == self.session.human or self.session.holds(self.hand):
            return
        self._future_seat = seat
        self._waited = 0.0
        self._future = self.session.decide(seat, self.hand.view(seat), self._executor)

    def run_to_end(self) -> None:
        """Play every AI move synchronously (self-test, benchmarks); stops at the human."""
        while not self.hand.is_over and not self.human_to_act:
            self.poll()
            if self._future is not None:
                self._future.result()

    @property
    def over(self) -> bool:
        return self.hand.is_over and self._future is None
