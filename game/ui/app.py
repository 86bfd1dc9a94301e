"""The app shell: owns the window, the clock and the event queue; runs the scene stack.

It is the only code that calls ``pygame.event`` and ``pygame.display``. It draws a frame only
when something changed or moves (:mod:`.scene`); when nothing moves it sleeps until input
arrives or until the top scene's next timed change (:meth:`App.wake_in`), so an idle title,
menu or table draws nothing and costs almost no CPU (``python -m bench.ui --idle-only``).
It is also where the scenes are wired together: :func:`install_routes` maps the routes
scenes ask for (``ctx.router.push(routes.Options())``, :mod:`.routes`) to the scenes.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import math
import os
import signal
import sys
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame

from game.rules.i18n import _, set_language, system_language

from . import lifetime, routes, savegame
from . import settings as settings_mod
from .already_open import tell_already_open
from .audio import Audio
from .autoplay import AutoPlayer
from .command_line import apply_game_args, play_start
from .context import Context, load_assets
from .data_check import check_at_start
from .doorbell import Doorbell, Visit
from .game_routes import game_scenes
from .input import FileDrop, KeyPress, QuitRequest, Resize, Translator
from .router import Router
from .scene import Scene
from .scenes.ai_seats import AISeatsScene
from .scenes.challenge import ChallengeScene
from .scenes.challenge_deal import ChallengeDealScene
from .scenes.challenge_summary import ChallengeSummaryScene
from .scenes.confirm import ConfirmScene
from .scenes.hand_history import HandHistoryScene, open_dropped
from .scenes.house_rules import HouseRulesScene
from .scenes.match_result import MatchResultScene
from .scenes.newgame import NewGameScene
from .scenes.options import OptionsScene
from .scenes.pause import PauseScene
from .scenes.replay import ReplayScene
from .scenes.rules_help import RulesHelpScene
from .scenes.scoreboard import ScoreboardScene
from .scenes.statistics import StatisticsScene
from .scenes.title import TitleScene
from .settings import Settings
from .single_instance import AlreadyOpen, InstanceLock
from .storage_health import report_write_failure
from .table.scene import TableScene
from .table.trick_history import TrickHistoryScene
from .warm_up import warm_up_review
from .window import DESKTOP_MARGIN, NoDisplay, desktop_size, fit_window, open_display

log = logging.getLogger(__name__)

ACTIVE_FPS = 60
# While nothing moves, the loop sleeps and looks at the input queue this often (no update, no
# frame): the first input after a rest is handled within 1/IDLE_FPS s. Each look costs a pump
# of the window system's events (measured in bench.ui's idle figure).
IDLE_FPS = 12
MAX_DT = 0.1  # the longest step a frame's update is told of: a stall must not teleport what moves
LINGER = 0.5  # seconds after the last input at the full rate: a moving pointer is followed smoothly
MIN_SIZE = (640, 480)
# The window's own events that ask for a new picture at once (the system may have thrown
# away or stretched the last one): not input, so no scene hears of them.
REDRAW_EVENTS = frozenset(
    (
        pygame.WINDOWEXPOSED,
        pygame.VIDEOEXPOSE,
        pygame.WINDOWSHOWN,
        pygame.WINDOWRESTORED,
        pygame.WINDOWMAXIMIZED,
        pygame.WINDOWSIZECHANGED,
        pygame.WINDOWRESIZED,
        pygame.VIDEORESIZE,
    )
)
# A second copy rang the doorbell (doorbell.Doorbell): the event carries its ``visit``.
RING = pygame.event.custom_type()


def install_routes(ctx: Context) -> Router:
    """Every scene by its route (:mod:`.routes`): a factory gets the context and the route's value."""
    router = ctx.router
    router.add(routes.Title, lambda c, r: TitleScene(c))
    router.add(routes.NewGame, lambda c, r: NewGameScene(c))
    router.add(routes.Options, lambda c, r: OptionsScene(c, r.overlay))
    router.add(routes.HouseRules, lambda c, r: HouseRulesScene(c, r.preset, r.rules, r.on_change, r.on_start))
    router.add(routes.RulesHelp, lambda c, r: RulesHelpScene(c, r.rules, r.base))
    for key, scene in game_scenes(routes.Glossary.name).items():  # each game's that has one
        router.add(routes.Glossary, glossary_factory(scene), key=key)
    router.add(routes.AISeats, lambda c, r: AISeatsScene(c, r.overlay))
    router.add(routes.Confirm, lambda c, r: ConfirmScene(c, r.question, r.yes, r.no, r.on_yes, r.detail))
    router.add(routes.Table, table_scene)
    router.add(routes.Pause, lambda c, r: PauseScene(c, r.rules))
    for key, scene in game_scenes(routes.HandResult.name).items():  # each game's, named by its spec
        router.add(routes.HandResult, result_factory(scene), key=key)
    router.add(routes.MatchResult, lambda c, r: MatchResultScene(c, r.session))
    router.add(routes.TrickHistory, lambda c, r: TrickHistoryScene(c, r.view, r.names, r.outcome))
    router.add(routes.Replay, lambda c, r: ReplayScene(c, r.record, r.names, r.coach, r.compare, r.at))
    router.add(routes.Challenge, lambda c, r: ChallengeScene(c, r.code))
    router.add(routes.ChallengeDeal, lambda c, r: ChallengeDealScene(c, r.table))
    router.add(routes.ChallengeSummary, lambda c, r: ChallengeSummaryScene(c, r.session))
    router.add(routes.Scoreboard, lambda c, r: ScoreboardScene(c, r.session))
    router.add(routes.Statistics, lambda c, r: StatisticsScene(c, r.store))
    router.add(routes.HandHistory, lambda c, r: HandHistoryScene(c, r.archive, r.exports, r.dropped))
    for key, scene in game_scenes(routes.Tutorial.name).items():  # each game's that has one
        router.add(routes.Tutorial, tutorial_factory(scene), key=key)
    for key, scene in game_scenes(
        routes.TutorialResult.name
    ).items():  # each game's whose tutorial ends on one
        router.add(routes.TutorialResult, tutorial_result_factory(scene), key=key)
    return router


