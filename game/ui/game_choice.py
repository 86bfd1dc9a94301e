"""Which game the player chose, with that game's preset, player count, hands and house rules,
in the settings; its AI level and each AI seat's; and the rules those choices make.

Every game is reached the same way: :func:`choices` gives a game's :class:`GameChoices`, which
hides where its choices are kept. The default game (the first of ``GAME_ENTRIES``) keeps them
in the settings' own fields (``preset``, ``players``, ``level``, ``seat_levels``) and its house
rules, the hands among them, under ``Settings.extra[HOUSE_KEY][preset]``: the settings files of
the days it was the only game load as they always did. Every other game keeps them in
``Settings.extra[<game name>]`` (``{"preset": ..., "players": ..., "rounds": ..., "level": ...,
"seat_levels": [...], "house_rules": {preset: {option: JSON value}}}``), and the game chosen is
``Settings.extra["game"]`` (absent: the default game). A game's AI levels are always among its
spec's ``levels`` (one it does not have reads as its default level; a seat's, as the game's
level). Every rule set is made and checked by the game's own rules type, reached through the
registry.
"""

from __future__ import annotations

from typing import Any

from game.rules.games import GAMES, GameSpec, game_spec
from game.rules.i18n import _

from .settings import HOUSE_KEY, Settings, ai_seats, game_level
from .settings import default_game as default_game  # the screens ask here, with the rest

GAME_KEY = "game"


def game_names() -> list[str]:
    """The registered games, in ``GAME_ENTRIES``' order (the default game first)."""
    return list(GAMES)


def game_words(name: str) -> str:
    """A game's name as the player reads it."""
    return _(game_spec(name).title)


def chosen_game(s: Settings) -> str:
    extra = s.extra if isinstance(s.extra, dict) else {}
    name = extra.get(GAME_KEY)
    return name if isinstance(name, str) and name in GAMES else default_game()


def set_game(s: Settings, name: str) -> None:
    if not isinstance(s.extra, dict):
        s.extra = {}
    if name == default_game():
        s.extra.pop(GAME_KEY, None)
    else:
        s.extra[GAME_KEY] = name


def _hands(rounds: object) -> int | None:
    """A remembered number of hands, if it is one."""
    return rounds if isinstance(rounds, int) and not isinstance(rounds, bool) and rounds >= 1 else None


