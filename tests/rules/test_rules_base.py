"""The one rules base every game's options share (game.rules.rules_base): kinds read from the
annotations, one conflict type, the same JSON, and specs that agree with the fields."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from game.british_nap import DealPackets, NapRuleConflict, NapRules
from game.british_nap.options import NAP_OPTION_SPECS
from game.napoleon import RuleConflict, RuleSet
from game.napoleon.options import ForcedContract, Scoring
from game.rules.cards import Card
from game.rules.option_spec_types import OptionGroup, OptionKind, OptionSpec, option_groups, spec_problems_for
from game.rules.rules_base import RuleConflict as CoreRuleConflict
from game.rules.rules_base import RulesBase, conflict


def test_both_games_raise_the_one_conflict_type_under_their_old_names() -> None:
    assert RuleConflict is CoreRuleConflict and NapRuleConflict is CoreRuleConflict
    with pytest.raises(CoreRuleConflict) as nap:
        NapRules(blucher=True)
    assert nap.value.options == ("blucher", "wellington")
    with pytest.raises(CoreRuleConflict) as napoleon:
        RuleSet(hunting_jacks=True, right_left_jacks=False)
    assert napoleon.value.options == ("hunting_jacks", "right_left_jacks")


def test_kinds_come_from_the_annotations() -> None:
    kinds = {name: RuleSet.option_kind(name) for name in RuleSet.option_names()}
    assert kinds["joker"] == "bool" and kinds["players"] == "int" and kinds["jokers"] == "int?"
    assert kinds["scoring"] is Scoring and kinds["removed_cards"] == "cards"
    assert kinds["joker_request_card"] == "card" and kinds["all_pass_forced_contract"] == "forced"
    assert NapRules.option_kind("deal_packets") is DealPackets
    assert NapRules.option_kind("target_score") == "int?" and NapRules.option_kind("peep") == "bool"


def test_both_games_coerce_words_and_json_alike() -> None:
    assert NapRules(misere="on").misere is True and RuleSet(joker="yes").joker is True  # type: ignore[arg-type]
    assert NapRules.from_json({"deal_packets": "2+3"}).deal_packets is DealPackets.TWO_THREE
    rules = RuleSet.from_json({"removed_cards": "♣2, ♦3", "joker_request_card": "♠3", "no_trump": "above"})
    assert rules.removed_cards == (Card.parse("♣2"), Card.parse("♦3"))
    forced = rules.replace(all_pass_forced_contract={"number": 12, "trump": "S", "who": "dealer"})
    assert isinstance(forced.all_pass_forced_contract, ForcedContract)
    assert RuleSet.from_json(forced.to_json()) == forced
    assert forced.to_json()["all_pass_forced_contract"] == {"number": 12, "trump": "S", "who": "dealer"}
    for bad, message in ((3, "must be on or off"), ("maybe", "must be on or off")):
        for make in (lambda v: NapRules(peep=v), lambda v: RuleSet(trust=v)):
            with pytest.raises(CoreRuleConflict, match=message):
                make(bad)


def test_replace_from_json_and_differences_are_shared() -> None:
    with pytest.raises(CoreRuleConflict, match="unknown option"):
        NapRules().replace(colour="red")
    with pytest.raises(CoreRuleConflict, match="rules must be an object"):
        RuleSet.from_json([1])
    assert NapRules().differences(NapRules(peep=True)) == {"peep": (False, True)}
    assert NapRules().replace(players=4).players == 4


def test_a_game_of_its_own_needs_only_fields_and_checks() -> None:
    def _even(r: Tiny) -> None:
        if r.count % 2:
            raise conflict("count must be even", "count")

    @dataclass(frozen=True, slots=True)
    class Tiny(RulesBase):
        CHECKS = (_even,)
        count: int = 2
        fast: bool = False

    assert Tiny(count=4, fast="on").to_json() == {"count": 4, "fast": True}  # type: ignore[arg-type]
    with pytest.raises(CoreRuleConflict, match="even") as info:
        Tiny(count=3)
    assert info.value.options == ("count",)


def test_nap_specs_agree_with_its_fields() -> None:
    assert spec_problems_for(NAP_OPTION_SPECS, NapRules) == []


def test_option_groups_keep_each_group_where_it_first_appears() -> None:
    first, second = OptionGroup("First"), OptionGroup("Second")

    def spec(name: str, group: OptionGroup) -> OptionSpec:
        return OptionSpec(name, OptionKind.BOOL, group, name, "", offered=lambda _r: (False, True))

    specs = [spec("a", first), spec("b", second), spec("c", first)]
    assert option_groups(specs) == (("First", ("a", "c")), ("Second", ("b",)))
    nap = [n for _, names in option_groups(NAP_OPTION_SPECS) for n in names]
    assert sorted(nap) == sorted(s.name for s in NAP_OPTION_SPECS)
