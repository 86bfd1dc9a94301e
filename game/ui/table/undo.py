"""Practice mode's undo: the hand in progress taken back to the human's previous decision.

The earlier hand is the engine's record with its later actions cut off, replayed by the
engine (any registered game; Napoleon's own push/pop undo records, :mod:`game.napoleon.undo`, are
the search's, one action at a time, and would not rebuild the AI seats). The AI seats of the
hand are then built afresh from the same seeds and made to decide again what they decided up
to there (:meth:`MatchSession.warm_up`, every level), so after an undo and the same action
again the AI's later choices are exactly those it made before.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

from ..aiworker import AIWorker
from .controller import Action, Hand, MatchSession


def undo_point(session: MatchSession, hand: Hand) -> int | None:
    """How many actions of ``hand`` come before the human's last one (None: none yet)."""
    if session.human is None:
        return None
    record: dict[str, Any] = hand.record()
    state = session.match.spec.replay({**record, "actions": []})
    last = None
    for i, action in enumerate(list(hand.actions)):
        if state.to_act == session.human:
            last = i
        state.apply(action)
    return last


def take_back(
    session: MatchSession, hand: Hand, executor: AIWorker
) -> tuple[Hand, list[tuple[Future[Action], Action]]] | None:
    """The hand as it was at the human's last decision, with the AI seats rebuilt to that
    point (their replayed decisions' futures, to check), or None if there is nothing to take
    back in this hand."""
    k = undo_point(session, hand)
    if k is None:
        return None
    record: dict[str, Any] = hand.record()
    earlier = session.match.spec.replay({**record, "actions": record["actions"][:k]})
    session.hand_no = -1  # fresh seats from the same seeds (and a new id in the worker)
    warm = session.warm_up(earlier, executor, every_level=True)
    return earlier, warm
