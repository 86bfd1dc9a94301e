"""The statistics screen and the files that cannot be used: the title and the table telling the
player that nothing is being saved, and the statistics screen healthy (Napoleon's, Nap's),
waiting for a locked file, left alone (a newer version's, another program's) and after a
damaged file was set aside.
Each is a real state: real files in a temporary folder, a real lock, real failures reported."""

from __future__ import annotations

import errno
import random
import sqlite3
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from game.napoleon import Phase

from .. import routes
from ..context import Context
from ..driver import run_until
from ..scenes.statistics import StatisticsScene
from ..scenes.title import TitleScene
from ..statistics import FILE_NAME, SCHEMA_VERSION, ChallengeStats, HandStats, StatsStore
from ..table.scene import TableScene
from .common import Shot, rules

FOLDER = Path("/home/aki/.local/share/napoleon")  # the folder named in the notice (a player's)


def made_up_hands(store: StatsStore) -> None:
    """Sixteen hands of Nap in two matches, then forty of Napoleon in five, the last one still
    in play (the screen opens on Napoleon's, the game played last)."""
    rng, total = random.Random(3), 0
    for n in range(1, 17):
        role = rng.choice(["declarer", "defender", "defender"])
        chips = rng.randint(-5, 5)
        total = chips if n % 8 == 1 else total + chips
        bid, made = rng.randint(2, 5), rng.random() < 0.5
        store.record_hand(
            HandStats(f"n{n // 9}", n, "nap", "standard", 5, role, bid, made, chips),
            total,
            match_over=n % 8 == 0,
        )
    total = 0
    for n in range(1, 41):
        role = rng.choice(["declarer", "partner", "defender", "defender", "defender"])
        chips = rng.randint(-6, 6)
        total = chips if n % 8 == 1 else total + chips
        bid = rng.randint(13, 17)
        hand = HandStats(f"m{n // 8}", n, "napoleon", "pagat", 5, role, bid, rng.random() < 0.6, chips)
        store.record_hand(hand, total, match_over=n % 8 == 0)
    # Three challenges of Napoleon against Hard, and a daily's second try (practice: not counted).
    tries = [
        (None, 6, 2, False),
        (None, -3, 4, False),
        ("2025-01-01", 1, 1, False),
        ("2025-01-01", 9, 0, True),
    ]
    for n, (day, mine, hard, practice) in enumerate(tries):
        row = ChallengeStats(f"c{n}", f"1N18-28CP-G9J0-{n}E", "napoleon", "pagat", 5, day, practice)
        store.record_challenge(row)
        store.record_challenge(replace(row, player=mine, hard=hard))


def _store() -> StatsStore:
    return StatsStore(Path(tempfile.mkdtemp(prefix="napoleon-shots-")) / FILE_NAME)


def stats(state: str) -> Callable[[Context], None]:
    def build(c: Context) -> None:
        store = _store()
        if state in ("healthy", "nap", "busy", "newer", "full"):
            made_up_hands(store)
        if state == "busy":  # another program writing while the screen opens
            holder = sqlite3.connect(store.path, isolation_level=None)
            holder.execute("BEGIN EXCLUSIVE")
            c.router.push(routes.Statistics(store))  # it reads in the background: still waiting when drawn
            holder.rollback()
            holder.close()
            return
        if state == "newer":
            con = sqlite3.connect(store.path)
            con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
            con.close()
        elif state == "damaged":
            store.path.write_bytes(b"this is not a database " * 200)
        elif state == "foreign":
            con = sqlite3.connect(store.path)
            con.execute("CREATE TABLE notes (body TEXT)")
            con.close()
        elif state == "full":  # SQLite's own answer on a full disk, from the real write
            real = store._connect

            def no_room(*, write: bool, timeout: float) -> sqlite3.Connection:
                con = real(write=write, timeout=timeout)
                con.execute(f"PRAGMA max_page_count = {con.execute('PRAGMA page_count').fetchone()[0]}")
                return con

            store._connect = no_room  # type: ignore[method-assign]
            store.record_hand(HandStats("x" * 9000, 1, "napoleon", "pagat", 5, "defender", 13, True, 1), 1)
        c.router.push(routes.Statistics(store))
        if state == "nap":
            scene = c.stack.top
            assert isinstance(scene, StatisticsScene)
            scene.set_game("nap")

    return build


def not_saving(where: str) -> Callable[[Context], None]:
    """The title or the table while the match and past hands cannot be written."""

    def build(c: Context) -> None:
        c.storage.failed("match", FOLDER, OSError(errno.ENOSPC, "No space left on device"))
        c.storage.failed("archive", FOLDER / "hands", OSError(errno.ENOSPC, "No space left on device"))
        if where == "title":
            c.stack.push(TitleScene(c))
            return
        t = TableScene(c, rules("napoleon", "pagat", players=5), "normal", 11)
        c.stack.push(t)
        run_until(t, lambda: t.ready and t.shown.phase == Phase.PLAY and len(t.overlay) >= 2)
        t.update(0.05, [])

    return build


SHOTS = (
    Shot("stats", stats("healthy")),
    Shot("stats-nap", stats("nap")),
    Shot("title-not-saving", not_saving("title")),
    Shot("table-not-saving", not_saving("table")),
    Shot("stats-busy", stats("busy")),
    Shot("stats-newer", stats("newer")),
    Shot("stats-damaged", stats("damaged")),
    Shot("stats-foreign", stats("foreign")),
    Shot("stats-full", stats("full")),
)
