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

import random

from game.rules import SeatView
from game.rules.tricks import tables_for, trick_kind

from .knowledge import tricks_so_far
from .policy import Table, choose_play
from .rollout import Root, friends_of, sim_of
from .sampler import World

MISMATCH = 0.6  # weight factor per card another seat played that the policy would not have


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
