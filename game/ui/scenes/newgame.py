"""New game: preset, player count, AI level and a few key options, checked by the engine."""

from __future__ import annotations

from game.ai import LEVELS
from game.rules import PRESET_DESCRIPTIONS, PRESETS, RuleConflict, RuleSet

from .. import theme
from ..settings import Settings
from ..widgets import Button, Chooser, Widget
from .menu_base import MenuScene

ROUNDS = (1, 3, 5, 8, 10)


def rules_from_settings(s: Settings, **extra: object) -> tuple[RuleSet | None, str]:
    """The rule set for these choices, or None and the engine's reason it is impossible."""
    try:
        rules = RuleSet.preset(s.preset).replace(players=s.players, **extra)
    except (KeyError, RuleConflict) as exc:
        return None, str(exc).strip("'\"")
    return rules, ""


class NewGameScene(MenuScene):
    title = "New game"

    def __init__(self, ctx: object) -> None:
        self.rounds = 5
        self.joker: bool | None = None  # None: as the preset says
        super().__init__(ctx)  # type: ignore[arg-type]
        self.check()

    def build(self) -> list[Widget]:
        s = self.ctx.settings
        presets = list(PRESETS)
        levels = list(LEVELS)
        if s.level not in levels:
            s.level = levels[0]
        return [
            Chooser("Rules", presets, presets.index(s.preset) if s.preset in presets else 0,
                    self.set_preset),
            Chooser("Players", [2, 3, 4, 5, 6], s.players - 2, self.set_players),
            Chooser("AI level", levels, levels.index(s.level), self.set_level),
            Chooser("Joker", [None, True, False], [None, True, False].index(self.joker),
                    self.set_joker, lambda v: "as the rules say" if v is None else
                    ("yes" if v else "no")),
            Chooser("Hands", ROUNDS, ROUNDS.index(self.rounds), self.set_rounds),
            Button("Start", self.start, key="s"),
            Button("Back", self.back),
        ]

    def extra(self) -> dict[str, object]:
        out: dict[str, object] = {"rounds": self.rounds}
        if self.joker is not None:
            out["joker"] = self.joker
        return out

    def check(self) -> None:
        rules, err = rules_from_settings(self.ctx.settings, **self.extra())
        start = self.focus.widgets[-2]
        start.enabled = rules is not None
        if rules is None:
            self.message, self.message_colour = err, theme.BAD
        else:
            self.message = PRESET_DESCRIPTIONS.get(self.ctx.settings.preset, "")
            self.message_colour = theme.GOLD_LIGHT
        self.dirty = True

    def set_preset(self, v: str) -> None:
        self.ctx.settings.preset = v
        self.check()

    def set_players(self, v: int) -> None:
        self.ctx.settings.players = v
        self.check()

    def set_level(self, v: str) -> None:
        self.ctx.settings.level = v
        self.check()

    def set_joker(self, v: bool | None) -> None:
        self.joker = v
        self.check()

    def set_rounds(self, v: int) -> None:
        self.rounds = v
        self.check()

    def start(self) -> None:
        rules, err = rules_from_settings(self.ctx.settings, **self.extra())
        if rules is None:
            self.message = err
            return
        self.ctx.save_settings()
        self.ctx.start_match(rules, self.ctx.settings.level)
