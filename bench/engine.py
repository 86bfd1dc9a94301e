"""Engine speed: random play-phase playouts and full random deals, per second.

    python -m bench.engine [--seconds 3]

Prints figures; it asserts nothing (the machines are shared and noisy).
"""

from __future__ import annotations

import argparse
import random
import time

from game.rules import NapoleonHand, Phase, RuleSet
from game.rules.simulate import playout


def play_phase_states(rules: RuleSet, count: int) -> list[NapoleonHand]:
    rng = random.Random(7)
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        hand = NapoleonHand.new(rules, seed)
        while hand.phase not in (Phase.PLAY, Phase.DONE):
            hand.apply(rng.choice(hand.legal_actions()))
        if hand.phase == Phase.PLAY:
            out.append(hand)
    return out


def rate(fn, seconds: float) -> float:  # type: ignore[no-untyped-def]
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        for _ in range(50):
            fn()
        done += 50
    return done / elapsed


def measure(rules: RuleSet, seconds: float) -> tuple[float, float, float]:
    states = play_phase_states(rules, 200)
    rng = random.Random(1)
    i = 0

    def fast() -> None:
        nonlocal i
        playout(states[i % len(states)], rng)
        i += 1

    def checked() -> None:
        nonlocal i
        hand = states[i % len(states)].clone()
        i += 1
        while not hand.is_over:
            hand.apply(rng.choice(hand.legal_actions()))

    seed = 0

    def full() -> None:
        nonlocal seed
        seed += 1
        hand = NapoleonHand.new(rules, seed)
        while not hand.is_over:
            hand.apply(rng.choice(hand.legal_actions()))

    return rate(fast, seconds), rate(checked, seconds), rate(full, seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--preset", action="append", help="preset(s) to measure (default: all main ones)")
    args = parser.parse_args()
    presets = args.preset or ["pagat", "pagat-joker", "bga"]
    print(f"{'preset':<12} {'playouts/s':>11} {'checked play/s':>15} {'full deals/s':>13}")
    for name in presets:
        fast, checked, full = measure(RuleSet.preset(name), args.seconds)
        print(f"{name:<12} {fast:>11,.0f} {checked:>15,.0f} {full:>13,.0f}")
    print("playouts/s: random play-phase playouts on the unchecked path (same PlayTables);")
    print("checked play/s: the same from a cloned state through legal_actions()/apply();")
    print("full deals/s: deal, random bidding, call, exchange, play and scoring, all checked.")


if __name__ == "__main__":
    main()
