"""AI decision-time benchmark: ``python -m bench.ai``.

Plays seeded pagat hands with one seat of each level at a table of Normal seats and prints,
per level, the decision time p50/p95/max over a few hundred decisions (all phases). Hard
uses its app budget (240 rollouts per card decision).
"""

from __future__ import annotations

import argparse

from game.ai import make_seat
from game.ai.stats import percentile
from game.ai.tournament import play_timed
from game.rules import NapoleonHand, RuleSet


def measure(level: str, preset: str, decisions: int, seed: int) -> list[float]:
    rules = RuleSet.preset(preset)
    times: list[float] = []
    deal = 0
    while len(times) < decisions:
        deal += 1
        k = deal % rules.players
        seats = [
            make_seat(level if s == k else "normal", seed * 1000 + deal * 10 + s)
            for s in range(rules.players)
        ]
        hand = NapoleonHand.new(rules, seed * 100_000 + deal, dealer=deal % rules.players)
        play_timed(hand, seats, k, times)
    return times


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.ai", description=__doc__)
    p.add_argument("--preset", default="pagat")
    p.add_argument("--decisions", type=int, default=300)
    p.add_argument("--levels", default="random,easy,normal,hard")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args(argv)
    print(f"preset {a.preset}: decision time per level (ms), >= {a.decisions} decisions each")
    print(f"{'level':>7} {'n':>5} {'p50':>8} {'p95':>8} {'max':>8}")
    for level in a.levels.split(","):
        t = measure(level, a.preset, a.decisions, a.seed)
        print(
            f"{level:>7} {len(t):>5} {1000 * percentile(t, 50):>8.2f} "
            f"{1000 * percentile(t, 95):>8.2f} {1000 * max(t):>8.2f}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
