"""New game: the game (Napoleon | Nap), then its preset, player count, AI level, a few key
options and the full house rules (one editor for every game: the house-rules scene).

The options changed from the preset ("house rules") are remembered per preset in the settings
(``Settings.extra["house_rules"][preset]``, as the engine's JSON values), so quick play and
the next new game start with them too. Every rule set is checked by the engine.
"""

from __future__ import annotations

from typing import Any

from game.napoleon import PRESETS, RuleConflict, RuleSet, preset_description, preset_title
from game.rules.games import game_spec
from game.rules.i18n import N_, _, ngettext, pgettext

from .. import routes, theme
from ..context import Context
from ..game_choice import (
    NAPOLEON,
    chosen_game,
    fit_players,
    game_names,
    game_players,
    game_preset,
    game_rounds,
    game_rules,
    game_words,
    house_count,
    preset_about,
    preset_players,
    preset_words,
    set_game,
    set_game_house,
    set_game_players,
    set_game_preset,
    set_game_rounds,
)
from ..house_settings import changes_from, house_changes, remember_house, rules_from_settings
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

    # The house rules of the chosen preset live in the settings; these read and write them.
    @property
    def house(self) -> dict[str, Any]:
        return house_changes(self.ctx.settings)

    def set_house(self, changes: dict[str, Any]) -> None:
        remember_house(self.ctx.settings, changes)

    def build(self) -> list[Widget]:
        s = self.ctx.settings
        games = game_names()
        game = chosen_game(s)
        chooser = Chooser(_("Game"), games, games.index(game), self.set_game, game_words)
        self.start_button = Button(_("Start"), self.start, key="s")
        if game != NAPOLEON:
            return [chooser, *self.build_other(game)]
        return [chooser, *self.build_napoleon()]

    def build_other(self, game: str) -> list[Widget]:
        """Another game's choices: its presets, its player counts, the AI, the hands, and its
        house rules."""
        s = self.ctx.settings
        spec = game_spec(game)
        presets = list(spec.presets)
        preset = game_preset(s)
        players = sorted({*preset_players(s), game_players(s)})  # the counts the preset allows
        levels = list(spec.levels)
        if s.level not in levels:
            s.level = levels[0]
        rounds = game_rounds(s) or spec.presets[preset].rounds
        rounds_list = sorted({*ROUNDS, rounds})
        self.house_button = Button(house_button_words(house_count(s)), self.open_house, key="h")
        return [
            Chooser(
                pgettext("rule set", "Rules"),
                presets,
                presets.index(preset),
                self.set_preset,
                lambda p: preset_words(game, p),
            ),
            Chooser(
                pgettext("new game", "Players"), players, players.index(game_players(s)), self.set_players
            ),
            Chooser(_("AI level"), levels, levels.index(s.level), self.set_level, level_words),
            *self.ai_widgets(),
            Chooser(_("Hands"), rounds_list, rounds_list.index(rounds), self.set_rounds),
            self.house_button,
            self.start_button,
            Button(_("Back"), self.back),
        ]

    def build_napoleon(self) -> list[Widget]:
        s = self.ctx.settings
        presets = list(PRESETS)
        levels = list(game_spec(NAPOLEON).levels)
        if s.level not in levels:
            s.level = levels[0]
        if s.preset not in presets:
            s.preset = presets[0]
        house = self.house
        joker = house.get("joker")
        joker = joker if isinstance(joker, bool) else None
        players = sorted({*preset_players(s), s.players})  # the counts the preset allows
        rounds = house.get("rounds", PRESETS[s.preset].rounds)
        rounds_list = sorted({*ROUNDS, rounds}) if isinstance(rounds, int) else list(ROUNDS)
        if not isinstance(rounds, int):
            rounds = 5
        n = len(house)
        house_button = self.house_button = Button(house_button_words(n), self.open_house, key="h")
        return [
            Chooser(
                pgettext("rule set", "Rules"), presets, presets.index(s.preset), self.set_preset, preset_title
            ),
            Chooser(
                pgettext("new game", "Players"),
                players,
                players.index(s.players),
                self.set_players,
            ),
            Chooser(_("AI level"), levels, levels.index(s.level), self.set_level, level_words),
            *self.ai_widgets(),
            Chooser(
                pgettext("new game", "Joker"),
                [None, True, False],
                [None, True, False].index(joker),
                self.set_joker,
                joker_words,
            ),
            Chooser(_("Hands"), rounds_list, rounds_list.index(rounds), self.set_rounds),
            house_button,
            self.start_button,
            Button(_("Back"), self.back),
        ]

    def check(self) -> None:
        game = chosen_game(self.ctx.settings)
        rules, err = game_rules(self.ctx.settings)
        self.start_button.enabled = rules is not None
        if rules is None:
            self.message, self.message_colour = err, theme.BAD
        elif game != NAPOLEON:
            preset = game_preset(self.ctx.settings)
            self.message = preset_about(game, preset) or preset_words(game, preset)
            n = house_count(self.ctx.settings)
            if n:
                self.message = ngettext(
                    "{description}  (+ {n} house rule)", "{description}  (+ {n} house rules)", n
                ).format(description=self.message, n=n)
            self.message_colour = theme.GOLD_LIGHT
        else:
            about = (
                preset_description(self.ctx.settings.preset) if self.ctx.settings.preset in PRESETS else ""
            )
            about = _(about) if about else ""
            n = len(self.house)
            self.message = about
            if n:
                self.message = ngettext(
                    "{description}  (+ {n} house rule)", "{description}  (+ {n} house rules)", n
                ).format(description=about, n=n)
            self.message_colour = theme.GOLD_LIGHT
        self.dirty = True

    def current_rules(self) -> RuleSet | None:
        return rules_from_settings(self.ctx.settings)[0]

    def set_game(self, v: str) -> None:
        set_game(self.ctx.settings, v)
        self.rebuild()  # the game's own presets and player counts
        self.check()

    def set_preset(self, v: str) -> None:
        set_game_preset(self.ctx.settings, v)
        fit_players(self.ctx.settings)  # a player count this preset allows
        self.rebuild()  # the house rules shown are the new preset's
        self.check()

    def set_players(self, v: int) -> None:
        set_game_players(self.ctx.settings, v)
        self.check()

    def set_level(self, v: str) -> None:
        self.ctx.settings.level = v
        self.ctx.settings.seat_levels = []  # every AI seat at this level
        self.rebuild()
        self.check()

    def set_joker(self, v: bool | None) -> None:
        house = self.house
        house.pop("jokers", None)  # a second joker goes with the joker setting
        if v is None:
            house.pop("joker", None)
        else:
            house["joker"] = v
        self.set_house(house)
        self._relabel()
        self.check()

    def set_rounds(self, v: int) -> None:
        if chosen_game(self.ctx.settings) != NAPOLEON:
            set_game_rounds(self.ctx.settings, v)
            self._relabel()
            self.check()
            return
        house = self.house
        if v == PRESETS[self.ctx.settings.preset].rounds:
            house.pop("rounds", None)
        else:
            house["rounds"] = v
        self.set_house(house)
        self._relabel()
        self.check()

    def _relabel(self) -> None:
        s = self.ctx.settings
        n = len(self.house) if chosen_game(s) == NAPOLEON else house_count(s)
        self.house_button.label = house_button_words(n)

    def open_house(self) -> None:
        s = self.ctx.settings
        if chosen_game(s) != NAPOLEON:
            self.open_other_house()
            return
        rules = self.current_rules()
        if rules is None:  # the remembered rules no longer fit (e.g. the player count changed)
            try:
                rules = PRESETS[s.preset].replace(players=s.players)
            except RuleConflict:
                rules = PRESETS[s.preset]
        self.ctx.router.push(routes.HouseRules(s.preset, rules, self.house_changed, self.start))

    def house_changed(self, rules: RuleSet) -> None:
        s = self.ctx.settings
        s.players = rules.players
        self.set_house(changes_from(rules, s.preset))

    def open_other_house(self) -> None:
        """The same editor over another game's rules (its options, from the registry)."""
        s = self.ctx.settings
        game, preset = chosen_game(s), game_preset(s)
        rules = game_rules(s)[0]
        if rules is None:  # the remembered rules no longer fit
            raw = game_spec(game).presets[preset]
            try:
                rules = raw.replace(players=game_players(s))
            except ValueError:
                rules = raw
        self.ctx.router.push(routes.HouseRules(preset, rules, self.other_house_changed, self.start))

    def other_house_changed(self, rules: Any) -> None:
        s = self.ctx.settings
        raw = game_spec(chosen_game(s)).presets[game_preset(s)]
        set_game_players(s, rules.players)
        set_game_rounds(s, rules.rounds if rules.rounds != raw.rounds else None)
        data, ref = rules.to_json(), raw.to_json()
        set_game_house(
            s, {k: v for k, v in data.items() if ref.get(k) != v and k not in ("players", "rounds")}
        )

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
        s = self.ctx.settings
        s_levels = s.ai_levels(game_players(s))
        self.ctx.save_settings()
        start_new_match(self.ctx, rules, s.level, s_levels, self.practice)


def joker_words(v: bool | None) -> str:
    if v is None:
        return _("as the rules say")
    return pgettext("joker", "yes") if v else pgettext("joker", "no")
