"""Real small filesystems for the storage tests: a tiny tmpfs (a full disk) and a read-only
one. They need root and a ``mount`` that works (a container may refuse); the test is skipped
with the reason otherwise."""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(args), capture_output=True, text=True, check=False)


@contextlib.contextmanager
def small_filesystem(where: Path, size: str = "64k") -> Iterator[Path]:
    """A tmpfs of ``size`` mounted at ``where`` (unmounted after)."""
    if os.name != "posix" or os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small filesystem needs root and mount(8)")
    where.mkdir(parents=True, exist_ok=True)
    done = _run("mount", "-t", "tmpfs", "-o", f"size={size},mode=0755", "tmpfs", str(where))
    if done.returncode != 0:
        pytest.skip(f"this machine does not allow mounting a tmpfs: {done.stderr.strip()}")
    try:
        yield where
    finally:
        _run("umount", "-l", str(where))


def make_read_only(where: Path) -> None:
    """Remount the small filesystem at ``where`` read-only (root cannot write it either)."""
    done = _run("mount", "-o", "remount,ro", str(where))
    if done.returncode != 0:
        pytest.skip(f"this machine does not allow a read-only remount: {done.stderr.strip()}")


def fill(where: Path) -> Path:
    """Fill the filesystem at ``where`` to the last byte; the filler file."""
    filler = where / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        for block in (65536, 4096, 512, 1):
            while True:
                try:
                    os.write(fd, b"\0" * block)
                except OSError as exc:
                    assert exc.errno == errno.ENOSPC
                    break
    finally:
        os.close(fd)
    return filler
