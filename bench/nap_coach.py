"""Nap's coach's cost and calibration: ``python -m bench.nap_coach``.

    python -m bench.nap_coach [--hands 12] [--presets standard,sir-garnet,...] [--player normal]
    python -m bench.nap_coach --calibrate [--hands 20]

The first prints the coach's time per hand (p50/p95/max) at its own budget over ``--hands``
hands of each preset, seat 0 played by ``--player`` (a Normal seat by default: a player of rules
of thumb) among Normal seats, the decisions priced per hand, how many a node cap cut short
(fewer samples finished than planned) or left unpriced, and the load average.

``--calibrate`` prints, for a few thresholds (at the coach's standard errors, then at 1 and 2
for every kind), the share of decisions the coach would mark when
seat 0 is the hard seat itself (its decisions are the coach's own search on other samples: a
mark there is the noise of sampling, a false alarm) and when seat 0 plays at random (real
mistakes, many of them). ``nap_coach.THRESHOLD`` is chosen from it, as Napoleon's was: low
enough to mark the random player's costly decisions, high enough that the hard seat's own are
rarely marked. Everything is seeded: the counts are the same on every machine; only the times
are this machine's. It asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import time

from game.ai.british_nap.coach import Budget, Verdict, confidence, decisions, evaluate
from game.ai.british_nap.hard import NapHardSeat
from game.ai.british_nap.seats import make_nap_seat
from game.ai.stats import percentile
from game.british_nap import NAP_PRESETS, NapHand

PRESETS = ("standard", "misere-wellington-blucher", "sir-garnet", "ecarte", "peep", "seven-card")


def played(preset: str, seed: int, player: str) -> NapHand:
    """A hand of ``preset``, seat 0 played by ``player`` (random, normal or hard), the others by
    Normal seats."""
    rules = NAP_PRESETS[preset]
    hand = NapHand.new(rules, seed, seed % rules.players)
    seats = [make_nap_seat("normal", seed * 10 + s) for s in range(rules.players)]
    me = make_nap_seat("random", seed) if player == "random" else seats[0]
    if player == "hard":  # nodes only: the same hand on every machine
        me = NapHardSeat(seed, seconds=None)
    while not hand.is_over:
        seat = hand.to_act
        hand.apply((me if seat == 0 else seats[seat]).choose(hand.view(seat)))
    return hand


def _planned(v: Verdict, budget: Budget, players: int) -> int:
    if v.kind == "play":
        return budget.samples if players <= 5 else max(3, budget.samples // 3)
    return max(4, budget.bid_samples // 2) if v.kind == "buy" else budget.bid_samples


def report_cost(presets: list[str], hands: int, player: str) -> None:
    budget = Budget()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    print(f"Nap's coach per hand at its own budget, seat 0 played by {player} (load average {load:.2f}):")
    every: list[float] = []
    for preset in presets:
        times: list[float] = []
        priced = cut = unpriced = 0
        for seed in range(hands):
            hand = played(preset, seed, player)
            record = hand.record()
            start = time.perf_counter()
            verdicts = evaluate(record, 0, seed, budget)
            times.append(time.perf_counter() - start)
            priced += len(verdicts)
            unpriced += len(decisions(record, 0)[0]) - len(verdicts)
            cut += sum(v.worlds < _planned(v, budget, hand.rules.players) for v in verdicts)
        every += times
        print(
            f"  {preset:<26} p50 {percentile(times, 50):5.2f} s  p95 {percentile(times, 95):5.2f} s  "
            f"max {max(times):5.2f} s  {priced / hands:.1f} decisions a hand, {cut} cut short by the "
            f"node cap, {unpriced} unpriced"
        )
    after = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    print(
        f"  all {len(every)} hands: p50 {percentile(every, 50):.2f} s, p95 {percentile(every, 95):.2f} s, "
        f"max {max(every):.2f} s (load average now {after:.2f})"
    )


def marked(v: Verdict, threshold: float, sigmas: float | None = None) -> bool:
    """``v`` marked at ``threshold`` and ``sigmas`` standard errors (the coach's own test, its
    figures replaced; ``sigmas`` None: the coach's for the kind)."""
    if v.loss <= threshold:
        return False
    sigmas = confidence(v.kind) if sigmas is None else sigmas
    return v.spread is None or v.loss > sigmas * v.spread


def report_calibration(presets: list[str], hands: int) -> None:
    thresholds = (0.25, 0.5, 0.75, 1.0, 1.5)
    heads = "  ".join(f"{t:>6}" for t in thresholds)
    found: dict[str, list[Verdict]] = {}
    for player in ("hard", "random"):
        found[player] = []
        for preset in presets:
            for seed in range(hands):
                hand = played(preset, 1000 + seed, player)
                # The coach's samples are not the player's: another seed.
                found[player] += evaluate(hand.record(), 0, 7 + seed, Budget())
    for sigmas, said in ((None, "the coach's"), (1.0, "1"), (2.0, "2")):
        print(f"Nap's coach: decisions marked by threshold, at {said} standard errors, by who played seat 0")
        print(f"  {'':<28}{heads}")
        for player, verdicts in found.items():
            for kind in ("all", *sorted({v.kind for v in verdicts})):
                vs = [v for v in verdicts if kind in ("all", v.kind)]
                shares = [sum(marked(v, t, sigmas) for v in vs) / len(vs) for t in thresholds]
                row = "  ".join(f"{100 * x:5.1f}%" for x in shares)
                print(f"  {player if kind == 'all' else '':<7}{kind:<8}({len(vs):4d})        {row}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench.nap_coach")
    ap.add_argument("--hands", type=int, default=12, help="hands per preset")
    ap.add_argument("--presets", default=",".join(PRESETS))
    ap.add_argument("--player", choices=("random", "normal", "hard"), default="normal")
    ap.add_argument("--calibrate", action="store_true", help="the marks' shares by threshold instead")
    args = ap.parse_args(argv)
    presets = [p for p in args.presets.split(",") if p]
    if args.calibrate:
        report_calibration(presets, args.hands)
    else:
        report_cost(presets, args.hands, args.player)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
