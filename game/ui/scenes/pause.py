"""The Esc menu over the table: resume, new match, options, rules, quit."""

from __future__ import annotations

from typing import Any

from game.rules.i18n import N_, _

from .. import routes
from ..context import Context
from ..widgets import Button, Widget
from .menu_base import MenuScene


class PauseScene(MenuScene):
    title = N_("Paused")
    overlay = True
    transparent = True

    def __init__(self, ctx: Context, rules: Any) -> None:
        """``rules``: the rules of the match paused, any registered game's (the Rules button
        shows them)."""
        self.rules = rules
        super().__init__(ctx)

    def build(self) -> list[Widget]:
        router = self.ctx.router
        return [
            Button(_("Resume"), self.back),
            Button(_("New match"), lambda: router.push(routes.NewGame())),
            Button(_("Options"), lambda: router.push(routes.Options(overlay=True))),
            Button(_("Rules"), lambda: router.push(routes.RulesHelp(self.rules))),
            Button(_("Scoreboard"), self.open_scoreboard, key="s"),
            Button(_("Quit to title"), lambda: router.go(routes.Title())),
            Button(_("Quit game"), self.quit),
        ]

    def open_scoreboard(self) -> None:
        """The match's scores so far (the table below the menu holds the match)."""
        session = getattr(self.ctx.matches.shown, "session", None)
        if session is not None:
            self.ctx.router.push(routes.Scoreboard(session))

    def quit(self) -> None:
        self.ctx.quit_requested = True
