"""What a Nap deal is worth with every hand known: the building blocks both the hard seat (on
sampled deals) and the all-seeing seat (on the true deal) decide with.

A deal here is a list of hands as bitmasks, one per seat (:mod:`game.ai.british_nap.solver`). Every
answer assumes best play by both sides with every card open, so "made" means made against any
defence.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import TypeVar

from game.british_nap import NapRules, nap_settlement
from game.british_nap.scoring import BidValue, all_bids, bid_tricks

from .solver import NO_TRUMP, UNSET, Budget, NapTarget, trick_winner

C = TypeVar("C", bound=int)  # a card: a Card, or its plain number


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[int]:
    return [c for c in range(52) if mask >> c & 1]


def most_tricks(hands: Sequence[int], bidder: int, n: int, search: NapTarget | None = None) -> int:
    """The most tricks ``bidder`` can force leading to the first trick (trumps still unset)."""
    search = search or NapTarget(n, bidder, False)
    k = 0
    while k < hands[bidder].bit_count() and search.reaches(hands, bidder, [], [], UNSET, k + 1):
        k += 1
    return k


def clean_misere(hands: Sequence[int], bidder: int, n: int, budget: Budget | None = None) -> bool:
    """Whether ``bidder`` can lead and take no trick (misère: no trumps)."""
    return NapTarget(n, bidder, True, budget).reaches(hands, bidder, [], [], NO_TRUMP, 0)


def made_on(rules: NapRules, hands: Sequence[int], bidder: int, bid: BidValue) -> bool:
    """Whether ``bid`` is made on this deal (the bidder's hand already cut to its size)."""
    if bid == "misere":
        return clean_misere(hands, bidder, rules.players)
    need = bid_tricks(rules, bid)
    return NapTarget(rules.players, bidder, False).reaches(hands, bidder, [], [], UNSET, need)


def keeps(hand: Sequence[C], size: int, limit: int | None = None) -> list[tuple[C, ...]]:
    """The ways to keep ``size`` of ``hand`` (a widow taken in), the strongest-looking first
    (most cards of one suit, then high cards), at most ``limit`` of them."""

    def strength(keep: tuple[C, ...]) -> tuple[int, int]:
        longest = max(sum(1 for c in keep if c // 13 == s) for s in range(4))
        return (longest, sum(c % 13 for c in keep))

    out = sorted(combinations(sorted(hand), size), key=strength, reverse=True)
    return out if limit is None else out[:limit]


def payoff(rules: NapRules, bid: BidValue, made: bool) -> int:
    """Chips per opponent for a bid made or failed."""
    if bid == "misere":
        return nap_settlement(rules, bid=bid, tricks_won=0 if made else 1)
    return nap_settlement(rules, bid=bid, tricks_won=rules.hand_size if made else 0)


def best_made_bid(rules: NapRules, tricks: int, misere: bool, bids: Sequence[BidValue] | None = None) -> int:
    """The most a bidder wins per opponent from a hand that forces ``tricks`` tricks (and can
    play misère when ``misere``), over ``bids`` (default: every bid of at least the minimum);
    0 when nothing is made (the bidder passes)."""
    if bids is None:
        bids = [b for b in all_bids(rules) if not isinstance(b, int) or b >= rules.min_bid]
    best = 0
    for b in bids:
        if b == "sir_garnet":
            continue  # needs the widow: valued on its own
        ok = misere if b == "misere" else bid_tricks(rules, b) <= tricks
        if ok:
            best = max(best, payoff(rules, b, True))
    return best


def hand_value(rules: NapRules, hands: Sequence[int], seat: int) -> int:
    """Chips per opponent the best bid this hand makes wins (0: none), with every hand open."""
    n = rules.players
    tricks = most_tricks(hands, seat, n)
    value = best_made_bid(rules, tricks, False)
    # Misère pays 3 (seven-card: 10): worth the search only when it would beat what is made.
    if rules.misere and value < payoff(rules, "misere", True) and clean_misere(hands, seat, n):
        value = payoff(rules, "misere", True)
    return value


def reaches_after(
    search: NapTarget,
    hands: Sequence[int],
    seat: int,
    trick: Sequence[int],
    trick_seats: Sequence[int],
    trump: int,
    need: int,
    card: int,
) -> bool:
    """Whether the bidder still reaches ``need`` more tricks (at misère: takes none) once
    ``seat`` plays ``card`` to ``trick`` (``trump`` UNSET before the first lead)."""
    n = search.n
    t = card // 13 if not trick and trump == UNSET else trump
    h = list(hands)
    h[seat] ^= 1 << card
    cards, seats = [*trick, card], [*trick_seats, seat]
    if len(cards) < n:
        return search.reaches(h, (seat + 1) % n, cards, seats, t, need)
    w = seats[trick_winner(cards, t)]
    won = w == search.bidder
    if search.misere and won:
        return False
    return search.reaches(h, w, [], [], t, need - won)
