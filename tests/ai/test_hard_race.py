"""Hard's successive halving: the budget is kept, Normal's card survives, survivors compare."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.ai import make_seat
from game.ai.napoleon import hard as hard_mod
from game.ai.napoleon import helper as helper_mod
from game.ai.napoleon.hard import HardSeat, candidates, race_schedule, representative
from game.ai.napoleon.knowledge import knowledge_of
from game.napoleon import NapoleonHand, Phase, RuleSet, SeatView


@pytest.mark.parametrize("cands,rollouts", [(2, 60), (3, 60), (5, 240), (10, 60), (10, 240), (13, 720)])
def test_the_schedule_spends_about_the_budget_in_halving_rounds(cands: int, rollouts: int) -> None:
    schedule = race_schedule(cands, rollouts)
    assert len(schedule) == max(1, (cands - 1).bit_length())
    size, spent = cands, 0
    for worlds in schedule:
        assert worlds >= 2
        spent += size * worlds
        size = (size + 1) // 2
    assert size <= 2  # the last round leaves one or two cards
    # Each round's share is rounded down, but at least two worlds a round.
    assert spent <= max(rollouts, 2 * cands * len(schedule)) + cands


def _opening_views(count: int) -> Iterator[SeatView]:
    """Play-phase views with at least five candidate cards, from Normal hands."""
    rules = RuleSet.preset("pagat")
    found = 0
    for seed in range(40):
        hand = NapoleonHand.new(rules, 900 + seed, dealer=seed % 5)
        seats = [make_seat("normal", seed * 10 + s) for s in range(5)]
        while not hand.is_over:
            view = hand.view(hand.to_act)
            if view.phase == Phase.PLAY and len(candidates(view, knowledge_of(view))) >= 5:
                yield view
                found += 1
                if found >= count:
                    return
                break
            hand.apply(seats[hand.to_act].choose(view))
    raise AssertionError("no position with five candidates: widen the search")


def test_the_race_keeps_normals_card_and_stays_within_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = 0
    real = helper_mod.play_out  # the play-outs run there (here, or half in the helper)

    def counting(*args: object) -> float:
        nonlocal calls
        calls += 1
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(helper_mod, "play_out", counting)
    for view in _opening_views(3):
        seat = HardSeat(4, rollouts=60, early=1.0)
        k = knowledge_of(view)
        cands = candidates(view, k)
        default, _ = seat.play_card(view)
        keep = representative(cands, default)
        calls = 0
        vals, done = seat.race_values(view, k, cands, keep)
        assert keep in vals
        assert 1 <= len(vals) <= 2  # the last round leaves two, Normal's card among them
        assert all(len(v) == done for v in vals.values())
        assert done == sum(race_schedule(len(cands), 60))
        # A world drawn twice is played out once: never more play-outs than the schedule's.
        assert calls <= 60 + 2 * len(cands) * len(race_schedule(len(cands), 60))


def test_racing_and_spreading_are_both_deterministic() -> None:
    view = next(_opening_views(1))
    for race in (True, False):
        a = HardSeat(9, rollouts=40, race=race).choose(view)
        b = HardSeat(9, rollouts=40, race=race).choose(view)
        assert a == b


def test_the_early_multiple_spends_more_only_in_the_first_three_tricks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    schedules: list[tuple[int, int]] = []
    real = hard_mod.race_schedule

    def spy(cands: int, rollouts: int) -> list[int]:
        schedules.append((cands, rollouts))
        return real(cands, rollouts)

    monkeypatch.setattr(hard_mod, "race_schedule", spy)
    view = next(_opening_views(1))
    assert view.trick_no < 3
    k = knowledge_of(view)
    cands = candidates(view, k)
    HardSeat(2, rollouts=50, early=2.0).race_values(view, k, cands, None)
    HardSeat(2, rollouts=50, early=1.0).race_values(view, k, cands, None)
    assert schedules == [(len(cands), 100), (len(cands), 50)]


def test_after_the_third_trick_the_budget_is_the_plain_one(monkeypatch: pytest.MonkeyPatch) -> None:
    budgets: list[int] = []
    real = hard_mod.race_schedule
    monkeypatch.setattr(hard_mod, "race_schedule", lambda c, r: budgets.append(r) or real(c, r))
    rules = RuleSet.preset("pagat")
    seats = [make_seat("normal", s) for s in range(5)]
    hand = NapoleonHand.new(rules, 77, dealer=2)
    while not hand.is_over:
        view = hand.view(hand.to_act)
        if view.phase == Phase.PLAY and view.trick_no >= 3 and len(candidates(view, knowledge_of(view))) >= 3:
            k = knowledge_of(view)
            HardSeat(1, rollouts=40).race_values(view, k, candidates(view, k), None)
            assert budgets == [40]
            return
        hand.apply(seats[hand.to_act].choose(view))
    raise AssertionError("no late position with three candidates: pick another seed")
