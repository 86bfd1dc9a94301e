"""The title screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.napoleon import PRESETS, preset_description
from game.rules.i18n import N_, _, ngettext

from .. import routes, theme
from ..context import Context
from ..game_choice import (
    NAPOLEON,
    chosen_game,
    game_players,
    game_preset,
    game_words,
    preset_words,
)
from ..house_settings import house_changes
from ..storage_notice import draw_storage_notice
from ..widgets import Button, Widget, column
from .ai_seats import levels_words
from .confirm import ConfirmScene, quick_play
from .menu_base import MenuScene

if TYPE_CHECKING:
    from ..savegame import SavedMatch


class TitleScene(MenuScene):
    title = N_("Napoleon")
    subtitle = N_("ナポレオン  ·  the Japanese point-trick card game")

    def __init__(self, ctx: Context) -> None:
        # The save is checked by the engine before Continue is offered; a broken one is moved
        # aside here, with a one-line message, and the title goes on without it.
        self.saved: SavedMatch | None
        self.saved, self.save_problem = ctx.matches.load_save()
        super().__init__(ctx)

    def build(self) -> list[Widget]:
        first: list[Widget] = []
        if self.saved is not None:
            first.append(Button(_("Continue"), self.continue_match, key="c"))
        return [
            *first,
            Button(_("New game"), lambda: self.ctx.router.push(routes.NewGame()), key="n"),
            Button(_("Quick play"), self.quick_play, key="q"),
            Button(_("Tutorial"), self.tutorial, key="t"),
            Button(_("Options"), lambda: self.ctx.router.push(routes.Options()), key="o"),
            Button(_("Rules"), lambda: self.ctx.router.push(routes.RulesHelp()), key="r"),
            Button(_("Statistics"), lambda: self.ctx.router.push(routes.Statistics()), key="s"),
            Button(_("Past hands"), lambda: self.ctx.router.push(routes.HandHistory()), key="h"),
            Button(_("Quit"), self.quit),
        ]

    def enter(self) -> None:
        super().enter()
        if self.ctx.notice:
            self.message = self.ctx.notice
        if self.save_problem:  # with a settings notice too, the player reads both
            text = " ".join(m for m in (self.save_problem, self.ctx.notice) if m)
            self.message, self.message_colour = text, theme.BAD
        if not self.ctx.settings.tutorial_offered:  # the very first start: offered once
            self.ctx.settings.tutorial_offered = True
            self.ctx.save_settings()
            offer = ConfirmScene(
                self.ctx,
                N_("New to Napoleon?"),
                N_("Play the tutorial"),
                N_("Not now"),
                self.tutorial,
                N_("A guided hand: bidding, the adjutant, the exchange, the special cards, scoring."),
            )
            offer.focus.focus = 1  # Enter takes the offer (a question that risks nothing)
            self.ctx.stack.push(offer)

    def tutorial(self) -> None:
        """A guided hand at the real table (never saved: a match in progress stays)."""
        self.ctx.router.go(routes.Tutorial())

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        # With Continue and Tutorial on a small window the column would start over the two
        # lines under the title (quick play, the rules): it starts below them, buttons thinner.
        w, h = size
        top = int(h * 0.3)
        widgets = self.focus.widgets
        if widgets and widgets[0].rect.y < top:
            gap = 6
            bh = max(24, (h - 16 - top) // len(widgets) - gap)
            column(widgets, w // 2, top, self.widget_width(), bh, gap)

    def continue_match(self) -> None:
        if self.saved is not None:
            self.ctx.matches.resume(self.saved)

    def quick_play(self) -> None:
        self.message = quick_play(self.ctx) or self.message

    def quit(self) -> None:
        self.ctx.quit_requested = True

    def back(self) -> None:
        pass  # Esc on the title does nothing; Quit is explicit

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_storage_notice(surface, self.ctx.storage, 6)  # what is not being saved, and why

    def draw_header(self, surface: pygame.Surface) -> None:
        super().draw_header(surface)
        w, h = self.size
        s = self.ctx.settings
        game = chosen_game(s)
        n = len(house_changes(s)) if game == NAPOLEON else 0
        players = game_players(s)
        preset, level = preset_words(game, game_preset(s)), levels_words(s.level, s.ai_levels(players))
        if game != NAPOLEON:  # the game's name first: "Nap: Sir Garnet"
            preset = _("{game}: {preset}").format(game=game_words(game), preset=preset)
        if n:
            line = ngettext(
                "Quick play: {preset} + {n} house rule, {players} players, {level} AI",
                "Quick play: {preset} + {n} house rules, {players} players, {level} AI",
                n,
            ).format(preset=preset, n=n, players=players, level=level)
        else:
            line = _("Quick play: {preset}, {players} players, {level} AI").format(
                preset=preset, players=players, level=level
            )
        if self.saved is not None:
            m = self.saved.match
            hand = min(m.hands_played + 1, m.rules.rounds)
            level = levels_words(self.saved.level, self.saved.levels)
            words = {"hand": hand, "players": m.rules.players, "level": level}
            if m.rules.target_score is None:
                resume = _("Continue: hand {hand} of {rounds}, {players} players, {level} AI").format(
                    rounds=m.rules.rounds, **words
                )
            else:
                resume = _("Continue: hand {hand}, {players} players, {level} AI").format(**words)
            line = _("{continue_match}   ·   {quick_play}").format(continue_match=resume, quick_play=line)
        theme.text(
            surface,
            line,
            max(12, int(h * 0.022)),
            (w / 2, h * 0.24),
            theme.DIM,
            anchor="center",
            max_width=w - 40,
        )
        if game == NAPOLEON and s.preset in PRESETS:  # what the chosen rules are, for a player
            theme.text(
                surface,
                preset_description(s.preset),
                max(11, int(h * 0.019)),
                (w / 2, h * 0.24 + max(12, int(h * 0.022)) * 1.4),
                theme.DIM,
                anchor="center",
                max_width=w - 40,
            )
