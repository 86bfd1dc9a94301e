"""What one seat knows, as bitmasks: read from its ``SeatView`` and nothing else.

Every level builds a :class:`Knowledge` first; the card-play policy, the world sampler and the
hints all read it. Voids are inferred from the public tricks with the engine's own tables, so
a void is only recorded where the rules really forced a card (jokers and rule-exempt plays
never create one).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.napoleon import SeatView
from game.napoleon.options import JokerHunter
from game.napoleon.tricks import NO_SUIT, PlayTables, tables_for, trick_kind
from game.rules import Card, Suit

FULL = (1 << 55) - 1


def mask(cards: object) -> int:
    m = 0
    for c in cards:  # type: ignore[attr-defined]
        if c is not None:
            m |= 1 << int(c)
    return m


@dataclass(slots=True)
class Knowledge:
    seat: int
    n: int
    tables: PlayTables | None
    trump: int  # -1: no trump (or not yet known)
    napoleon: int | None
    mine: int  # the cards this seat may play (hand and pile tops)
    played: int  # every card played to a trick so far, the current trick included
    seen_elsewhere: int  # cards this seat knows are out of play (blind seen, discards seen)
    unseen: int  # cards this seat cannot place: the deck minus mine, played and seen elsewhere
    voids: list[int]  # per seat: cards it certainly does not hold
    friends: set[int]  # seats known to be on my side (me included)
    foes: set[int]  # seats known to be against me
    kind: int  # the kind of the current trick (FIRST / NORMAL / PLAIN)
    joker_suit: int | None


def deck_mask(view: SeatView) -> int:
    return mask(view.rules.deck)


def knowledge_of(view: SeatView) -> Knowledge:
    n = view.players
    trump = -1 if view.trump is None else int(view.trump)
    tables = tables_for(view.rules, view.trump, view.contract_rank) if view.contract is not None else None
    mine = mask(playable(view))
    played = mask(c for t in view.tricks for c in t.cards) | mask(view.trick)
    elsewhere = mask(view.discards) | (mask(view.blind) if view.blind else 0)
    # Cards lying face up in other seats' piles (two players) are known, not unseen.
    # So are our own face-up cards buried under a top: known, though not playable yet.
    for seat_piles in view.piles:
        for pile in seat_piles:
            elsewhere |= mask(pile)
    elsewhere &= ~mine
    unseen = deck_mask(view) & ~mine & ~played & ~elsewhere
    # Own face-down pile cards are not in hand and are unknown even to us; they stay unseen.
    voids = [0] * n
    if tables is not None:
        _infer_voids(view, tables, voids)
    voids[view.seat] = FULL & ~mine
    friends, foes = teams_known(view)
    kind = trick_kind(view.rules, view.trick_no, view.n_tricks) if tables is not None else 1
    js = None if view.joker_suit is None else int(view.joker_suit)
    return Knowledge(
        seat=view.seat,
        n=n,
        tables=tables,
        trump=trump,
        napoleon=view.napoleon,
        mine=mine,
        played=played,
        seen_elsewhere=elsewhere,
        unseen=unseen,
        voids=voids,
        friends=friends,
        foes=foes,
        kind=kind,
        joker_suit=js,
    )


def teams_known(view: SeatView) -> tuple[set[int], set[int]]:
    """Seats whose side this seat knows for certain (from its role and the revealed calls)."""
    me, nap, n = view.seat, view.napoleon, view.players
    if nap is None:
        return {me}, set()
    side = {nap, *view.known_adjutants}
    all_known = view.alone_known or (view.role == "adjutant") or not view.rules.has_adjutant
    if view.called and all(_called_played(view, c) for c in view.called):
        all_known = True
    if view.role == "opponent" and view.known_adjutants:
        # One adjutant revealed (one call) settles every seat.
        all_known = all_known or len(view.called) <= len(view.known_adjutants)
    if me in side:
        friends = set(side)
        foes = {s for s in range(n) if s not in side} if all_known else set()
        if view.role == "napoleon" and not all_known:
            foes = set()
        return friends, foes
    foes = set(side)
    friends = {me} | ({s for s in range(n) if s not in side} if all_known else set())
    return friends, foes


def tricks_so_far(
    view: SeatView,
) -> list[tuple[tuple[int, ...], tuple[Card, ...], Suit | None, int]]:
    """(seats, cards, joker suit, trick number) of every trick so far, the one on the table last."""
    tricks = [(t.seats, t.cards, t.joker_suit, i) for i, t in enumerate(view.tricks)]
    if view.trick:
        tricks.append((view.trick_seats, view.trick, view.joker_suit, view.trick_no))
    return tricks


def _called_played(view: SeatView, card: int) -> bool:
    return any(card in t.cards for t in view.tricks) or card in view.trick


def _infer_voids(view: SeatView, tables: PlayTables, voids: list[int]) -> None:
    """A seat that did not follow where the rules forced it holds none of the forced cards."""
    rules = view.rules
    jokers = tables.jokers
    for seats, cards, jsuit, no in tricks_so_far(view):
        kind = trick_kind(rules, no, view.n_tricks)
        masks = tables.suit_masks[kind]
        esuit = tables.esuit[kind]
        lead = cards[0]
        for i in range(1, len(cards)):
            s, c = seats[i], cards[i]
            if c >= 52:
                continue
            if lead >= 52 and esuit[lead] == NO_SUIT:
                forced = _joker_forced(tables, kind, jsuit)
                if forced and not (forced >> c) & 1:
                    voids[s] |= forced
                continue
            if jokers and tables.hunter_mode != JokerHunter.NONE:
                req = tables.request_card
                if lead == req or (tables.hunter_mode == JokerHunter.ANYWHERE and req in cards[:i]):
                    voids[s] |= jokers
            led = esuit[lead]
            if esuit[c] != led:
                voids[s] |= masks[led]


def _joker_forced(tables: PlayTables, kind: int, jsuit: object) -> int:
    """The cards a follower must play (if held) after a joker lead; 0 if none are forced
    (the engine's rule: :meth:`PlayTables.joker_lead_forced`)."""
    return tables.joker_lead_forced(kind, None if jsuit is None else int(jsuit))  # type: ignore[call-overload]


def suit_of(tables: PlayTables, kind: int, card: int) -> int:
    return tables.esuit[kind][card]  # a joker: NO_SUIT, or the trump suit (003)


def playable(view: SeatView) -> tuple[Card, ...]:
    """The cards this seat may play from: hand plus (two players) its pile tops.

    ``SeatView.playable`` raises IndexError when there are no piles (3+ players), so the AI
    reads the piles itself.
    """
    if not view.piles:
        return view.hand
    tops = tuple(p[-1] for p in view.piles[view.seat] if p and p[-1] is not None)
    return view.hand + tops
