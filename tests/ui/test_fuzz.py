"""A few thousand seeded random events on every scene: nothing may raise."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.app import make_context
from game.ui.context import Context
from game.ui.driver import passive_policy, run_until
from game.ui.input import (
    InputEvent,
    KeyPress,
    PointerDown,
    PointerMove,
    PointerUp,
    Resize,
    Wheel,
)
from game.ui.napoleon.results import HandResultScene
from game.ui.scene import Scene
from game.ui.scenes.house_rules import HouseRulesScene
from game.ui.scenes.match_result import MatchResultScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings

from .conftest import make_table

pytestmark = pytest.mark.both_languages

KEYS = [
    "left",
    "right",
    "up",
    "down",
    "enter",
    "escape",
    "space",
    "tab",
    "p",
    "l",
    "home",
    "s",
    "n",
    "q",
    "o",
    "r",
    "backspace",
    "f11",
    "c",
]
# Keys of the newer screens (the hint, the house rules' paging), for the scenes that use them;
# the other scenes keep their event streams.
NEW_KEYS = ["h", "pageup", "pagedown", "end", "?"]
SIZES = [(1280, 720), (800, 600), (1920, 1080), (1024, 768), (640, 480)]


def _random_event(rng: random.Random, size: tuple[int, int], keys: list[str] = KEYS) -> InputEvent:
    w, h = size
    pos = (rng.uniform(0, w), rng.uniform(0, h))
    kind = rng.random()
    if kind < 0.3:
        return PointerMove(pos, (rng.random() < 0.3, False, False))
    if kind < 0.5:
        return PointerDown(pos, rng.choice((1, 1, 1, 3)), rng.choice((1, 1, 2)))
    if kind < 0.7:
        return PointerUp(pos, 1)
    if kind < 0.95:
        return KeyPress(rng.choice(keys))
    if kind < 0.98:
        return Wheel(rng.choice((-1, 1)))
    return Resize(rng.choice(SIZES))


def _build(name: str, ctx: Context) -> None:
    ctx.stack.push(TitleScene(ctx))
    if name == "title":
        return
    if name == "houserules":
        ng = NewGameScene(ctx)
        ctx.stack.push(ng)
        # No "Start match" here: the fuzz stays on the editor (the table has its own run).
        ctx.stack.push(HouseRulesScene(ctx, "pagat-joker", None, ng.house_changed))
        return
    if name in ("newgame", "options", "rules"):
        cls = {"newgame": NewGameScene, "options": OptionsScene, "rules": RulesHelpScene}[name]
        ctx.stack.push(cls(ctx))
        return
    table = make_table(ctx, seed=21)
    if name == "pause":
        ctx.stack.push(PauseScene(ctx, table.rules))
    elif name == "handresult":
        run_until(table, lambda: table.result_pushed, passive_policy)
        assert isinstance(ctx.stack.top, HandResultScene)
    elif name == "matchresult":
        ctx.stack.reset(MatchResultScene(ctx, table.session))


@pytest.mark.parametrize(
    "name",
    ["title", "newgame", "houserules", "options", "rules", "table", "pause", "handresult", "matchresult"],
)
def test_random_events_never_raise(name: str, display: pygame.Surface, tmp_path: object) -> None:
    rng = random.Random(f"fuzz/{name}")
    ctx = make_context(
        Settings(speed=rng.choice(["off", "fast"])), size=(1280, 720), seed=9, threaded_ai=False
    )
    _build(name, ctx)
    screen = display
    on_editor = 0
    for i in range(2500):
        # The editor's fuzz goes back to the editor whenever Esc or "Done" leaves it.
        left_editor = name == "houserules" and type(ctx.stack.top).__name__ != "HouseRulesScene"
        if ctx.quit_requested or ctx.stack.top is None or left_editor:
            ctx.quit_requested = False
            ctx.stack.scenes.clear()
            _build(name, ctx)
        top: Scene | None = ctx.stack.top
        assert top is not None
        e = _random_event(rng, ctx.size, KEYS + NEW_KEYS if name in ("houserules", "table") else KEYS)
        if isinstance(e, Resize):
            # What the app shell does on a resize: every scene re-lays out.
            ctx.size = e.size
            for s in ctx.stack.scenes:
                s.layout(e.size)
            continue
        on_editor += type(top).__name__ == "HouseRulesScene"
        top.update(rng.choice((0.0, 0.016, 0.05, 0.3)), [e])
        ctx.fullscreen_requested = None
        if i % 25 == 0:
            for s in ctx.stack.visible():
                s.draw(screen)
    if name == "houserules":
        assert on_editor > 1500  # most events really went to the editor
