"""The match in progress, saved after every action and on quit; Continue on the title restores it.

The save is one JSON file in the per-user data folder (``platformdirs.user_data_dir``, or the
folder named by ``NAPOLEON_DATA_DIR``), never next to the program. It holds the engine's match
(rules, seed, every finished hand's record: :meth:`Match.to_json`), the record of the hand in
progress, and what the session needs besides (AI level, the human's seat, the names). Loading
replays all of it through the engine, so a save that the engine refuses (not JSON, another
version, an illegal action, impossible rules) raises :class:`SaveError` with the reason.

Writes are atomic: a temp file in the same folder, flushed, then ``os.replace``; a crash
mid-write leaves the previous save whole.
"""

from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules import Match, RecordError
from game.rules.i18n import _
from game.rules.safe_json import UnreadableFile, clean_text, read_json
from game.rules.safe_json import move_aside as _move_aside

from .atomic import remove_stray_temps, write_text_atomic

log = logging.getLogger(__name__)

SAVE_FORMAT = "napoleon-save"
SAVE_VERSION = 1
FILE_NAME = "match.json"
MAX_NAME = 40  # characters of a player name kept from a save (names are drawn on the table)
ENV = "NAPOLEON_DATA_DIR"  # overrides the data folder (tests, portable installs)


class SaveError(Exception):
    """The save cannot be restored; the message says why, in a player's words."""


def default_path() -> Path:
    env = os.environ.get(ENV)
    if env:
        return Path(env) / FILE_NAME
    from platformdirs import user_data_dir

    return Path(user_data_dir("napoleon")) / FILE_NAME


@dataclass
class SavedMatch:
    """A save, checked by the engine: the match and the hand in progress, replayed."""

    match: Match[Any]  # any registered game's match (its save says which)
    hand: Any | None  # the game's hand; None: the hand was counted; the next deal is due
    level: str
    human: int | None
    names: list[str]
    levels: dict[int, str] | None = None  # AI seats' own levels (None: every seat at ``level``)
    practice: bool = False  # a practice match (undo, all hands shown; not in the statistics)

    @property
    def seed(self) -> int:
        return self.match.seed


def house_rules(match: Match[Any]) -> dict[str, Any]:
    """The preset the rules are closest to and the options changed from it (for the reader)."""
    data = match.rules.to_json()
    presets = match.spec.presets  # the match's game's presets, from the registry

    def changed(preset: Any) -> dict[str, Any]:
        ref = preset.to_json()
        return {k: v for k, v in data.items() if ref.get(k) != v}

    best = min(presets, key=lambda p: len(changed(presets[p])))
    return {"preset": best, "changes": changed(presets[best])}


def _deal(hand: Any) -> dict[str, Any]:
    """A hand's record without its actions: the deal, as any game records it."""
    return {**hand.record(), "actions": []}


