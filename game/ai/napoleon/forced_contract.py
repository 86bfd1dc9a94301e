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
  rank, then the earlier bidder) bids the lowest number in that rank;
* ``solo`` (Napoleon alone against all, issue 12): the seat whose dealt cards Normal's
  estimate rates highest for playing alone bids its best suit at that estimate (at least the
  minimum, the nearest legal number), and then calls the first card of Normal's call order
  (the Mighty, the jacks, the joker, trump honours, side aces and kings) that lies in its own
  hand or in the blind, so there is no adjutant (:func:`forced_action`). The call is the
  tournament's too, not the seat's: the Napoleon seat chooses only the exchange and its cards.

The rules are the preset's, with the option that allows the contract turned on where it is off
(:func:`contract_rules`). For ``solo`` that is calling one's own card (BGA forbids it), with
003's automatic, re-chosen and second generals off (each would call for Napoleon); a rule set
with no adjutant (2 or 3 players, 1885) is refused: every contract there is solo already.
"""

from __future__ import annotations

from game.napoleon import NapoleonHand, RuleSet
from game.napoleon.actions import PASS, Action, Bid, Call, Misere, Target
from game.napoleon.hand import Phase
from game.napoleon.options import BidKind, MisereBids, NoTrump, TargetBids
from game.rules.cards import Suit, bits

from .contract import SOLO_FIT, call_order, evaluate

CONTRACTS = ("misere", "target", "notrump", "tricks", "suitless", "number", "solo")


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
    if kind == "solo":
        if not rules.has_adjutant:
            raise ValueError(
                "--contract solo needs a rule set with an adjutant (4 or more players, "
                "adjutant on): without one every contract is played alone already"
            )
        return rules.replace(
            call_own_card=True, auto_general=False, rechoose_general=False, second_general_on_20=False
        )
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
    if kind == "solo":
        return _solo_bid(hand, order)
    seat = max(order, key=lambda s: (_ranks(hand.hands[s]), -order.index(s)))
    if kind == "tricks":
        mine = bits(hand.hands[seat])
        suit = max(Suit, key=lambda t: (sum(1 for c in mine if c < 52 and c // 13 == t), int(t)))
        return seat, Bid(rules.min_bid, suit)
    return seat, Bid(rules.min_bid, None)  # notrump, suitless


def _solo_bid(hand: NapoleonHand, order: list[int]) -> tuple[int, Action]:
    """The seat and suit with the highest solo estimate (Normal's points without an
    adjutant's help), bidding the legal number nearest that estimate: a contract of about
    even chances, where the play decides it, rather than the minimum, which a strong hand
    alone makes almost always (or, under exact bids, a number it cannot hit)."""
    rules = hand.rules
    suits = sorted(Suit, key=int)
    best = max(
        (evaluate(rules, hand.hands[s], t).solo, -order.index(s), int(t), s) for s in order for t in suits
    )
    solo, _, t, seat = best
    base, slope = SOLO_FIT.get(rules.players, SOLO_FIT[6])  # what lone Napoleons took in play
    points = (base + slope * solo / rules.total_points) * rules.total_points
    bids = [b for b in hand.legal_actions() if isinstance(b, Bid) and b.trump == Suit(t) and b.rank is None]
    if not bids:
        raise ValueError(f"no suit bid of {Suit(t).symbol} is legal here")
    target = max(rules.min_bid, round(points))
    return seat, min(bids, key=lambda b: (abs(b.number - target), b.number))


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


def forced_action(hand: NapoleonHand, kind: str | None) -> Action | None:
    """The tournament's own action at this point of a forced-contract deal, else ``None``
    (the seat to act chooses): the solo contract's call, a card in Napoleon's hand or the
    blind (only the hand when the blind is dealt out to the players)."""
    if kind != "solo" or hand.phase != Phase.CALL or hand.napoleon is None:
        return None
    nap = hand.napoleon
    own = hand.hands[nap]
    if not hand.rules.blind_deal_out:
        own |= sum(1 << int(c) for c in hand.blind)
    legal = {int(a.card): a for a in hand.legal_actions() if isinstance(a, Call)}
    mine = [c for c in legal if (own >> c) & 1]
    if not mine:
        raise ValueError("no card of Napoleon's hand or the blind may be called here")
    for c in call_order(hand.rules, hand.trump):
        if c in mine:
            return legal[c]
    return legal[max(mine, key=lambda c: (_rank(c), c))]  # no honour at all: the highest card
