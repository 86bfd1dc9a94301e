"""A yes/no question over the current screen (e.g. abandoning the match in progress).

Its words are given in English, marked with ``N_``, and shown in the player's language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.rules.i18n import N_, _

from .. import theme
from ..context import Context
from ..game_choice import choices, game_rules
from ..widgets import Button, Widget, column
from .menu_base import MenuScene


class ConfirmScene(MenuScene):
    overlay = True
    transparent = True

    def __init__(
        self, ctx: Context, question: str, yes: str, no: str, on_yes: Callable[[], None], detail: str = ""
    ) -> None:
        self.title = question
        self.subtitle = detail
        self.yes_label, self.no_label = yes, no
        self.on_yes = on_yes
        super().__init__(ctx)

    def build(self) -> list[Widget]:
        # "Keep" first, so Enter on the question never throws the match away.
        return [Button(_(self.no_label), self.back, key="k"), Button(_(self.yes_label), self.accept)]

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bh = max(30, min(50, int(h * 0.065)))
        gap = max(6, bh // 4)
        self.box = pygame.Rect(0, 0, min(w - 40, 760), int(bh * 2 + gap + h * 0.2))
        self.box.center = (w // 2, h // 2)
        top = self.box.bottom - 2 * bh - gap - 18
        column(self.focus.widgets, w // 2, top, min(self.box.w - 60, 460), bh, gap)

    def draw(self, surface: pygame.Surface) -> None:
        """A box over the screen below (its header would clash with a full-screen title)."""
        w, h = self.size
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        box = self.box
        theme.panel(surface, box, 240)
        big = max(20, int(h * 0.045))
        theme.text(
            surface,
            _(self.title),
            big,
            (box.centerx, box.y + 18),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="midtop",
            max_width=box.w - 40,
        )
        if self.subtitle:
            theme.text(
                surface,
                _(self.subtitle),
                max(13, int(h * 0.024)),
                (box.centerx, box.y + 30 + big),
                theme.CREAM,
                anchor="midtop",
                max_width=box.w - 40,
            )
        self.focus.draw(surface)

    def accept(self) -> None:
        self.stack.pop()
        self.on_yes()

    def back(self) -> None:
        self.stack.pop()


def start_new_match(
    ctx: Context, rules: Any, level: str, levels: dict[int, str] | None = None, practice: bool = False
) -> None:
    """Start a new match; if a saved one would be replaced, ask the player first. ``levels``:
    AI seats' own levels; ``practice``: a practice match."""

    def start() -> None:
        ctx.matches.start(rules, level, levels=levels, practice=practice)

    if not ctx.matches.has_save():
        start()
        return
    ctx.stack.push(
        ConfirmScene(
            ctx,
            N_("Abandon the challenge in progress?")
            if ctx.matches.save_is_challenge()
            else N_("Abandon the match in progress?"),
            N_("Abandon it and start a new match"),
            N_("Keep it"),
            start,
            N_("Its save is replaced by the new match; keep it to resume it later with Continue."),
        )
    )


def quick_play(ctx: Context) -> str:
    """A match at once with the player's own game, rules and AI levels (the title's Quick play,
    the tutorial's "Play a real match"). Returns why it cannot start ("" once started)."""
    rules, err = game_rules(ctx.settings)
    if rules is None:
        return err
    c = choices(ctx.settings)
    start_new_match(ctx, rules, c.level(), c.ai_levels(c.players()))
    return ""
