"""The title screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.games import GAMES, game_spec
from game.rules.i18n import N_, _
from game.rules.protocol import GameRules
from game.rules.rules_summary import rules_title

from .. import routes, theme
from ..challenge_words import explain_line
from ..context import Context
from ..game_choice import (
    choices,
    chosen_game,
    default_game,
    game_words,
    preset_about,
    preset_words,
)
from ..storage_notice import draw_storage_notice
from ..widgets import Button, Widget, column
from .ai_seats import levels_words
from .confirm import ConfirmScene, quick_play
from .menu_base import MESSAGE_ROOM, MenuScene

if TYPE_CHECKING:
    from ..savegame import SavedMatch


class TitleScene(MenuScene):
    title = N_("Napoleon")
    subtitle = N_("ナポレオン  ·  the Japanese point-trick card game")

    def __init__(self, ctx: Context) -> None:
        # The save is checked by the engine before Continue is offered; a broken one is moved
        # aside here, with a one-line message, and the title goes on without it.
        self.saved: SavedMatch | None
        ctx.challenges.stop()  # a challenge left for the title: its save is the one on disk
        self.saved, self.save_problem = ctx.matches.load_save()
        super().__init__(ctx)

    def build(self) -> list[Widget]:
        first: list[Widget] = []
        self.tutorial_shown = self.tutorial_offer()
        if self.saved is not None:
            first.append(Button(_("Continue"), self.continue_match, key="c"))
        return [
            *first,
            Button(_("New game"), lambda: self.ctx.router.push(routes.NewGame()), key="n"),
            Button(_("Quick play"), self.quick_play, key="q"),
            self.challenge_button(),
            *([Button(self.tutorial_shown, self.tutorial, key="t")] if self.tutorial_shown else []),
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
        if not self.ctx.settings.tutorial_offered and self.has_tutorial():  # a first start: once
            self.ctx.settings.tutorial_offered = True
            self.ctx.save_settings()
            game = chosen_game(self.ctx.settings)
            offer = ConfirmScene(
                self.ctx,
                _("New to {game}?").format(game=game_words(game)),
                N_("Play the tutorial"),
                N_("Not now"),
                self.tutorial,
                game_spec(game).tutorial_about,
            )
            offer.focus.focus = 1  # Enter takes the offer (a question that risks nothing)
            self.ctx.stack.push(offer)

    def resume(self) -> None:
        super().resume()
        if self.tutorial_shown != self.tutorial_offer():  # another game chosen meanwhile
            self.rebuild()

    def challenge_button(self) -> Button:
        """Challenge Hard: the challenge screen (today's challenges, a code to type or paste)."""
        self.challenge = Button(
            _("Challenge Hard"), lambda: self.ctx.router.push(routes.Challenge()), key="a"
        )
        return self.challenge

    def has_tutorial(self) -> bool:
        """The chosen game's spec names a tutorial (the first start offers it)."""
        return game_spec(chosen_game(self.ctx.settings)).tutorial is not None

    def tutorial_game(self) -> str | None:
        """The game whose tutorial the title offers: the chosen game's, else the default
        game's, else the first registered game's that has one (a Nap match chosen last does
        not take the Tutorial away); None when no game has one."""
        chosen = chosen_game(self.ctx.settings)
        order = [chosen, default_game(), *GAMES]
        return next((g for g in order if game_spec(g).tutorial is not None), None)

    def tutorial_offer(self) -> str:
        """The Tutorial button's words: the chosen game's, or another game's by its name; ""
        when no game has one."""
        game = self.tutorial_game()
        if game is None:
            return ""
        if game == chosen_game(self.ctx.settings):
            return _("Tutorial")
        return _("{game} tutorial").format(game=game_words(game))

    def tutorial(self) -> None:
        """The offered game's guided hand at the real table (never saved: a match in progress
        stays)."""
        game = self.tutorial_game()
        if game is not None:
            self.ctx.router.go(routes.Tutorial(game))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        # With Continue and Tutorial on a small window the column would start over the two
        # lines under the title (quick play, the rules): it starts below them, buttons thinner.
        w, h = size
        top = int(h * 0.3)
        widgets = self.focus.widgets
        if widgets and widgets[0].rect.y < top:
            each = (h - MESSAGE_ROOM - top) // len(widgets)  # the message line stays clear
            gap = 6 if each >= 30 else 4
            bh = max(22, each - gap)
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

    def quick_play_words(self) -> str:
        """The line under the title: what Quick play starts (the chosen game's preset, how many
        house rules, players and AI), after the saved match's place if there is one."""
        s = self.ctx.settings
        c = choices(s)
        game, n, players = c.game, c.house_count(), c.players()
        preset = rules_title(preset_words(game, c.preset()), n)  # named as everywhere else
        level = levels_words(c.level(), c.ai_levels(players))
        if game != default_game():  # the game's name first: "Nap: Sir Garnet"
            preset = _("{game}: {preset}").format(game=game_words(game), preset=preset)
        line = _("Quick play: {preset}, {players} players, {level} AI").format(
            preset=preset, players=players, level=level
        )
        if self.saved is not None and self.saved.challenge is not None:
            ch = self.saved.challenge.challenge
            deal = min(self.saved.match.hands_played + 1, ch.deals)
            resume = _("Continue: challenge, deal {deal} of {deals}").format(deal=deal, deals=ch.deals)
            line = _("{continue_match}   ·   {quick_play}").format(continue_match=resume, quick_play=line)
        elif self.saved is not None:
            m = self.saved.match
            rules: GameRules = m.rules
            hand = min(m.hands_played + 1, rules.rounds)
            level = levels_words(self.saved.level, self.saved.levels)
            words = {"hand": hand, "players": rules.players, "level": level}
            if rules.target_score is None:
                resume = _("Continue: hand {hand} of {rounds}, {players} players, {level} AI").format(
                    rounds=rules.rounds, **words
                )
            else:
                resume = _("Continue: hand {hand}, {players} players, {level} AI").format(**words)
            line = _("{continue_match}   ·   {quick_play}").format(continue_match=resume, quick_play=line)
        return line

    def rules_about(self) -> str:
        """What the chosen rules are, for a player: the preset's description ("" if none); what
        a challenge is while Challenge Hard has the focus or the pointer."""
        if self.challenge.hover or self.focus.widgets[self.focus.focus] is self.challenge:
            return explain_line()
        c = choices(self.ctx.settings)
        return preset_about(c.game, c.preset())

    def draw_header(self, surface: pygame.Surface) -> None:
        super().draw_header(surface)
        w, h = self.size
        theme.text(
            surface,
            self.quick_play_words(),
            max(12, int(h * 0.022)),
            (w / 2, h * 0.24),
            theme.DIM,
            anchor="center",
            max_width=w - 40,
        )
        about = self.rules_about()
        if about:
            theme.text(
                surface,
                about,
                max(11, int(h * 0.019)),
                (w / 2, h * 0.24 + max(12, int(h * 0.022)) * 1.4),
                theme.DIM,
                anchor="center",
                max_width=w - 40,
            )
