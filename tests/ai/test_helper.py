"""The search helper process: the same choices with it, without it, and when it dies."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.ai import make_seat
from game.ai.napoleon import helper
from game.ai.napoleon.hard import HardSeat
from game.ai.napoleon.knowledge import knowledge_of
from game.ai.napoleon.rollout import root_of
from game.ai.napoleon.sampler import sample, sampler_for
from game.napoleon import PRESETS, NapoleonHand, Phase, Play, SeatView

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


def test_an_answer_left_unread_is_never_taken_for_the_next(
    helper_process: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The local half raised after the helper got its half: the next search skips that answer."""
    view = _a_card_decision()
    root = root_of(view, 2)
    sp = sampler_for(view, knowledge_of(view))
    rng = random.Random(1)
    cards = tuple(sorted({int(a.card) for a in view.legal_actions if isinstance(a, Play)}))
    suits: dict[int, int | None] = dict.fromkeys(cards)
    first = [(sample(sp, rng), cards) for _ in range(4)]
    second = [(sample(sp, rng), cards) for _ in range(4)]

    def broken(*args: object) -> float:
        raise RuntimeError("a bug in the local half")

    with monkeypatch.context() as m:
        m.setattr(helper, "play_out", broken)
        with pytest.raises(RuntimeError):
            helper.play_outs(root, first, suits)
    got = helper.play_outs(root, second, suits)
    assert helper.attached()
    helper.attach(None)
    assert got == helper.play_outs(root, second, suits)


def _a_card_decision() -> SeatView:
    rules = PRESETS["pagat"]
    seats = [make_seat("normal", s) for s in range(5)]
    hand = NapoleonHand.new(rules, 8, dealer=0)
    while True:
        view = hand.view(hand.to_act)
        if view.phase == Phase.PLAY and view.trick_no == 2 and len(view.legal_actions) > 2:
            return view
        hand.apply(seats[hand.to_act].choose(view))
