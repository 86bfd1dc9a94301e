"""Quitting ends every thread and process the game started, on every way out.

A thread left blocked in a system call when the runtime unloads can crash the process on its
way out (seen under Wine after ``self-test: OK``: packaging/windows/README.md). So the real app
runs headless in a child process, starts everything it can start (the AI worker and its
reader and sender, or the AI thread; the coach in a process and on a thread, both mid-review;
a challenge's par in a process and on a thread, both mid-deal; the statistics writer; the doorbell for a second copy), and quits by each way a player can:
the title's Quit, the window closed, Esc then Quit game, a polite kill, and an error in a
frame. The self-test and a second copy refused are run too. After ``main`` returns, before the
interpreter shuts down, the child lists the threads still alive and its child processes (from
/proc, so multiprocessing's resource tracker counts too): there must be none. Nor may SDL's
joystick subsystem be started (its threads on Windows are native, out of Python's sight: under
Wine one of XInput's crashed the app as it exited).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from game.ui.already_open import ALREADY_OPEN

pytestmark = [
    pytest.mark.xdist_group("processes"),  # child processes: one after another on one worker
    pytest.mark.skipif(not os.path.isdir("/proc"), reason="lists child processes from /proc"),
]

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "tests" / "ai" / "data" / "coach_hand.json"
PATIENCE = 300  # seconds for a child on a slow, shared machine (a hang fails, never a slow run)

CHILD = textwrap.dedent(
    """
    import json, os, signal, sys, threading, multiprocessing
    from pathlib import Path

    import pygame

    how, record_path, *argv = sys.argv[1:]
    started = {}
    par_jobs = []

    def children():
        out = []
        for pid in filter(str.isdigit, os.listdir("/proc")):
            try:
                with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
                    stat = f.read()
            except OSError:
                continue
            name, rest = stat.split(" (", 1)[1].rsplit(")", 1)
            if int(rest.split()[1]) == os.getpid():
                out.append(f"{name} ({pid}, {rest.split()[0]})")
        return out

    def alive():
        return sorted(t.name for t in threading.enumerate() if t is not threading.main_thread())

    if how == "kill-as-the-ai-starts":  # the polite kill arrives as the AI worker's threads start
        real_start = threading.Thread.start

        def start(self):
            if self.name == "ai-reader" and "killed" not in started:
                started["killed"] = True
                os.kill(os.getpid(), signal.SIGTERM)  # handled here, before the thread starts
            return real_start(self)

        threading.Thread.start = start

    if how not in ("self-test", "second-copy", "kill-as-the-ai-starts"):
        from game.ai.napoleon.coach import Budget
        from game.ui import app as app_mod
        from game.ui import routes
        from datetime import date
        from game.challenge import daily, encode
        from game.ui.coach_job import CoachJob
        from game.ui.par_job import ParJob
        from game.ui.scenes.pause import PauseScene
        from game.ui.scenes.title import TitleScene

        record = json.loads(Path(record_path).read_text("utf-8"))
        real_step = app_mod.App.step
        jobs = []
        stage = ["warm"]

        def step(self, dt, raw):
            ctx = self.ctx
            pygame.event.post(pygame.event.Event(pygame.USEREVENT))  # the next frame comes at once
            names = alive()
            if stage[0] == "warm" and any(n in names for n in ("ai-reader", "ai_0")):
                jobs.append(CoachJob(record, 0, 1, Budget(), kind="process"))  # mid-review at quit
                jobs.append(CoachJob(record, 0, 1, Budget(), kind="thread"))
                jobs[0].wait_started()  # its process is started off the frame, by a thread
                code = encode(daily("napoleon", date(2025, 1, 1)))  # a challenge's par, mid-deal
                par_jobs.append(ParJob(code, range(5), kind="process"))  # more work than quitting takes
                par_jobs.append(ParJob(code, range(5), kind="thread"))
                ctx.matches.stats.read_later()  # the statistics writer's thread
                stage[0] = "started"
            elif stage[0] == "started":
                started["joystick"] = pygame.joystick.get_init()
                started["threads"] = names
                started["processes"] = sorted(p.name for p in multiprocessing.active_children())
                stage[0] = "quit"
                if how == "quit":
                    ctx.router.go(routes.Title())
                elif how == "close":
                    pygame.event.post(pygame.event.Event(pygame.QUIT))
                elif how == "esc":
                    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                                         unicode="", scancode=0))
                elif how == "sigterm":
                    os.kill(os.getpid(), signal.SIGTERM)
                elif how == "error":
                    raise RuntimeError("a frame failed")
            elif stage[0] == "quit" and how in ("quit", "esc"):
                top = ctx.stack.top
                if isinstance(top, (TitleScene, PauseScene)):
                    top.quit()  # the title's Quit, the pause menu's Quit game
            return real_step(self, dt, raw)

        app_mod.App.step = step

    if how == "self-test":  # what it started of pygame, seen as it quits
        real_quit = pygame.quit

        def quit_and_tell():
            started["joystick"] = pygame.joystick.get_init()
            real_quit()

        pygame.quit = quit_and_tell

    if how == "second-copy":
        from game.ui.single_instance import InstanceLock
        holder = InstanceLock(Path(os.environ["NAPOLEON_DATA_DIR"]))
        assert holder.acquire()  # the first copy, as far as the lock can tell

    from game.__main__ import main
    exited = "returned"
    try:
        status = main(argv)
    except SystemExit as exc:
        status, exited = exc.code, "SystemExit"
    except RuntimeError as exc:
        status = f"raised: {exc}"
    report = {"status": status, "started": started, "threads": alive(), "children": children()}
    report["exited"] = exited
    report["par_stopped"] = [job._stop.is_set() for job in par_jobs]  # stopped, not waited for
    print("REPORT " + json.dumps(report), flush=True)
    """
)


def run_child(tmp_path: Path, how: str, *argv: str, **env: str) -> dict[str, Any]:
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    settings = data / "settings.json"
    settings.write_text(json.dumps({"tutorial_offered": True}))
    environ = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "NAPOLEON_DATA_DIR": str(data),
        "PYTHONPATH": str(ROOT),
        **env,
    }
    args = [*argv, "--settings-file", str(settings)] if how != "self-test" else list(argv)
    done = subprocess.run(
        [sys.executable, "-c", CHILD, how, str(RECORD), *args],
        env=environ,
        cwd=tmp_path,
        capture_output=True,
        timeout=PATIENCE,
    )
    out = done.stdout.decode("utf-8", "replace")
    lines = [ln for ln in out.splitlines() if ln.startswith("REPORT ")]
    assert lines, out + done.stderr.decode("utf-8", "replace")
    report: dict[str, Any] = json.loads(lines[-1].removeprefix("REPORT "))
    report["log"] = out + done.stderr.decode("utf-8", "replace")
    return report


APP = ("--play", "--level", "hard", "--seed", "3", "--speed", "off", "--size", "800x600")


@pytest.mark.parametrize("how", ["quit", "close", "esc", "sigterm", "error"])
def test_every_way_out_of_the_app_ends_every_thread_and_process(tmp_path: Path, how: str) -> None:
    report = run_child(tmp_path, how, *APP)
    started = report["started"]
    assert {"ai-reader", "ai-sender", "coach", "par", "statistics", "doorbell"} <= set(started["threads"]), (
        report
    )
    assert {"napoleon-ai", "napoleon-coach", "napoleon-par"} <= set(started["processes"]), report
    assert started["joystick"] is False  # no gamepad: SDL's joystick threads never start
    assert report["status"] == ("raised: a frame failed" if how == "error" else 0), report["log"]
    assert report["threads"] == [] and report["children"] == [], report
    assert report["par_stopped"] == [True, True], report  # a challenge's par: stopped mid-deal


def test_a_polite_kill_as_the_ai_worker_starts_leaves_nothing_running(tmp_path: Path) -> None:
    """The kill is handled by the frame loop at its next step, and the app returns from main as
    from Quit. It used to raise SystemExit wherever the main thread was: inside the AI worker's
    start, its process up and its owner not yet registered, nothing ended that process, and
    quitting waited for it (in multiprocessing's resource tracker: 5 kills in 15 on a busy
    machine hung)."""
    report = run_child(tmp_path, "kill-as-the-ai-starts", *APP)
    assert report["started"].get("killed"), report["log"]
    assert report["status"] == 0 and report["exited"] == "returned", report["log"]
    assert report["threads"] == [] and report["children"] == [], report


def test_the_thread_workers_end_too(tmp_path: Path) -> None:
    report = run_child(tmp_path, "close", *APP, NAPOLEON_AI_WORKER="thread")
    assert {"ai_0", "coach", "statistics", "doorbell"} <= set(report["started"]["threads"]), report
    assert report["status"] == 0, report["log"]
    assert report["threads"] == [] and report["children"] == [], report


def test_the_self_test_ends_every_thread_and_process(tmp_path: Path) -> None:
    report = run_child(tmp_path, "self-test", "--self-test")
    assert report["status"] == 0 and "self-test: OK" in report["log"], report["log"]
    assert "a worker process" in report["log"]  # the AI really ran in a process
    assert report["started"]["joystick"] is False
    assert report["threads"] == [] and report["children"] == [], report


def test_a_second_copy_refused_leaves_nothing_running(tmp_path: Path) -> None:
    report = run_child(tmp_path, "second-copy", "--speed", "off")
    assert report["status"] == ALREADY_OPEN, report["log"]
    assert report["threads"] == [] and report["children"] == [], report


def test_the_coach_thread_is_left_by_the_replay_and_joined_at_quit() -> None:
    """Closing the replay never waits for a review on a thread; quitting joins the thread."""
    import threading

    from game.ai.napoleon.coach import Budget
    from game.ui import lifetime
    from game.ui.coach_job import CoachJob

    before = lifetime.owners().count("coach")  # other tests' jobs, not yet quit
    job = CoachJob(json.loads(RECORD.read_text("utf-8")), 0, 1, Budget(), kind="thread")
    thread = job._thread
    assert thread is not None and lifetime.owners().count("coach") == before + 1
    job.cancel()  # the replay closed: it returns at once, the thread stops at its next decision
    job.stop()  # quitting
    assert not thread.is_alive() and lifetime.owners().count("coach") == before
    assert thread not in threading.enumerate() and job.verdicts is None


def test_the_statistics_writer_ends_when_the_store_closes(tmp_path: Path) -> None:
    import sqlite3

    from game.ui import lifetime
    from game.ui.statistics import StatsStore
    from game.ui.statistics_rows import HandStats

    before = lifetime.owners().count("statistics writer")  # other tests' stores
    store = StatsStore(tmp_path / "statistics.sqlite3")
    hand = HandStats("m-1", 1, "napoleon", "pagat", 5, "declarer", 13, True, 4)
    assert store.record_hand(hand, 4)  # the file exists now
    holder = sqlite3.connect(store.path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program holds the file
    try:
        assert not store.record_hand(hand, 4)  # queued behind the lock, on the writer's thread
        worker = store._worker
        assert worker is not None and worker.is_alive()
        assert lifetime.owners().count("statistics writer") == before + 1
        store.close(timeout=0)  # quitting: the queued write is given up, the thread joined
    finally:
        holder.rollback()
        holder.close()
    assert not worker.is_alive() and lifetime.owners().count("statistics writer") == before
