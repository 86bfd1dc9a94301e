"""Soak: random legal deals across every preset and player count, checking invariants.

    python -m game.napoleon.soak --deals 2000 [--seed 1] [--game napoleon]

Each deal of the game (from the registry) is played with random legal actions through the
checked engine, and the record replays to the same hand. The game's own invariants are
checked after every action and at the end (Napoleon: the cards are conserved, the points all
accounted for and the payments sum to zero; other games name theirs in their spec). For a game
whose deals follow one another (``GameSpec.next_hand``: Nap's gathered and cut pack), each
preset and player count plays its deals in a chain, as a match does. Prints deals per second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

from game.rules.games import GAMES, GameSpec, game_spec

from .hand import NapoleonHand


class InvariantBroken(AssertionError):
    pass


def cards_everywhere(hand: NapoleonHand) -> list[int]:
    cards: list[int] = []
    for s in range(hand.n):
        mask = hand.hands[s]
        cards += [c for c in range(55) if (mask >> c) & 1]
        if hand.piles:
            cards += [c for p in hand.piles[s] for c in p]
    cards += [*hand.blind, *hand.discards, *hand.trick]
    cards += [c for t in hand.tricks for c in t.cards]
    return sorted(cards)


def check_napoleon(hand: NapoleonHand, during: bool) -> None:
    """Napoleon's invariants: cards conserved; at the end, every point and chip counted."""
    rules = hand.rules
    if sorted(rules.deck) != cards_everywhere(hand):
        raise InvariantBroken("cards are not conserved" + ("" if during else " at the end"))
    if during or hand.result is None:
        return
    discard_points = sum(1 for c in hand.discards if rules.is_point_card(c))
    if sum(hand.points_won) + discard_points != rules.total_points:
        raise InvariantBroken("the points are not all accounted for")
    if rules.scoring == "points_table":  # 003's points: each player's own, never negative
        if min(hand.result.payments) < 0:
            raise InvariantBroken(f"points {hand.result.payments} below zero")
    elif sum(hand.result.payments) != 0:
        raise InvariantBroken(f"payments {hand.result.payments} do not sum to zero")


def check_game(hand: Any, during: bool, spec: GameSpec[Any] | None = None) -> None:
    """The game's own invariants: the spec's, else Napoleon's."""
    if spec is not None and spec.invariants is not None:
        broken = spec.invariants(hand, during)
        if broken:
            raise InvariantBroken(broken)
    elif isinstance(hand, NapoleonHand):
        check_napoleon(hand, during)


def soak_one(
    rules: Any,
    seed: int,
    rng: random.Random,
    check_every_step: bool,
    spec: GameSpec[Any] | None = None,
    previous: Any = None,
) -> Any:
    """Play one deal at random and check it; returns the finished hand. ``previous``: the
    deal this one follows, for a game whose deals follow one another."""
    spec = spec or game_spec("napoleon")
    dealer = seed % rules.players
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


def napoleon_variants() -> dict[str, Any]:
    """Rule sets beyond the presets that the soak plays too: the options of issue 13 (003's
    extras and the peers' rules), so random play reaches every new bid and contract."""
    from .presets import KHOPESH, PAGAT, PAGAT_JOKER

    return {
        "peers": PAGAT.replace(
            max_bid=19,
            min_bid=13,
            all_pass_forced_contract={"number": 12, "trump": "S", "who": "forehand"},
        ),
        "peers-jokers": PAGAT_JOKER.replace(
            jokers=3,
            joker_led_strength="between_jacks",
            joker_follow_strength="lowest_of_led_suit",
            same_two_with_joker="counts_as_led",
        ),
        "khopesh-suitless": KHOPESH.replace(bid_kind="suitless", trust=True, rechoose_general=True),
        "khopesh-tricks": KHOPESH.replace(bid_kind="tricks", min_bid=5, auto_general=True),
        "khopesh-number": KHOPESH.replace(
            bid_kind="number",
            joker=True,
            joker_above_mighty="no_suit",
            first_trick_no_trump_lead=True,
            scoring="points_table",
        ),
        "khopesh-full": KHOPESH.replace(
            joker=True,
            joker_above_mighty="trump_suit",
            specials_are_trumps=True,
            no_trump="above",
            misere="both",
            target="general_joins_target",
            second_general_on_20=True,
            rechoose_general=True,
            trust=True,
            scoring="points_table",
        ),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.napoleon.soak", description=__doc__)
    parser.add_argument("--deals", type=int, default=1000, help="deals to play in all")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fast", action="store_true", help="check card conservation only at the end")
    parser.add_argument("--game", default="napoleon", choices=sorted(GAMES))
    args = parser.parse_args(argv)
    spec = game_spec(args.game)
    cases = []
    variants = dict(spec.presets)
    if spec.name == "napoleon":
        variants.update(napoleon_variants())
    for name, preset in variants.items():
        for players in spec.players:
            try:
                cases.append((f"{name}/{players}p", preset.replace(players=players)))
            except ValueError:  # this preset does not play at that count (a RuleConflict)
                continue
    rng = random.Random(args.seed)
    start = time.perf_counter()
    failures = 0
    last: dict[str, Any] = {}  # per case, the deal the next one follows
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
