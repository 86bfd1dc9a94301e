"""The hint: what a Normal AI would do in the human's place, and why (never played for them).

The hint is computed where the AI seats think (the context's executor: the worker process,
a thread, or inline in tests), never on the UI thread: the table asks with :meth:`request`
and polls :meth:`HintService.poll` each frame. The choice comes back as a future; the reason
and, for the exchange, the further discards are worked out in the future's completion callback
(run by the worker's thread), each further discard asked of the executor in turn.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Sequence
from concurrent.futures import Future, InvalidStateError
from dataclasses import dataclass
from typing import Any

from game.ai import GameSeat, make_seat
from game.rules import Card
from game.rules.card_actions import Discard, Play
from game.rules.i18n import _, pgettext

from ..aiworker import AIWorker, SeatKey
from .controller import Action, Hand

log = logging.getLogger(__name__)

T_HINT = 6.0  # seconds a hint stays up (real time, whatever the animation speed)
HINT_LEVEL = "normal"
HINT_SEAT = -1  # the hint seat's number in the worker (never a seat of the game)


@dataclass
class Hint:
    """What a Normal AI would do in the human's place, and why (never played for them)."""

    action: Action
    text: str
    cards: tuple[Card, ...]  # the cards to highlight (the card to play, the cards to discard)
    at: int  # the number of actions in the hand when it was given: stale after any move


class HintFailed(Exception):
    """No hint could be worked out (the table says so instead of crashing)."""


class HintService:
    """``match_id`` and ``seed`` name the hint seat in the worker (one per match)."""

    def __init__(self, executor: AIWorker, match_id: int, seed: int, game: str = "napoleon") -> None:
        self.executor = executor
        self.key = SeatKey(match_id, HINT_SEAT, HINT_LEVEL, seed ^ 0x5EED, game)
        self._seat: GameSeat[Any, Any] | None = None
        self._future: Future[Hint] | None = None

    @property
    def seat(self) -> GameSeat[Any, Any]:
        """The same Normal seat in this process (the worker's thread, inline or fallback use it;
        its ``explain`` reads only the view)."""
        if self._seat is None:
            self._seat = make_seat(HINT_LEVEL, self.key.seed, game=self.key.game)
        return self._seat

    @property
    def pending(self) -> bool:
        return self._future is not None

    def cancel(self) -> None:
        """Forget a hint still being worked out (it would be stale)."""
        if self._future is not None:
            self._future.cancel()
        self._future = None

    def request(self, hand: Hand, seat: int, names: Sequence[str] = ()) -> None:
        """Start working out the hint for ``seat``, to act in ``hand`` (which is not changed);
        ``names``: every seat's name as the table shows it, for the sentence."""
        self.cancel()
        out: Future[Hint] = Future()  # left pending: cancel() works until it is settled
        self._future = out
        sim = hand.clone()  # cloned here: only the worker's callbacks touch it from now on
        names = tuple(names)
        at = len(hand.actions)
        view = sim.view(seat)
        phase = sim.phase  # the further discards are asked while this step lasts
        first = self.executor.submit(self.key, self.seat, view)

        def settle(hint: Hint) -> None:
            with contextlib.suppress(InvalidStateError):  # cancelled meanwhile: the table moved on
                out.set_result(hint)

        def fail(exc: BaseException) -> None:
            log.warning("no hint: %s", exc, exc_info=exc)
            with contextlib.suppress(InvalidStateError):
                out.set_exception(HintFailed(str(exc)))

        def on_first(f: Future[Action]) -> None:
            try:
                action = f.result()
                text = self.seat.explain(view, action, names)
                cards: Any = getattr(action, "cards", None)  # a purchase: the cards it gives up
                if isinstance(action, Play):
                    settle(Hint(action, text, (action.card,), at))
                elif isinstance(cards, tuple):
                    settle(Hint(action, text, cards, at))
                elif isinstance(action, Discard):
                    discards(action, text, [action.card])
                else:
                    settle(Hint(action, text, (), at))
            except Exception as exc:  # a hint must never take the table down
                fail(exc)

        def discards(first_action: Discard, text: str, cards: list[Card]) -> None:
            """All the cards the AI would discard, asked one at a time on the copy."""

            def finish() -> None:
                said = text
                if len(cards) > 1:
                    listed = _("{cards} and {card}").format(
                        cards=pgettext("list of cards", ", ").join(str(c) for c in cards[:-1]), card=cards[-1]
                    )
                    reason = text[:1].lower() + text[1:]  # the first discard's reason, mid-sentence
                    said = _("Discard {cards}. First {reason}").format(cards=listed, reason=reason)
                settle(Hint(first_action, said, tuple(cards), at))

            def on_next(f: Future[Action]) -> None:
                try:
                    action = f.result()
                    if not isinstance(action, Discard) or out.cancelled():
                        finish()
                        return
                    cards.append(action.card)
                    step(action)
                except Exception as exc:
                    fail(exc)

            def step(action: Action) -> None:
                sim.apply(action)
                if sim.phase != phase or sim.to_act != seat:
                    finish()
                    return
                self.executor.submit(self.key, self.seat, sim.view(seat)).add_done_callback(on_next)

            step(first_action)

        first.add_done_callback(on_first)

    def poll(self) -> Hint | None:
        """The hint once it is ready (None while it is worked out, or if none was asked);
        raises :class:`HintFailed` if it could not be worked out."""
        fut = self._future
        if fut is None or not fut.done():
            return None
        self._future = None
        if fut.cancelled():
            return None
        exc = fut.exception()
        if exc is not None:
            raise exc if isinstance(exc, HintFailed) else HintFailed(str(exc))
        return fut.result()
