"""The statistics screen shows one game's figures at a time (issue 39 #4: Nap's bids were averaged
with Napoleon's), opens on the game played last, and draws its charts once per change, not once a
frame (issue 38 #3: a redraw of a 200,000-hand file took a quarter of a second). The file's index
is added only when a hand is written, never by reading, and never at the cost of the hand."""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.rules.games import GAMES, game_spec
from game.ui import charts
from game.ui.app import make_context
from game.ui.context import Context
from game.ui.game_choice import set_game
from game.ui.input import PointerMove
from game.ui.scenes.statistics import ROLE_WORDS, StatisticsScene, role_words, summary_lines
from game.ui.settings import Settings
from game.ui.statistics import SCHEMA, HandStats, StatsStore
from game.ui.widgets import Chooser

from .conftest import SIZE

FIRST, OTHER = list(GAMES)[:2]  # the default game and another (Napoleon and Nap today)


def hand(game: str, n: int, bid: int, made: bool = True, chips: int = 1, players: int = 5) -> HandStats:
    preset = next(iter(game_spec(game).presets))
    return HandStats(f"{game}-m", n, game, preset, players, "declarer", bid, made, chips)


def new_ctx(settings: Settings | None = None) -> Context:
    return make_context(settings or Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)


def screen(store: StatsStore, ctx: Context | None = None) -> StatisticsScene:
    ctx = ctx or new_ctx()
    scene = StatisticsScene(ctx, store)
    ctx.stack.push(scene)
    scene.layout(SIZE)
    scene.draw(pygame.Surface(SIZE))
    return scene


def chooser(scene: StatisticsScene, label: str) -> Chooser:
    return next(w for w in scene.focus.widgets if isinstance(w, Chooser) and w.label == label)


# -- one game at a time (issue 39 #4) ----------------------------------------------------------


def test_all_rules_means_every_rule_set_of_one_game_never_two_games_together(tmp_path: Path) -> None:
    """The issue's own case: a bid of 13 at Napoleon and of 2 at Nap gave "mean bid 7.5" and a
    chart with bars for 2 and 13 side by side."""
    store = StatsStore(tmp_path / "s.sqlite3")
    assert store.record_hand(hand(FIRST, 1, 13, chips=8), 8)
    assert store.record_hand(hand(OTHER, 1, 2, made=False, chips=-3), -3)
    scene = screen(store)
    game = chooser(scene, "Game")
    assert game.values == list(GAMES) and game.fmt(OTHER) == game_spec(OTHER).title
    rules = chooser(scene, "Rules")
    assert rules.value is None and rules.values == [None, *game_spec(scene.game).presets]
    by_game = {}
    for name in (FIRST, OTHER):
        game = chooser(scene, "Game")
        game.on_change(name)
        assert chooser(scene, "Rules").values == [None, *game_spec(name).presets]
        assert chooser(scene, "Players").values == [None, *game_spec(name).players]
        by_game[name] = (scene.summary.hands, scene.summary.mean_bid, scene.by_bid, scene.curve)
        scene.draw(pygame.Surface(SIZE))
    assert by_game[FIRST] == (1, 13.0, [(13, 1, 1)], [8])
    assert by_game[OTHER] == (1, 2.0, [(2, 1, 0)], [-3])


def test_the_screen_opens_on_the_game_played_last(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "s.sqlite3")
    assert store.record_hand(hand(FIRST, 1, 13), 1)
    assert store.record_hand(hand(OTHER, 1, 3), 1)
    assert screen(store).game == OTHER
    assert store.record_hand(hand(FIRST, 2, 14), 2)
    scene = screen(store)
    assert scene.game == FIRST and chooser(scene, "Game").value == FIRST and scene.summary.hands == 2


def test_with_no_hand_yet_the_screen_opens_on_the_game_chosen_for_a_new_game(tmp_path: Path) -> None:
    settings = Settings(speed="off")
    set_game(settings, OTHER)
    for store in (StatsStore(tmp_path / "none.sqlite3"), None):
        ctx = new_ctx(settings)
        scene = StatisticsScene(ctx, store) if store is not None else StatisticsScene(ctx)
        assert scene.game == OTHER


