"""Statistics in SQLite: what is counted, a damaged file kept aside, a kill mid-write."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.ui.statistics import HandStats, StatsStore

ROOT = Path(__file__).resolve().parents[2]


def hand(
    n: int, role: str, bid: int | None, made: bool, chips: int, match: str = "m1", players: int = 5
) -> HandStats:
    return HandStats(match, n, "napoleon", "pagat", players, role, bid, made, chips)


def test_the_summary_counts_each_role(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "s.sqlite3")
    total = 0
    for h in [
        hand(1, "declarer", 13, True, 8),
        hand(2, "declarer", 15, False, -8),
        hand(3, "partner", 14, True, 2),
        hand(4, "defender", 13, False, 3),
        hand(5, "defender", 16, True, -2),
    ]:
        total += h.chips
        assert store.record_hand(h, total, match_over=h.hand_number == 5)
    store.record_hand(hand(1, "declarer", 12, True, 5, match="m2", players=4), 5, match_over=True)
    s = store.summary(preset="pagat", players=5)
    assert (s.hands, s.chips, s.times_declarer, s.declarer_made, s.times_partner) == (5, 3, 2, 1, 1)
    assert (s.defended, s.defence_won, s.mean_bid) == (2, 1, 14.0)
    assert s.made_rate == 0.5 and s.defence_rate == 0.5 and s.chips_per_hand == pytest.approx(0.6)
    assert (s.matches, s.best_match, s.worst_match) == (1, 3, 3)
    assert store.summary().matches == 2 and store.summary().best_match == 5
    assert store.chips_over_time(players=5) == [8, 0, 2, 5, 3]
    assert store.made_rate_by_bid(players=5) == [(13, 1, 1), (15, 1, 0)]
    store.record_hand(hand(5, "defender", 16, True, -2), total)  # the same hand again: replaced, not doubled
    assert store.summary(players=5).hands == 5
    store.reset()
    assert store.summary().hands == 0 and store.chips_over_time() == []


@pytest.mark.parametrize(
    "damage",
    [
        b"not a database at all" * 50,
        b"SQLite format 3\x00" + b"\xff" * 5000,
    ],
)
def test_a_damaged_database_is_kept_aside_and_a_new_one_started(tmp_path: Path, damage: bytes) -> None:
    path = tmp_path / "s.sqlite3"
    path.write_bytes(damage)
    store = StatsStore(path)
    assert store.summary().hands == 0 and "damaged" in store.notice
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("s.sqlite3.broken-")]
    assert len(kept) == 1
    assert kept[0].read_bytes() == damage  # kept as it was, never deleted
    assert store.record_hand(hand(1, "declarer", 13, True, 8), 8)
    assert StatsStore(path).summary().hands == 1 and StatsStore(path).notice == ""


def test_an_unwritable_folder_is_a_message_not_a_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    store = StatsStore(blocker / "s.sqlite3")  # its folder is a file
    assert store.summary().hands == 0
    assert not store.record_hand(hand(1, "declarer", 13, True, 8), 8)
    assert "cannot be written" in store.notice and "Errno" not in store.notice


WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from game.ui.statistics import HandStats, StatsStore
    store = StatsStore(Path(sys.argv[1]))
    n = 0
    while True:
        n += 1
        store.record_hand(HandStats("m", n, "napoleon", "pagat", 5, "defender", 13, n % 2 == 0, 1), n)
        print(n, flush=True)
    """
)


@pytest.mark.parametrize("after", [1, 7, 40])
def test_a_kill_mid_write_loses_at_most_the_hand_being_written(tmp_path: Path, after: int) -> None:
    path = tmp_path / "s.sqlite3"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True, env=env
    )
    assert child.stdout is not None
    done = 0
    for line in child.stdout:
        done = int(line)
        if done >= after:
            break
    child.send_signal(signal.SIGKILL)
    child.wait()
    # On a loaded machine the writer runs on before the kill lands: what it said since counts.
    for line in child.stdout:
        done = int(line)
    store = StatsStore(path)
    assert store.notice == ""  # the journal kept the file whole
    s = store.summary()
    assert done <= s.hands <= done + 1  # the hands it said were written, and at most the one in flight
    assert s.chips == s.hands
    assert store.record_hand(hand(999, "declarer", 13, True, 8, match="next"), 8)


def test_the_statistics_screen_filters_and_resets_only_after_asking(tmp_path: Path) -> None:
    import pygame

    from game.ui.app import make_context
    from game.ui.scenes.confirm import ConfirmScene
    from game.ui.scenes.statistics import StatisticsScene
    from game.ui.settings import Settings

    from .conftest import SIZE

    store = StatsStore(tmp_path / "s.sqlite3")
    store.record_hand(hand(1, "declarer", 13, True, 8), 8)
    store.record_hand(hand(1, "defender", 14, False, 2, match="m2", players=4), 2)
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    scene = StatisticsScene(ctx, store)
    ctx.stack.push(scene)
    scene.layout(SIZE)
    assert scene.summary.hands == 2
    scene.set_players(4)
    assert scene.summary.hands == 1 and scene.summary.defence_won == 1
    scene.draw(pygame.Surface(SIZE))
    reset = next(w for w in scene.focus.widgets if getattr(w, "label", "") == "Reset…")
    reset.on_click()
    assert isinstance(ctx.stack.top, ConfirmScene)
    ctx.stack.top.back()  # "Keep": nothing is forgotten
    assert store.summary().hands == 2
    reset.on_click()
    confirm = ctx.stack.top
    assert isinstance(confirm, ConfirmScene)
    # The screen shows one game, the reset forgets every game's: the question says so.
    assert "every game" in confirm.subtitle and "challenge" in confirm.subtitle
    confirm.on_yes()
    assert store.summary().hands == 0 and scene.summary.hands == 0
    scene.draw(pygame.Surface(SIZE))  # the empty screen draws too


def test_a_finished_hand_at_the_table_is_counted_and_kept_for_replay(tmp_path: Path) -> None:
    from game.napoleon import RuleSet
    from game.ui.app import make_context
    from game.ui.driver import passive_policy, run_until
    from game.ui.settings import Settings
    from game.ui.table.scene import TableScene

    from .conftest import SIZE

    ctx = make_context(
        Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False, save_path=tmp_path / "match.json"
    )
    table = TableScene(ctx, RuleSet(), "random", 4)
    ctx.stack.push(table)
    assert run_until(table, lambda: table.result_pushed, passive_policy)
    assert ctx.matches.stats is not None and ctx.matches.archive is not None
    s = ctx.matches.stats.summary()
    hand = table.ctl.hand
    assert s.hands == 1 and s.chips == hand.result.payments[0]
    assert s.times_declarer == int(hand.result.napoleon == 0)
    (kept,) = ctx.matches.archive.hands()
    assert ctx.matches.archive.load(kept).record() == hand.record()
