"""The tournament's forced contracts (``--contract``): every deal played with a contract of one kind.

A level's skill at a rare contract (003's misère and target, no-trumps, bids in tricks,
suitless bids) cannot be measured on the deals where the AI happens to bid it: too few, and
chosen by the seats being compared. So the tournament plays the auction itself. From the dealt
cards alone (never the seats) it picks the Napoleon seat and the contract; that seat bids it at
its first turn and every other seat passes. The seats then call, exchange and play as they
would. The deal, the Napoleon seat and the contract depend only on the deal's seed, so every
seating of a duplicate deal plays the same forced contract: the duplicate comparison stays fair.

How the seat and contract are picked (decided, to keep the contracts sensible):

* ``misere``: the seat with the lowest cards (the smallest sum of ranks) bids a closed misère
  (an open one where only open is played);
* ``target``: the first bidder (forehand) names the other seat with the most point cards;
* ``notrump``, ``suitless``, ``tricks``: the seat with the highest cards (the largest sum of
  ranks) bids the lowest number; no-trumps, no suit, or (tricks) its longest suit;
* ``number`` (003's number bid): the seat with the most cards of one rank (then the higher
  rank, then the earlier bidder) bids the lowest number in that rank.

The rules are the preset's, with the option that allows the contract turned on where it is off
(:func:`contract_rules`).
"""

from __future__ import annotations

from game.rules import NapoleonHand, RuleSet
from game.rules.actions import PASS, Action, Bid, Misere, Target
from game.rules.cards import Suit, bits
from game.rules.hand import Phase
from game.rules.options import BidKind, MisereBids, NoTrump, TargetBids

CONTRACTS = ("misere", "target", "notrump", "tricks", "suitless", "number")


def contract_rules(rules: RuleSet, kind: str) -> RuleSet:
    """The preset's rules with the options that make ``kind`` a contract one may bid."""
    if kind == "misere":
        return rules if rules.misere != MisereBids.OFF else rules.replace(misere=MisereBids.CLOSED)
    if kind == "target":
        if rules.target != TargetBids.OFF:
            return rules
        return rules.replace(target=TargetBids.GENERAL_JOINS_NAPOLEON)
    if kind == "notrump":
        return rules if rules.no_trump != NoTrump.OFF else rules.replace(no_trump=NoTrump.ABOVE)
    if kind == "suitless":
        return rules.replace(bid_kind=BidKind.SUITLESS, no_trump=NoTrump.OFF)
    if kind == "number":
        return rules.replace(bid_kind=BidKind.NUMBER)
    if kind == "tricks":
        # Bids in tricks: from half the tricks (the soak's khopesh-tricks rule set bids from 5
        # of 10); the points-only options of the preset do not apply.
        low = max(1, rules.tricks_per_hand // 2)
        return rules.replace(bid_kind=BidKind.TRICKS, max_bid=None, min_bid=low)
    raise ValueError(f"no contract kind {kind!r}; the kinds are: {', '.join(CONTRACTS)}")


def _rank(card: int) -> int:
    return card % 13 if card < 52 else 13  # a joker counts as the highest card


def _ranks(hand: int) -> int:
    return sum(_rank(c) for c in bits(hand))


def forced_bid(hand: NapoleonHand, kind: str) -> tuple[int, Action]:
    """(the Napoleon seat, its bid) for this deal: from the dealt cards only."""
    rules = hand.rules
    n = rules.players
    forehand = (hand.dealer + 1) % n
    order = [(forehand + i) % n for i in range(n)]  # ties go to the earlier bidder
    if kind == "misere":
        seat = min(order, key=lambda s: _ranks(hand.hands[s]))
        return seat, Misere(open=rules.misere == MisereBids.OPEN)
    if kind == "target":
        points = rules.is_point_card
        others = [s for s in order if s != forehand]
        target = max(others, key=lambda s: (sum(points(c) for c in bits(hand.hands[s])), -others.index(s)))
        return forehand, Target(target)
    if kind == "number":

        def most(s: int) -> tuple[int, int]:
            held = [c % 13 + 2 for c in bits(hand.hands[s]) if c < 52]
            return max((held.count(r), r) for r in set(held))

        seat = max(order, key=lambda s: (most(s), -order.index(s)))
        return seat, Bid(rules.min_bid, None, most(seat)[1])
    seat = max(order, key=lambda s: (_ranks(hand.hands[s]), -order.index(s)))
    if kind == "tricks":
        mine = bits(hand.hands[seat])
        suit = max(Suit, key=lambda t: (sum(1 for c in mine if c < 52 and c // 13 == t), int(t)))
        return seat, Bid(rules.min_bid, suit)
    return seat, Bid(rules.min_bid, None)  # notrump, suitless


def force_contract(hand: NapoleonHand, kind: str) -> None:
    """Play the auction: the chosen seat bids the forced contract, every other seat passes."""
    seat, bid = forced_bid(hand, kind)
    done = False
    while hand.phase == Phase.BID:
        if hand.to_act == seat and not done:
            if bid not in hand.legal_actions():
                raise ValueError(f"the forced contract {bid} is not legal for seat {seat} here")
            hand.apply(bid)
            done = True
        else:
            hand.apply(PASS)
