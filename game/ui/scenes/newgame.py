"""New game: preset, player count, AI level, a few key options and the full house rules.

The options changed from the preset ("house rules") are remembered per preset in the settings
(``Settings.extra["house_rules"][preset]``, as the engine's JSON values), so quick play and
the next new game start with them too. Every rule set is checked by the engine.
"""

from __future__ import annotations

from typing import Any

from game.ai import LEVELS
from game.rules import PRESET_DESCRIPTIONS, PRESETS, RuleConflict, RuleSet
from game.rules.options import PLAYER_COUNTS

from .. import theme
from ..context import Context
from ..settings import HOUSE_KEY, Settings
from ..widgets import Button, Chooser, Widget
from .confirm import start_new_match
from .menu_base import MenuScene

ROUNDS = (1, 3, 5, 8, 10)


def house_changes(s: Settings, preset: str | None = None) -> dict[str, Any]:
    """The remembered house rules of ``preset`` (the chosen one by default), as JSON values."""
    store = s.extra.get(HOUSE_KEY) if isinstance(s.extra, dict) else None
    if not isinstance(store, dict):
        return {}
    changes = store.get(preset or s.preset)
    if not isinstance(changes, dict):
        return {}
    return {k: v for k, v in changes.items() if k != "players"}


def remember_house(s: Settings, changes: dict[str, Any], preset: str | None = None) -> None:
    if not isinstance(s.extra, dict):
        s.extra = {}
    store = s.extra.get(HOUSE_KEY)
    if not isinstance(store, dict):
        store = s.extra[HOUSE_KEY] = {}
    if changes:
        store[preset or s.preset] = dict(changes)
    else:
        store.pop(preset or s.preset, None)


def changes_from(rules: RuleSet, preset: str) -> dict[str, Any]:
    """The options of ``rules`` that differ from the preset (players aside), as JSON values."""
    data = rules.to_json()
    return {k: data[k] for k in rules.differences(PRESETS[preset]) if k != "players"}


def rules_from_settings(s: Settings, **extra: object) -> tuple[RuleSet | None, str]:
    """The rule set for these choices (the remembered house rules included), or None and the
    engine's reason it is impossible."""
    changes: dict[str, Any] = {**house_changes(s), **extra}
    try:
        rules = RuleSet.preset(s.preset).replace(players=s.players, **changes)
    except (KeyError, RuleConflict) as exc:
        return None, str(exc).strip("'\"")
    return rules, ""


class NewGameScene(MenuScene):
    title = "New game"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.check()

    # The house rules of the chosen preset live in the settings; these read and write them.
    @property
    def house(self) -> dict[str, Any]:
        return house_changes(self.ctx.settings)

    def set_house(self, changes: dict[str, Any]) -> None:
        remember_house(self.ctx.settings, changes)

    def build(self) -> list[Widget]:
        s = self.ctx.settings
        presets = list(PRESETS)
        levels = list(LEVELS)
        if s.level not in levels:
            s.level = levels[0]
        if s.preset not in presets:
            s.preset = presets[0]
        house = self.house
        joker = house.get("joker")
        joker = joker if isinstance(joker, bool) else None
        rounds = house.get("rounds", PRESETS[s.preset].rounds)
        rounds_list = sorted({*ROUNDS, rounds}) if isinstance(rounds, int) else list(ROUNDS)
        if not isinstance(rounds, int):
            rounds = 5
        n = len(house)
        self.start_button = Button("Start", self.start, key="s")
        return [
            Chooser("Rules", presets, presets.index(s.preset), self.set_preset),
            Chooser("Players", list(PLAYER_COUNTS), PLAYER_COUNTS.index(s.players), self.set_players),
            Chooser("AI level", levels, levels.index(s.level), self.set_level),
            Chooser(
                "Joker",
                [None, True, False],
                [None, True, False].index(joker),
                self.set_joker,
                lambda v: "as the rules say" if v is None else ("yes" if v else "no"),
            ),
            Chooser("Hands", rounds_list, rounds_list.index(rounds), self.set_rounds),
            Button(f"House rules... ({n} changed)" if n else "House rules...", self.open_house, key="h"),
            self.start_button,
            Button("Back", self.back),
        ]

    def check(self) -> None:
        rules, err = rules_from_settings(self.ctx.settings)
        self.start_button.enabled = rules is not None
        if rules is None:
            self.message, self.message_colour = err, theme.BAD
        else:
            self.message = PRESET_DESCRIPTIONS.get(self.ctx.settings.preset, "")
            n = len(self.house)
            if n:
                self.message += f"  (+ {n} house rule{'s' if n > 1 else ''})"
            self.message_colour = theme.GOLD_LIGHT
        self.dirty = True

    def current_rules(self) -> RuleSet | None:
        return rules_from_settings(self.ctx.settings)[0]

    def set_preset(self, v: str) -> None:
        self.ctx.settings.preset = v
        self.rebuild()  # the house rules shown are the new preset's
        self.check()

    def set_players(self, v: int) -> None:
        self.ctx.settings.players = v
        self.check()

    def set_level(self, v: str) -> None:
        self.ctx.settings.level = v
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
        house = self.house
        if v == PRESETS[self.ctx.settings.preset].rounds:
            house.pop("rounds", None)
        else:
            house["rounds"] = v
        self.set_house(house)
        self._relabel()
        self.check()

    def _relabel(self) -> None:
        n = len(self.house)
        b = self.focus.widgets[5]
        b.label = f"House rules... ({n} changed)" if n else "House rules..."

    def open_house(self) -> None:
        s = self.ctx.settings
        rules = self.current_rules()
        if rules is None:  # the remembered rules no longer fit (e.g. the player count changed)
            try:
                rules = PRESETS[s.preset].replace(players=s.players)
            except RuleConflict:
                rules = PRESETS[s.preset]
        self.ctx.router.push("house_rules", s.preset, rules, self.house_changed, self.start)

    def house_changed(self, rules: RuleSet) -> None:
        s = self.ctx.settings
        s.players = rules.players
        self.set_house(changes_from(rules, s.preset))

    def resume(self) -> None:
        super().resume()
        self.rebuild()
        self.check()
        self.ctx.save_settings()

    def start(self) -> None:
        rules, err = rules_from_settings(self.ctx.settings)
        if rules is None:
            self.message, self.message_colour = err, theme.BAD
            return
        self.ctx.save_settings()
        start_new_match(self.ctx, rules, self.ctx.settings.level)
