"""One copy of the game per data folder.

Two copies on one folder would autosave into one ``match.json`` (the last to quit wins) and
the second's New game would set the first's running match aside. So the app holds an OS file
lock on ``napoleon.lock`` in the data folder for its whole life: ``fcntl.flock`` on POSIX
(Linux, macOS), ``msvcrt.locking`` on Windows. The OS releases it when the process ends, however
it ends (a kill, a crash, a power cut), so a copy that died never blocks the next start; the
file itself stays and means nothing.

A second copy does more than stop: it rings the first's doorbell (:mod:`.doorbell`) to bring
its window to the front, or says in a small window that the game is open (:mod:`.already_open`).

No pygame here: the app asks before it opens a window.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import sys
import time
from pathlib import Path

log = logging.getLogger(__name__)

LOCK_NAME = "napoleon.lock"
RETRIES, RETRY_WAIT = 4, 0.25  # about a second for a copy that is quitting to let go
_HELD = {errno.EACCES, errno.EAGAIN, errno.EWOULDBLOCK, getattr(errno, "EDEADLOCK", errno.EDEADLK)}


class AlreadyOpen(Exception):
    """Another copy of the game holds the data folder."""

    def __init__(self, folder: Path) -> None:
        super().__init__(f"another copy of the game is using {folder}")
        self.folder = folder


def _unlock(fd: int) -> None:
    """Let go of the lock before the file is closed: Windows releases a region left locked on a
    closed file only "after a time", which could tell a quick restart that the game is open."""
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        return
    import fcntl

    fcntl.flock(fd, fcntl.LOCK_UN)


def _lock(fd: int) -> bool:
    """Take the lock without waiting; False when another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # the first byte (beyond the end is allowed)
        except OSError as exc:
            if exc.errno in _HELD:
                return False
            raise
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in _HELD:
            return False
        raise
    return True


class InstanceLock:
    """The data folder's lock, held from :meth:`acquire` until :meth:`release` or the end of
    the process."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / LOCK_NAME
        self._fd: int | None = None
        self.problem: OSError | None = None  # why no lock could be made (the title says it)

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Hold the lock: True. :class:`AlreadyOpen` when another copy holds it. False (logged)
        when no lock can be made there (a folder that cannot be written, a filesystem without
        locks): the game starts all the same, as it did before there was a lock."""
        if self._fd is not None:
            return True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)  # not inherited by children
        except OSError as exc:
            log.warning("cannot make the lock %s (%s); not checking for another copy", self.path, exc)
            self.problem = exc
            return False
        try:
            # A copy that is quitting lets go within moments: ask again a few times first.
            for attempt in range(RETRIES + 1):
                if _lock(fd):
                    break
                if attempt == RETRIES:
                    os.close(fd)
                    raise AlreadyOpen(self.folder)
                time.sleep(RETRY_WAIT)
        except OSError as exc:
            os.close(fd)
            log.warning("cannot lock %s (%s); not checking for another copy", self.path, exc)
            self.problem = exc
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        """Let another copy start (closing the file releases the lock)."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                _unlock(self._fd)
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None
