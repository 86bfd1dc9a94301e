"""The review's modules are imported ahead (:mod:`game.ui.warm_up`), so the frame that opens a
review imports nothing: the import of a game's coach and its words was 25-35 ms of that one frame
(``python -m bench.ui --coach-only``). Checked in fresh interpreters: in this one, other tests
have imported everything already."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.rules.games import GAMES
from game.ui import lifetime
from game.ui.warm_up import WarmUp, review_modules

ROOT = Path(__file__).resolve().parents[2]

# Each game with a coach: a hand played to its result, then "Review my hand" pressed (the coach on
# a thread: no process here), its first update and frame; what that imported of the game's own.
OPEN_REVIEWS = """
import json, sys
import pygame
from game.rules.games import GAMES
from game.ui import coach_panel
from game.ui.app import make_context
from game.ui.driver import declarer_policy, run_until
from game.ui.input import KeyPress
from game.ui.settings import Settings
from game.ui.table.scene import TableScene
from game.ui.warm_up import warm_up_review

pygame.init()
screen = pygame.display.set_mode((1280, 720))
if sys.argv[1] == "warm":
    warm_up_review().join()
    import gc
    assert gc.get_freeze_count() > 10000  # what lives as long as the app, set aside
coach_panel.coach_kind = lambda executor: "thread"
imported = {}
for name in GAMES:
    spec = GAMES[name]
    if spec.coach is None:
        continue
    ctx = make_context(Settings(speed="off"), size=(1280, 720), seed=5, threaded_ai=False)
    table = TableScene(ctx, spec.rules_type(), "normal", 3)
    ctx.stack.push(table)
    assert run_until(table, lambda: table.result_pushed, declarer_policy, limit=100000)
    before = set(sys.modules)
    ctx.stack.top.update(0.0, [KeyPress("c")])
    replay = ctx.stack.top
    replay.update(0.0, [])
    for scene in ctx.stack.visible():
        scene.draw(screen)
    imported[name] = sorted(m for m in set(sys.modules) - before if m.startswith("game."))
    replay.coach.job.stop()
    ctx.shutdown()
print(json.dumps(imported))
"""


def _opened(mode: str) -> dict[str, list[str]]:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    done = subprocess.run(
        [sys.executable, "-c", OPEN_REVIEWS, mode],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    data: dict[str, list[str]] = json.loads(done.stdout.strip().splitlines()[-1])
    return data


@pytest.mark.xdist_group("processes")  # fresh interpreters, each playing a hand of every game
def test_opening_a_review_imports_nothing_once_the_app_has_warmed_up() -> None:
    cold = _opened("cold")
    warm = _opened("warm")
    assert set(cold) == {n for n in GAMES if GAMES[n].coach is not None} and cold
    # Without the warm-up, each game's first review imports its coach (the check can fail).
    for name, modules in cold.items():
        assert GAMES[name].coach_words in modules, (name, modules)
    assert warm == {name: [] for name in cold}


def test_the_review_modules_are_every_coached_game_s_coach_and_words() -> None:
    modules = review_modules()
    for name in GAMES:
        spec = GAMES[name]
        for path in (spec.coach, spec.coach_words):
            assert path is None or path.partition(":")[0] in modules


def test_a_module_that_will_not_import_is_logged_and_the_others_still_are(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.ui import warm_up

    monkeypatch.setattr(warm_up, "settle_heap", lambda: None)  # not this test process's heap
    job = WarmUp(["game.no_such_module", "json"])
    job.join()
    assert job.done and job.failed == ["game.no_such_module"]
    assert "warming up game.no_such_module failed" in caplog.text
    assert "warm-up" not in lifetime.owners()  # over: nothing left for quitting to join
