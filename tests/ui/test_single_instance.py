"""One copy per data folder, with real processes: a second copy asks the first to come to the
front (or, where it cannot, says in a small window that the game is already open) and exits
having written nothing; a copy killed with SIGKILL never blocks the next start."""

from __future__ import annotations

import functools
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

from game.ui.already_open import ALREADY_OPEN
from game.ui.doorbell import DOOR_NAME, Doorbell
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


def start_app(data: Path, capture: bool = False, language: str | None = None) -> subprocess.Popen[bytes]:
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
        *(["--language", language] if language else []),
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
        text = err.decode()
        assert str(data) in text and "もう開いています" in text  # the player's language
        assert "前面に出しました" in text  # the first came to the front: no window of its own
        english = start_app(data, capture=True, language="en")  # --language wins over the saved one
        _, err = english.communicate(timeout=PATIENCE)
        assert english.returncode == ALREADY_OPEN
        assert "Napoleon is already open" in err.decode() and "もう" not in err.decode()
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


# -- the doorbell: a second copy asks the first to come to the front --------------------------


@pytest.fixture
def on_screen(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Path, str]]:
    """As on a real screen (a video driver that shows windows), the small window recorded (its
    folder and heading, in the language of the moment) instead of opened."""
    from game.rules.i18n import _
    from game.ui import already_open

    shown: list[tuple[Path, str]] = []
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.setattr(
        already_open, "show_window", lambda folder: shown.append((folder, _("Napoleon is already open")))
    )
    monkeypatch.setattr(already_open.pygame, "quit", lambda: None)  # the tests' display stays
    return shown


def doorbell(folder: Path, answer: bool | None) -> Doorbell:
    """The first copy's doorbell; its window comes forward (True), cannot (False), or the app
    never answers (None)."""
    bell = Doorbell(folder, lambda visit: None if answer is None else visit.answer(answer))
    assert bell.open() and (folder / DOOR_NAME).exists()
    return bell


def test_a_second_copy_brings_the_first_forward_and_opens_no_window(
    tmp_path: Path, on_screen: list[tuple[Path, str]], caplog: pytest.LogCaptureFixture
) -> None:
    from game.ui.already_open import tell_already_open

    bell = doorbell(tmp_path, True)
    try:
        assert tell_already_open(tmp_path, tmp_path / "settings.json", "en") == ALREADY_OPEN
    finally:
        bell.stop()
    assert on_screen == []  # the player sees the first copy's window, nothing else
    assert "Its window was brought to the front" in caplog.text
    assert not (tmp_path / DOOR_NAME).exists()  # stopped: the door file goes with the doorbell


@pytest.mark.parametrize("answer", [False, None], ids=["refused", "no answer"])
def test_where_the_first_cannot_come_forward_a_small_window_says_it_is_open_in_the_players_language(
    tmp_path: Path,
    on_screen: list[tuple[Path, str]],
    monkeypatch: pytest.MonkeyPatch,
    answer: bool | None,
) -> None:
    from game.rules.i18n import set_language
    from game.ui import doorbell as doorbell_mod
    from game.ui.already_open import tell_already_open

    monkeypatch.setattr(doorbell_mod, "ANSWER_WAIT", 0.05)  # the app that never answers
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"language": "en"}))
    bell = doorbell(tmp_path, answer)
    try:
        assert tell_already_open(tmp_path, settings, "ja") == ALREADY_OPEN  # --language ja
        assert on_screen == [(tmp_path, "ナポレオンはもう開いています")]
        on_screen.clear()
        settings.write_text(json.dumps({"language": "ja"}))
        assert tell_already_open(tmp_path, settings, None) == ALREADY_OPEN  # the saved language
        assert on_screen == [(tmp_path, "ナポレオンはもう開いています")]
    finally:
        bell.stop()
        set_language("en")


def test_with_no_doorbell_the_window_says_it(tmp_path: Path, on_screen: list[tuple[Path, str]]) -> None:
    """A first copy whose folder took no door file (or an older version): the small window."""
    from game.ui.already_open import tell_already_open

    assert tell_already_open(tmp_path, tmp_path / "settings.json", "en") == ALREADY_OPEN
    assert on_screen == [(tmp_path, "Napoleon is already open")]


def test_a_stranger_at_the_door_brings_nothing_forward(tmp_path: Path) -> None:
    import socket

    rung: list[object] = []
    bell = Doorbell(tmp_path, rung.append)
    assert bell.open() and bell.port is not None
    try:
        with socket.create_connection(("127.0.0.1", bell.port)) as sock:
            sock.sendall(b"raise not-the-secret\n")
            assert sock.recv(64) == b""  # closed without an answer
        assert rung == []
    finally:
        bell.stop()


def test_the_running_app_raises_its_window_and_answers_once_it_has_the_focus(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import pygame

    from game.ui import app as app_mod
    from game.ui.doorbell import Visit
    from game.ui.settings import Settings

    raised: list[bool] = []
    monkeypatch.setattr(app_mod, "come_forward", lambda: raised.append(True))
    focused = [False]
    monkeypatch.setattr(pygame.key, "get_focused", lambda: focused[0])
    ctx = app_mod.make_context(Settings(speed="off"), size=(800, 600), seed=1, threaded_ai=False)
    ctx.router.push(app_mod.routes.Title())
    app = app_mod.App(ctx, pygame.Surface((800, 600)))
    visit = Visit()
    app.step(0.01, [pygame.event.Event(app_mod.RING, visit=visit)])
    assert raised == [True]
    assert visit._answers.empty()  # the window manager has not given it the focus yet
    focused[0] = True  # its focus event
    app.step(0.01, [pygame.event.Event(pygame.WINDOWFOCUSGAINED)])
    assert visit.wait(0) is True and app.visit is None


def test_the_small_window_closes_on_a_key_or_a_click(monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    from game.ui import already_open

    monkeypatch.setattr(already_open.pygame.display, "set_mode", lambda size: pygame.Surface(size))
    monkeypatch.setattr(already_open.pygame.display, "flip", lambda: None)
    for closing in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP, pygame.QUIT):
        events = iter([pygame.event.Event(pygame.WINDOWEXPOSED), pygame.event.Event(closing)])
        drawn: list[pygame.Surface] = []
        monkeypatch.setattr(already_open.pygame.event, "wait", functools.partial(next, events))
        monkeypatch.setattr(
            already_open, "draw_notice", lambda surface, folder, out=drawn: out.append(surface)
        )
        already_open.show_window(Path("/data"))
        assert len(drawn) == 2  # drawn at once, and again when the system asked for it
        assert next(events, None) is None  # it returned on the closing event, waiting for no more
