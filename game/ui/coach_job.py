"""The coach's evaluation of a finished hand, run off the UI thread.

The record's game's coach (:func:`game.ai.coaching.evaluate`: Napoleon's or Nap's) prices a
dozen decisions with Hard's search: seconds of pure Python. Like the AI seats
(:mod:`.aiworker`), it runs in a separate *process* (spawned, niced), so the replay keeps
drawing at full rate while it thinks; the process sends its progress
("4/12") and then the verdicts back over a pipe, which the scene polls each frame without
blocking. If no process can start, a thread does the work (frames slow down, the game goes
on); ``inline`` computes at once (tests, screenshots). :meth:`CoachJob.cancel` terminates the
process (a thread stops at its next decision): closing the replay mid-evaluation never waits
for the review. Each job is an owner of :mod:`.lifetime` until its process or thread has been
joined (:meth:`CoachJob.stop`), so quitting during a review leaves nothing running.

This module never imports pygame.
"""

from __future__ import annotations

import _thread
import contextlib
import logging
import multiprocessing
import os
import threading
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from game.ai.coaching import NotCoachable, evaluate
from game.rules.i18n import _

from . import lifetime
from .aiworker import WORKERS

log = logging.getLogger(__name__)

# The coach's niceness (POSIX). Measured with ``python -m bench.ui --coach-only``: at the AI
# worker's nice 5 the coach's process still took a third of a contended core from the replay
# (frame interval p99 near 25 ms, 80 ms when other work shares the machine), and most of it
# while the fresh interpreter imported the game, before it could lower its own priority. The
# review is background work: the lowest priority, set by the app at once after the start.
COACH_NICE = 19


class Cancelled(Exception):
    """The thread's evaluation was cancelled: it stops at its next progress report."""


def lower_priority(pid: int) -> None:
    """Give process ``pid`` (0: this one) the coach's niceness, where the system allows, and on
    Linux the idle scheduling class too: a nice-19 process still kept the frame loop's thread
    waiting a few milliseconds after each frame's sleep (its share is small, but the kernel
    lets it finish its slice); an idle-class one gives way at once."""
    with contextlib.suppress(AttributeError, OSError):  # POSIX only; a refusal changes nothing
        if os.getpriority(os.PRIO_PROCESS, pid) < COACH_NICE:
            os.setpriority(os.PRIO_PROCESS, pid, COACH_NICE)
    with contextlib.suppress(AttributeError, OSError):  # Linux only
        os.sched_setscheduler(pid, os.SCHED_IDLE, os.sched_param(0))


