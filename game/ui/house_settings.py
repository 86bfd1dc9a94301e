"""The default game's rules (Napoleon's, the first registered) as the player chose them in the
settings' own fields: the preset, the player count and the house rules remembered per preset
(``Settings.extra[HOUSE_KEY]``), for the places that want them.
The screens that offer every game reach each game's choices through :mod:`.game_choice`,
which keeps the default game's in these same fields."""

from __future__ import annotations

from typing import Any

from game.rules.games import game_spec
from game.rules.rules_base import RuleConflict

from .settings import HOUSE_KEY, Settings, default_game


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


def rules_from_settings(s: Settings, **extra: object) -> tuple[Any | None, str]:
    """The default game's rule set for these choices (the remembered house rules included),
    or None and the engine's reason it is impossible."""
    spec = game_spec(default_game())
    rules_type: Any = spec.rules_type  # each game's: ``preset(name)`` names the known ones if unknown
    changes: dict[str, Any] = {**house_changes(s), **extra}
    try:
        rules = rules_type.preset(s.preset).replace(players=s.players, **changes)
    except (RuleConflict, KeyError) as exc:
        return None, spec.rules_error(exc)
    return rules, ""
