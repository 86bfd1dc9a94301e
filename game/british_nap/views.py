"""What one seat of a Nap hand may know: its own cards, the public history, what it peeped.

A view is built only from facts the seat has seen, so it does not change when the cards the
seat cannot see lie differently (the property tests check exactly that). The hand builds it
(:meth:`~game.british_nap.hand.NapHand.view`).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.cards import Card, Suit

from .actions import NapAction
from .rules import NapRules
from .scoring import BidValue
from .state import NapPhase, NapResult, NapTrick


@dataclass(frozen=True, slots=True)
class NapView:
    seat: int
    rules: NapRules
    dealer: int
    phase: NapPhase
    to_act: int  # -1 when the hand is over
    hand: tuple[Card, ...]  # the seat's own cards, sorted
    held_counts: tuple[int, ...]
    widow_size: int  # cards still in the widow
    widow_seen: tuple[Card, ...]  # widow cards this seat has seen (peeped, or taken)
    bought: tuple[int | None, ...]  # per seat: cards bought (None: not yet asked)
    my_discards: tuple[Card, ...]  # this seat's own face-down cards (purchases, widow)
    peepers: tuple[int, ...]
    pools: tuple[int, int]  # (Écarté pool, peep pool) now
    auction: tuple[tuple[int, NapAction], ...]
    high: tuple[int, BidValue] | None
    bidder: int | None
    bid: BidValue | None
    trump: Suit | None
    tricks: tuple[NapTrick, ...]
    trick: tuple[Card, ...]
    trick_seats: tuple[int, ...]
    tricks_won: tuple[int, ...]
    legal_actions: tuple[NapAction, ...]  # empty unless this seat is to act
    result: NapResult | None
    thrown_in: bool

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card seen played so far, this trick included."""
        return tuple(c for t in self.tricks for c in t.cards) + self.trick
