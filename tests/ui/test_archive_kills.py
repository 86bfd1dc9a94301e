"""The real app, killed again and again while hands are counted (issue 30): every counted hand
is kept in the archive exactly once, whatever the kills and Continues, and the temp files of
writes a kill interrupted are gone.

A subprocess runs the real app (dummy video and audio, ``--autoplay``: the player's seat plays
itself, Enter on the title is Continue) and is SIGKILLed at random moments; then it runs on
until hands were counted after the temp files' age limit, and quits politely. The save then
says how many hands the match has counted: the archive holds each of them once, no more.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import time
from collections import Counter
from pathlib import Path

import pytest

from game.ui import savegame
from game.ui.hand_archive import TEMP_AGE, HandArchive

from .helpers import start_real_app

# Timing-sensitive child processes: under xdist, one after another on one worker.
pytestmark = pytest.mark.xdist_group("processes")

KILLS = 8
ROUNDS = 40  # hands in the match: more than the test plays


def start(tmp: Path, first: bool) -> subprocess.Popen[bytes]:
    first_args = ["--play", "--seed", "30", "--level", "random"] if first else []
    return start_real_app(tmp, *first_args)


# Seconds the match may make no progress (its save unchanged) before the wait gives up: a
# hang, not a slow machine (the save is written after every action).
STALL_SECONDS = 120


def saved_at(tmp: Path) -> int:
    try:
        return (tmp / "match.json").stat().st_mtime_ns
    except OSError:
        return 0


def wait_for_a_hand(tmp: Path, proc: subprocess.Popen[bytes], before: int, poll: float) -> None:
    """Until a hand is kept beyond ``before``, the app stops, or the match stalls."""
    seen, since = saved_at(tmp), time.monotonic()
    while kept(tmp) == before and proc.poll() is None and time.monotonic() - since < STALL_SECONDS:
        time.sleep(poll)
        now = saved_at(tmp)
        if now != seen:
            seen, since = now, time.monotonic()


def kept(tmp: Path) -> int:
    try:
        return sum(1 for p in (tmp / "hands").iterdir() if p.suffix == ".json")
    except OSError:
        return 0


@pytest.mark.slow
def test_killed_while_hands_are_counted_each_hand_is_kept_once_and_no_temp_file_stays(
    tmp_path: Path,
) -> None:
    (tmp_path / "settings.json").write_text(
        json.dumps({"tutorial_offered": True, "extra": {"house_rules": {"pagat": {"rounds": ROUNDS}}}}),
        encoding="utf-8",
    )
    hands = tmp_path / "hands"
    rng = random.Random(30)
    for kill in range(KILLS):
        proc = start(tmp_path, first=kill == 0)
        try:
            if kill % 2 == 0:  # just after a hand is kept: before or while the save says so
                wait_for_a_hand(tmp_path, proc, kept(tmp_path), 0.005)
                time.sleep(rng.uniform(0.0, 0.2))
            else:  # any moment: starting, resuming, mid-hand
                time.sleep(rng.uniform(0.3, 3.0))
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(10)
        assert proc.returncode == -signal.SIGKILL, "the app stopped by itself"
    last_kill = time.monotonic()
    # A write interrupted by a kill, as a slow disk leaves them (the kills above rarely land
    # inside a write on a fast one).
    hands.mkdir(exist_ok=True)
    stray = hands / "20200101-000000-napoleon-1-h001.json.ab12cd34.tmp"
    stray.write_text('{"format": ')
    os.utime(stray, (time.time() - 3600, time.time() - 3600))
    # Continue, until a hand is counted after the temp files' age limit; then quit politely.
    proc = start(tmp_path, first=False)
    try:
        while time.monotonic() < last_kill + TEMP_AGE and proc.poll() is None:
            time.sleep(0.05)  # the temp files' age is a clock of the app's own
        before = kept(tmp_path)
        wait_for_a_hand(tmp_path, proc, before, 0.05)
        assert proc.poll() is None, "the app stopped by itself"
        assert kept(tmp_path) > before, "no hand was counted after the Continue"
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(30)
    saved = savegame.read(tmp_path / "match.json")
    counted = len(saved.match.records)
    archive = HandArchive(hands)
    keys = Counter((a.game, a.match, a.number) for a in archive.hands())
    assert all(n == 1 for n in keys.values()), f"kept twice: {[k for k, n in keys.items() if n > 1]}"
    assert sorted(k[2] for k in keys) == list(range(1, counted + 1)), (keys, counted)
    assert {k[1] for k in keys} == {"30"}  # one match, its seed the key
    for a in archive.hands():  # each kept hand is the match's own record of it
        assert archive.open(a).record == saved.match.records[a.number - 1]
    leftovers = [p.name for p in hands.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == [], leftovers
