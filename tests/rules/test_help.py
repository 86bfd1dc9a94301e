import pytest

from game.napoleon import PRESETS, RuleConflict, RuleSet
from game.napoleon.help import OPTION_HELP, SCORING_HELP, describe_rules
from game.napoleon.options import OPTION_NAMES, Scoring


def test_every_option_and_scoring_system_has_words():
    assert set(OPTION_HELP) == set(OPTION_NAMES)
    assert set(SCORING_HELP) == {s.value for s in Scoring}


def test_every_preset_can_be_described():
    for rules in PRESETS.values():
        sections = describe_rules(rules)
        assert sections and all(s.lines for s in sections)
        assert all(isinstance(line, str) for s in sections for line in s.lines)
        assert [bool(s.heading) for s in sections] == [False] + [True] * (len(sections) - 1)


def test_the_options_page_in_docs_is_current():
    """docs/options.md is generated from the option specs: regenerate it when they change
    (python -m game.napoleon.options_doc --write)."""
    from game.napoleon.options_doc import DOC, options_markdown

    assert DOC.read_text(encoding="utf-8") == options_markdown()


def test_every_option_that_differs_from_the_defaults_is_said():
    """A preset's rules that no section sentence says (the options outside ``SAID``) are
    said by their help, so an option added to the specs reaches the summary by itself."""
    from game.napoleon.help import SAID
    from game.rules.rules_summary import summary_text

    for name, rules in PRESETS.items():
        text = "\n".join(summary_text(describe_rules(rules)))
        for option in rules.differences(RuleSet()):
            assert option in SAID or OPTION_HELP[option] in text, (name, option)


@pytest.mark.parametrize("preset", ["pagat", "pagat-joker"])
def test_no_option_is_silent(preset: str) -> None:
    """Every value an option can take, changed from a preset, changes what the summary says
    (a value the rules refuse there is skipped)."""
    from game.napoleon.option_specs import OPTION_SPECS
    from game.rules.rules_summary import summary_text

    base = PRESETS[preset]
    text = summary_text(describe_rules(base))
    changed = 0
    for spec in OPTION_SPECS:
        for value in spec.choices(base):
            try:
                rules = base.replace(**{spec.name: value})
            except RuleConflict:
                continue
            if rules != base:
                changed += 1
                assert summary_text(describe_rules(rules)) != text, (spec.name, value)
    assert changed > len(OPTION_SPECS)


def test_the_sections_say_the_options_they_claim():
    """Each option in ``SAID`` is a real option (a misspelt name would hide an option)."""
    from game.napoleon.help import SAID

    assert set(OPTION_NAMES) >= SAID
