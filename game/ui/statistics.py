"""The player's statistics across matches, in SQLite (``statistics.sqlite3`` in the user data
folder): one row per finished hand, written in one transaction when the hand ends, and one
row per match. Practice hands are never written.

SQLite's journal makes a hand's row all-or-nothing, so a kill in the middle of a write loses
at most that hand. A file that is not a database, or fails SQLite's integrity check, is kept
aside (renamed, never deleted), a new one is started, and :attr:`StatsStore.notice` says so.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path

from game.rules.i18n import _
from game.rules.safe_json import move_aside

log = logging.getLogger(__name__)

FILE_NAME = "statistics.sqlite3"
SCHEMA_VERSION = 1
ROLES = ("declarer", "partner", "defender")  # Napoleon / adjutant / the allies (Nap: bidder)

SCHEMA = """
CREATE TABLE IF NOT EXISTS hands (
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
);
CREATE TABLE IF NOT EXISTS matches (
    match_id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    preset TEXT NOT NULL,
    players INTEGER NOT NULL,
    started_at REAL NOT NULL,
    finished_at REAL,
    chips INTEGER NOT NULL DEFAULT 0
);
"""


def default_path() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("napoleon")) / FILE_NAME


@dataclass(frozen=True, slots=True)
class HandStats:
    """One finished hand from the human's seat."""

    match_id: str
    hand_number: int
    game: str
    preset: str
    players: int
    role: str  # one of ROLES
    bid: int | None  # the contract's number (None: no contract, e.g. a redeal)
    declarer_made: bool  # Napoleon's side made the contract
    chips: int  # the human's chips from this hand


@dataclass(frozen=True, slots=True)
class Summary:
    hands: int
    chips: int
    times_declarer: int
    declarer_made: int
    times_partner: int
    defended: int
    defence_won: int
    mean_bid: float | None  # over the hands the human was Napoleon
    matches: int
    best_match: int | None  # chips
    worst_match: int | None

    @property
    def chips_per_hand(self) -> float:
        return self.chips / self.hands if self.hands else 0.0

    @property
    def made_rate(self) -> float | None:
        return self.declarer_made / self.times_declarer if self.times_declarer else None

    @property
    def defence_rate(self) -> float | None:
        return self.defence_won / self.defended if self.defended else None


