"""New game: the game (any registered one), then its preset, player count, AI level, the
key options its spec names and the full house rules (one editor for every game: the
house-rules scene).

The options changed from the preset ("house rules") are remembered per preset in the settings
(:mod:`..game_choice` knows where each game keeps them), so quick play and the next new game
start with them too. Every rule set is checked by the engine.
"""

from __future__ import annotations

from typing import Any

from game.rules.i18n import N_, _, ngettext, pgettext
from game.rules.protocol import GameRules

from .. import routes, theme
from ..context import Context
from ..game_choice import (
    GameChoices,
    choices,
    choose_preset,
    chosen_game,
    game_names,
    game_rules,
    game_words,
    house_count,
    preset_about,
    preset_players,
    preset_words,
    set_game,
    set_game_players,
    set_game_rounds,
)
from ..widgets import Button, Chooser, Widget
from .ai_seats import level_words, practice_words, seats_button_words
from .confirm import start_new_match
from .menu_base import MenuScene

__all__ = ["NewGameScene", "level_words"]

ROUNDS = (1, 3, 5, 8, 10)


def house_button_words(n: int) -> str:
    """The house-rules button, with how many options differ from the preset."""
    if not n:
        return _("House rules...")
    return ngettext("House rules... ({n} changed)", "House rules... ({n} changed)", n).format(n=n)


