"""The tutorial's coach marks: the table's own (:mod:`game.ui.table.coach_marks`), shared by
every game's lesson; named here too, where Napoleon's tutorial first had them."""

from __future__ import annotations

from ..table.coach_marks import (
    MARK,
    CoachedTable,
    CoachMarks,
    card_rect,
    step_targets,
    suit_safe,
    talks_of_hand,
    targets,
)

__all__ = [
    "MARK",
    "CoachMarks",
    "CoachedTable",
    "card_rect",
    "step_targets",
    "suit_safe",
    "talks_of_hand",
    "targets",
]
