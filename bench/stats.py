"""Statistics screen benchmark: ``python -m bench.stats``.

Builds a statistics file of a very long-lived player (``--hands``, 200,000 by default, both
games' hands, in a temporary folder) and prints, at ``--size`` (1920x1080 by default):

* the screen's opening on a fresh store (the first visit of a session): the scene made, the file
  judged and read, the first frame drawn;
* the screen redrawn with nothing changed (every frame while the pointer moves), p50/p99 over
  ``--redraws`` frames;
* a filter changed (each chooser's first few values: the game, the rules, the players), the
  file read and the next frame drawn, p50/p99;
* with ``--indexed``, the same after a hand is recorded (the file's index made then, as the
  game does when it writes), to compare an old file with one the game has written since.

Each figure is wall time and, steadier on a shared machine, this process's CPU time. The file is
written directly in one transaction with the game's own schema (recording 200,000
hands one transaction each would take minutes); its values are the ones the game writes.
"""

from __future__ import annotations

import argparse
import os
import random
import sqlite3
import sys
import tempfile
import time
from pathlib import Path


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def build_file(path: Path, hands: int, seed: int = 1) -> None:
    """``hands`` hands over matches of eight, about three in four Napoleon's, the rest Nap's,
    over every preset and player count of each game, one a minute (the schema the game
    writes, without the indexes a later version adds when it records a hand)."""
    from game.rules.games import GAMES, game_spec
    from game.ui import statistics as st

    rng = random.Random(seed)
    games = list(GAMES)
    con = sqlite3.connect(path, isolation_level=None)
    con.execute("BEGIN")
    for statement in st.SCHEMA:
        if statement.startswith("CREATE TABLE"):
            con.execute(statement)
    rows, matches = [], []
    t, total = 1.6e9, 0
    game, preset, players, match = games[0], "", 0, ""
    for n in range(hands):
        if n % 8 == 0:
            game = games[0] if rng.random() < 0.75 else rng.choice(games[1:] or games)
            spec = game_spec(game)
            preset = rng.choice(list(spec.presets))
            players = rng.choice(spec.players)
            match, total = f"{game}-{n}", 0
        role = rng.choice(["declarer", "partner", "defender", "defender", "defender"])
        if game != games[0] and role == "partner":
            role = "defender"
        bid = rng.randint(13, 17) if game == games[0] else rng.randint(1, 5)
        chips = rng.randint(-8, 8)
        total += chips
        rows.append((match, n % 8 + 1, t, game, preset, players, role, bid, int(rng.random() < 0.6), chips))
        if n % 8 == 7 or n == hands - 1:
            matches.append((match, game, preset, players, t - 3600, t, total))
        t += 60
    con.executemany(
        "INSERT INTO hands (match_id, hand_number, played_at, game, preset, players, role, bid,"
        " declarer_made, chips) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    con.executemany("INSERT INTO matches VALUES (?, ?, ?, ?, ?, ?, ?)", matches)
    for statement in st.SCHEMA:
        if statement.startswith("PRAGMA"):
            con.execute(statement)
    con.execute("COMMIT")
    con.close()


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(p / 100 * (len(s) - 1)))]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


class Clock:
    """Wall time and this process's CPU time of a stretch of work (on a machine shared with
    other work, the CPU time is the steadier figure: the screen's work is all on this thread)."""

    def __enter__(self) -> Clock:
        self.wall, self.cpu = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *exc: object) -> None:
        self.wall, self.cpu = time.perf_counter() - self.wall, time.process_time() - self.cpu

    def __str__(self) -> str:
        return f"{ms(self.wall)} (CPU {ms(self.cpu)})"


def spread(clocks: list[Clock]) -> str:
    walls, cpus = [c.wall for c in clocks], [c.cpu for c in clocks]
    return (
        f"p50 {ms(pct(walls, 50))}, p99 {ms(pct(walls, 99))}, max {ms(max(walls))} "
        f"(CPU p50 {ms(pct(cpus, 50))}, p99 {ms(pct(cpus, 99))})"
    )


def measure(path: Path, size: tuple[int, int], redraws: int, label: str) -> None:
    import pygame

    from game.ui.app import make_context
    from game.ui.backdrop import felt
    from game.ui.input import PointerMove
    from game.ui.scenes.statistics import StatisticsScene
    from game.ui.settings import Settings
    from game.ui.statistics import StatsStore
    from game.ui.widgets import Chooser

    screen = pygame.display.set_mode(size)
    ctx = make_context(Settings(speed="off"), size=size, seed=1, threaded_ai=False)
    felt(ctx.assets, *size)  # the title drew the felt at this size before (it is kept per size)
    store = StatsStore(path)  # a fresh store: the first visit of a session
    with Clock() as opened:
        scene = StatisticsScene(ctx, store)
        ctx.stack.push(scene)
        scene.draw(screen)
    with Clock() as read:
        StatsStore(path).read(*scene.filters())
    print(
        f"{label}: screen opened, read and drawn: {opened} (target < 500 ms), "
        f"{scene.summary.hands} hands shown; the file's reading alone: {read}"
    )

    clocks = []
    for i in range(redraws):  # as while the pointer moves: every frame drawn, nothing changed
        with Clock() as c:
            scene.update(1 / 60, [PointerMove((10 + i % 50, 10))])
            scene.draw(screen)
        clocks.append(c)
    print(f"{label}: redraw, nothing changed: {spread(clocks)} over {redraws} frames (target < 10 ms)")

    choosers = [w for w in scene.focus.widgets if isinstance(w, Chooser)]
    clocks = []
    for n in range(len(choosers)):
        chooser = [w for w in scene.focus.widgets if isinstance(w, Chooser)][n]  # made again with the game
        for value in chooser.values[: min(len(chooser.values), 4)]:
            with Clock() as c:
                chooser.on_change(value)
                scene.update(1 / 60, [])
                scene.draw(screen)
            clocks.append(c)
    print(f"{label}: a filter changed, read and drawn: {spread(clocks)} over {len(clocks)} changes")
    ctx.shutdown()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench.stats", description=__doc__.split("\n\n")[0])
    ap.add_argument("--hands", type=int, default=200_000)
    ap.add_argument("--redraws", type=int, default=300)
    ap.add_argument("--size", default="1920x1080", help="the window, WxH")
    ap.add_argument("--indexed", action="store_true", help="also after a hand is recorded (indexes made)")
    args = ap.parse_args(argv)
    _headless()
    import pygame

    from game.ui.statistics import HandStats, StatsStore

    pygame.init()
    w, h = (int(v) for v in args.size.lower().split("x"))
    with tempfile.TemporaryDirectory(prefix="napoleon-bench-stats-") as folder:
        path = Path(folder) / "statistics.sqlite3"
        t0 = time.perf_counter()
        build_file(path, args.hands)
        print(
            f"file: {args.hands} hands, {path.stat().st_size / 1e6:.1f} MB "
            f"(built in {time.perf_counter() - t0:.1f} s)"
        )
        measure(path, (w, h), args.redraws, "as built")
        if args.indexed:
            store = StatsStore(path)
            with Clock() as c:
                store.record_hand(HandStats("bench", 1, "napoleon", "pagat", 5, "defender", 13, True, 1), 1)
            print(f"one hand recorded (the integrity check and the index made with it): {c}")
            measure(path, (w, h), args.redraws, "after a hand")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
