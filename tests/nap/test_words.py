"""Nap's words for players come from the rules: the deal's packets, the presets' sentences."""

from __future__ import annotations

from game.british_nap import NapRules
from game.british_nap.rules import NAP_PRESETS
from game.rules.games import GAMES


def _deal_spec():  # type: ignore[no-untyped-def]
    return GAMES["nap"].option("deal_packets")


def test_the_deal_is_shown_as_the_rules_deal_it() -> None:
    """The Seven-card rules page said "Deal 3+2 — five cards each": it deals 4+3, seven each."""
    spec = _deal_spec()
    seven = NapRules.preset("seven-card")
    shown = spec.show(seven.deal_packets, seven)
    assert shown == "+".join(str(n) for n in seven.packets) == "4+3"
    assert sum(seven.packets) == seven.hand_size == 7
    for name, rules in NAP_PRESETS.items():
        assert spec.show(rules.deal_packets, rules) == "+".join(map(str, rules.packets)), name
        assert "five" not in spec.help_for(rules).lower(), name


def test_every_preset_of_every_game_has_a_title_and_a_one_sentence_description() -> None:
    """Declared on the game's spec, as Napoleon's are (the new-game screen and the rules help
    read them from there)."""
    for name, spec in GAMES.items():
        for preset in spec.presets:
            title = spec.preset_titles.get(preset, "")
            about = spec.preset_descriptions.get(preset, "")
            assert title, (name, preset)
            assert about.endswith(".") and about.count(". ") == 0, (name, preset, about)
