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
import threading
from multiprocessing.connection import Connection
from typing import Any

from game.ai.coaching import NotCoachable, evaluate
from game.rules.i18n import _

from . import lifetime
from .aiworker import WORKERS
from .background_job import BackgroundJob, lower_priority

log = logging.getLogger(__name__)


class Cancelled(Exception):
    """The thread's evaluation was cancelled: it stops at its next progress report."""


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


class CoachJob(BackgroundJob):
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
        super().__init__()
        self.record, self.seat, self.seed = record, seat, seed
        self.budget = budget
        self.kind = kind
        self.progress: tuple[int, int] = (0, 0)
        self.verdicts: list[Any] | None = None  # the game's coach's verdicts
        self.error: str | None = None
        self._lock = threading.Lock()  # the thread fallback writes the fields above
        self._started = threading.Event()  # the process is up (or the thread is working)
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
            self._spawn(_work, (self.record, self.seat, self.seed, self.budget), "napoleon-coach")
        except Exception as exc:  # no process support here: a thread does it
            log.warning("cannot start the coach process (%s); it thinks on a thread", exc)
            self._start_thread()
            return
        self._started.set()
        if self._cancelled.is_set():  # closed while it started, and cancel() gave up waiting
            self.cancel()

    def _start_thread(self) -> None:
        self._run_on_thread(self._run_here, "coach")
        self._started.set()

    def _may_disown(self) -> bool:
        return self._started.is_set()  # not while a process is being started

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

    def cancel(self) -> None:
        """Stop now, never waiting for the review (closing the replay): the process is
        terminated even mid-evaluation; a thread is told to stop at its next decision and is
        joined when the game quits (:meth:`stop`)."""
        self._started.wait(5.0)  # a process being started: a few milliseconds, then stopped
        self._cancelled.set()
        self._end_processes()
        self._close()

    def stop(self) -> None:
        """Quitting: :meth:`cancel`, then join whatever is left (the thread, at its next
        decision: a second or so at worst)."""
        self.cancel()
        self._join_all()
