"""The real app, killed at random moments, always resumes (issue 16).

A subprocess runs the real app (dummy video and audio) with ``--autoplay`` (the human's seat
plays itself) and is SIGKILLed at random moments, at least 20 times (each run after a random
time, or sooner after a random number of actions, so that the kills cannot outrun the match
however fast the machine). After every kill the save must load, hold every action the app had
shown but the one in flight, and Continue (Enter on the title) must resume from it; in the end
the match is played to its standings.
"""

from __future__ import annotations

import json
import random
import signal
import subprocess
import time
from pathlib import Path

import pytest

from game.ui import savegame

from .helpers import start_real_app

# Timing-sensitive child processes: under xdist, one after another on one worker.
pytestmark = pytest.mark.xdist_group("processes")

KILLS = 22
MOST_PER_RUN = 12  # the actions a run may show before its kill, however fast the machine
# Hands in the match (about 60 actions each): more than the kills can get through (22 runs of
# at most 12 actions), few enough that the rest is quickly played to the standings at the end.
ROUNDS = 7


def start(tmp: Path, first: bool) -> subprocess.Popen[bytes]:
    first_args = ["--play", "--seed", "5", "--level", "normal"] if first else []
    return start_real_app(tmp, "--probe-file", str(tmp / "probe.json"), *first_args)


def probe(tmp: Path) -> dict[str, object]:
    try:
        return dict(json.loads((tmp / "probe.json").read_text(encoding="utf-8")))
    except (OSError, ValueError):  # written while we read: the previous one stands
        return {}


def saved_actions(tmp: Path) -> int:
    saved = savegame.read(tmp / "match.json")  # raises if the kill damaged it
    done = sum(len(r["actions"]) for r in saved.match.records)
    return done + (len(saved.hand.actions) if saved.hand is not None else 0)


@pytest.mark.slow
def test_sigkill_at_random_moments_never_loses_more_than_the_move_in_flight(tmp_path: Path) -> None:
    # A match long enough to outlast the kills: the house rules remembered in the settings.
    (tmp_path / "settings.json").write_text(
        json.dumps({"extra": {"house_rules": {"pagat": {"rounds": ROUNDS}}}}), encoding="utf-8"
    )
    rng = random.Random(16)
    seen = 0  # the most actions the app has shown so far
    before = 0  # the actions in the save at the last kill
    kills = 0
    while True:
        final = kills >= KILLS  # after the kills, the match is played to its end
        proc = start(tmp_path, first=kills == 0)
        over = False
        try:
            resumed_at = None
            deadline = time.monotonic() + (600 if final else rng.uniform(0.8, 3.0))
            most = rng.randint(1, MOST_PER_RUN)
            while time.monotonic() < deadline and proc.poll() is None:
                p = probe(tmp_path)
                actions = p.get("actions")
                if isinstance(actions, int):
                    if resumed_at is None:
                        resumed_at = actions
                    seen = max(seen, actions)
                    if not final and actions >= resumed_at + most:  # a quick run: killed now or soon
                        time.sleep(rng.uniform(0.0, 0.15))
                        break
                if p.get("scene") == "MatchResultScene":
                    over = True
                    break
                time.sleep(0.02)
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(10)
        if resumed_at is not None and kills > 0:
            assert resumed_at >= before - 1, f"restart {kills}: resumed at {resumed_at}, saved {before}"
        if over:
            assert kills >= KILLS, f"the match ended after {kills} kills: make it longer"
            break
        assert not final, "the match did not finish"
        kills += 1
        if (tmp_path / "match.json").exists():
            before = saved_actions(tmp_path)
            assert before >= seen - 1, f"kill {kills}: saved {before} actions, the app had shown {seen}"
        (tmp_path / "probe.json").unlink(missing_ok=True)