def result_factory(
    scene: Callable[[Context, TableScene], Scene],
) -> Callable[[Context, routes.HandResult], Scene]:
    """A game's hand-result scene, given the table the hand was played at."""
    return lambda c, r: scene(c, r.table)


def tutorial_factory(
    scene: Callable[[Context, str], Scene],
) -> Callable[[Context, routes.Tutorial], Scene]:
    """A game's tutorial scene, its AI seats at the route's level."""
    return lambda c, r: scene(c, r.level)


def tutorial_result_factory(
    scene: Callable[[Context, TableScene], Scene],
) -> Callable[[Context, routes.TutorialResult], Scene]:
    """The scene that ends a game's tutorial, given the tutorial's table."""
    return lambda c, r: scene(c, r.table)


def glossary_factory(scene: Callable[[Context], Scene]) -> Callable[[Context, routes.Glossary], Scene]:
    """A game's glossary scene."""
    return lambda c, r: scene(c)


def table_scene(ctx: Context, r: routes.Table) -> TableScene:
    return TableScene(ctx, r.rules, r.level, r.seed, r.session, r.resume, r.levels, r.practice)


def make_context(settings: Settings, **kwargs: Any) -> Context:
    """A context with every route installed (the app, the screenshots, tests, benchmarks)."""
    ctx = Context(settings, **kwargs)
    install_routes(ctx)
    return ctx


def _mode_flags(fullscreen: bool) -> int:
    return pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE


