"""One conformance suite for every registered game, through the registry (never naming a
game): a third game gets these checks by registering. In the style of OpenSpiel's random
simulation tests: random legal play to the end of each preset's hands, the record replays
exactly, a settlement sums to zero with the pools, and every AI level answers legally."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.ai import make_seat
from game.rules import GAMES, game_spec, replay

PRESETS = [(name, preset) for name in GAMES for preset in game_spec(name).presets]


def play_out(hand: Any, rng: random.Random) -> Any:
    """Random legal play to the end: every chosen action is one the engine calls legal."""
    steps = 0
    while not hand.is_over:
        legal = hand.legal_actions()
        assert legal, "a hand that is not over offers no action"
        action = rng.choice(legal)
        assert hand.why_illegal(action) is None
        hand.apply(action)
        steps += 1
        assert steps < 1000, "the hand never ends"
    return hand


@pytest.mark.parametrize(("name", "preset"), PRESETS, ids=[f"{g}-{p}" for g, p in PRESETS])
def test_random_play_replays_exactly_and_settles_to_zero(name: str, preset: str) -> None:
    spec = game_spec(name)
    rules = spec.presets[preset]
    for seed in range(4):
        hand = play_out(spec.new_hand(rules, seed, seed % rules.players), random.Random(seed))
        record = hand.record()
        assert spec.replay(record).record() == record
        assert replay(json.dumps(record)).record() == record  # as a file would bring it
        if spec.invariants is not None:
            assert spec.invariants(hand, False) is None
        settled = spec.settle(hand)
        if settled is not None:
            assert len(settled.payments) == rules.players
            assert sum(settled.payments) + settled.pool_change == 0


@pytest.mark.parametrize("name", list(GAMES))
def test_every_ai_level_answers_with_a_legal_action(name: str) -> None:
    """Each level the game offers sits at seat 0 of a hand of each preset (random seats
    elsewhere) for its first decisions: every answer is one of the view's legal actions."""
    spec = game_spec(name)
    for level in spec.levels:
        for rules in spec.presets.values():
            hand = spec.new_hand(rules, 5, 0)
            seat = make_seat(level, 5, game=name)
            rng = random.Random(5)
            asked = 0
            while not hand.is_over and asked < 3:
                if hand.to_act == 0:
                    view = hand.view(0)
                    action = seat.choose(view)
                    assert action in hand.legal_actions(), (level, action)
                    asked += 1
                else:
                    action = rng.choice(hand.legal_actions())
                hand.apply(action)
