"""The player's statistics across matches, in SQLite (``statistics.sqlite3`` in the user data
folder): one row per finished hand, written in one transaction when the hand ends, and one
row per match, counted as a match once it is finished. Practice hands are never written.

The statistics only grow: opening and reading never write (read connections never create the
file; no schema or version is written before a hand is recorded). A file is judged before
anything is written to it:

- ours (our schema; an empty file or none at all is started when the first hand is recorded);
- made by a newer version of Napoleon, or another program's database: left exactly as it is,
  nothing recorded, and :attr:`StatsStore.notice` says which;
- truly unreadable as a database (SQLite says it is not one, or malformed): renamed aside
  (``.broken-<time>``, never written to, never deleted) and a new one started.

A file locked by another program is retried off the UI thread (:meth:`StatsStore.read_later`,
and a hand's write queued): the UI thread never waits for it. A write that fails for want of
room or permission leaves the file as it was and is reported to
:mod:`game.ui.storage_health`. Every value read is checked (:mod:`game.ui.statistics_rows`):
a REAL, a text or a NULL where a number belongs leaves that row out, never crashes a screen.
SQLite's journal makes a hand's row all-or-nothing, so a kill mid-write loses at most that hand.
"""

from __future__ import annotations

import logging
import queue
import sqlite3
import threading
import time
import urllib.parse
from collections.abc import Callable
from concurrent.futures import Future
from enum import StrEnum
from pathlib import Path, PurePath
from typing import NoReturn, TypeVar

from game.rules.i18n import _, ngettext
from game.rules.safe_json import move_aside

from . import lifetime, storage_health
from .statistics_rows import ROLES, HandStats, StatsView, Summary, read_view

__all__ = ["FILE_NAME", "ROLES", "HandStats", "StatsProblem", "StatsStore", "StatsView", "Summary"]

log = logging.getLogger(__name__)

FILE_NAME = "statistics.sqlite3"
SCHEMA_VERSION = 1
APPLICATION_ID = 0x4E41504F  # "NAPO" in the file's header: the mark of our own database
KIND = "statistics"  # as reported to storage_health

# The columns we read and write: a table of ours has at least these (the mark of our schema
# in files written before the application id).
COLUMNS = {
    "hands": {
        "id",
        "match_id",
        "hand_number",
        "played_at",
        "game",
        "preset",
        "players",
        "role",
        "bid",
        "declarer_made",
        "chips",
    },
    "matches": {"match_id", "game", "preset", "players", "started_at", "finished_at", "chips"},
}

SCHEMA = (
    """CREATE TABLE hands (
    id INTEGER PRIMARY KEY,
    match_id TEXT NOT NULL,
    hand_number INTEGER NOT NULL,
    played_at REAL NOT NULL,
    game TEXT NOT NULL,
    preset TEXT NOT NULL,
    players INTEGER NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('declarer', 'partner', 'defender')),
    bid INTEGER,
    declarer_made INTEGER NOT NULL CHECK (declarer_made IN (0, 1)),
    chips INTEGER NOT NULL,
    UNIQUE (match_id, hand_number)
)""",
    """CREATE TABLE matches (
    match_id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    preset TEXT NOT NULL,
    players INTEGER NOT NULL,
    started_at REAL NOT NULL,
    finished_at REAL,
    chips INTEGER NOT NULL DEFAULT 0
)""",
    f"PRAGMA application_id = {APPLICATION_ID}",
    f"PRAGMA user_version = {SCHEMA_VERSION}",
)

# What the screen reads goes by the game and the time a hand was played: 200,000 hands are read in
# order from this index instead of sorted. An index is not a table, so a file with it is still
# judged ours by every version (older ones included, which keep it up to date as they add hands).
# It is added after a hand is written, in a transaction of its own: a file that cannot take it
# (full, read-only, locked) keeps the hand, and reading never needs it (it reads 200,000 hands
# sorted, a little slower). Reading never adds it: opening never writes.
INDEXES = ("CREATE INDEX IF NOT EXISTS hands_by_game_time ON hands (game, played_at)",)

