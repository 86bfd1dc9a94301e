"""A table of Normal seats declares a contract in most deals under every preset and player
count (``python -m game.ai.napoleon.calibrate`` prints the full table; the aim there is 80%)."""

from __future__ import annotations

import pytest

from game.ai.napoleon.calibrate import combinations, measure
from game.ai.napoleon.contract import last_chance
from game.napoleon import PASS, PRESETS, NapoleonHand

CASES = combinations()
DEALS = 16


@pytest.mark.parametrize(
    ("preset", "n"), [(p, n) for p, n, _ in CASES], ids=[f"{p}-{n}" for p, n, _ in CASES]
)
def test_normal_table_declares_most_deals(preset: str, n: int) -> None:
    row = measure(preset, n, DEALS, "normal", seed=3)
    assert row.declare_rate >= 0.6, (
        f"{preset} {n}p: a Normal table declared in only {row.declared} of {DEALS} deals"
    )


def test_every_combination_is_measured() -> None:
    assert len(CASES) >= 30
    assert {p for p, _, _ in CASES} == set(PRESETS)


def test_last_chance_is_the_last_seat_before_a_throw_in() -> None:
    rules = PRESETS["pagat"].replace(players=3)
    hand = NapoleonHand.new(rules, 5, dealer=0)
    assert not last_chance(hand.view(hand.to_act))
    hand.apply(PASS)
    assert not last_chance(hand.view(hand.to_act))
    hand.apply(PASS)
    assert last_chance(hand.view(hand.to_act))
