"""Finished hands kept for replay: the engine's JSON records, one file per hand in ``hands/`` of
the user data folder, the newest :data:`KEEP` kept. Export writes a record where the player
says; import reads one, replays it through the engine to check it, and only then keeps it. A
file that is not a hand record is refused with the reason; nothing else changes.

Robust against the disk and against kills:

* a hand is kept once, keyed by its match and its number (``<when>-<game>-<match>-h<n>.json``):
  counted again after a kill and a Continue, it is not written again; an imported file is
  keyed by its content;
* the temp files of writes a kill interrupted are removed (older than ``TEMP_AGE`` seconds,
  so a write in progress elsewhere is left alone), as the save's are;
* every file is read through the guarded reader (:func:`game.rules.safe_json.read_bytes`):
  regular files only, opened without blocking, the size checked before a byte is read;
* pruning removes only regular files with this module's own names, never anything else in the
  folder; a write that fails is reported to the storage notice and never stops the game.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import stat
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules.errors import IllegalAction, RecordError
from game.rules.games import replay
from game.rules.i18n import _
from game.rules.protocol import AnyGameHand
from game.rules.safe_json import UnreadableFile, clean_text, parse_json_bytes, read_bytes

from .atomic import write_text_atomic
from .storage_health import report_write_failure, report_write_ok

log = logging.getLogger(__name__)

KEEP = 200
FOLDER = "hands"
EXPORTS = "Napoleon hands"  # the folder of exports in the player's documents
TEMP_AGE = 10.0  # seconds: a temp file older than this was left by an interrupted write
NOTE = "kept"  # the key of the archive's note in a record: the player's seat, the names, the key

# The names this module writes: "<when>-<game>-<match>-h<number>.json", and before hands were
# keyed, "<when>-<counter>-<game>.json" (still listed, and pruned as ours).
_KEYED = re.compile(r"^(\d{8}-\d{6})-([a-z][a-z0-9_]*)-([0-9a-z]{1,40})-h(\d{1,6})\.json$")
_OLD = re.compile(r"^(\d{8}-\d{6})-(\d{4})-([a-z][a-z0-9_]*)\.json$")
# write_text_atomic's temp files of those: "<name>.<random>.tmp".
_TEMP = re.compile(r"^(?P<name>[^/]+\.json)\.[A-Za-z0-9_]{1,16}\.tmp$")


def export_folder(data_folder: Path) -> Path:
    """Where exported hands go: "Napoleon hands" in the player's documents, or ``exports``
    beside the data when the data folder is chosen (``NAPOLEON_DATA_DIR``: tests, portable
    installs) or there are no documents."""
    from .savegame import ENV

    if not os.environ.get(ENV):
        try:
            from platformdirs import user_documents_dir

            return Path(user_documents_dir()) / EXPORTS
        except Exception:  # no documents folder known here: beside the data
            log.info("no documents folder; exports go to the data folder")
    return data_folder / "exports"


def ours(name: str) -> bool:
    """A file name this module writes."""
    return bool(_KEYED.match(name) or _OLD.match(name))


@dataclass(frozen=True, slots=True)
class ArchivedHand:
    path: Path
    when: str  # "20261123-174410"
    game: str  # as the file name says (the record says for sure)
    match: str = ""  # the match's key; "" in the older names
    number: int = 0  # the hand's number in its match

    @property
    def title(self) -> str:
        w = self.when
        return f"{w[:4]}-{w[4:6]}-{w[6:8]} {w[9:11]}:{w[11:13]}"


@dataclass(frozen=True, slots=True)
class KeptHand:
    """A kept hand, replayed: its record (the archive's note left out), the player's seat and
    the names at the table when the archive knows them."""

    hand: AnyGameHand
    record: dict[str, Any]
    seat: int | None
    names: list[str] | None
    challenge: ChallengeTag | None = None  # a challenge's deal: its code and number


@dataclass(frozen=True, slots=True)
class ChallengeTag:
    """The challenge a kept hand was a deal of: its code and the deal's number (from 1)."""

    code: str
    deal: int

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "deal": self.deal}


def _parse(name: str, path: Path) -> ArchivedHand | None:
    m = _KEYED.match(name)
    if m is not None:
        return ArchivedHand(path, m.group(1), m.group(2), m.group(3), int(m.group(4)))
    m = _OLD.match(name)
    if m is not None:
        return ArchivedHand(path, m.group(1), m.group(3))
    return None


class ImportRefused(ValueError):
    """The file is not a hand this game can replay; the message says why, for the player."""


