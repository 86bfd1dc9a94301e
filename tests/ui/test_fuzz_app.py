"""Raw input through the app shell, on every scene: clicks, drags, keys (printable and not,
with modifiers), wheel, resizes, focus loss and gain, quit. Nothing may raise. The quick run
is in the suite; 10,000 events a scene run in the slow suite (issue 16)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai.british_nap import coach as nap_coach
from game.ai.napoleon import coach
from game.ui.app import App, make_context
from game.ui.settings import Settings

from .test_fuzz import SIZES, _build

SMALL = coach.Budget(rollouts=12, bid_worlds=2, contract_rollouts=8)
SMALL_NAP = nap_coach.Budget(samples=4, bid_samples=4, nodes=200_000)

SCENES = ["title", "newgame", "houserules", "options", "rules", "table", "pause", "handresult", "matchresult"]
KEYS = [
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_RETURN,
    pygame.K_ESCAPE,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_BACKSPACE,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_F11,
    pygame.K_F1,
    pygame.K_LSHIFT,
]
LETTERS = "hlnopqrsc?x1 é"


def raw_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    w, h = size
    pos = (rng.randint(-20, w + 20), rng.randint(-20, h + 20))  # off the window too
    kind = rng.random()
    if kind < 0.25:
        held = rng.random() < 0.4
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(held, 0, 0))
    if kind < 0.42:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 2, 3, 4)))
    if kind < 0.57:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 3)))
    if kind < 0.85:
        if rng.random() < 0.5:
            key, text = rng.choice(KEYS), ""
        else:
            text = rng.choice(LETTERS)
            key = ord(text) if text.isascii() else 0
        mod = rng.choice((0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL))
        return pygame.event.Event(pygame.KEYDOWN, key=key, unicode=text, mod=mod, scancode=0)
    if kind < 0.9:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 2)), flipped=False)
    if kind < 0.94:
        return pygame.event.Event(
            rng.choice(
                (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWLEAVE, pygame.WINDOWMINIMIZED)
            )
        )
    if kind < 0.985:
        w2, h2 = rng.choice(SIZES)
        return pygame.event.Event(pygame.VIDEORESIZE, w=w2, h=h2, size=(w2, h2))
    return pygame.event.Event(pygame.QUIT)


def fuzz(name: str, events: int, display: pygame.Surface) -> None:
    rng = random.Random(f"app-fuzz/{name}")
    ctx = make_context(
        Settings(speed=rng.choice(["off", "fast"])), size=display.get_size(), seed=4, threaded_ai=False
    )
    app = App(ctx, display)
    _build(name, ctx)
    for _ in range(events):
        running = app.step(rng.choice((0.0, 0.016, 0.05, 0.3)), [raw_event(rng, ctx.size)])
        if not running or ctx.stack.top is None:  # quit: a fresh start of the same scene
            ctx.quit_requested = False
            ctx.stack.scenes.clear()
            _build(name, ctx)


@pytest.fixture(autouse=True)
def small_coach(monkeypatch: pytest.MonkeyPatch) -> None:
    """The "Review my hand" button on a hand's result runs the coach (inline here) at a small budget:
    at Hard's own it took most of the fuzz's time, pricing the same decisions again and again
    (the coach's verdicts are tested in tests/ui/test_coach.py and tests/ai/test_coach.py)."""
    small, small_nap = SMALL, SMALL_NAP
    monkeypatch.setattr(coach, "Budget", lambda: small)  # each game's coach's own budget
    monkeypatch.setattr(nap_coach, "Budget", lambda: small_nap)


@pytest.mark.parametrize("name", SCENES)
def test_raw_input_through_the_app_never_raises(name: str, display: pygame.Surface) -> None:
    fuzz(name, 400, display)


@pytest.mark.slow
@pytest.mark.parametrize("name", SCENES)
def test_ten_thousand_raw_events_per_scene_never_raise(name: str, display: pygame.Surface) -> None:
    fuzz(name, 10_000, display)
