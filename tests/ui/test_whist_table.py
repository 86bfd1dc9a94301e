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
from game.ui.input import KeyPress
from game.ui.scenes.hand_history import HandHistoryScene
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
