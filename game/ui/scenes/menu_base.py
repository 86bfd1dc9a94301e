"""A scene with a title and a column of widgets on the felt (title, new game, options...)."""

from __future__ import annotations

import pygame

from game.rules.i18n import _

from .. import theme
from ..backdrop import felt
from ..context import Context
from ..input import InputEvent, KeyPress
from ..scene import Scene
from ..widgets import FocusList, Widget, column

# Pixels kept free under the column of buttons for the message line (drawn at h - 30).
MESSAGE_ROOM = 50


class MenuScene(Scene):
    title = ""
    subtitle = ""
    overlay = False  # drawn over the table as a panel

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.focus = FocusList(self.build())
        self.message = ""
        self.message_colour = theme.GOLD_LIGHT
        self.message_rect: pygame.Rect | None = None  # where the message was last drawn

    def build(self) -> list[Widget]:
        return []

    def rebuild(self) -> None:
        keep = self.focus.focus
        self.focus = FocusList(self.build())
        self.focus.focus = min(keep, len(self.focus.widgets) - 1)
        self.layout(self.size)

    def language_changed(self) -> None:
        self.rebuild()

    def widget_width(self) -> int:
        return min(520, int(self.size[0] * 0.6))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        n = max(1, len(self.focus.widgets))
        bh = max(30, min(54, int(h * 0.065)))
        gap = max(6, bh // 4)
        total = n * (bh + gap)
        top = max(int(h * 0.3), (h - total) // 2 + int(h * 0.06))
        if top + total > h - MESSAGE_ROOM:
            bh = max(26, (h - MESSAGE_ROOM - int(h * 0.24)) // n - gap)
            top = int(h * 0.24)
        column(self.focus.widgets, w // 2, top, self.widget_width(), bh, gap)

    def handle(self, e: InputEvent) -> None:
        if self.focus.handle(e):
            self.dirty = True
            self.ctx.sound("click") if not isinstance(e, KeyPress) or e.key != "tab" else None
            return
        if isinstance(e, KeyPress) and e.key == "escape":
            self.back()

    def back(self) -> None:
        if len(self.stack.scenes) > 1:
            self.stack.pop()

    def under_a_menu(self) -> bool:
        """Another menu is drawn over this one (options from the pause menu): then only the
        shade is drawn, so this one's title and buttons do not show through."""
        shown = self.stack.visible()
        i = shown.index(self) if self in shown else len(shown)
        return any(isinstance(s, MenuScene) and s.overlay for s in shown[i + 1 :])

    def draw_header(self, surface: pygame.Surface) -> None:
        w, h = self.size
        theme.text(
            surface,
            _(self.title) if self.title else "",
            max(28, int(h * 0.09)),
            (w / 2, h * 0.11),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="center",
            shadow=True,
            max_width=w - 40,
        )
        if self.subtitle:
            theme.text(
                surface,
                _(self.subtitle),
                max(14, int(h * 0.032)),
                (w / 2, h * 0.19),
                theme.CREAM,
                anchor="center",
                max_width=w - 40,
            )

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        if self.overlay:
            shade = pygame.Surface((w, h), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 150))
            surface.blit(shade, (0, 0))
            if self.under_a_menu():  # its panel would show through the one above
                return
        else:
            surface.blit(felt(self.ctx.assets, w, h), (0, 0))
        self.draw_header(surface)
        self.focus.draw(surface)
        if self.message:
            self.message_rect = theme.text(
                surface,
                self.message,
                max(13, int(h * 0.026)),
                (w / 2, h - 30),
                self.message_colour,
                anchor="center",
                max_width=w - 40,
            )
