"""The option specs: every RuleSet field declared once, every offered choice sound."""

from __future__ import annotations

import dataclasses

import pytest

from game.napoleon import PRESETS, RuleConflict, RuleSet
from game.napoleon.help import OPTION_HELP, SCORING_HELP
from game.napoleon.option_specs import (
    OPTION_SPECS,
    OptionGroup,
    OptionKind,
    OptionSpec,
    group_note,
    option_groups,
    option_spec,
    spec_problems,
)
from game.napoleon.options import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTION_NAMES,
    PLAYER_COUNTS,
    STANDARD_HAND_SIZE,
    Scoring,
)


def test_every_field_has_exactly_one_spec_of_its_kind() -> None:
    assert spec_problems() == []
    names = [s.name for s in OPTION_SPECS]
    assert sorted(names) == sorted(OPTION_NAMES) and len(names) == len(set(names))


def test_spec_problems_notices_a_missing_or_stray_spec(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.napoleon import option_specs

    stray = dataclasses.replace(OPTION_SPECS[1], name="no_such_option")
    monkeypatch.setattr(option_specs, "OPTION_SPECS", (*OPTION_SPECS[2:], stray))
    monkeypatch.setattr(option_specs, "_BY_NAME", {s.name: s for s in option_specs.OPTION_SPECS})
    problems = option_specs.spec_problems()
    assert f"field {OPTION_SPECS[0].name} has no spec" in problems
    assert "spec no_such_option names no field" in problems


def test_spec_problems_notices_a_kind_that_does_not_fit_the_field(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from game.napoleon import option_specs

    wrong = dataclasses.replace(option_spec("joker"), kind=OptionKind.CARD)
    specs = tuple(wrong if s.name == "joker" else s for s in OPTION_SPECS)
    monkeypatch.setattr(option_specs, "OPTION_SPECS", specs)
    assert option_specs.spec_problems() == ["spec joker is card but its field is bool"]


def _presets_at_every_count() -> list[tuple[str, RuleSet]]:
    out = []
    for name, preset in PRESETS.items():
        for n in PLAYER_COUNTS:
            try:
                out.append((f"{name}-{n}p", preset.replace(players=n)))
            except RuleConflict:
                continue
    return out


@pytest.mark.parametrize("spec", OPTION_SPECS, ids=lambda s: s.name)
def test_every_choice_applies_or_is_refused_with_a_message(spec: OptionSpec) -> None:
    for where, rules in _presets_at_every_count():
        vals = spec.choices(rules)
        assert getattr(rules, spec.name) in vals, where
        assert len(vals) == len(set(map(repr, vals))), f"{where}: a choice offered twice"
        for value in vals:
            try:
                changed = rules.replace(**{spec.name: value})
            except RuleConflict as exc:
                assert str(exc), f"{where}: {spec.name}={value!r} refused without a message"
            else:
                assert getattr(changed, spec.name) == value
            text = spec.show(value, rules)
            assert isinstance(text, str) and text.strip(), f"{where}: {spec.name}={value!r}"


def test_steppers_offer_ordered_numbers() -> None:
    steppers = [s.name for s in OPTION_SPECS if s.stepper]
    assert steppers == ["players", "min_bid", "rounds"]
    rules = RuleSet().replace(rounds=40)  # a current value beyond the offered range is kept
    for name in steppers:
        vals = option_spec(name).choices(rules)
        assert vals == sorted(vals) and getattr(rules, name) in vals


def test_choices_follow_the_other_options() -> None:
    assert option_spec("players").choices(RuleSet()) == list(PLAYER_COUNTS)
    assert option_spec("min_bid").choices(RuleSet())[-1] == 20
    assert option_spec("min_bid").choices(RuleSet(tens_score=False, min_bid=9))[-1] == 16
    assert option_spec("jokers").choices(RuleSet()) == [None]
    assert option_spec("jokers").choices(RuleSet(joker=True)) == [None, 2, 3]
    assert option_spec("jokers").fixed_by == ("joker",)


def test_words_for_derived_defaults() -> None:
    four = RuleSet(players=4)
    assert option_spec("hand_size").show(None, four) == f"standard ({STANDARD_HAND_SIZE[4]})"
    assert option_spec("hand_size").show(9, four) == "9"
    assert option_spec("jokers").show(None, RuleSet(joker=True)) == "1"
    assert option_spec("target_score").show(None, four) == "off"
    assert option_spec("joker_strong_rank").show(2, four) == "2nd"
    assert option_spec("yoromeki").show(True, four) == "On"
    assert option_spec("scoring").show(Scoring.BGA_BONUS, four) == "BGA bonus"
    assert option_spec("removed_cards").show((), four) == "none"


def test_help_comes_from_the_specs() -> None:
    assert dict(OPTION_HELP) == {s.name: s.help for s in OPTION_SPECS}
    assert option_spec("scoring").help_for(RuleSet(scoring=Scoring.COUNT)).endswith(SCORING_HELP["count"])
    assert option_spec("players").help.startswith(f"Number of players, {MIN_PLAYERS} to {MAX_PLAYERS}")


def test_groups_keep_screen_order_and_notes() -> None:
    groups = option_groups()
    assert [g for g, _ in groups] == [
        "Players & deck",
        "Bidding",
        "Call & exchange",
        "Tricks & special cards",
        "Joker",
        "Scoring & match",
    ]
    assert [n for _, names in groups for n in names] == [s.name for s in OPTION_SPECS]
    assert group_note("Joker", RuleSet()).startswith("no joker in this game")
    assert group_note("Joker", RuleSet(joker=True)) == ""
    assert group_note("Bidding", RuleSet()) == ""
    assert all(isinstance(s.group, OptionGroup) for s in OPTION_SPECS)


def test_one_players_range() -> None:
    assert set(STANDARD_HAND_SIZE) == set(PLAYER_COUNTS)
    assert tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)) == PLAYER_COUNTS
    for bad in (MIN_PLAYERS - 1, MAX_PLAYERS + 1):
        with pytest.raises(RuleConflict, match=f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}"):
            RuleSet(players=bad)
