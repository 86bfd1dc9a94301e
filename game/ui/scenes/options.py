"""Options: animation speed, waiting after each trick, volume and mute, four-colour deck,
fullscreen. Saved at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..context import Context
from ..settings import SPEEDS, speed_words
from ..widgets import Button, Chooser, Widget
from .menu_base import MenuScene

VOLUMES = [round(v / 10, 1) for v in range(0, 11)]


class OptionsScene(MenuScene):
    title = "Options"

    def __init__(self, ctx: Context, overlay: bool = False) -> None:
        self.overlay = overlay
        self.transparent = overlay
        super().__init__(ctx)
        if not self.ctx.audio.available:
            self.message = self.ctx.audio.message

    def build(self) -> list[Widget]:
        s = self.ctx.settings
        vol = min(range(len(VOLUMES)), key=lambda i: abs(VOLUMES[i] - s.volume))
        yes_no = {True: "on", False: "off"}
        return [
            Chooser("Speed", list(SPEEDS), SPEEDS.index(s.speed), self.set("speed"), speed_words),
            Chooser(
                "After each trick",
                [False, True],
                int(s.wait_after_trick),
                self.set("wait_after_trick"),
                lambda v: "wait for a click" if v else "go on by itself",
            ),
            Chooser("Volume", VOLUMES, vol, self.set("volume"), lambda v: f"{int(v * 100)}%"),
            Chooser(
                "Sound", [False, True], int(s.muted), self.set("muted"), lambda v: "muted" if v else "on"
            ),
            Chooser(
                "Four-colour deck",
                [False, True],
                int(s.four_colour),
                self.set("four_colour"),
                yes_no.__getitem__,
            ),
            Chooser("Fullscreen", [False, True], int(s.fullscreen), self.set_fullscreen, yes_no.__getitem__),
            Button("Done", self.back),
        ]

    def set(self, name: str) -> Callable[[Any], None]:
        def apply(v: Any) -> None:
            setattr(self.ctx.settings, name, v)
            if name == "four_colour":
                self.ctx.refresh_art()
            self.ctx.save_settings()
            self.dirty = True

        return apply

    def set_fullscreen(self, v: bool) -> None:
        self.ctx.fullscreen_requested = v
