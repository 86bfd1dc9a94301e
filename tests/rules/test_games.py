"""The registry of games and record dispatch by format (the import graph: tests/test_layers.py)."""

from __future__ import annotations

import importlib
import random
import re

import pytest

from game.napoleon import NapoleonHand, RuleSet
from game.napoleon.help import describe_rules
from game.napoleon.presets import PRESETS
from game.rules import GAMES, Match, RecordError, game_spec, replay
from game.rules.games import GameSpec, register, spec_for_rules


def test_napoleon_is_registered_with_its_parts():
    spec = game_spec("napoleon")
    assert "napoleon" in GAMES and spec.title == "Napoleon"
    assert spec.rules_type is RuleSet and spec.presets is PRESETS
    assert spec.players == (2, 3, 4, 5, 6)
    assert (spec.record_format, spec.match_format) == ("napoleon-hand", "napoleon-match")
    assert spec.describe_rules is describe_rules
    assert spec.seat_factory == "game.ai.napoleon.seats:make_napoleon_seat"
    assert spec.presenter == "game.ui.napoleon.presenter:NapoleonPresenter"
    assert spec.rules_from_json(PRESETS["bga"].to_json()) == PRESETS["bga"]
    assert spec_for_rules(PRESETS["pagat"]) is spec and Match(PRESETS["pagat"], 1).game == "napoleon"


def test_an_unknown_game_is_refused_naming_the_games():
    games = ", ".join(GAMES)  # every registered game, in order
    with pytest.raises(ValueError, match=rf"unknown game 'chess'; the games are: {re.escape(games)}$"):
        game_spec("chess")


def test_a_game_cannot_take_a_registered_name_or_format():
    before = list(GAMES)
    clone = GameSpec(**{f: getattr(game_spec("napoleon"), f) for f in GameSpec.__slots__})
    with pytest.raises(ValueError, match="clashes with 'napoleon'"):
        register(clone)
    assert list(GAMES) == before


def test_a_record_of_an_unknown_format_is_refused_naming_it():
    record = NapoleonHand.new(PRESETS["pagat"], 1).record()
    with pytest.raises(RecordError, match=r"unknown format 'bridge-hand'.*'napoleon-hand'"):
        replay({**record, "format": "bridge-hand"})
    with pytest.raises(RecordError, match="unknown format 'bridge-match'"):
        Match.from_json({**Match(PRESETS["pagat"], 1).to_json(), "format": "bridge-match"})


def test_a_hand_made_and_replayed_through_the_registry_equals_the_direct_one():
    spec = game_spec("napoleon")
    rules = PRESETS["bga"].replace(players=4)
    hand = spec.new_hand(rules, 77, 2)
    direct = NapoleonHand.new(rules, 77, dealer=2)
    assert hand.record() == direct.record()
    rng = random.Random(5)
    while not hand.is_over:
        action = rng.choice(hand.legal_actions())
        assert hand.apply(action) == direct.apply(action)
    again = replay(hand.record())
    assert isinstance(again, NapoleonHand) and again.record() == direct.record()
    assert again.result == direct.result and spec.settle(again) == spec.settle(direct)
    assert spec.settle(direct) is None or list(spec.settle(direct).payments) == list(direct.result.payments)


def test_the_registry_names_each_layers_part_of_napoleon():
    """The options, the AI seat factory and the table presenter are reached through the spec."""
    from game.napoleon.option_specs import OPTION_SPECS

    spec = game_spec("napoleon")
    assert spec.options == OPTION_SPECS
    module, _, func = spec.seat_factory.partition(":")
    assert callable(getattr(importlib.import_module(module), func))


@pytest.mark.parametrize("name", list(GAMES))
def test_each_game_says_which_phase_is_a_card_play_and_which_is_done(name: str) -> None:
    """The table asks the spec, never a game's own phase type: a card-play turn is exactly one
    whose legal actions are all plays of a card, and a finished hand's phase is the done one."""
    from game.rules.card_actions import Play

    spec = game_spec(name)
    for preset, rules in spec.presets.items():
        for seed in range(3):
            hand = spec.new_hand(rules, seed, 0)
            rng = random.Random(seed)
            while not hand.is_over:
                legal = hand.legal_actions()
                phase = hand.view(hand.to_act).phase
                card_play = all(isinstance(a, Play) for a in legal)
                assert spec.is_card_play(phase) == card_play, (preset, phase, legal[:3])
                assert not spec.is_done(phase)
                hand.apply(rng.choice(legal))
            phase = hand.view(0).phase
            assert spec.is_done(phase) and not spec.is_card_play(phase), (preset, phase)


@pytest.mark.parametrize("name", list(GAMES))
def test_each_game_names_the_declarer_of_a_finished_hand(name: str) -> None:
    """The spec names the declarer and their partners (the statistics and the tournament ask
    it, never a result's field names): seats of the table, the partners apart from the
    declarer, and the one a made contract counts for in the match."""
    spec = game_spec(name)
    seen = undeclared = 0
    for rules in spec.presets.values():
        for seed in range(4):
            hand = spec.new_hand(rules, seed, 0)
            rng = random.Random(seed)
            while not hand.is_over:
                hand.apply(rng.choice(hand.legal_actions()))
            sides = spec.declarer(hand)
            settled = spec.settle(hand)
            if sides is None:  # thrown in, or a game without a declarer (the tests' Whist)
                assert settled is None or settled.redeal or settled.contract_won_by is None
                undeclared += settled is not None and not settled.redeal
                continue
            seen += 1
            declarer, partners = sides
            assert 0 <= declarer < hand.n and declarer not in partners
            assert all(0 <= p < hand.n for p in partners)
            assert settled is not None and settled.contract_won_by in (None, declarer)
    assert bool(seen) != bool(undeclared), "a game names a declarer in every hand played, or in none"
