"""Napoleon's first-trick budget (``nap_first``): more play-outs for his cards in trick one
only, never for another seat's."""

from __future__ import annotations

import pytest

import game.ai.napoleon.hard as hard_mod
from game.ai import make_seat
from game.ai.napoleon.hard import HardSeat, candidates
from game.ai.napoleon.knowledge import knowledge_of
from game.napoleon import NapoleonHand, Phase, RuleSet, SeatView


def first_trick_views() -> tuple[SeatView, SeatView]:
    """Napoleon's and another seat's first card decision, each with three candidates or more."""
    rules = RuleSet.preset("pagat")
    nap_view = other = None
    for deal in range(20):
        seats = [make_seat("normal", deal * 10 + s) for s in range(5)]
        hand = NapoleonHand.new(rules, 300 + deal, dealer=deal % 5)
        while not hand.is_over:
            view = hand.view(hand.to_act)
            if view.phase == Phase.PLAY and view.trick_no > 0:
                break
            if view.phase == Phase.PLAY and len(candidates(view, knowledge_of(view))) >= 3:
                if view.seat == view.napoleon and nap_view is None:
                    nap_view = view
                elif view.seat != view.napoleon and other is None:
                    other = view
            if nap_view is not None and other is not None:
                return nap_view, other
            hand.apply(seats[hand.to_act].choose(view))
    raise AssertionError("no such views: widen the search")


def test_napoleons_first_trick_gets_the_multiple(monkeypatch: pytest.MonkeyPatch) -> None:
    budgets: list[int] = []
    real = hard_mod.race_schedule

    def spy(cands: int, rollouts: int) -> list[int]:
        budgets.append(rollouts)
        return real(cands, rollouts)

    monkeypatch.setattr(hard_mod, "race_schedule", spy)
    nap_view, other = first_trick_views()
    for view in (nap_view, other):
        k = knowledge_of(view)
        cands = candidates(view, k)
        HardSeat(2, rollouts=50, early=2.0, nap_first=3.0).race_values(view, k, cands, None)
        HardSeat(2, rollouts=50, early=2.0).race_values(view, k, cands, None)
    assert budgets == [300, 100, 100, 100]
