"""Hypothesis strategies that build valid rule sets from the options themselves, so the
properties reach combinations no preset has (not only the presets' values)."""

from __future__ import annotations

from dataclasses import fields
from enum import StrEnum
from typing import Any

from hypothesis import strategies as st

from game.napoleon import RuleConflict, RuleSet
from game.napoleon.options import ForcedContract, ForcedWho, option_kind
from game.rules import Card, Suit

# Cards a house might take out of the deck (the low clubs and diamonds, as 4- and 6-player
# games do), and cards that may be named for the options that take one.
_REMOVABLE = [Card.parse(c) for c in ("♣2", "♦2", "♣3", "♦3", "♥2", "♠2")]
_SUITS: list[Suit | None] = [*Suit, None]

# Whole-number options: ranges a table would use (kind "int"/"int?" in options.py).
_NUMBERS: dict[str, st.SearchStrategy[Any]] = {
    "players": st.integers(min_value=2, max_value=6),
    "jokers": st.one_of(st.none(), st.integers(min_value=0, max_value=3)),
    "hand_size": st.one_of(st.none(), st.none(), st.integers(min_value=5, max_value=16)),
    "min_bid": st.one_of(st.integers(min_value=10, max_value=14), st.integers(min_value=1, max_value=20)),
    "max_bid": st.one_of(st.none(), st.none(), st.integers(min_value=12, max_value=20)),
    "joker_strong_rank": st.sampled_from([2, 4]),
    "rounds": st.integers(min_value=1, max_value=5),
    "target_score": st.one_of(st.none(), st.integers(min_value=1, max_value=40)),
}
_CARDS: dict[str, st.SearchStrategy[Any]] = {
    "mighty_when_spades_trump": st.sampled_from([Card.parse("♠A"), Card.parse("♣A")]),
    "joker_request_card": st.sampled_from([Card.parse("♣3"), Card.parse("♦3"), Card.parse("♠2")]),
}


def _option(name: str) -> st.SearchStrategy[Any]:
    kind = option_kind(name)
    if isinstance(kind, type) and issubclass(kind, StrEnum):
        return st.sampled_from(list(kind))
    if kind == "bool":
        return st.booleans()
    if kind in ("int", "int?"):
        return _NUMBERS[name]
    if kind == "card":
        return _CARDS[name]
    if kind == "cards":
        return st.lists(st.sampled_from(_REMOVABLE), max_size=2, unique=True).map(tuple)
    if kind == "forced":
        contract = st.builds(
            ForcedContract,
            st.integers(min_value=1, max_value=16),
            st.sampled_from(_SUITS),
            st.sampled_from(list(ForcedWho)),
        )
        return st.one_of(st.none(), st.none(), contract)
    raise AssertionError(f"no strategy for option {name} of kind {kind!r}: add one here")


_DEFAULTS = {f.name: f.default for f in fields(RuleSet)}


def _valid(options: dict[str, Any]) -> RuleSet | None:
    """The rule set, or, when the options conflict, the nearest valid one: an option the
    conflict names is set back to its default and the rules are tried again (so the many
    options that need others, e.g. the joker's, still reach the properties often)."""
    options = dict(options)
    for _attempt in range(8):
        try:
            return RuleSet(**options)
        except RuleConflict as exc:
            named = [n for n in exc.options if n in options and options[n] != _DEFAULTS[n]]
            if not named:
                return None
            options[named[-1]] = _DEFAULTS[named[-1]]
    return None


# Every option drawn independently; combinations the engine refuses are dropped.
rule_sets: st.SearchStrategy[RuleSet | None] = (
    st.fixed_dictionaries({f.name: _option(f.name) for f in fields(RuleSet)})
    .map(_valid)
    .filter(lambda r: r is not None)
)