def test_a_game_not_registered_in_the_newest_row_is_not_offered(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = StatsStore(path)
    assert store.record_hand(hand(OTHER, 1, 3), 1)
    assert store.record_hand(HandStats("x", 1, "a-game-from-later", "p", 5, "declarer", 3, True, 1), 1)
    assert screen(store).game == FIRST  # the default settings' game


def test_the_players_filter_is_kept_across_games_that_seat_that_many(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "s.sqlite3")
    assert store.record_hand(hand(FIRST, 1, 13, players=4), 1)
    assert store.record_hand(hand(FIRST, 2, 14, players=5), 1)
    scene = screen(store)
    chooser(scene, "Game").on_change(FIRST)
    chooser(scene, "Players").on_change(4)
    assert scene.summary.hands == 1 and scene.by_bid == [(13, 1, 1)]
    preset = next(iter(game_spec(FIRST).presets))
    chooser(scene, "Rules").on_change(preset)
    assert scene.filters() == (FIRST, preset, 4) and scene.summary.hands == 1
    chooser(scene, "Game").on_change(OTHER)  # the rule set is the game's own: back to all of them
    assert scene.preset is None and scene.players == (4 if 4 in game_spec(OTHER).players else None)
    # A count one game seats and another does not (Nap's seven): dropped for the other.
    most = max(n for g in GAMES for n in game_spec(g).players)
    seats, fewer = (next(g for g in GAMES if (most in game_spec(g).players) == has) for has in (True, False))
    chooser(scene, "Game").on_change(seats)
    chooser(scene, "Players").on_change(most)
    assert scene.players == most
    chooser(scene, "Game").on_change(fewer)
    assert scene.players is None and chooser(scene, "Players").value is None


# -- drawn once per change (issue 38 #3) -------------------------------------------------------


@pytest.fixture
def built(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How often each chart is drawn (each then draws as it did)."""
    count: Counter[str] = Counter()

    def counted(name: str, real: Callable[..., None]) -> Callable[..., None]:
        def chart(*args: Any, **kwargs: Any) -> None:
            count[name] += 1
            real(*args, **kwargs)

        return chart

    monkeypatch.setattr(charts, "line_chart", counted("line", charts.line_chart))
    monkeypatch.setattr(charts, "bar_chart", counted("bars", charts.bar_chart))
    return count


def frames(scene: StatisticsScene, surface: pygame.Surface, n: int = 60) -> None:
    """``n`` frames as the app draws them while the pointer moves (every frame redrawn)."""
    for i in range(n):
        scene.update(1 / 60, [PointerMove((5 + i, 5 + i))])
        scene.draw(surface)


def test_the_charts_are_drawn_once_per_change_not_once_a_frame(tmp_path: Path, built: Counter[str]) -> None:
    store = StatsStore(tmp_path / "s.sqlite3")
    for n in range(1, 30):
        assert store.record_hand(
            hand(FIRST, n, 12 + n % 5, made=n % 3 > 0, chips=n % 7 - 3, players=4 + n % 2), n
        )
    reads = Counter[str]()
    real_read = store.read

    def read(*args: Any, **kwargs: Any) -> Any:
        reads["read"] += 1
        return real_read(*args, **kwargs)

    store.read = read  # type: ignore[method-assign]
    scene = screen(store)
    surface = pygame.Surface(SIZE)
    frames(scene, surface)
    assert built == {"line": 1, "bars": 1} and reads["read"] == 1
    chooser(scene, "Players").on_change(5)  # a filter changed: read once, drawn once
    frames(scene, surface)
    assert built == {"line": 2, "bars": 2} and reads["read"] == 2 and scene.summary.hands == 15
    scene.layout((800, 600))  # the window resized: drawn once at the new size
    small = pygame.Surface((800, 600))
    frames(scene, small)
    assert built == {"line": 3, "bars": 3} and reads["read"] == 2
    scene.ctx.apply_language("ja")  # its words in another language: drawn once
    try:
        frames(scene, small)
        assert built == {"line": 4, "bars": 4}
    finally:
        scene.ctx.apply_language("en")


def test_the_picture_is_the_one_drawn_each_frame(tmp_path: Path) -> None:
    """Drawn once and kept, the screen is the same picture as drawn afresh."""
    store = StatsStore(tmp_path / "s.sqlite3")
    for n in range(1, 12):
        assert store.record_hand(hand(FIRST, n, 13 + n % 3, chips=n % 5 - 2), n)
    scene = screen(store)
    first, again = pygame.Surface(SIZE), pygame.Surface(SIZE)
    scene.draw(first)
    scene.draw(again)
    fresh = screen(store)
    drawn = pygame.Surface(SIZE)
    fresh.draw(drawn)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(again, "RGB")
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(drawn, "RGB")


def test_a_long_curve_is_drawn_as_its_envelope_with_every_peak_and_trough() -> None:
    values = [((i * 7919) % 200) - 100 + i // 50 for i in range(20_000)]
    points = charts.envelope(values, 300)
    assert len(points) <= 600
    assert [i for i, _v in points] == sorted(i for i, _v in points)
    assert min(v for _i, v in points) == min(values) and max(v for _i, v in points) == max(values)
    assert all(values[i] == v for i, v in points)
    assert charts.envelope(values[:500], 300) == list(enumerate(values[:500]))  # few: every one


# -- the index: added by a write, never by a reading, never at the cost of a hand --------------


def old_file(path: Path, hands: int) -> None:
    """A file as the game wrote it before the index (the same schema, no index)."""
    con = sqlite3.connect(path, isolation_level=None)
    for statement in SCHEMA:
        con.execute(statement)
    for n in range(1, hands + 1):
        con.execute(
            "INSERT INTO hands (match_id, hand_number, played_at, game, preset, players, role, bid,"
            " declarer_made, chips) VALUES ('old', ?, ?, ?, 'p', 5, 'defender', 13, 1, 1)",
            (n, float(n), FIRST),
        )
    con.close()


def indexes(path: Path) -> list[str]:
    con = sqlite3.connect(path)
    try:
        return [
            n
            for (n,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
        ]
    finally:
        con.close()


def test_an_old_file_is_read_as_it_is_and_indexed_when_a_hand_is_recorded(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    old_file(path, 40)
    before = path.read_bytes()
    store = StatsStore(path)
    scene = screen(store)
    assert scene.game == FIRST and scene.summary.hands == 40 and scene.error == ""
    assert path.read_bytes() == before and indexes(path) == []  # reading never writes
    assert store.record_hand(hand(FIRST, 1, 13), 1)
    assert indexes(path) == ["hands_by_game_time"]
    con = sqlite3.connect(path)
    tables = {n for (n,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    con.close()
    assert tables == {"hands", "matches"}  # what every version judges ours: unchanged
    assert StatsStore(path).summary(FIRST).hands == 41 and StatsStore(path).notice == ""


def test_an_index_that_cannot_be_made_never_costs_the_hand(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Room for a hand but not for the index (a disk all but full): the hand is written, nothing
    is reported, and the screen reads the file without the index."""
    path = tmp_path / "s.sqlite3"
    old_file(path, 400)
    real = StatsStore._connect

    def nearly_full(self: StatsStore, *, write: bool, timeout: float) -> sqlite3.Connection:
        con = real(self, write=write, timeout=timeout)
        pages = con.execute("PRAGMA page_count").fetchone()[0]
        con.execute(f"PRAGMA max_page_count = {pages + 1}")
        return con

    monkeypatch.setattr(StatsStore, "_connect", nearly_full)
    ctx = new_ctx()
    store = StatsStore(path)
    assert store.record_hand(hand(FIRST, 1, 13), 1)
    assert indexes(path) == [] and store.notice == "" and not ctx.storage
    assert screen(store, ctx).summary.hands == 401


def test_a_read_only_file_without_the_index_opens_with_its_figures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "s.sqlite3"
    old_file(path, 30)
    before = path.read_bytes()
    real = StatsStore._connect

    def read_only(self: StatsStore, *, write: bool, timeout: float) -> sqlite3.Connection:
        con = real(self, write=write, timeout=timeout)
        con.execute("PRAGMA query_only = ON")
        return con

    monkeypatch.setattr(StatsStore, "_connect", read_only)
    store = StatsStore(path)
    assert not store.record_hand(hand(FIRST, 1, 13), 1)
    scene = screen(store)
    assert scene.summary.hands == 30 and "cannot be written" in scene.error
    assert path.read_bytes() == before and indexes(path) == []


@pytest.mark.parametrize("game", list(GAMES))
def test_each_games_roles_are_named_in_its_own_words(tmp_path: Path, game: str) -> None:
    """Nap's bidder is not called Napoleon, nor is a row kept for an adjutant it never has."""
    store = StatsStore(tmp_path / "s.sqlite3")
    assert store.record_hand(hand(game, 1, 3), 1)
    scene = screen(store)
    assert scene.game == game
    shown = " ".join(label for label, _value in summary_lines(scene.summary, role_words(game)))
    words = {**ROLE_WORDS, **game_spec(game).stats_words}
    assert words["times_declarer"] in shown and words["mean_bid"] in shown
    assert ("times_partner" in words) == (words.get("times_partner", "-") in shown)
    if "Napoleon" not in game_spec(game).title:
        assert "Napoleon" not in shown and "adjutant" not in shown
