"""A yes/no question over the current screen (e.g. abandoning the match in progress)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules import RuleSet

from ..widgets import Button, Widget
from .menu_base import MenuScene

if TYPE_CHECKING:
    from ..context import Context


class ConfirmScene(MenuScene):
    overlay = True
    transparent = True

    def __init__(self, ctx: Context, question: str, yes: str, no: str,
                 on_yes: Callable[[], None], detail: str = "") -> None:
        self.title = question
        self.subtitle = detail
        self.yes_label, self.no_label = yes, no
        self.on_yes = on_yes
        super().__init__(ctx)

    def build(self) -> list[Widget]:
        # "Keep" first, so Enter on the question never throws the match away.
        return [Button(self.no_label, self.back, key="k"), Button(self.yes_label, self.accept)]

    def accept(self) -> None:
        self.stack.pop()
        self.on_yes()

    def back(self) -> None:
        self.stack.pop()


def start_new_match(ctx: Context, rules: RuleSet, level: str) -> None:
    """Start a new match; if a saved one would be replaced, ask the player first."""
    if not ctx.has_save():
        ctx.start_match(rules, level)
        return
    ctx.stack.push(ConfirmScene(
        ctx, "Abandon the match in progress?", "Abandon it and start a new match",
        "Keep it", lambda: ctx.start_match(rules, level),
        "Its save is replaced by the new match; Continue on the title resumes it otherwise."))
