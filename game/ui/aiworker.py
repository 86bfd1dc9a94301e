"""Where AI seats think: a separate process (the default), a thread, or inline (tests).

The Hard seat is CPU-bound pure Python for 50-200 ms a decision (up to ~1 s). On a thread it
holds the GIL against the render loop and frames stall (``python -m bench.ui`` measures it), so
the app asks one worker *process*, started once and reused. The seats live in that process:
each is built from the same ``(game, level, seed)`` as :class:`~game.ui.table.controller.MatchSession`'s own
and sees the same views in the same order, so its moves are identical to the thread version's.
Only the ``SeatView`` (frozen dataclasses of enums, ints and tuples) goes over the pipe, and the
``Action`` comes back.

With ``NAPOLEON_AI_HELPER=on`` (and two cores or more) a second process, the Hard search's
helper (``GameSpec.search_helper``), takes half of each search's play-outs: the app starts it beside
the worker and hands the worker a pipe to it (a daemon process may not start its own). The
choices are the same with it or without it; it is off by default (see ``HELPER_ENV``).

If the process cannot start, or dies, the worker falls back to a thread with the session's own
seats (the game goes on; those seats restart from their seeds). :meth:`ProcessAI.shutdown`
terminates the process, so quitting while a seat thinks never waits for it, and joins its
reader and sender threads: each worker is an owner of :mod:`.lifetime`, stopped on every exit.

This module never imports pygame: the worker process imports it (spawned, not forked, so the
child holds no SDL state and behaves the same on every platform and in the frozen app).
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import logging
import multiprocessing
import os
import queue
import threading
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, Protocol

from . import lifetime

log = logging.getLogger(__name__)

# A seat's view and the action it chooses: any registered game's own types (Napoleon's
# ``SeatView``/``Action``, Nap's...); the worker only carries them over the pipe.
SeatView = Any
Action = Any

WORKERS = ("process", "thread", "inline")
ENV = "NAPOLEON_AI_WORKER"  # overrides the default worker (e.g. "thread" to debug a seat)
# "on": the Hard search's helper process (``GameSpec.search_helper``) runs beside the worker. Off by
# default: on a two-core machine (``python -m bench.ui --thinking-only``) it took the frame
# interval's p99 while Hard thinks from 17.4 ms to 20.8 ms (over the 20 ms target), for searches
# 1.6 times as fast that play the same cards.
HELPER_ENV = "NAPOLEON_AI_HELPER"
NICE = 5  # the worker's lower priority (POSIX), so the render loop wins a contended core
KEEP_MATCHES = 4  # seats of this many recent matches stay alive in the worker process


class Chooser(Protocol):
    def choose(self, view: SeatView) -> Action: ...


@dataclass(frozen=True, slots=True)
class SeatKey:
    """Names one seat in the worker process: its match, its number, how to build it (the
    registered game's seat factory, at ``level``, seeded with ``seed``; ``challenge``: as a
    challenge seats its field, with work budgets and never a clock,
    :func:`game.challenge.challenge_seat`)."""

    match: int
    seat: int
    level: str
    seed: int
    game: str = "napoleon"
    challenge: bool = False


_match_ids = itertools.count(1)


def new_match_id() -> int:
    return next(_match_ids)


class AIWorker(Protocol):
    def submit(self, key: SeatKey, local: Chooser, view: SeatView) -> Future[Action]:
        """Start ``key``'s decision on ``view``; ``local`` is the same seat in this process."""

    def shutdown(self) -> None: ...


class InlineAI:
    """Decides synchronously in the caller (tests, benchmarks): deterministic, no thread."""

    def submit(self, key: SeatKey, local: Chooser, view: SeatView) -> Future[Action]:
        fut: Future[Action] = Future()
        try:
            fut.set_result(local.choose(view))
        except Exception as exc:
            fut.set_exception(exc)
        return fut

    def shutdown(self) -> None:
        pass


