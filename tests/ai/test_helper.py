"""The search helper process: the same choices with it, without it, and when it dies."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.ai import helper
from game.ai.hard import HardSeat
from game.rules import PRESETS

from .helpers import play_hand


def _hard_seats() -> list[HardSeat]:
    return [HardSeat(s, rollouts=40, min_worlds=2, bid_worlds=8, contract_rollouts=16) for s in range(5)]


@pytest.fixture
def helper_process() -> Iterator[None]:
    proc, conn = helper.spawn()
    helper.attach(conn)
    try:
        yield
    finally:
        helper.attach(None)
        conn.close()
        proc.join(5)
        if proc.is_alive():
            proc.kill()


@pytest.mark.parametrize("preset", ["pagat", "bga"])
def test_a_helper_changes_no_choice(preset: str, helper_process: None) -> None:
    rules = PRESETS[preset]
    assert helper.attached()
    before = helper.answered()
    with_helper = play_hand(rules, 3, _hard_seats()).actions
    assert helper.attached()  # no request failed
    assert helper.answered() > before + 20  # it took part in the searches
    helper.attach(None)
    alone = play_hand(rules, 3, _hard_seats()).actions
    assert with_helper == alone


def test_a_helper_that_dies_is_dropped_and_the_hand_goes_on() -> None:
    rules = PRESETS["pagat"]
    alone = play_hand(rules, 4, _hard_seats()).actions
    proc, conn = helper.spawn()
    helper.attach(conn)
    proc.kill()
    proc.join(5)
    try:
        got = play_hand(rules, 4, _hard_seats()).actions
    finally:
        helper.attach(None)
        conn.close()
    assert got == alone
    assert not helper.attached()
