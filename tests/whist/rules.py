"""Whist's rules: four players in two fixed partnerships (seats 0 and 2 against 1 and 3),
thirteen cards each, the trump turned up or fixed by the dealer's seat, a match of hands."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Any, ClassVar

from game.rules.cards import Card, Suit
from game.rules.i18n import N_, _
from game.rules.option_spec_types import OptionGroup, OptionKind, OptionSpec
from game.rules.rules_base import RulesBase, conflict
from game.rules.rules_summary import RulesSection, nearest_preset, option_lines, rules_title

PLAYERS = 4
HAND_SIZE = 13
BOOK = 6  # the tricks a side must take before it scores


class TrumpRule(StrEnum):
    TURNED = "turned"  # the dealer's last card, turned up, makes trumps
    ROTATION = "rotation"  # the trump follows the deal round: ♥ ♦ ♣ ♠ by the dealer's seat


ROTATION = (Suit(2), Suit(1), Suit(0), Suit(3))  # the dealer's seat -> trumps (rotation)


def _players(r: WhistRules) -> None:
    if r.players != PLAYERS:
        raise conflict(_("Whist is for 4 players, not {n}").format(n=r.players), "players")


def _rounds(r: WhistRules) -> None:
    if r.rounds < 1:
        raise conflict(_("rounds must be at least 1"), "rounds")


def _target_score(r: WhistRules) -> None:
    if r.target_score is not None and r.target_score < 1:
        raise conflict(_("target_score must be positive"), "target_score")


@dataclass(frozen=True, slots=True)
class WhistRules(RulesBase):
    CHECKS: ClassVar[tuple[Callable[[Any], None], ...]] = (_players, _rounds, _target_score)

    players: int = PLAYERS
    trump: TrumpRule = TrumpRule.TURNED
    rounds: int = 4
    target_score: int | None = None

    @property
    def hand_size(self) -> int:
        return HAND_SIZE

    @property
    def deck(self) -> tuple[Card, ...]:
        return tuple(Card(c) for c in range(52))


WHIST_PRESETS: MappingProxyType[str, WhistRules] = MappingProxyType(
    {"turned": WhistRules(), "rotation": WhistRules(trump=TrumpRule.ROTATION)}
)
WHIST_PRESET_TITLES = MappingProxyType({"turned": "Whist", "rotation": "Whist (trumps in turn)"})
WHIST_PRESET_DESCRIPTIONS = MappingProxyType(
    {
        "turned": "Thirteen cards each; the dealer's last card, turned up, makes trumps.",
        "rotation": "Thirteen cards each; trumps go round with the deal: hearts, diamonds, clubs, spades.",
    }
)


def _values(*values: Any) -> Callable[[Any], Sequence[Any]]:
    def offered(rules: Any) -> Sequence[Any]:
        return values

    return offered


TABLE = OptionGroup(N_("Players & deck"))
MATCH = OptionGroup(N_("Match"))
WHIST_OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "players", OptionKind.INT_CHOICE, TABLE, N_("Players"), "Four, in two partnerships.", _values(4)
    ),
    OptionSpec(
        "trump",
        OptionKind.ENUM,
        TABLE,
        "Trumps",
        "The dealer's last card, turned up, or by the dealer's seat: hearts, diamonds, clubs, spades.",
        _values(*TrumpRule),
    ),
    OptionSpec(
        "rounds", OptionKind.INT_RANGE, MATCH, N_("Hands"), "The hands a match has.", _values(1, 2, 4, 8)
    ),
    OptionSpec(
        "target_score",
        OptionKind.OPTIONAL_INT,
        MATCH,
        N_("Target score"),
        "Play to a score instead of a number of hands.",
        _values(None, 5, 10),
    ),
)


def describe_whist_rules(rules: WhistRules, base: str | None = None) -> list[RulesSection]:
    """The rules help: the game in sentences, then every option (the headings are the shared
    catalogue's, so they read in Japanese too; the test game's own sentences stay English)."""
    trumps = "the dealer's last card, turned up" if rules.trump == TrumpRule.TURNED else "the dealer's seat"
    data = rules.to_json()

    def changed(preset: WhistRules) -> int:  # the house rules (the player count is the table's)
        ref = preset.to_json()
        return sum(ref.get(k) != v for k, v in data.items() if k != "players")

    best = nearest_preset(WHIST_PRESETS, changed)
    named = rules_title(WHIST_PRESET_TITLES[best], changed(WHIST_PRESETS[best]))
    return [  # the rules named as every game's help names them
        RulesSection("", (_("Rules: {preset}").format(preset=named), WHIST_PRESET_DESCRIPTIONS[best])),
        RulesSection(
            _("THE GAME"),
            (
                f"4 players in two partnerships, 13 cards each; trumps: {trumps}.",
                "Follow suit if you can; the side with more than six tricks scores one point for each over six.",
            ),
        ),
        RulesSection(_("OPTIONS"), option_lines(WHIST_OPTIONS, rules)),
    ]
