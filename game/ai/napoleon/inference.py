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
from dataclasses import dataclass

from game.napoleon import PASS, Bid, RuleSet, SeatView
from game.napoleon.options import NoTrump
from game.napoleon.tricks import tables_for, trick_kind
from game.rules import Suit

from .contract import call_order, evaluate
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
# The rest of the auction and the call (``auction_weight``), measured the same way
# (``python -m bench.ai_auction``, pagat, 40 Normal deals, seed 11, each seat's first card,
# before any play inference). A bidder's ``evaluate`` in its highest bid's suit minus that
# bid: true deal 5%-95% 0.0 to +1.7 (median +0.5); sampled worlds -3.1 to +2.9 (-0.5);
# bga (40 deals) true 0.0 to +2.7 (+0.9), sampled -2.3 to +4.2 (+0.7). A
# passer's best ``evaluate`` minus the standing bid it passed at: true median -0.3, 95% +0.9;
# sampled median +0.4, 95% +3.0. Napoleon held every card above the one he called in the
# true deals (96 of 96), half of them in the sampled worlds. Outside the true deal's band a
# world's weight falls by e per scale, never under the floor (people bid oddly). Resampling
# from three times the worlds moves the sampled medians to +0.0 (bidders) and +0.0
# (passers), the call's share to 0.71. Yet Hard played no better with it (``HardSeat``'s
# ``auction_inference`` and ``call_inference``, off: see there), so it is kept as a measured
# option, not a default.
BIDDER_LOW, BIDDER_HIGH, BIDDER_SCALE, BIDDER_FLOOR = -0.3, 2.5, 1.0, 0.1
PASSER_HIGH, PASSER_SCALE, PASSER_FLOOR = 0.7, 1.0, 0.1
CALL_MISS = 0.35  # per card above the called one that Napoleon lacks in the world
AUCTION_FLOOR = 0.02  # the whole auction's weight, so no world is ruled out


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


def world_weight(
    root: Root, world: World, plays: list[tuple[int, int, int, int | None, int]], mismatch: float = MISMATCH
) -> float:
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
                weight *= mismatch
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


def bid_weights(
    root: Root, rules: RuleSet, bid: tuple[Suit | None, int, int], worlds: list[World]
) -> list[float]:
    """Each world's ``bid_weight`` for Napoleon's cards there: his hand, the cards he has
    played (``bid_context``) and, where he exchanged, the hidden pile with the discards this
    seat saw."""
    trump, points, nap_played = bid
    hidden = root.known_discards if rules.exchanges else 0
    out = []
    for w in worlds:
        cards = w.hands[root.napoleon] | nap_played | (w.rest | hidden if rules.exchanges else 0)
        out.append(bid_weight(rules, trump, points, cards))
    return out


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


@dataclass(frozen=True, slots=True)
class AuctionContext:
    """What the auction and the call say about the other seats' cards (``auction_context``)."""

    rules: RuleSet
    bidders: tuple[tuple[int, Suit | None, int], ...]  # (seat, trump, number) of its highest bid
    passers: tuple[tuple[int, int], ...]  # (seat, the lowest standing number it passed at)
    trumps: tuple[Suit | None, ...]  # the suits a bid may name
    napoleon: int | None  # None: the call is not read (our own call, or no call)
    above: int  # the cards above the called one in Normal's call order
    played: tuple[int, ...]  # per seat, the cards it has played (its hand then held them)
    exchanges: bool  # Napoleon's cards include the hidden pile (he discarded to it)


