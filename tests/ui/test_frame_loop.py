"""The real frame loop (App.step, raw pygame events): what the window shows is what the scenes
would draw now. Continue at the player's turn in every phase of both games, resizes and exposes
(issue 29)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.british_nap import NapPhase, NapRules, Peep
from game.napoleon import Phase, RuleSet
from game.ui import routes
from game.ui.app import App, make_context
from game.ui.driver import run_until
from game.ui.driver.nap import nap_policy
from game.ui.driver.napoleon import napoleon_policy
from game.ui.settings import Settings
from game.ui.table.scene import TableScene

from .conftest import SIZE


def new_ctx(path: Path) -> Any:
    return make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False, save_path=path)


def shown_matches_state(app: App, display: pygame.Surface) -> bool:
    """The window's pixels are what the visible scenes draw from their state now. The window
    is the app's own surface: a resize left in the event queue by an earlier test makes the
    app set its mode again, and ``display`` (the session's first surface) is then not the
    window any more (these checks failed only in whole runs)."""
    shown = app.screen
    fresh = pygame.Surface(shown.get_size())
    for s in app.ctx.stack.visible():
        s.draw(fresh)
    return pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(shown, "RGB")


def key(k: int, text: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, unicode=text, mod=0, scancode=0)


def continue_through_the_loop(path: Path, display: pygame.Surface) -> tuple[App, TableScene]:
    """A new launch: the title, Enter on Continue, then idle frames with no input at all."""
    ctx = new_ctx(path)
    app = App(ctx, display)
    ctx.router.push(routes.Title())
    app.step(0.016, [])
    app.step(0.016, [key(pygame.K_RETURN)])
    for _ in range(40):
        app.step(0.05, [])
    table = ctx.stack.top
    assert isinstance(table, TableScene)
    return app, table


Cond = Callable[[TableScene], bool]

# (game's rules, the human's policy on the way, where to stop)
CASES: dict[str, tuple[Any, Callable[[TableScene], None], Cond]] = {
    "napoleon-bid": (
        RuleSet.preset("pagat").replace(players=5),
        napoleon_policy,
        lambda t: t.shown.phase == Phase.BID,
    ),
    "napoleon-call": (
        RuleSet.preset("pagat").replace(players=5),
        napoleon_policy,
        lambda t: t.shown.phase == Phase.CALL,
    ),
    "napoleon-exchange": (
        RuleSet.preset("pagat").replace(players=5),
        napoleon_policy,
        lambda t: t.shown.phase == Phase.EXCHANGE,
    ),
    "napoleon-play": (
        RuleSet.preset("pagat").replace(players=5),
        napoleon_policy,
        lambda t: t.shown.phase == Phase.PLAY,
    ),
    "nap-bid": (
        NapRules.preset("standard").replace(players=4),
        nap_policy,
        lambda t: t.shown.phase == NapPhase.BID,
    ),
    "nap-buy": (
        NapRules.preset("ecarte").replace(players=4),
        nap_policy,
        lambda t: t.shown.phase == NapPhase.BUY,
    ),
    "nap-peep": (
        NapRules.preset("peep").replace(players=4),
        nap_policy,
        lambda t: t.shown.phase == NapPhase.BID and Peep() in t.ctl.hand.legal_actions(),
    ),
    "nap-widow": (
        NapRules.preset("sir-garnet").replace(players=4),
        nap_policy,
        lambda t: t.shown.phase == NapPhase.DISCARD,
    ),
    "nap-play": (
        NapRules.preset("standard").replace(players=4),
        nap_policy,
        lambda t: t.shown.phase == NapPhase.PLAY,
    ),
}


@pytest.mark.parametrize("case", list(CASES))
def test_continue_at_the_players_turn_draws_the_table_at_once(
    case: str, tmp_path: Path, display: pygame.Surface
) -> None:
    rules, policy, where = CASES[case]
    path = tmp_path / "match.json"
    ctx = new_ctx(path)
    for seed in range(3, 40):  # the first deal that puts the player there
        ctx.matches.start(rules.replace(rounds=3), "normal", seed)
        t = ctx.stack.top
        assert isinstance(t, TableScene)
        if run_until(t, lambda t=t: t.ready and where(t), policy, limit=3000):
            break
    else:
        raise AssertionError(f"no deal reaches {case}")
    ctx.matches.autosave()
    bubbles = dict(t.bubbles)
    app, table = continue_through_the_loop(path, display)
    assert table.ready and where(table)
    assert table.bubbles == bubbles, "the seats' bids are not shown as they stood"
    assert (
        table.panel is not None
        or table.picking is not None
        or table.shown.phase in (Phase.PLAY, NapPhase.PLAY)
    )
    assert shown_matches_state(app, display), "the window still shows a stale frame"


@pytest.mark.parametrize("kind", ["exposed", "restored", "shown", "size_changed"])
def test_the_windows_own_events_redraw_at_once(kind: str, tmp_path: Path, display: pygame.Surface) -> None:
    """The system threw the picture away (another window over it, a restore, a resize): the
    next frame draws it again, with no input from the player."""
    ctx = new_ctx(tmp_path / "match.json")
    app = App(ctx, display)
    ctx.matches.start(RuleSet.preset("pagat").replace(players=5), "normal", 3)
    t = ctx.stack.top
    assert isinstance(t, TableScene)
    for _ in range(400):
        app.step(0.05, [])
        if t.ready and not t.animating:
            break
    assert t.ready
    for _ in range(5):
        app.step(0.05, [])
    assert shown_matches_state(app, display)
    display.fill((255, 0, 255))  # what the system shows of a lost picture
    event = {
        "exposed": pygame.event.Event(pygame.WINDOWEXPOSED),
        "restored": pygame.event.Event(pygame.WINDOWRESTORED),
        "shown": pygame.event.Event(pygame.WINDOWSHOWN),
        "size_changed": pygame.event.Event(pygame.WINDOWSIZECHANGED, x=SIZE[0], y=SIZE[1]),
    }[kind]
    app.step(0.05, [event])
    assert shown_matches_state(app, display)
