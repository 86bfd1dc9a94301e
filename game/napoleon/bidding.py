"""How bids compare: the number, then the suit by the rules' suit order (no-trumps per option).

Shared by the hand (the auction), the AI (its bidding) and anything that sorts bids.
"""

from __future__ import annotations

from functools import lru_cache

from game.rules.cards import Suit
from game.rules.i18n import _

from .actions import Bid, contract_words
from .options import BidKind, MisereBids, NoTrump, RuleSet, SuitOrder

_SUIT_RANK = {
    SuitOrder.BRIDGE: {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3},
    SuitOrder.KHOPESH: {Suit.CLUBS: 0, Suit.SPADES: 1, Suit.HEARTS: 2, Suit.DIAMONDS: 3},
    SuitOrder.NONE: {s: 0 for s in Suit},
}


RANK_BIDS = tuple(range(2, 15))  # 003's number bids: a rank, 2 to ace


def suit_rank(rules: RuleSet, suit: Suit) -> int:
    """A suit's place in the bidding order (0: lowest); bridge order when only numbers count."""
    order = SuitOrder.BRIDGE if rules.suit_order == SuitOrder.NONE else rules.suit_order
    return _SUIT_RANK[order][suit]


def bid_key(rules: RuleSet, number: int, trump: Suit | None, rank: int | None = None) -> tuple[int, int]:
    """Bids compare by this key: the number, then the suit's rank (no-trumps per option).
    003's number bid (a ``rank``) ranks as a no-trump bid above every suit (decided: 003 gives
    it no place in the order; like no-trumps it has no trump suit), whatever the no-trump option:
    so every rank bid of a number ties with the others, and with a no-trump bid above the suits."""
    if rules.suit_order == SuitOrder.NONE:
        return (number, 0)
    if rank is not None:
        return (number, 4)
    if trump is None:
        return (number, 4 if rules.no_trump == NoTrump.ABOVE else -1)
    return (number, _SUIT_RANK[rules.suit_order][trump])


@lru_cache(maxsize=64)
def all_bids(rules: RuleSet) -> tuple[tuple[Bid, ...], tuple[tuple[int, int], ...]]:
    """Every bid these rules allow, weakest first, with their keys."""
    trumps: list[Suit | None] = list(Suit)
    if rules.bid_kind == BidKind.SUITLESS:
        trumps = [None]  # 003: no suit is named; the first suit led is trump
    elif rules.no_trump != NoTrump.OFF:
        trumps.append(None)
    bids = [Bid(n, t) for n in range(rules.min_bid, rules.top_bid + 1) for t in trumps]
    if rules.bid_kind == BidKind.NUMBER:  # 003: "in addition to bidding by suit ... by number"
        bids += [Bid(n, None, r) for n in range(rules.min_bid, rules.top_bid + 1) for r in RANK_BIDS]
    bids.sort(key=lambda b: bid_key(rules, b.number, b.trump, b.rank))
    return tuple(bids), tuple(bid_key(rules, b.number, b.trump, b.rank) for b in bids)


def bid_problem(
    rules: RuleSet, bid: Bid, high_key: tuple[int, int] | None, high_words: str = ""
) -> str | None:
    """Why ``bid`` may not be made over the high bid (its key, ``None``: no bid yet, and its
    words), in the player's words; ``None`` if it may."""
    r = rules
    if not r.min_bid <= bid.number <= r.top_bid:
        return _("a bid is {low} to {high}, not {number}").format(
            low=r.min_bid, high=r.top_bid, number=bid.number
        )
    if bid.rank is not None:
        if r.bid_kind != BidKind.NUMBER:
            return _("bids name no rank in these rules")
        if not 2 <= bid.rank <= 14 or bid.trump is not None:
            return _("a number bid names a rank, 2 to ace, and no suit")
    elif r.bid_kind == BidKind.SUITLESS:
        if bid.trump is not None:
            return _("bids name no suit in these rules: the first suit led is trump")
    elif bid.trump is None and r.no_trump == NoTrump.OFF:
        return _("no-trump bids are not allowed in these rules")
    if high_key is not None and bid_key(r, bid.number, bid.trump, bid.rank) <= high_key:
        mine = contract_words(bid.number, bid.trump, rank=bid.rank)
        theirs = high_words
        if r.suit_order == SuitOrder.NONE:
            why = _("bid {bid} does not beat {high} (only the number counts)")
        else:
            why = _("bid {bid} does not beat {high}")
        return why.format(bid=mine, high=theirs)
    return None


MISERE_CLOSED, MISERE_OPEN = 17, 19  # 003: the bids a misère ranks as


def misere_key(rules: RuleSet, open_: bool) -> tuple[int, int]:
    """003: "Closed-face Misere ranks as a bid of 17 (17 no trump in bridge-style). Open-faced
    Misere ranks as a bid of 19 (19 diamonds in bridge-style)": the key of that bid (17 no-trumps
    above every suit, whether or not no-trump bids are played here)."""
    if open_:
        return bid_key(rules, MISERE_OPEN, Suit.DIAMONDS)
    if rules.suit_order == SuitOrder.NONE:
        return (MISERE_CLOSED, 0)
    return (MISERE_CLOSED, 4)


def misere_allowed(rules: RuleSet, open_: bool) -> bool:
    """Whether these rules let a player bid this misère at all."""
    wanted = MisereBids.OPEN if open_ else MisereBids.CLOSED
    return rules.misere in (wanted, MisereBids.BOTH)


def misere_problem(rules: RuleSet, open_: bool, high_key: tuple[int, int] | None) -> str | None:
    """Why this misère may not be bid over the high bid's key, in the player's words."""
    if not misere_allowed(rules, open_):
        return _("this misère is not played in these rules")
    if high_key is not None and misere_key(rules, open_) <= high_key:
        return _("a misère ranks as a bid of {rank}: it does not beat the bid so far").format(
            rank=MISERE_OPEN if open_ else MISERE_CLOSED
        )
    return None
