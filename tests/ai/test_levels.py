"""Every level plays whole hands under every preset and player count, legally."""

from __future__ import annotations

import pytest

from game.ai import make_seat
from game.ai.napoleon.hard import HardSeat
from game.ai.napoleon.seats import LEVELS, Seat
from game.napoleon import Discard

from .helpers import play_hand, rule_sets

CASES = list(rule_sets())


def seats_for(level: str, n: int, seed: int) -> list[Seat]:
    if level == "hard":
        # A small budget keeps the suite fast; the search code paths are the same.
        return [
            HardSeat(seed * 10 + s, rollouts=8, min_worlds=2, bid_worlds=8, contract_rollouts=16)
            for s in range(n)
        ]
    return [make_seat(level, seed * 10 + s) for s in range(n)]


def test_levels_are_listed() -> None:
    assert LEVELS == ("random", "easy", "normal", "hard")
    for level in LEVELS:
        assert make_seat(level, 1).name == level


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize(("preset", "n", "rules"), CASES, ids=[f"{p}-{n}" for p, n, _ in CASES])
def test_heuristic_levels_play_legally(level: str, preset: str, n: int, rules: object) -> None:
    for seed in range(3):
        play_hand(rules, seed, seats_for(level, n, seed))  # type: ignore[arg-type]


@pytest.mark.parametrize(("preset", "n", "rules"), CASES, ids=[f"{p}-{n}" for p, n, _ in CASES])
def test_hard_plays_legally(preset: str, n: int, rules: object) -> None:
    play_hand(rules, 7, seats_for("hard", n, 7))  # type: ignore[arg-type]


def test_hard_mixed_table_many_seeds() -> None:
    from game.napoleon import PRESETS

    for preset in ("pagat", "bga", "pagat-joker"):
        rules = PRESETS[preset]
        for seed in range(4):
            seats: list[Seat] = [
                HardSeat(seed, rollouts=10, min_worlds=2, bid_worlds=8, contract_rollouts=16),
                make_seat("normal", 1),
                make_seat("easy", 2),
                make_seat("random", 3),
                make_seat("normal", 4),
            ]
            play_hand(rules, seed, seats)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_never_discards_the_mighty(level: str) -> None:
    from game.napoleon import PRESETS

    discarded: list[tuple[int, object]] = []

    def watch(view: object, action: object) -> None:
        if isinstance(action, Discard):
            discarded.append((int(action.card), view))

    for preset in ("pagat", "bga", "pagat-joker", "rules-card"):
        rules = PRESETS[preset]
        for seed in range(12 if level != "hard" else 4):
            discarded.clear()
            hand = play_hand(rules, seed, seats_for(level, rules.players, seed), watch)
            if hand.trump is not None or hand.napoleon is not None:
                mighty = int(rules.mighty(hand.trump))
                assert all(c != mighty for c, _ in discarded)
