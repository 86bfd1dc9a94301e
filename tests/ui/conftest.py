"""Headless UI tests: dummy video and audio drivers, set before pygame is imported."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator

import pygame
import pytest

from game.napoleon import RuleSet
from game.rules.i18n import set_language
from game.ui.app import make_context
from game.ui.context import Context
from game.ui.settings import Settings
from game.ui.table.scene import TableScene

SIZE = (1280, 720)


@pytest.fixture(scope="session", autouse=True)
def display() -> Iterator[pygame.Surface]:
    pygame.init()
    screen = pygame.display.set_mode(SIZE)
    yield screen
    pygame.quit()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Modules marked ``both_languages`` run each test in English and in Japanese, except the
    tests marked ``english_text`` (they compare the English words themselves)."""
    marked = metafunc.definition.get_closest_marker
    if "ui_language" in metafunc.fixturenames and marked("both_languages") and not marked("english_text"):
        metafunc.parametrize("ui_language", ["en", "ja"], indirect=True)


@pytest.fixture(autouse=True)
def window_at_size(display: pygame.Surface) -> Iterator[None]:
    """Every test starts with the session's window at SIZE: an app that set its mode again (a
    resize event in the fuzz tests, a size a test chose) leaves it otherwise, and the idle
    tests' check of the window's pixels then failed in whole runs only."""
    if display.get_size() != SIZE:
        pygame.display.set_mode(SIZE)
    yield


@pytest.fixture(autouse=True)
def ui_language(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The language the scenes speak: English unless the module runs in both; never the
    machine's locale (a Japanese desktop would otherwise change what the tests see)."""
    language = getattr(request, "param", os.environ.get("NAPOLEON_TEST_LANGUAGE", "en"))
    monkeypatch.setattr("game.ui.context.system_language", lambda: language)
    set_language(language)
    yield language
    set_language("en")


@pytest.fixture
def ctx() -> Context:
    # AI moves are computed inline (no thread) so every test is deterministic.
    return make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)


def make_table(ctx: Context, seed: int = 3, preset: str = "pagat", players: int = 5) -> TableScene:
    rules = RuleSet.preset(preset).replace(players=players)
    table = TableScene(ctx, rules, "random", seed)
    ctx.stack.push(table)
    return table