def auction_context(view: SeatView, bids: bool = True, call: bool = True) -> AuctionContext | None:
    """The auction's and the call's evidence about the seats other than us and Napoleon (his
    final bid is ``bid_context``'s), or None when there is none to read (other bid kinds).
    ``bids``: read the other seats' bids and passes; ``call``: read Napoleon's call."""
    rules = view.rules
    if view.piles or rules.bid_kind != "suit" or view.contract_rank is not None:
        return None
    if view.misere or view.target is not None or view.contract is None:
        return None
    nap = view.napoleon
    highest: dict[int, tuple[int, Suit | None]] = {}
    lowest_pass: dict[int, int] = {}
    standing = rules.min_bid  # a pass with no bid standing: the hand did not reach the cheapest
    for s, action in view.auction:
        if isinstance(action, Bid):
            if action.rank is None:
                highest[s] = (action.number, action.trump)
            standing = action.number
        elif action == PASS:
            lowest_pass[s] = min(lowest_pass.get(s, standing), standing)
    skip = {view.seat, nap}
    bidders = tuple((s, t, b) for s, (b, t) in sorted(highest.items()) if s not in skip and bids)
    passers = tuple(
        (s, b) for s, b in sorted(lowest_pass.items()) if s not in skip and s not in highest and bids
    )
    trumps: tuple[Suit | None, ...] = tuple(Suit) + ((None,) if rules.no_trump != NoTrump.OFF else ())
    above = 0
    read_call = call and nap is not None and nap != view.seat and len(view.called) == 1
    if read_call:
        called = int(view.called[0])
        order = call_order(rules, view.trump)
        if called in order:
            for c in order[: order.index(called)]:
                above |= 1 << c
    played = [0] * view.players
    for seats, cards, _, _ in tricks_so_far(view):
        for s, c in zip(seats, cards, strict=True):
            played[s] |= 1 << int(c)
    # A card above the called one that we hold or another seat played is Napoleon's in no
    # world: it tells worlds apart no more than a constant factor would, so it is not read.
    for s, p in enumerate(played):
        if s != nap:
            above &= ~p
    for c in view.hand:
        above &= ~(1 << int(c))
    if not bidders and not passers and not above:
        return None
    return AuctionContext(
        rules, bidders, passers, trumps, nap if above else None, above, tuple(played), rules.exchanges
    )


def _gaps(ctx: AuctionContext, hands: tuple[int, ...], rest: int) -> tuple[list[float], list[float], int]:
    """The auction's evidence in one deal (``hands``, ``rest``: the hidden pile): per bidder
    its ``evaluate`` in its bid's suit minus the bid, per passer its best ``evaluate`` minus the
    standing bid it passed at, and the cards above the called one Napoleon holds there."""
    rules = ctx.rules
    bidders = [
        evaluate(rules, hands[s] | ctx.played[s], trump).points - number for s, trump, number in ctx.bidders
    ]
    passers = [
        max(evaluate(rules, hands[s] | ctx.played[s], t).points for t in ctx.trumps) - bar
        for s, bar in ctx.passers
    ]
    held = 0
    if ctx.napoleon is not None:
        nap = ctx.napoleon
        held = ctx.above & (hands[nap] | ctx.played[nap] | (rest if ctx.exchanges else 0))
    return bidders, passers, held


def auction_signals(view: SeatView, hands: tuple[int, ...], rest: int) -> dict[str, list[float]]:
    """The raw signals ``auction_weight`` weighs, for ``bench.ai_auction``: per bidder and per
    passer its gap (``_gaps``), per card above the called one whether Napoleon holds it (1) or
    not (0)."""
    ctx = auction_context(view)
    if ctx is None:
        return {"bidder": [], "passer": [], "call": []}
    bidders, passers, held = _gaps(ctx, hands, rest)
    above = ctx.above if ctx.napoleon is not None else 0
    calls = [float((held >> c) & 1) for c in range(55) if (above >> c) & 1]
    return {"bidder": bidders, "passer": passers, "call": calls}


def auction_weight(ctx: AuctionContext, world: World) -> float:
    """How well ``world`` fits the auction and the call: bidders holding about what they bid,
    passers not much more than the bid they passed at, Napoleon holding the cards above the
    one he called (1 when all fit; mild and floored, see the constants)."""
    bidders, passers, held = _gaps(ctx, world.hands, world.rest)
    weight = 1.0
    for x in bidders:
        if x < BIDDER_LOW:
            weight *= max(BIDDER_FLOOR, math.exp((x - BIDDER_LOW) / BIDDER_SCALE))
        elif x > BIDDER_HIGH:
            weight *= max(BIDDER_FLOOR, math.exp((BIDDER_HIGH - x) / BIDDER_SCALE))
    for x in passers:
        if x > PASSER_HIGH:
            weight *= max(PASSER_FLOOR, math.exp((PASSER_HIGH - x) / PASSER_SCALE))
    if ctx.napoleon is not None:
        weight *= CALL_MISS ** (ctx.above & ~held).bit_count()
    return max(AUCTION_FLOOR, weight)
