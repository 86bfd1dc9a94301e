"""What every game's glossary shares: its words as the rules help lays them out (a heading per
term, its explanation, a blank line between terms), scrollable, with a Back button and no
Glossary button of its own. Each game's glossary (Napoleon's: :mod:`game.ui.napoleon.glossary`)
gives its terms and its title."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..context import Context
from .rules_help import Heading, RulesHelpScene


def glossary_lines(entries: Sequence[tuple[str, str]]) -> list[str]:
    """``entries`` ((heading, explanation) of every term) as the scene shows them: a heading
    per term, its explanation, a blank line."""
    out: list[str] = []
    for heading, text in entries:
        out += [Heading(heading), text, ""]
    return out[:-1]


class GlossaryBase(RulesHelpScene):
    """Every term, scrollable, with a Back button (to the rules help or the title)."""

    heading = "glossary"

    def __init__(self, ctx: Context, *args: Any) -> None:
        super().__init__(ctx, *args)
        self.lines = self.glossary_lines()

    def glossary_lines(self) -> list[str]:
        """The terms' lines, in the player's language."""
        raise NotImplementedError

    def language_changed(self) -> None:
        super().language_changed()
        self.lines = self.glossary_lines()
