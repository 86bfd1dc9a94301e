"""The par of a challenge (Hard's result on each deal, :func:`game.challenge.par_deal`), worked
out in the background while the player plays: the table never waits for it.

Like the coach (:mod:`.coach_job`), it runs in a *process* of its own, spawned and at the lowest
priority, so the player's table keeps its frames and the AI worker its field's decisions; the
process sends each deal's result over a pipe as soon as it has it, in the order it was given
(the deal being played first), and the app polls the pipe without blocking. The par is the
same wherever it is worked out (work budgets only, never a clock): a thread does it where no
process can start, ``inline`` a deal per poll in the caller (tests), ``off`` never (results are
given by hand: screenshots). :meth:`ParJob.cancel` stops it at once (a new challenge, quitting):
what was sent is kept, a deal stopped half-way is worked out again from its start next time.

This module never imports pygame.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection

from game.challenge import Challenge, DealResult, DealRun, decode, hard_seat, par_deal
from game.rules.i18n import _

from . import lifetime
from .background_job import BackgroundJob, lower_priority

log = logging.getLogger(__name__)

PAR_KINDS = ("process", "thread", "inline", "off")


def _deal(challenge: Challenge, index: int, go_on: Callable[[], bool]) -> DealResult | None:
    """Hard's result on deal ``index``, a decision at a time; None once ``go_on()`` says stop."""
    run = DealRun(challenge, index, hard_seat(challenge, index))
    while not run.over:
        if not go_on():
            return None
        run.step()
    return run.result()


def _work(conn: Connection, code: str, order: list[int], parent: int) -> None:
    """The par's process: each deal's result in ``order``, then "done" (or why it stopped).
    It stops between two decisions once the app is gone (killed: nobody ends it)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the app's; it terminates us
    lower_priority(0)  # the app did it already where it could: frames first on a busy machine
    try:
        challenge = decode(code)
        for index in order:
            start = time.monotonic()
            result = _deal(challenge, index, lambda: os.getppid() == parent)
            if result is None:
                return
            conn.send(("deal", result.to_json(), start, time.monotonic()))  # the times: for bench.ui
        conn.send(("done",))
    except Exception as exc:  # a bug in the par: said, never a crash of the app
        with contextlib.suppress(OSError):
            conn.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        with contextlib.suppress(OSError):
            conn.close()


class ParJob(BackgroundJob):
    """Hard's results on the deals ``order`` of the challenge ``code``, as they come."""

    def __init__(self, code: str, order: Sequence[int], kind: str = "process") -> None:
        if kind not in PAR_KINDS:
            raise ValueError(f"unknown par worker {kind!r}; choose one of {', '.join(PAR_KINDS)}")
        super().__init__()
        self.code = code
        self.order = list(order)
        self.kind = kind
        self.error: str | None = None
        # When each deal was worked out (time.monotonic(), the same clock in every process of
        # the machine): bench.ui's figures.
        self.spans: list[tuple[float, float]] = []
        self._todo = list(self.order)  # inline: the deals still to work out
        self._ready: list[DealResult] = []  # arrived, not yet taken by poll()
        self._done = False
        self._lock = threading.Lock()  # the thread fallback fills _ready
        self._stop = threading.Event()
        if self.order:
            self._start()
        else:
            self._done = True

    @property
    def finished(self) -> bool:
        """Every deal asked for has arrived (and been taken), or the job stopped."""
        with self._lock:
            return (self._done and not self._ready) or self.error is not None

    def _start(self) -> None:
        if self.kind in ("inline", "off"):
            return
        lifetime.own(self, self.stop, "par")  # quitting stops and joins what it starts
        if self.kind == "process":
            try:
                self._spawn(_work, (self.code, self.order, os.getpid()), "napoleon-par")
                return
            except Exception as exc:  # no process support here: a thread does it
                log.warning("cannot start the par's process (%s); it is worked out on a thread", exc)
        self._run_on_thread(self._run_here, "par")

    def _run_here(self) -> None:
        """The thread: a decision at a time, so :meth:`cancel` stops it between two."""
        try:
            challenge = decode(self.code)
            for index in self.order:
                start = time.monotonic()
                result = _deal(challenge, index, lambda: not self._stop.is_set())
                if result is None:
                    return
                with self._lock:
                    self._ready.append(result)
                    self.spans.append((start, time.monotonic()))
        except Exception as exc:  # a bug in the par: said, never a hang
            log.exception("the par failed")
            with self._lock:
                self.error = f"{type(exc).__name__}: {exc}"
            return
        with self._lock:
            self._done = True

    def poll(self) -> list[DealResult]:
        """The results that arrived since the last poll, never blocking (``inline``: works out
        the next deal here, the one place where a poll takes time)."""
        self._reap()
        if self.kind == "inline" and self._todo and self.error is None:
            try:
                self._ready.append(par_deal(decode(self.code), self._todo.pop(0)))
            except Exception as exc:
                log.exception("the par failed")
                self.error = f"{type(exc).__name__}: {exc}"
            self._done = not self._todo
        self._read_pipe()
        with self._lock:
            out, self._ready = self._ready, []
        return out

    def wait(self, timeout: float | None = None) -> bool:
        """Block until something arrives or the job ends (tests and tools; never a frame).
        True when there is something to poll."""
        conn = self._conn
        if conn is not None:
            with contextlib.suppress(OSError, EOFError):
                return bool(conn.poll(timeout))
            return True
        thread = self._thread
        if thread is not None:
            with self._lock:
                if self._ready:
                    return True
            thread.join(timeout)
        return bool(self._ready) or self.finished

    def _read_pipe(self) -> None:
        conn = self._conn
        if conn is None:
            return
        try:
            while conn.poll():
                msg = conn.recv()
                if msg[0] == "deal":
                    self._ready.append(DealResult.from_json(msg[1]))
                    self.spans.append((float(msg[2]), float(msg[3])))
                elif msg[0] == "done":
                    self._done = True
                    self._close()
                    return
                else:
                    self.error = str(msg[1])
                    self._close()
                    return
        except (EOFError, OSError, ValueError) as exc:  # the process died without a word
            self.error = _("Hard stopped working out the par ({reason})").format(
                reason=exc or type(exc).__name__
            )
            self._close()

    def cancel(self) -> None:
        """Stop now (another challenge, the title): the process is terminated even mid-deal
        and joined; a thread stops after the decision it is making and is joined."""
        self._stop.set()
        lifetime.join(self._thread)
        self._end_processes()
        self._close()
        self._join_all()
        self._todo = []

    def stop(self) -> None:
        """Quitting (:func:`game.ui.lifetime.stop_all`): :meth:`cancel`, nothing left running."""
        self.cancel()
