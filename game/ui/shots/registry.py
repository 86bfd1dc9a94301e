"""The screenshots' scenes by name: each group module lists its :class:`~.common.Shot`\\ s and
:func:`scenes` gathers them, in the order they are taken.

A scene's ``build`` gets a fresh context (seed 7, the window's size, the language asked) and
puts that scene on its stack, really reached (a hand played through the table, real files in a
temporary folder); the runner draws the stack and saves it. A new scene: its function in its
group's module (or a new group's, added to :data:`GROUPS`) and its ``Shot`` in that ``SHOTS``.
The tool is not part of the frozen app (build.spec excludes it).
"""

from __future__ import annotations

from . import challenge, history, menus, nap_table, napoleon_table, newgame, results, storage, tutorial
from .common import Shot

GROUPS = (menus, newgame, napoleon_table, results, storage, history, tutorial, nap_table, challenge)


def scenes() -> tuple[Shot, ...]:
    """Every scene, group by group."""
    return tuple(shot for group in GROUPS for shot in group.SHOTS)
