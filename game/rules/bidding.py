"""How bids compare: the number, then the suit by the rules' suit order (no-trumps per option).

Shared by the hand (the auction), the AI (its bidding) and anything that sorts bids.
"""

from __future__ import annotations

from functools import lru_cache

from .actions import Bid
from .cards import Suit
from .options import NoTrump, RuleSet, SuitOrder

_SUIT_RANK = {
    SuitOrder.BRIDGE: {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3},
    SuitOrder.KHOPESH: {Suit.CLUBS: 0, Suit.SPADES: 1, Suit.HEARTS: 2, Suit.DIAMONDS: 3},
    SuitOrder.NONE: {s: 0 for s in Suit},
}


def bid_key(rules: RuleSet, number: int, trump: Suit | None) -> tuple[int, int]:
    """Bids compare by this key: the number, then the suit's rank (no-trumps per option)."""
    if rules.suit_order == SuitOrder.NONE:
        return (number, 0)
    if trump is None:
        return (number, 4 if rules.no_trump == NoTrump.ABOVE else -1)
    return (number, _SUIT_RANK[rules.suit_order][trump])


@lru_cache(maxsize=64)
def all_bids(rules: RuleSet) -> tuple[tuple[Bid, ...], tuple[tuple[int, int], ...]]:
    """Every bid these rules allow, weakest first, with their keys."""
    trumps: list[Suit | None] = list(Suit)
    if rules.no_trump != NoTrump.OFF:
        trumps.append(None)
    bids = [Bid(n, t) for n in range(rules.min_bid, rules.top_bid + 1) for t in trumps]
    bids.sort(key=lambda b: bid_key(rules, b.number, b.trump))
    return tuple(bids), tuple(bid_key(rules, b.number, b.trump) for b in bids)
