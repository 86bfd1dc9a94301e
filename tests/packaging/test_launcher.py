"""The frozen app's entry script (packaging/launcher.py) never lets a self-test failure escape:
an uncaught exception would be a dialog in the windowed Windows/macOS app, not an exit code."""

from __future__ import annotations

import os
import subprocess
import sys

from .helpers import REPO

# Run before the launcher: importing `name` (or any submodule of it) fails.
BLOCK = """
import runpy, sys
class Block:
    def find_spec(self, fullname, path=None, target=None):
        if fullname == {name!r} or fullname.startswith({name!r} + "."):
            raise ImportError("blocked by the test: " + fullname)
sys.meta_path.insert(0, Block())
sys.argv = [{launcher!r}, *{args!r}]
runpy.run_path({launcher!r}, run_name="__main__")
"""


def run_launcher(blocked: str, *args: str) -> subprocess.CompletedProcess[bytes]:
    code = BLOCK.format(name=blocked, launcher=str(REPO / "packaging" / "launcher.py"), args=list(args))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONIOENCODING="cp1252")
    return subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, timeout=120)


def test_self_test_exits_1_when_the_game_does_not_import() -> None:
    result = run_launcher("game", "--self-test")
    out = (result.stdout + result.stderr).decode("utf-8")
    assert result.returncode == 1, out
    assert "Traceback" in out and "ImportError: blocked by the test: game" in out
    assert "self-test: FAILED" in out


def test_self_test_exits_1_when_pygame_does_not_import() -> None:
    result = run_launcher("pygame", "--self-test")
    out = (result.stdout + result.stderr).decode("utf-8")
    assert result.returncode == 1, out
    assert "ImportError: blocked by the test: pygame" in out
    assert "self-test: FAILED" in out
