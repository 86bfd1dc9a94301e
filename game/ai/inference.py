"""Weight sampled worlds by the play so far (policy-based inference, ai-anchors §1.5).

A world deals the cards this seat cannot see. Replaying the hand from its first lead in that
world, every card another seat played can be compared with what the shared policy would have
played there, with that seat's own knowledge (``rollout.friends_of``: never the hidden
partner). A world where the others' cards were their natural plays is likelier than one where
they keep making odd choices: the seat that did not overtake probably had nothing higher, the
one that threw a king on a trick it could have won probably had to. Each disagreement
multiplies the weight by ``MISMATCH``, a mild factor so that players who do not play like the
policy (people) never rule a world out; the weights then resample the worlds (SIR).
"""

from __future__ import annotations

import math
import random

from game.rules import RuleSet, SeatView, Suit
from game.rules.tricks import tables_for, trick_kind

from .contract import evaluate
from .knowledge import tricks_so_far
from .policy import Table, choose_play
from .rollout import Root, friends_of, sim_of
from .sampler import World

MISMATCH = 0.6  # weight factor per card another seat played that the policy would not have
# The bid: a world whose Napoleon looks too weak for his contract is less likely. Measured on
# Normal tables (pagat, bga, 60 deals each, ``contract.evaluate`` of Napoleon's cards with the
# hidden pile, minus the bid): the true deal's median is +1.8 points, 5% below -0.1; sampled
# worlds' median is -0.9 (Napoleon self-selects a strong hand, ai-anchors §1.2). Below
# ``BID_SLACK`` the weight falls by e per ``BID_SCALE`` points, never under ``BID_FLOOR``
# (a stretched last-chance bid or a human's guess stays possible).
BID_SLACK = 0.5
BID_SCALE = 1.0
BID_FLOOR = 0.05


def history(view: SeatView) -> list[tuple[int, int, int, int | None, int]]:
    """Every card played so far: (seat, card, trick number, joker suit, direction then)."""
    tables = tables_for(view.rules, view.trump, view.contract_rank)
    out = []
    direction = 1
    for seats, cards, jsuit, no in tricks_so_far(view):
        js = None if jsuit is None else int(jsuit)
        for s, c in zip(seats, cards, strict=True):
            out.append((s, int(c), no, js, direction))
        if tables.reverses([int(c) for c in cards]) % 2 and len(cards) == view.players:
            direction = -direction
    return out


def world_weight(root: Root, world: World, plays: list[tuple[int, int, int, int | None, int]]) -> float:
    """How natural the others' plays so far look in ``world`` (1: all as the policy plays)."""
    t = root.tables
    n = root.n
    hands = list(world.hands)
    for s, c, *_ in plays:
        hands[s] |= 1 << c
    unplayed = 0
    for h in hands:
        unplayed |= h
    sim = sim_of(root, world)
    sim.revealed = set()
    friends = [friends_of(root, sim, x) for x in range(n)]
    weight = 1.0
    trick: list[int] = []
    seats: list[int] = []
    current = -1
    for s, c, no, js, direction in plays:
        if no != current:
            trick, seats, current = [], [], no
        if s != root.me:
            tb = Table(
                t,
                root.extra,
                trick_kind(root.rules, no, root.n_tricks),
                js if trick else None,
                trick,
                seats,
                n,
                direction,
                no,
                root.n_tricks,
                root.napoleon,
            )
            hand = hands[s]
            card, _ = choose_play(tb, s, hand, unplayed & ~hand, friends[s], None, s in sim.side)
            if card != c:
                weight *= MISMATCH
        hands[s] &= ~(1 << c)
        unplayed &= ~(1 << c)
        trick = [*trick, c]
        seats = [*seats, s]
        if c in root.called and s != root.napoleon and s not in sim.revealed:
            sim.revealed.add(s)
            friends = [friends_of(root, sim, x) for x in range(n)]
    return weight


def bid_weight(rules: RuleSet, trump: Suit | None, bid: int, cards: int) -> float:
    """How well ``cards`` (Napoleon's in a world: his hand, what he played, the hidden pile he
    discarded to) fit his bid of ``bid`` points in ``trump``: 1 when the bid looks covered,
    less the weaker he looks."""
    short = bid + BID_SLACK - evaluate(rules, cards, trump).points
    if short <= 0:
        return 1.0
    return max(BID_FLOOR, math.exp(-short / BID_SCALE))


def bid_context(view: SeatView) -> tuple[Suit | None, int, int] | None:
    """(trump, bid, cards Napoleon played) when the worlds can be weighted by another seat's
    bid of points in a suit or no-trump; None otherwise (our own bid, other contract kinds)."""
    nap = view.napoleon
    if nap is None or nap == view.seat or view.contract is None or view.piles:
        return None
    if view.rules.bid_kind != "suit" or view.contract_rank is not None:
        return None
    if view.misere or view.target is not None:
        return None
    played = 0
    for seats, cards, _, _ in tricks_so_far(view):
        for s, c in zip(seats, cards, strict=True):
            if s == nap:
                played |= 1 << int(c)
    return view.trump, view.contract[0], played


def resample(
    worlds: list[World], weights: list[float], count: int, rng: random.Random
) -> list[tuple[World, int]]:
    """``count`` draws from ``worlds`` in proportion to ``weights`` (systematic resampling),
    as (world, how many times drawn): a world's play-outs are deterministic, so a world drawn
    twice is played out once and counted twice."""
    total = sum(weights)
    if total <= 0:
        return [(w, 1) for w in worlds[:count]]
    step = total / count
    u = rng.random() * step
    out = []
    acc = 0.0
    i = 0
    for w, x in zip(worlds, weights, strict=True):
        acc += x
        k = 0
        while u < acc and i < count:
            k += 1
            i += 1
            u += step
        if k:
            out.append((w, k))
    return out
