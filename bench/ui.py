"""UI benchmark: ``python -m bench.ui``.

Prints three figures, measured honestly on this machine:

* launch to interactive title: a fresh interpreter (``python -m bench.ui --title-child``)
  imports the app, opens the window, loads the assets and draws the title once; the time runs
  from just before the child is spawned to that first frame (interpreter start included);
* full table frame render time at 1920x1080 (software surface, dummy video driver unless a
  DISPLAY is given), p50 and p99 over every frame of a scripted hand at normal speed;
* idle (``--idle-only`` for this one alone): process CPU time / wall time and frames drawn
  over ``--idle-seconds`` of the real app loop (``App.run``) at rest, for the title, the table
  at the player's first card (the AI on the app's own worker; what is still up to go, a notice
  or a banner, is named: its going is a frame), the same table a few seconds later, and the
  replay of a hand left on one step; and the floor, the same process asleep (pygame started:
  its audio thread);
* the same 1920x1080 table while Hard seats are thinking, paced at 60 fps like the app loop and
  redrawn every frame (as when the mouse moves): render time (draw + flip) and frame interval
  (flip to flip: what the eye sees), p50/p99/max, sampled only while the AI worker is busy.
  The AI runs on the app's own worker (``--ai-worker``), so GIL contention shows up here;
* the replay in review mode while the coach evaluates a hand (``--coach-only`` for this one
  alone): a hand played by a scripted player among Normal seats, then the replay at 1920x1080,
  paced at 60 fps, redrawn every frame and stepped every half second, while the coach prices
  the player's decisions at Hard's budget in its own process (``--coach-worker thread`` to
  compare; ``--game nap`` for a Nap hand, its scripted declaring player among Normal seats);
  frame interval p50/p99/max over the frames drawn while it worked (from the frame in which
  "Review my hand" was pressed on the hand's result, whose interval is also shown), and its
  time; then the control: the same replay stepped alike once the coach is done. The frames of
  ``--reviews`` hands (each from its own seed) are pooled: a Nap review is over in half a
  second, and a p99 of its thirty frames alone is only their slowest. Each
  also with the main thread's CPU time a frame: what the frames cost the app itself, apart
  from the waits a loaded machine adds to the intervals;
* a challenge at the table while Hard's par is worked out in the background (``--challenge-only``
  for this one alone): the day's challenge of ``--challenge-game`` (Napoleon by default) played
  by a scripted player at 1920x1080, at normal speed, paced at 60 fps and redrawn every frame,
  the field on the app's AI worker and the par in its own process as in the app; the par's time
  per deal (p50/p95, its pauses taken out) and the frame interval p50/p99/max while it works,
  with the control: the same table in turns of 90 frames with the par's process paused
  (SIGSTOP), so both see the same caches and the same machine load.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from typing import Any

from game.rules.games import GAMES


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def show(clock: Any) -> float:
    """The app loop's cadence (:meth:`game.ui.app.App.run`): the frame drawn waits for its time
    at the app's rate, then is shown. The seconds between the last two waits: the next update's
    dt."""
    import pygame

    from game.ui.app import ACTIVE_FPS, MAX_DT

    dt = min(clock.tick(ACTIVE_FPS) / 1000.0, MAX_DT)
    pygame.display.flip()
    return dt


def title_child(t0: float) -> None:
    """Child process: the app's own start-up path up to the first drawn title frame."""
    _headless()
    import pygame

    from game.ui.app import App, make_context
    from game.ui.audio import Audio
    from game.ui.context import load_assets
    from game.ui.scenes.title import TitleScene
    from game.ui.settings import Settings

    pygame.init()
    st = Settings()
    screen = pygame.display.set_mode(st.window, pygame.RESIZABLE)
    ctx = make_context(st, size=screen.get_size(), audio=Audio(load_assets(False)))
    app = App(ctx, screen)
    ctx.stack.push(TitleScene(ctx))
    app.step(0.0, [])
    print(f"{time.time() - t0:.4f}")
    ctx.shutdown()


def title_time() -> float:
    t0 = time.time()
    out = subprocess.run(
        [sys.executable, "-m", "bench.ui", "--title-child", repr(t0)],
        capture_output=True,
        text=True,
        check=True,
    )
    return float(out.stdout.strip().splitlines()[-1])


