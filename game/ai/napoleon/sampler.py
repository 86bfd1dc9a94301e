"""Sample the hidden cards consistently with what one seat has seen (a "world").

Only the seat's unseen cards are dealt, to the other seats (exactly as many as each holds)
and to the hidden pile (face-down discards or an untaken blind). Voids are hard constraints.
The auction, the call and the play weight the deal (ai-anchors §1.2, §5.2): Napoleon is
likely long in trumps and holds the top cards he did not call, other bidders are likely long
in the suits they bid, seats that never bid are a little short of trumps, and the called card
lies where the adjutant belief (``belief``: leads, points fed to Napoleon, overtakes) puts
it. Cards are dealt most-constrained first with capacity-weighted choices, which needs
no rejection sampling.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.napoleon import Bid, SeatView
from game.napoleon.hand import Phase
from game.rules.cards import bits, jack_of

from .belief import adjutant_belief
from .knowledge import Knowledge

REST = -1  # the hidden pile's "seat"
PASSER_TRUMP = 0.8  # weight of a trump in the hand of a seat that never bid


@dataclass(frozen=True, slots=True)
class World:
    hands: tuple[int, ...]  # per seat, the seat's own hand included
    rest: int  # the hidden pile: face-down discards or the untaken blind
    # Two players: per seat, per pile, its cards bottom first (face-down ones sampled); a
    # seat's ``hands`` entry then holds its hand and its pile tops, the cards it may play.
    piles: tuple[tuple[tuple[int, ...], ...], ...] = ()


@dataclass(slots=True)
class Sampler:
    seat: int
    unseen: list[int]  # cards to deal
    capacity: dict[int, int]  # seat (or REST) -> how many unseen cards it holds
    allowed: dict[int, list[int]]  # card -> places it may be
    weight: dict[int, dict[int, float]]  # card -> place -> weight
    mine: int
    n: int
    piles: tuple[tuple[tuple[int, ...], ...], ...] = ()  # as seen: -1 for a face-down card


SLOT = 1000  # two players: the place of a face-down pile card is SLOT + 100 * seat + 10 * pile + depth


def sampler_for(view: SeatView, k: Knowledge) -> Sampler:
    n = view.players
    me = view.seat
    capacity = {s: view.held_counts[s] for s in range(n) if s != me}
    piles: tuple[tuple[tuple[int, ...], ...], ...] = ()
    if view.piles:
        # Each face-down pile card is a place of its own; a seat's hand holds the rest.
        piles = tuple(
            tuple(tuple(-1 if c is None else int(c) for c in pile) for pile in seat_piles)
            for seat_piles in view.piles
        )
        for s, seat_piles in enumerate(piles):
            if s != me:
                capacity[s] -= sum(len(p) for p in seat_piles)
            for i, pile in enumerate(seat_piles):
                for d, c in enumerate(pile):
                    if c < 0:
                        capacity[SLOT + 100 * s + 10 * i + d] = 1
    unseen = bits(k.unseen)
    rest = len(unseen) - sum(capacity.values())
    if rest > 0:
        capacity[REST] = rest
    elif rest < 0:  # cannot happen with a consistent view; never crash the seat
        capacity[REST] = 0
    trumpish = _trumpish(view)
    bid_suits: dict[int, set[int]] = {}
    for s, action in view.auction:
        if isinstance(action, Bid) and action.trump is not None:
            bid_suits.setdefault(s, set()).add(int(action.trump))
    nap = view.napoleon
    called = {int(c) for c in view.called}
    # Who holds the called card, from the play so far (leads, points fed to Napoleon,
    # overtakes): the adjutant belief, scaled so a uniform belief changes nothing.
    belief = adjutant_belief(view, k) if view.phase == Phase.PLAY else {}
    called_at = {s: max(0.05, p * len(belief)) for s, p in belief.items()}
    # A seat that passed without ever bidding is unlikely to be long in the trump suit.
    bidders = {s for s, a in view.auction if isinstance(a, Bid)}
    trump = -1 if view.trump is None else int(view.trump)
    allowed: dict[int, list[int]] = {}
    weight: dict[int, dict[int, float]] = {}
    # 003's open misère: Napoleon's hand lies face up after the first lead; its cards are his.
    shown = {int(c) for c in view.napoleon_shown or ()} if nap is not None and nap != me else set()
    me_nap = -2 if nap is None else nap
    for c in unseen:
        places = [
            p for p in capacity if capacity[p] > 0 and (p < 0 or p >= SLOT or not (k.voids[p] >> c) & 1)
        ]
        if shown:
            places = [me_nap] if c in shown else [p for p in places if p != me_nap]
        if not places:  # inconsistent inference: relax the voids rather than fail
            places = [p for p in capacity if capacity[p] > 0]
        allowed[c] = places
        w = {}
        for p in places:
            x = 1.0
            if p == nap:
                if c in called:
                    x = 0.03  # Napoleon called a card he lacked
                elif c in trumpish:
                    x = trumpish[c]
            elif 0 <= p < SLOT and c in called and p in called_at:
                x = called_at[p]
            elif 0 <= p < SLOT and c < 52 and c // 13 in bid_suits.get(p, ()):
                x = 1.6
            elif p == REST and c in called:
                x = 0.3
            elif 0 <= p < SLOT and p not in bidders and c < 52 and c // 13 == trump:
                x = PASSER_TRUMP
            w[p] = x
        weight[c] = w
    return Sampler(me, unseen, capacity, allowed, weight, k.mine, n, piles)


def _trumpish(view: SeatView) -> dict[int, float]:
    """How much likelier Napoleon holds each card: trumps, and the top cards above all."""
    if view.trump is None or view.napoleon is None:
        return {}
    t = int(view.trump)
    out = {c: 2.2 for c in range(t * 13, t * 13 + 13)}
    out[int(view.rules.mighty(view.trump))] = 3.0
    if view.rules.right_left_jacks:
        out[jack_of(t)] = 3.0
        out[jack_of(int(view.trump.partner))] = 2.5
    for j in range(view.rules.joker_count):
        out[52 + j] = 2.0
    return out


def sample(sp: Sampler, rng: random.Random, tries: int = 8) -> World:
    for _ in range(tries):
        world = _deal(sp, rng)
        if world is not None:
            return world
    world = _deal(sp, rng, relax=True)  # capacities always add up, so this cannot fail
    assert world is not None
    return world


def _deal(sp: Sampler, rng: random.Random, relax: bool = False) -> World | None:
    cap = dict(sp.capacity)
    hands = {p: 0 for p in cap}
    order = sorted(sp.unseen, key=lambda c: (len(sp.allowed[c]), rng.random()))
    for c in order:
        places = [p for p in (cap if relax else sp.allowed[c]) if cap[p] > 0]
        if not places:
            return None
        w = sp.weight[c]
        total = 0.0
        weights = []
        for p in places:
            x = w.get(p, 1.0) * cap[p]
            weights.append(x)
            total += x
        r = rng.random() * total
        chosen = places[-1]
        for p, x in zip(places, weights, strict=True):
            r -= x
            if r <= 0:
                chosen = p
                break
        hands[chosen] |= 1 << c
        cap[chosen] -= 1
    out = []
    for s in range(sp.n):
        out.append(sp.mine if s == sp.seat else hands.get(s, 0))
    if not sp.piles:
        return World(tuple(out), hands.get(REST, 0))
    piles = []
    for s, seat_piles in enumerate(sp.piles):
        filled = []
        for i, pile in enumerate(seat_piles):
            cards = tuple(
                c if c >= 0 else hands[SLOT + 100 * s + 10 * i + d].bit_length() - 1
                for d, c in enumerate(pile)
            )
            filled.append(cards)
            if cards and s != sp.seat:
                out[s] |= 1 << cards[-1]  # the top is playable (our own tops are in ``mine``)
        piles.append(tuple(filled))
    return World(tuple(out), hands.get(REST, 0), tuple(piles))
