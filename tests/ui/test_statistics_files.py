"""The statistics file is only ever added to: opening never writes; a locked, read-only, full,
newer or foreign file is left exactly as it is with a message that says which; only a file
SQLite cannot read as a database is set aside; no value in it can crash the screen."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterator
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any

import pygame
import pytest

from game.ui.app import make_context
from game.ui.context import Context
from game.ui.scenes.statistics import StatisticsScene
from game.ui.settings import Settings
from game.ui.statistics import SCHEMA_VERSION, HandStats, StatsStore, sqlite_uri
from game.ui.storage_health import FULL, READ_ONLY

from .conftest import SIZE
from .small_fs import fill, make_read_only, small_filesystem


def hand(n: int, chips: int = 1, match: str = "m1", role: str = "declarer") -> HandStats:
    return HandStats(match, n, "napoleon", "pagat", 5, role, 13, True, chips)


def stored(path: Path, hands: int = 1) -> bytes:
    """A statistics file of ours with ``hands`` hands; its bytes."""
    store = StatsStore(path)
    for n in range(1, hands + 1):
        assert store.record_hand(hand(n), n)
    return path.read_bytes()


def aside(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if ".broken-" in p.name]


def new_ctx() -> Context:
    return make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)


def screen(store: StatsStore, ctx: Context | None = None) -> StatisticsScene:
    ctx = ctx or new_ctx()
    scene = StatisticsScene(ctx, store)
    ctx.stack.push(scene)
    scene.layout(SIZE)
    scene.draw(pygame.Surface(SIZE))
    return scene


def raw(path: Path, *sql: str) -> None:
    con = sqlite3.connect(path)
    for statement in sql:
        con.execute(statement)
    con.commit()
    con.close()


# -- opening never writes ----------------------------------------------------------------------


def test_opening_and_reading_a_missing_file_does_not_create_it(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = StatsStore(path)
    assert store.summary().hands == 0 and store.chips_over_time() == []
    screen(store)
    assert not path.exists()


def test_opening_and_reading_leave_the_file_byte_for_byte(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    before = stored(path, 3)
    store = StatsStore(path)
    assert store.summary().hands == 3 and store.made_rate_by_bid() == [(13, 3, 3)]
    scene = screen(store)
    scene.set_players(5)
    assert scene.summary.hands == 3
    assert path.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["s.sqlite3"]


# -- a locked file -----------------------------------------------------------------------------


@pytest.fixture
def connects(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[bool, float]]]:
    """Every connection the store opens: (on the test's own thread, its busy timeout)."""
    seen: list[tuple[bool, float]] = []
    real = sqlite3.connect
    main = threading.current_thread()

    def spy(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        seen.append((threading.current_thread() is main, float(kwargs.get("timeout", 5.0))))
        con: sqlite3.Connection = real(*args, **kwargs)
        return con

    monkeypatch.setattr(sqlite3, "connect", spy)
    yield seen


def test_a_locked_file_is_waited_for_off_the_ui_thread_and_never_set_aside(
    tmp_path: Path, connects: list[tuple[bool, float]]
) -> None:
    path = tmp_path / "s.sqlite3"
    stored(path, 1)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program writing, for as long as it likes
    connects.clear()
    store = StatsStore(path)
    assert not store.record_hand(hand(2, match="m2"), 2)  # queued, not lost
    scene = screen(store)  # its reading waits behind the hand
    assert scene.waiting and "in use by another program" in scene.error
    # The UI thread never waited for the lock: every connection it opened gives up at once.
    assert connects and all(timeout == 0 for on_ui, timeout in connects if on_ui)
    assert path.exists() and aside(tmp_path) == []
    holder.execute("ROLLBACK")
    holder.close()
    assert store.wait(60)
    for _ in range(200):  # the screen takes the answer on a frame
        scene.update(0.016, [])
        if not scene.waiting:
            break
        store.wait(0.05)
    assert not scene.waiting and scene.error == ""
    assert scene.summary.hands == 2 and store.summary().hands == 2


# -- read-only and full ------------------------------------------------------------------------


def check_left_alone(path: Path, before: bytes, hands: int = 1) -> StatsStore:
    store = StatsStore(path)
    assert store.summary().hands == hands
    assert not store.record_hand(hand(hands + 1, match="next" * 3000), 1)  # pages more
    assert path.read_bytes() == before and aside(path.parent) == []
    return store


def test_a_read_only_filesystem_keeps_the_file_and_says_the_folder_cannot_be_written(tmp_path: Path) -> None:
    with small_filesystem(tmp_path / "ro", "1m") as folder:
        path = folder / "s.sqlite3"
        before = stored(path)
        make_read_only(folder)
        ctx = new_ctx()
        store = check_left_alone(path, before)
        assert "folder cannot be written" in store.notice and str(folder) in store.notice
        assert [(p.kind, p.reason) for p in ctx.storage.problems()] == [("statistics", READ_ONLY)]
        scene = screen(store, ctx)
        assert scene.summary.hands == 1 and "cannot be written" in scene.error


def test_a_full_disk_keeps_the_file_and_says_the_disk_is_full(tmp_path: Path) -> None:
    with small_filesystem(tmp_path / "full", "256k") as folder:
        path = folder / "s.sqlite3"
        before = stored(path, 3)
        fill(folder)
        ctx = new_ctx()
        store = check_left_alone(path, before, 3)
        assert "disk is full" in store.notice
        assert [(p.kind, p.reason) for p in ctx.storage.problems()] == [("statistics", FULL)]
        # and after a restart on the same full disk: still kept, still counted
        check_left_alone(path, before, 3)
        (folder / "filler").unlink()  # room again: the next hand is counted, the notice goes
        assert StatsStore(path).record_hand(hand(9, match="later"), 1) and not ctx.storage


def writes_fail(monkeypatch: pytest.MonkeyPatch, how: Callable[[sqlite3.Connection], None]) -> None:
    real = StatsStore._connect

    def connect(self: StatsStore, *, write: bool, timeout: float) -> sqlite3.Connection:
        con = real(self, write=write, timeout=timeout)
        how(con)
        return con

    monkeypatch.setattr(StatsStore, "_connect", connect)


def test_a_read_only_file_simulated_where_mounts_are_not_allowed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "s.sqlite3"
    before = stored(path)

    def query_only(con: sqlite3.Connection) -> None:  # SQLite's own "attempt to write a readonly database"
        con.execute("PRAGMA query_only = ON")

    writes_fail(monkeypatch, query_only)
    ctx = new_ctx()
    store = check_left_alone(path, before)
    assert "cannot be written" in store.notice and [p.reason for p in ctx.storage.problems()] == [READ_ONLY]


def test_a_full_disk_simulated_where_mounts_are_not_allowed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "s.sqlite3"
    before = stored(path, 2)

    def no_room(con: sqlite3.Connection) -> None:  # SQLite's own "database or disk is full"
        pages = con.execute("PRAGMA page_count").fetchone()[0]
        con.execute(f"PRAGMA max_page_count = {pages}")

    writes_fail(monkeypatch, no_room)
    ctx = new_ctx()
    store = check_left_alone(path, before, 2)
    assert "disk is full" in store.notice and [p.reason for p in ctx.storage.problems()] == [FULL]


# -- newer, foreign, damaged -------------------------------------------------------------------


def test_a_newer_versions_file_is_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    stored(path, 2)
    raw(path, "ALTER TABLE hands ADD COLUMN seat INTEGER", f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = path.read_bytes()
    store = StatsStore(path)
    assert not store.record_hand(hand(3), 3)
    scene = screen(store)
    assert "made by a newer version of Napoleon" in scene.error and scene.summary.hands == 0
    assert path.read_bytes() == before and aside(tmp_path) == []


@pytest.mark.parametrize(
    "tables",
    [
        [
            "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)",
            "INSERT INTO notes (body) VALUES ('mine')",
        ],
        ["CREATE TABLE hands (x TEXT)", "PRAGMA user_version = 1"],  # our name, not our schema
        ["CREATE TABLE t (x)", "PRAGMA application_id = 1234"],
    ],
)
def test_another_programs_database_is_not_adopted(tmp_path: Path, tables: list[str]) -> None:
    path = tmp_path / "s.sqlite3"
    raw(path, *tables)
    before = path.read_bytes()
    store = StatsStore(path)
    assert not store.record_hand(hand(1), 1)
    scene = screen(store)
    assert "is not Napoleon's" in scene.error and scene.summary.hands == 0
    assert path.read_bytes() == before and aside(tmp_path) == []


def malformed(path: Path) -> bytes:
    """A real statistics file with one of its pages overwritten: SQLite says malformed."""
    stored(path, 40)
    data = bytearray(path.read_bytes())
    data[4096 : 4096 * 2] = b"\x5a" * 4096
    path.write_bytes(bytes(data))
    return bytes(data)


@pytest.mark.parametrize("damage", ["text", "header", "malformed"])
def test_only_a_file_sqlite_cannot_read_is_set_aside_and_never_written_first(
    tmp_path: Path, damage: str
) -> None:
    path = tmp_path / "s.sqlite3"
    if damage == "malformed":
        before = malformed(path)
    else:
        before = (
            b"not a database at all" * 50 if damage == "text" else b"SQLite format 3\x00" + b"\xff" * 5000
        )
        path.write_bytes(before)
    store = StatsStore(path)
    scene = screen(store)
    (kept,) = aside(tmp_path)
    assert kept.read_bytes() == before and "damaged" in scene.error and kept.name in scene.error
    assert store.record_hand(hand(1), 1) and StatsStore(path).summary().hands == 1


@pytest.mark.parametrize(
    ("path", "uri"),
    [
        (PureWindowsPath(r"\\server\share\napoleon\s.sqlite3"), "file:////server/share/napoleon/s.sqlite3"),
        (PureWindowsPath(r"C:\Users\A B\s#1.sqlite3"), "file:///C:/Users/A%20B/s%231.sqlite3"),
        (PurePosixPath("/home/a b/s.sqlite3"), "file:///home/a%20b/s.sqlite3"),
    ],
)
def test_the_files_uri_has_no_authority_even_on_a_network_share(path: Any, uri: str) -> None:
    """``Path.as_uri()`` names a share's server as the URI's authority, which SQLite refuses:
    statistics on a network drive would never be written."""
    assert sqlite_uri(path) == uri


# -- values that are not the game's ------------------------------------------------------------


def test_a_real_in_an_integer_column_cannot_crash_the_screen(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = StatsStore(path)
    store.record_hand(hand(1, 3), 3, match_over=True)
    raw(path, "UPDATE matches SET chips = 2.5")  # an INTEGER column takes it
    scene = screen(store)
    assert scene.summary.hands == 1 and scene.summary.matches == 0 and "left out" in scene.error


def test_reals_texts_and_nulls_anywhere_are_left_out_not_shown(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    columns = "match_id, hand_number, played_at, game, preset, players, role, bid, declarer_made, chips"
    raw(
        path,
        f"CREATE TABLE hands (id INTEGER PRIMARY KEY, {columns})",  # no types, no NOT NULL
        "CREATE TABLE matches (match_id, game, preset, players, started_at, finished_at, chips)",
        "PRAGMA user_version = 1",
        f"INSERT INTO hands ({columns}) VALUES ('m', 1, 1.0, 'napoleon', 'pagat', 5, 'declarer', 13, 1, 4)",
        f"INSERT INTO hands ({columns}) VALUES ('m', 2, 2.0, 'napoleon', 'pagat', 5, 'defender', NULL, 0, 2.0)",
        f"INSERT INTO hands ({columns}) VALUES ('m', 3, 'x', 'napoleon', 'pagat', 5, 'declarer', 13, 1, 2.5)",
        f"INSERT INTO hands ({columns}) VALUES ('m', 4, 4.0, 'napoleon', 'pagat', 5, 'declarer', 13, 1, 'abc')",
        f"INSERT INTO hands ({columns}) VALUES ('m', 5, 5.0, 'napoleon', 'pagat', 5, NULL, 13, 1, 1)",
        f"INSERT INTO hands ({columns}) VALUES ('m', 6, 6.0, 'napoleon', 'pagat', 5, 'declarer', 'x', 1, 1)",
        f"INSERT INTO hands ({columns}) VALUES ('m', 7, 7.0, 'napoleon', 'pagat', 5, 'declarer', 13, 0.5, 1)",
        f"INSERT INTO hands ({columns}) VALUES ('m', 8, NULL, NULL, NULL, NULL, 'partner', 13, 1, NULL)",
        f"INSERT INTO hands ({columns}) VALUES (NULL, NULL, NULL, NULL, NULL, NULL, 'partner', 14.0, 1, -3)",
        "INSERT INTO matches VALUES ('a', 'napoleon', 'pagat', 5, 1.0, 2.0, 6)",
        "INSERT INTO matches VALUES ('b', 'napoleon', 'pagat', 5, 1.0, 3.0, 2.5)",
        "INSERT INTO matches VALUES ('c', 'napoleon', 'pagat', 5, 1.0, 'soon', 9)",
        "INSERT INTO matches VALUES ('d', 'napoleon', 'pagat', 5, 1.0, NULL, -1)",  # unfinished
        "INSERT INTO matches VALUES ('e', NULL, NULL, NULL, NULL, 4.0, -2.0)",
    )
    store = StatsStore(path)
    every = store.read()  # every game's rows, and the rows of none (a NULL game)
    assert store.skipped == 8 and "8 entries" in store.notice
    s = every.summary
    assert (s.hands, s.chips, s.times_declarer, s.times_partner, s.defended) == (3, 3, 1, 1, 1)
    assert (s.matches, s.best_match, s.worst_match) == (2, 6, -2)
    assert every.curve == [-3, 1, 3]  # a NULL time sorts first
    for language in ("en", "ja"):
        ctx = new_ctx()
        ctx.apply_language(language)
        scene = screen(store, ctx)  # the screen shows one game's: hand 9 and match 'e' are none's
        assert scene.game == "napoleon"
        assert ("7 件" if language == "ja" else "7 entries") in scene.error
        assert store.skipped == 7
        s = scene.summary
        assert (s.hands, s.chips, s.times_declarer, s.times_partner, s.defended) == (2, 6, 1, 0, 1)
        assert (s.matches, s.best_match, s.worst_match) == (1, 6, 6)
        assert scene.curve == [4, 6]
        scene.set_players(5)
        scene.draw(pygame.Surface(SIZE))
        assert "7" in scene.error and scene.summary.hands == 2


# -- matches -----------------------------------------------------------------------------------


def test_only_finished_matches_are_counted_as_matches(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "s.sqlite3")
    store.record_hand(hand(1, -1, match="unfinished"), -1)
    store.record_hand(hand(1, 3, match="done"), 3)
    store.record_hand(hand(2, 4, match="done"), 7, match_over=True)
    s = store.summary()
    assert s.hands == 3 and (s.matches, s.best_match, s.worst_match) == (1, 7, 7)


def test_a_match_at_the_table_counts_once_it_is_over(tmp_path: Path) -> None:
    from game.napoleon import RuleSet
    from game.ui.driver import passive_policy, run_until
    from game.ui.table.scene import TableScene

    for rounds, matches in ((2, 0), (1, 1)):
        ctx = make_context(
            Settings(speed="off"),
            size=SIZE,
            seed=5,
            threaded_ai=False,
            save_path=tmp_path / f"{rounds}" / "m.json",
        )
        table = TableScene(ctx, RuleSet().replace(rounds=rounds), "random", 4)
        ctx.stack.push(table)
        assert run_until(table, lambda t=table: t.result_pushed, passive_policy)  # type: ignore[misc]
        assert ctx.matches.stats is not None
        s = ctx.matches.stats.summary()
        assert s.hands == 1 and s.matches == matches
        if matches:
            assert s.best_match == s.worst_match == table.session.match.totals[0]


def test_the_rules_chooser_names_every_games_presets_by_their_titles(tmp_path: Path) -> None:
    """Issue 29 #9: no preset id ("pagat") on the screen; each game's presets are offered once
    its game is chosen (issue 39 #4: figures are one game's), and choosing one shows that game's
    hands only."""
    from game.rules.games import GAMES, game_spec
    from game.rules.i18n import set_language
    from game.ui.widgets import Chooser

    store = StatsStore(tmp_path / "s.sqlite3")
    assert store.record_hand(hand(1), 1)
    assert store.record_hand(HandStats("n1", 1, "nap", "standard", 5, "declarer", 3, True, 6), 6)
    try:
        scene = screen(
            store, make_context(Settings(speed="off", language="ja"), size=SIZE, seed=5, threaded_ai=False)
        )
        shown: list[str] = []
        for game in GAMES:
            next(w for w in scene.focus.widgets if isinstance(w, Chooser)).on_change(game)
            rules = [w for w in scene.focus.widgets if isinstance(w, Chooser)][1]
            assert len(rules.values) == 1 + len(game_spec(game).presets)
            shown += [rules.fmt(v) for v in rules.values[1:]]
        assert "pagat" not in " ".join(shown) and "標準ルール" in shown
        next(w for w in scene.focus.widgets if isinstance(w, Chooser)).on_change("nap")  # the Nap hand's
        rules = [w for w in scene.focus.widgets if isinstance(w, Chooser)][1]
        rules.on_change("standard")
        assert (scene.game, scene.summary.hands, scene.summary.chips) == ("nap", 1, 6)
    finally:
        set_language("en")


def test_the_players_chooser_offers_the_games_player_counts(tmp_path: Path) -> None:
    """The counts are the chosen game's (Nap plays seven, Napoleon six at most), so a
    seven-player Nap hand can be picked out."""
    from game.rules.games import game_spec
    from game.ui.widgets import Chooser

    store = StatsStore(tmp_path / "s.sqlite3")
    assert store.record_hand(hand(1), 1)
    assert store.record_hand(HandStats("n1", 1, "nap", "standard", 7, "declarer", 3, True, 6), 6)
    scene = screen(store)
    assert scene.game == "nap"  # the game played last
    players = [w for w in scene.focus.widgets if isinstance(w, Chooser)][2]
    assert players.values == [None, *game_spec("nap").players]
    assert 7 in players.values
    players.on_change(7)
    assert (scene.summary.hands, scene.summary.chips) == (1, 6)