def frame_times(size: tuple[int, int], seed: int) -> list[float]:
    _headless()
    import pygame

    from game.napoleon import RuleSet
    from game.ui.app import make_context
    from game.ui.driver.napoleon import napoleon_policy
    from game.ui.settings import Settings
    from game.ui.table.scene import TableScene

    pygame.init()
    screen = pygame.display.set_mode(size)
    ctx = make_context(Settings(speed="normal"), size=size, seed=seed, threaded_ai=False)
    table = TableScene(ctx, RuleSet(), "random", seed)
    ctx.stack.push(table)
    times: list[float] = []
    for _ in range(20000):
        if table.result_pushed:
            break
        if table.ready:
            napoleon_policy(table)
        table.update(1 / 60, [])
        t = time.perf_counter()
        table.draw(screen)
        times.append(time.perf_counter() - t)
    return times


def thinking_frames(
    size: tuple[int, int], seed: int, level: str = "hard", hands: int = 1, worker: str | None = None
) -> tuple[list[float], list[float], float, list[float]]:
    """Render times and frame intervals while an AI seat is thinking, the thinking seconds, and
    (a control, same run and same machine load) the frame intervals while no seat thinks.

    A scripted human (seat 0) with ``level`` seats around it, the AI on the app's worker
    (``worker`` overrides the setting: "thread" or "process"). A frame is sampled when the worker was busy at
    its update; its interval runs from the previous flip to its own. Each frame: pump events,
    update, draw the whole table, wait for the frame's time at 60 fps, flip (as the app loop
    does); the render time is the draw's.
    """
    _headless()
    import pygame

    from game.napoleon import RuleSet
    from game.ui.app import make_context
    from game.ui.driver.napoleon import napoleon_policy
    from game.ui.settings import Settings
    from game.ui.table.scene import TableScene

    pygame.init()
    screen = pygame.display.set_mode(size)
    ctx = make_context(Settings(speed="normal"), size=size, seed=seed, ai_worker=worker)
    renders: list[float] = []
    intervals: list[float] = []
    control: list[float] = []
    thinking_s = 0.0
    clock = pygame.time.Clock()
    try:
        for h in range(hands):
            table = TableScene(ctx, RuleSet(), level, seed + h)
            ctx.stack.reset(table)
            last = time.perf_counter()
            dt = 0.0
            for _ in range(200000):
                if table.result_pushed:
                    break
                pygame.event.pump()
                if table.ready:
                    napoleon_policy(table)
                table.update(dt, [])
                busy = table.ctl.thinking
                t = time.perf_counter()
                table.draw(screen)
                drawn = time.perf_counter() - t
                dt = show(clock)
                now = time.perf_counter()
                if busy:
                    renders.append(drawn)
                    intervals.append(now - last)
                    thinking_s += now - last
                else:
                    control.append(now - last)
                last = now
    finally:
        ctx.shutdown()
    return renders, intervals, thinking_s, control