QUICK = 0.0  # on the UI thread: a locked file is answered at once, never waited for
PATIENT = 0.5  # in the background: each try waits this long for the lock
RETRY_PAUSE = 0.25  # between background tries

T = TypeVar("T")


class Status(StrEnum):
    OK = "ok"
    BUSY = "busy"  # locked by another program: retried in the background
    NEWER = "newer"  # made by a newer version of Napoleon: left alone
    FOREIGN = "foreign"  # another program's database: left alone
    DAMAGED = "damaged"  # unreadable as a database; kept aside, a new one started
    STUCK = "stuck"  # unreadable, and it could not be renamed aside
    FULL = "full"  # the disk is full: not written, the file as it was
    READ_ONLY = "read-only"  # the file or its folder cannot be written
    UNREADABLE = "unreadable"  # the file cannot be opened to read (permissions)


class StatsProblem(Exception):
    """The statistics cannot be read or written now; :attr:`status` says why."""

    def __init__(self, status: Status, detail: str = "", cause: BaseException | None = None) -> None:
        super().__init__(f"{status}: {detail}" if detail else str(status))
        self.status = status
        self.cause = cause  # the OS's or SQLite's error (what storage_health judges)


def sqlite_uri(path: PurePath) -> str:
    """SQLite's URI of a file, an empty authority whatever the path: ``Path.as_uri()`` gives a
    network share (``\\\\server\\share``) the authority ``server``, which SQLite refuses, and
    ``resolve()`` would turn a mapped drive into such a share. So the absolute path, as is."""
    text = (path if path.is_absolute() else Path(path).absolute()).as_posix()
    if not text.startswith("/"):
        text = "/" + text  # C:/... -> /C:/...
    return "file://" + urllib.parse.quote(text, safe="/:")


def _error_name(exc: BaseException) -> str:
    return str(getattr(exc, "sqlite_errorname", "") or "")


def _judge_error(exc: BaseException) -> Status:
    """The status an exception of SQLite or of the OS means."""
    name = _error_name(exc)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "database is locked" in str(exc):
        return Status.BUSY
    if name.startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT")):
        return Status.DAMAGED
    if storage_health.reason_of(exc) == storage_health.FULL:
        return Status.FULL
    return Status.READ_ONLY


