"""Hard's card play in 003's misère and target contracts: a search on the contract's own goal.

These contracts are not won on points, which is what Hard's usual search values
(:mod:`.rollout`: Napoleon's chips from the points taken). Here the value of a play-out is
whether the contract is made, read as the engine scores it (:func:`game.napoleon.scoring`):

* misère: Napoleon wins no trick and the adjutant no point card;
* target: every point card taken in the tricks goes to the target's side (the target, and
  the adjutant when the adjutant joins the target).

Each seat in a play-out follows the goal's own rules of thumb on bitmasks, the same as
:mod:`.misere` and :mod:`.target` apply to a view: the seats that want the contract made duck
(misère) or feed the target (target); the target and its side duck; the other seats try to
make Napoleon win a trick (misère) or to take a point card (target). The last tricks are
solved exactly (alpha-beta on made / not made, every hand open), as in the points search.
A play-out stops as soon as the contract is decided: a trick won by Napoleon in a misère,
a point card taken outside the target's side.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.napoleon import SeatView
from game.napoleon.options import TargetBids
from game.napoleon.tricks import PlayTables, tables_for, trick_kind
from game.rules.cards import bits

from .knowledge import Knowledge
from .sampler import World, sample, sampler_for

MADE, FAILED = 1.0, -1.0


@dataclass(slots=True)
class Goal:
    """The position and the contract's sides, shared by every sampled world."""

    tables: PlayTables
    n: int
    napoleon: int
    misere: bool  # else a target contract
    target: int  # the target seat (-1 in a misère)
    joins_target: bool  # target: the adjutant is on the target's side
    called: frozenset[int]
    revealed: frozenset[int]  # non-Napoleon seats known to be adjutants
    trick: tuple[int, ...]
    trick_seats: tuple[int, ...]
    trick_no: int
    n_tricks: int
    direction: int
    joker_suit: int | None
    nap_tricks: int  # tricks Napoleon has won so far
    points: tuple[int, ...]  # per seat, the points taken so far
    endgame: int  # solve exactly with this many tricks left


def goal_of(view: SeatView, endgame: int) -> Goal:
    assert view.napoleon is not None
    nap = view.napoleon
    return Goal(
        tables=tables_for(view.rules, view.trump, view.contract_rank),
        n=view.players,
        napoleon=nap,
        misere=bool(view.misere),
        target=-1 if view.target is None else view.target,
        joins_target=view.rules.target == TargetBids.GENERAL_JOINS_TARGET,
        called=frozenset(int(c) for c in view.called),
        revealed=frozenset(s for s in view.revealed if s != nap),
        trick=tuple(int(c) for c in view.trick),
        trick_seats=tuple(view.trick_seats),
        trick_no=view.trick_no,
        n_tricks=view.n_tricks,
        direction=view.direction,
        joker_suit=None if view.joker_suit is None else int(view.joker_suit),
        nap_tricks=sum(1 for t in view.tricks if t.winner == nap),
        points=tuple(view.points_won),
        endgame=endgame,
    )


def _rank(card: int) -> int:
    return card % 13 if card < 52 else 13


@dataclass(slots=True)
class Playout:
    """One world being played out: hands, and who is on which side in it."""

    hands: list[int]
    adjutants: frozenset[int]
    pro: frozenset[int]  # the seats that want the contract made
    duck: frozenset[int]  # the seats that keep out of tricks (misère: Napoleon's side)
    side: frozenset[int]  # target: the seats whose points count as the target's
    points: list[int]
    nap_tricks: int


def play_of(g: Goal, world: World) -> Playout:
    hands = list(world.hands)
    adj = {s for s in range(g.n) if s != g.napoleon and any((hands[s] >> c) & 1 for c in g.called)}
    adj |= set(g.revealed)
    if g.misere:
        pro = frozenset({g.napoleon, *adj})
        duck = pro
        side: frozenset[int] = frozenset()
    else:
        # The adjutant is paid as Napoleon's partner either way (``scoring``); joined to the
        # target, the points it takes count as the target's ("making a bigger target").
        pro = frozenset({g.napoleon, *adj} - {g.target})
        duck = frozenset({g.target})
        side = frozenset({g.target, *adj} - {g.napoleon}) if g.joins_target else duck
    return Playout(hands, frozenset(adj), pro, duck, side, list(g.points), g.nap_tricks)


def verdict(g: Goal, p: Playout, final: bool) -> float | None:
    """``MADE`` / ``FAILED`` once the contract is decided (``final``: the hand is over)."""
    if g.misere:
        if p.nap_tricks or any(p.points[s] for s in p.adjutants if s != g.napoleon):
            return FAILED
    else:
        if any(p.points[s] for s in range(g.n) if s not in p.side):
            return FAILED
    return MADE if final else None