def snapshot(
    match: Match[Any],
    hand: Any | None,
    level: str,
    human: int | None,
    names: list[str],
    levels: dict[int, str] | None = None,
    practice: bool = False,
) -> dict[str, Any]:
    """The save's JSON. ``hand`` is the hand in progress, or None once it is counted.
    ``levels``: each AI seat's level (a save without them has every seat at ``level``)."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        "level": level,
        "levels": {str(seat): lv for seat, lv in sorted((levels or {}).items())},
        "practice": practice,
        "human": human,
        "names": list(names),
        "house_rules": house_rules(match),
        "match": match.to_json(),
        "hand": None if hand is None else hand.record(),
    }


def write(path: Path, data: dict[str, Any]) -> None:
    """Write ``data`` atomically (temp file in the same folder, then ``os.replace``).

    Raises ``OSError`` when the folder cannot be written; the old save is then untouched.
    """
    write_text_atomic(path, json.dumps(data, ensure_ascii=False, indent=1))


def parse(data: Any) -> SavedMatch:
    """Check a save's JSON through the engine; :class:`SaveError` says what is wrong.

    Any exception while checking becomes a :class:`SaveError`: a save is the player's file,
    anything may be in it, and it must never stop the game from starting."""
    try:
        return _parse(data)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(_("it is nested too deeply")) from None
    except Exception as exc:
        raise SaveError(str(exc).strip("'\"")[:200] or type(exc).__name__) from None


def _parse(data: Any) -> SavedMatch:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(_("it is not a Napoleon save"))
    if data.get("version") != SAVE_VERSION:
        raise SaveError(
            _("it is version {found}; this game reads version {version}").format(
                found=repr(data.get("version")), version=SAVE_VERSION
            )
        )
    match = Match.from_json(data.get("match"))
    players = match.rules.players
    level = _known_level(data.get("level"), match.spec.levels)
    human = data.get("human")
    if human is not None and (
        not isinstance(human, int) or isinstance(human, bool) or not 0 <= human < players
    ):
        raise SaveError(_("its human seat {seat} is not a seat").format(seat=repr(human)))
    names = data.get("names")
    if not isinstance(names, list) or len(names) != players or not all(isinstance(n, str) for n in names):
        raise SaveError(_("its player names are not a list of names, one a seat"))
    names = [clean_text(n, MAX_NAME) for n in names]
    levels = _seat_levels(data.get("levels"), players, human)
    practice = data.get("practice", False)
    if not isinstance(practice, bool):
        raise SaveError(_("its practice mark {value} is not true or false").format(value=repr(practice)))
    rec = data.get("hand")
    hand = None
    if rec is not None:
        try:
            hand = match.spec.replay(rec)  # a hand record of the match's game
        except RecordError as exc:
            raise SaveError(_("the hand in progress: {reason}").format(reason=exc)) from None
        if match.is_over:
            raise SaveError(_("it has a hand in progress after the match ended"))
        expected = match.new_hand()
        if hand.rules != match.rules or hand.dealer != expected.dealer or _deal(hand) != _deal(expected):
            raise SaveError(_("the hand in progress is not the match's next deal"))
    for own in (levels or {}).values():
        _known_level(own, match.spec.levels)
    return SavedMatch(match, hand, level, human, names, levels, practice)


def _known_level(level: Any, known: tuple[str, ...]) -> str:
    """``level``, if it is one of the match's game's AI levels (``known``)."""
    if not isinstance(level, str) or level not in known:
        raise SaveError(
            _("its AI level {level} is not one of {levels}").format(
                level=repr(level), levels=", ".join(known)
            )
        )
    return level


def _seat_levels(raw: Any, players: int, human: int | None) -> dict[int, str] | None:
    """The AI seats' own levels of a save; None when it has none (an older save: one level)."""
    if raw is None or raw == {}:
        return None
    if not isinstance(raw, dict):
        raise SaveError(_("its AI seats' levels are not a table of seats"))
    out: dict[int, str] = {}
    for key, level in raw.items():
        seat = int(key) if isinstance(key, str) and key.isdigit() else -1
        if not 0 <= seat < players or seat == human:
            raise SaveError(_("its AI level for seat {seat} is not an AI seat's").format(seat=repr(key)))
        out[seat] = level  # one of the game's levels: checked with the match's game
    return out


def read(path: Path) -> SavedMatch:
    """Load and check the save at ``path`` (:class:`SaveError` if it cannot be used)."""
    try:
        data = read_json(path)
    except UnreadableFile as exc:
        raise SaveError(str(exc)) from None
    return parse(data)


def move_aside(path: Path, tag: str = "broken") -> Path:
    """Rename a save to ``<name>.<tag>-<time>`` (kept, never deleted); the new path."""
    return _move_aside(path, tag)


def clean_temps(path: Path | None) -> None:
    """Remove the temp files that writes interrupted by a crash or a kill left beside the save."""
    if path is not None:
        for tmp in remove_stray_temps(path):
            log.info("removed %s, left by an interrupted save", tmp.name)


def remove(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("cannot remove the finished match's save %s (%s)", path, exc)