def coach_frames(
    size: tuple[int, int], seed: int, worker: str = "process", game: str = "napoleon"
) -> tuple[list[float], list[float], list[float], list[float], float, int]:
    """Frame intervals of the review while the coach works (the first is the frame in which the
    player pressed "Review my hand"), the control's (the same replay, stepped alike, once the
    coach is done), the main thread's CPU time in each frame of both (what the frame itself
    cost, whatever else the machine ran meanwhile), the coach's seconds and its decisions.

    Each frame does what the app's loop does: update the top scene, draw the visible ones,
    wait for the frame's time, flip; the review is opened by the "Review my hand" key on the
    hand's result, as a player opens it, so its first frame (the replay built, the coach
    started, the first picture) is measured too. ``game``: whose hand (its default rules, its
    scripted declaring player)."""
    _headless()
    import pygame

    from game.rules.games import game_spec
    from game.ui import coach_panel
    from game.ui.app import make_context
    from game.ui.driver import declarer_policy, run_until
    from game.ui.input import InputEvent, KeyPress
    from game.ui.scenes.replay import ReplayScene
    from game.ui.settings import Settings
    from game.ui.table.scene import TableScene
    from game.ui.warm_up import warm_up_review

    pygame.init()
    screen = pygame.display.set_mode(size)
    ctx = make_context(Settings(speed="off"), size=size, seed=seed, threaded_ai=False)
    warm_up_review()  # as the app does once its first frame is drawn
    spec = game_spec(game)
    table = TableScene(ctx, spec.rules_type(), "normal", seed)
    ctx.stack.push(table)
    run_until(table, lambda: table.result_pushed, declarer_policy, limit=100000)
    # The table's AI ran inline (quick to reach a record); the coach runs where asked.
    coach_panel.coach_kind = lambda executor: worker  # type: ignore[assignment]
    clock = pygame.time.Clock()
    last = time.perf_counter()
    cpu: list[float] = []

    dt = 0.0

    def frame(events: list[InputEvent]) -> float:
        nonlocal last, dt
        start = time.thread_time()
        pygame.event.pump()
        top = ctx.stack.top
        assert top is not None
        top.update(dt, events)
        for s in ctx.stack.visible():
            s.draw(screen)
        dt = show(clock)
        cpu.append(time.thread_time() - start)  # the wait is a sleep: no CPU
        now = time.perf_counter()
        interval, last = now - last, now
        return interval

    def stepping(replay: ReplayScene, frames: int) -> list[InputEvent]:
        if frames % 30:
            return []
        return [KeyPress("home" if replay.at == len(replay.steps) - 1 else "right")]

    for _ in range(60):  # the result shown, its counting done
        frame([])
    cpu.clear()
    intervals = [frame([KeyPress("c")])]  # "Review my hand"
    replay = ctx.stack.top
    assert isinstance(replay, ReplayScene) and replay.coach is not None
    panel = replay.coach
    start = time.perf_counter()
    while not panel.finished:
        intervals.append(frame(stepping(replay, len(intervals))))
    secs = time.perf_counter() - start
    decisions = len(panel.verdicts or ())
    control = [frame(stepping(replay, i)) for i in range(1, min(len(intervals), 1200))]
    ctx.shutdown()
    return intervals, control, cpu[: len(intervals)], cpu[len(intervals) :], secs, decisions


