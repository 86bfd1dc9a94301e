"""Finished hands kept for replay: the engine's JSON records, one file per hand in
``hands/`` of the user data folder, the newest :data:`KEEP` kept. Export writes a record where
the player says; import reads one, replays it through the engine to check it, and only then
keeps it. A file that is not a hand record is refused with the reason; nothing else changes.
"""

from __future__ import annotations

import json
import logging
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules.errors import IllegalAction, RecordError
from game.rules.games import replay
from game.rules.i18n import _
from game.rules.protocol import GameHand
from game.rules.safe_json import UnreadableFile, read_json

from .atomic import write_text_atomic

log = logging.getLogger(__name__)

KEEP = 200
FOLDER = "hands"
_NAME = re.compile(r"^(\d{8}-\d{6})-(\d{4})-([a-z0-9_]+)\.json$")


def default_folder() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("napoleon")) / FOLDER


@dataclass(frozen=True, slots=True)
class ArchivedHand:
    path: Path
    when: str  # "20261123-174410"
    game: str

    @property
    def title(self) -> str:
        w = self.when
        return f"{w[:4]}-{w[4:6]}-{w[6:8]} {w[9:11]}:{w[11:13]}"


class ImportRefused(ValueError):
    """The file is not a hand this game can replay; the message says why, for the player."""


def checked_hand(data: Any) -> GameHand[Any, Any, Any]:
    """The hand a record (dict or JSON text) replays to, or :class:`ImportRefused`."""
    try:
        return replay(data)
    except (RecordError, IllegalAction, ValueError, TypeError, KeyError) as exc:
        raise ImportRefused(
            _("This is not a hand record the game can replay: {reason}").format(reason=exc)
        ) from None


class HandArchive:
    def __init__(self, folder: Path, keep: int = KEEP) -> None:
        self.folder = folder
        self.keep = keep
        self._n = 0

    def hands(self) -> list[ArchivedHand]:
        """The kept hands, newest first (files with other names are left alone)."""
        try:
            names = sorted((p for p in self.folder.iterdir() if _NAME.match(p.name)), reverse=True)
        except OSError:
            return []
        out = []
        for p in names:
            m = _NAME.match(p.name)
            assert m is not None
            out.append(ArchivedHand(p, m.group(1), m.group(3)))
        return out

    def add(self, hand: GameHand[Any, Any, Any]) -> Path | None:
        """Keep a finished hand's record; drop the oldest beyond :attr:`keep`. None (logged)
        when the folder cannot be written: losing a replay never stops the game."""
        record = hand.record()
        game = str(getattr(hand, "game", record.get("game", "napoleon")))
        self._n = (self._n + 1) % 10000
        path = self.folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{self._n:04d}-{game}.json"
        try:
            write_text_atomic(path, json.dumps(record, ensure_ascii=False, separators=(",", ":")))
        except OSError as exc:
            log.error("hand archive: %s not written (%s)", path, exc)
            return None
        for old in self.hands()[self.keep :]:
            try:
                old.path.unlink()
            except OSError as exc:
                log.warning("hand archive: %s not removed (%s)", old.path, exc)
        return path

    def load(self, item: ArchivedHand) -> GameHand[Any, Any, Any]:
        """The kept hand, replayed (:class:`ImportRefused` if the file went bad since)."""
        try:
            data = read_json(item.path)
        except (UnreadableFile, OSError) as exc:
            raise ImportRefused(_("This hand cannot be read: {reason}").format(reason=exc)) from None
        return checked_hand(data)

    def export(self, hand: GameHand[Any, Any, Any], target: Path) -> None:
        """Write ``hand``'s record to ``target`` (OSError: the caller says it failed)."""
        write_text_atomic(target, json.dumps(hand.record(), ensure_ascii=False, indent=1))

    def import_file(self, source: Path) -> GameHand[Any, Any, Any]:
        """Read a record from ``source``, check that it replays, keep it; the hand."""
        try:
            data = source.read_bytes()
        except OSError as exc:
            raise ImportRefused(
                _("The file cannot be read: {reason}").format(reason=exc.strerror or exc)
            ) from None
        hand = checked_hand(data)
        self.add(hand)
        return hand
