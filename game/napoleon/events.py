"""Domain events: what ``apply()`` reports, so that a table can animate and a log can narrate.

Events that carry a private card (the blind taken, a face-down discard, a dealt-out blind card)
are redacted for other seats by :func:`visible_to`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from game.rules.cards import RANK_NAMES, Card, Suit
from game.rules.i18n import N_, _


def _contract(number: int, trump: Suit | None, rank: int | None = None) -> str:
    if rank is not None:  # 003's number bid, as the record writes it: "13 J"
        return f"{number} {RANK_NAMES.get(rank, str(rank))}"
    return f"{number}{'NT' if trump is None else trump.symbol}"


@dataclass(frozen=True, slots=True)
class Dealt:
    dealer: int
    hand_size: int
    blind_size: int

    def describe(self) -> str:
        return f"Seat {self.dealer} deals {self.hand_size} cards each; {self.blind_size} to the blind."


@dataclass(frozen=True, slots=True)
class BidMade:
    seat: int
    number: int
    trump: Suit | None
    rank: int | None = None  # 003's number bid: the rank bid

    def describe(self) -> str:
        return f"Seat {self.seat} bids {_contract(self.number, self.trump, self.rank)}."


@dataclass(frozen=True, slots=True)
class MisereBid:
    """003: a misère bid (to win no tricks); ``open``: with the hand face up."""

    seat: int
    open: bool

    def describe(self) -> str:
        return f"Seat {self.seat} bids {'open ' if self.open else ''}misere."


@dataclass(frozen=True, slots=True)
class TargetBid:
    """003's target: ``seat`` bids to make ``target`` take all the points."""

    seat: int
    target: int

    def describe(self) -> str:
        return f"Seat {self.seat} names seat {self.target} as the target."


@dataclass(frozen=True, slots=True)
class HandShown:
    """003's open misère: Napoleon's hand face up to all after the first lead."""

    seat: int
    cards: tuple[Card, ...]

    def describe(self) -> str:
        """In the player's language."""
        return _("Open misère: Napoleon's hand is face up: {cards}.").format(
            cards=" ".join(map(str, self.cards))
        )


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int

    def describe(self) -> str:
        return f"Seat {self.seat} passes."


@dataclass(frozen=True, slots=True)
class AllPassed:
    outcome: str  # "redeal", "turn_up_blind", "mighty_holder", "forced_contract"

    def describe(self) -> str:
        """In the player's language."""
        words = ALL_PASSED_WORDS.get(self.outcome)
        if words is None:
            return _("Everyone passed ({outcome}).").format(outcome=self.outcome)
        return _(words)


@dataclass(frozen=True, slots=True)
class BlindTurnedUp:
    cards: tuple[Card, ...]

    def describe(self) -> str:
        """In the player's language."""
        return _("The blind is turned up: {cards}.").format(cards=" ".join(map(str, self.cards)))


@dataclass(frozen=True, slots=True)
class NapoleonDeclared:
    seat: int
    number: int
    trump: Suit | None
    misere: str = ""  # 003: "closed" or "open" for a misère contract
    target: int | None = None  # 003: the seat named in a target contract
    rank: int | None = None  # 003's number bid: the rank whose four cards are trumps

    def describe(self) -> str:
        what = f"{self.misere} misere" if self.misere else _contract(self.number, self.trump, self.rank)
        if self.target is not None:
            what = f"target (seat {self.target})"
        return f"Seat {self.seat} is Napoleon at {what}."


@dataclass(frozen=True, slots=True)
class TrumpSet:
    """003's bidding without suit: the first suit led becomes trumps."""

    seat: int  # who led it
    trump: Suit

    def describe(self) -> str:
        """In the player's language."""
        return _("The first suit led is trumps: {suit}.").format(suit=self.trump.symbol)


@dataclass(frozen=True, slots=True)
class CardCalled:
    seat: int
    card: Card
    second: bool = False

    def describe(self) -> str:
        what = "a second adjutant" if self.second else "the adjutant"
        return f"Napoleon calls {self.card} as {what}."


@dataclass(frozen=True, slots=True)
class GeneralRechosen:
    """003: Napoleon shows the called card, picked up from the blind, and calls another at
    a bid one higher."""

    seat: int
    shown: Card
    number: int  # the bid now

    def describe(self) -> str:
        """In the player's language."""
        return _(
            "Napoleon shows {card}, picked up from the blind, and calls again: the bid is now {number}."
        ).format(card=self.shown, number=self.number)


