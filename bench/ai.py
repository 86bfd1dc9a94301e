"""AI decision-time benchmark: ``python -m bench.ai``.

Plays seeded pagat hands with one seat of each level at a table of Normal seats and prints,
per level, the decision time p50/p95/max over a few hundred decisions (all phases). Hard
uses its app budget (240 rollouts per card decision), alone as in the app, or with the search
helper process (``game.ai.napoleon.helper``, ``--helper on``: the app's ``NAPOLEON_AI_HELPER=on``).
``--game nap`` times British Nap's seats the same way (default preset ``standard``; hard with
its per-decision budget).
"""

from __future__ import annotations

import argparse
import os

from game.ai import make_seat
from game.ai.napoleon import helper
from game.ai.stats import percentile
from game.ai.tournament import play_timed
from game.rules.games import game_spec


def measure(level: str, preset: str, decisions: int, seed: int, game: str = "napoleon") -> list[float]:
    """Decision times of one seat of ``level`` at a table of Normal seats, over seeded hands of
    any registered game (its spec deals them), the level's seat moving round the table."""
    spec = game_spec(game)
    rules = spec.presets[preset]
    times: list[float] = []
    deal = 0
    while len(times) < decisions:
        deal += 1
        k = deal % rules.players
        seats = [
            make_seat(level if s == k else "normal", seed * 1000 + deal * 10 + s, game=game)
            for s in range(rules.players)
        ]
        play_timed(spec.new_hand(rules, seed * 100_000 + deal, deal % rules.players), seats, k, times)
    return times


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.ai", description=__doc__)
    p.add_argument("--game", default="napoleon", help="the registered game: napoleon or nap")
    p.add_argument("--preset", default=None, help="default: pagat (Napoleon), standard (Nap)")
    p.add_argument("--decisions", type=int, default=300)
    p.add_argument("--levels", default="random,easy,normal,hard")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--helper", choices=("on", "off"), default="off")
    a = p.parse_args(argv)
    proc = None
    if a.helper == "on":
        proc, conn = helper.spawn()
        helper.attach(conn)
        helper.warm()
    try:
        report(a)
    finally:
        if proc is not None:
            helper.attach(None)
            proc.terminate()
            proc.join(1.0)
    return 0


def report(a: argparse.Namespace) -> None:
    a.preset = a.preset or ("pagat" if a.game == "napoleon" else next(iter(game_spec(a.game).presets)))
    game = "" if a.game == "napoleon" else f"{a.game}: "
    print(
        f"{game}preset {a.preset}: decision time per level (ms), >= {a.decisions} decisions each; "
        f"search helper {'on' if helper.attached() else 'off'}, {os.cpu_count()} cores"
    )
    print(f"{'level':>7} {'n':>5} {'p50':>8} {'p95':>8} {'max':>8}")
    for level in a.levels.split(","):
        t = measure(level, a.preset, a.decisions, a.seed, a.game)
        print(
            f"{level:>7} {len(t):>5} {1000 * percentile(t, 50):>8.2f} "
            f"{1000 * percentile(t, 95):>8.2f} {1000 * max(t):>8.2f}",
            flush=True,
        )


if __name__ == "__main__":
    raise SystemExit(main())
