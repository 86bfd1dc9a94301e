"""Napoleon's tutorial: the table's tutorial mode (:mod:`game.ui.table.lesson_table`) on
Napoleon's lesson (:mod:`.tutorial_lesson`), ending on its own result scene
(:mod:`.tutorial_result`): never saved, never counted."""

from __future__ import annotations

from ..context import Context
from ..table.lesson_table import LessonTable
from .tutorial import TutorialSession


class TutorialTable(LessonTable):
    def __init__(self, ctx: Context, level: str = "normal") -> None:
        super().__init__(ctx, TutorialSession(level))
