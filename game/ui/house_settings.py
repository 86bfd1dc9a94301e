"""Napoleon's rules as the player chose them in the settings: the preset, the player count
and the house rules remembered per preset (``Settings.extra[HOUSE_KEY]``), for the places
that want Napoleon's own rules (the app's ``--preset`` start, the rules help). The screens
that offer every game reach each game's choices through :mod:`.game_choice`, which keeps
Napoleon's (the default game's) in these same fields."""

from __future__ import annotations

from typing import Any

from game.napoleon import PRESETS, RuleConflict, RuleSet
from game.napoleon.option_specs import OPTION_SPECS
from game.rules.option_spec_types import conflict_words

from .settings import HOUSE_KEY, Settings


def house_changes(s: Settings, preset: str | None = None) -> dict[str, Any]:
    """The remembered house rules of ``preset`` (the chosen one by default), as JSON values."""
    store = s.extra.get(HOUSE_KEY) if isinstance(s.extra, dict) else None
    if not isinstance(store, dict):
        return {}
    changes = store.get(preset or s.preset)
    if not isinstance(changes, dict):
        return {}
    return {k: v for k, v in changes.items() if k != "players"}


def remember_house(s: Settings, changes: dict[str, Any], preset: str | None = None) -> None:
    if not isinstance(s.extra, dict):
        s.extra = {}
    store = s.extra.get(HOUSE_KEY)
    if not isinstance(store, dict):
        store = s.extra[HOUSE_KEY] = {}
    if changes:
        store[preset or s.preset] = dict(changes)
    else:
        store.pop(preset or s.preset, None)


def changes_from(rules: RuleSet, preset: str) -> dict[str, Any]:
    """The options of ``rules`` that differ from the preset (players aside), as JSON values."""
    data = rules.to_json()
    return {k: data[k] for k in rules.differences(PRESETS[preset]) if k != "players"}


def rules_from_settings(s: Settings, **extra: object) -> tuple[RuleSet | None, str]:
    """The rule set for these choices (the remembered house rules included), or None and the
    engine's reason it is impossible."""
    changes: dict[str, Any] = {**house_changes(s), **extra}
    try:
        rules = RuleSet.preset(s.preset).replace(players=s.players, **changes)
    except (RuleConflict, KeyError) as exc:
        return None, conflict_words(exc, OPTION_SPECS)
    return rules, ""
