"""Running programs for the Wine check (wine_check.py): output through a pipe, time limits."""

from __future__ import annotations

import hashlib
import io
import subprocess
import sys
import threading
from pathlib import Path


class CheckFailed(Exception):
    """A step failed: the message says which and why."""


def winpath(path: Path) -> str:
    """A Unix path as Windows programs under Wine see it (drive Z: is /)."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def show(text: str, indent: str = "   | ") -> None:
    for line in text.rstrip().splitlines():
        print(indent + line)
    sys.stdout.flush()


def run_code(
    cmd: list[str], env: dict[str, str] | None, timeout: float, cwd: Path | None
) -> tuple[int | None, str]:
    """Run cmd with its output through a pipe: its exit code (None: killed after timeout s) and
    its output.

    It waits for the process, not for the end of the pipe: Wine's own service processes
    (started by the first program of a prefix) may inherit the pipe and hold it open."""
    proc = subprocess.Popen(
        cmd, env=env, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    pipe = proc.stdout
    assert isinstance(pipe, io.BufferedReader)
    chunks: list[bytes] = []
    reader = threading.Thread(target=lambda: chunks.extend(iter(pipe.read1, b"")), daemon=True)
    reader.start()
    try:
        code: int | None = proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        code = None
    reader.join(timeout=2)
    return code, b"".join(list(chunks)).decode("utf-8", "replace")


def run(
    cmd: list[str],
    env: dict[str, str] | None = None,
    timeout: float = 300,
    quiet: bool = False,
    cwd: Path | None = None,
) -> str:
    """Run cmd (as run_code); fail with its output shown unless it exits 0."""
    code, out = run_code(cmd, env, timeout, cwd)
    if code is None:
        show(out)
        raise CheckFailed(f"timed out after {timeout:.0f} s: {' '.join(cmd)}")
    if code != 0:
        show(out)
        raise CheckFailed(f"exit {code}: {' '.join(cmd)}")
    if not quiet:
        show(out)
    return out