class ThreadAI:
    """One worker thread: seats decide in turn (shares the GIL with the render loop)."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        self._owned = False

    def submit(self, key: SeatKey, local: Chooser, view: SeatView) -> Future[Action]:
        fut = self._pool.submit(local.choose, view)
        if not self._owned:  # the pool's thread starts with its first work
            self._owned = True
            lifetime.own(self, self.shutdown, "AI thread")
        return fut

    def shutdown(self) -> None:
        """Cancel what waits and join the thread (after the decision it is making, if any)."""
        self._pool.shutdown(wait=True, cancel_futures=True)
        lifetime.disown(self)


# -- the worker process ---------------------------------------------------------------------


def _serve(conn: Connection, search_helper: Connection | None = None) -> None:
    """The worker process's loop: build seats on first use, answer one request at a time.
    ``search_helper``: the pipe to the Hard search's second process (``GameSpec.search_helper``)."""
    import signal

    from game.ai import search_helper as game_search_helper
    from game.ai import warm_seats

    helper = game_search_helper()
    if helper is not None:
        helper.attach(search_helper)
        helper.warm()  # its start-up here, not in the first decision

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the app's to handle; it stops us
    with contextlib.suppress(AttributeError, OSError):  # POSIX: on a busy machine, frames first
        os.nice(NICE)
    try:  # the seats' imports, before the first decision needs them
        warm_seats()
    except Exception as exc:  # a seat that cannot be built says so when it is asked for
        log.warning("the AI worker could not warm its seats (%s)", exc)
    seats: dict[tuple[int, int], Any] = {}
    matches: OrderedDict[int, None] = OrderedDict()
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):  # the app is gone: so are we
            return
        if msg is None:  # goodbye: said back, so the app's reader ends without waiting for EOF
            with contextlib.suppress(OSError, ValueError):
                conn.send(None)
            return
        req, key, view = msg
        try:
            matches[key.match] = None
            matches.move_to_end(key.match)
            while len(matches) > KEEP_MATCHES:
                old, _ = matches.popitem(last=False)
                for k in [k for k in seats if k[0] == old]:
                    del seats[k]
            seat = seats.get((key.match, key.seat))
            if seat is None:
                seat = seats[(key.match, key.seat)] = _build_seat(key)
            reply: tuple[int, bool, object] = (req, True, seat.choose(view))
        except Exception as exc:
            reply = (req, False, exc)
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return
        except Exception as exc:  # an exception that does not pickle
            conn.send((req, False, RuntimeError(f"{type(exc).__name__}: {exc}")))


def _build_seat(key: SeatKey) -> Any:
    """The worker process's copy of ``key``'s seat, built as the session built its own."""
    if key.challenge:
        from game.challenge import challenge_seat

        return challenge_seat(key.game, key.level, key.seed)
    from game.ai import make_seat

    return make_seat(key.level, key.seed, game=key.game)


