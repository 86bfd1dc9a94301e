"""The AI seats: each AI seat's level, and how long an AI seat takes at least to play.

Reached from the new-game screen and the options. The levels are the chosen game's, kept
with its other choices in the settings (:mod:`..game_choice`; the new-game screen's "AI level"
sets every seat at once), offered only from the game's own levels, and go into each new match
and its save; the thinking time only paces the table (the AI decides the same moves whatever
it is).
"""

from __future__ import annotations

from collections.abc import Callable

from game.rules.i18n import N_, _, pgettext

from ..context import Context
from ..game_choice import choices
from ..settings import PACES, Settings, pace_words
from ..table.controller import AI_NAMES, seat_name
from ..widgets import Button, Chooser, Widget
from .menu_base import MenuScene


def level_words(level: str) -> str:
    """An AI level as the player reads it."""
    words = {
        "random": lambda: pgettext("AI level", "random"),
        "easy": lambda: pgettext("AI level", "easy"),
        "normal": lambda: pgettext("AI level", "normal"),
        "hard": lambda: pgettext("AI level", "hard"),
    }
    return words[level]() if level in words else _(level)


def levels_words(level: str, levels: dict[int, str] | None) -> str:
    """The AI of a match in a word: its level, or "mixed" when the seats differ."""
    if not levels or len(set(levels.values())) == 1:
        return level_words(next(iter(levels.values())) if levels else level)
    return pgettext("AI level", "mixed")


def seats_button_words(s: Settings) -> str:
    """The button to the AI seats, with the seats that have their own level."""
    c = choices(s)
    own = c.ai_levels(c.players())
    if own is None:
        return _("AI seats and thinking time...")
    pairs = [
        _("{player}: {level}").format(player=seat_name(AI_NAMES[seat % len(AI_NAMES)]), level=level_words(lv))
        for seat, lv in sorted(own.items())
        if lv != c.level()
    ]
    return _("AI seats: {levels}...").format(levels=pgettext("list", ", ").join(pairs))


def practice_words(on: bool) -> str:
    return _("on: undo, every hand shown") if on else pgettext("practice", "off")


class AISeatsScene(MenuScene):
    """One chooser a seat (for the chosen game's player count), the thinking time, Done."""

    title = N_("AI seats")

    def __init__(self, ctx: Context, overlay: bool = False) -> None:
        self.overlay = overlay
        self.transparent = overlay
        super().__init__(ctx)
        self.message = _("Each AI seat's level applies from the next new match.")

    def build(self) -> list[Widget]:
        s = self.ctx.settings
        c = choices(s)
        levels = list(c.spec.levels)  # the chosen game's levels, never another's
        out: list[Widget] = []
        for seat in range(1, c.players()):
            name = seat_name(AI_NAMES[seat % len(AI_NAMES)])
            level = c.seat_level(seat)
            out.append(Chooser(name, levels, levels.index(level), self.set_seat(seat), level_words))
        out += [
            Chooser(_("Thinking time"), list(PACES), PACES.index(s.ai_pace), self.set_pace, pace_words),
            Button(_("Done"), self.back),
        ]
        return out

    def set_seat(self, seat: int) -> Callable[[str], None]:
        def apply(level: str) -> None:
            choices(self.ctx.settings).set_seat_level(seat, level)
            self.ctx.save_settings()
            self.dirty = True

        return apply

    def set_pace(self, pace: str) -> None:
        self.ctx.settings.ai_pace = pace
        self.ctx.save_settings()
        self.dirty = True

    def language_changed(self) -> None:
        super().language_changed()
        self.message = _("Each AI seat's level applies from the next new match.")
