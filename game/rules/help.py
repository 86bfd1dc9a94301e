"""Rule sets in words: :func:`describe_rules` and :func:`format_value`.

The words for each option (label, help) are declared with the option in
:mod:`game.rules.option_specs`; ``OPTION_HELP`` and ``SCORING_HELP`` are read from there.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .option_specs import OPTION_SPECS, SCORING_HELP
from .options import ForcedContract, RuleSet

__all__ = ["OPTION_HELP", "SCORING_HELP", "describe_rules", "format_value"]

# Derived from the specs, where the words live: one help line per option name.
OPTION_HELP: Mapping[str, str] = MappingProxyType({s.name: s.help for s in OPTION_SPECS})


def format_value(value: object) -> str:
    """An option value as a player reads it."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple):
        return " ".join(str(v) for v in value) or "none"
    if value is None:
        return "none"
    if isinstance(value, ForcedContract):
        trump = "NT" if value.trump is None else value.trump.symbol
        return f"{value.number}{trump} for the {value.who.value.replace('_', ' ')}"
    return str(value).replace("_", " ")


def describe_rules(rules: RuleSet) -> list[str]:
    """Plain sentences describing ``rules``, most important first."""
    out = [
        f"{rules.players} players, {len(rules.deck)} cards"
        f"{' with ' + str(rules.joker_count) + ' joker(s)' if rules.joker_count else ''}: "
        f"{rules.cards_per_hand} each, {rules.blind_size} in the blind"
        f"{' (and 4 piles of 4 each)' if rules.pile_cards else ''}.",
        f"Picture cards score: {rules.total_points} points in all. Bids run from "
        f"{rules.min_bid} to {rules.max_bid}.",
        OPTION_HELP["adjutant"] if rules.has_adjutant else "No adjutant: Napoleon plays alone.",
        "Scoring: " + SCORING_HELP[rules.scoring.value],
    ]
    defaults = RuleSet()
    for name, (value, _) in rules.differences(defaults).items():
        if name in ("players", "joker", "scoring", "adjutant", "min_bid", "rounds"):
            continue
        out.append(f"{OPTION_HELP[name]} Here: {format_value(value)}.")
    out.append(
        f"A match lasts until someone reaches {rules.target_score}."
        if rules.target_score
        else f"A match lasts {rules.rounds} hand(s)."
    )
    return out
