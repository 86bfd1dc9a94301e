"""Player settings saved as JSON in the platform's config folder (never next to the program).

Read through the guarded reader (:mod:`game.rules.safe_json`): a file that cannot be read at all is
kept aside (renamed, never deleted) and the title says so; a file that reads but holds bad
values keeps every value it can, the remembered house rules included, and the rest become
defaults. Either way the game starts.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from game.rules.games import GAMES, GameSpec, game_spec
from game.rules.i18n import LANGUAGES, _, pgettext
from game.rules.safe_json import UnreadableFile, move_aside, read_json

from .atomic import remove_stray_temps, write_text_atomic
from .storage_health import report_write_failure, report_write_ok

log = logging.getLogger(__name__)

SPEEDS = ("slow", "normal", "fast", "off")
# Seconds per animation at "normal" times this; "off" makes every animation instant.
SPEED_FACTOR = {"slow": 2.0, "normal": 1.0, "fast": 0.45, "off": 0.0}
CARD_GAP = 0.42  # seconds between two AI cards at "normal" (the presenter's T_PLAY_GAP)


def speed_words(speed: str) -> str:
    """What a speed does, in the player's words: "slow (a card every 0.8 s)"."""
    factor = SPEED_FACTOR.get(speed, 1.0)
    if factor == 0:
        return _("instant")
    seconds = f"{CARD_GAP * factor:.1f}"
    if speed == "slow":
        return _("slow (a card every {seconds} s)").format(seconds=seconds)
    if speed == "fast":
        return _("fast (a card every {seconds} s)").format(seconds=seconds)
    if speed == "normal":
        return _("normal (a card every {seconds} s)").format(seconds=seconds)
    return _("{speed} (a card every {seconds} s)").format(speed=speed, seconds=seconds)


# How long an AI seat takes at least before its move is shown (the AI decides the same move).
PACES = ("instant", "normal", "slow")
PACE_SECONDS = {"instant": 0.0, "normal": 0.7, "slow": 1.6}


def think_seconds(pace: str) -> float:
    return PACE_SECONDS.get(pace, 0.0)


def pace_words(pace: str) -> str:
    """An AI thinking time in the player's words: "slow (at least 1.6 s)"."""
    seconds = f"{think_seconds(pace):.1f}"
    if pace == "slow":
        return _("slow (at least {seconds} s a move)").format(seconds=seconds)
    if pace == "normal":
        return _("normal (at least {seconds} s a move)").format(seconds=seconds)
    return pgettext("AI thinking", "instant")


HOUSE_KEY = "house_rules"  # Settings.extra[HOUSE_KEY][preset] = {option: JSON value}
DEFAULT_LEVEL = "normal"  # the AI level a game starts at, if it has it (else its first)


def game_level(spec: GameSpec[Any]) -> str:
    """The AI level ``spec``'s game starts at, and the one an unknown level falls back to."""
    return DEFAULT_LEVEL if DEFAULT_LEVEL in spec.levels or not spec.levels else spec.levels[0]


def ai_seats(spec: GameSpec[Any]) -> int:
    """How many AI seats the game can have (its largest player count but the human)."""
    return max(spec.players, default=1) - 1


def checked_levels(level: object, seats: object, spec: GameSpec[Any], where: str) -> tuple[str, list[str]]:
    """A game's AI level and its per-seat levels (seat 1, 2...; "": the game's level), each
    checked against ``spec.levels`` on its own: an unknown level becomes the game's default
    (:func:`game_level`), an unknown seat's level the game's level, and seats beyond the
    game's AI seats are dropped; each fallback is logged, prefixed with ``where``."""
    known = ", ".join(spec.levels)
    if not isinstance(level, str) or level not in spec.levels:
        log.warning("%sAI level %r is not one of %s; using %r", where, level, known, game_level(spec))
        level = game_level(spec)
    if not isinstance(seats, list):
        log.warning("%sseat levels %r are not a list; all seats at %r", where, seats, level)
        return level, []
    out: list[str] = []
    for seat, own in enumerate(seats[: ai_seats(spec)], 1):
        if own != "" and (not isinstance(own, str) or own not in spec.levels):
            log.warning("%sseat %d's AI level %r is not one of %s; at %r", where, seat, own, known, level)
            own = ""
        out.append(own)
    if len(seats) > ai_seats(spec):
        log.warning(
            "%s%d seat levels for at most %d AI seats; the rest dropped", where, len(seats), ai_seats(spec)
        )
    while out and not out[-1]:
        out.pop()
    return level, out


