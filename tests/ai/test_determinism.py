"""Same seed and same views: the same choices, for every level."""

from __future__ import annotations

import pytest

from game.ai import make_seat
from game.ai.napoleon.hard import HardSeat
from game.napoleon import PRESETS

from .helpers import play_hand


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_same_seed_same_game(level: str) -> None:
    rules = PRESETS["pagat"]

    def seats():  # type: ignore[no-untyped-def]
        if level == "hard":
            return [
                HardSeat(s, rollouts=10, min_worlds=2, bid_worlds=8, contract_rollouts=16) for s in range(5)
            ]
        return [make_seat(level, s) for s in range(5)]

    for seed in (1, 2):
        a = play_hand(rules, seed, seats()).actions
        b = play_hand(rules, seed, seats()).actions
        assert a == b
