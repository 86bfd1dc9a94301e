"""Which game the player chose (Napoleon | Nap), with that game's preset, player count and
hands, in the settings; and the rules those choices make.

Napoleon's choices are the settings' own fields (``preset``, ``players``) and its house rules
(see :mod:`.scenes.newgame`). Another registered game's choices are kept in
``Settings.extra[<game name>]`` (``{"preset": ..., "players": ..., "rounds": ...,
"house_rules": {preset: {option: JSON value}}}``, the house rules per preset as Napoleon's)
and the game chosen in ``Settings.extra["game"]``, so a settings file from before stays as it
was.
Every rule set is made and checked by the game's own rules type, reached through the
registry of games.
"""

from __future__ import annotations

from typing import Any

from game.rules.games import GAMES, game_spec
from game.rules.i18n import _

from .house_settings import house_changes, rules_from_settings
from .settings import HOUSE_KEY, Settings

NAPOLEON = "napoleon"
GAME_KEY = "game"


def game_names() -> list[str]:
    """The registered games, Napoleon first."""
    return [NAPOLEON, *(g for g in GAMES if g != NAPOLEON)]


def game_words(name: str) -> str:
    """A game's name as the player reads it."""
    return _(game_spec(name).title)


def chosen_game(s: Settings) -> str:
    extra = s.extra if isinstance(s.extra, dict) else {}
    name = extra.get(GAME_KEY)
    return name if isinstance(name, str) and name in GAMES else NAPOLEON


def _store(s: Settings, game: str) -> dict[str, Any]:
    if not isinstance(s.extra, dict):
        s.extra = {}
    store = s.extra.get(game)
    if not isinstance(store, dict):
        store = s.extra[game] = {}
    return store


def set_game(s: Settings, name: str) -> None:
    if not isinstance(s.extra, dict):
        s.extra = {}
    if name == NAPOLEON:
        s.extra.pop(GAME_KEY, None)
    else:
        s.extra[GAME_KEY] = name


def game_preset(s: Settings, game: str | None = None) -> str:
    """The chosen preset of ``game`` (the chosen game by default): a preset it has."""
    game = game or chosen_game(s)
    if game == NAPOLEON:
        return s.preset
    presets = game_spec(game).presets
    preset = _store(s, game).get("preset")
    return preset if isinstance(preset, str) and preset in presets else next(iter(presets))


def set_game_preset(s: Settings, preset: str) -> None:
    game = chosen_game(s)
    if game == NAPOLEON:
        s.preset = preset
    else:
        _store(s, game)["preset"] = preset


def game_players(s: Settings, game: str | None = None) -> int:
    game = game or chosen_game(s)
    if game == NAPOLEON:
        return s.players
    spec = game_spec(game)
    n = _store(s, game).get("players")
    if isinstance(n, int) and not isinstance(n, bool) and n in spec.players:
        return n
    players: int = spec.presets[game_preset(s, game)].players
    return players


def set_game_players(s: Settings, n: int) -> None:
    game = chosen_game(s)
    if game == NAPOLEON:
        s.players = n
    else:
        _store(s, game)["players"] = n


def preset_players(s: Settings) -> list[int]:
    """The player counts the chosen preset allows with its remembered house rules (the
    engine says: each count is tried on the game's own rules type)."""
    game = chosen_game(s)
    spec = game_spec(game)
    preset = game_preset(s, game)
    house = house_changes(s) if game == NAPOLEON else game_house(s, game)
    out = []
    for n in spec.players:
        try:
            spec.presets[preset].replace(**{**house, "players": n})
        except (KeyError, ValueError, TypeError):
            continue
        out.append(n)
    return out


def fit_players(s: Settings) -> None:
    """After a preset is chosen: keep the player count if it allows it, else take the preset's
    own count (or the nearest it allows), never a count that cannot start."""
    allowed = preset_players(s)
    now = game_players(s)
    if not allowed or now in allowed:
        return
    own: int = game_spec(chosen_game(s)).presets[game_preset(s)].players
    set_game_players(s, own if own in allowed else min(allowed, key=lambda n: (abs(n - now), n)))


def game_rounds(s: Settings) -> int | None:
    """The hands of a match of another game than Napoleon, if chosen (else the preset's)."""
    rounds = _store(s, chosen_game(s)).get("rounds")
    return rounds if isinstance(rounds, int) and not isinstance(rounds, bool) and rounds >= 1 else None


def set_game_rounds(s: Settings, rounds: int | None) -> None:
    store = _store(s, chosen_game(s))
    if rounds is None:
        store.pop("rounds", None)
    else:
        store["rounds"] = rounds


def game_house(s: Settings, game: str | None = None) -> dict[str, Any]:
    """The remembered house rules of another game's chosen preset (players and hands aside,
    which are chosen on their own), as JSON values."""
    game = game or chosen_game(s)
    store = _store(s, game).get(HOUSE_KEY)
    changes = store.get(game_preset(s, game)) if isinstance(store, dict) else None
    if not isinstance(changes, dict):
        return {}
    return {k: v for k, v in changes.items() if k not in ("players", "rounds")}


def set_game_house(s: Settings, changes: dict[str, Any]) -> None:
    game = chosen_game(s)
    store = _store(s, game).get(HOUSE_KEY)
    if not isinstance(store, dict):
        store = _store(s, game)[HOUSE_KEY] = {}
    if changes:
        store[game_preset(s, game)] = dict(changes)
    else:
        store.pop(game_preset(s, game), None)


def house_count(s: Settings) -> int:
    """How many options of another game's chosen rules differ from its preset."""
    preset = game_spec(chosen_game(s)).presets[game_preset(s)]
    rounds = game_rounds(s)
    return len(game_house(s)) + (rounds is not None and rounds != preset.rounds)


def game_rules(s: Settings) -> tuple[Any | None, str]:
    """The rules of the choices in ``s``, or None and the engine's reason they are impossible."""
    game = chosen_game(s)
    if game == NAPOLEON:
        return rules_from_settings(s)
    spec = game_spec(game)
    changes: dict[str, Any] = {**game_house(s), "players": game_players(s)}
    rounds = game_rounds(s)
    if rounds is not None:
        changes["rounds"] = rounds
    try:
        return spec.presets[game_preset(s)].replace(**changes), ""
    except (KeyError, ValueError) as exc:
        why = str(exc).strip("'\"")
        return None, why


def preset_words(game: str, preset: str) -> str:
    """A preset's title, in the player's language (its game's spec names it)."""
    title = game_spec(game).preset_titles.get(preset)
    return _(title) if title else preset


def preset_about(game: str, preset: str) -> str:
    """A preset's one-sentence description, in the player's language ("" when it has none)."""
    text = game_spec(game).preset_descriptions.get(preset)
    return _(text) if text else ""
