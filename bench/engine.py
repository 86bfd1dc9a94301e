"""Engine speed: random play-phase playouts and full random deals, per second, for Napoleon
and British Nap.

    python -m bench.engine [--seconds 3]

Prints figures; it asserts nothing (the machines are shared and noisy).
"""

from __future__ import annotations

import argparse
import random
import time

from game.ai.british_nap.solver import UNSET, NapTarget
from game.british_nap import NapHand, NapPhase, NapRules
from game.napoleon import NapoleonHand, Phase, RuleSet
from game.napoleon.simulate import playout


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


def nap_measure(rules: NapRules, seconds: float) -> tuple[float, float, float]:
    """Nap: random playouts from play-phase states (checked, cloned), full random deals, and
    the hard seat's exact solves of a whole deal (can the bidder take 3 tricks?)."""
    rng = random.Random(1)
    states: list[NapHand] = []
    seed = 0
    while len(states) < 200:
        seed += 1
        hand = NapHand.new(rules, seed)
        while hand.phase not in (NapPhase.PLAY, NapPhase.DONE):
            hand.apply(rng.choice(hand.legal_actions()))
        if hand.phase == NapPhase.PLAY:
            states.append(hand)
    i = 0

    def play_out() -> None:
        nonlocal i
        hand = states[i % len(states)].clone()
        i += 1
        while not hand.is_over:
            hand.apply(rng.choice(hand.legal_actions()))

    def full() -> None:
        nonlocal seed
        seed += 1
        hand = NapHand.new(rules, seed)
        while not hand.is_over:
            hand.apply(rng.choice(hand.legal_actions()))

    def solve() -> None:
        nonlocal i
        hand = states[i % len(states)]
        i += 1
        masks = [sum(1 << c for c in h) for h in hand.hands]
        bidder = hand.bidder if hand.bidder is not None else 0
        NapTarget(hand.n, bidder, False).reaches(masks, hand.to_act, [], [], UNSET, 3)

    # Seven cards a hand take the solver seconds (the hard seat then plays by rules of thumb
    # until five are left): no solve figure there.
    solves = rate(solve, seconds / 3) if rules.hand_size == 5 else float("nan")
    return rate(play_out, seconds), rate(full, seconds), solves


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
    print()
    print(f"{'nap preset':<12} {'playouts/s':>11} {'full deals/s':>13} {'solves/s':>9}")
    for name in ("standard", "sir-garnet", "seven-card"):
        out, full, solves = nap_measure(NapRules.preset(name), args.seconds)
        print(f"{name:<12} {out:>11,.0f} {full:>13,.0f} {solves:>9,.0f}")
    print("Nap playouts/s: random play from a play-phase state through legal_actions()/apply();")
    print("solves/s: the hard seat's exact search of a whole 5-player deal (bidder takes 3?).")


if __name__ == "__main__":
    main()
