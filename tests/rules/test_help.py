from game.napoleon import PRESETS
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
