"""The par's cost: the time to compute Hard's result on a challenge's deal, per game, at the
default settings (the daily challenge: the first preset, its player count, a Normal field).

    python -m bench.challenge [--games napoleon,nap] [--days 4] [--start 2025-01-01] [--helper on]

Plays the par of ``--days`` daily challenges (five deals each) from ``--start`` and prints,
per game, the time per deal (p50/p95/max) and per Hard decision (p50/p95/max, and how many a
node cap cut short), the load average, and each day's par digest (the same on every machine;
the times are this machine's). ``--helper on`` attaches the search helper process
(``game.ai.napoleon.helper``) as the app's AI worker may. It asserts nothing: the machines are shared
and noisy.
"""

from __future__ import annotations

import argparse
import os
import time
from datetime import date, timedelta
from typing import Any

from game.ai.napoleon import helper
from game.ai.stats import percentile
from game.challenge import DealRun, Par, daily, encode, hard_seat


def timed_par(game: str, day: date) -> tuple[str, Par, list[float], list[float], int | None]:
    """The day's code, its par, each deal's time, each of Hard's decisions' time, and how many
    of them a node cap cut short (a seat that counts nodes says so in ``last_budget``; None:
    this game's Hard counts rollouts, which always run to the end)."""
    challenge = daily(game, day)
    deals, deal_times, decisions = [], [], []
    cut: int | None = None
    for index in range(challenge.deals):
        start = time.perf_counter()
        run = DealRun(challenge, index, hard_seat(challenge, index))
        while not run.over:
            mine = run.players_turn
            if mine and hasattr(run.player, "last_budget"):
                run.player.last_budget = None  # type: ignore[union-attr]
            t = time.perf_counter()
            run.step()
            if mine:
                decisions.append(time.perf_counter() - t)
                budget = getattr(run.player, "last_budget", None)
                if budget is not None:
                    cut = (cut or 0) + budget.bitten
        deals.append(run.result())
        deal_times.append(time.perf_counter() - start)
    return encode(challenge), Par(tuple(deals)), deal_times, decisions, cut


def row(name: str, xs: list[float]) -> str:
    return (
        f"  {name:<16} n={len(xs):<4} p50 {percentile(xs, 50):6.2f} s  p95 {percentile(xs, 95):6.2f} s"
        f"  max {max(xs):6.2f} s"
    )


def report(games: list[str], days: int, start: date) -> None:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"par time at the daily challenge's settings; search helper {'on' if helper.attached() else 'off'}, "
        f"{os.cpu_count()} cores, load average {load:.1f}"
    )
    for game in games:
        deal_times: list[float] = []
        decisions: list[float] = []
        cut: int | None = None
        print(f"{game}:")
        for d in range(days):
            day = start + timedelta(days=d)
            code, result, times, hard, capped = timed_par(game, day)
            deal_times += times
            decisions += hard
            cut = cut if capped is None else (cut or 0) + capped
            print(
                f"  {day} {code}  par {result.total:+d}  digest {result.digest}  ({sum(times):.1f} s)",
                flush=True,
            )
        print(row("per deal", deal_times))
        note = "" if cut is None else f"  cut by the node cap: {cut}"
        print(row("per decision", decisions) + note, flush=True)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.challenge", description=__doc__.split("\n")[0])
    p.add_argument("--games", default="napoleon,nap")
    p.add_argument("--days", type=int, default=4)
    p.add_argument("--start", type=date.fromisoformat, default=date(2025, 1, 1))
    p.add_argument("--helper", choices=("on", "off"), default="off")
    a: Any = p.parse_args(argv)
    proc = None
    if a.helper == "on":
        proc, conn = helper.spawn()
        helper.attach(conn)
        helper.warm()
    try:
        report(a.games.split(","), a.days, a.start)
    finally:
        if proc is not None:
            helper.attach(None)
            proc.terminate()
            proc.join(1.0)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
