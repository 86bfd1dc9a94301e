"""Tests name no game unless they test that game: a test of what every game shares takes its
games from the registry (``GAMES``, ``GAME_ENTRIES``), so a game registered later, or only by
the tests, is checked too. A list spelling out exactly the shipped games' names is the sign of
such a test kept by hand; the few left test each of those games' own ways (their setups differ
game by game) or use the names as data, and are counted here so that no new one slips in."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from game.rules.games import GAME_ENTRIES

TESTS = Path(__file__).resolve().parent

# Lists of exactly the shipped games' names that stay, by file: how many, and why.
KNOWN = {
    # the bugs each game's table had, each reached by that game's own setup (its exchange,
    # its hand size, a hand it settles early)
    "ui/test_first_hour.py": 3,
    # game names as data in the statistics rows' fuzzing, not a list of games to test
    "ui/test_statistics_rows.py": 2,
}


def shipped_names() -> set[str]:
    names = set()
    for entry in GAME_ENTRIES:
        module, _, attr = entry.partition(":")
        names.add(getattr(importlib.import_module(module), attr).name)
    return names


def lists_of_the_games(source: str, games: set[str]) -> list[int]:
    """The lines of the list or tuple literals whose items are exactly ``games``' names."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.List, ast.Tuple)) and len(node.elts) >= 2:
            items = [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
            if len(items) == len(node.elts) and set(items) == games:
                lines.append(node.lineno)
    return lines


def test_the_finder_sees_a_hand_kept_list() -> None:
    games = {"a", "b"}
    source = 'X = ["a", "b"]\nY = ("b", "a", "a")\nZ = ["a", "b", "c"]\nW = ["a", x]\n'
    assert lists_of_the_games(source, games) == [1, 2]


def test_no_test_lists_the_games_by_hand() -> None:
    games = shipped_names()
    assert len(games) >= 2
    found: dict[str, list[int]] = {}
    for path in sorted(TESTS.rglob("*.py")):
        lines = lists_of_the_games(path.read_text(encoding="utf-8"), games)
        if lines:
            found[path.relative_to(TESTS).as_posix()] = lines
    extra = {name: lines for name, lines in found.items() if len(lines) > KNOWN.get(name, 0)}
    assert not extra, f"lists of the games kept by hand (take them from GAMES): {extra}"
    gone = {name for name, count in KNOWN.items() if len(found.get(name, [])) < count}
    assert not gone, f"fewer lists than counted: lower KNOWN for {sorted(gone)}"