class NewGameScene(MenuScene):
    title = N_("New game")

    def __init__(self, ctx: Context) -> None:
        self.practice = False  # a practice match: off for every new game until chosen
        super().__init__(ctx)
        self.check()

    def ai_widgets(self) -> list[Widget]:
        """The AI seats' button and practice mode (under the AI level)."""
        return [
            Button(
                seats_button_words(self.ctx.settings), lambda: self.ctx.router.push(routes.AISeats()), key="a"
            ),
            Chooser(_("Practice"), [False, True], int(self.practice), self.set_practice, practice_words),
        ]

    def set_practice(self, on: bool) -> None:
        self.practice = on

    def build(self) -> list[Widget]:
        s = self.ctx.settings
        games = game_names()
        game = chosen_game(s)
        chooser = Chooser(_("Game"), games, games.index(game), self.set_game, game_words)
        self.start_button = Button(_("Start"), self.start, key="s")
        return [chooser, *self.build_game(game)]

    def build_game(self, game: str) -> list[Widget]:
        """The chosen game's choices: its presets, its player counts, the AI, the options its
        spec offers here, the hands, and its house rules."""
        s = self.ctx.settings
        c = choices(s, game)
        presets = list(c.spec.presets)
        preset = c.preset()
        players = sorted({*preset_players(s), c.players()})  # the counts the preset allows
        levels = list(c.spec.levels)  # the chosen game's, never another's
        rounds = c.rounds() or c.spec.presets[preset].rounds
        rounds_list = sorted({*ROUNDS, rounds})
        self.house_button = Button(house_button_words(c.house_count()), self.open_house, key="h")
        return [
            Chooser(
                pgettext("rule set", "Rules"),
                presets,
                presets.index(preset),
                self.set_preset,
                lambda p: preset_words(game, p),
            ),
            Chooser(pgettext("new game", "Players"), players, players.index(c.players()), self.set_players),
            Chooser(_("AI level"), levels, levels.index(c.level()), self.set_level, level_words),
            *self.ai_widgets(),
            *(self.option_chooser(c, name) for name in c.spec.new_game_options),
            Chooser(_("Hands"), rounds_list, rounds_list.index(rounds), self.set_rounds),
            self.house_button,
            self.start_button,
            Button(_("Back"), self.back),
        ]

    def option_chooser(self, c: GameChoices, name: str) -> Chooser:
        """An on/off option of the spec's, as the rules say (no house rule) or yes or no."""
        value = c.house().get(name)
        value = value if isinstance(value, bool) else None
        return Chooser(
            c.spec.option(name).label_words(),
            [None, True, False],
            [None, True, False].index(value),
            lambda v: self.set_option(name, v),
            yes_no_words,
        )

    def check(self) -> None:
        s = self.ctx.settings
        c = choices(s)
        rules, err = game_rules(s)
        self.start_button.enabled = rules is not None
        if rules is None:
            self.message, self.message_colour = err, theme.BAD
        else:
            self.message = self.about(c)
            n = c.house_count()
            if n:
                self.message = ngettext(
                    "{description}  (+ {n} house rule)", "{description}  (+ {n} house rules)", n
                ).format(description=self.message, n=n)
            self.message_colour = theme.GOLD_LIGHT
        self.dirty = True

    def about(self, c: GameChoices) -> str:
        """The chosen preset in a sentence: its description, which speaks of the preset's own
        player count; at another count, what the rules deal there (the game says)."""
        preset = c.preset()
        own = c.spec.presets[preset].players
        rules = game_rules(self.ctx.settings)[0]
        if c.players() != own and c.spec.deal_words is not None and rules is not None:
            return _("{preset} — {deal}").format(
                preset=preset_words(c.game, preset), deal=c.spec.deal_words(rules)
            )
        return preset_about(c.game, preset) or preset_words(c.game, preset)

    def current_rules(self) -> Any | None:
        """The rules the choices make (None: they cannot be played)."""
        return game_rules(self.ctx.settings)[0]

    def set_game(self, v: str) -> None:
        set_game(self.ctx.settings, v)
        self.rebuild()  # the game's own presets and player counts
        self.check()

    def set_preset(self, v: str) -> None:
        choose_preset(self.ctx.settings, v)  # with its own player count, or the one chosen
        self.rebuild()  # the house rules shown are the new preset's
        self.check()

    def set_players(self, v: int) -> None:
        set_game_players(self.ctx.settings, v)
        self.check()

    def set_level(self, v: str) -> None:
        choices(self.ctx.settings).set_level(v)  # every AI seat of the chosen game at this level
        self.rebuild()
        self.check()

    def set_option(self, name: str, v: bool | None) -> None:
        c = choices(self.ctx.settings)
        house = {
            k: value for k, value in c.house().items() if k == name or name not in c.spec.option(k).fixed_by
        }  # an option this one fixes (Napoleon's second joker) goes with it
        if v is None:
            house.pop(name, None)
        else:
            house[name] = v
        c.set_house(house)
        self._relabel()
        self.check()

    def set_rounds(self, v: int) -> None:
        set_game_rounds(self.ctx.settings, v)
        self._relabel()
        self.check()

    def _relabel(self) -> None:
        self.house_button.label = house_button_words(house_count(self.ctx.settings))

    def open_house(self) -> None:
        """The house-rules editor over the chosen game's rules (its options, from the registry)."""
        s = self.ctx.settings
        c = choices(s)
        rules = game_rules(s)[0]
        if rules is None:  # the remembered rules no longer fit (e.g. the player count changed)
            raw = c.spec.presets[c.preset()]
            try:
                rules = raw.replace(players=c.players())
            except ValueError:
                rules = raw
        self.ctx.router.push(routes.HouseRules(c.preset(), rules, self.house_changed, self.start))

    def house_changed(self, rules: GameRules) -> None:
        c = choices(self.ctx.settings)
        raw = c.spec.presets[c.preset()]
        c.set_players(rules.players)
        c.set_rounds(rules.rounds if rules.rounds != raw.rounds else None)
        data, ref = rules.to_json(), raw.to_json()
        c.set_house({k: v for k, v in data.items() if ref.get(k) != v and k not in ("players", "rounds")})

    def language_changed(self) -> None:
        super().language_changed()
        self.check()  # the preset's description and the engine's message, in the new words

    def resume(self) -> None:
        super().resume()
        self.rebuild()
        self.check()
        self.ctx.save_settings()

    def start(self) -> None:
        rules, err = game_rules(self.ctx.settings)
        if rules is None:
            self.message, self.message_colour = err, theme.BAD
            return
        c = choices(self.ctx.settings)
        levels = c.ai_levels(c.players())
        self.ctx.save_settings()
        start_new_match(self.ctx, rules, c.level(), levels, self.practice)


def yes_no_words(v: bool | None) -> str:
    """An on/off option on the new-game screen: no house rule, on or off."""
    if v is None:
        return _("as the rules say")
    return pgettext("joker", "yes") if v else pgettext("joker", "no")
