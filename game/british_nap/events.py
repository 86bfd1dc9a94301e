"""Nap's domain events: what ``apply()`` reports for a table to animate and a log to narrate.

Events carrying cards only one seat may see (cards bought, a peeped widow card, a face-down
discard) are redacted for the other seats by :func:`nap_visible_to`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from game.rules.cards import Card, Suit
from game.rules.i18n import _, ngettext

from .scoring import BidValue, bid_name


@dataclass(frozen=True, slots=True)
class NapDealt:
    dealer: int
    hand_size: int
    widow_size: int
    shuffled: bool  # a fresh shuffle; else the cards were gathered in order and cut
    cutter: int  # the seat on the dealer's right, who cut
    cut: int  # cards lifted off the top by the cut

    def describe(self) -> str:
        if self.shuffled:
            return _("The cards are shuffled; seat {cutter} cuts, seat {dealer} deals.").format(
                cutter=self.cutter, dealer=self.dealer
            )
        return _(
            "The cards are gathered in the order they fell; seat {cutter} cuts, seat {dealer} deals."
        ).format(cutter=self.cutter, dealer=self.dealer)


@dataclass(frozen=True, slots=True)
class Bought:
    seat: int
    count: int
    discarded: tuple[Card | None, ...]  # None: hidden from this seat
    received: tuple[Card | None, ...]

    def describe(self) -> str:
        if not self.count:
            return _("Seat {seat} buys no cards.").format(seat=self.seat)
        return ngettext(
            "Seat {seat} buys {n} card for a chip.", "Seat {seat} buys {n} cards for {n} chips.", self.count
        ).format(seat=self.seat, n=self.count)


@dataclass(frozen=True, slots=True)
class Peeped:
    seat: int
    card: Card | None  # None: hidden from this seat

    def describe(self) -> str:
        return _("Seat {seat} pays a chip to peep at the widow.").format(seat=self.seat)


@dataclass(frozen=True, slots=True)
class NapBidMade:
    seat: int
    bid: BidValue

    def describe(self) -> str:
        return _("Seat {seat} bids {bid}.").format(seat=self.seat, bid=bid_name(self.bid))


@dataclass(frozen=True, slots=True)
class NapPassed:
    seat: int

    def describe(self) -> str:
        return _("Seat {seat} passes.").format(seat=self.seat)


@dataclass(frozen=True, slots=True)
class BidderDeclared:
    seat: int
    bid: BidValue

    def describe(self) -> str:
        return _("Seat {seat} plays {bid}.").format(seat=self.seat, bid=bid_name(self.bid))


@dataclass(frozen=True, slots=True)
class WidowTaken:
    seat: int
    cards: tuple[Card | None, ...]

    def describe(self) -> str:
        return _("Seat {seat} takes the widow.").format(seat=self.seat)


@dataclass(frozen=True, slots=True)
class NapDiscarded:
    seat: int
    card: Card | None  # face down: None for the other seats

    def describe(self) -> str:
        return _("Seat {seat} discards a card face down.").format(seat=self.seat)


@dataclass(frozen=True, slots=True)
class ThrownIn:
    dealer: int

    def describe(self) -> str:
        return _("Everyone passed: the cards are thrown in and seat {dealer} deals again.").format(
            dealer=self.dealer
        )


@dataclass(frozen=True, slots=True)
class TrumpSet:
    suit: Suit

    def describe(self) -> str:
        return _("The first card led makes {suit} trumps.").format(suit=self.suit.symbol)


@dataclass(frozen=True, slots=True)
class NapCardPlayed:
    seat: int
    card: Card
    trick_no: int

    def describe(self) -> str:
        return _("Seat {seat} plays {card}.").format(seat=self.seat, card=self.card)


@dataclass(frozen=True, slots=True)
class NapTrickWon:
    seat: int
    trick_no: int
    cards: tuple[Card, ...]

    def describe(self) -> str:
        return _("Seat {seat} wins trick {n}.").format(seat=self.seat, n=self.trick_no + 1)


@dataclass(frozen=True, slots=True)
class NapHandScored:
    bidder: int
    bid: BidValue
    made: bool
    per_opponent: int
    payments: tuple[int, ...]
    pool_won: int

    def describe(self) -> str:
        if self.made:
            return _("Seat {seat} makes {bid} and wins {chips} from each opponent.").format(
                seat=self.bidder, bid=bid_name(self.bid), chips=self.per_opponent
            )
        return _("Seat {seat} fails {bid} and pays {chips} to each opponent.").format(
            seat=self.bidder, bid=bid_name(self.bid), chips=-self.per_opponent
        )


NapEvent = (
    NapDealt
    | Bought
    | Peeped
    | NapBidMade
    | NapPassed
    | BidderDeclared
    | WidowTaken
    | NapDiscarded
    | ThrownIn
    | TrumpSet
    | NapCardPlayed
    | NapTrickWon
    | NapHandScored
)


def nap_visible_to(event: NapEvent, seat: int) -> NapEvent:
    """``event`` as ``seat`` may see it: others' private cards hidden."""
    if isinstance(event, Bought) and event.seat != seat:
        return dataclasses.replace(
            event, discarded=(None,) * len(event.discarded), received=(None,) * len(event.received)
        )
    if isinstance(event, (Peeped, NapDiscarded)) and event.seat != seat:
        return dataclasses.replace(event, card=None)
    if isinstance(event, WidowTaken) and event.seat != seat:
        return dataclasses.replace(event, cards=(None,) * len(event.cards))
    return event
