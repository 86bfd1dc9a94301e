"""Nap hard's decision budget: solver nodes counted over every sample of a decision (a seed
replays the choice), a search cut short is dropped, and a decision that finished no sample
falls back on the rules of thumb, still legal."""

from __future__ import annotations

import pytest

from game.ai.british_nap.hard import NapHardSeat
from game.ai.british_nap.heuristic import NapHeuristicSeat
from game.ai.british_nap.solver import UNSET, Budget, NapTarget, OutOfBudget
from game.british_nap import NapHand, NapRules
from game.rules.card_actions import Play


def first_lead(preset: str, seed: int) -> NapHand:
    """A 5-player hand at its first lead (Normal's bids)."""
    hand = NapHand.new(NapRules.preset(preset), seed, 0)
    normal = NapHeuristicSeat(seed)
    while not isinstance(hand.legal_actions()[0], Play):
        hand.apply(normal.choose(hand.view(hand.to_act)))
    return hand


def test_a_search_stops_when_its_budget_is_spent_and_charges_what_it_searched() -> None:
    hand = NapHand.new(NapRules.preset("standard"), 4, 0)
    masks = [sum(1 << c for c in h) for h in hand.hands]
    free = NapTarget(5, 1, False)
    free.reaches(masks, 1, [], [], UNSET, 2)
    assert free.nodes > 4000  # the search needs more than the budget below gives
    budget = Budget(3000, None)  # more than one look at the clock (every 2048 nodes)
    with pytest.raises(OutOfBudget):
        NapTarget(5, 1, False, budget).reaches(masks, 1, [], [], UNSET, 2)
    assert budget.left in (0, -1) and budget.bitten


@pytest.mark.parametrize("phase", ["bid", "lead"])
def test_every_decision_stays_within_its_nodes(phase: str) -> None:
    for seed in range(4):
        hand = (
            NapHand.new(NapRules.preset("sir-garnet"), seed, 0)
            if phase == "bid"
            else first_lead("standard", seed)
        )
        seat = NapHardSeat(seed, nodes=3000, seconds=None)
        view = hand.view(hand.to_act)
        assert seat.choose(view) in view.legal_actions
        if seat.last_budget is not None:
            assert seat.last_budget.left >= -1  # stopped at the node that spent it


def test_with_no_nodes_hard_falls_back_on_normals_card_and_with_nodes_a_seed_replays_it() -> None:
    hand = first_lead("standard", 5)
    view = hand.view(hand.to_act)
    starved = NapHardSeat(1, nodes=0, seconds=None).choose(view)
    assert starved == NapHeuristicSeat(1).choose(view)
    picks = {NapHardSeat(1, nodes=20_000, seconds=None).choose(view) for _ in range(3)}
    assert len(picks) == 1


def test_bench_ai_times_naps_seats(capsys: pytest.CaptureFixture[str]) -> None:
    from bench.ai import main

    assert main(["--game", "nap", "--decisions", "20", "--levels", "random,normal"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("nap: preset standard") and "normal" in out