def checked_hand(data: Any) -> AnyGameHand:
    """The hand a record (dict or JSON text) replays to, or :class:`ImportRefused`."""
    try:
        return replay(data)
    except (RecordError, IllegalAction, ValueError, TypeError, KeyError) as exc:
        raise ImportRefused(
            _("This is not a hand record the game can replay: {reason}").format(reason=exc)
        ) from None


def _tag(note: dict[str, Any]) -> ChallengeTag | None:
    """The note's challenge, if it names one as the archive writes it."""
    raw = note.get("challenge")
    if not isinstance(raw, dict):
        return None
    code, deal = raw.get("code"), raw.get("deal")
    if not isinstance(code, str) or not isinstance(deal, int) or isinstance(deal, bool) or not 0 < deal < 100:
        return None
    code = clean_text(code, 64)
    return ChallengeTag(code, deal) if code else None


def _note(data: dict[str, Any], players: int) -> tuple[int | None, list[str] | None]:
    """The seat and names of the archive's note, each only if it makes sense for the hand."""
    note = data.get(NOTE)
    if not isinstance(note, dict):
        return None, None
    seat = note.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        seat = None
    names = note.get("names")
    if isinstance(names, list) and len(names) == players and all(isinstance(n, str) for n in names):
        names = [clean_text(n, 40) for n in names]
    else:
        names = None
    return seat, names


def kept_hand(data: Any) -> KeptHand:
    """A record (parsed JSON) checked by the engine, with the archive's note read."""
    hand = checked_hand(data)
    assert isinstance(data, dict)  # checked_hand refuses anything else
    players = hand.rules.players
    seat, names = _note(data, players)
    note = data.get(NOTE)
    tag = _tag(note) if isinstance(note, dict) else None
    record = {k: v for k, v in data.items() if k != NOTE}
    return KeptHand(hand, record, seat, names, tag)


def read_kept(path: Path) -> KeptHand:
    """The hand in ``path`` (read through the guarded reader), or :class:`ImportRefused`."""
    try:
        data = parse_json_bytes(read_bytes(path))
    except UnreadableFile as exc:
        raise ImportRefused(_("The file cannot be read: {reason}").format(reason=exc)) from None
    return kept_hand(data)


def record_text(kept: KeptHand, indent: int | None = None) -> str:
    """A kept hand as its file holds it: the record and the archive's note."""
    note: dict[str, Any] = {}
    if kept.seat is not None:
        note["seat"] = kept.seat
    if kept.names is not None:
        note["names"] = kept.names
    if kept.challenge is not None:
        note["challenge"] = kept.challenge.to_json()
    data = {**kept.record, NOTE: note} if note else kept.record
    separators = (",", ":") if indent is None else None
    return json.dumps(data, ensure_ascii=False, indent=indent, separators=separators)