def challenge_frames(
    size: tuple[int, int], seed: int, game: str = "napoleon", kind: str = "process"
) -> tuple[list[float], list[float], list[float], list[float], list[float]]:
    """Frame intervals while the par is worked out and, the control, while its process is
    paused (SIGSTOP, in turns of TURN frames: the same table, caches and machine load); each
    deal's par time with the pauses taken out; and the main thread's CPU time a frame in each
    (what the frames cost the app itself, apart from a loaded machine's waits). Where a process
    cannot be paused, the control is the frames after the par is done."""
    _headless()
    import signal
    from datetime import date

    import pygame

    from game.challenge import daily
    from game.ui.app import make_context
    from game.ui.driver import declarer_policy
    from game.ui.scenes.challenge_deal import ChallengeDealScene
    from game.ui.settings import Settings
    from game.ui.table.scene import TableScene

    turn, warm = 90, 120  # frames a turn; frames first, not counted (the table's cold caches)
    pausable = hasattr(signal, "SIGSTOP")
    pygame.init()
    screen = pygame.display.set_mode(size)
    ctx = make_context(Settings(speed="normal"), size=size, seed=seed)  # the app's AI worker
    flow = ctx.challenges
    flow.par_kind = kind
    challenge = daily(game, date(2025, 1, 1))
    flow.start(challenge)
    job = flow.job
    assert job is not None
    busy: list[float] = []
    control: list[float] = []
    cpu: dict[bool, list[float]] = {True: [], False: []}
    pauses: list[tuple[float, float]] = []
    paused_at: float | None = None
    clock = pygame.time.Clock()
    last = time.perf_counter()
    dt = 0.0

    def pause(stop: bool) -> None:
        nonlocal paused_at
        pid = job.pid
        if not pausable or pid is None or (paused_at is not None) == stop:
            return
        os.kill(pid, signal.SIGSTOP if stop else signal.SIGCONT)
        if stop:
            paused_at = time.monotonic()
        else:
            assert paused_at is not None
            pauses.append((paused_at, time.monotonic()))
            paused_at = None

    try:
        for frame in range(400000):
            if not flow.working and (pausable or len(control) >= max(len(busy), 600)):
                break
            if frame >= warm:  # turns: the par at work, then paused
                pause(flow.working and (frame - warm) // turn % 2 == 1)
            spent = time.thread_time()
            pygame.event.pump()
            flow.poll()
            working = flow.working and paused_at is None
            top = ctx.stack.top
            if isinstance(top, ChallengeDealScene):
                top.next()  # on to the next deal (the last: the summary)
            elif isinstance(top, TableScene):
                if top.ready:
                    declarer_policy(top)
            elif not flow.working:  # the deals are done: the same deals again, no par this time
                flow.par_kind = "off"
                flow.start(challenge)
            top = ctx.stack.top
            if top is not None:
                top.update(dt, [])
            for scene in ctx.stack.visible():
                scene.draw(screen)
            dt = show(clock)
            now = time.perf_counter()
            if frame >= warm:
                cpu[working].append(time.thread_time() - spent)
                (busy if working else control).append(now - last)
            last = now
    finally:
        pause(False)
        ctx.shutdown()

    def active(start: float, end: float) -> float:
        return end - start - sum(max(0.0, min(end, b) - max(start, a)) for a, b in pauses)

    return busy, control, [active(a, b) for a, b in job.spans], cpu[True], cpu[False]


IDLE_STATES = ("title", "table", "table later", "replay")


def idle_figures(seconds: float, settle: float = 1.0) -> tuple[dict[str, tuple[float, int]], dict[str, str]]:
    """CPU share of one core and frames drawn in the real loop at rest, for each of
    :data:`IDLE_STATES` and the floor (the process asleep), ``seconds`` each after ``settle``
    seconds of the loop (the last animations end); and what was on screen to go meanwhile
    (a notice under the table)."""
    _headless()
    import pygame

    from game.napoleon import RuleSet
    from game.ui import routes
    from game.ui.app import App, make_context
    from game.ui.driver import passive_policy, run_until
    from game.ui.input import KeyPress
    from game.ui.scenes.replay import ReplayScene
    from game.ui.settings import Settings
    from game.ui.table.scene import TableScene

    size = (1920, 1080)
    pygame.init()
    screen = pygame.display.set_mode(size)
    ctx = make_context(Settings(speed="normal"), size=size, seed=2)  # the app's own AI worker
    app = App(ctx, screen)
    out: dict[str, tuple[float, int]] = {}
    notes: dict[str, str] = {}

    def measure(name: str) -> None:
        app.run(seconds=settle)
        top = ctx.stack.top
        if isinstance(top, TableScene):  # what goes on its own meanwhile: a frame each
            up = [(top.banner_left, "the banner"), (top.message_left, f"the notice {top.message!r}")]
            notes[name] = "; ".join(f"{what} up for {left:.1f} s more" for left, what in up if left > 0)
        frames = app.frames_drawn
        c0, w0 = time.process_time(), time.perf_counter()
        app.run(seconds=seconds)
        out[name] = ((time.process_time() - c0) / (time.perf_counter() - w0), app.frames_drawn - frames)

    try:
        c0, w0 = time.process_time(), time.perf_counter()
        time.sleep(seconds)
        out["floor"] = ((time.process_time() - c0) / (time.perf_counter() - w0), 0)
        ctx.router.push(routes.Title())
        measure("title")
        # The human's first card, the AI on its worker as in the real app.
        table = TableScene(ctx, RuleSet(), "random", 2)
        ctx.stack.reset(table)
        run_until(
            table,
            lambda: table.ready and table.shown.phase.value == "play",
            passive_policy,
            dt=0.05,
            limit=100000,
        )
        measure("table")
        measure("table later")  # the same wait, what was up has gone
        # A hand played out at once (the AI inline), replayed and left on its sixth step.
        quick = make_context(Settings(speed="off"), size=size, seed=2, threaded_ai=False)
        hand = TableScene(quick, RuleSet(), "random", 2)
        quick.stack.push(hand)
        run_until(hand, lambda: hand.result_pushed, passive_policy, limit=100000)
        replay = ReplayScene(ctx, hand.ctl.hand.record(), None)
        ctx.stack.reset(replay)
        app.step(0.0, [])
        for _ in range(5):
            app.step(1 / 60, [])
            replay.update(0.0, [KeyPress("right")])
        measure("replay")
        quick.shutdown()
    finally:
        ctx.shutdown()
    return out, notes


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(p / 100 * (len(s) - 1)))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench.ui")
    ap.add_argument("--title-child", type=float, default=None, help=argparse.SUPPRESS)
    ap.add_argument("--seed", type=int, default=4)
    ap.add_argument("--idle-seconds", type=float, default=4.0, help="seconds of each idle figure")
    ap.add_argument("--idle-only", action="store_true", help="only the idle figures")
    ap.add_argument("--thinking-only", action="store_true", help="only the frames-while-Hard-thinks figure")
    ap.add_argument("--hands", type=int, default=1, help="hands for the thinking figure")
    ap.add_argument("--coach-only", action="store_true", help="only the frames-while-the-coach-works figure")
    ap.add_argument(
        "--coach-worker",
        choices=("thread", "process"),
        default="process",
        help="where the coach runs for its figure (default: a process, as in the app)",
    )
    ap.add_argument(
        "--challenge-only",
        action="store_true",
        help="only the frames-while-the-par-is-worked-out figure (and its control)",
    )
    ap.add_argument("--challenge-game", default="napoleon", help="the game of that figure's challenge")
    ap.add_argument(
        "--game",
        choices=[name for name in GAMES if GAMES[name].coach is not None],
        default="napoleon",
        help="whose hand the coach reviews for its figure (default: Napoleon's)",
    )
    ap.add_argument(
        "--reviews",
        type=int,
        default=4,
        help="hands reviewed for the coach's figure, each from its own seed, their frames pooled",
    )
    ap.add_argument(
        "--ai-worker",
        choices=("thread", "process"),
        default=None,
        help="where the AI runs for the thinking figure (default: the app's)",
    )
    args = ap.parse_args(argv)
    if args.title_child is not None:
        title_child(args.title_child)
        return 0
    if args.thinking_only:
        report_thinking(args)
        return 0
    if args.coach_only:
        report_coach(args)
        return 0
    if args.challenge_only:
        report_challenge(args)
        return 0
    if args.idle_only:
        report_idle(args)
        return 0
    runs = [title_time() for _ in range(3)]
    print(
        f"launch to interactive title: {min(runs) * 1000:.0f} ms (best of 3; "
        f"runs {', '.join(f'{r * 1000:.0f}' for r in runs)} ms; target < 1000 ms)"
    )
    times = frame_times((1920, 1080), args.seed)
    print(
        f"table frame render at 1920x1080 (software): p50 {pct(times, 50) * 1000:.2f} ms, "
        f"p99 {pct(times, 99) * 1000:.2f} ms, max {max(times) * 1000:.2f} ms over "
        f"{len(times)} frames (target p99 < 8 ms)"
    )
    report_idle(args)
    report_thinking(args)
    report_coach(args)
    report_challenge(args)
    return 0


