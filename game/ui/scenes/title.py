"""The title screen."""

from __future__ import annotations

import pygame

from .. import theme
from ..widgets import Button, Widget
from .menu_base import MenuScene


class TitleScene(MenuScene):
    title = "Napoleon"
    subtitle = "ナポレオン  ·  the Japanese point-trick card game"

    def build(self) -> list[Widget]:
        from .newgame import NewGameScene
        from .options import OptionsScene
        from .rules_help import RulesHelpScene

        return [
            Button("New game", lambda: self.stack.push(NewGameScene(self.ctx)), key="n"),
            Button("Quick play", self.quick_play, key="q"),
            Button("Options", lambda: self.stack.push(OptionsScene(self.ctx)), key="o"),
            Button("Rules", lambda: self.stack.push(RulesHelpScene(self.ctx)), key="r"),
            Button("Quit", self.quit),
        ]

    def enter(self) -> None:
        super().enter()
        if self.ctx.notice:
            self.message = self.ctx.notice

    def quick_play(self) -> None:
        from .newgame import rules_from_settings

        rules, err = rules_from_settings(self.ctx.settings)
        if rules is None:
            self.message = err
            return
        self.ctx.start_match(rules, self.ctx.settings.level)

    def quit(self) -> None:
        self.ctx.quit_requested = True

    def back(self) -> None:
        pass  # Esc on the title does nothing; Quit is explicit

    def draw_header(self, surface: pygame.Surface) -> None:
        super().draw_header(surface)
        w, h = self.size
        from .newgame import house_changes

        s = self.ctx.settings
        n = len(house_changes(s))
        house = f" + {n} house rule{'s' if n > 1 else ''}" if n else ""
        theme.text(surface, f"Quick play: {s.preset}{house}, {s.players} players, {s.level} AI",
                   max(12, int(h * 0.022)), (w / 2, h * 0.24), theme.DIM, anchor="center",
                   max_width=w - 40)
