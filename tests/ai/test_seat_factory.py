"""make_seat reaches each game's seat factory through the registry."""

import pytest

from game.ai import make_seat, seat_factory
from game.ai.napoleon.seats import make_napoleon_seat
from game.napoleon import NapoleonHand, RuleSet


def test_make_seat_resolves_the_games_factory_and_keeps_the_old_call_forms():
    assert seat_factory("napoleon") is make_napoleon_seat
    view = NapoleonHand.new(RuleSet.preset("pagat"), 3).view(1)
    for level in ("random", "easy", "normal"):
        old, new = make_seat(level, 7), make_seat(level, 7, game="napoleon")
        assert old.name == new.name == level and old.choose(view) == new.choose(view)


def test_unknown_level_or_game_is_a_value_error():
    with pytest.raises(ValueError, match="unknown AI level 'genius'"):
        make_seat("genius")
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        make_seat("normal", game="chess")
