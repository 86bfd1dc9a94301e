"""A real window under Xvfb, a real mouse drag with xdotool, and the engine's record checked.

The app runs with ``--probe-file`` (it writes where the human's legal cards are) and
``--record-file`` (it writes the hand record on SIGTERM). Without a window manager
``xdotool search`` does not find SDL windows, so the pointer is moved in root coordinates:
the window sits at 0,0.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.rules import Card, replay

# Seconds the app may show nothing new before the test gives up on it (a hang, not a slow box).
STALL_SECONDS = 120

# Timing-sensitive child processes: under xdist, one after another on one worker.
pytestmark = pytest.mark.xdist_group("processes")


def _need(tool: str) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (apt-get install xvfb xdotool x11-utils)")


def _start_xvfb() -> tuple[subprocess.Popen[bytes], int]:
    """Xvfb on a display number it picks itself (``-displayfd``: no race with another X server
    started at the same time, by a parallel test or anyone else); it writes the number when it
    is ready for clients."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read, encoding="ascii") as pipe:
        ready, _, _ = select.select([pipe], [], [], 30)
        number = pipe.readline().strip() if ready else ""
    if not number.isdigit():
        xvfb.kill()
        xvfb.wait(timeout=10)
        pytest.fail(f"Xvfb did not start (it said {number!r})")
    return xvfb, int(number)


def _xdo(env: dict[str, str], *args: str) -> None:
    subprocess.run(["xdotool", *args], env=env, check=True, timeout=10)


def _read(path: Path) -> dict[str, object]:
    try:
        return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]
    except (OSError, ValueError):
        return {}


def test_real_mouse_drag_plays_a_card(tmp_path: Path) -> None:
    _need("Xvfb")
    _need("xdotool")
    xvfb, n = _start_xvfb()
    app = None
    try:
        env = dict(
            os.environ, DISPLAY=f":{n}", SDL_AUDIODRIVER="dummy", NAPOLEON_DATA_DIR=str(tmp_path / "data")
        )  # never the real user's saves
        env.pop("SDL_VIDEODRIVER", None)
        probe = tmp_path / "probe.json"
        record = tmp_path / "record.json"
        app = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "game",
                "--play",
                "--seed",
                "3",
                "--speed",
                "off",
                "--size",
                "1280x720",
                "--windowed",
                "--probe-file",
                str(probe),
                "--record-file",
                str(record),
                "--settings-file",
                str(tmp_path / "settings.json"),
            ],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        played: str | None = None
        # Progress, not a clock: the AI seats bid first and a busy machine slows them, so the
        # wait only ends when the probe has said nothing new for a long while.
        last_state: dict[str, object] = {}
        stalled_since = time.monotonic()
        while played is None:
            assert app.poll() is None, app.stdout.read().decode() if app.stdout else ""
            state = _read(probe)
            if state != last_state:
                last_state, stalled_since = state, time.monotonic()
            assert time.monotonic() - stalled_since < STALL_SECONDS, (
                f"never reached the human's play; the probe stopped at {state}"
            )
            if state.get("scene") == "TableScene" and state.get("ready"):
                if state.get("phase") == "bid":
                    _xdo(env, "mousemove", "5", "5")
                    _xdo(env, "key", "p")  # pass
                    time.sleep(0.3)
                elif state.get("phase") == "play" and state.get("cards"):
                    cards = state["cards"]
                    assert isinstance(cards, list)
                    legal = next(c for c in cards if c["legal"])
                    x, y = (int(v) for v in legal["pos"])
                    dx, dy = (int(v) for v in state["drop"])  # type: ignore[union-attr]
                    _xdo(env, "mousemove", str(x), str(y))
                    time.sleep(0.15)
                    _xdo(env, "mousedown", "1")
                    for k in range(1, 9):
                        _xdo(env, "mousemove", str(x + (dx - x) * k // 8), str(y + (dy - y) * k // 8))
                        time.sleep(0.03)
                    _xdo(env, "mouseup", "1")
                    played = legal["card"]
                    time.sleep(0.5)
            time.sleep(0.1)
        app.send_signal(signal.SIGTERM)
        app.wait(timeout=20)
        data = json.loads(record.read_text(encoding="utf-8"))
        hand = replay(data)
        mine = [c for t in hand.tricks for s, c in zip(t.seats, t.cards, strict=True) if s == 0]
        mine += [c for s, c in zip(hand.trick_seats, hand.trick, strict=True) if s == 0]
        assert Card.parse(played) in mine, (played, data["actions"])
    finally:
        if app is not None and app.poll() is None:
            app.kill()
        xvfb.terminate()
        xvfb.wait(timeout=10)
