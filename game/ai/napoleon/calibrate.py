"""Bidding calibration: ``python -m game.ai.napoleon.calibrate --deals 40``.

A table of one AI level in every seat plays seeded deals under every preset at every player
count the engine accepts, and the command prints, per combination, how often someone became
Napoleon (declare), how often Napoleon made the contract (made), the mean winning bid, the
mean points Napoleon's side took and the mean of Napoleon's own estimate for the contract he
won (est: ``contract.evaluate``; a large gap between est and taken means the evaluation is
biased for those rules). A table of AI seats must declare in most deals, or the player faces
a stream of thrown-in redeals.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from game.napoleon import PASS, PRESETS, Action, Bid, RuleConflict, RuleSet
from game.napoleon.hand import Phase
from game.rules.games import game_spec

from .. import make_seat
from .contract import evaluate
from .knowledge import mask, playable
from .seats import Seat

NAPOLEON = game_spec("napoleon")  # the calibration is of Napoleon's bidding


@dataclass(frozen=True, slots=True)
class Outcome:
    declared: bool
    made: bool
    bid: int
    taken: int
    estimate: float


@dataclass(frozen=True, slots=True)
class Row:
    preset: str
    players: int
    deals: int
    declared: int
    made: int
    bid: float
    taken: float
    estimate: float

    @property
    def declare_rate(self) -> float:
        return self.declared / max(1, self.deals)

    @property
    def made_rate(self) -> float:
        return self.made / max(1, self.declared)


def combinations(
    presets: list[str] | None = None, players: list[int] | None = None
) -> list[tuple[str, int, RuleSet]]:
    """Every (preset, player count, rules) the engine accepts, in a stable order."""
    out = []
    for name, base in PRESETS.items():
        if presets and name not in presets:
            continue
        for n in NAPOLEON.players:
            if players and n not in players:
                continue
            try:
                out.append((name, n, base.replace(players=n)))
            except RuleConflict:
                continue
    return out


def seats_of(level: str, n: int, seed: int) -> list[Seat]:
    if level == "hard":
        from .hard import HardSeat

        # The tournament's budget: the bid simulation is the same at any play budget.
        return [HardSeat(seed * 10 + s, rollouts=60) for s in range(n)]
    return [make_seat(level, seed * 10 + s, game=NAPOLEON.name) for s in range(n)]


def play_one(rules: RuleSet, seed: int, level: str) -> Outcome:
    """One deal with ``level`` in every seat."""
    n = rules.players
    seats = seats_of(level, n, seed)
    hand = NAPOLEON.new_hand(rules, seed, seed % n)
    last_est: dict[int, float] = {}
    while not hand.is_over:
        s = hand.to_act
        view = hand.view(s)
        action = seats[s].choose(view)
        if isinstance(action, Bid):
            last_est[s] = evaluate(rules, mask(playable(view)), action.trump).points
        hand.apply(action)
    res = hand.result
    if res is None:
        return Outcome(False, False, 0, 0, 0.0)
    return Outcome(True, res.made, res.bid, res.taken, last_est.get(res.napoleon, 0.0))


def forced_takes(rules: RuleSet, seed: int) -> list[tuple[float, int]]:
    """For each seat in turn: (``solo`` of its best trump, points taken) when that seat
    declares the cheapest bid in its best trump, the others pass and Normal plays it out."""
    n = rules.players
    out = []
    for forced in range(n):
        seats = seats_of("normal", n, seed)
        hand = NAPOLEON.new_hand(rules, seed, seed % n)
        solo: float | None = None
        while not hand.is_over:
            s = hand.to_act
            view = hand.view(s)
            action: Action | None = None
            if hand.phase == Phase.BID:
                bids = [a for a in view.legal_actions if isinstance(a, Bid)]
                if s == forced and solo is None and bids:
                    trumps = list({a.trump for a in bids})
                    est = max(
                        (evaluate(rules, mask(playable(view)), t) for t in trumps),
                        key=lambda e: (e.solo, -1 if e.trump is None else int(e.trump)),
                    )
                    solo = est.solo
                    action = min((a for a in bids if a.trump == est.trump), key=lambda a: a.number)
                elif PASS in view.legal_actions:
                    action = PASS
            hand.apply(action if action is not None else seats[s].choose(view))
        res = hand.result
        if res is not None and solo is not None and res.napoleon == forced:
            out.append((solo, res.taken))
    return out


def _fit_work(args: tuple[str, int, int]) -> list[tuple[float, int]]:
    preset, n, seed = args
    return forced_takes(PRESETS[preset].replace(players=n), seed)


def fit_solo(deals: int, seed: int, jobs: int) -> dict[int, tuple[float, float]]:
    """Refit ``contract.SOLO_FIT``: per player count, the least-squares line of the share of
    the points a lone Napoleon took against the share ``solo`` counted, over every preset that
    plays without an adjutant at that count (each seat forced to declare in turn)."""
    xs: dict[int, list[tuple[float, float]]] = {}
    for preset, n, rules in combinations():
        if rules.has_adjutant:
            continue
        tasks = [(preset, n, seed * 100_003 + 7_000 + d) for d in range(deals)]
        if jobs > 1:
            with ProcessPoolExecutor(jobs) as pool:
                found = list(pool.map(_fit_work, tasks, chunksize=8))
        else:
            found = [_fit_work(t) for t in tasks]
        tot = rules.total_points
        xs.setdefault(n, []).extend((x / tot, y / tot) for f in found for x, y in f)
    out = {}
    for n, pts in sorted(xs.items()):
        k = len(pts)
        mx = sum(x for x, _ in pts) / k
        my = sum(y for _, y in pts) / k
        sxx = sum((x - mx) ** 2 for x, _ in pts)
        sxy = sum((x - mx) * (y - my) for x, y in pts)
        slope = sxy / sxx if sxx else 0.0
        out[n] = (my - slope * mx, slope)
    return out


def _work(args: tuple[str, int, int, str]) -> Outcome:
    preset, n, seed, level = args
    return play_one(PRESETS[preset].replace(players=n), seed, level)


def measure(preset: str, n: int, deals: int, level: str = "normal", seed: int = 1, jobs: int = 1) -> Row:
    tasks = [(preset, n, seed * 100_003 + d, level) for d in range(deals)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            outs = list(pool.map(_work, tasks, chunksize=max(1, deals // (4 * jobs))))
    else:
        outs = [_work(t) for t in tasks]
    dec = [o for o in outs if o.declared]
    k = max(1, len(dec))
    return Row(
        preset,
        n,
        deals,
        len(dec),
        sum(o.made for o in dec),
        sum(o.bid for o in dec) / k,
        sum(o.taken for o in dec) / k,
        sum(o.estimate for o in dec) / k,
    )


def format_row(r: Row) -> str:
    return (
        f"{r.preset:>11} {r.players:>2}p {r.deals:>5} {100 * r.declare_rate:>7.0f}% "
        f"{100 * r.made_rate:>5.0f}% {r.bid:>5.1f} {r.taken:>6.1f} {r.estimate:>5.1f}"
    )


HEADER = f"{'preset':>11} {'n':>3} {'deals':>5} {'declare':>8} {'made':>6} {'bid':>5} {'taken':>6} {'est':>5}"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.ai.napoleon.calibrate", description=__doc__)
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--level", default="normal", help="random, easy, normal or hard")
    p.add_argument("--preset", default="", help="comma-separated presets (default: all)")
    p.add_argument("--players", default="", help="comma-separated player counts (default: all)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument(
        "--fit", action="store_true", help="refit contract.SOLO_FIT (no-adjutant tables) and print it"
    )
    a = p.parse_args(argv)
    if a.fit:
        fit = fit_solo(a.deals, a.seed, a.jobs)
        print("SOLO_FIT = {")
        for n, (base, slope) in fit.items():
            print(f"    {n}: ({base:.3f}, {slope:.3f}),")
        print("}")
        return 0
    presets = [x for x in a.preset.split(",") if x] or None
    players = [int(x) for x in a.players.split(",") if x] or None
    combos = combinations(presets, players)
    if not combos:
        p.error("no preset and player count combination matches")
    print(f"{a.level} seats, {a.deals} deals per combination, seed {a.seed}")
    print(HEADER)
    worst = 1.0
    for preset, n, _ in combos:
        row = measure(preset, n, a.deals, a.level, a.seed, a.jobs)
        worst = min(worst, row.declare_rate)
        print(format_row(row))
        sys.stdout.flush()
    print(f"lowest declare rate: {100 * worst:.0f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
