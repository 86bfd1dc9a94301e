"""Rule sets in words: :func:`describe_rules` and :func:`format_value`.

The words for each option (label, help) are declared with the option in
:mod:`game.napoleon.option_specs`; ``OPTION_HELP`` and ``SCORING_HELP`` are read from there.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType

from game.rules.i18n import _, ngettext

from .option_specs import OPTION_SPECS, SCORING_HELP, show_value
from .options import ForcedContract, RuleSet

__all__ = ["OPTION_HELP", "SCORING_HELP", "describe_rules", "format_value"]

# Derived from the specs, where the words live: one help line per option name (English
# message ids: translate with _() where shown).
OPTION_HELP: Mapping[str, str] = MappingProxyType({s.name: s.help for s in OPTION_SPECS})


def format_value(value: object) -> str:
    """An option value as a player reads it, in the player's language."""
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, tuple):
        return " ".join(str(v) for v in value) or _("none")
    if value is None:
        return _("none")
    if isinstance(value, (ForcedContract, StrEnum)):
        return show_value(value)
    return str(value).replace("_", " ")


def describe_rules(rules: RuleSet) -> list[str]:
    """Plain sentences describing ``rules``, most important first, in the player's language."""
    fields = {
        "players": rules.players,
        "cards": len(rules.deck),
        "jokers": rules.joker_count,
        "each": rules.cards_per_hand,
        "blind": rules.blind_size,
    }
    if rules.joker_count and rules.pile_cards:
        deal = ngettext(
            "{players} players, {cards} cards with {jokers} joker: {each} each, {blind} in the blind"
            " (and 4 piles of 4 each).",
            "{players} players, {cards} cards with {jokers} jokers: {each} each, {blind} in the blind"
            " (and 4 piles of 4 each).",
            rules.joker_count,
        )
    elif rules.joker_count:
        deal = ngettext(
            "{players} players, {cards} cards with {jokers} joker: {each} each, {blind} in the blind.",
            "{players} players, {cards} cards with {jokers} jokers: {each} each, {blind} in the blind.",
            rules.joker_count,
        )
    elif rules.pile_cards:
        deal = _(
            "{players} players, {cards} cards: {each} each, {blind} in the blind (and 4 piles of 4 each)."
        )
    else:
        deal = _("{players} players, {cards} cards: {each} each, {blind} in the blind.")
    out = [
        deal.format(**fields),
        _("Picture cards score: {total} points in all. Bids run from {low} to {high}.").format(
            total=rules.total_points, low=rules.min_bid, high=rules.top_bid
        ),
        _(OPTION_HELP["adjutant"]) if rules.has_adjutant else _("No adjutant: Napoleon plays alone."),
        _("Scoring: {how}").format(how=_(SCORING_HELP[rules.scoring.value])),
    ]
    defaults = RuleSet()
    for name, (value, _default) in rules.differences(defaults).items():
        if name in ("players", "joker", "scoring", "adjutant", "min_bid", "rounds"):
            continue
        out.append(_("{help} Here: {value}.").format(help=_(OPTION_HELP[name]), value=format_value(value)))
    out.append(
        _("A match lasts until someone reaches {score}.").format(score=rules.target_score)
        if rules.target_score
        else ngettext("A match lasts {n} hand.", "A match lasts {n} hands.", rules.rounds).format(
            n=rules.rounds
        )
    )
    return out
