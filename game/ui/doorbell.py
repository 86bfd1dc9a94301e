"""The first copy's doorbell: a second copy of the game asks it to bring its window to the front.

The first copy (the one holding the data folder's lock, :mod:`.single_instance`) listens on a
loopback port named, with a secret, in ``napoleon.door`` beside the lock (:class:`Doorbell`).
Its thread sleeps in ``select`` until someone rings, so it costs no CPU and never wakes the
idle loop. The second copy rings (:func:`ring`) and is told whether the first's window came to
the front; if it did not (a window manager that refuses, no answer), the second copy says so
in a small window of its own (:mod:`.already_open`).

No pygame here: the app hands the visit to its frame loop itself.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import queue
import secrets
import select
import socket
import sys
import threading
from collections.abc import Callable
from pathlib import Path

from game.rules.safe_json import UnreadableFile, read_json

from . import lifetime

log = logging.getLogger(__name__)

DOOR_NAME = "napoleon.door"  # the first copy's doorbell: {"port", "pid", "secret"}
ANSWER_WAIT = 1.5  # seconds the first copy's window has to come to the front
RING_WAIT = 5.0  # seconds the second copy waits for the answer (more than ANSWER_WAIT)
READ_WAIT = 2.0  # seconds the doorbell waits for a caller's request line


class Visit:
    """A second copy at the door: it waits for :meth:`answer` (from the app's main thread)."""

    def __init__(self) -> None:
        self._answers: queue.SimpleQueue[bool] = queue.SimpleQueue()

    def answer(self, raised: bool) -> None:
        """``raised``: this copy's window came to the front."""
        self._answers.put(raised)

    def wait(self, patience: float) -> bool:
        try:
            return self._answers.get(timeout=patience)
        except queue.Empty:
            return False


class Doorbell:
    """The first copy's side: a loopback port a second copy rings to ask for the window.

    ``on_ring(visit)`` is called on the doorbell's thread; it must hand the visit to the main
    thread (the app posts an event) and never block. The answer the main thread gives within
    :data:`ANSWER_WAIT` goes back to the caller (no answer: "not raised"). An owner of
    :mod:`.lifetime`: :meth:`stop` wakes the thread, joins it and removes the door file.
    """

    def __init__(self, folder: Path, on_ring: Callable[[Visit], None]) -> None:
        self.path = folder / DOOR_NAME
        self.on_ring = on_ring
        self.secret = secrets.token_hex(16)
        self._server: socket.socket | None = None
        self._wake: tuple[socket.socket, socket.socket] | None = None  # stop() writes to [1]
        self._thread: threading.Thread | None = None
        self._visit: Visit | None = None  # the visit being answered (stop() answers it)

    @property
    def port(self) -> int | None:
        return None if self._server is None else int(self._server.getsockname()[1])

    def open(self) -> bool:
        """Listen and write the door file; False (logged) when either cannot be done (a second
        copy then shows its own window)."""
        try:
            server = socket.create_server(("127.0.0.1", 0))
            wake = socket.socketpair()
        except OSError as exc:
            log.warning("no doorbell for a second copy (%s)", exc)
            return False
        door = {"port": server.getsockname()[1], "pid": os.getpid(), "secret": self.secret}
        temp = self.path.with_name(f"{DOOR_NAME}.{os.getpid()}.tmp")
        try:
            temp.write_text(json.dumps(door), encoding="utf-8")
            os.replace(temp, self.path)
        except OSError as exc:
            log.warning("cannot write %s (%s); a second copy will not find this one", self.path, exc)
            with contextlib.suppress(OSError):
                temp.unlink()
            for sock in (server, *wake):
                sock.close()
            return False
        self._server, self._wake = server, wake
        self._thread = threading.Thread(target=self._listen, name="doorbell", daemon=True)
        self._thread.start()
        lifetime.own(self, self.stop, "doorbell")
        return True

    def _listen(self) -> None:
        server, wake = self._server, self._wake
        assert server is not None and wake is not None
        while True:
            try:
                ready, _, _ = select.select([server, wake[0]], [], [])
            except (OSError, ValueError):  # closed under it: stopping
                return
            if wake[0] in ready:
                return
            try:
                caller, _ = server.accept()
            except OSError:
                continue
            with caller:
                self._serve(caller)

    def _serve(self, caller: socket.socket) -> None:
        """One caller: its request line, then "raised" or "not raised"."""
        try:
            caller.settimeout(READ_WAIT)
            line = b""
            while not line.endswith(b"\n") and len(line) < 200:
                chunk = caller.recv(200)
                if not chunk:
                    return
                line += chunk
            if line.strip() != f"raise {self.secret}".encode():
                return  # not a copy of this game: no answer
            visit = self._visit = Visit()
            try:
                self.on_ring(visit)
            except Exception:  # the app could not take it: the caller shows its own window
                log.exception("the doorbell could not reach the app")
                visit.answer(False)
            raised = visit.wait(ANSWER_WAIT)
            self._visit = None
            caller.sendall(b"raised\n" if raised else b"not raised\n")
        except OSError:
            return

    def stop(self) -> None:
        """Wake the thread, join it, close the sockets and remove the door file (if it is
        still this copy's)."""
        if self._wake is not None:
            with contextlib.suppress(OSError):
                self._wake[1].send(b"x")
        visit = self._visit
        if visit is not None:
            visit.answer(False)
        lifetime.join(self._thread)
        self._thread = None
        for sock in (self._server, *(self._wake or ())):
            if sock is not None:
                sock.close()
        self._server = self._wake = None
        with contextlib.suppress(UnreadableFile, OSError, AttributeError):
            if read_json(self.path).get("secret") == self.secret:
                self.path.unlink()
        lifetime.disown(self)


def ring(folder: Path, patience: float = RING_WAIT) -> bool:
    """The second copy's side: ask the copy that holds ``folder`` to bring its window to the
    front. True when it says it did; False when it cannot be reached, does not answer in
    ``patience`` seconds, or could not."""
    try:
        door = read_json(folder / DOOR_NAME)
        port, pid, secret = int(door["port"]), int(door["pid"]), str(door["secret"])
    except (UnreadableFile, OSError, KeyError, TypeError, ValueError) as exc:
        log.info("no doorbell to ring in %s (%s)", folder, exc)
        return False
    allow_to_front(pid)
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=patience) as sock:
            sock.settimeout(patience)
            sock.sendall(f"raise {secret}\n".encode())
            answer = b""
            while not answer.endswith(b"\n") and len(answer) < 64:
                chunk = sock.recv(64)
                if not chunk:
                    break
                answer += chunk
    except OSError as exc:
        log.info("the running copy did not answer (%s)", exc)
        return False
    return answer.strip() == b"raised"


def allow_to_front(pid: int) -> None:
    """Windows lets only the program the player just started bring a window to the front: this
    (second) copy passes that right on to the first. Elsewhere nothing is needed."""
    if sys.platform != "win32" or pid <= 0:
        return
    with contextlib.suppress(Exception):  # without it the first copy may only flash its button
        import ctypes

        ctypes.windll.user32.AllowSetForegroundWindow(pid)
