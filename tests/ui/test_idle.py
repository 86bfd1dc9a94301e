"""An idle shell draws nothing (issue 38): the title, the new-game menu, the pause menu, the table
waiting for the player's card (both games, with a hint shown and without, with a notice on
screen), a trick held after it is won, and the replay. A timed change (a notice that goes, a
hint's end, a banner) is one frame when it comes, not a frame every tick until then.

Time is injected: :class:`App` is stepped at the full frame rate with no input (the most the
loop ever steps) and the frames it draws are counted; after every wait the window must still
show what the scenes would draw now. The loop itself (:meth:`App.run`) runs on a fake clock.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.british_nap import NapRules
from game.napoleon import RuleSet
from game.rules.games import GAMES as REGISTRY
from game.ui import app as app_mod
from game.ui import routes
from game.ui.app import App, make_context
from game.ui.driver import passive_policy, run_until
from game.ui.scene import WORK_POLL
from game.ui.scenes.replay import ReplayScene
from game.ui.settings import Settings
from game.ui.table.hints import T_HINT
from game.ui.table.scene import TableScene

from .conftest import SIZE
from .game_tables import quick_level
from .test_frame_loop import key, shown_matches_state

FRAME = 1 / 60
GAMES: dict[str, Any] = {
    "napoleon": RuleSet.preset("pagat").replace(players=5),
    "nap": NapRules.preset("standard").replace(players=4),
}


def new_app(display: pygame.Surface, **settings: Any) -> App:
    """The app at the normal animation speed (so cards glide and banners stay), the AI inline."""
    ctx = make_context(Settings(speed="normal", **settings), size=SIZE, seed=5, threaded_ai=False)
    return App(ctx, display)


def frames_over(app: App, seconds: float, events: list[pygame.event.Event] | None = None) -> int:
    """Frames drawn over ``seconds`` of injected time, stepped at the full rate with no input
    (``events``: the first step's input)."""
    before = app.frames_drawn
    app.step(FRAME, events or [])
    for _ in range(round(seconds / FRAME) - 1):
        app.step(FRAME, [])
    return app.frames_drawn - before


def settle(app: App, until: Callable[[], bool] = lambda: True, seconds: float = 30.0) -> None:
    """Step until nothing moves or waits to be drawn (and ``until()``)."""
    for _ in range(round(seconds / FRAME)):
        if app.wake_in() != 0 and until():
            return
        app.step(FRAME, [])
    raise AssertionError("the scene never came to rest")


def at_players_card(app: App, game: str, seed: int = 3) -> TableScene:
    """A new match of ``game``, played (the player passes, then plays its first legal card)
    until the player is to play a card, at rest."""
    app.ctx.matches.start(GAMES[game], "normal", seed)
    t = app.ctx.stack.top
    assert isinstance(t, TableScene)
    assert run_until(t, lambda: t.ready and t.plays_cards, passive_policy, limit=20000)
    settle(app, lambda: app.wake_in() is None)  # the last banner gone too
    assert t.ready and t.plays_cards
    return t


def following(t: TableScene) -> bool:
    """The player is to follow a trick and holds a card it may not play."""
    if not (t.ready and t.plays_cards and t.shown.trick):
        return False
    legal = {p.card for p in t.legal_plays()}
    return any(c not in legal for c in t.my_cards())


# -- the title and the menus ---------------------------------------------------------------


def test_the_title_draws_nothing_while_idle(display: pygame.Surface) -> None:
    app = new_app(display)
    app.ctx.router.push(routes.Title())
    settle(app)
    assert frames_over(app, 5.0) == 0
    assert app.wake_in() is None  # the loop rests until input
    assert shown_matches_state(app, display)


def test_the_new_game_menu_draws_nothing_while_idle(display: pygame.Surface) -> None:
    app = new_app(display)
    app.ctx.router.push(routes.Title())
    app.ctx.router.push(routes.NewGame())
    settle(app)
    assert frames_over(app, 5.0) == 0
    assert app.wake_in() is None
    assert shown_matches_state(app, display)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_pause_menu_draws_nothing_while_idle(game: str, display: pygame.Surface) -> None:
    app = new_app(display)
    at_players_card(app, game)
    app.step(FRAME, [key(pygame.K_ESCAPE)])
    assert isinstance(app.ctx.stack.top, app_mod.PauseScene)
    settle(app)
    assert frames_over(app, 5.0) == 0
    assert app.wake_in() is None
    assert shown_matches_state(app, display)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_pause_menu_over_a_moving_table_draws_nothing(game: str, display: pygame.Surface) -> None:
    """The menu opened while a card still glides and a notice is up: the table beneath gets no
    time (its card stops where it is, its notice stays), so nothing beneath it can change."""
    app = new_app(display)
    t = at_players_card(app, game)
    t.play_card(t.legal_plays()[0].card)
    t.say("a notice")
    app.step(FRAME, [])
    assert t.animating  # the card is on its way
    app.step(FRAME, [key(pygame.K_ESCAPE)])
    assert isinstance(app.ctx.stack.top, app_mod.PauseScene)
    settle(app)
    assert frames_over(app, 5.0) == 0
    assert shown_matches_state(app, display)


# -- the table waiting for the player --------------------------------------------------------


@pytest.mark.parametrize("game", list(GAMES))
def test_the_table_at_the_players_card_draws_nothing(game: str, display: pygame.Surface) -> None:
    app = new_app(display)
    t = at_players_card(app, game)
    assert t.hint is None and t.message_left == 0
    assert frames_over(app, 5.0) == 0
    assert app.wake_in() is None
    assert shown_matches_state(app, display)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_hint_on_the_table_is_one_frame_when_it_comes_and_one_when_it_goes(
    game: str, display: pygame.Surface
) -> None:
    app = new_app(display)
    t = at_players_card(app, game)
    before = app.frames_drawn
    app.step(FRAME, [key(pygame.K_h, "h")])  # H: the hint shows at once
    assert app.frames_drawn - before == 1
    assert t.hint is not None
    # The hint puts the keyboard cursor on its card, which rises while it glides there: frames
    # only while it moves (a glide is short), then none while the hint stays up.
    settle(app, seconds=1.0)
    assert app.frames_drawn - before <= 1 + round(0.5 / FRAME)
    assert frames_over(app, 1.0) == 0
    assert t.hint is not None
    assert shown_matches_state(app, display)
    left = app.wake_in()
    assert left is not None and left > 0  # the loop rests until the hint goes
    assert frames_over(app, T_HINT + 1.0) == 1  # the hint goes: drawn once, then nothing
    assert t.hint is None
    assert shown_matches_state(app, display)
    assert frames_over(app, 3.0) == 0
    assert app.wake_in() is None


@pytest.mark.parametrize("game", list(GAMES))
def test_a_notice_on_the_table_draws_nothing_until_it_goes(game: str, display: pygame.Surface) -> None:
    """A refused card ("you must follow ♥"): the notice is drawn, stays three seconds with no
    frame drawn, and its going is one frame."""
    app = new_app(display)
    app.ctx.matches.start(GAMES[game], "normal", 3)
    t = app.ctx.stack.top
    assert isinstance(t, TableScene)
    assert run_until(t, lambda: following(t), passive_policy, limit=20000)
    settle(app, lambda: app.wake_in() is None)
    legal = {p.card for p in t.legal_plays()}
    wrong = next(c for c in t.my_cards() if c not in legal)
    assert not t.play_card(wrong)
    assert t.message and t.message_error
    assert frames_over(app, 0.5) == 1  # the notice is drawn
    assert shown_matches_state(app, display)
    assert app.wake_in() == pytest.approx(t.message_left)  # the loop rests until it goes
    assert frames_over(app, 4.0) == 1  # it goes: one frame
    assert t.message_left == 0
    assert shown_matches_state(app, display)
    assert app.wake_in() is None


@pytest.mark.parametrize("game", list(GAMES))
def test_a_trick_held_after_it_is_won_draws_nothing(game: str, display: pygame.Surface) -> None:
    """ "Wait after each trick": the trick stays for a click; its line stays up with it. The
    banner naming the winner goes on its own (one frame), then nothing is drawn."""
    app = new_app(display, wait_after_trick=True)
    app.ctx.matches.start(GAMES[game], "normal", 3)
    t = app.ctx.stack.top
    assert isinstance(t, TableScene)
    for _ in range(20000):
        if t.waiting_sweep is not None and not t.animating:
            break
        if t.ready:
            passive_policy(t)
        app.step(0.05, [])
    assert t.waiting_sweep is not None
    settle(app)
    assert frames_over(app, 4.0) <= 1  # the banner, if still up, goes
    assert frames_over(app, 5.0) == 0
    assert app.wake_in() is None
    assert t.waiting_sweep is not None and t.message_left > 0  # still held, its line still up
    assert shown_matches_state(app, display)
    app.step(FRAME, [key(pygame.K_SPACE, " ")])  # the player goes on
    assert t.waiting_sweep is None


# -- the replay ------------------------------------------------------------------------------


def test_the_replay_paused_draws_nothing(display: pygame.Surface) -> None:
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    app = App(ctx, display)
    ctx.matches.start(GAMES["napoleon"], "normal", 3)
    t = ctx.stack.top
    assert isinstance(t, TableScene)
    assert run_until(t, lambda: t.result_pushed, passive_policy, limit=100000)
    ctx.stack.push(ReplayScene(ctx, t.ctl.hand.record(), None))
    settle(app)
    for _ in range(5):  # a few steps on, then left alone
        app.step(FRAME, [key(pygame.K_RIGHT)])
    settle(app)
    assert frames_over(app, 5.0) == 0
    assert app.wake_in() is None
    assert shown_matches_state(app, display)


# -- every wait of a hand, and the loop ------------------------------------------------------


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("held", [False, True], ids=["flowing", "held"])
def test_each_rest_of_a_hand_shows_what_the_table_is_now(
    game: str, held: bool, display: pygame.Surface
) -> None:
    """A whole hand through the loop at the normal speed: whenever the loop would rest
    (nothing moving, nothing to draw), the window shows the table as it is (no change to the
    picture was left undrawn), and the table rests between its changes."""
    app = new_app(display, wait_after_trick=held)
    app.ctx.matches.start(GAMES[game], "normal", 4)
    t = app.ctx.stack.top
    assert isinstance(t, TableScene)
    rests = checked = 0
    resting = False
    for _ in range(40000):
        if t.result_pushed:
            break
        if app.wake_in() != 0:
            rests += 1
            if not resting:  # once at each rest's start
                assert shown_matches_state(app, display), "a change was not drawn"
                checked += 1
            resting = True
        else:
            resting = False
        raw: list[pygame.event.Event] = []
        if t.waiting_sweep is not None and resting:
            raw = [key(pygame.K_SPACE, " ")]
        elif t.ready and resting:
            passive_policy(t)
        app.step(FRAME, raw)
    assert t.result_pushed
    assert checked > 10 and rests > 100


class FakeTime:
    """time.monotonic and time.sleep for App.run: sleeping moves the clock, nothing waits."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.slept: list[float] = []

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


class FakeClock:
    """pygame's Clock on the fake time: tick(fps) waits out the frame."""

    def __init__(self, time: FakeTime) -> None:
        self.time = time
        self.last = time.now

    def tick(self, fps: float = 0) -> int:
        if fps:
            self.time.now = max(self.time.now, self.last + 1 / fps)
        ms = round((self.time.now - self.last) * 1000)
        self.last = self.time.now
        return ms


@pytest.mark.parametrize("state", ["card", "notice", "held"])
def test_the_loop_rests_while_the_table_waits(
    state: str, display: pygame.Surface, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """App.run on a fake clock, 30 s at the table waiting for the player: no frame beyond the
    notice's going, and the loop steps only for the half second after the last input and for
    each timed change, resting in between."""
    app = new_app(display, wait_after_trick=state == "held")
    game = "napoleon"
    if state == "held":
        app.ctx.matches.start(GAMES[game], "normal", 3)
        t = app.ctx.stack.top
        assert isinstance(t, TableScene)
        assert run_until(t, lambda: t.waiting_sweep is not None, passive_policy, limit=20000)
        settle(app, lambda: app.wake_in() is None)
    else:
        t = at_players_card(app, game)
    if state == "notice":
        t.say("you must follow ♥")
    fake = FakeTime()
    monkeypatch.setattr(app_mod, "time", fake)
    app.clock = FakeClock(fake)  # type: ignore[assignment]
    steps = 0
    step = app.step

    def counted(dt: float, raw: list[pygame.event.Event]) -> bool:
        nonlocal steps
        steps += 1
        return step(dt, raw)

    monkeypatch.setattr(app, "step", counted)
    pygame.event.clear()
    before = app.frames_drawn
    app.run(seconds=30.0)
    drawn = app.frames_drawn - before
    assert drawn == (2 if state == "notice" else 0)  # the notice shown, and gone
    assert steps <= app_mod.LINGER * app_mod.ACTIVE_FPS + 6  # not 12 (or 60) a second
    assert fake.now >= 1030.0
    if state == "notice":
        assert t.message_left == 0
    assert shown_matches_state(app, display)


def test_input_after_a_rest_is_followed_at_the_full_rate(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pointer moves over a table at rest: the loop wakes for it, and steps at the full
    rate for LINGER seconds (the next moves are followed smoothly), then rests again."""
    app = new_app(display)
    at_players_card(app, "napoleon")
    fake = FakeTime()
    monkeypatch.setattr(app_mod, "time", fake)
    app.clock = FakeClock(fake)  # type: ignore[assignment]
    dts: list[float] = []
    step = app.step

    def counted(dt: float, raw: list[pygame.event.Event]) -> bool:
        dts.append(dt)
        return step(dt, raw)

    monkeypatch.setattr(app, "step", counted)
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0)))
    app.run(seconds=10.0)
    full = [dt for dt in dts[1:] if dt <= 1.5 / app_mod.ACTIVE_FPS]
    assert len(full) >= app_mod.LINGER * app_mod.ACTIVE_FPS - 2  # followed at the full rate
    assert len(dts) <= app_mod.LINGER * app_mod.ACTIVE_FPS + 6  # then a rest to the end


class HeldAI:
    """An AI worker whose moves come only when the test lets them (``held``): a seat's move
    worked out elsewhere, for as long as the test likes."""

    def __init__(self) -> None:
        self.held = False
        self.waiting: list[tuple[Future[Any], Any, Any]] = []

    def submit(self, key: Any, local: Any, view: Any) -> Future[Any]:
        fut: Future[Any] = Future()
        if self.held:
            self.waiting.append((fut, local, view))
        else:
            fut.set_result(local.choose(view))
        return fut

    def release(self) -> None:
        for fut, local, view in self.waiting:
            fut.set_result(local.choose(view))
        self.waiting.clear()

    def shutdown(self) -> None:
        pass


def test_a_thinking_seat_is_looked_for_without_drawing(display: pygame.Surface) -> None:
    """While an AI seat's move is worked out elsewhere the table looks for it WORK_POLL
    seconds apart (nothing says when it is done), drawing nothing until it comes."""
    app = new_app(display)
    worker = HeldAI()
    app.ctx.executor = worker
    t = at_players_card(app, "napoleon")
    worker.held = True
    assert t.play_card(t.legal_plays()[0].card)
    # the trick's own beats and banner over: only the seat's move is awaited
    settle(app, lambda: t.thinking and not t.tweens.busy and t.banner_left == 0 and t.hold == 0)
    assert app.wake_in() == WORK_POLL
    assert worker.waiting  # the next seat thinks
    assert frames_over(app, 3.0) == 0
    assert shown_matches_state(app, display)  # "... is thinking" is up
    worker.release()
    actions = len(t.ctl.hand.actions)
    assert frames_over(app, WORK_POLL + FRAME) >= 1  # its card is on its way at once
    assert len(t.ctl.hand.actions) > actions


def test_the_statistics_screen_looks_for_a_read_held_up_by_a_lock(tmp_path: Path) -> None:
    """A statistics file locked by another program is read in the background: the screen wakes
    the loop to look for the answer while it waits (and only then), drawing nothing new."""
    import sqlite3

    from game.ui.statistics import StatsStore

    from .test_statistics_files import hand, screen, stored

    path = tmp_path / "s.sqlite3"
    stored(path, 1)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    store = StatsStore(path)
    store.record_hand(hand(2, match="m2"), 2)
    scene = screen(store)
    assert scene.waiting
    assert scene.wake_in() == WORK_POLL  # the loop comes back for the answer
    holder.execute("ROLLBACK")
    holder.close()
    assert store.wait(60)
    for _ in range(200):
        scene.update(WORK_POLL, [])
        if not scene.waiting:
            break
        store.wait(0.05)
    assert not scene.waiting
    assert scene.wake_in() is None  # then it rests


@pytest.mark.parametrize("game", sorted(REGISTRY))
@pytest.mark.parametrize("speed", ["off", "normal"])
def test_the_loop_never_rests_while_an_ai_seat_is_to_act(
    game: str, speed: str, display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    """App.run on a fake clock after the player's pass: every AI seat's move is asked for and
    taken until the player is to act again. (At speed "off" an applied move left nothing to
    wait for, so the loop rested until input with the next seat never asked: the real-window
    test hung there on a busy machine.)"""
    ctx = make_context(Settings(speed=speed), size=SIZE, seed=5, threaded_ai=False)
    app = App(ctx, display)
    app.ctx.matches.start(next(iter(REGISTRY[game].presets.values())), quick_level(game), 3)
    t = app.ctx.stack.top
    assert isinstance(t, TableScene)
    assert run_until(t, lambda: t.ready, passive_policy, limit=20000)
    passive_policy(t)  # the player's pass (or card): the AI seats are to act
    acted = len(t.ctl.hand.actions)
    fake = FakeTime()
    monkeypatch.setattr(app_mod, "time", fake)
    app.clock = FakeClock(fake)  # type: ignore[assignment]
    pygame.event.clear()
    app.run(seconds=60.0)
    assert len(t.ctl.hand.actions) > acted
    assert t.ctl.human_to_act or t.ctl.hand.is_over, "the loop rested with an AI seat to act"


def test_frames_that_cost_more_or_less_are_shown_at_a_steady_cadence(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    """App.run on a fake clock, a scene that always moves and whose frames cost 1-9 ms to draw:
    each frame waits for its time after it is drawn, so the frames are shown exactly 1/60 s
    apart. (Waiting before drawing instead, a frame dearer than the one before was shown late
    by the difference: the replay's frames while the coach works came 21-22 ms apart.) The
    update after each frame is told the time between them."""
    from game.ui.scene import Scene

    fake = FakeTime()
    costs = [0.002, 0.007, 0.003, 0.009, 0.001]
    shown: list[float] = []
    dts: list[float] = []

    class Moving(Scene):
        drawn = 0

        @property
        def animating(self) -> bool:
            return True

        def update(self, dt: float, events: list[Any]) -> None:
            dts.append(dt)

        def draw(self, surface: pygame.Surface) -> None:
            fake.now += costs[self.drawn % len(costs)]  # what this frame costs
            self.drawn += 1

    app = new_app(display)
    app.ctx.stack.push(Moving(app.ctx))
    monkeypatch.setattr(app_mod, "time", fake)
    app.clock = FakeClock(fake)  # type: ignore[assignment]
    monkeypatch.setattr(app_mod.pygame.display, "flip", lambda: shown.append(fake.now))
    app.run(seconds=1.0)
    gaps = [b - a for a, b in itertools.pairwise(shown)]
    assert len(gaps) > 50
    assert max(abs(g - 1 / 60) for g in gaps) < 1e-9
    assert all(abs(dt - round(1000 / 60) / 1000) < 1e-9 for dt in dts[2:])
