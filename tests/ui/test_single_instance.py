"""One copy per data folder, with real processes: a second copy says the game is already open
and exits having written nothing; a copy killed with SIGKILL never blocks the next start."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from game.ui.app import ALREADY_OPEN
from game.ui.single_instance import LOCK_NAME, AlreadyOpen, InstanceLock

# Timing-sensitive child processes: under xdist, one after another on one worker.
pytestmark = pytest.mark.xdist_group("processes")

ROOT = Path(__file__).resolve().parents[2]
PATIENCE = 120.0  # seconds a started copy may take to come up on a slow, shared machine

HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from game.ui.single_instance import InstanceLock
    lock = InstanceLock(Path(sys.argv[1]))
    print("held" if lock.acquire() else "none", flush=True)
    time.sleep(600)
    """
)


def env_for(data: Path) -> dict[str, str]:
    return {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "NAPOLEON_DATA_DIR": str(data),
        "PYTHONPATH": str(ROOT),
    }


def wait_for(what: Callable[[], bool], proc: subprocess.Popen[bytes] | None = None) -> None:
    end = time.monotonic() + PATIENCE
    while not what():
        assert proc is None or proc.poll() is None, "the copy stopped before it was up"
        assert time.monotonic() < end, "the copy did not come up"
        time.sleep(0.1)


def test_a_second_process_cannot_take_the_folder_until_the_first_is_killed(tmp_path: Path) -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path)], stdout=subprocess.PIPE, env=env_for(tmp_path)
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == b"held"
        with pytest.raises(AlreadyOpen):
            InstanceLock(tmp_path).acquire()
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait()
    lock = InstanceLock(tmp_path)  # the OS let go of the dead process's lock
    assert lock.acquire() and (tmp_path / LOCK_NAME).exists()
    lock.release()


def test_a_folder_without_room_for_a_lock_still_starts(tmp_path: Path) -> None:
    blocker = tmp_path / "afile"
    blocker.write_text("not a folder")
    assert InstanceLock(blocker / "data").acquire() is False  # logged; the game starts as before


def start_app(data: Path, capture: bool = False) -> subprocess.Popen[bytes]:
    args = [
        sys.executable,
        "-m",
        "game",
        "--speed",
        "off",
        "--size",
        "800x600",
        "--settings-file",
        str(data / "settings.json"),
        "--probe-file",
        str(data / "probe.json"),
    ]
    out = subprocess.PIPE if capture else subprocess.DEVNULL
    return subprocess.Popen(args, cwd=data, env=env_for(data), stdout=out, stderr=out)


def test_the_real_app_refuses_a_second_copy_and_a_killed_copy_never_blocks(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text(json.dumps({"language": "ja", "tutorial_offered": True}))
    probe = data / "probe.json"
    first = start_app(data)
    try:
        wait_for(probe.exists, first)  # its window is up: it holds the folder
        before = sorted(p.name for p in data.iterdir())
        second = start_app(data, capture=True)
        _, err = second.communicate(timeout=PATIENCE)
        assert second.returncode == ALREADY_OPEN
        assert str(data) in err.decode() and "もう開いています" in err.decode()  # the player's language
        assert first.poll() is None and sorted(p.name for p in data.iterdir()) == before
    finally:
        first.send_signal(signal.SIGKILL)  # no goodbye: only the OS lets go of the lock
        first.wait()
    probe.unlink()
    third = start_app(data)
    try:
        wait_for(probe.exists, third)
    finally:
        third.send_signal(signal.SIGTERM)  # a polite quit
        third.communicate(timeout=PATIENCE)
    assert third.returncode == 0


def test_a_copy_that_is_quitting_is_waited_for_a_moment(tmp_path: Path) -> None:
    """A restart right after quitting is not told the game is open while the first copy lets go."""
    import threading

    first = InstanceLock(tmp_path)
    assert first.acquire()
    threading.Timer(0.3, first.release).start()
    second = InstanceLock(tmp_path)
    assert second.acquire() and second.held
    third = InstanceLock(tmp_path)
    with pytest.raises(AlreadyOpen):
        third.acquire()  # a lock that is held stays held
    second.release()
    assert third.acquire()
    third.release()
