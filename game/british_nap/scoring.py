"""Nap's small pure functions: the bids and their order, who wins a trick, what a hand pays.

A bid is an ``int`` number of tricks (5 = Nap, 7 = the Lot in seven-card) or one of the names
``"misere"``, ``"wellington"``, ``"blucher"``, ``"sir_garnet"`` (taking the widow).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.cards import Card, Suit
from game.rules.i18n import N_, _

from .rules import NapRules

BidValue = int | str
NAMED_BIDS = ("misere", "wellington", "blucher", "sir_garnet")
BID_WORDS = {
    "misere": N_("Misère"),
    "wellington": N_("Wellington"),
    "blucher": N_("Blücher"),
    "sir_garnet": N_("Sir Garnet"),
    5: N_("Nap"),
    7: N_("the Lot"),
}


def bid_name(bid: BidValue) -> str:
    """A bid in the player's words: "3", "Nap", "Misère"."""
    word = BID_WORDS.get(bid)
    return _(word) if word is not None else str(bid)


def bid_rank(rules: NapRules, bid: BidValue) -> float:
    """Where ``bid`` stands in the bidding: a higher rank beats a lower one.

    001: misère is "lower than a bid of four but higher than a bid of three"; in seven-card
    it is "right above a bid of Nap, with a bid of six or higher overcalling" it. Wellington
    is one above Nap, Blücher one above Wellington, Sir Garnet above every other bid.
    """
    if isinstance(bid, int):
        return float(bid)
    if bid == "misere":
        return 5.5 if rules.seven_card else 3.5
    return {"wellington": 6.0, "blucher": 7.0, "sir_garnet": 8.0}[bid]


def bid_tricks(rules: NapRules, bid: BidValue) -> int:
    """The tricks a bid needs (misère: none may be won)."""
    if isinstance(bid, int):
        return bid
    return 0 if bid == "misere" else rules.hand_size


def is_nap_or_better(rules: NapRules, bid: BidValue) -> bool:
    """A bid that, made, counts as "a made Nap" (wins the pools, and the cards are shuffled):
    Nap and every bid of five or more tricks (decided: Wellington, Blücher, Sir Garnet, and in
    seven-card 6 and the Lot); never misère."""
    return bid != "misere" and bid_tricks(rules, bid) >= 5


def all_bids(rules: NapRules) -> tuple[BidValue, ...]:
    """Every bid these rules know, lowest first (the dealer-only 1 included)."""
    top = rules.hand_size
    low = 1 if not rules.seven_card else rules.min_bid
    bids: list[BidValue] = list(range(low, top + 1))
    if rules.misere:
        bids.append("misere")
    if rules.wellington:
        bids.append("wellington")
    if rules.blucher:
        bids.append("blucher")
    if rules.sir_garnet:
        bids.append("sir_garnet")
    return tuple(sorted(bids, key=lambda b: bid_rank(rules, b)))


def made(rules: NapRules, bid: BidValue, tricks_won: int) -> bool:
    if bid == "misere":
        return tricks_won == 0
    return tricks_won >= bid_tricks(rules, bid)


def nap_settlement(rules: NapRules, *, bid: BidValue, tricks_won: int) -> int:
    """Chips the bidder receives from *each* opponent (negative: pays each), per 001's tables."""
    if bid not in all_bids(rules):
        raise ValueError(_("{bid!r} is not a bid of these rules").format(bid=bid))
    if not 0 <= tricks_won <= rules.hand_size:
        raise ValueError(_("tricks won is 0 to {n}, not {won!r}").format(n=rules.hand_size, won=tricks_won))
    ok = made(rules, bid, tricks_won)
    if rules.seven_card:
        # "Bidders Score if Made | Opponent's Score if Not Made": 3 3/3, 4 4/4, Nap 10/5,
        # misère 10/5, 6 18/9, the Lot 24/12.
        win, lose = {3: (3, 3), 4: (4, 4), 5: (10, 5), "misere": (10, 5), 6: (18, 9), 7: (24, 12)}[bid]
        return win if ok else -lose
    if bid == "misere":
        return 3 if ok else -3
    if bid == "wellington":
        return 10 if ok else -10
    if bid == "blucher":
        return 20 if ok else -20
    if bid == "sir_garnet":
        return 10 if ok else -10
    assert isinstance(bid, int)
    if bid == 5:  # Nap: 10 if made; "he loses only five points" if not
        return 10 if ok else -5
    return bid if ok else -bid


def nap_trick_winner(cards: Sequence[Card | int], trump: Suit | None) -> int:
    """The index of the winning card of a trick (``cards`` in play order, the led card first):
    the highest trump, else the highest card of the suit led. ``trump`` ``None``: misère."""
    if not cards:
        raise ValueError(_("an empty trick has no winner"))
    best = 0
    led = cards[0] // 13
    best_key = (1 if trump is not None and led == trump else 0, cards[0] % 13)
    for i in range(1, len(cards)):
        c = cards[i]
        suit = c // 13
        if trump is not None and suit == trump:
            key = (1, c % 13)
        elif suit == led:
            key = (0, c % 13)
        else:
            continue
        if key > best_key:
            best, best_key = i, key
    return best
