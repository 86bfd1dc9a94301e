"""A Continued hand shown as it stood: the seats' bubbles (bids, passes, purchases) that the
hand's steps put up, found again by presenting its actions anew from the deal and keeping
only the bubbles. Nothing is animated and the engine decides everything, as at the table."""

from __future__ import annotations

import logging
from typing import Any

from game.rules.games import GameSpec

from . import presenter_base as beats
from .controller import Step
from .presenter_base import Presenter

log = logging.getLogger(__name__)


def bubbles_as_they_stood(
    presenter: Presenter, spec: GameSpec[Any], watcher: int, hand: Any
) -> dict[int, str]:
    """The bubbles over the seats when ``hand`` (a hand in progress of ``spec``'s game, seen by
    ``watcher``) was saved, as ``presenter`` puts them up; empty if the hand cannot be replayed
    (never raises: a missing bubble must not stop a Continue)."""
    try:
        fresh = spec.replay({**hand.record(), "actions": []})
        see = spec.visible_to
        prev = fresh.view(watcher)
        bubbles: dict[int, str] = {}
        for action in list(hand.actions):
            actor = fresh.to_act
            events = fresh.apply(action)
            seen = tuple(events) if see is None else tuple(see(e, watcher) for e in events)
            view = fresh.view(watcher)
            for beat in presenter.present(Step(seen, view, actor), prev).beats:
                if isinstance(beat, beats.Bubble):
                    bubbles[beat.seat] = beat.text
                elif isinstance(beat, beats.ClearBubbles):
                    bubbles.clear()
            prev = view
    except Exception as exc:  # a picture detail: never a reason for Continue to fail
        log.warning("the bubbles of the continued hand could not be shown again: %s", exc)
        return {}
    return bubbles