def _work(conn: Connection, record: dict[str, Any], seat: int, seed: int, budget: Any) -> None:
    """The coach process: progress messages, then the verdicts (or why it could not)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the app's; it terminates us
    lower_priority(0)  # the app did it already, where it could: frames first on a busy machine
    try:
        verdicts = evaluate(
            record, seat, seed, budget, lambda done, total: conn.send(("progress", done, total))
        )
        conn.send(("done", verdicts))
    except (NotCoachable, ValueError) as exc:
        conn.send(("error", str(exc)))
    except Exception as exc:  # a bug in the coach: said, never a crash of the app
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        with contextlib.suppress(OSError):
            conn.close()


class CoachJob:
    """One evaluation: ``progress`` (done, total) while it runs, then ``verdicts`` or ``error``.
    ``budget``: of the type the record's game's coach takes (its module's ``Budget``); None:
    the coach's own full budget."""

    def __init__(
        self,
        record: dict[str, Any],
        seat: int,
        seed: int,
        budget: Any = None,
        kind: str = "process",
    ) -> None:
        if kind not in WORKERS:
            raise ValueError(f"unknown coach worker {kind!r}; choose one of {', '.join(WORKERS)}")
        self.record, self.seat, self.seed = record, seat, seed
        self.budget = budget
        self.kind = kind
        self.progress: tuple[int, int] = (0, 0)
        self.verdicts: list[Any] | None = None  # the game's coach's verdicts
        self.error: str | None = None
        self._lock = threading.Lock()  # the thread fallback writes the fields above
        self._proc: BaseProcess | None = None
        self._conn: Connection | None = None
        self._started = threading.Event()  # the process is up (or the thread is working)
        self._thread: threading.Thread | None = None
        self._exiting: BaseProcess | None = None  # finished and closed, not yet joined
        self._cancelled = threading.Event()  # the thread fallback checks it at each decision
        self.start()

    @property
    def finished(self) -> bool:
        return self.verdicts is not None or self.error is not None

    def start(self) -> None:
        if self.kind == "inline":
            self._started.set()
            self._run_here()
            return
        lifetime.own(self, self.stop, "coach")  # quitting stops and joins what it starts
        if self.kind == "process":
            # A process is started by a thread of its own: the start (fork and exec of a fresh
            # interpreter, the record pickled down a pipe) took 8-30 ms, and more on a busy
            # machine, in the frame that opened the review (bench.ui --coach-only). A bare
            # thread: threading.Thread.start() waits until the new thread runs, 30-80 ms of that
            # frame when the machine is busy. It only starts the process (or the thread that
            # works instead) and ends; :meth:`cancel` waits for it (``_started``).
            _thread.start_new_thread(self._start_process, ())
        else:
            self._start_thread()

    def _start_process(self) -> None:
        try:
            ctx = multiprocessing.get_context("spawn")
            here, there = ctx.Pipe(duplex=False)
            proc = ctx.Process(
                target=_work,
                args=(there, self.record, self.seat, self.seed, self.budget),
                name="napoleon-coach",
                daemon=True,  # terminated at exit even if nobody cancels it
            )
            proc.start()
            lower_priority(proc.pid or 0)  # before the child's own imports, not after them
            there.close()
        except Exception as exc:  # no process support here: a thread does it
            log.warning("cannot start the coach process (%s); it thinks on a thread", exc)
            self._start_thread()
            return
        self._proc, self._conn = proc, here
        self._started.set()
        if self._cancelled.is_set():  # closed while it started, and cancel() gave up waiting
            self.cancel()

    def _start_thread(self) -> None:
        """The work on a thread of this job's (joined when the game quits). Kept once it
        runs: a frame's poll in between would join a thread not yet started, which Python
        refuses (when the process could not start, this runs on the starting thread)."""
        thread = threading.Thread(target=self._run_here, name="coach", daemon=True)
        thread.start()
        self._thread = thread
        self._started.set()

    def wait_started(self, timeout: float | None = None) -> bool:
        """Wait until the process is up (or the thread works); False if ``timeout`` passed."""
        return self._started.wait(timeout)

    def _run_here(self) -> None:
        def report(done: int, total: int) -> None:
            if self._cancelled.is_set():
                raise Cancelled
            with self._lock:
                self.progress = (done, total)

        try:
            verdicts = evaluate(self.record, self.seat, self.seed, self.budget, report)
        except Cancelled:
            return
        except (NotCoachable, ValueError) as exc:
            with self._lock:
                self.error = str(exc)
            return
        except Exception as exc:  # a bug in the coach: said in the panel, never a hang
            log.exception("the coach failed")
            with self._lock:
                self.error = f"{type(exc).__name__}: {exc}"
            return
        with self._lock:
            self.verdicts = verdicts

    def poll(self) -> bool:
        """Read whatever the process sent, never blocking; True when something changed."""
        self._reap()
        conn = self._conn
        if conn is None or self.finished:
            return False
        changed = False
        try:
            while conn.poll():
                msg = conn.recv()
                changed = True
                if msg[0] == "progress":
                    self.progress = (msg[1], msg[2])
                elif msg[0] == "done":
                    self.verdicts = msg[1]
                    self.progress = (self.progress[1], self.progress[1])
                else:
                    self.error = str(msg[1])
                if self.finished:
                    self._close()
                    break
        except (EOFError, OSError) as exc:  # the process died without a word
            self.error = _("the coach stopped ({reason})").format(reason=exc or type(exc).__name__)
            self._close()
            changed = True
        return changed

    def _close(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(OSError):
                self._conn.close()
            self._conn = None
        if self._proc is not None:
            # Never wait for it here (a frame of the replay): it has sent its last word and
            # is exiting. Waiting here cost the replay a frame of 30-110 ms (bench.ui
            # --coach-only); later polls reap it, and quitting joins it.
            self._exiting, self._proc = self._proc, None
        self._reap()

    def _reap(self) -> None:
        """Without waiting: join a process that has exited, a thread that has ended; once
        nothing is left, this job owns nothing any more."""
        if self._exiting is not None:
            self._exiting.join(0)
            if not self._exiting.is_alive():
                self._exiting = None
        if self._thread is not None and not self._thread.is_alive():
            self._thread.join()
            self._thread = None
        idle = self._proc is None and self._exiting is None and self._thread is None
        if idle and self._started.is_set():  # not while a process is being started
            lifetime.disown(self)

    def cancel(self) -> None:
        """Stop now, never waiting for the review (closing the replay): the process is
        terminated even mid-evaluation; a thread is told to stop at its next decision and is
        joined when the game quits (:meth:`stop`)."""
        self._started.wait(5.0)  # a process being started: a few milliseconds, then stopped
        self._cancelled.set()
        for proc in (self._proc, self._exiting):
            lifetime.end_process(proc)
        self._close()

    def stop(self) -> None:
        """Quitting: :meth:`cancel`, then join whatever is left (the thread, at its next
        decision: a second or so at worst)."""
        self.cancel()
        if self._exiting is not None:
            self._exiting.join()
        lifetime.join(self._thread)
        self._reap()
