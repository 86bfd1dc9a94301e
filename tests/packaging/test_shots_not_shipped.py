"""The screenshot tool (``game.ui.shots``: the scenes, the runner, the contact sheet) is for
maintainers and test harnesses: the frozen app never bundles it (build.spec excludes it) and
nothing the app runs needs it (no shipped module imports it, the self-test never loads it)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from game.rules.games import GAME_ENTRIES, GAMES

from ..test_layers import GAME, imports_of, module_name, within
from .helpers import REPO, minimal_env

SHOTS = "game.ui.shots"


def analysis_keyword(name: str) -> ast.expr:
    """The expression given as ``name=`` to build.spec's ``Analysis(...)``."""
    tree = ast.parse((REPO / "build.spec").read_text(encoding="utf-8"), "build.spec")
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "Analysis"]
    assert len(calls) == 1, f"build.spec has {len(calls)} Analysis(...) calls"
    for keyword in calls[0].keywords:
        if keyword.arg == name:
            return keyword.value
    raise AssertionError(f"build.spec's Analysis has no {name}=")


def test_build_spec_excludes_the_screenshot_tool() -> None:
    excludes = ast.literal_eval(analysis_keyword("excludes"))
    assert SHOTS in excludes, f"build.spec's excludes: {excludes}"


def test_the_modules_the_spec_bundles_by_name_are_not_the_screenshot_tool() -> None:
    """build.spec's hidden imports are the modules the game registry names."""
    named = [*GAME_ENTRIES] + [path for spec in GAMES.values() for path in spec.module_paths()]
    assert named and not [p for p in named if within(p.partition(":")[0], SHOTS)]


def test_no_shipped_module_imports_the_screenshot_tool() -> None:
    """Imports anywhere in a module (inside functions too), of every module but the tool's own,
    and of the frozen app's entry script."""
    sources = [p for p in GAME.rglob("*.py") if not within(module_name(p), SHOTS)]
    assert {"game.ui.app", "game.ui.driver"} <= {module_name(p) for p in sources}
    bad = [
        f"{module_name(p)} imports {i.module}"
        for p in sources
        for i in imports_of(p)
        if within(i.module, SHOTS)
    ]
    launcher = (REPO / "packaging" / "launcher.py").read_text(encoding="utf-8")
    bad += ["packaging/launcher.py names it"] if SHOTS in launcher else []
    assert not bad, "\n".join(bad)


def test_the_self_test_runs_without_loading_the_screenshot_tool(tmp_path: Path) -> None:
    """The app's own --self-test (every game's table played through the scripted driver, the
    app's routes built): the modules loaded afterwards include no part of the tool."""
    probe = (
        "import runpy, sys\n"
        "sys.argv = ['napoleon', '--self-test']\n"
        "try:\n"
        "    runpy.run_module('game', run_name='__main__', alter_sys=True)\n"
        "except SystemExit as e:\n"
        "    assert not e.code, e.code\n"
        "print('loaded:', ' '.join(sorted(m for m in sys.modules if m.startswith('game.'))))\n"
    )
    env = minimal_env(tmp_path / "home")
    result = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=180,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    loaded = result.stdout.rpartition("loaded:")[2].split()
    assert {"game.ui.app", "game.ui.driver", "game.ui.selftest"} <= set(loaded), loaded
    assert not [m for m in loaded if within(m, SHOTS)], loaded
