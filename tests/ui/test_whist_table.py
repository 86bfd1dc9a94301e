"""The tests' Whist (:mod:`tests.whist`, registered for the session) through the whole app, as a
player would meet it: started from the new-game screen, a hand played by pointer to its result
at the headless table, Replay this hand, Past hands, Statistics, the match saved and
Continued. Whist has no auction, no partner to call, no coach and AI levels of its own, so
this keeps the shared screens honest about every part a game may leave out."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.ui.app import make_context
from game.ui.context import Context
from game.ui.input import KeyPress, Resize
from game.ui.scenes.hand_history import HandHistoryScene
from game.ui.scenes.match_result import MatchResultScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.table.scene import TableScene
from tests.whist.results import WhistResultScene
from tests.whist.rules import WhistRules
from tests.whist.spec import NAME as WHIST

from .conftest import SIZE
from .helpers import drag
from .test_fuzz import KEYS, _random_event

pytestmark = pytest.mark.both_languages


def whist_context(path: Path) -> Context:
    return make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False, save_path=path)


def start_from_the_new_game_screen(ctx: Context) -> TableScene:
    ctx.stack.push(TitleScene(ctx))
    ng = NewGameScene(ctx)
    ctx.stack.push(ng)
    ng.set_game(WHIST)
    ng.start()
    table = ctx.stack.top
    assert isinstance(table, TableScene) and isinstance(table.rules, WhistRules)
    return table


def play_to_the_result(table: TableScene, display: pygame.Surface, seed: int = 1) -> None:
    """The human drags a legal card to the middle at each turn; every frame drawn."""
    rng = random.Random(seed)
    for _ in range(6000):
        if table.result_pushed:
            return
        if table.ready:
            table.tweens.finish_all()
            table.update(0.016, [])
            before = len(table.ctl.hand.actions)
            drag(table, rng.choice(table.legal_plays()).card, table.lay.centre)
            assert len(table.ctl.hand.actions) > before, table.message
        table.update(0.05, [])
        table.draw(display)
    raise AssertionError("the hand never ended")


def test_a_whist_match_from_the_new_game_screen_to_its_result_replay_past_hands_and_statistics(
    tmp_path: Path, display: pygame.Surface
) -> None:
    ctx = whist_context(tmp_path / "match.json")
    table = start_from_the_new_game_screen(ctx)
    assert table.session.match.game == WHIST and set(table.session.seats.values()) != set()
    play_to_the_result(table, display)
    result = ctx.stack.top
    assert isinstance(result, WhistResultScene)
    for scene in ctx.stack.visible():
        scene.draw(display)
    assert result.review not in result.buttons  # no coach: no "Review my hand"

    result.update(0.0, [KeyPress("r")])  # Replay this hand: no auction to list
    replay = ctx.stack.top
    assert isinstance(replay, ReplayScene)
    for _ in range(60):
        replay.update(0.05, [KeyPress("right")])
        replay.draw(display)
    replay.update(0.0, [KeyPress("escape")])
    assert ctx.stack.top is result

    result.update(0.0, [KeyPress("h")])  # Past hands: this hand, its words from Whist's face
    history = ctx.stack.top
    assert isinstance(history, HandHistoryScene) and len(history.items) == 1
    history.fill()
    history.draw(display)
    line = history.line(history.items[0])
    assert line is not None and not line.error, line
    history.update(0.0, [KeyPress("enter")])  # its replay
    assert isinstance(ctx.stack.top, ReplayScene)
    ctx.stack.top.draw(display)
    ctx.matches.close()  # the statistics writer lands the hand

    stats = ctx.matches.stats
    assert stats is not None
    scene = StatisticsScene(ctx, stats)
    ctx.stack.push(scene)
    scene.layout(SIZE)
    scene.draw(display)


def test_a_whist_match_saved_mid_hand_continues_exactly(tmp_path: Path, display: pygame.Surface) -> None:
    path = tmp_path / "match.json"
    ctx = whist_context(path)
    table = start_from_the_new_game_screen(ctx)
    play_to_the_result(table, display)
    ctx.stack.pop()
    table.next_hand()
    rng = random.Random(5)
    for _ in range(3000):
        if len(table.ctl.hand.tricks) >= 3:
            break
        if table.ready:
            table.tweens.finish_all()
            table.update(0.016, [])
            drag(table, rng.choice(table.legal_plays()).card, table.lay.centre)
        table.update(0.05, [])
    ctx.matches.autosave()
    assert path.exists()
    again = whist_context(path)
    title = TitleScene(again)
    again.stack.push(title)
    title.enter()
    title.continue_match()
    resumed = again.stack.top
    assert isinstance(resumed, TableScene) and resumed.session.game == WHIST
    assert resumed.ctl.hand.record() == table.ctl.hand.record()
    assert resumed.session.match.to_json() == table.session.match.to_json()
    assert resumed.ctl.view() == table.ctl.view()
    assert resumed.session.levels == table.session.levels and resumed.session.level in ("novice", "simple")
    resumed.draw(display)


def test_a_whole_whist_match_to_its_final_standings_with_the_scoreboard(
    tmp_path: Path, display: pygame.Surface
) -> None:
    ctx = whist_context(tmp_path / "match.json")
    table = start_from_the_new_game_screen(ctx)
    rounds = table.session.match.rules.rounds
    for n in range(rounds):
        play_to_the_result(table, display, seed=n)
        result = ctx.stack.top
        assert isinstance(result, WhistResultScene)
        result.update(0.0, [KeyPress("s")])  # the scoreboard: each hand's summary from Whist's face
        board = ctx.stack.top
        assert board is not result and board is not None
        board.draw(display)
        board.update(0.0, [KeyPress("escape")])
        assert ctx.stack.top is result
        result.update(0.0, [KeyPress("n")])
    final = ctx.stack.top
    assert table.session.match.is_over and type(final).__name__ == "MatchResultScene", final
    final.draw(display)


@pytest.mark.parametrize("where", ["table", "result", "standings"])
def test_random_events_at_a_whist_table_never_raise(
    where: str, tmp_path: Path, display: pygame.Surface
) -> None:
    """Random keys and pointer events (the hint key too, which Whist does not offer) at the table,
    on the hand's result and on the final standings, every 25th frame drawn."""
    rng = random.Random(f"whist/{where}")

    builds = iter(range(10**6))

    def build() -> Context:  # a folder each time: no saved match to confirm replacing
        folder = tmp_path / str(next(builds))
        folder.mkdir()
        ctx = whist_context(folder / "match.json")
        table = start_from_the_new_game_screen(ctx)
        if where != "table":
            play_to_the_result(table, display)
        if where == "standings":
            ctx.stack.reset(MatchResultScene(ctx, table.session))
        return ctx

    ctx = build()
    for i in range(1500):
        if ctx.quit_requested or ctx.stack.top is None:
            ctx = build()
        top = ctx.stack.top
        assert top is not None
        e = _random_event(rng, ctx.size, [*KEYS, "h", "r", "s", "n", "c"])
        if isinstance(e, Resize):
            ctx.size = e.size
            for s in ctx.stack.scenes:
                s.layout(e.size)
            continue
        top.update(rng.choice((0.0, 0.016, 0.05, 0.3)), [e])
        if i % 25 == 0:
            for s in ctx.stack.visible():
                s.draw(display)


