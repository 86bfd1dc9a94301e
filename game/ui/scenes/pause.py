"""The Esc menu over the table: resume, new match, options, rules, quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..widgets import Button, Widget
from .menu_base import MenuScene

if TYPE_CHECKING:
    from ..context import Context
    from .table import TableScene


class PauseScene(MenuScene):
    title = "Paused"
    overlay = True
    transparent = True

    def __init__(self, ctx: Context, table: TableScene) -> None:
        self.table = table
        super().__init__(ctx)

    def build(self) -> list[Widget]:
        from .newgame import NewGameScene
        from .options import OptionsScene
        from .rules_help import RulesHelpScene
        from .title import TitleScene

        return [
            Button("Resume", self.back),
            Button("New match", lambda: self.stack.push(NewGameScene(self.ctx))),
            Button("Options", lambda: self.stack.push(OptionsScene(self.ctx, overlay=True))),
            Button("Rules", lambda: self.stack.push(RulesHelpScene(self.ctx, self.table.rules))),
            Button("Quit to title", lambda: self.stack.reset(TitleScene(self.ctx))),
            Button("Quit game", self.quit),
        ]

    def quit(self) -> None:
        self.ctx.quit_requested = True