class GameChoices:
    """One game's choices in the settings: its preset, player count, hands (None: the
    preset's) and house rules (the options changed from the preset, players and hands aside,
    as JSON values). This one keeps them in ``Settings.extra[<game>]``."""

    def __init__(self, s: Settings, game: str) -> None:
        self.settings, self.game = s, game
        self.spec: GameSpec[Any] = game_spec(game)

    def _store(self) -> dict[str, Any]:
        s = self.settings
        if not isinstance(s.extra, dict):
            s.extra = {}
        store = s.extra.get(self.game)
        if not isinstance(store, dict):
            store = s.extra[self.game] = {}
        return store

    def preset(self) -> str:
        preset = self._store().get("preset")
        presets = self.spec.presets
        return preset if isinstance(preset, str) and preset in presets else next(iter(presets))

    def set_preset(self, preset: str) -> None:
        self._store()["preset"] = preset

    def players(self) -> int:
        n = self._store().get("players")
        if isinstance(n, int) and not isinstance(n, bool) and n in self.spec.players:
            return n
        players: int = self.spec.presets[self.preset()].players
        return players

    def set_players(self, n: int) -> None:
        self._store()["players"] = n

    def rounds(self) -> int | None:
        return _hands(self._store().get("rounds"))

    def set_rounds(self, rounds: int | None) -> None:
        store = self._store()
        if rounds is None:
            store.pop("rounds", None)
        else:
            store["rounds"] = rounds

    def house(self) -> dict[str, Any]:
        store = self._store().get(HOUSE_KEY)
        changes = store.get(self.preset()) if isinstance(store, dict) else None
        if not isinstance(changes, dict):
            return {}
        return {k: v for k, v in changes.items() if k not in ("players", "rounds")}

    def set_house(self, changes: dict[str, Any]) -> None:
        store = self._store().get(HOUSE_KEY)
        if not isinstance(store, dict):
            store = self._store()[HOUSE_KEY] = {}
        if changes:
            store[self.preset()] = dict(changes)
        else:
            store.pop(self.preset(), None)

    def house_count(self) -> int:
        """How many options of the chosen rules differ from the preset (the hands too)."""
        rounds = self.rounds()
        return len(self.house()) + (rounds is not None and rounds != self.spec.presets[self.preset()].rounds)

    # The AI levels: where they are kept (the two below), then what they mean (the rest).

    def _level(self) -> object:
        return self._store().get("level")

    def _seat_list(self) -> object:
        return self._store().get("seat_levels")

    def _keep_levels(self, level: str, seats: list[str]) -> None:
        self._store().update(level=level, seat_levels=seats)

    def level(self) -> str:
        """The game's AI level (every AI seat's but those with their own)."""
        level = self._level()
        return level if isinstance(level, str) and level in self.spec.levels else game_level(self.spec)

    def seat_levels(self) -> list[str]:
        """Each AI seat's own level (seat 1, 2...; "": the game's level), only of the game's levels."""
        raw = self._seat_list()
        seats = raw[: ai_seats(self.spec)] if isinstance(raw, list) else []
        return [lv if isinstance(lv, str) and lv in self.spec.levels else "" for lv in seats]

    def set_level(self, level: str) -> None:
        """Every AI seat at ``level`` (the seats' own levels are forgotten)."""
        self._keep_levels(level, [])

    def seat_level(self, seat: int) -> str:
        """AI seat ``seat``'s level (1: the seat after the human's)."""
        seats = self.seat_levels()
        own = seats[seat - 1] if 0 < seat <= len(seats) else ""
        return own or self.level()

    def set_seat_level(self, seat: int, level: str) -> None:
        seats = self.seat_levels()
        seats += [""] * (seat - len(seats))
        seats[seat - 1] = "" if level == self.level() else level
        while seats and not seats[-1]:
            seats.pop()
        self._keep_levels(self.level(), seats)

    def ai_levels(self, players: int) -> dict[int, str] | None:
        """The AI seats' own levels for a new match (the human at seat 0); None: all at ``level()``."""
        level = self.level()
        levels = {s: self.seat_level(s) for s in range(1, players)}
        return None if all(lv == level for lv in levels.values()) else levels


class SettingsFieldChoices(GameChoices):
    """The default game's choices: the settings' own ``preset``, ``players``, ``level`` and
    ``seat_levels``, and its house rules per preset under ``Settings.extra[HOUSE_KEY]``, the
    hands (``rounds``) among them."""

    def _house_store(self, create: bool) -> dict[str, Any] | None:
        s = self.settings
        if not isinstance(s.extra, dict):
            if not create:
                return None
            s.extra = {}
        store = s.extra.get(HOUSE_KEY)
        if not isinstance(store, dict):
            if not create:
                return None
            store = s.extra[HOUSE_KEY] = {}
        return store

    def _changes(self) -> dict[str, Any]:
        store = self._house_store(False)
        changes = store.get(self.settings.preset) if store is not None else None
        if not isinstance(changes, dict):
            return {}
        return {k: v for k, v in changes.items() if k != "players"}

    def _remember(self, changes: dict[str, Any]) -> None:
        store = self._house_store(True)
        assert store is not None
        if changes:
            store[self.settings.preset] = dict(changes)
        else:
            store.pop(self.settings.preset, None)

    def preset(self) -> str:
        preset = self.settings.preset  # the settings check it on load; else the first
        return preset if preset in self.spec.presets else next(iter(self.spec.presets))

    def set_preset(self, preset: str) -> None:
        self.settings.preset = preset

    def players(self) -> int:
        return self.settings.players

    def set_players(self, n: int) -> None:
        self.settings.players = n

    def rounds(self) -> int | None:
        return _hands(self._changes().get("rounds"))

    def set_rounds(self, rounds: int | None) -> None:
        changes = self._changes()
        if rounds is None or rounds == self.spec.presets[self.preset()].rounds:
            changes.pop("rounds", None)
        else:
            changes["rounds"] = rounds
        self._remember(changes)

    def house(self) -> dict[str, Any]:
        return {k: v for k, v in self._changes().items() if k != "rounds"}

    def set_house(self, changes: dict[str, Any]) -> None:
        rounds = self._changes().get("rounds")
        self._remember({**changes, "rounds": rounds} if rounds is not None else dict(changes))

    def house_count(self) -> int:
        return len(self._changes())

    def _level(self) -> object:
        return self.settings.level

    def _seat_list(self) -> object:
        return self.settings.seat_levels

    def _keep_levels(self, level: str, seats: list[str]) -> None:
        self.settings.level, self.settings.seat_levels = level, seats


