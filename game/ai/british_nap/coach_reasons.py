"""Why a Nap decision cost chips, as data for a one-sentence reason, read from the whole record.

As Napoleon's coach (:mod:`game.ai.napoleon.coach_reasons`), the reasons of cards use hindsight on purpose:
who took the trick, who was void in the suit led. A reason that rests on a card the player
could not see when deciding (a card played after theirs) says so (``hindsight``); the property
test (``tests/ai/test_hint_facts.py``) checks every fact of every reason against the hand.
``game.ui.british_nap.coach_words`` writes a :class:`Reason` in the language of the moment.

Kinds, the first that fits (cards): ``trumped`` (an opponent void in the suit led took the
trick with a trump), ``beaten`` (an opponent's higher card of the suit took it), ``overtook``
(a defender's card took a trick a fellow defender was already winning), ``misere_took`` (the
misère bidder's card took the trick), else ``sampled`` (only the sampled deals say so: how
often each card made, or beat, the contract). The bid: ``bid_let_go``, ``bid_too_weak``,
``bid_other``; the peep: ``peep``; the purchase: ``buy``; the widow's discards: ``discards``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.british_nap import NapBid, NapHand, NapView, nap_trick_winner
from game.british_nap.actions import NapAction
from game.rules.card_actions import Pass, Play
from game.rules.cards import Card

Choice = NapAction | tuple[Card, ...]  # an action, or the widow's discards as one set


class Decided(Protocol):
    """What a reason reads of the coach's decision: its kind, the seat's view then, and what
    it chose (so this module needs nothing of the coach's own)."""

    @property
    def kind(self) -> str: ...

    @property
    def view(self) -> NapView: ...

    @property
    def chosen(self) -> Choice: ...


@dataclass(frozen=True, slots=True)
class Reason:
    """What the reason sentence says, as data. ``kind`` picks the template; the rest fill it."""

    kind: str
    card: Card | None = None  # the card the player chose
    other: Card | None = None  # the card that beat it, or that the partner was winning with
    player: int | None = None  # the seat named in the sentence
    suit: int | None = None  # the suit led, that the player named was void in
    percent: int = 0  # how often the choice made the contract (a bid, the discards)
    percent_best: int = 0  # the same for the coach's choice
    made: int = 0  # sampled deals on which the card made the contract (beat it, for a defender)
    made_best: int = 0  # the same for the coach's card
    bidder: bool = False  # the player was the bidder (a card's counts are of making the contract)
    hindsight: bool = False  # it rests on cards the player could not see when deciding


def _trick_of(full: NapHand, seat: int, card: Card) -> tuple[int, int] | None:
    """The trick ``card`` of ``seat`` fell in, and its place in it."""
    for t, trick in enumerate(full.tricks):
        for i, (s, c) in enumerate(zip(trick.seats, trick.cards, strict=True)):
            if s == seat and c == card:
                return t, i
    return None


def reason_for(d: Decided, full: NapHand, best: Choice, counts: tuple[int, int]) -> Reason:
    """The reason of decision ``d`` of the finished hand ``full``; ``counts``: for a card, the
    sampled deals on which the card played and the coach's made the contract (beat it, for a
    defender); for the bid and the discards, the percentages of deals made."""
    first, second = counts
    if d.kind == "play":
        return _play_reason(d, full, counts)
    if d.kind == "bid":
        if isinstance(d.chosen, Pass) and isinstance(best, NapBid):
            return Reason("bid_let_go", percent=first, percent_best=second)
        if isinstance(d.chosen, NapBid) and isinstance(best, Pass):
            return Reason("bid_too_weak", percent=first, percent_best=second)
        return Reason("bid_other", percent=first, percent_best=second)
    if d.kind == "discard":
        return Reason("discards", percent=first, percent_best=second)
    return Reason(d.kind)  # "peep", "buy": the figures say it all


def _play_reason(d: Decided, full: NapHand, counts: tuple[int, int]) -> Reason:
    assert isinstance(d.chosen, Play)
    me, card = d.view.seat, d.chosen.card
    bidder = full.bidder
    is_bidder = me == bidder
    sampled = Reason("sampled", card, made=counts[0], made_best=counts[1], bidder=is_bidder)
    found = _trick_of(full, me, card)
    if found is None or bidder is None:  # cannot happen in a finished hand
        return sampled
    trick = full.tricks[found[0]]
    at = found[1]
    won_at = trick.seats.index(trick.winner)
    winner_card = trick.cards[won_at]
    led = trick.cards[0]
    seen = won_at < at  # the winning card was on the table when the player chose
    if full.bid == "misere":  # a trick is the bidder's loss: the sides' usual reasons do not fit
        if is_bidder and trick.winner == me:
            # Every card after the player's was unseen: the trick was theirs once it was over.
            return Reason("misere_took", card, hindsight=at < len(trick.cards) - 1)
        return sampled
    if (trick.winner == bidder) != is_bidder:  # the other side took it
        if winner_card.suit != led.suit:  # no card of the suit led: a trump took it
            return Reason("trumped", card, winner_card, trick.winner, led.suit, hindsight=not seen)
        return Reason("beaten", card, winner_card, trick.winner, hindsight=not seen)
    if trick.winner == me and not is_bidder and at > 0:
        lead_at = nap_trick_winner(trick.cards[:at], full.trump)
        was = trick.seats[lead_at]
        if was != bidder:  # a fellow defender was winning it before the player's card
            return Reason("overtook", card, trick.cards[lead_at], was)
    return sampled
