"""The title screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..context import Context
from ..widgets import Button, Widget
from .confirm import start_new_match
from .menu_base import MenuScene
from .newgame import house_changes, rules_from_settings

if TYPE_CHECKING:
    from ..savegame import SavedMatch


class TitleScene(MenuScene):
    title = "Napoleon"
    subtitle = "ナポレオン  ·  the Japanese point-trick card game"

    def __init__(self, ctx: Context) -> None:
        # The save is checked by the engine before Continue is offered; a broken one is moved
        # aside here, with a one-line message, and the title goes on without it.
        self.saved: SavedMatch | None
        self.saved, self.save_problem = ctx.matches.load_save()
        super().__init__(ctx)

    def build(self) -> list[Widget]:
        first: list[Widget] = []
        if self.saved is not None:
            first.append(Button("Continue", self.continue_match, key="c"))
        return [
            *first,
            Button("New game", lambda: self.ctx.router.push("new_game"), key="n"),
            Button("Quick play", self.quick_play, key="q"),
            Button("Options", lambda: self.ctx.router.push("options"), key="o"),
            Button("Rules", lambda: self.ctx.router.push("rules_help"), key="r"),
            Button("Quit", self.quit),
        ]

    def enter(self) -> None:
        super().enter()
        if self.ctx.notice:
            self.message = self.ctx.notice
        if self.save_problem:  # with a settings notice too, the player reads both
            text = " ".join(m for m in (self.save_problem, self.ctx.notice) if m)
            self.message, self.message_colour = text, theme.BAD

    def continue_match(self) -> None:
        if self.saved is not None:
            self.ctx.matches.resume(self.saved)

    def quick_play(self) -> None:
        rules, err = rules_from_settings(self.ctx.settings)
        if rules is None:
            self.message = err
            return
        start_new_match(self.ctx, rules, self.ctx.settings.level)

    def quit(self) -> None:
        self.ctx.quit_requested = True

    def back(self) -> None:
        pass  # Esc on the title does nothing; Quit is explicit

    def draw_header(self, surface: pygame.Surface) -> None:
        super().draw_header(surface)
        w, h = self.size
        s = self.ctx.settings
        n = len(house_changes(s))
        house = f" + {n} house rule{'s' if n > 1 else ''}" if n else ""
        line = f"Quick play: {s.preset}{house}, {s.players} players, {s.level} AI"
        if self.saved is not None:
            m = self.saved.match
            of = f" of {m.rules.rounds}" if m.rules.target_score is None else ""
            line = (
                f"Continue: hand {min(m.hands_played + 1, m.rules.rounds)}{of}, "
                f"{m.rules.players} players, {self.saved.level} AI   ·   {line}"
            )
        theme.text(
            surface,
            line,
            max(12, int(h * 0.022)),
            (w / 2, h * 0.24),
            theme.DIM,
            anchor="center",
            max_width=w - 40,
        )