class App:
    def __init__(self, ctx: Context, screen: pygame.Surface) -> None:
        self.ctx = ctx
        self.screen = screen
        self.translator = Translator()
        self.clock = pygame.time.Clock()
        self.frames_drawn = 0
        self.updated: object = None  # the scene the last frame updated (a new one is drawn)
        self.autoplayer: AutoPlayer | None = None  # --autoplay: the human's seat plays itself
        self.visit: Visit | None = None  # a second copy waiting to hear the window came forward
        # Run once the first frame is on the screen: work that must not delay it.
        self.after_first_frame: list[Callable[[], object]] = []
        # Each step of run() ends with the clock's tick, so a frame is drawn, waits for its time
        # and is then shown: frames come at a steady rate whatever each cost to draw (shown as
        # soon as drawn, one 5 ms dearer than the one before came 5 ms late: bench.ui
        # --coach-only). The tick's rate: ACTIVE_FPS while things move, 0 after a rest (no
        # wait), None for a step called on its own (no tick).
        self.cadence: int | None = None
        self.frame_dt = 0.0  # the seconds between the last two ticks: the next update's dt

    def set_mode(self, size: tuple[int, int], fullscreen: bool) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.screen = pygame.display.set_mode((0, 0) if fullscreen else size, _mode_flags(fullscreen))
        self.relayout(self.screen.get_size())

    def relayout(self, size: tuple[int, int]) -> None:
        self.ctx.size = size
        for scene in self.ctx.stack.scenes:
            scene.layout(size)

    def step(self, dt: float, raw: list[pygame.event.Event]) -> bool:
        """One frame: translate input, update the top scene, draw if needed. False to quit."""
        self.answer_doorbell(raw)
        now = int(time.monotonic() * 1000)  # not pygame's clock: see start_pygame
        events = [e for e in (self.translator.translate(r, now) for r in raw) if e is not None]
        ctx = self.ctx
        for e in events:
            if isinstance(e, QuitRequest):
                return False
            if isinstance(e, Resize) and not ctx.settings.fullscreen and e.size != ctx.size:
                self.set_mode(e.size, False)
                ctx.settings.window = ctx.size
                ctx.save_settings()
            if isinstance(e, KeyPress) and e.key == "f11":
                ctx.fullscreen_requested = not ctx.settings.fullscreen
            if isinstance(e, FileDrop):  # a hand file dropped on the window: the past hands open it
                open_dropped(ctx, e.path)
        if ctx.fullscreen_requested is not None:
            ctx.settings.fullscreen = ctx.fullscreen_requested
            ctx.fullscreen_requested = None
            ctx.save_settings()
            self.set_mode(ctx.settings.window, ctx.settings.fullscreen)
        top = ctx.stack.top
        if top is None or ctx.quit_requested:
            return False
        ctx.challenges.poll()  # Hard's results on a challenge's deals, as they come (never waits)
        # A scene's first update may build what it shows (the panel of a Continued turn):
        # that frame is drawn whatever the scene says.
        first = top is not self.updated
        self.updated = top
        top.update(dt, [e for e in events if not isinstance(e, (Resize, FileDrop))])
        exposed = any(r.type in REDRAW_EVENTS for r in raw)
        if first or exposed or events or self.needs_frame():
            for s in ctx.stack.visible():
                s.draw(self.screen)
                s.dirty = False
            self.tick()  # the frame waits for its time, then is shown
            pygame.display.flip()
            self.frames_drawn += 1
            if self.frames_drawn == 1:
                for work in self.after_first_frame:
                    work()
        else:
            self.tick()
        return not ctx.quit_requested

    def tick(self) -> None:
        """In run(): wait until this step's time at the cadence, and keep the time since the
        last tick for the next update (at most MAX_DT)."""
        if self.cadence is not None:
            self.frame_dt = min(self.clock.tick(self.cadence) / 1000.0, MAX_DT)

    def needs_frame(self) -> bool:
        """A visible scene's picture changed, or the top one moves. Only the top scene gets
        time, so a scene beneath it (the table under the pause menu) cannot move: it is drawn
        again only when it says it changed."""
        top = self.ctx.stack.top
        if top is not None and top.animating:
            return True
        return any(s.dirty for s in self.ctx.stack.visible())

    def wake_in(self) -> float | None:
        """Seconds until the loop must step with no input: 0 for the next frame (a new scene,
        a change to draw, something moving), the top scene's next timed change, or None
        (nothing until input)."""
        top = self.ctx.stack.top
        if top is None or top is not self.updated or self.needs_frame():
            return 0.0
        return self.ctx.challenges.wake_in(top.wake_in())

    def rest(
        self, seconds: float | None, until: float | None = None
    ) -> tuple[list[pygame.event.Event], float]:
        """Sleep until input arrives or ``seconds`` have passed (None: until input; ``until``: a
        time.monotonic() the loop stops at), looking at the queue IDLE_FPS times a second.
        The input, and the seconds that passed. (pygame's event.wait looks every millisecond:
        it cost more than the rest it gives.)"""
        start = now = time.monotonic()
        due = math.inf if seconds is None else start + seconds
        end = due if until is None else min(due, until)
        while True:
            raw = pygame.event.get()
            if raw or now >= end or self.ctx.quit_requested:  # a polite kill: quit now
                break
            time.sleep(min(1 / IDLE_FPS, end - now))
            now = time.monotonic()
        self.clock.tick()  # the next frame's dt counts from here
        if not raw and now >= due:  # the change is due: at least its time has passed
            return raw, max(now - start, seconds or 0.0)
        return raw, now - start

    def answer_doorbell(self, raw: list[pygame.event.Event]) -> None:
        """A second copy was started: bring the window to the front, and tell it "raised" once
        the window has the focus (at once, or when its focus event comes). Without an answer
        the doorbell says it could not, and the second copy shows its own small window."""
        for r in raw:
            if r.type == RING:
                self.visit = r.visit
                come_forward()
        if self.visit is not None and pygame.key.get_focused():
            self.visit.answer(True)
            self.visit = None

    def run(self, probe: Path | None = None, seconds: float | None = None) -> None:
        """The main loop; ``seconds`` bounds it (the benchmark measures idle CPU with it).

        A frame at ACTIVE_FPS while something moves or changes, and for LINGER seconds after
        input, each drawn, then shown at its time (:meth:`tick`); otherwise a rest
        until input or the next timed change, and the step after it gets the whole rest as its
        ``dt`` (nothing moved meanwhile: the timers are due) and shows its frame at once."""
        running = True
        last_probe = ""
        end = None if seconds is None else time.monotonic() + seconds
        last_input = -math.inf  # no input yet: nothing to follow at the full rate
        while running and (end is None or time.monotonic() < end):
            wake = self.wake_in()
            if self.autoplayer is not None:  # it plays on its own: never a long rest
                wake = 1 / IDLE_FPS if wake is None else min(wake, 1 / IDLE_FPS)
            if wake == 0 or time.monotonic() - last_input < LINGER:
                dt, self.cadence = self.frame_dt, ACTIVE_FPS
                raw = pygame.event.get()
            else:
                raw, dt = self.rest(wake, end)
                self.cadence = 0  # input after a rest is answered at once
            if raw:
                last_input = time.monotonic()
            running = self.step(dt, raw)
            if self.autoplayer is not None:
                self.autoplayer.step(self.ctx, dt)
            if probe is not None:
                text = json.dumps(self.probe())
                if text != last_probe:
                    probe.write_text(text, encoding="utf-8")
                    last_probe = text
        self.cadence = None  # a step called on its own shows its frame at once

    def probe(self) -> dict[str, Any]:
        """What a test driving real mouse events needs: phase, legal cards and where they are."""
        table = self.ctx.matches.shown
        top = self.ctx.stack.top
        if not isinstance(table, TableScene) or top is not table:
            return {"scene": type(top).__name__}
        match = table.session.match
        out: dict[str, Any] = {
            "scene": "TableScene",
            "ready": table.ready,
            "phase": str(table.shown.phase),
            "drop": list(table.lay.centre),
            # every action of the match so far (the crash test's yardstick); a finished hand
            # is counted once, from the match's records
            "actions": sum(len(r["actions"]) for r in match.records)
            + (0 if len(match.records) > table.session.hand_no else len(table.ctl.hand.actions)),
        }
        if table.ready and not table.tweens.busy:
            legal = {str(p.card) for p in table.legal_plays()}
            out["cards"] = [
                {"card": str(c), "pos": list(table.sprites[c].pos), "legal": str(c) in legal}
                for c in table.my_cards()
            ]
        return out


