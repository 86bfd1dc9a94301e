"""The words of option values: each enum value's words, a value as a control shows it, and
each scoring system's help. Split from :mod:`game.napoleon.option_specs` (which re-exports these
names) to keep each module short; every word is an English message id, translated when shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from game.rules.cards import Card
from game.rules.i18n import N_, _

from .actions import contract_words
from .option_values import ForcedContract, ForcedWho

# The words for each enum value of every option (the English ones are the value with spaces).
VALUE_WORDS: Mapping[str, str] = MappingProxyType(
    {
        "bridge": N_("bridge"),
        "khopesh": N_("khopesh"),
        "none": N_("none"),
        "off": N_("off"),
        "on": N_("on"),
        "above": N_("above"),
        "below": N_("below"),
        "pass_final": N_("pass final"),
        "reentry": N_("reentry"),
        "redeal": N_("redeal"),
        "turn_up_blind": N_("turn up blind"),
        "mighty_holder": N_("mighty holder"),
        "before_exchange": N_("before exchange"),
        "after_exchange": N_("after exchange"),
        "opponents": N_("opponents"),
        "napoleon": N_("napoleon"),
        "nobody": N_("nobody"),
        "mighty": N_("mighty"),
        "all": N_("all"),
        "enchantress": N_("enchantress"),
        "jacks": N_("jacks"),
        "left_jack": N_("left jack"),
        "same_two": N_("same two"),
        "blocks": N_("blocks"),
        "counts_as_led": N_("counts as led"),
        "strong_hunter": N_("strong hunter"),
        "weak_hunter": N_("weak hunter"),
        "below_mighty": N_("below mighty"),
        "strongest": N_("strongest"),
        "between_jacks": N_("between the jacks"),
        "lowest_of_led_suit": N_("lowest of the suit led"),
        "forehand": N_("first bidder"),
        "no_suit": N_("of no suit"),
        "suit": N_("points and a suit"),
        "suitless": N_("points, no suit"),
        "tricks": N_("tricks"),
        "number": N_("points and a suit or a rank"),
        "points_table": N_("points table"),
        "general_joins_napoleon": N_("adjutant helps Napoleon"),
        "general_joins_target": N_("adjutant joins the target"),
        "closed": N_("closed"),
        "open": N_("open"),
        "both": N_("both"),
        "trump_suit": N_("of the trump suit"),
        "trump": N_("trump"),
        "trump_then_points": N_("trump then points"),
        "named_suit": N_("named suit"),
        "weakest": N_("weakest"),
        "led": N_("led"),
        "anywhere": N_("anywhere"),
        "strict": N_("strict"),
        "pagat": N_("pagat"),
        "multiplied": N_("multiplied"),
        "barraco": N_("barraco"),
        "bga_classic": N_("BGA classic"),
        "bga_bonus": N_("BGA bonus"),
        "hard": N_("hard"),
        "count": N_("count"),
    }
)


def value_words(value: StrEnum | str) -> str:
    """An enum value of an option in the player's language ("pass final", "BGA classic")."""
    key = str(value)
    words = VALUE_WORDS.get(key)
    return _(words) if words is not None else key.replace("_", " ").replace("bga", "BGA")


def show_value(value: Any) -> str:
    """An option value as a control shows it, when its spec has no words of its own (in the
    player's language)."""
    if isinstance(value, bool):
        return _("On") if value else _("Off")
    if isinstance(value, ForcedContract):
        contract = contract_words(value.number, value.trump)
        if value.who == ForcedWho.MIGHTY_HOLDER:
            return _("{contract} for the Mighty's holder").format(contract=contract)
        if value.who == ForcedWho.FOREHAND:
            return _("{contract} for the first bidder").format(contract=contract)
        return _("{contract} for the dealer").format(contract=contract)
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple):
        return " ".join(show_value(v) for v in value) or _("none")
    if value is None:
        return _("none")
    if isinstance(value, StrEnum):
        return value_words(value)
    return str(value).replace("_", " ").replace("bga", "BGA")


SCORING_HELP: Mapping[str, str] = MappingProxyType(
    {
        "pagat": N_(
            "Made: Napoleon +2, adjutant +1, each opponent −1; failed: the reverse; doubled "
            "at 20. Alone: each opponent ±1, Napoleon takes the balance."
        ),
        "multiplied": N_("Pagat chips, doubled at a bid of 14, tripled at 15, and so on."),
        "barraco": N_(
            "Each opponent pays bid − minimum + 1; the adjutant gets that × opponents ÷ 3; "
            "Napoleon the rest (twice the adjutant with 5 players)."
        ),
        "bga_classic": N_("Napoleon ±4, adjutant ±2, each ally ∓2 (∓1 against a solo Napoleon)."),
        "bga_bonus": N_(
            "Like classic, but each ally pays 1 more per bid point above 14 and 2 more "
            "for a perfect 20; a solo Napoleon collects from every ally (twice a partnered Napoleon's take)."
        ),
        "hard": N_("Value = bid − 10: two opponents pay Napoleon the value, the third pays the adjutant."),
        "count": N_("No chips: a count is kept of how often each player won as Napoleon."),
        "points_table": N_(
            "Khopesh's points, each player's own: made misère 650 (open) or 500, made bid 50 "
            "(no-trumps 75), beaten 100 each, slam 150, sweep 100, alone 100, and for each card "
            "won: power 15, joker 6, trump 10, ♦7 ♥6 ♠5 ♣4, face card 3."
        ),
    }
)
