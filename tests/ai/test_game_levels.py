"""Each registered game's spec declares the AI levels a player may choose (the new-game
screen offers them): its AI builds each of them."""

from __future__ import annotations

import importlib

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