def start_pygame() -> None:
    """What the game uses of pygame, and no more: the display and the fonts (the sound: the
    Audio starts the mixer). Not ``pygame.init()``, which also starts the joystick subsystem:
    the game reads no gamepad, and on Windows SDL's joysticks load XInput and DirectInput,
    whose threads (under Wine, XInput's ``wine_xinput_hid_update``) outlive the game's own
    and crashed it as it exited (packaging/windows/README.md). Without ``pygame.init()``
    pygame's own clock reads 0: the app measures time with ``time.monotonic``."""
    pygame.display.init()
    pygame.font.init()


def come_forward() -> None:
    """Restore the window if it is minimised and raise it with the input focus (SDL_RaiseWindow;
    the window manager may refuse: the focus event says whether it did)."""
    try:
        with warnings.catch_warnings():  # only its focus and restore are used, not its surface
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        if not pygame.display.get_active():  # minimised
            window.restore()
        window.focus()
    except (pygame.error, AttributeError) as exc:
        log.info("cannot bring the window to the front (%s)", exc)


def ring_app(visit: Visit) -> None:
    """The doorbell's thread hands a second copy's visit to the frame loop."""
    try:
        pygame.event.post(pygame.event.Event(RING, visit=visit))
    except pygame.error:  # the window is gone (quitting): it cannot come forward
        visit.answer(False)


