"""What one seat may know: its own cards, the public history, its own role. Never more.

A view is built only from facts the seat has seen, so it does not change when the cards the
seat cannot see are dealt differently (the property tests check exactly that). Napoleon does
not learn who the adjutant is until the called card is played; the adjutant knows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.cards import Card, Suit, cards_of

from .actions import Action
from .options import RuleSet

if TYPE_CHECKING:
    from .hand import CompletedTrick, NapoleonHand, Phase
    from .scoring import HandResult


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    rules: RuleSet
    dealer: int
    phase: Phase
    to_act: int  # -1 when the hand is over
    hand: tuple[Card, ...]  # the seat's own hand (not its piles)
    piles: tuple[tuple[tuple[Card | None, ...], ...], ...]  # per seat, bottom first; None = face down
    held_counts: tuple[int, ...]  # cards each seat still holds (hand + piles)
    auction: tuple[tuple[int, Action], ...]
    high_bid: tuple[int, int, Suit | None] | None  # (seat, number, trump)
    blind: tuple[Card, ...] | None  # the blind, if this seat has seen it
    blind_size: int
    napoleon: int | None
    contract: tuple[int, Suit | None] | None
    called: tuple[Card, ...]
    discards: tuple[Card | None, ...]  # None: face down and not this seat's
    blind_received: tuple[Card, ...]  # cards this seat got when the blind was dealt out
    role: str | None  # "napoleon", "adjutant", "opponent", or None before the call
    alone_known: bool  # Napoleon knows there is no adjutant
    revealed: tuple[int, ...]  # seats that have played a called card
    tricks: tuple[CompletedTrick, ...]
    trick_seats: tuple[int, ...]
    trick: tuple[Card, ...]
    joker_suit: Suit | None
    trick_no: int
    n_tricks: int
    direction: int
    points_won: tuple[int, ...]
    cards_won: tuple[tuple[Card, ...], ...]
    legal_actions: tuple[Action, ...]  # empty unless this seat is to act
    illegal_reasons: tuple[tuple[Card, str], ...]
    result: HandResult | None
    thrown_in: str | None
    misere: str | None = None  # 003: "closed"/"open" when the high bid or the contract is a misère
    napoleon_shown: tuple[Card, ...] | None = None  # an open misère's hand, face up after the lead
    trusts: tuple[tuple[int, int], ...] = ()  # 003: (seat, trick number) of each "trust" said
    target: int | None = None  # 003: the seat named by the high bid or the contract, if a target
    trump_rank: int | None = None  # 003: the rank named by the high bid or the contract (number bid)

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def trump(self) -> Suit | None:
        return None if self.contract is None else self.contract[1]

    @property
    def contract_rank(self) -> int | None:
        """003's number bid: the contract's rank, whose four cards are trumps (else ``None``)."""
        return None if self.contract is None else self.trump_rank

    @property
    def playable(self) -> tuple[Card, ...]:
        """The cards this seat can play from: hand plus (two players) its pile tops."""
        if not self.piles:
            return self.hand
        tops = tuple(p[-1] for p in self.piles[self.seat] if p and p[-1] is not None)
        return self.hand + tops

    @property
    def known_adjutants(self) -> tuple[int, ...]:
        """Adjutants this seat knows of: revealed ones, and itself if it is one."""
        out = {s for s in self.revealed if s != self.napoleon}
        if self.role == "adjutant":
            out.add(self.seat)
        return tuple(sorted(out))


def view_of(state: NapoleonHand, seat: int) -> SeatView:
    n = state.n
    r = state.rules
    nap = state.napoleon
    is_nap = seat == nap
    blind_seen = state.blind_public or (is_nap and state.blind_taken)
    blind = tuple(state.deal.blind) if blind_seen else None

    piles = (
        tuple(
            tuple(
                tuple(
                    c if _pile_card_visible(len(state.deal.piles[s][p]), i, len(pile)) else None
                    for i, c in enumerate(pile)
                )
                for p, pile in enumerate(state.piles[s])
            )
            for s in range(n)
        )
        if state.piles
        else ()
    )
    held = tuple(
        state.hands[s].bit_count() + (sum(len(p) for p in state.piles[s]) if state.piles else 0)
        for s in range(n)
    )
    discards = tuple(
        c if is_nap or (r.discards_count_for == "opponents" and r.is_point_card(c)) else None
        for c in state.discards
    )
    shown = None
    if nap is not None and state.misere == "open" and (state.trick_no or state.trick):
        shown = tuple(cards_of(state.held(nap)))  # 003: "displayed face-up to the rest"
    role: str | None = None
    alone_known = False
    own = state.held(seat)
    if nap is not None and (state.called or not r.has_adjutant):
        if is_nap:
            role = "napoleon"
            if not r.has_adjutant:
                alone_known = True
            else:
                mine = own | sum(1 << c for c in state.discards)
                if blind_seen:
                    mine |= sum(1 << c for c in state.deal.blind)
                played_by_me: set[int] = {
                    c for t in state.tricks for s, c in zip(t.seats, t.cards, strict=True) if s == seat
                }
                played_by_me |= {c for s, c in zip(state.trick_seats, state.trick, strict=True) if s == seat}
                alone_known = all((mine >> c) & 1 or c in played_by_me for c in state.called)
        else:
            holds = any((own >> c) & 1 for c in state.called)
            was = seat in state.revealed
            role = "adjutant" if holds or was else "opponent"
    my_turn = state.to_act == seat
    legal = tuple(state.legal_actions()) if my_turn else ()
    reasons = tuple(sorted(state.illegal_reasons().items())) if my_turn else ()
    return SeatView(
        seat=seat,
        rules=r,
        dealer=state.dealer,
        phase=state.phase,
        to_act=state.to_act,
        hand=tuple(cards_of(state.hands[seat])),
        piles=piles,
        held_counts=held,
        auction=tuple(state.auction),
        high_bid=state.high,
        blind=blind,
        blind_size=r.blind_size,
        napoleon=nap,
        contract=state.contract,
        called=tuple(state.called),
        discards=discards,
        blind_received=tuple(c for s, c in state.blind_dealt if s == seat),
        role=role,
        alone_known=alone_known,
        revealed=tuple(state.revealed),
        tricks=tuple(state.tricks),
        trick_seats=tuple(state.trick_seats),
        trick=tuple(Card(c) for c in state.trick),
        joker_suit=state.joker_suit,
        trick_no=state.trick_no,
        n_tricks=state.n_tricks,
        direction=state.direction,
        points_won=tuple(state.points_won),
        cards_won=tuple(tuple(c) for c in state.cards_won),
        legal_actions=legal,
        illegal_reasons=reasons,
        result=state.result,
        thrown_in=state.thrown_in,
        misere=state.misere if nap is not None else state.high_misere,
        napoleon_shown=shown,
        trusts=tuple(state.trusts),
        target=state.target if nap is not None else state.high_target,
        trump_rank=state.trump_rank if nap is not None else state.high_rank,
    )


def _pile_card_visible(depth: int, index: int, remaining: int) -> bool:
    """Piles are dealt with the 1st and 3rd cards from the top face up; a card that becomes
    the top is turned up. ``index`` counts from the bottom of a pile first dealt ``depth`` deep."""
    from_top_at_deal = depth - 1 - index
    return from_top_at_deal in (0, 2) or index == remaining - 1