@dataclass(frozen=True, slots=True)
class BlindTaken:
    seat: int
    cards: tuple[Card, ...] | None  # None for seats that may not see them

    def describe(self) -> str:
        if self.cards is None:
            return f"Seat {self.seat} takes the blind."
        return f"Seat {self.seat} takes the blind: " + " ".join(map(str, self.cards)) + "."


@dataclass(frozen=True, slots=True)
class Discarded:
    seat: int
    card: Card | None  # None for seats that may not see it
    face_up: bool

    def describe(self) -> str:
        if self.card is None:
            return f"Seat {self.seat} discards a card."
        return f"Seat {self.seat} discards {self.card}{' face up' if self.face_up else ''}."


@dataclass(frozen=True, slots=True)
class BlindDealtOut:
    cards: tuple[tuple[int, Card | None], ...]  # (seat, card) in dealing order

    def describe(self) -> str:
        return f"The blind is dealt out, {len(self.cards)} cards."


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card
    trick_no: int
    joker_suit: Suit | None = None

    def describe(self) -> str:
        named = f" naming {self.joker_suit.symbol}" if self.joker_suit is not None else ""
        return f"Seat {self.seat} plays {self.card}{named}."


@dataclass(frozen=True, slots=True)
class Trusted:
    """003: a player, having played to the trick, says "trust" (don't overtake me: I am on
    your side)."""

    seat: int
    trick_no: int

    def describe(self) -> str:
        return f'Seat {self.seat} says "trust".'


@dataclass(frozen=True, slots=True)
class AdjutantRevealed:
    seat: int
    card: Card
    alone: bool  # Napoleon played the called card: there is no adjutant

    def describe(self) -> str:
        if self.alone:
            return f"Napoleon plays {self.card}: Napoleon is alone!"
        return f"Seat {self.seat} plays {self.card} and is revealed as the adjutant."


@dataclass(frozen=True, slots=True)
class TrickWon:
    seat: int
    trick_no: int
    cards: tuple[Card, ...]
    points: int
    reason: str = ""  # why the winning card won: a key of game.napoleon.tricks.WIN_REASONS
    card: Card | None = None  # the winning card

    def describe(self) -> str:
        return f"Seat {self.seat} wins trick {self.trick_no + 1} with {self.points} point(s)."


@dataclass(frozen=True, slots=True)
class DirectionReversed:
    clockwise: bool

    def describe(self) -> str:
        return "Play now goes " + ("clockwise." if self.clockwise else "counter-clockwise.")


@dataclass(frozen=True, slots=True)
class HandScored:
    result: object  # a HandResult; typed loosely to keep this module free of scoring

    def describe(self) -> str:
        return str(self.result)


@dataclass(frozen=True, slots=True)
class HandThrownIn:
    reason: str

    def describe(self) -> str:
        """In the player's language."""
        return _("The hand is thrown in: {reason}.").format(reason=thrown_in_words(self.reason))


# What an AllPassed event's outcome means (English message ids).
ALL_PASSED_WORDS: dict[str, str] = {
    "redeal": N_("Everyone passed: the cards are thrown in."),
    "turn_up_blind": N_("Everyone passed: the blind is turned up and the bidding starts again."),
    "mighty_holder": N_("Everyone passed: the Mighty's holder must bid."),
    "forced_contract": N_("Everyone passed: a contract is imposed."),
}


def thrown_in_words(reason: str) -> str:
    """Why a hand was thrown in (``HandThrownIn.reason``, ``SeatView.thrown_in``: English,
    as the engine keeps it) in the player's language."""
    return _(reason)


Event = (
    Dealt
    | BidMade
    | MisereBid
    | TargetBid
    | HandShown
    | Passed
    | AllPassed
    | BlindTurnedUp
    | NapoleonDeclared
    | TrumpSet
    | CardCalled
    | GeneralRechosen
    | BlindTaken
    | Discarded
    | BlindDealtOut
    | CardPlayed
    | Trusted
    | AdjutantRevealed
    | TrickWon
    | DirectionReversed
    | HandScored
    | HandThrownIn
)


def visible_to(event: Event, seat: int | None) -> Event:
    """``event`` as ``seat`` may see it (``None``: an onlooker who sees only public facts)."""
    if isinstance(event, BlindTaken) and event.seat != seat:
        return dataclasses.replace(event, cards=None)
    if isinstance(event, Discarded) and event.seat != seat and not event.face_up:
        return dataclasses.replace(event, card=None)
    if isinstance(event, BlindDealtOut):
        return BlindDealtOut(tuple((s, c if s == seat else None) for s, c in event.cards))
    return event
