"""Nap's rule-of-thumb count of a hand: the suit it would make trumps and the tricks it may take
(the seats bid by it; the hints quote it)."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.cards import Card

# How far over its count a seat bids. Measured in the duplicate tournament (5-player standard,
# 3000 deals against easy): Normal bidding up to 0.6 trick over its estimate gains most (0.2:
# +0.18 chips a deal, 0.6: +0.42; from 1.2 it overbids and loses). The bid and pass hints
# quote Normal's.
NORMAL_SLACK = 0.6
EASY_SLACK = 0.5


def suit_of(c: int) -> int:
    return c // 13


def best_suit(hand: Sequence[Card]) -> int:
    """The suit this hand would lead as trumps: length first, then high cards."""
    return max(range(4), key=lambda s: sum(3 + (c % 13) / 13 for c in hand if suit_of(c) == s))


def estimate_tricks(hand: Sequence[Card], easy: bool) -> float:
    """Tricks the hand may take leading its best suit as trumps (a rule of thumb)."""
    t = best_suit(hand)
    trumps = sorted((c % 13 + 2 for c in hand if suit_of(c) == t), reverse=True)
    side_aces = sum(1 for c in hand if suit_of(c) != t and c % 13 == 12)
    if easy:
        return sum(1 for r in trumps if r >= 11) + side_aces
    top = sum(1 for i, r in enumerate(trumps) if r >= 14 - i - 1)  # A, A-K, A-K-Q... in sequence
    length = max(0, len(trumps) - 2)
    side_kings = 0.5 * sum(1 for c in hand if suit_of(c) != t and c % 13 == 11)
    return max(top, 0.7 * sum(1 for r in trumps if r >= 11)) + 0.6 * length + side_aces + side_kings