class StatsStore:
    """The statistics database; every method opens, works and closes (no handle held open
    between hands, so a crash never leaves one half-written)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.notice = ""  # for the player: a damaged database was kept aside
        self._ready()

    # -- opening --------------------------------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        con = sqlite3.connect(self.path, timeout=5)
        con.execute("PRAGMA foreign_keys = ON")
        return con

    def _ready(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._create()
        except sqlite3.DatabaseError as exc:
            self._start_again(str(exc))
        except OSError as exc:
            log.error("statistics: cannot use %s (%s); nothing will be recorded", self.path, exc)
            self.notice = _("Statistics cannot be saved: {reason}").format(reason=exc)

    def _create(self) -> None:
        with closing(self._connect()) as con:
            check = con.execute("PRAGMA quick_check").fetchone()
            if not check or check[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check: {check[0] if check else 'no answer'}")
            version = con.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, SCHEMA_VERSION):
                raise sqlite3.DatabaseError(f"schema version {version} is not {SCHEMA_VERSION}")
            with con:
                con.executescript(SCHEMA)
                con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            # Every table and column we read must be there (a file of another program is not ours).
            con.execute("SELECT match_id, hand_number, role, bid, declarer_made, chips FROM hands LIMIT 1")
            con.execute("SELECT match_id, chips, finished_at FROM matches LIMIT 1")

    def _start_again(self, why: str) -> None:
        try:
            kept = move_aside(self.path)
        except OSError as exc:
            log.error("statistics: %s is damaged (%s) and cannot be moved (%s)", self.path, why, exc)
            self.notice = _("Statistics cannot be saved: {reason}").format(reason=exc)
            return
        log.warning("statistics: %s is damaged (%s); kept as %s, starting a new one", self.path, why, kept)
        self.notice = _(
            "The statistics file was damaged. It was kept as {name} and new statistics were started."
        ).format(name=kept.name)
        try:
            self._create()
        except (sqlite3.DatabaseError, OSError) as exc:
            log.error("statistics: cannot start a new database (%s)", exc)

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with closing(self._connect()) as con, con:
            yield con

    # -- writing --------------------------------------------------------------------------

    def record_hand(self, hand: HandStats, match_chips: int) -> bool:
        """Write ``hand`` and the match's running total in one transaction. False when the
        database cannot be written (logged; the game goes on)."""
        if hand.role not in ROLES:
            raise ValueError(f"role {hand.role!r} is not one of {ROLES}")
        now = time.time()
        try:
            with self._transaction() as con:
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
            return True
        except (sqlite3.Error, OSError) as exc:
            log.error("statistics: hand not recorded (%s)", exc)
            return False

    def finish_match(self, match_id: str) -> None:
        try:
            with self._transaction() as con:
                con.execute("UPDATE matches SET finished_at = ? WHERE match_id = ?", (time.time(), match_id))
        except (sqlite3.Error, OSError) as exc:
            log.error("statistics: match end not recorded (%s)", exc)

    def reset(self) -> None:
        """Forget every hand and match (the screen asks the player first)."""
        with self._transaction() as con:
            con.execute("DELETE FROM hands")
            con.execute("DELETE FROM matches")

    # -- reading --------------------------------------------------------------------------

    def _where(self, game: str | None, preset: str | None, players: int | None) -> tuple[str, list[object]]:
        parts: list[str] = []
        args: list[object] = []
        for column, value in (("game", game), ("preset", preset), ("players", players)):
            if value is not None:
                parts.append(f"{column} = ?")
                args.append(value)
        return (" WHERE " + " AND ".join(parts)) if parts else "", args

    def summary(
        self, game: str | None = None, preset: str | None = None, players: int | None = None
    ) -> Summary:
        where, args = self._where(game, preset, players)
        with closing(self._connect()) as con:
            row = con.execute(
                "SELECT COUNT(*), COALESCE(SUM(chips), 0),"
                " SUM(role = 'declarer'), SUM(role = 'declarer' AND declarer_made),"
                " SUM(role = 'partner'), SUM(role = 'defender'),"
                " SUM(role = 'defender' AND NOT declarer_made),"
                " AVG(CASE WHEN role = 'declarer' THEN bid END)"
                f" FROM hands{where}",
                args,
            ).fetchone()
            m = con.execute(f"SELECT COUNT(*), MAX(chips), MIN(chips) FROM matches{where}", args).fetchone()
        return Summary(
            hands=row[0],
            chips=row[1],
            times_declarer=row[2] or 0,
            declarer_made=row[3] or 0,
            times_partner=row[4] or 0,
            defended=row[5] or 0,
            defence_won=row[6] or 0,
            mean_bid=row[7],
            matches=m[0],
            best_match=m[1],
            worst_match=m[2],
        )

    def chips_over_time(
        self, game: str | None = None, preset: str | None = None, players: int | None = None
    ) -> list[int]:
        """The running total of chips after each hand, oldest first (the chart's line)."""
        where, args = self._where(game, preset, players)
        with closing(self._connect()) as con:
            rows = con.execute(f"SELECT chips FROM hands{where} ORDER BY played_at, id", args).fetchall()
        total, out = 0, []
        for (chips,) in rows:
            total += chips
            out.append(total)
        return out

    def made_rate_by_bid(
        self, game: str | None = None, preset: str | None = None, players: int | None = None
    ) -> list[tuple[int, int, int]]:
        """(bid, times the human was Napoleon at it, times made), by bid (the bar chart)."""
        where, args = self._where(game, preset, players)
        where = (where + " AND" if where else " WHERE") + " role = 'declarer' AND bid IS NOT NULL"
        with closing(self._connect()) as con:
            rows = con.execute(
                f"SELECT bid, COUNT(*), SUM(declarer_made) FROM hands{where} GROUP BY bid ORDER BY bid", args
            ).fetchall()
        return [(int(b), int(n), int(m)) for b, n, m in rows]
