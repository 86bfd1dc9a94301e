"""The screenshots' scenes by name: each group module lists its :class:`~.common.Shot`\\ s and
:func:`scenes` gathers them, in the order they are taken.

A scene's ``build`` gets a fresh context (seed 7, the window's size, the language asked) and
puts that scene on its stack, really reached (a hand played through the table, real files in a
temporary folder); the runner draws the stack and saves it. A new scene: its function in its
group's module and its ``Shot`` in that ``SHOTS``. The shared screens' groups are listed here;
each game's own group is the one its spec names (``GameSpec.shots``), so a registered game's
table is shown without an edit here. The tool is not part of the frozen app (build.spec
excludes it).
"""

from __future__ import annotations

import importlib
from types import ModuleType

from game.rules.games import GAMES

from . import challenge, history, menus, newgame, results, storage, tutorial
from .common import Shot

# The shared screens' groups: before the games' tables, and after them.
SHARED_BEFORE = (menus, newgame)
SHARED_AFTER = (results, storage, history, tutorial, challenge)


def game_group(path: str) -> ModuleType:
    """A game's group: a module of this package by its name, or any module by its dotted path."""
    return importlib.import_module(path if "." in path else f"{__package__}.{path}")


def groups() -> tuple[ModuleType, ...]:
    """Every group, in the order taken: the shared ones and each registered game's own (once,
    should two games name the same)."""
    games = dict.fromkeys(game_group(spec.shots) for spec in GAMES.values() if spec.shots is not None)
    return (*SHARED_BEFORE, *games, *SHARED_AFTER)


def scenes() -> tuple[Shot, ...]:
    """Every scene, group by group."""
    return tuple(shot for group in groups() for shot in group.SHOTS)
