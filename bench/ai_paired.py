"""Paired comparisons of Hard's variants on the tournament's duplicate deals:
``python -m bench.ai_paired``.

``run``: the tournament's Hard candidate against a Normal field, with some of ``HardSeat``'s
constructor switches changed (``--set auction_inference=0``) or, as a diagnostic, part of the
hidden deal told to it (``--told side:napoleon``, :mod:`bench.ai_told`), the per-deal chips
written to ``OUT/results.json`` as the tournament writes them. ``compare A B``: the paired difference of
two such results (or the tournament's own) on the same deals, B minus A, with a t interval and
a bootstrap interval over deals.
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path
from typing import Any

from game.ai import tournament
from game.ai.base import GameSeat
from game.ai.napoleon.hard import HardSeat
from game.ai.stats import bootstrap_ci, mean

from .ai_told import ToldHardSeat, parse_told


def parse_set(text: str) -> tuple[str, float]:
    name, _, value = text.partition("=")
    if not name or not value:
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, got {text!r}")
    try:
        return name, float(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{value!r} is not a number") from exc


def chips_of(path: Path) -> list[float]:
    rows = json.loads((path / "results.json").read_text(encoding="utf-8"))
    hard = [r for r in rows if r["candidate"] == "hard"] or rows
    return [float(x) for x in hard[0]["chips_per_deal"]]


def compare(a: list[float], b: list[float], seed: int) -> str:
    if len(a) != len(b) or len(a) < 2:
        return f"cannot pair: {len(a)} and {len(b)} deals"
    d = [y - x for x, y in zip(a, b, strict=True)]
    m = mean(d)
    sd = math.sqrt(sum((x - m) ** 2 for x in d) / (len(d) - 1))
    half = 1.96 * sd / math.sqrt(len(d))
    lo, hi = bootstrap_ci(d, seed=seed)
    return (
        f"{len(d)} deals: A {mean(a):+.3f}, B {mean(b):+.3f}, B - A {m:+.3f} "
        f"t [{m - half:+.3f}, {m + half:+.3f}] bootstrap [{lo:+.3f}, {hi:+.3f}]"
    )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.ai_paired", description=__doc__)
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--preset", default="pagat")
    r.add_argument("--players", type=int, default=5)
    r.add_argument("--deals", type=int, default=150)
    r.add_argument("--seed", type=int, default=2)
    r.add_argument("--hard-rollouts", type=int, default=60)
    r.add_argument("--set", type=parse_set, action="append", default=[], metavar="NAME=VALUE")
    r.add_argument("--told", default=None, metavar="PART[:WHO]", help="see bench.ai_told")
    r.add_argument("--out", required=True)
    c = sub.add_parser("compare")
    c.add_argument("a")
    c.add_argument("b")
    c.add_argument("--seed", type=int, default=0)
    a = p.parse_args(argv)
    if a.cmd == "compare":
        print(compare(chips_of(Path(a.a)), chips_of(Path(a.b)), a.seed))
        return 0
    changes: dict[str, Any] = {}
    for name, value in a.set:
        if not hasattr(HardSeat(0), name):
            p.error(f"HardSeat has no switch {name!r}")
        current = getattr(HardSeat(0), name)
        changes[name] = type(current)(value) if current is not None else value
    told: tuple[str, str] | None = None
    if a.told is not None:
        try:
            told = parse_told(a.told)
        except ValueError as exc:
            p.error(str(exc))
    original = tournament.seat_of

    def seat_of(level: str, seed: int, cfg: tournament.Config) -> GameSeat[Any, Any]:
        if level == "hard" and told is not None:
            return ToldHardSeat(seed, *told, rollouts=cfg.hard_rollouts, **changes)
        if level == "hard":
            return HardSeat(seed, rollouts=cfg.hard_rollouts, **changes)
        return original(level, seed, cfg)

    tournament.seat_of = seat_of  # the tournament's own deals and scoring, our seat
    cfg = tournament.Config(a.preset, a.players, "hard", "normal", a.seed, a.hard_rollouts, None)
    results = tournament.run(cfg, a.deals, 1, progress=True)
    row = tournament.summarise(cfg, results)
    row["changes"] = changes
    if told is not None:
        row["told"] = ":".join(told)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps([row], indent=2), encoding="utf-8")
    print(
        f"{a.preset} {a.players} players, {a.deals} deals, seed {a.seed}, "
        f"rollouts {a.hard_rollouts}, {changes}" + (f", told {a.told}" if told else "")
    )
    print(f"chips/deal {row['mean_chips']:+.3f} {row['ci95']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