def test_the_replay_of_a_game_without_an_auction_shows_its_first_step(display: pygame.Surface) -> None:
    """Step 0 of a Whist hand: no auction to list and no trick yet. Before, the replay's middle
    panel took the last finished trick whenever a game listed no auction, and there was none."""
    from game.rules import game_spec

    spec = game_spec(WHIST)
    hand = spec.new_hand(next(iter(spec.presets.values())), 4, 0)
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    replay = ReplayScene(ctx, hand.record())
    ctx.stack.push(replay)
    replay.layout(SIZE)
    for _ in range(20):
        replay.update(0.05, [])
        replay.draw(display)
    assert replay.at == 0


@pytest.mark.parametrize("screen", ["house_rules", "rules_help"])
def test_whists_house_rules_and_rules_help_take_random_input(screen: str, display: pygame.Surface) -> None:
    """Its options (an enum, a fixed player count, a hand count, a target) in the editor and the
    rules help, from the new-game screen with Whist chosen."""
    from game.ui.scenes.house_rules import HouseRulesScene
    from game.ui.scenes.rules_help import RulesHelpScene

    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    ctx.stack.push(TitleScene(ctx))
    ng = NewGameScene(ctx)
    ctx.stack.push(ng)
    ng.set_game(WHIST)
    scene = (
        HouseRulesScene(ctx, "turned", None, ng.house_changed)
        if screen == "house_rules"
        else RulesHelpScene(ctx)
    )
    ctx.stack.push(scene)
    scene.layout(SIZE)
    scene.draw(display)
    rng = random.Random(screen)
    for i in range(800):
        if ctx.stack.top is not scene:
            break
        e = _random_event(rng, SIZE, KEYS)
        if isinstance(e, Resize):
            continue
        scene.update(0.016, [e])
        if i % 25 == 0:
            scene.draw(display)
    if screen == "rules_help":
        assert isinstance(scene, RulesHelpScene) and scene.rules.__class__ is WhistRules
