"""``python -m game --self-test`` exits 0 headless (packaging and CI rely on it), plays one hand of
every registered game, writes UTF-8 whatever the console, and fails with an exit code (never an
uncaught exception: a dialog in the frozen windowed app)."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest

from tests.whist.spec import shipped_games


def run_self_test(*args: str, code: str | None = None, **env: str) -> subprocess.CompletedProcess[bytes]:
    """The self-test in a child process (``code`` runs first, in place of ``-m game``)."""
    environ = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **env)
    cmd = [sys.executable, "-m", "game"] if code is None else [sys.executable, "-c", code]
    return subprocess.run([*cmd, "--self-test", *args], env=environ, capture_output=True, timeout=180)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_self_test_plays_every_registered_game(language: str) -> None:
    out = run_self_test("--language", language)
    text = out.stdout.decode("utf-8")
    assert out.returncode == 0, text + out.stderr.decode("utf-8")
    assert "self-test: OK" in text
    shipped = shipped_games()  # the child knows the shipped games, not the tests' Whist
    assert len(shipped) >= 2  # Napoleon and British Nap at least
    for name in shipped:
        assert f"self-test: {name}: the table played a hand" in text
        assert f"self-test: {name}: hand played" in text
    assert f"self-test: {len(shipped)} game(s) played" in text


# A build that cannot import one module (as a frozen build that lost it): the code run in place of
# ``-m game``, with the module's name put in.
LOSE_MODULE = """
import sys
class Block:
    def find_spec(self, fullname, path=None, target=None):
        if fullname == "{module}":
            raise ImportError("this build has no " + fullname)
sys.meta_path.insert(0, Block())
from game.__main__ import main
raise SystemExit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize(
    ("module", "said"),
    [
        # British Nap's registry entry: the registry only logs a game it cannot load
        ("game.british_nap.spec", "FAILED to load the game game.british_nap.spec:NAP_GAME"),
        # Nap's coach words: a module only the registry names, by its path
        (
            "game.ui.british_nap.coach_words",
            "FAILED to load the review's module game.ui.british_nap.coach_words",
        ),
    ],
)
def test_self_test_fails_when_a_module_of_the_build_is_missing(module: str, said: str) -> None:
    out = run_self_test(code=LOSE_MODULE.replace("{module}", module))
    text = out.stdout.decode("utf-8")
    assert out.returncode == 1, text + out.stderr.decode("utf-8")
    assert said in text
    assert "self-test: OK" not in text


def test_self_test_writes_utf8_to_a_cp1252_pipe() -> None:
    """Windows gives a redirected stdout the ANSI code page: "♦" and Japanese must not crash it."""
    out = run_self_test("--language", "ja", PYTHONIOENCODING="cp1252")
    text = out.stdout.decode("utf-8")  # strict: the output is UTF-8
    assert out.returncode == 0, text + out.stderr.decode("utf-8", "replace")
    assert "self-test: OK" in text
    assert "オプション" in text  # "Options" in Japanese, which cp1252 cannot write


def test_utf8_output_switches_a_cp1252_stream(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.__main__ import utf8_output

    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="cp1252")
    monkeypatch.setattr(sys, "stdout", stream)
    monkeypatch.setattr(sys, "stderr", None)  # a windowed app with no console: left alone
    utf8_output()
    print("♦ ナポレオン")
    stream.flush()
    assert raw.getvalue().decode("utf-8") == "♦ ナポレオン\n"


IMPORT_FAILS = """
import sys
class Block:
    def find_spec(self, fullname, path=None, target=None):
        if fullname == "game.ui.selftest":
            raise ImportError("blocked by the test")
sys.meta_path.insert(0, Block())
from game.__main__ import main
raise SystemExit(main(sys.argv[1:]))
"""


def test_an_import_failure_exits_nonzero_with_a_traceback() -> None:
    out = run_self_test(code=IMPORT_FAILS, PYTHONIOENCODING="cp1252")
    text = out.stdout.decode("utf-8") + out.stderr.decode("utf-8")
    assert out.returncode == 1, text
    assert "Traceback" in text and "ImportError: blocked by the test" in text
    assert "self-test: FAILED" in text


def test_tween_supersedes() -> None:
    from game.ui.tween import TweenManager

    class Box:
        x = 0.0

    b = Box()
    tm = TweenManager()
    tm.animate(b, "x", 100.0, 1.0, ease="linear")
    tm.update(0.5)
    assert abs(b.x - 50) < 1e-6
    tm.animate(b, "x", 0.0, 1.0, ease="linear")  # re-targeted mid-flight: from 50 to 0
    tm.update(0.5)
    assert abs(b.x - 25) < 1e-6
    tm.update(1.0)
    assert b.x == 0.0 and not tm.busy