def report_challenge(args: argparse.Namespace) -> None:
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    busy, control, deals, busy_cpu, control_cpu = challenge_frames(
        (1920, 1080), args.seed, args.challenge_game
    )
    if not busy or not deals:
        print("while the par is worked out: no frame was drawn, or no deal came")
        return

    def ms(v: list[float]) -> str:
        return f"p50 {pct(v, 50) * 1000:.2f} ms, p99 {pct(v, 99) * 1000:.2f} ms, max {max(v) * 1000:.2f} ms"

    print(
        f"the par of today's {args.challenge_game} challenge in the background ({len(deals)} deals): "
        f"per deal p50 {pct(deals, 50):.2f} s, p95 {pct(deals, 95):.2f} s, max {max(deals):.2f} s; "
        f"load average {load[0]:.2f}"
    )
    print(
        f"  the table while it works ({len(busy)} frames): frame interval {ms(busy)}, "
        f"{sum(1 for i in busy if i > 1 / 30)} over 33 ms (target interval p99 < 20 ms); "
        f"the app's CPU a frame {ms(busy_cpu)}"
    )
    if control:
        print(
            f"  control, the same table in turns with the par paused ({len(control)} frames): frame interval "
            f"{ms(control)}, {sum(1 for i in control if i > 1 / 30)} over 33 ms; "
            f"the app's CPU a frame {ms(control_cpu)}"
        )