def run(args: argparse.Namespace) -> int:
    """The app, from the lock on the data folder to the last thread joined: every way out (Quit,
    the window closed, Esc then Quit, a polite kill, an error) ends in :func:`lifetime.stop_all`
    before the interpreter shuts down."""
    path = Path(args.settings_file) if args.settings_file else settings_mod.default_path()
    # A broken settings file falls back to the system's language: its message is in that one.
    set_language(system_language())
    lock = InstanceLock(savegame.default_path().parent)  # one copy per data folder, before any write
    try:
        lock.acquire()  # held for the process's life; the OS lets go when it ends
    except AlreadyOpen as exc:
        return tell_already_open(exc.folder, path, getattr(args, "language", None))
    try:
        return run_locked(args, path, lock)
    finally:
        with quitting():
            lifetime.stop_all()  # the AI worker, the coach, the statistics writer, the doorbell
            pygame.quit()
            lock.release()


def run_locked(args: argparse.Namespace, path: Path, lock: InstanceLock) -> int:
    loaded = settings_mod.load_checked(path)  # never raises; a broken file is kept aside
    st = loaded.settings
    set_language(st.language or system_language())  # the sound's notice is in it too
    apply_game_args(st, args)  # --game and its preset, players and level (checked already)
    if args.fullscreen is not None:
        st.fullscreen = args.fullscreen
    if args.speed:
        st.speed = args.speed
    if getattr(args, "language", None):
        st.language = args.language
    code = " ".join(getattr(args, "challenge", None) or [])
    if code:  # a code that cannot be opened is said before any window opens
        set_language(st.language or system_language())
        problem = challenge_problem(code)
        if problem:
            print(problem, file=sys.stderr)
            return BAD_CHALLENGE
    if args.size:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
            st.window = (w, h)
        except ValueError:
            log.warning("--size %r is not WxH; using %s", args.size, st.window)
    try:
        open_display()  # before the sound: with no screen, say so and stop, nothing else
    except NoDisplay as exc:
        log.error("%s", exc)
        return 3
    os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
    start_pygame()
    pygame.display.set_caption(_("Napoleon"))
    desktop = desktop_size()
    # A remembered size leaves room for the desktop's bars; an explicit --size is only kept
    # inside the desktop.
    margin = (0, 0) if args.size else DESKTOP_MARGIN
    size = st.window if desktop is None else fit_window(st.window, desktop, margin)
    if size != st.window:
        log.info("the window %s does not fit the desktop %s: opened at %s", st.window, desktop, size)
        st.window = size
    screen = pygame.display.set_mode((0, 0) if st.fullscreen else size, _mode_flags(st.fullscreen))
    audio = Audio(load_assets(st.four_colour), st.volume, st.muted)
    ctx = make_context(
        st,
        size=screen.get_size(),
        settings_path=loaded.path,
        audio=audio,
        seed=args.seed,
        save_path=savegame.default_path(),
    )
    # Before the first save: a folder that cannot be written (or locked) is told on the title.
    lock_words = check_at_start(lock.folder, lock.problem)
    if lock.held:  # a second copy asks this one to come to the front
        Doorbell(lock.folder, ring_app).open()
    savegame.clean_temps(ctx.save_path)
    if ctx.matches.archive is not None:  # the past hands' too
        ctx.matches.archive.clean_temps()
    notices = (loaded.problem, lock_words, ctx.notice)  # told on the title, not only in the log
    ctx.notice = " ".join(m for m in notices if m)
    app = App(ctx, screen)
    app.after_first_frame.append(warm_up_review)  # the review's first frame imports nothing
    if getattr(args, "autoplay", False):
        app.autoplayer = AutoPlayer()
    ctx.router.push(routes.Title())
    if code:
        ctx.router.push(routes.Challenge(code))
    if args.play:
        start = play_start(st)  # the game's preset, its remembered house rules, its AI levels
        if start.rules is None:
            log.error("cannot start with these options: %s", start.why)
            return 2
        rules = start.rules
        if ctx.save_path is not None and ctx.matches.has_save():  # --play asked for a new match
            try:
                kept = savegame.move_aside(ctx.save_path, "replaced")
                log.warning("--play: the saved match was kept as %s", kept)
            except OSError as exc:
                log.warning("--play: cannot keep the saved match (%s); not saving", exc)
                report_write_failure("match", ctx.save_path.parent, exc)  # the table says so
                ctx.save_path = None
        ctx.matches.start(rules, start.level, args.seed, start.levels)
    record_file = Path(args.record_file) if args.record_file else None

    def write_record() -> None:
        if record_file is None:
            return
        table = ctx.matches.shown
        data = table.ctl.hand.record() if isinstance(table, TableScene) else {}
        record_file.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")

    def on_term(*_: Any) -> None:
        """A polite kill (logout, shutdown) quits like Quit: the loop ends at its next step
        and the finally below writes the record and the save. Never an exception raised
        wherever the main thread happens to be: raised inside the AI worker's start (its
        process up, its owner not yet registered), it left that process running, and quitting
        then waited for it forever (1 kill in 3 on a busy machine)."""
        ctx.quit_requested = True

    signal.signal(signal.SIGTERM, on_term)
    try:
        app.run(Path(args.probe_file) if args.probe_file else None)
    finally:
        with quitting():
            shut_down(ctx, write_record)
    return 0


BAD_CHALLENGE = 2  # the exit status of ``--challenge`` with a code that cannot be opened


def challenge_problem(code: str) -> str:
    """Why ``code`` cannot be opened, in the player's language ("" when it can)."""
    from game.challenge import CodeError, decode

    try:
        decode(code)
    except CodeError as exc:
        return _("The challenge code cannot be opened: {reason}").format(reason=exc.message)
    return ""


def shut_down(ctx: Context, *first: Callable[[], None]) -> None:
    """What quitting saves, then the context's workers stopped: each step on its own, so one
    that fails (logged) never keeps the others from running."""
    for step in (*first, ctx.matches.autosave, ctx.save_settings, ctx.shutdown):
        try:
            step()
        except Exception:
            log.exception("quitting: %s failed", getattr(step, "__name__", step))


@contextlib.contextmanager
def quitting() -> Iterator[None]:
    """While quitting, a second polite kill waits for the end instead of cutting it short."""
    before = signal.getsignal(signal.SIGTERM)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before if before is not None else signal.SIG_DFL)
