"""A fingerprint of the AI's choices on fixed seeds: ``python -m bench.ai_choices``.

Refactors must not change what the seats decide. This plays seeded deals under every preset
and player count with a mixed table (random, easy, normal and hard seats; hard on a small,
reproducible rollout budget so it runs in about a minute), and prints the number of decisions
and a SHA-256 of every (seat, action) in order, per preset and overall. Run it before and after
a change: equal digests mean identical choices.
"""

from __future__ import annotations

import argparse
import hashlib

from game.ai import make_seat
from game.ai.napoleon.hard import HardSeat
from game.ai.napoleon.seats import Seat
from game.napoleon import PRESETS, NapoleonHand, RuleConflict, RuleSet
from game.napoleon.options import PLAYER_COUNTS

LEVELS = ("random", "easy", "normal", "hard")


def seat_for(level: str, seed: int) -> Seat:
    if level == "hard":  # a small budget counted in rollouts, never in seconds: reproducible
        return HardSeat(seed, rollouts=24, bid_worlds=6, contract_rollouts=24)
    return make_seat(level, seed)


def fingerprint(preset: str, players: int, deals: int, seed: int) -> tuple[int, str]:
    try:
        rules = RuleSet.preset(preset).replace(players=players)
    except RuleConflict:
        return 0, "-"
    digest = hashlib.sha256()
    decisions = 0
    for deal in range(deals):
        seats = [
            seat_for(LEVELS[(s + deal) % len(LEVELS)], seed * 1000 + deal * 10 + s) for s in range(players)
        ]
        hand = NapoleonHand.new(rules, seed * 100_000 + deal, dealer=deal % players)
        while not hand.is_over:
            s = hand.to_act
            action = seats[s].choose(hand.view(s))
            digest.update(f"{s}:{action!r};".encode())
            decisions += 1
            hand.apply(action)
    return decisions, digest.hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.ai_choices", description=__doc__)
    p.add_argument("--deals", type=int, default=3, help="deals per preset and player count")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--presets", default=",".join(PRESETS))
    a = p.parse_args(argv)
    total = hashlib.sha256()
    count = 0
    print(f"{'preset':>12} {'players':>7} {'decisions':>9}  digest")
    for preset in a.presets.split(","):
        for players in PLAYER_COUNTS:
            n, d = fingerprint(preset, players, a.deals, a.seed)
            count += n
            total.update(d.encode())
            print(f"{preset:>12} {players:>7} {n:>9}  {d}", flush=True)
    print(f"all: {count} decisions, digest {total.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
