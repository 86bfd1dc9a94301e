"""Options: language, animation speed, waiting after each trick, volume and mute, four-colour
deck, fullscreen, the AI's thinking time and seats. Saved at once; a new language shows at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.i18n import LANGUAGES, N_, _, system_language

from .. import routes
from ..context import Context
from ..settings import PACES, SPEEDS, pace_words, speed_words
from ..widgets import Button, Chooser, Widget
from .menu_base import MenuScene

VOLUMES = [round(v / 10, 1) for v in range(0, 11)]


class OptionsScene(MenuScene):
    title = N_("Options")

    def __init__(self, ctx: Context, overlay: bool = False) -> None:
        self.overlay = overlay
        self.transparent = overlay
        super().__init__(ctx)
        if not self.ctx.audio.available:
            self.message = self.ctx.audio.message

    def build(self) -> list[Widget]:
        s = self.ctx.settings
        vol = min(range(len(VOLUMES)), key=lambda i: abs(VOLUMES[i] - s.volume))
        yes_no = {True: _("on"), False: _("off")}
        languages = ["", *LANGUAGES]
        return [
            Chooser(
                _("Language"),
                languages,
                languages.index(s.language) if s.language in languages else 0,
                self.ctx.apply_language,
                language_words,
            ),
            Chooser(_("Speed"), list(SPEEDS), SPEEDS.index(s.speed), self.set("speed"), speed_words),
            Chooser(
                _("After each trick"),
                [False, True],
                int(s.wait_after_trick),
                self.set("wait_after_trick"),
                lambda v: _("wait for a click") if v else _("go on by itself"),
            ),
            Chooser(_("Volume"), VOLUMES, vol, self.set("volume"), lambda v: f"{int(v * 100)}%"),
            Chooser(
                _("Sound"),
                [False, True],
                int(s.muted),
                self.set("muted"),
                lambda v: _("muted") if v else _("on"),
            ),
            Chooser(
                _("Four-colour deck"),
                [False, True],
                int(s.four_colour),
                self.set("four_colour"),
                yes_no.__getitem__,
            ),
            Chooser(
                _("Fullscreen"), [False, True], int(s.fullscreen), self.set_fullscreen, yes_no.__getitem__
            ),
            Chooser(
                _("AI thinking time"), list(PACES), PACES.index(s.ai_pace), self.set("ai_pace"), pace_words
            ),
            Button(_("AI seats..."), lambda: self.ctx.router.push(routes.AISeats(overlay=self.overlay))),
            Button(_("Done"), self.back),
        ]

    def language_changed(self) -> None:
        self.ctx.save_settings()
        super().language_changed()

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


def language_words(code: str) -> str:
    """A language by its own name; "" (follow the system) says which one that is now."""
    if code:
        return LANGUAGES[code]
    return _("as the system ({language})").format(language=LANGUAGES[system_language()])
