"""Each registered game's spec declares its AI parts: the levels a player may choose (the
new-game screen offers them; its AI builds each of them) and whether it has a coach."""

from __future__ import annotations

import importlib
import random

import pytest

from game.ai import make_seat
from game.rules import GAMES, game_spec


@pytest.mark.parametrize("name", list(GAMES))
def test_each_game_offers_the_levels_its_seat_factory_builds(name: str) -> None:
    """The new-game screen offers the spec's levels: the game's AI builds every one of them,
    and they are exactly the levels its seat module knows."""
    spec = game_spec(name)
    assert spec.levels
    for level in spec.levels:
        assert make_seat(level, 1, game=name) is not None
    module = importlib.import_module(spec.seat_factory.partition(":")[0])
    assert tuple(module.LEVELS) == spec.levels


@pytest.mark.parametrize("name", list(GAMES))
def test_a_game_declares_a_coach_exactly_when_the_coach_reads_its_hands(name: str) -> None:
    """The hand history offers a review when the spec names a coach: the game's coach then
    reads its finished hands; a game that names none is refused, in the player's words."""
    from game.ai.coaching import NotCoachable, coach_of, coachable, evaluate

    spec = game_spec(name)
    rules = next(iter(spec.presets.values()))
    hand = spec.new_hand(rules, 3, 0)
    rng = random.Random(3)
    while not hand.is_over:
        hand.apply(rng.choice(hand.legal_actions()))
    record = hand.record()
    assert coachable(record, 0) == (spec.coach is not None)
    assert not coachable(record, rules.players) and not coachable(record, None)
    if spec.coach is not None:
        coach = coach_of(record)
        assert coach is not None and callable(coach)
    else:
        with pytest.raises(NotCoachable):
            evaluate(record, 0)
