"""UI benchmark: ``python -m bench.ui``.

Prints three figures, measured honestly on this machine:

* launch to interactive title: a fresh interpreter (``python -m bench.ui --title-child``)
  imports the app, opens the window, loads the assets and draws the title once; the time runs
  from just before the child is spawned to that first frame (interpreter start included);
* full table frame render time at 1920x1080 (software surface, dummy video driver unless a
  DISPLAY is given), p50 and p99 over every frame of a scripted hand at normal speed;
* idle CPU while the table waits for the human: process CPU time / wall time over a few
  seconds of the real app loop.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def title_child(t0: float) -> None:
    """Child process: the app's own start-up path up to the first drawn title frame."""
    _headless()
    import pygame

    from game.ui.app import App
    from game.ui.audio import Audio
    from game.ui.context import Context, load_assets
    from game.ui.scenes.title import TitleScene
    from game.ui.settings import Settings

    pygame.init()
    st = Settings()
    screen = pygame.display.set_mode(st.window, pygame.RESIZABLE)
    ctx = Context(st, size=screen.get_size(), audio=Audio(load_assets(False)))
    app = App(ctx, screen)
    ctx.stack.push(TitleScene(ctx))
    app.step(0.0, [])
    print(f"{time.time() - t0:.4f}")
    ctx.shutdown()


def title_time() -> float:
    t0 = time.time()
    out = subprocess.run([sys.executable, "-m", "bench.ui", "--title-child", repr(t0)],
                         capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def frame_times(size: tuple[int, int], seed: int) -> list[float]:
    _headless()
    import pygame

    from game.rules import RuleSet
    from game.ui.context import Context
    from game.ui.driver import napoleon_policy
    from game.ui.scenes.table import TableScene
    from game.ui.settings import Settings

    pygame.init()
    screen = pygame.display.set_mode(size)
    ctx = Context(Settings(speed="normal"), size=size, seed=seed, threaded_ai=False)
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


def idle_cpu(seconds: float) -> tuple[float, int]:
    """CPU share of one core while the table waits for the human, and frames drawn."""
    _headless()
    import pygame

    from game.rules import RuleSet
    from game.ui.app import App
    from game.ui.context import Context
    from game.ui.driver import passive_policy, run_until
    from game.ui.scenes.table import TableScene
    from game.ui.settings import Settings

    pygame.init()
    screen = pygame.display.set_mode((1920, 1080))
    ctx = Context(Settings(speed="normal"), size=(1920, 1080), seed=2)
    table = TableScene(ctx, RuleSet(), "random", 2)
    ctx.stack.push(table)
    app = App(ctx, screen)
    # Reach the human's first card, with the AI on its worker thread as in the real app.
    run_until(table, lambda: table.ready and table.shown.phase.value == "play", passive_policy,
              dt=0.05, limit=100000)
    app.run(seconds=1.0)  # let the last animations finish
    frames = app.frames_drawn
    c0, w0 = time.process_time(), time.perf_counter()
    app.run(seconds=seconds)
    cpu = (time.process_time() - c0) / (time.perf_counter() - w0)
    ctx.shutdown()
    return cpu, app.frames_drawn - frames


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(p / 100 * (len(s) - 1)))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench.ui")
    ap.add_argument("--title-child", type=float, default=None, help=argparse.SUPPRESS)
    ap.add_argument("--seed", type=int, default=4)
    ap.add_argument("--idle-seconds", type=float, default=4.0)
    args = ap.parse_args(argv)
    if args.title_child is not None:
        title_child(args.title_child)
        return 0
    runs = [title_time() for _ in range(3)]
    print(f"launch to interactive title: {min(runs) * 1000:.0f} ms (best of 3; "
          f"runs {', '.join(f'{r * 1000:.0f}' for r in runs)} ms; target < 1000 ms)")
    times = frame_times((1920, 1080), args.seed)
    print(f"table frame render at 1920x1080 (software): p50 {pct(times, 50) * 1000:.2f} ms, "
          f"p99 {pct(times, 99) * 1000:.2f} ms, max {max(times) * 1000:.2f} ms over "
          f"{len(times)} frames (target p99 < 8 ms)")
    cpu, frames = idle_cpu(args.idle_seconds)
    print(f"idle CPU waiting for the player: {cpu * 100:.1f}% of a core, {frames} frames "
          f"redrawn in {args.idle_seconds:.0f} s (target < 5%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
