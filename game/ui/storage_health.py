"""Whether the player's files are being saved: the match, the hand archive, the statistics.

Every writer of the data folder reports each write here, in one line::

    from game.ui.storage_health import report_write_failure, report_write_ok

    try:
        write(...)
    except OSError as exc:
        report_write_failure("archive", folder, exc)  # the game goes on without it
    else:
        report_write_ok("archive")

The title and the table draw :meth:`StorageHealth.notice` (the player's language, the folder
named, no errno) while any kind fails; a later good write of that kind clears it. The context
makes its own state the one reported into (:func:`use`), so a test's context starts clean.
No pygame here: the writers import it without a display.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

from game.rules.i18n import N_, _, pgettext

# What is not being saved, in the player's words (kinds any writer may report).
KINDS: dict[str, str] = {
    "match": N_("the match"),
    "archive": N_("past hands"),
    "statistics": N_("statistics"),
    "settings": N_("the options"),
}

FULL = "full"  # no space left (or over a quota)
READ_ONLY = "read-only"  # read-only disk, no permission, a file where the folder should be

_FULL_ERRNOS = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG}


def reason_of(exc: BaseException | None) -> str:
    """:data:`FULL` or :data:`READ_ONLY` for an ``OSError`` or an SQLite error."""
    if isinstance(exc, OSError) and exc.errno in _FULL_ERRNOS:
        return FULL
    if isinstance(exc, sqlite3.Error):
        name = str(getattr(exc, "sqlite_errorname", "") or "")
        if name.startswith("SQLITE_FULL") or "disk is full" in str(exc):
            return FULL
    return READ_ONLY


def reason_words(reason: str) -> str:
    """The reason as a sentence for the player."""
    if reason == FULL:
        return _("The disk is full.")
    return _("The folder cannot be written.")


@dataclass(frozen=True, slots=True)
class Problem:
    kind: str  # a key of KINDS
    folder: Path  # the folder that could not be written
    reason: str  # FULL or READ_ONLY


class StorageHealth:
    """What cannot be written now, by kind. Writers may report from any thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._problems: dict[str, Problem] = {}
        self.changes = 0  # goes up at every change (a scene redraws when it moved)

    def failed(self, kind: str, folder: Path, exc: BaseException | None = None) -> None:
        problem = Problem(kind, Path(folder), reason_of(exc))
        with self._lock:
            if self._problems.get(kind) != problem:
                self._problems[kind] = problem
                self.changes += 1

    def ok(self, kind: str) -> None:
        with self._lock:
            if self._problems.pop(kind, None) is not None:
                self.changes += 1

    def problems(self) -> list[Problem]:
        with self._lock:
            return [self._problems[k] for k in KINDS if k in self._problems] + [
                p for k, p in self._problems.items() if k not in KINDS
            ]

    def __bool__(self) -> bool:
        return bool(self._problems)

    def notice(self) -> str:
        """The notice in one line ("" when all is well)."""
        return " ".join(text for text, _path in self.notice_lines())

    def notice_lines(self) -> list[tuple[str, bool]]:
        """(text, is a path) in the current language: per reason, a sentence, then the folder
        that holds every file concerned (the data folder, usually)."""
        groups: dict[str, list[Problem]] = {}
        for p in self.problems():
            groups.setdefault(p.reason, []).append(p)
        lines: list[tuple[str, bool]] = []
        for reason, group in groups.items():
            what = pgettext("list of things", ", ").join(_(KINDS.get(p.kind, p.kind)) for p in group)
            lines.append(
                (_("Not being saved: {what}. {reason}").format(what=what, reason=reason_words(reason)), False)
            )
            folder = _common_folder([p.folder for p in group])
            lines.append((_("Folder: {folder}").format(folder=folder), True))
        return lines


def _common_folder(folders: list[Path]) -> Path:
    try:
        return Path(os.path.commonpath(folders))
    except ValueError:  # different drives: the first one's
        return folders[0]


_current = StorageHealth()


def current() -> StorageHealth:
    """The state writers report into (the newest context's)."""
    return _current


def use(health: StorageHealth) -> None:
    """Report into ``health`` from now on (the context does this when it is made)."""
    global _current
    _current = health


def report_write_failure(kind: str, folder: Path, exc: BaseException | None = None) -> None:
    """A write of ``kind`` (see :data:`KINDS`) into ``folder`` failed with ``exc``."""
    _current.failed(kind, folder, exc)


def report_write_ok(kind: str) -> None:
    """A write of ``kind`` succeeded: whatever failed before is well again."""
    _current.ok(kind)
