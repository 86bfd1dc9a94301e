"""Soak: random legal deals across every preset and player count, checking invariants.

    python -m game.rules.soak --deals 2000 [--seed 1]

Each deal is played with random legal actions through the checked engine; after every
action the cards are conserved; at the end the points are all accounted for, payments sum
to zero and the record replays to the same result. Prints deals per second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from .hand import NapoleonHand
from .options import RuleConflict, RuleSet
from .presets import PRESETS
from .record import replay


class InvariantBroken(AssertionError):
    pass


def cards_everywhere(hand: NapoleonHand) -> list[int]:
    cards: list[int] = []
    for s in range(hand.n):
        mask = hand.hands[s]
        cards += [c for c in range(54) if (mask >> c) & 1]
        if hand.piles:
            cards += [c for p in hand.piles[s] for c in p]
    cards += [*hand.blind, *hand.discards, *hand.trick]
    cards += [c for t in hand.tricks for c in t.cards]
    return sorted(cards)


def soak_one(rules: RuleSet, seed: int, rng: random.Random, check_every_step: bool) -> None:
    hand = NapoleonHand.new(rules, seed, dealer=seed % rules.players)
    deck = sorted(rules.deck)
    steps = 0
    while not hand.is_over:
        actions = hand.legal_actions()
        if not actions:
            raise InvariantBroken(f"seat {hand.to_act} has no legal action in {hand.phase}")
        hand.apply(rng.choice(actions))
        steps += 1
        if steps > 2000:
            raise InvariantBroken("the hand does not end")
        if check_every_step and cards_everywhere(hand) != deck:
            raise InvariantBroken("cards are not conserved")
    if cards_everywhere(hand) != deck:
        raise InvariantBroken("cards are not conserved at the end")
    if hand.result is not None:
        discard_points = sum(1 for c in hand.discards if rules.is_point_card(c))
        if sum(hand.points_won) + discard_points != rules.total_points:
            raise InvariantBroken("the points are not all accounted for")
        if sum(hand.result.payments) != 0:
            raise InvariantBroken(f"payments {hand.result.payments} do not sum to zero")
    again = replay(hand.record())
    if again.result != hand.result or again.actions != hand.actions:
        raise InvariantBroken("the record does not replay to the same hand")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.rules.soak", description=__doc__)
    parser.add_argument("--deals", type=int, default=1000, help="deals to play in all")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fast", action="store_true", help="check card conservation only at the end")
    args = parser.parse_args(argv)
    cases = []
    for name, preset in PRESETS.items():
        for players in (2, 3, 4, 5, 6):
            try:
                cases.append((f"{name}/{players}p", preset.replace(players=players)))
            except RuleConflict:
                continue
    rng = random.Random(args.seed)
    start = time.perf_counter()
    failures = 0
    for i in range(args.deals):
        label, rules = cases[i % len(cases)]
        seed = args.seed * 1_000_003 + i
        try:
            soak_one(rules, seed, rng, not args.fast)
        except Exception as exc:  # report every kind of failure with its deal, then go on
            failures += 1
            print(f"FAIL {label} seed={seed}: {type(exc).__name__}: {exc}", file=sys.stderr)
    elapsed = time.perf_counter() - start
    when = "at the end" if args.fast else "after every action"
    print(
        f"{args.deals} deals over {len(cases)} preset/player-count combinations in {elapsed:.1f} s: "
        f"{args.deals / elapsed:,.0f} deals/s (invariants checked {when}); {failures} failure(s)"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