class ProcessAI:
    """One worker process, started once and reused; a reader thread completes the futures.

    The reader thread spends its life blocked in ``recv`` (no GIL held), so the render loop
    keeps the interpreter to itself while a seat thinks.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()  # the state below; never held while sending
        # Requests wait here, in order, for the sender thread: ``submit`` never blocks on a
        # full pipe (a resume queues thousands of decisions) and nothing that completes
        # futures ever waits for room in it, so the two pipes cannot deadlock.
        self._outbox: queue.SimpleQueue[tuple[int, SeatKey, SeatView] | None] = queue.SimpleQueue()
        self._sender: threading.Thread | None = None
        self._pending: dict[int, tuple[Future[Action], Chooser, SeatView]] = {}
        self._ids = itertools.count()
        self._closed = False
        self._fallback: ThreadAI | None = None
        self._proc: BaseProcess | None = None
        self._helper: BaseProcess | None = None  # the search helper (``GameSpec.search_helper``)
        self._conn: Connection | None = None
        self._reader: threading.Thread | None = None

    def start(self) -> None:
        """Start the process now (else the first decision does); raises if it cannot start."""
        with self._lock:
            self._start()

    def _start(self) -> None:
        if self._proc is not None or self._closed:
            return
        ctx = multiprocessing.get_context("spawn")
        here, there = ctx.Pipe()
        helper_proc, helper_conn = self._start_helper()
        # daemon: multiprocessing terminates it at exit, even if shutdown() was never called
        proc = ctx.Process(target=_serve, args=(there, helper_conn), name="napoleon-ai", daemon=True)
        try:
            proc.start()
        except Exception:
            if helper_proc is not None:
                helper_proc.kill()
            raise
        finally:
            there.close()  # ours is closed in the parent: the child sees EOF when we go
            if helper_conn is not None:
                helper_conn.close()  # the worker holds its own copy of this end
        self._proc, self._conn, self._helper = proc, here, helper_proc
        # Owned from the moment its process runs: whatever cuts the rest short, quitting ends it.
        lifetime.own(self, self.shutdown, "AI worker")
        self._reader = threading.Thread(target=self._read, args=(here,), name="ai-reader", daemon=True)
        self._reader.start()
        self._sender = threading.Thread(target=self._send, args=(here,), name="ai-sender", daemon=True)
        self._sender.start()

    @staticmethod
    def _start_helper() -> tuple[BaseProcess | None, Connection | None]:
        """The Hard search's second process, on a machine with a core to spare for it (the
        choices are the same without it, only slower)."""
        if (os.cpu_count() or 1) < 2 or os.environ.get(HELPER_ENV) != "on":
            return None, None
        from game.ai import search_helper

        helper = search_helper()
        if helper is None:  # no game's search has one
            return None, None
        try:
            return helper.spawn()
        except Exception as exc:  # the worker searches alone
            log.warning("cannot start the AI search helper (%s)", exc)
            return None, None

    @property
    def pid(self) -> int | None:
        return None if self._proc is None else self._proc.pid

    @property
    def helper_pid(self) -> int | None:
        return None if self._helper is None else self._helper.pid

    @property
    def alive(self) -> bool:
        return (
            self._fallback is None and not self._closed and self._proc is not None and self._proc.is_alive()
        )

    def submit(self, key: SeatKey, local: Chooser, view: SeatView) -> Future[Action]:
        """Queue ``key``'s decision for the worker process; never blocks on the pipe."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the AI worker is shut down")
            if self._fallback is None and self._proc is None:
                try:
                    self._start()
                except Exception as exc:  # no process support here (sandbox, odd platform)
                    self._fail_over(f"cannot start the AI process ({exc})")
            if self._fallback is not None:
                return self._fallback.submit(key, local, view)
            fut: Future[Action] = Future()
            req = next(self._ids)
            self._pending[req] = (fut, local, view)
            self._outbox.put((req, key, view))  # under the lock: queued in request order
            return fut

    def _send(self, conn: Connection) -> None:
        """The sender thread: the only writer of requests to the pipe, in queue order."""
        while True:
            item = self._outbox.get()
            if item is None:  # shutdown: tell the worker to stop, if it still listens
                with contextlib.suppress(OSError, ValueError):
                    conn.send(None)
                return
            try:
                conn.send(item)
            except (OSError, ValueError) as exc:
                with self._lock:
                    if not self._closed:
                        self._fail_over(f"cannot reach the AI process ({exc})")
                return
            except Exception as exc:  # this view did not pickle: that decision fails, not the pipe
                with self._lock:
                    entry = self._pending.pop(item[0], None)
                if entry is not None:
                    entry[0].set_exception(exc)

    def _read(self, conn: Connection) -> None:
        """The reader thread: completes the futures; ends on the worker's goodbye (the answer to
        the sender's ``None``) or when the process is gone (EOF)."""
        while True:
            try:
                msg = conn.recv()
            except (EOFError, OSError, ValueError) as exc:
                with self._lock:
                    if not self._closed:
                        self._fail_over(f"the AI process stopped ({exc or type(exc).__name__})")
                return
            if msg is None:
                return
            req, ok, payload = msg
            with self._lock:
                entry = self._pending.pop(req, None)
            if entry is None:
                continue
            fut = entry[0]
            if ok:
                fut.set_result(payload)
            else:
                fut.set_exception(
                    payload if isinstance(payload, BaseException) else RuntimeError(str(payload))
                )

    def _fail_over(self, why: str) -> None:
        """Under the lock: move to a thread and re-ask every pending decision there."""
        if self._fallback is not None:
            return
        log.warning("%s; AI seats think on a thread from now on", why)
        self._fallback = ThreadAI()
        pending, self._pending = self._pending, {}
        for fut, local, view in pending.values():
            inner = self._fallback.submit(SeatKey(0, 0, "", 0), local, view)
            inner.add_done_callback(functools.partial(_copy, dst=fut))

    def shutdown(self) -> None:
        """Stop now and join: the process is told to stop and terminated if it is mid-decision,
        the reader and sender threads end (the goodbye, or EOF once the process is gone) and are
        joined, pending futures are cancelled."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            pending, self._pending = self._pending, {}
            fallback = self._fallback
        for fut, _, _ in pending.values():
            fut.cancel()
        proc, conn, reader, sender = self._proc, self._conn, self._reader, self._sender
        if proc is not None and conn is not None and reader is not None and sender is not None:
            self._outbox.put(None)  # after whatever is queued; a busy worker is terminated
            proc.join(0.05)
            lifetime.end_process(proc)  # mid-decision: no need to wait for it
            # The helper exits when the worker's pipe closes; no need to wait for that either.
            lifetime.end_process(self._helper)
            lifetime.join(sender)  # its next send fails once the process is gone
            lifetime.join(reader)  # the goodbye, or EOF: the process is gone
            conn.close()
            lifetime.stop_resource_tracker()
        if fallback is not None:
            fallback.shutdown()
        lifetime.disown(self)


def _copy(src: Future[Action], dst: Future[Action]) -> None:
    if dst.done():
        return
    exc = src.exception()
    if exc is not None:
        dst.set_exception(exc)
    else:
        dst.set_result(src.result())


def default_worker() -> str:
    name = os.environ.get(ENV, "process")
    return name if name in WORKERS else "process"


def make_worker(kind: str | None = None) -> AIWorker:
    """The worker of that kind ("process", "thread", "inline"); a thread if no process starts."""
    kind = kind or default_worker()
    if kind not in WORKERS:
        raise ValueError(f"unknown AI worker {kind!r}; choose one of {', '.join(WORKERS)}")
    if kind == "inline":
        return InlineAI()
    if kind == "process":
        return ProcessAI()  # started on first use; falls back to a thread if it cannot start
    return ThreadAI()
