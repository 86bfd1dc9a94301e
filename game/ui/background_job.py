"""What the coach's review (:mod:`.coach_job`) and a challenge's par (:mod:`.par_job`) share:
background work in a *process* of its own, spawned at the lowest priority, that sends what it
finds down a pipe; the frame loop reads the pipe without ever waiting. Where no process can
start, a thread of the job's does the work instead.

A job is an owner of :mod:`.lifetime` from its start until its process and thread have been
joined, so quitting leaves nothing running. A process that has said its last word is never
waited for in a frame (it is exiting: joining it there cost a frame of 30-110 ms, bench.ui
--coach-only); later polls reap it, and quitting joins it.

This module never imports pygame.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from . import lifetime

# The niceness of background work (POSIX). Measured with ``python -m bench.ui --coach-only``: at
# the AI worker's nice 5 the coach's process still took a third of a contended core from the
# replay (frame interval p99 near 25 ms, 80 ms when other work shares the machine), and most of
# it while the fresh interpreter imported the game, before it could lower its own priority. It
# is set by the app at once after the start, and by the process itself.
BACKGROUND_NICE = 19


def lower_priority(pid: int) -> None:
    """Give process ``pid`` (0: this one) the background niceness, where the system allows, and
    on Linux the idle scheduling class too, which gives way to any other process at once
    (``bench.ui --coach-only``, 4 runs each: the replay's p99 stood 2.8 ms above its control at
    nice 19 alone, 1.7 ms with the idle class too)."""
    with contextlib.suppress(AttributeError, OSError):  # POSIX only; a refusal changes nothing
        if os.getpriority(os.PRIO_PROCESS, pid) < BACKGROUND_NICE:
            os.setpriority(os.PRIO_PROCESS, pid, BACKGROUND_NICE)
    with contextlib.suppress(AttributeError, OSError):  # Linux only
        os.sched_setscheduler(pid, os.SCHED_IDLE, os.sched_param(0))


class BackgroundJob:
    """A job's process (or thread), its pipe, and their ending. A subclass starts the work
    (:meth:`_spawn`, else :meth:`_run_on_thread`) and reads the pipe (``self._conn``); it calls
    :meth:`_close` once the process has said its last word."""

    def __init__(self) -> None:
        self._proc: BaseProcess | None = None
        self._exiting: BaseProcess | None = None  # finished and closed, not yet joined
        self._conn: Connection | None = None
        self._thread: threading.Thread | None = None

    def _spawn(self, target: Callable[..., None], args: tuple[Any, ...], name: str) -> None:
        """Start ``target(conn, *args)`` in a spawned process named ``name``, at the lowest
        priority at once (before its own imports, not after them). Raises where no process
        can start (the caller's thread does the work then)."""
        ctx = multiprocessing.get_context("spawn")
        here, there = ctx.Pipe(duplex=False)
        proc = ctx.Process(
            target=target,
            args=(there, *args),
            name=name,
            daemon=True,  # terminated at exit even if nobody ends it
        )
        proc.start()
        lower_priority(proc.pid or 0)
        there.close()
        self._proc, self._conn = proc, here

    def _run_on_thread(self, work: Callable[[], None], name: str) -> None:
        """Do ``work`` on a thread of this job's (joined when the game quits). Kept once it
        runs: a frame's poll in between would join a thread not yet started, which Python
        refuses (the coach starts it from a thread of its own)."""
        thread = threading.Thread(target=work, name=name, daemon=True)
        thread.start()
        self._thread = thread

    @property
    def pid(self) -> int | None:
        return None if self._proc is None else self._proc.pid

    def _close(self) -> None:
        """The pipe closed and the process let go of, never waited for (see the module)."""
        if self._conn is not None:
            with contextlib.suppress(OSError):
                self._conn.close()
            self._conn = None
        if self._proc is not None:
            self._exiting, self._proc = self._proc, None
        self._reap()

    def _reap(self) -> None:
        """Without waiting: join a process that has exited, a thread that has ended; once
        nothing is left (and :meth:`_may_disown` agrees), this job owns nothing any more."""
        if self._exiting is not None:
            self._exiting.join(0)
            if not self._exiting.is_alive():
                self._exiting = None
        if self._thread is not None and not self._thread.is_alive():
            self._thread.join()
            self._thread = None
        idle = self._proc is None and self._exiting is None and self._thread is None
        if idle and self._may_disown():
            lifetime.disown(self)

    def _may_disown(self) -> bool:
        """False while the job may still start something (the coach's process being started)."""
        return True

    def _end_processes(self) -> None:
        """Terminate the process now, even mid-work, and the one exiting; both joined."""
        for proc in (self._proc, self._exiting):
            lifetime.end_process(proc)

    def _join_all(self) -> None:
        """Quitting: whatever is left is joined (a thread at its next decision)."""
        if self._exiting is not None:
            self._exiting.join()
        lifetime.join(self._thread)
        self._reap()
