"""Japanese players read the standard rules' own name (標準ルール), not the site "pagat"; the
source (pagat.com) is named in the rules help."""

from __future__ import annotations

from game.napoleon import RuleSet, preset_description, preset_title
from game.napoleon.help import describe_rules
from game.rules import i18n
from game.rules.rules_summary import summary_text
from game.ui.scenes.rules_help import summary


def test_the_standard_rules_have_a_japanese_name_and_the_source_is_in_the_rules_help() -> None:
    before = i18n.current_language()
    i18n.set_language("ja")
    try:
        for preset in ("pagat", "pagat-joker"):
            assert "pagat" not in preset_title(preset).lower()
            assert "pagat" not in preset_description(preset).lower()
        assert preset_title("pagat") == "標準ルール"
        said = summary_text(describe_rules(RuleSet.preset("pagat")))
        lines = summary(RuleSet.preset("pagat"))
    finally:
        i18n.set_language(before)
    for text in (said, lines):  # the engine's words, and the rules help that lays them out
        assert any("pagat.com" in line for line in text)
        assert not any("pagat" in line.lower() and "pagat.com" not in line for line in text)
