"""Every registered game says its rules the same way: a list of sections (the opening lines
without a heading, then headed sections), in the player's language."""

from __future__ import annotations

import pytest

from game.rules.games import GAMES
from game.rules.i18n import set_language
from game.rules.rules_summary import RulesSection, nearest_preset, option_lines, summary_text

EVERY_PRESET = [(game, preset) for game, spec in GAMES.items() for preset in spec.presets]


@pytest.mark.parametrize(("game", "preset"), EVERY_PRESET)
def test_every_game_describes_every_preset_in_sections(game: str, preset: str) -> None:
    rules = GAMES[game].presets[preset]
    sections = GAMES[game].describe_rules(rules, None)
    assert all(isinstance(s, RulesSection) for s in sections)
    assert [bool(s.heading) for s in sections] == [False] + [True] * (len(sections) - 1)
    assert all(s.lines and all(isinstance(line, str) for line in s.lines) for s in sections)
    assert sections == GAMES[game].describe_rules(rules, preset)  # a preset is its own base


@pytest.mark.parametrize(("game", "preset"), EVERY_PRESET)
def test_the_summary_is_in_japanese_too(game: str, preset: str) -> None:
    rules = GAMES[game].presets[preset]
    english = summary_text(GAMES[game].describe_rules(rules, None))
    set_language("ja")
    try:
        japanese = summary_text(GAMES[game].describe_rules(rules, None))
    finally:
        set_language("en")
    assert len(japanese) == len(english)
    headed = [j for j, e in zip(japanese, english, strict=True) if e and e.isupper()]
    assert headed and all(not h.isascii() for h in headed)  # every heading is translated


def test_summary_text_puts_a_blank_line_between_sections() -> None:
    sections = [RulesSection("", ("a", "b")), RulesSection("H1", ("c",)), RulesSection("H2", ("d", "e"))]
    assert summary_text(sections) == ["a", "b", "", "H1", "c", "", "H2", "d", "e"]


def test_option_lines_give_every_option_its_value_and_help() -> None:
    spec = GAMES["nap"]
    rules = next(iter(spec.presets.values()))
    lines = option_lines(spec.options, rules)
    labels = [line for line in lines if not line.startswith("    ")]
    assert len(labels) == len(spec.options)
    assert labels[0] == f"{spec.options[0].label_words()}: {rules.players}"


def test_nearest_preset_counts_the_differences_and_prefers_the_first() -> None:
    presets = {"a": 1, "b": 5, "c": 5}
    assert nearest_preset(presets, lambda v: abs(v - 4)) == "b"
    assert nearest_preset(presets, lambda v: 0) == "a"