class StatsStore:
    """The statistics database. Every call opens, works and closes (no handle held open
    between hands, so a crash never leaves one half-written). Writes that find the file
    locked are queued to one background thread, in order, and retried until they succeed."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.status = Status.OK  # the last judgement of the file
        self.kept_as: Path | None = None  # where a damaged file was renamed this session
        self.skipped = 0  # rows left out of the last reading (values that are not ours)
        self._checked = False  # the integrity check passed once
        self._indexed = False  # the reading's indexes were made, or tried, this session (INDEXES)
        # None: the worker's sign to end (close).
        self._jobs: queue.Queue[tuple[Callable[[], object], Future[object]] | None] = queue.Queue()
        self._pending = 0
        self._lock = threading.Lock()
        self._worker: threading.Thread | None = None
        self._closed = False
        self._stopping = threading.Event()  # cuts the pause between retries short (close)

    # -- what the player reads --------------------------------------------------------------

    @property
    def notice(self) -> str:
        """What the screen says about the file ("" when all is well)."""
        return " ".join(text for text, _path in self.notice_lines())

    def notice_lines(self) -> list[tuple[str, bool]]:
        """The notice as (text, is a path): a path is drawn on a line of its own, never cut."""
        words = {
            Status.BUSY: _("The statistics file is in use by another program. Waiting for it…"),
            Status.NEWER: _(
                "These statistics were made by a newer version of Napoleon. They are left as they "
                "are and nothing is recorded: play the newer version to keep counting."
            ),
            Status.FOREIGN: _(
                "The statistics file is not Napoleon's (another program's database). It is left as it "
                "is and nothing is recorded."
            ),
            Status.STUCK: _(
                "The statistics file is damaged and could not be set aside. Nothing is recorded."
            ),
            Status.FULL: _("The disk is full: new hands are not recorded. Your statistics are kept."),
            Status.READ_ONLY: _(
                "The folder cannot be written: new hands are not recorded. Your statistics are kept."
            ),
            Status.UNREADABLE: _("The statistics file cannot be read."),
        }
        lines: list[tuple[str, bool]] = []
        if self.status in words:
            lines.append((words[self.status], False))
            if self.status in (Status.FOREIGN, Status.STUCK, Status.UNREADABLE):
                lines.append((_("File: {file}").format(file=self.path), True))
            elif self.status == Status.READ_ONLY:
                lines.append((_("Folder: {folder}").format(folder=self.path.parent), True))
        if self.kept_as is not None:
            lines.append(
                (
                    _("The statistics file was damaged: it was kept aside and new statistics were started."),
                    False,
                )
            )
            lines.append((_("Kept as: {file}").format(file=self.kept_as), True))
        if self.skipped:
            text = ngettext(
                "{n} entry in the statistics file is not readable and is left out.",
                "{n} entries in the statistics file are not readable and are left out.",
                self.skipped,
            )
            lines.append((text.format(n=self.skipped), False))
        return lines

    @property
    def busy(self) -> bool:
        return self._pending > 0

    # -- opening and judging ----------------------------------------------------------------

    def _connect(self, *, write: bool, timeout: float) -> sqlite3.Connection:
        """A connection in autocommit mode (transactions are explicit). Reading never creates
        the file; writing may (the first hand recorded)."""
        uri = sqlite_uri(self.path) + ("?mode=rwc" if write else "?mode=rw")
        con = sqlite3.connect(uri, uri=True, timeout=timeout, isolation_level=None)
        try:
            con.execute("PRAGMA foreign_keys = ON")
        except BaseException:
            con.close()
            raise
        return con

    def _judge(self, con: sqlite3.Connection, *, check: bool) -> bool:
        """Whether the file holds our schema (False: empty, ours to start). Raises
        :class:`StatsProblem` for a file that is not to be touched, and SQLite's own errors
        (busy, not a database) for the caller to judge. Reads only. ``check``: the whole file's
        integrity is checked first (once a session, before anything is written to it: it reads
        every page, a quarter of a second at 200,000 hands; a reading finds damage in the pages
        it reads, and says so the same way)."""
        if check and not self._checked:
            verdict = con.execute("PRAGMA quick_check").fetchone()
            if not verdict or verdict[0] != "ok":
                raise StatsProblem(Status.DAMAGED, f"integrity check: {verdict[0] if verdict else '-'}")
        app = con.execute("PRAGMA application_id").fetchone()[0]
        version = con.execute("PRAGMA user_version").fetchone()[0]
        tables = {
            name: {row[1] for row in con.execute(f"PRAGMA table_info('{name}')")}
            for (name,) in con.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
            if isinstance(name, str) and "'" not in name
        }
        self._checked = self._checked or check
        ours = all(cols <= tables.get(name, set()) for name, cols in COLUMNS.items())
        if app not in (0, APPLICATION_ID):
            raise StatsProblem(Status.FOREIGN, f"application id {app}")
        if version > SCHEMA_VERSION and (ours or app == APPLICATION_ID):
            raise StatsProblem(Status.NEWER, f"schema version {version}")
        if not tables and version == 0:
            return False  # empty (a new file): ours to start
        if ours and version in (0, SCHEMA_VERSION) and set(tables) <= set(COLUMNS):
            return True
        raise StatsProblem(Status.FOREIGN, f"tables {sorted(tables)}, version {version}")

    def _set_aside(self, why: str) -> None:
        try:
            kept = move_aside(self.path)
        except OSError as exc:
            log.error("statistics: %s is damaged (%s) and cannot be moved (%s)", self.path, why, exc)
            raise StatsProblem(Status.STUCK, why) from None
        log.warning("statistics: %s is damaged (%s); kept as %s", self.path, why, kept)
        self.kept_as, self._checked, self._indexed = kept, False, False

    def _set_aside_reading(self, why: str) -> None:
        """A reading found the file damaged: kept aside as a judgement would have."""
        try:
            self._set_aside(why)
        except StatsProblem as exc:
            self.status = exc.status
            raise

    def _open_judged(self, *, write: bool, timeout: float) -> tuple[sqlite3.Connection, bool] | None:
        """A judged connection in a transaction (a read's, or a write's: immediate) and whether
        our schema is in it; None when a damaged file was set aside on a read (nothing left to
        read). Sets :attr:`status` and raises :class:`StatsProblem` when it cannot be used."""
        try:
            for attempt in (1, 2):
                con: sqlite3.Connection | None = None
                try:
                    con = self._connect(write=write, timeout=timeout)
                    con.execute("BEGIN IMMEDIATE" if write else "BEGIN")
                    return con, self._judge(con, check=write)
                except (StatsProblem, sqlite3.Error, OSError) as exc:
                    if con is not None:
                        con.close()
                    status = exc.status if isinstance(exc, StatsProblem) else _judge_error(exc)
                    if status == Status.DAMAGED and attempt == 1:
                        self._set_aside(str(exc))
                        if not write:
                            return None
                        continue
                    if not write and status in (Status.FULL, Status.READ_ONLY):
                        status = Status.UNREADABLE  # a read that cannot even open the file
                    if isinstance(exc, StatsProblem):
                        exc.status = status
                        raise
                    raise StatsProblem(status, str(exc), exc) from None
            raise StatsProblem(Status.STUCK, "damaged again after it was set aside")
        except StatsProblem as exc:
            self.status = exc.status
            raise

    # -- reading ----------------------------------------------------------------------------

    def read(
        self,
        game: str | None = None,
        preset: str | None = None,
        players: int | None = None,
        *,
        timeout: float = QUICK,
    ) -> StatsView:
        """Everything the screen shows, every value checked. :class:`StatsProblem` when the
        file cannot be read now (``Status.BUSY``: locked; try :meth:`read_later`)."""
        if not self.path.exists():
            self.skipped = 0
            return StatsView.empty()
        opened = self._open_judged(write=False, timeout=timeout)
        if opened is None:  # a damaged file was set aside: nothing left to read
            self.skipped = 0
            return StatsView.empty()
        con, ours = opened
        try:
            view = read_view(con, game, preset, players) if ours else StatsView.empty()
        except sqlite3.Error as exc:  # locked, or damaged in a page the judgement did not read
            con.close()
            self._checked = False
            status = _judge_error(exc)
            if status == Status.DAMAGED:
                self._set_aside_reading(str(exc))
                self.skipped = 0
                return StatsView.empty()
            self.status = Status.UNREADABLE if status != Status.BUSY else status
            raise StatsProblem(self.status, str(exc)) from None
        con.close()
        self.skipped = view.skipped
        if self.status in (Status.BUSY, Status.UNREADABLE):
            self.status = Status.OK
        return view

    def latest_game(self) -> str | None:
        """The game of the hand recorded last (the newest row), or None: no hand, or the file
        cannot be read now. A hint for which game the screen opens on: it never waits, never
        judges or sets anything aside (the reading that follows does)."""
        if not self.path.exists():
            return None
        try:
            con = self._connect(write=False, timeout=QUICK)
            try:
                row = con.execute("SELECT game FROM hands ORDER BY rowid DESC LIMIT 1").fetchone()
            finally:
                con.close()
        except (sqlite3.Error, OSError):
            return None
        return row[0] if row is not None and isinstance(row[0], str) else None

    def examine(self) -> tuple[Status, int]:
        """What the file is, and how many hands it holds, changing nothing (a damaged file is
        not set aside; the self-check of the data folder). ``(Status.OK, 0)``: no file yet."""
        if not self.path.exists():
            return Status.OK, 0
        con: sqlite3.Connection | None = None
        try:
            con = self._connect(write=False, timeout=PATIENT)
            con.execute("BEGIN")
            self._checked = False  # the whole file is checked
            hands = read_view(con).summary.hands if self._judge(con, check=True) else 0
        except StatsProblem as exc:
            return exc.status, 0
        except (sqlite3.Error, OSError) as exc:
            status = _judge_error(exc)
            return (Status.UNREADABLE if status in (Status.FULL, Status.READ_ONLY) else status), 0
        finally:
            if con is not None:
                con.close()
        return Status.OK, hands

    def read_later(
        self, game: str | None = None, preset: str | None = None, players: int | None = None
    ) -> Future[StatsView]:
        """:meth:`read` in the background, retried while the file is locked."""
        return self._later(lambda: self.read(game, preset, players, timeout=PATIENT))

    def summary(
        self, game: str | None = None, preset: str | None = None, players: int | None = None
    ) -> Summary:
        return self.read(game, preset, players, timeout=PATIENT).summary

    def chips_over_time(
        self, game: str | None = None, preset: str | None = None, players: int | None = None
    ) -> list[int]:
        """The running total of chips after each hand, oldest first (the chart's line)."""
        return self.read(game, preset, players, timeout=PATIENT).curve

    def made_rate_by_bid(
        self, game: str | None = None, preset: str | None = None, players: int | None = None
    ) -> list[tuple[int, int, int]]:
        """(bid, times the human was Napoleon at it, times made), by bid (the bar chart)."""
        return self.read(game, preset, players, timeout=PATIENT).by_bid

    # -- writing ----------------------------------------------------------------------------

    def _write(self, work: Callable[[sqlite3.Connection], None], timeout: float) -> None:
        """Run ``work`` in one immediate transaction on a file judged ours (the schema made
        first in the same transaction when the file is new). Raises :class:`StatsProblem`."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self._failed(StatsProblem(_judge_error(exc), str(exc), exc))
        try:
            opened = self._open_judged(write=True, timeout=timeout)
        except StatsProblem as exc:
            self._failed(exc)
        assert opened is not None  # a write always gets a connection or a problem
        con, ours = opened
        try:
            if not ours:
                for statement in SCHEMA:
                    con.execute(statement)
            work(con)
            con.execute("COMMIT")
            if not self._indexed:
                self._index(con)  # never raises: the write stands
        except sqlite3.Error as exc:
            self._failed(StatsProblem(_judge_error(exc), str(exc), exc))
        finally:
            if con.in_transaction:
                con.rollback()
            con.close()
        self.status = Status.OK
        storage_health.report_write_ok(KIND)

    def _index(self, con: sqlite3.Connection) -> None:
        """The reading's indexes (``INDEXES``), after a write, in a transaction of their own, tried
        once a session (a few hundred milliseconds at 200,000 hands, nothing once made): when
        they cannot be made now (a full disk, another program's lock) the write stands, and
        the next session tries again."""
        self._indexed = True
        try:
            con.execute("BEGIN IMMEDIATE")
            for statement in INDEXES:
                con.execute(statement)
            con.execute("COMMIT")
        except sqlite3.Error as exc:
            log.info("statistics: the index is not made now (%s); the hands are kept", exc)
            if con.in_transaction:
                con.rollback()

    def _failed(self, problem: StatsProblem) -> NoReturn:
        self.status = problem.status
        if problem.status in (Status.FULL, Status.READ_ONLY):
            storage_health.report_write_failure(KIND, self.path.parent, problem.cause)
        raise problem from None

    def _write_soon(self, what: str, work: Callable[[sqlite3.Connection], None]) -> bool:
        """Write now if the file is free (True); queue it behind a locked file (False, it is
        written later); False (logged, reported) when it cannot be written."""
        with self._lock:
            queued = self._pending > 0
        if not queued:
            try:
                self._write(work, QUICK)
                return True
            except StatsProblem as exc:
                if exc.status != Status.BUSY:
                    log.error("statistics: %s not recorded (%s)", what, exc)
                    return False
        log.info("statistics: the file is locked; %s is written when it is free", what)
        self.status = Status.BUSY

        def told(done: Future[None]) -> None:
            if done.exception() is not None:
                log.error("statistics: %s not recorded (%s)", what, done.exception())

        self._later(lambda: self._write(work, PATIENT)).add_done_callback(told)
        return False

    def record_hand(self, hand: HandStats, match_chips: int, match_over: bool = False) -> bool:
        """Write ``hand`` and the match's running total in one transaction (and the match's
        end when ``match_over``). True when written now; False when queued behind a locked
        file or when the file cannot be written (logged; the game goes on)."""
        if hand.role not in ROLES:
            raise ValueError(f"role {hand.role!r} is not one of {ROLES}")

        def work(con: sqlite3.Connection) -> None:
            now = time.time()
            con.execute(
                "INSERT INTO matches (match_id, game, preset, players, started_at, chips) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (match_id) DO UPDATE SET chips = excluded.chips",
                (hand.match_id, hand.game, hand.preset, hand.players, now, match_chips),
            )
            con.execute(
                "INSERT OR REPLACE INTO hands (match_id, hand_number, played_at, game, preset, players,"
                " role, bid, declarer_made, chips) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    hand.match_id,
                    hand.hand_number,
                    now,
                    hand.game,
                    hand.preset,
                    hand.players,
                    hand.role,
                    hand.bid,
                    int(hand.declarer_made),
                    hand.chips,
                ),
            )
            if match_over:
                con.execute("UPDATE matches SET finished_at = ? WHERE match_id = ?", (now, hand.match_id))

        return self._write_soon(f"hand {hand.hand_number} of {hand.match_id[:40]}", work)

    def reset(self) -> bool:
        """Forget every hand and match (the screen asks the player first)."""

        def work(con: sqlite3.Connection) -> None:
            con.execute("DELETE FROM hands")
            con.execute("DELETE FROM matches")

        return self._write_soon("the reset", work)

    # -- the background ---------------------------------------------------------------------

    def _later(self, job: Callable[[], T]) -> Future[T]:
        """Run ``job`` on the store's one background thread, in order, again while it finds
        the file locked. After :meth:`close` nothing runs: the future fails at once."""
        future: Future[T] = Future()
        with self._lock:
            if self._closed:
                future.set_exception(RuntimeError("the statistics are closed"))
                return future
            self._pending += 1
            if self._worker is None or not self._worker.is_alive():
                self._worker = threading.Thread(target=self._work, name="statistics", daemon=True)
                self._worker.start()
                lifetime.own(self, self.close, "statistics writer")
        self._jobs.put((job, future))  # type: ignore[arg-type]
        return future

    def _work(self) -> None:
        while True:
            item = self._jobs.get()
            if item is None:  # closed: the writes still queued were given up
                return
            job, future = item
            try:
                while True:
                    try:
                        future.set_result(job())
                        break
                    except StatsProblem as exc:
                        if exc.status != Status.BUSY or self._closed:
                            future.set_exception(exc)
                            break
                    self._stopping.wait(RETRY_PAUSE)
            except BaseException as exc:  # never lose the thread to one job
                if not future.done():
                    future.set_exception(exc)
            finally:
                with self._lock:
                    self._pending -= 1

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the queued work (True when none is left). Tests; the app's quit."""
        end = None if timeout is None else time.monotonic() + timeout
        while self._pending:
            if end is not None and time.monotonic() >= end:
                return False
            time.sleep(0.02)
        return True

    def close(self, timeout: float = 2.0) -> None:
        """Give queued writes ``timeout`` seconds, then stop retrying (logged) and join the
        background thread."""
        if not self.wait(timeout):
            log.warning("statistics: the file is still locked; %d write(s) given up", self._pending)
        with self._lock:
            self._closed = True
            worker, self._worker = self._worker, None
        self._stopping.set()
        if worker is not None:
            self._jobs.put(None)  # after the queued writes, each given up at once now
            lifetime.join(worker)
        lifetime.disown(self)
