"""Random challenges of every game, for the code's properties: rule sets drawn from every
option (Napoleon's from tests/rules/strategies.py, Nap's here), any preset to start from, any
seat, level, seed and number of deals."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from hypothesis import strategies as st

from game.british_nap import NapRules
from game.challenge import MAX_DEALS, Challenge
from game.challenge.challenge import SEED_BITS, table_of
from game.rules.games import GAMES, game_spec
from game.rules.rules_base import RuleConflict
from tests.rules.strategies import rule_sets


def _nap_option(name: str) -> st.SearchStrategy[Any]:
    kind = NapRules.option_kind(name)
    if isinstance(kind, type) and issubclass(kind, StrEnum):
        return st.sampled_from(list(kind))
    if kind == "bool":
        return st.booleans()
    numbers: dict[str, st.SearchStrategy[Any]] = {
        "players": st.integers(min_value=2, max_value=7),
        "min_bid": st.integers(min_value=1, max_value=4),
        "rounds": st.integers(min_value=1, max_value=12),
        "target_score": st.one_of(st.none(), st.integers(min_value=1, max_value=40)),
    }
    return numbers[name]


def _nap_rules(options: dict[str, Any]) -> NapRules | None:
    try:
        return NapRules(**options)
    except RuleConflict:
        return None


nap_rule_sets: st.SearchStrategy[NapRules | None] = (
    st.fixed_dictionaries({n: _nap_option(n) for n in NapRules.option_names()})
    .map(_nap_rules)
    .filter(lambda r: r is not None)
)
# Each registered game's random rules: a new game adds its strategy here (the test of the
# registry below fails until it does).
RULES: dict[str, st.SearchStrategy[Any]] = {"napoleon": rule_sets, "nap": nap_rule_sets}
GAME_NAMES = [name for name, spec in GAMES.items() if spec.challenge is not None]


@st.composite
def challenges(draw: st.DrawFn, game: str) -> Challenge:
    rules = draw(RULES[game])
    table = table_of(game_spec(game))
    preset = draw(st.one_of(st.none(), st.sampled_from(table.presets)))
    return Challenge.of_rules(
        game,
        rules,
        preset=preset,
        seat=draw(st.integers(min_value=0, max_value=rules.players - 1)),
        level=draw(st.sampled_from(table.levels)),
        seed=draw(st.integers(min_value=0, max_value=(1 << SEED_BITS) - 1)),
        deals=draw(st.integers(min_value=1, max_value=MAX_DEALS)),
    )


any_challenge = st.sampled_from(GAME_NAMES).flatmap(challenges)