def report_idle(args: argparse.Namespace) -> None:
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    figures, notes = idle_figures(args.idle_seconds)
    print(
        f"idle, the real loop at rest over {args.idle_seconds:g} s each (load average {load[0]:.2f}; "
        "target 0 frames and < 1% of a core):"
    )
    words = {
        "title": "the title",
        "table": "the table at the player's first card",
        "table later": "the same table, a few seconds later",
        "replay": "the replay, left on a step",
    }
    for name in IDLE_STATES:
        cpu, frames = figures[name]
        note = f" ({notes[name]})" if notes.get(name) else ""
        print(f"  {words[name]}: {cpu * 100:.2f}% of a core, {frames} frames drawn{note}")
    print(f"  floor, the same process asleep (pygame started): {figures['floor'][0] * 100:.2f}% of a core")


def report_coach(args: argparse.Namespace) -> None:
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    intervals: list[float] = []
    control: list[float] = []
    cpu: list[float] = []
    cpu_control: list[float] = []
    firsts: list[float] = []  # each review's first frame (Review pressed)
    first_cpu: list[float] = []
    secs = 0.0
    decisions = 0
    for i in range(args.reviews):  # a hand a review, each from its own seed; the frames pooled
        one, ctl, own, own_ctl, took, priced = coach_frames(
            (1920, 1080), args.seed + i, args.coach_worker, args.game
        )
        intervals += one
        control += ctl
        cpu += own
        cpu_control += own_ctl
        firsts.append(one[0])
        first_cpu.append(own[0])
        secs += took
        decisions += priced

    def ms(v: list[float]) -> str:
        slow = sum(1 for i in v if i > 1 / 30)
        return (
            f"p50 {pct(v, 50) * 1000:.2f} ms, p99 {pct(v, 99) * 1000:.2f} ms, "
            f"max {max(v) * 1000:.2f} ms, {slow} over 33 ms"
        )

    def each(v: list[float]) -> str:
        return ", ".join(f"{x * 1000:.1f}" for x in v)

    print(
        f"replay while the coach works ({args.game}, {args.coach_worker}, {args.reviews} reviews, "
        f"{decisions} decisions priced in {secs:.1f} s at Hard's budget, {len(intervals)} frames, "
        f"load average {load[0]:.2f}): frame interval {ms(intervals)}; the first frames (Review "
        f"pressed) {each(firsts)} ms (target: p99 within 1 ms of the control, none over 33 ms); "
        f"the replay's own CPU a frame {ms(cpu)}, the first frames' {each(first_cpu)} ms"
    )
    if control:
        print(
            f"  control, same run, the coach done ({len(control)} frames): frame interval "
            f"{ms(control)}; the replay's own CPU a frame {ms(cpu_control)}"
        )


def report_thinking(args: argparse.Namespace) -> None:
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    renders, intervals, secs, control = thinking_frames(
        (1920, 1080), args.seed, "hard", args.hands, args.ai_worker
    )
    if not renders:
        print("while Hard thinks: no frame was drawn while the AI worker was busy")
        return

    def ms(v: list[float]) -> str:
        return f"p50 {pct(v, 50) * 1000:.2f} ms, p99 {pct(v, 99) * 1000:.2f} ms, max {max(v) * 1000:.2f} ms"

    slow = sum(1 for i in intervals if i > 1 / 30)
    print(
        f"while Hard thinks ({args.ai_worker or 'app default'} worker, {len(renders)} frames "
        f"over {secs:.1f} s, load average {load[0]:.2f}): render {ms(renders)}; "
        f"frame interval {ms(intervals)}, {slow} over 33 ms (target interval p99 < 20 ms)"
    )
    if control:
        print(
            f"  control, same run, no seat thinking ({len(control)} frames): "
            f"frame interval {ms(control)}, {sum(1 for i in control if i > 1 / 30)} over 33 ms"
        )


if __name__ == "__main__":
    sys.exit(main())