def choices(s: Settings, game: str | None = None) -> GameChoices:
    """``game``'s choices (the chosen game's by default), wherever the settings keep them."""
    game = game or chosen_game(s)
    return SettingsFieldChoices(s, game) if game == default_game() else GameChoices(s, game)


def game_preset(s: Settings, game: str | None = None) -> str:
    """The chosen preset of ``game`` (the chosen game by default)."""
    return choices(s, game).preset()


def set_game_preset(s: Settings, preset: str) -> None:
    choices(s).set_preset(preset)


def game_players(s: Settings, game: str | None = None) -> int:
    return choices(s, game).players()


def set_game_players(s: Settings, n: int) -> None:
    choices(s).set_players(n)


def set_game_rounds(s: Settings, rounds: int | None) -> None:
    choices(s).set_rounds(rounds)


def game_house(s: Settings, game: str | None = None) -> dict[str, Any]:
    """The remembered house rules of a game's chosen preset (players and hands aside, which
    are chosen on their own), as JSON values."""
    return choices(s, game).house()


def house_count(s: Settings) -> int:
    """How many options of the chosen game's chosen rules differ from its preset."""
    return choices(s).house_count()


def _made(spec: GameSpec[Any], preset: str, changes: dict[str, Any]) -> tuple[Any | None, str]:
    try:
        return spec.presets[preset].replace(**changes), ""
    except (KeyError, ValueError) as exc:
        return None, spec.rules_error(exc)


def preset_players(s: Settings) -> list[int]:
    """The player counts the chosen preset allows with its remembered house rules (the
    engine says: each count is tried on the game's own rules type)."""
    c = choices(s)
    changes = _changes_of(c)
    return [n for n in c.spec.players if _made(c.spec, c.preset(), {**changes, "players": n})[0] is not None]


def _changes_of(c: GameChoices) -> dict[str, Any]:
    rounds = c.rounds()
    return {**c.house(), **({"rounds": rounds} if rounds is not None else {})}


def choose_preset(s: Settings, preset: str) -> None:
    """The chosen game's preset, as the player picks it: a preset of another count than the
    last (Hattori's four, then Pagat's five) brings its own; between presets of one count, the
    count the player chose stays; never a count the preset cannot start."""
    c = choices(s)
    before = c.spec.presets[c.preset()].players
    c.set_preset(preset)
    own = c.spec.presets[preset].players
    if own != before and own in preset_players(s):
        c.set_players(own)
    fit_players(s)


def fit_players(s: Settings) -> None:
    """After a preset is chosen: keep the player count if it allows it, else take the preset's
    own count (or the nearest it allows), never a count that cannot start."""
    allowed = preset_players(s)
    now = game_players(s)
    if not allowed or now in allowed:
        return
    own: int = game_spec(chosen_game(s)).presets[game_preset(s)].players
    set_game_players(s, own if own in allowed else min(allowed, key=lambda n: (abs(n - now), n)))


def game_rules(s: Settings) -> tuple[Any | None, str]:
    """The rules of the choices in ``s``, or None and the engine's reason they are impossible."""
    c = choices(s)
    return _made(c.spec, c.preset(), {**_changes_of(c), "players": c.players()})


def preset_words(game: str, preset: str) -> str:
    """A preset's title, in the player's language (its game's spec names it)."""
    title = game_spec(game).preset_titles.get(preset)
    return _(title) if title else preset


def preset_about(game: str, preset: str) -> str:
    """A preset's one-sentence description, in the player's language ("" when it has none)."""
    text = game_spec(game).preset_descriptions.get(preset)
    return _(text) if text else ""