def default_game() -> str:
    """The game a first start plays: the first registered (``GAME_ENTRIES``' first line). Its
    choices are the settings' own fields (``preset``, ``players``, the house rules under
    ``HOUSE_KEY``), checked against its spec; every other game's are in ``extra`` (see
    :mod:`.game_choice`)."""
    return next(iter(GAMES))


def _default_spec() -> GameSpec[Any]:
    return game_spec(default_game())


@dataclass
class Settings:
    speed: str = "normal"
    volume: float = 0.7
    muted: bool = False
    four_colour: bool = False
    fullscreen: bool = False
    preset: str = "pagat"
    players: int = 5
    level: str = DEFAULT_LEVEL  # the default game's; every other game's: see .game_choice
    window: tuple[int, int] = (1280, 720)
    wait_after_trick: bool = False  # hold each finished trick until a click or a key
    language: str = ""  # "en", "ja"; "" follows the system's locale
    seat_levels: list[str] = field(default_factory=list)  # seat 1, 2...: its level; "": ``level``
    ai_pace: str = "instant"  # PACES: how long an AI seat waits at least before playing
    # False only on a first start (no settings file yet): the title then offers the tutorial,
    # once. A file of an older version has no such key: its player is not new (True).
    tutorial_offered: bool = True
    extra: dict[str, Any] = field(default_factory=dict)

    def validated(self) -> Settings:
        """A copy with every bad value replaced by its default (and logged)."""
        d = Settings()
        out = dataclasses.replace(self)
        if not isinstance(out.speed, str) or out.speed not in SPEEDS:
            log.warning("settings: speed %r is not one of %s; using %r", out.speed, SPEEDS, d.speed)
            out.speed = d.speed
        if not isinstance(out.volume, int | float) or not 0 <= out.volume <= 1:
            log.warning("settings: volume %r is not 0..1; using %r", out.volume, d.volume)
            out.volume = d.volume
        spec = _default_spec()  # the settings' own fields are the default game's choices
        if not isinstance(out.players, int) or out.players not in spec.players:
            log.warning(
                "settings: players %r is not %d..%d; using %r",
                out.players,
                min(spec.players),
                max(spec.players),
                d.players,
            )
            out.players = d.players
        w = out.window
        if (
            not isinstance(w, list | tuple)
            or len(w) != 2
            or not all(isinstance(v, int) and 320 <= v <= 10000 for v in w)
        ):
            log.warning("settings: window size %r is invalid; using %r", w, d.window)
            out.window = d.window
        else:
            out.window = (int(w[0]), int(w[1]))
        for name in ("muted", "four_colour", "fullscreen", "wait_after_trick", "tutorial_offered"):
            if not isinstance(getattr(out, name), bool):
                log.warning("settings: %s must be true or false; using the default", name)
                setattr(out, name, getattr(d, name))
        if not isinstance(out.preset, str) or out.preset not in spec.presets:
            known = ", ".join(spec.presets)
            log.warning("settings: preset %r is not one of %s; using %r", out.preset, known, d.preset)
            out.preset = d.preset
        out.level, out.seat_levels = checked_levels(out.level, out.seat_levels, spec, "settings: ")
        if not isinstance(out.language, str) or (out.language and out.language not in LANGUAGES):
            log.warning(
                "settings: language %r is not one of %s; following the system", out.language, LANGUAGES
            )
            out.language = d.language
        if not isinstance(out.ai_pace, str) or out.ai_pace not in PACES:
            log.warning("settings: AI pace %r is not one of %s; using %r", out.ai_pace, PACES, d.ai_pace)
            out.ai_pace = d.ai_pace
        out.extra = _salvage_extra(out.extra)
        return out


def _salvage_extra(extra: Any) -> dict[str, Any]:
    """``extra`` with what is usable kept: the remembered house rules of the default game's
    known presets, each option kept only if its rules accept it on that preset."""
    if not isinstance(extra, dict):
        log.warning("settings: extra %r is not an object; dropped", type(extra).__name__)
        return {}
    out = {k: v for k, v in extra.items() if isinstance(k, str) and k != HOUSE_KEY}
    for name in GAMES:
        if name != default_game() and isinstance(out.get(name), dict):
            out[name] = _salvage_game(game_spec(name), out[name])
    house = extra.get(HOUSE_KEY)
    if house is None:
        return out
    kept: dict[str, dict[str, Any]] = {}
    presets = _default_spec().presets
    if isinstance(house, dict):
        for preset, changes in house.items():
            if preset not in presets or not isinstance(changes, dict):
                log.warning("settings: house rules for %r dropped", preset)
                continue
            good = {}
            for name, value in changes.items():
                try:
                    presets[preset].replace(**{name: value})
                except (TypeError, ValueError):  # a RuleConflict is a ValueError
                    log.warning("settings: house rule %s=%r of %s dropped", name, value, preset)
                    continue
                good[name] = value
            try:  # together they may still conflict: then keep none of this preset's
                presets[preset].replace(**good)
            except (TypeError, ValueError):
                log.warning("settings: the house rules of %s conflict; dropped", preset)
                continue
            if good:
                kept[preset] = good
    out[HOUSE_KEY] = kept
    return out


