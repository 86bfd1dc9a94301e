"""Nap's JSON hand records: the rules, the pack (before its cut), the cut, the seed, the pools
carried in and every action, versioned. :mod:`game.british_nap.replaying` rebuilds the hand.

This module reads a hand through :class:`NapRecorded` (what a record holds of it) and never
imports the hand, so the hand imports it with no cycle, not even one for the type checker.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from game.rules.cards import Card
from game.rules.records import RECORD_VERSION

from .actions import NapAction
from .rules import NapRules

NAP_RECORD_FORMAT = "nap-hand"
NAP_MATCH_FORMAT = "nap-match"


class NapRecorded(Protocol):
    """What a record holds of a Nap hand."""

    @property
    def rules(self) -> NapRules: ...

    @property
    def dealer(self) -> int: ...

    @property
    def pools_in(self) -> tuple[int, int]: ...

    @property
    def shuffled(self) -> bool: ...

    @property
    def seed(self) -> int | None: ...

    @property
    def pack(self) -> Sequence[Card]: ...

    @property
    def cut_at(self) -> int: ...

    @property
    def actions(self) -> Sequence[NapAction]: ...


def nap_record_of(hand: NapRecorded) -> dict[str, Any]:
    out: dict[str, Any] = {
        "format": NAP_RECORD_FORMAT,
        "version": RECORD_VERSION,
        "rules": hand.rules.to_json(),
        "dealer": hand.dealer,
        "pools": list(hand.pools_in),
        "shuffled": hand.shuffled,
    }
    if hand.seed is not None:
        out["seed"] = hand.seed
    out["pack"] = [str(c) for c in hand.pack]
    out["cut"] = hand.cut_at
    out["actions"] = [str(a) for a in hand.actions]
    return out
