"""Every thread and process the game starts has an owner, and quitting stops them all.

An object that starts a thread or a process (the AI worker and its reader and sender, the
coach's job, the statistics writer, the second-copy doorbell) registers itself here with the
function that stops it: ``own(self, self.shutdown, "AI worker")``. That function ends what it
started and *joins* it (a reader blocked in a pipe is woken first: the other end is closed or
sent a sentinel) and never raises; the owner ``disown``\\ s itself once it has stopped.

:func:`stop_all` is the one way out: every exit (Quit, the window closed, Esc then Quit, a
polite kill, a second copy refused, the self-test) ends in it, before the interpreter shuts
down. A thread still blocked in a system call when the runtime unloads crashes the process on
its way out (seen under Wine after ``self-test: OK``: ``packaging/windows/README.md``), so
nothing may be left running. :func:`strays` names whatever is: the exit test asserts there is
nothing, and the app logs it.

No pygame here.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import threading
import time
from collections.abc import Callable
from multiprocessing.process import BaseProcess

log = logging.getLogger(__name__)

# How long a join waits before it says the thread would not end. Every thread here is woken
# before it is joined, so this is only ever reached by a defect: logged, never a hang.
JOIN_PATIENCE = 10.0

_lock = threading.Lock()
_owners: dict[int, tuple[object, str, Callable[[], None]]] = {}  # id -> (owner, name, stop)


def own(owner: object, stop: Callable[[], None], name: str) -> None:
    """``owner`` has started a thread or a process; ``stop`` ends and joins it."""
    with _lock:
        _owners[id(owner)] = (owner, name, stop)


def disown(owner: object) -> None:
    """``owner`` has stopped what it started (a no-op if it was not registered)."""
    with _lock:
        _owners.pop(id(owner), None)


def owners() -> list[str]:
    """The names of the owners still registered, oldest first."""
    with _lock:
        return [name for _, name, _ in _owners.values()]


def stop_all() -> list[str]:
    """Stop every owner, the newest first; then multiprocessing's own helper process. Returns
    :func:`strays` (logged): what is still alive, which should be nothing."""
    while True:
        with _lock:
            if not _owners:
                break
            key = next(reversed(_owners))
            _owner, name, stop = _owners.pop(key)
        started = time.monotonic()
        try:
            stop()
        except Exception:  # one owner's failure must not keep the others running
            log.exception("stopping %s failed", name)
        log.debug("stopped %s in %.2f s", name, time.monotonic() - started)
    stop_resource_tracker()
    left = strays()
    if left:
        log.error("still running at exit: %s", ", ".join(left))
    return left


def join(thread: threading.Thread | None, patience: float = JOIN_PATIENCE) -> bool:
    """Wait for ``thread`` (already told to end) to end; False (logged) if it would not."""
    if thread is None or thread is threading.current_thread() or thread.ident is None:
        return True  # none, this one, or one never started (its start was cut short)
    thread.join(patience)
    if thread.is_alive():
        log.error("the thread %s did not end within %.0f s", thread.name, patience)
        return False
    return True


def end_process(proc: BaseProcess | None) -> None:
    """Stop a child process now and join it: terminated (even mid-work), killed if it would not
    go within a second. Nothing to do for one that has exited."""
    if proc is None or not proc.is_alive():
        return
    proc.terminate()
    proc.join(1.0)
    if proc.is_alive():
        proc.kill()
        proc.join()


def strays() -> list[str]:
    """Every thread but the main one and every child process multiprocessing knows of."""
    main = threading.main_thread()
    threads = [f"thread {t.name}" for t in threading.enumerate() if t is not main and t.is_alive()]
    children = [f"process {p.name} ({p.pid})" for p in multiprocessing.active_children()]
    return threads + children


def stop_resource_tracker() -> None:
    """POSIX ``spawn`` also starts multiprocessing's resource tracker; stop it, so quitting
    leaves no child behind (it would exit by itself, but only after the app). Private API,
    absent on Windows: best effort."""
    with contextlib.suppress(Exception):
        from multiprocessing import resource_tracker

        tracker = getattr(resource_tracker, "_resource_tracker", None)
        stop = getattr(tracker, "_stop", None)
        if callable(stop):
            stop()
