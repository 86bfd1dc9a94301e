"""Nap's AI seats: every level plays legal moves from its own view, and a seed replays it."""

from __future__ import annotations

import pytest

from game.ai import make_seat
from game.nap import NapRules
from game.rules import game_spec

LEVELS = ("random", "easy", "normal", "hard")


def play(preset: str, levels: tuple[str, ...], seed: int) -> list[str]:
    rules = NapRules.preset(preset).replace(players=len(levels))
    seats = [make_seat(level, seed * 10 + i, game="nap") for i, level in enumerate(levels)]
    hand = game_spec("nap").new_hand(rules, seed, 0)
    while not hand.is_over:
        view = hand.view(hand.to_act)
        action = seats[hand.to_act].choose(view)
        assert action in view.legal_actions
        hand.apply(action)
    return [str(a) for a in hand.actions]


@pytest.mark.parametrize("preset", ["standard", "sir-garnet", "ecarte", "peep", "misere-wellington-blucher"])
def test_every_level_plays_legally_and_a_seed_replays_every_choice(preset: str) -> None:
    levels = ("hard", "normal", "easy", "random")
    assert play(preset, levels, 3) == play(preset, levels, 3)


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown AI level 'expert'"):
        make_seat("expert", game="nap")
