"""What one seat of a Nap hand may know: its own cards, the public history, what it peeped.

A view is built only from facts the seat has seen, so it does not change when the cards the
seat cannot see lie differently (the property tests check exactly that).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.cards import Card, Suit, sort_key

from .actions import NapAction
from .rules import NapRules
from .scoring import BidValue

if TYPE_CHECKING:
    from .hand import NapHand, NapPhase, NapResult, NapTrick


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


def nap_view_of(hand: NapHand, seat: int) -> NapView:
    if not 0 <= seat < hand.n:
        raise ValueError(f"no seat {seat} at a table of {hand.n}")
    seen = hand.dealt_widow if seat in hand.peepers or hand.widow_holder == seat else ()
    mine = [*hand.buy_discards[seat], *(hand.discards if hand.bidder == seat else ())]
    return NapView(
        seat=seat,
        rules=hand.rules,
        dealer=hand.dealer,
        phase=hand.phase,
        to_act=hand.to_act,
        hand=tuple(sorted(hand.hands[seat], key=sort_key)),
        held_counts=tuple(len(h) for h in hand.hands),
        widow_size=len(hand.widow),
        widow_seen=tuple(seen),
        bought=tuple(hand.bought),
        my_discards=tuple(mine),
        peepers=tuple(hand.peepers),
        pools=hand.pools_out,
        auction=tuple(hand.auction),
        high=hand.high,
        bidder=hand.bidder,
        bid=hand.bid,
        trump=hand.trump,
        tricks=tuple(hand.tricks),
        trick=tuple(hand.trick),
        trick_seats=tuple(hand.trick_seats),
        tricks_won=tuple(hand.tricks_won),
        legal_actions=tuple(hand.legal_actions()) if hand.to_act == seat else (),
        result=hand.result,
        thrown_in=hand.thrown_in,
    )
