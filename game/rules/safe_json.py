"""One guarded way to read a JSON file the player's disk holds: saves, settings, records.

Whatever the file holds (nothing, megabytes of garbage, UTF-16, a byte-order mark, arrays
nested a million deep, a 5,000-digit number), reading it either returns plain JSON values
or raises :class:`UnreadableFile` with a one-line reason a player can act on. No other
exception escapes, so a damaged file can never stop the game from starting.

Standard library only, in the rules layer so that record import uses it as the UI's saves
and settings do.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import time
from pathlib import Path
from typing import Any

from .i18n import _

MAX_BYTES = 4 * 1024 * 1024  # a save of a very long match is well under 1 MB
MAX_DEPTH = 64  # the deepest the game writes is about 8
MAX_DIGITS = 40  # the largest number the game writes is a 64-bit seed (20 digits)
MAX_TEXT = 1000  # longer strings shown on screen are cut (see clean_text)


class UnreadableFile(ValueError):
    """A file that cannot be used; the message says why in a player's words."""


def read_json(path: Path, *, max_bytes: int = MAX_BYTES) -> Any:
    """The JSON value in ``path``, checked before parsing (size, encoding, nesting, numbers)."""
    return parse_json_bytes(read_bytes(path, max_bytes=max_bytes), max_bytes=max_bytes)


def unreadable(exc: OSError) -> UnreadableFile:
    """Why the system would not let a file be read, in the player's words (the OS's own text,
    in the system's language, only for a cause without words of ours)."""
    if exc.errno in (errno.EACCES, errno.EPERM):
        return UnreadableFile(_("you have no permission to read it"))
    if exc.errno == errno.EISDIR:
        return UnreadableFile(_("it is a folder"))
    if exc.errno == errno.EIO:
        return UnreadableFile(_("the disk could not read it"))
    return UnreadableFile(_("it cannot be read ({why})").format(why=exc.strerror or exc))


def read_bytes(path: Path, *, max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file ``path``, at most ``max_bytes`` of them, or
    :class:`UnreadableFile`. Opened without blocking (a FIFO or a device named like a file
    never waits for a writer) and judged by the opened file itself: anything but a regular
    file is refused, and the size is checked before a byte is read (never more than the
    limit and one are read, so a huge file or ``/dev/zero`` costs nothing)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise UnreadableFile(_("it does not exist")) from None
    except OSError as exc:
        raise unreadable(exc) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFile(_("it is not a regular file"))
        if info.st_size > max_bytes:
            raise UnreadableFile(
                _("it is too large ({size} KB; at most {limit} KB)").format(
                    size=info.st_size // 1024, limit=max_bytes // 1024
                )
            )
        chunks: list[bytes] = []
        left = max_bytes + 1  # a file that grew since: one byte more says it is too large
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    except UnreadableFile:
        raise
    except OSError as exc:
        raise unreadable(exc) from None
    finally:
        os.close(fd)


def parse_json_bytes(raw: bytes, *, max_bytes: int = MAX_BYTES) -> Any:
    """Decode and parse ``raw`` with the same checks as :func:`read_json`."""
    try:
        if len(raw) > max_bytes:
            raise UnreadableFile(_("it is too large (at most {limit} KB)").format(limit=max_bytes // 1024))
        return parse_json_text(_decode(raw))
    except UnreadableFile:
        raise
    except Exception as exc:  # the guarantee: nothing but UnreadableFile leaves this module
        raise UnreadableFile(_("it cannot be read ({why})").format(why=type(exc).__name__)) from None


def parse_json_text(text: str) -> Any:
    """Parse JSON text, refusing deep nesting and huge numbers before they cost anything."""
    try:
        if not text.strip():
            raise UnreadableFile(_("it is empty"))
        _check_nesting(text)
        return json.loads(text, parse_int=_parse_int, parse_constant=_refuse_constant)
    except UnreadableFile:
        raise
    except json.JSONDecodeError as exc:
        raise UnreadableFile(
            # Where the fault is, not Python's English words for it (the player reads this).
            _("it is not valid JSON (line {line}, column {column})").format(line=exc.lineno, column=exc.colno)
        ) from None
    except Exception as exc:  # RecursionError, MemoryError, ValueError from int(): all refused
        raise UnreadableFile(_("it cannot be read ({why})").format(why=type(exc).__name__)) from None


def _decode(raw: bytes) -> str:
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")) or (len(raw) > 1 and b"\x00" in raw[:4]):
        raise UnreadableFile(_("it is UTF-16 text; save it as UTF-8"))
    if raw.startswith(b"\xef\xbb\xbf"):  # a byte-order mark, as some editors write
        raw = raw[3:]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnreadableFile(_("it is not UTF-8 text (byte {byte})").format(byte=exc.start)) from None


# Brackets outside strings: a string is "..." with backslash escapes.
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


def _check_nesting(text: str, limit: int = MAX_DEPTH) -> None:
    depth = 0
    for m in _TOKENS.finditer(text):
        tok = m.group()
        if tok in "[{":
            depth += 1
            if depth > limit:
                raise UnreadableFile(_("it is nested more than {limit} levels deep").format(limit=limit))
        elif tok in "]}":
            depth -= 1


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise UnreadableFile(_("it holds a number of {n} digits").format(n=len(digits)))
    return int(digits)


def _refuse_constant(name: str) -> Any:
    raise UnreadableFile(_("it holds {name}, which is not JSON").format(name=name))


def clean_text(value: str, limit: int = MAX_TEXT) -> str:
    """A string safe to draw and to write back: lone surrogates replaced, length bounded."""
    text = value[:limit]
    return text.encode("utf-8", "replace").decode("utf-8")


def move_aside(path: Path, tag: str = "broken") -> Path:
    """Rename ``path`` to ``<name>.<tag>-<time>`` (kept, never deleted); the new path.
    Raises ``OSError`` when it cannot be renamed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    dest = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 1
    while dest.exists():
        n += 1
        dest = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
    os.replace(path, dest)
    return dest