def _salvage_game(spec: GameSpec[Any], store: dict[str, Any]) -> dict[str, Any]:
    """Another game's choices (``Settings.extra[<game>]``, see :mod:`.game_choice`) with the
    AI levels it does not have replaced, one by one, and a preset or player count it does not
    have dropped (the game's own is used), each logged. What the game never set stays unset."""
    out = dict(store)
    where = f"settings: {spec.name}: "
    if "level" in out or "seat_levels" in out:
        level, seats = checked_levels(
            out.get("level", game_level(spec)), out.get("seat_levels", []), spec, where
        )
        out.update(level=level, seat_levels=seats)
    preset = out.get("preset")
    if "preset" in out and (not isinstance(preset, str) or preset not in spec.presets):
        log.warning(
            "%spreset %r is not one of %s; dropped", where, out.pop("preset"), ", ".join(spec.presets)
        )
    players = out.get("players")
    if "players" in out and (
        not isinstance(players, int) or isinstance(players, bool) or players not in spec.players
    ):
        log.warning("%splayers %r is not one of %s; dropped", where, out.pop("players"), spec.players)
    return out


def default_path() -> Path:
    from platformdirs import user_config_dir

    return Path(user_config_dir("napoleon")) / "settings.json"


class LoadedSettings(NamedTuple):
    settings: Settings
    problem: str  # what the title tells the player ("" when the file was fine)
    path: Path | None  # where to save them; None: never overwrite a file that was kept


def load(path: Path | None = None) -> Settings:
    return load_checked(path).settings


def load_checked(path: Path | None = None) -> LoadedSettings:
    """The settings at ``path``, and what went wrong in words. Never raises."""
    path = path or default_path()
    for tmp in remove_stray_temps(path):
        log.info("settings: removed %s, left by an interrupted write", tmp.name)
    if not path.exists():  # a first start: the title offers the tutorial
        return LoadedSettings(Settings(tutorial_offered=False), "", path)
    try:
        data = read_json(path, max_bytes=1024 * 1024)
        if not isinstance(data, dict):
            raise UnreadableFile(_("it does not hold a JSON object"))
    except UnreadableFile as exc:
        try:
            kept = move_aside(path)
        except OSError as err:
            log.warning("settings: %s is broken (%s) and cannot be renamed (%s)", path, exc, err)
            return LoadedSettings(
                Settings(),
                _(
                    "Your settings could not be read: {reason}. Defaults are used and not saved this time."
                ).format(reason=exc),
                None,
            )
        log.warning("settings: %s is broken (%s); kept as %s", path, exc, kept.name)
        return LoadedSettings(
            Settings(),
            _(
                "Your settings could not be read: {reason}. Defaults are used; the file was kept as {file}."
            ).format(reason=exc, file=kept.name),
            path,
        )
    names = {f.name for f in dataclasses.fields(Settings)}
    unknown = sorted(str(k) for k in set(data) - names)
    if unknown:
        log.warning("settings: ignoring unknown key(s) %s in %s", ", ".join(unknown), path)
    try:
        return LoadedSettings(Settings(**{k: v for k, v in data.items() if k in names}).validated(), "", path)
    except Exception as exc:  # validated() replaces bad values; this is the last guard
        log.warning("settings: %s is invalid (%s); using defaults", path, exc)
        return LoadedSettings(
            Settings(), _("Your settings held values that could not be used; defaults are used."), path
        )


def save(settings: Settings, path: Path | None = None) -> None:
    path = path or default_path()
    try:
        write_text_atomic(path, json.dumps(dataclasses.asdict(settings), indent=2))
    except OSError as exc:
        log.warning("settings: cannot save to %s (%s)", path, exc)
        report_write_failure("settings", path.parent, exc)  # told on the title and the table
    else:
        report_write_ok("settings")
