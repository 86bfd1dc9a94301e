"""``napoleon --self-test --data [FOLDER]``: can the game keep the player's files?

The check does in the data folder what the game's writes do (make the folder, create a file,
write, flush to disk, read back, rename, delete), judges the statistics database and the saved
match without changing them, and says what is wrong in one sentence each, in the player's
language. It leaves nothing behind and moves nothing aside.

The app runs a lighter part of it at every start (:func:`check_at_start`: a file made, written,
renamed and removed, without the flush), so a data folder that cannot be written is told on the
title at once, before the first save fails; and a folder that cannot be locked is told there
too. No pygame.
"""

from __future__ import annotations

import contextlib
import errno
import os
from dataclasses import dataclass, field
from pathlib import Path

from game.rules.i18n import _

from . import savegame, storage_health
from .statistics import FILE_NAME as STATS_FILE
from .statistics import StatsStore, Status

PROBE = b"napoleon data folder check \xe3\x83\x8a\n" * 64


@dataclass
class DataCheck:
    folder: Path
    problems: list[str] = field(default_factory=list)  # one sentence each
    facts: list[str] = field(default_factory=list)  # what was found well (English, for the log)

    @property
    def ok(self) -> bool:
        return not self.problems


def why(exc: OSError) -> str:
    """The cause of a failed write in a player's words."""
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return _("the disk is full")
    if exc.errno == errno.EROFS:
        return _("it is on a read-only disk")
    if exc.errno in (errno.EACCES, errno.EPERM):
        return _("you have no permission to write in it")
    if exc.errno in (errno.ENOTDIR, errno.EEXIST):
        return _("a file is where the folder should be")
    return _("the system refused ({reason})").format(reason=exc.strerror or type(exc).__name__)


def probe_folder(folder: Path) -> str | None:
    """Make, write, flush, read back, rename and delete a file in ``folder``: the sentence
    that says what failed, or None. The folders it had to make are removed again (a mistyped
    ``--data`` leaves nothing); the game makes its own when it first writes."""
    made = [p for p in (folder, *folder.parents) if not p.exists()]  # the deepest first
    try:
        return _probe(folder)
    finally:
        for p in made:
            with contextlib.suppress(OSError):
                p.rmdir()


def write_and_move(folder: Path, flush: bool = True) -> Path:
    """Make ``folder``, write a new file in it (flushed to disk when ``flush``) and rename it:
    the renamed file (the caller removes it). Raises ``OSError``; leaves no file behind then."""
    first = folder / f".napoleon-check-{os.getpid()}.tmp"
    second = first.with_suffix(".moved")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if not folder.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "not a directory")
        fd = os.open(first, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        try:
            os.write(fd, PROBE)
            if flush:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(first, second)
    finally:
        with contextlib.suppress(OSError):
            first.unlink(missing_ok=True)
    return second


def _probe(folder: Path) -> str | None:
    try:
        second = write_and_move(folder)
    except OSError as exc:
        return _("The data folder {folder} cannot be written: {why}.").format(folder=folder, why=why(exc))
    try:
        back = second.read_bytes()
        second.unlink()
    except OSError as exc:
        return _("The data folder {folder} cannot be read: {why}.").format(folder=folder, why=why(exc))
    finally:
        with contextlib.suppress(OSError):
            second.unlink(missing_ok=True)
    if back != PROBE:
        return _(
            "The data folder {folder} gave back other bytes than were written: the disk may be failing."
        ).format(folder=folder)
    return None


# What the data folder holds (storage_health's kinds): a folder that cannot be written keeps none.
DATA_KINDS = ("match", "archive", "statistics")


def check_at_start(folder: Path, lock_problem: OSError | None = None) -> str:
    """At the start, before anything is saved: a data folder that cannot be written is reported
    to :mod:`.storage_health` (the title and the table say what is not being saved, why and
    where, as after a failed save). Returns the sentence for the title when the folder can be
    written but not locked (``lock_problem``: a second copy would not be stopped), else "".
    When it cannot be written, that notice says it all: a second copy could not write either."""
    try:
        write_and_move(folder, flush=False).unlink()
    except OSError as exc:
        for kind in DATA_KINDS:
            storage_health.report_write_failure(kind, folder, exc)
        return ""
    if lock_problem is None:
        return ""
    return _(
        "The data folder cannot be locked, so a second copy of Napoleon would not be stopped from "
        "using it: {why}."
    ).format(why=why(lock_problem))


def statistics_problem(path: Path) -> tuple[str | None, str]:
    """The statistics file judged without a change: (the sentence, or None; a fact)."""
    status, hands = StatsStore(path).examine()
    words = {
        Status.NEWER: _(
            "The statistics file {file} is from a newer version of Napoleon; this version leaves it alone."
        ),
        Status.FOREIGN: _("The statistics file {file} is another program's database; it is left as it is."),
        Status.DAMAGED: _(
            "The statistics file {file} is damaged; the game will keep it aside and start new statistics."
        ),
        Status.BUSY: _("The statistics file {file} is in use by another program."),
        Status.UNREADABLE: _("The statistics file {file} cannot be read."),
    }
    if status in words:
        return words[status].format(file=path), f"statistics: {status}"
    return None, f"statistics: {hands} hands" if path.exists() else "statistics: none yet"


def save_problem(path: Path) -> tuple[str | None, str]:
    """The saved match checked by the engine, without a change."""
    if not path.exists():
        return None, "saved match: none"
    try:
        saved = savegame.read(path)
    except savegame.SaveError as exc:
        return _("The saved match {file} cannot be loaded: {why}.").format(
            file=path, why=exc
        ), "saved match: bad"
    return None, f"saved match: hand {saved.match.hands_played + 1}"


def check_data_folder(folder: Path) -> DataCheck:
    result = DataCheck(folder)
    problem = probe_folder(folder)
    if problem is None:
        result.facts.append("written, flushed, read back, renamed and removed a file")
    else:
        result.problems.append(problem)
    for found, fact in (
        statistics_problem(folder / STATS_FILE),
        save_problem(folder / savegame.FILE_NAME),
    ):
        result.facts.append(fact)
        if found is not None:
            result.problems.append(found)
    return result


def say(line: str) -> None:
    """Print, even on a console that cannot show every character."""
    try:
        print(line, flush=True)
    except UnicodeEncodeError:
        print(line.encode("ascii", "backslashreplace").decode("ascii"), flush=True)


def report(folder: str | None = None) -> int:
    """Check ``folder`` (default: the game's data folder), print the outcome; 0 when all is well."""
    where = Path(folder) if folder else savegame.default_path().parent
    result = check_data_folder(where)
    if result.ok:
        say(f"self-test: data folder {where}: OK ({'; '.join(result.facts)})")
        return 0
    for problem in result.problems:
        say(f"self-test: data folder: {problem}")
    say(f"self-test: data folder {where}: FAILED")
    return 1
