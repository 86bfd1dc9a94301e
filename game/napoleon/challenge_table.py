"""Napoleon in challenge codes (:mod:`game.challenge`): its letter and its frozen tables (see
:mod:`game.rules.code_table`). Positions are only ever appended: a new preset, option or
level goes at the end of its tuple, or old codes would mean other rules."""

from __future__ import annotations

from types import MappingProxyType

from game.rules.cards import Suit
from game.rules.code_table import CodeTable, CustomCodec

from .option_values import ForcedContract, ForcedWho

# The forced contract's "who", by position in codes (frozen, as the tables).
_WHO: tuple[str, ...] = ("mighty_holder", "dealer", "forehand")


def _forced_to_ints(value: ForcedContract | None) -> tuple[int, ...]:
    """No forced contract: no numbers; else its number, its trump (0: no trumps, 1 to 4: ♣ ♦ ♥
    ♠) and who must play it."""
    if value is None:
        return ()
    trump = 0 if value.trump is None else int(value.trump) + 1
    return (value.number, trump, _WHO.index(value.who.value))


def _forced_from_ints(numbers: tuple[int, ...]) -> ForcedContract | None:
    if not numbers:
        return None
    if len(numbers) != 3 or not 0 <= numbers[1] <= 4 or not 0 <= numbers[2] < len(_WHO):
        raise ValueError(f"not a forced contract: {numbers}")
    number, trump, who = numbers
    return ForcedContract(number, None if trump == 0 else Suit(trump - 1), ForcedWho(_WHO[who]))


NAPOLEON_CODES = CodeTable(
    letter="N",
    presets=("pagat", "pagat-joker", "bga", "rules-card", "khopesh", "hattori-4p", "1885"),
    options=(
        "joker",
        "jokers",
        "removed_cards",
        "hand_size",
        "min_bid",
        "max_bid",
        "bid_kind",
        "misere",
        "target",
        "suit_order",
        "no_trump",
        "bid_order",
        "all_pass",
        "all_pass_forced_contract",
        "call_timing",
        "call_own_card",
        "call_joker",
        "blind_deal_out",
        "discards_count_for",
        "first_trick_trumps",
        "first_trick_specials",
        "first_trick_no_trump_lead",
        "first_trick_same_two",
        "last_trick_plain",
        "yoromeki",
        "enchantress_vs_jacks",
        "specials_are_trumps",
        "right_left_jacks",
        "hunting_jacks",
        "mighty_when_spades_trump",
        "same_two",
        "same_two_vs_left_jack",
        "same_two_with_joker",
        "same_two_in_trumps",
        "joker_led_strength",
        "joker_strong_rank",
        "joker_led_forces",
        "joker_follow_strength",
        "joker_free_play",
        "joker_first_trick_lead",
        "joker_hunter",
        "joker_above_mighty",
        "jokers_equal_later_wins",
        "joker_request_card",
        "reverse_jack",
        "tens_score",
        "adjutant",
        "exact_bid",
        "siberian",
        "scoring",
        "scoring_4p",
        "scoring_6p",
        "second_general_on_20",
        "auto_general",
        "rechoose_general",
        "trust",
    ),
    levels=("random", "easy", "normal", "hard"),
    custom=MappingProxyType({"all_pass_forced_contract": CustomCodec(_forced_to_ints, _forced_from_ints)}),
)
