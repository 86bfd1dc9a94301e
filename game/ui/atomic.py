"""Write a file so that a crash mid-write never leaves it half-written."""

from __future__ import annotations

import contextlib
import glob
import os
import tempfile
import time
from pathlib import Path


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` to a temp file in ``path``'s folder, flush it to disk, then replace
    ``path`` in one step. Raises ``OSError`` when the folder cannot be written; the old file
    is then untouched and no temp file is left behind."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def remove_stray_temps(path: Path, min_age: float = 10.0) -> list[Path]:
    """Remove the temp files that interrupted writes of ``path`` left behind (the pattern
    :func:`write_text_atomic` uses), if older than ``min_age`` seconds so that a write in
    progress in another instance is left alone. Returns what was removed; never raises."""
    removed: list[Path] = []
    try:
        candidates = list(path.parent.glob(glob.escape(path.name) + ".*.tmp"))
    except OSError:
        return removed
    now = time.time()
    for tmp in candidates:
        with contextlib.suppress(OSError):
            if tmp.is_file() and now - tmp.stat().st_mtime >= min_age:
                tmp.unlink()
                removed.append(tmp)
    return removed
