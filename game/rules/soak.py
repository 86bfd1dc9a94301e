"""Soak: random legal deals across every preset and player count, checking invariants.

    python -m game.rules.soak --deals 2000 [--seed 1] [--game napoleon]

Each deal of the game (from the registry) is played with random legal actions through the
checked engine, and the record replays to the same hand. The game's own invariants are
checked after every action and at the end, as each game's spec names them (``invariants``;
Napoleon: the cards are conserved, the points all accounted for and the payments sum to zero),
over its presets and the rule sets its spec adds (``soak_variants``). For a game
whose deals follow one another (``GameSpec.next_hand``: Nap's gathered and cut pack), each
preset and player count plays its deals in a chain, as a match does. Prints deals per second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

from .games import GAMES, GameSpec, game_spec
from .protocol import AnyGameHand, GameRules


class InvariantBroken(AssertionError):
    pass


def check_game(hand: AnyGameHand, during: bool, spec: GameSpec[Any]) -> None:
    """The game's own invariants, as its spec names them (none: nothing beyond the replay)."""
    broken = spec.invariants(hand, during) if spec.invariants is not None else None
    if broken:
        raise InvariantBroken(broken)


def soak_one(
    rules: GameRules,
    seed: int,
    rng: random.Random,
    check_every_step: bool,
    spec: GameSpec[Any],
    previous: AnyGameHand | None = None,
) -> AnyGameHand:
    """Play one deal of ``spec``'s game at random and check it; returns the finished hand.
    ``previous``: the deal this one follows, for a game whose deals follow one another."""
    dealer = seed % rules.players
    hand: AnyGameHand
    if previous is not None and spec.next_hand is not None:
        hand = spec.next_hand(rules, seed, dealer, previous)
    else:
        hand = spec.new_hand(rules, seed, dealer)
    steps = 0
    while not hand.is_over:
        actions = hand.legal_actions()
        if not actions:
            raise InvariantBroken(f"seat {hand.to_act} has no legal action")
        hand.apply(rng.choice(actions))
        steps += 1
        if steps > 2000:
            raise InvariantBroken("the hand does not end")
        if check_every_step:
            check_game(hand, True, spec)
    check_game(hand, False, spec)
    again = spec.replay(hand.record())
    if again.record() != hand.record() or spec.settle(again) != spec.settle(hand):
        raise InvariantBroken("the record does not replay to the same hand")
    return hand


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.rules.soak", description=__doc__)
    parser.add_argument("--deals", type=int, default=1000, help="deals to play in all")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fast", action="store_true", help="check card conservation only at the end")
    parser.add_argument("--game", default=next(iter(GAMES)), choices=list(GAMES))
    args = parser.parse_args(argv)
    spec = game_spec(args.game)
    cases = []
    variants = dict(spec.presets)
    if spec.soak_variants is not None:
        variants.update(spec.soak_variants())
    for name, preset in variants.items():
        for players in spec.players:
            try:
                cases.append((f"{name}/{players}p", preset.replace(players=players)))
            except ValueError:  # this preset does not play at that count (a RuleConflict)
                continue
    rng = random.Random(args.seed)
    start = time.perf_counter()
    failures = 0
    last: dict[str, AnyGameHand] = {}  # per case, the deal the next one follows
    for i in range(args.deals):
        label, rules = cases[i % len(cases)]
        seed = args.seed * 1_000_003 + i
        try:
            last[label] = soak_one(rules, seed, rng, not args.fast, spec, last.get(label))
        except Exception as exc:  # report every kind of failure with its deal, then go on
            failures += 1
            last.pop(label, None)
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
