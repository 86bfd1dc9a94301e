"""Nap's words go through the translation layer: Japanese from game/locale/ja/nap.po."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.british_nap import NapBid, NapHand, NapRules, bid_name
from game.british_nap.options import NAP_OPTION_SPECS, describe_nap_rules
from game.british_nap.rules import NAP_PRESET_TITLES
from game.rules.i18n import _, set_language


@pytest.fixture
def japanese() -> Iterator[None]:
    set_language("ja")
    try:
        yield
    finally:
        set_language("en")


def test_illegal_moves_and_rules_help_in_japanese(japanese: None) -> None:
    hand = NapHand.new(NapRules(), 1)
    assert hand.why_illegal(NapBid(1)) == "最低宣言は2です"
    assert bid_name(5) == "ナップ"
    assert describe_nap_rules(NapRules())[1].lines[0].startswith("5人、1人5枚")
    assert _(NAP_PRESET_TITLES["seven-card"]) == "7枚ナップ"
    assert all(_(spec.label) != spec.label for spec in NAP_OPTION_SPECS)


def test_english_is_the_codes_own_words() -> None:
    assert NapHand.new(NapRules(), 1).why_illegal(NapBid(1)) == "the minimum bid is 2"