def seat_card(
    g: Goal, p: Playout, s: int, trick: list[int], seats: list[int], kind: int, js: int | None
) -> int:
    """The card seat ``s`` plays in a play-out, by the contract's rules of thumb."""
    t = g.tables
    legal = bits(t.legal(p.hands[s], trick, kind, js))
    if len(legal) == 1:
        return legal[0]
    pts = t.points
    if not trick:
        if g.misere or s in p.duck:
            return min(legal, key=lambda c: (_rank(c), c))  # lead low
        if s in p.pro:  # target: a feeder leads low too, for the target to overtake
            return min(legal, key=lambda c: (pts[c], _rank(c), c))
        return max(legal, key=lambda c: (_rank(c), c))  # take a trick: lead high

    def wins(c: int) -> bool:
        return t.winner([*trick, c], kind, js) == len(trick)

    if s in p.duck:  # keep out of the trick, shedding the highest card that does
        safe = [c for c in legal if not wins(c)]
        return max(safe or legal, key=lambda c: (_rank(c), c))
    lead_at = t.winner(trick, kind, js)
    leader = seats[lead_at]
    if g.misere:  # the opponents: leave Napoleon winning, else play low
        if leader == g.napoleon:
            keep = [c for c in legal if not wins(c)]
            if keep:
                return max(keep, key=lambda c: (_rank(c), c))
        return min(legal, key=lambda c: (_rank(c), c))
    if s in p.pro:  # target: feed the target's side while it wins, else stay under
        if leader in p.side:
            feed = [c for c in legal if not wins(c)]
            if feed:
                return max(feed, key=lambda c: (pts[c], _rank(c), c))
        elif s in p.side:  # an adjutant joined to the target: its own tricks count as the target's
            take = [c for c in legal if wins(c)]
            if take:
                return min(take, key=lambda c: (_rank(c), c))
        under = [c for c in legal if not wins(c)]
        return min(under or legal, key=lambda c: (pts[c], _rank(c), c))
    # target, the other seats: take the trick if it can be taken, with the lowest card
    # that does; else give nothing away
    take = [c for c in legal if wins(c)]
    if take:
        return min(take, key=lambda c: (_rank(c), c))
    return min(legal, key=lambda c: (pts[c], _rank(c), c))


def _lead_suit(hand: int) -> int:
    """The suit to name when leading a joker in a play-out: the longest held."""
    counts = [0, 0, 0, 0]
    for c in bits(hand):
        if c < 52:
            counts[c // 13] += 1
    return counts.index(max(counts))


def play_out(g: Goal, p: Playout, me: int, first: int) -> float:
    """``MADE`` or ``FAILED`` after ``me`` plays ``first`` and everyone continues."""
    t = g.tables
    trick = list(g.trick)
    seats = list(g.trick_seats)
    trick_no = g.trick_no
    kind = trick_kind(t.rules, trick_no, g.n_tricks)
    js = g.joker_suit
    direction = g.direction
    s, card = me, first
    while True:
        if not trick:
            js = _lead_suit(p.hands[s]) if card >= 52 else None
        p.hands[s] &= ~(1 << card)
        trick.append(card)
        seats.append(s)
        if len(trick) < g.n:
            s = (s + direction) % g.n
        else:
            w = seats[t.winner(trick, kind, js)]
            p.points[w] += t.trick_points(trick)
            p.nap_tricks += w == g.napoleon
            if t.reverses(trick) % 2:
                direction = -direction
            trick.clear()
            seats.clear()
            trick_no += 1
            kind = trick_kind(t.rules, trick_no, g.n_tricks)
            js = None
            s = w
            left = g.n_tricks - trick_no
            decided = verdict(g, p, left == 0)
            if decided is not None:
                return decided
            if left <= g.endgame:
                return _solve(g, p, s, [], [], trick_no, kind, None, direction, FAILED, MADE)
        card = seat_card(g, p, s, trick, seats, kind, js)


def _solve(
    g: Goal,
    p: Playout,
    s: int,
    trick: list[int],
    seats: list[int],
    trick_no: int,
    kind: int,
    js: int | None,
    direction: int,
    alpha: float,
    beta: float,
) -> float:
    """Alpha-beta on made (1) / failed (-1) over the last tricks, every hand open."""
    t = g.tables
    maximise = s in p.pro
    best = FAILED - 1 if maximise else MADE + 1
    for c in bits(t.legal(p.hands[s], trick, kind, js)):
        cjs = (_lead_suit(p.hands[s]) if c >= 52 else None) if not trick else js
        p.hands[s] &= ~(1 << c)
        trick.append(c)
        seats.append(s)
        if len(trick) < g.n:
            v = _solve(g, p, (s + direction) % g.n, trick, seats, trick_no, kind, cjs, direction, alpha, beta)
        else:
            w = seats[t.winner(trick, kind, cjs)]
            pts = t.trick_points(trick)
            p.points[w] += pts
            p.nap_tricks += w == g.napoleon
            nxt = trick_no + 1
            v_or_none = verdict(g, p, nxt == g.n_tricks)
            if v_or_none is None:
                d = -direction if t.reverses(trick) % 2 else direction
                k = trick_kind(t.rules, nxt, g.n_tricks)
                v = _solve(g, p, w, [], [], nxt, k, None, d, alpha, beta)
            else:
                v = v_or_none
            p.points[w] -= pts
            p.nap_tricks -= w == g.napoleon
        trick.pop()
        seats.pop()
        p.hands[s] |= 1 << c
        if maximise:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    return best


def goal_values(
    view: SeatView, k: Knowledge, cands: list[int], rng: random.Random, worlds: int, endgame: int
) -> dict[int, list[float]]:
    """Per candidate card, the value for ``view.seat`` (1: its side's goal met) in each of
    ``worlds`` sampled deals, the same worlds for every card (paired comparisons)."""
    g = goal_of(view, endgame)
    sp = sampler_for(view, k)
    me = view.seat
    vals: dict[int, list[float]] = {c: [] for c in cands}
    for _ in range(worlds):
        world = sample(sp, rng)
        sign = 1.0 if me in play_of(g, world).pro else -1.0
        for c in cands:
            vals[c].append(sign * play_out(g, play_of(g, world), me, c))
    return vals
