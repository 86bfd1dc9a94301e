"""Nap's JSON hand records: the rules, the pack (before its cut), the cut, the seed, the pools
carried in and every action, versioned. :mod:`game.british_nap.replaying` rebuilds the hand.

This module never imports the hand at run time, so the hand imports it with no cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.records import RECORD_VERSION

if TYPE_CHECKING:
    from .hand import NapHand

NAP_RECORD_FORMAT = "nap-hand"
NAP_MATCH_FORMAT = "nap-match"


def nap_record_of(hand: NapHand) -> dict[str, Any]:
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
