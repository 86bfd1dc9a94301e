"""What every game's tutorial result shares: its box edged in the coach's blue over the shaded
table, and the way on: "Play a real match" (quick play with the player's own game and
settings, asking first if a saved match would be replaced; Enter or Space), the replay of the
hand (R), or the title (T). Esc opens the menu, as on every hand's result. Each game's tutorial
result (Napoleon's: :mod:`game.ui.napoleon.tutorial_result`) lays out its box and draws what
it says in it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.i18n import _

from .. import routes, theme
from ..context import Context
from ..input import InputEvent, KeyPress
from ..scene import Scene
from ..table.coach_marks import MARK
from ..widgets import Button
from .confirm import quick_play

if TYPE_CHECKING:
    from ..table.scene import TableScene


class TutorialResultBase(Scene):
    transparent = True

    def __init__(self, ctx: Context, table: TableScene) -> None:
        super().__init__(ctx)
        self.table = table
        self.play = Button("", self.play_real_match, key="enter")
        self.replay = Button("", self.open_replay, key="r")
        self.title = Button("", lambda: self.ctx.router.go(routes.Title()), key="t")
        self.message = ""
        self.box = pygame.Rect(0, 0, 0, 0)  # laid out by each game's scene

    @property
    def buttons(self) -> list[Button]:
        return [self.play, self.replay, self.title]

    def place_buttons(self, bh: int) -> None:
        """The three buttons, labelled in the language of now, in a row along the box's
        bottom: Replay, Title, then Play a real match (the way on, drawn highlighted)."""
        box = self.box
        bw = (box.w - 60) // 3
        y = box.bottom - bh - 16
        self.play.label, self.replay.label, self.title.label = (
            _("Play a real match"),
            _("Replay this hand"),
            _("Title"),
        )
        for i, b in enumerate((self.replay, self.title, self.play)):
            b.rect = pygame.Rect(box.x + 20 + i * (bw + 10), y, bw, bh)

    def play_real_match(self) -> None:
        """A match at once with the player's own rules (what Quick play starts)."""
        self.message = quick_play(self.ctx) or self.message

    def open_replay(self) -> None:
        names = self.table.session.names
        self.ctx.router.push(routes.Replay(self.table.ctl.hand.record(), list(names)))

    def handle(self, e: InputEvent) -> None:
        if any(b.handle(e) for b in self.buttons):
            return
        if isinstance(e, KeyPress) and e.key == "space":
            self.play_real_match()
        elif isinstance(e, KeyPress) and e.key == "escape":  # the menu, as on every hand's result
            self.ctx.router.push(routes.Pause(self.table.rules))

    def draw_box(self, surface: pygame.Surface) -> None:
        """The table shaded, and the box."""
        w, h = self.size
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        theme.panel(surface, self.box, 240, edge=MARK)

    def draw_buttons(self, surface: pygame.Surface, size: int) -> None:
        """Why a real match could not start (if it could not), over the buttons; the buttons."""
        box = self.box
        if self.message:
            theme.text(
                surface,
                self.message,
                max(11, size - 2),
                (box.centerx, self.play.rect.y - 6),
                theme.BAD,
                anchor="midbottom",
                max_width=box.w - 40,
            )
        for b in self.buttons:
            b.draw(surface, b is self.play)