class HandArchive:
    def __init__(self, folder: Path, keep: int = KEEP) -> None:
        self.folder = folder
        self.keep = keep
        self.last_error: OSError | None = None  # the last write that failed (None: all well)

    def hands(self) -> list[ArchivedHand]:
        """The kept hands, newest first; anything with one of our names is listed (a damaged
        or strange one too: opening it says why it cannot be), other files are left alone."""
        found: list[tuple[str, int, int, ArchivedHand]] = []
        try:
            with os.scandir(self.folder) as it:
                for e in it:
                    a = _parse(e.name, Path(e.path))
                    if a is not None:  # within one second, the later write first
                        found.append((a.when, _mtime_ns(e), a.number, a))
        except OSError:
            return []
        found.sort(key=lambda t: t[:3], reverse=True)
        return [t[3] for t in found]

    def find(self, game: str, match: str, number: int) -> ArchivedHand | None:
        """The kept hand of that key, if it is kept."""
        for a in self.hands():
            if (a.game, a.match, a.number) == (game, match, number):
                return a
        return None

    def add(
        self,
        hand: AnyGameHand,
        match: str | None = None,
        number: int = 0,
        seat: int | None = None,
        names: Sequence[str] | None = None,
        challenge: ChallengeTag | None = None,
    ) -> Path | None:
        """Keep a finished hand's record, once per ``match`` key and hand ``number`` (None:
        keyed by the record itself), with the player's ``seat`` and the ``names`` (and the
        ``challenge`` it was a deal of); drop the oldest beyond :attr:`keep`. The path kept, or
        None when the folder cannot be written (logged and reported: losing a replay never
        stops the game)."""
        self.clean_temps()
        record = hand.record()
        game = str(getattr(hand, "game", record.get("game", "napoleon")))
        digest = hashlib.sha256(json.dumps(record, sort_keys=True).encode()).hexdigest()
        if match is None:
            token, number = "i" + digest[:16], 0
        else:
            token = re.sub(r"[^0-9a-z]", "", match.lower().replace("-", "n"))[-31:] or "0"
        # The key's first holder may be another hand (a later match dealt from the same seed,
        # as --seed does on every launch): that one gets the key with its record's digest.
        for candidate in (token, f"{token[:31]}x{digest[:8]}"):
            same = self.find(game, candidate, number)
            if same is None:
                token = candidate
                break
            if self._holds(same, record):  # counted again after a kill and a Continue: kept
                return same.path
        kept = KeptHand(hand, record, seat, list(names) if names is not None else None, challenge)
        path = self.folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{game}-{token}-h{number:03d}.json"
        try:
            write_text_atomic(path, record_text(kept))
        except OSError as exc:
            log.error("hand archive: %s not written (%s)", path, exc)
            self.last_error = exc
            report_write_failure("archive", self.folder, exc)
            return None
        self.last_error = None
        report_write_ok("archive")
        self.prune()
        return path

    def _holds(self, item: ArchivedHand, record: dict[str, Any]) -> bool:
        """Whether ``item`` keeps this very record (an unreadable file holds nothing)."""
        try:
            kept = self.open(item).record
        except ImportRefused:
            return False
        return json.dumps(kept, sort_keys=True) == json.dumps(record, sort_keys=True)

    def prune(self) -> None:
        """Remove the oldest of our regular files beyond :attr:`keep` (nothing else)."""
        regular = [a for a in self.hands() if _regular(a.path)]
        for old in regular[self.keep :]:
            try:
                old.path.unlink()
            except OSError as exc:
                log.warning("hand archive: %s not removed (%s)", old.path, exc)

    def clean_temps(self, min_age: float = TEMP_AGE) -> list[Path]:
        """Remove the temp files that kills left in the middle of a write (ours only, regular,
        older than ``min_age`` seconds); what was removed. Never raises."""
        removed: list[Path] = []
        now = time.time()
        try:
            with os.scandir(self.folder) as it:
                temps = [Path(e.path) for e in it if (m := _TEMP.match(e.name)) and ours(m.group("name"))]
        except OSError:
            return removed
        for tmp in temps:
            with contextlib.suppress(OSError):
                info = tmp.lstat()
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= min_age:
                    tmp.unlink()
                    removed.append(tmp)
                    log.info("removed %s, left by an interrupted write", tmp.name)
        return removed

    def load(self, item: ArchivedHand) -> AnyGameHand:
        """The kept hand, replayed (:class:`ImportRefused` if the file went bad since)."""
        return self.open(item).hand

    def open(self, item: ArchivedHand) -> KeptHand:
        """The kept hand with the player's seat and names (:class:`ImportRefused` if bad)."""
        try:
            data = parse_json_bytes(read_bytes(item.path))
        except UnreadableFile as exc:
            raise ImportRefused(_("This hand cannot be read: {reason}").format(reason=exc)) from None
        return kept_hand(data)

    def export(self, hand: AnyGameHand | KeptHand, target: Path) -> None:
        """Write the hand's record (with the player's seat and names when known) to ``target``
        (OSError: the caller says it failed)."""
        kept = hand if isinstance(hand, KeptHand) else KeptHand(hand, hand.record(), None, None)
        write_text_atomic(target, record_text(kept, indent=1))

    def import_kept(self, source: Path) -> KeptHand:
        """Read a record from ``source`` (a regular file of at most ``MAX_BYTES``, checked
        before it is read), check that it replays, keep it (once); the hand."""
        kept = read_kept(source)
        self.add(kept.hand, seat=kept.seat, names=kept.names, challenge=kept.challenge)
        return kept

    def import_file(self, source: Path) -> AnyGameHand:
        """:meth:`import_kept`'s hand."""
        return self.import_kept(source).hand


def _mtime_ns(entry: os.DirEntry[str]) -> int:
    try:
        return entry.stat(follow_symlinks=False).st_mtime_ns
    except OSError:
        return 0


def _regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(path.lstat().st_mode)
    except OSError:
        return False


def unique_target(folder: Path, stem: str) -> Path:
    """``folder/stem.json``, or ``stem-2.json``… when that exists (an export never replaces)."""
    target = folder / f"{stem}.json"
    n = 1
    while target.exists() or target.is_symlink():
        n += 1
        target = folder / f"{stem}-{n}.json"
    return target
