"""The Esc menu over the table: resume, new match, options, rules, quit."""

from __future__ import annotations

from game.rules import RuleSet

from ..context import Context
from ..widgets import Button, Widget
from .menu_base import MenuScene


class PauseScene(MenuScene):
    title = "Paused"
    overlay = True
    transparent = True

    def __init__(self, ctx: Context, rules: RuleSet) -> None:
        """``rules``: the rules of the match paused (the Rules button shows them)."""
        self.rules = rules
        super().__init__(ctx)

    def build(self) -> list[Widget]:
        router = self.ctx.router
        return [
            Button("Resume", self.back),
            Button("New match", lambda: router.push("new_game")),
            Button("Options", lambda: router.push("options", overlay=True)),
            Button("Rules", lambda: router.push("rules_help", self.rules)),
            Button("Quit to title", lambda: router.go("title")),
            Button("Quit game", self.quit),
        ]

    def quit(self) -> None:
        self.ctx.quit_requested = True
