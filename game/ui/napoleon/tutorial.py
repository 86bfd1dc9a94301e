"""Napoleon's tutorial match: the lesson's prepared deal (:mod:`.tutorial_lesson`), AI seats
that play its script, and the coach that walks through its steps; the machinery is the
table's, shared by every game's lesson (:mod:`game.ui.table.lesson`). No pygame: the table's
tutorial mode (:mod:`.tutorial_table`) draws it. Never saved, never counted."""

from __future__ import annotations

from collections.abc import Sequence

from game.napoleon import Action

from ..table import lesson
from ..table.lesson import LessonSession, PreparedMatch
from .tutorial_lesson import LESSON, SCRIPT, STEPS, LessonStep

__all__ = ["Coach", "PreparedMatch", "TutorialSession"]


class Coach(lesson.Coach):
    """The coach of Napoleon's lesson (its steps and script unless given others)."""

    def __init__(self, steps: Sequence[LessonStep] = STEPS, script: Sequence[Action] = SCRIPT) -> None:
        super().__init__(steps, script)


class TutorialSession(LessonSession):
    """Napoleon's tutorial match: one prepared hand, the human at seat 0, AI seats on the script."""

    def __init__(self, level: str = "normal") -> None:
        super().__init__(LESSON, level)
