"""Nap's tutorial: the table's tutorial mode (:mod:`game.ui.table.lesson_table`) on Nap's
lesson (:mod:`.tutorial_lesson`: Peep Nap with Misère, four players), ending on its own result
scene (:mod:`.tutorial_result`): never saved, never counted."""

from __future__ import annotations

from ..context import Context
from ..table.lesson import LessonSession
from ..table.lesson_table import LessonTable
from .tutorial_lesson import LESSON


class NapTutorialTable(LessonTable):
    def __init__(self, ctx: Context, level: str = "normal") -> None:
        super().__init__(ctx, LessonSession(LESSON, level))
