"""Sample the hidden cards consistently with what one seat has seen (a "world").

Only the seat's unseen cards are dealt, to the other seats (exactly as many as each holds)
and to the hidden pile (face-down discards or an untaken blind). Voids are hard constraints.
The auction and the call weight the deal (ai-anchors §1.2, §5.2): Napoleon is likely long in
trumps and holds the top cards he did not call, other bidders are likely long in the suits
they bid. Cards are dealt most-constrained first with capacity-weighted choices, which needs
no rejection sampling.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules import Bid, SeatView
from game.rules.cards import bits, jack_of

from .knowledge import Knowledge

REST = -1  # the hidden pile's "seat"


@dataclass(frozen=True, slots=True)
class World:
    hands: tuple[int, ...]  # per seat, the seat's own hand included
    rest: int  # the hidden pile: face-down discards or the untaken blind


@dataclass(slots=True)
class Sampler:
    seat: int
    unseen: list[int]  # cards to deal
    capacity: dict[int, int]  # seat (or REST) -> how many unseen cards it holds
    allowed: dict[int, list[int]]  # card -> places it may be
    weight: dict[int, dict[int, float]]  # card -> place -> weight
    mine: int
    n: int


def sampler_for(view: SeatView, k: Knowledge) -> Sampler:
    n = view.players
    me = view.seat
    capacity = {s: view.held_counts[s] for s in range(n) if s != me}
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
    allowed: dict[int, list[int]] = {}
    weight: dict[int, dict[int, float]] = {}
    for c in unseen:
        places = [p for p in capacity if capacity[p] > 0 and (p == REST or not (k.voids[p] >> c) & 1)]
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
            elif p != REST and c < 52 and c // 13 in bid_suits.get(p, ()):
                x = 1.6
            elif p == REST and c in called:
                x = 0.3
            w[p] = x
        weight[c] = w
    return Sampler(me, unseen, capacity, allowed, weight, k.mine, n)


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
    return World(tuple(out), hands.get(REST, 0))
