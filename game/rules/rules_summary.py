"""A rule set in words, as every game gives it: a list of :class:`RulesSection`.

Each game's ``describe_rules`` (its :class:`~game.rules.games.GameSpec` names it) returns the
sections a player reads before a game, already in the player's language; the rules-help
screen only lays them out (a heading, its sentences, a blank line between sections). The
helpers here are the parts two games say alike: every option with its value and help, the
nearest preset to a rule set, and the rules' name (:func:`rules_title`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .i18n import _, ngettext
from .option_spec_types import OptionSpec

__all__ = ["RulesSection", "nearest_preset", "option_lines", "rules_title", "summary_text"]


@dataclass(frozen=True, slots=True)
class RulesSection:
    """One part of a rule set's summary: its heading ("" for the opening lines, which have
    none) and its sentences, both in the player's language."""

    heading: str
    lines: tuple[str, ...]


def summary_text(sections: Iterable[RulesSection]) -> list[str]:
    """The sections as plain lines (each heading, its sentences, a blank line between), for
    a text view and for tests."""
    out: list[str] = []
    for section in sections:
        if out:
            out.append("")
        out += [section.heading] if section.heading else []
        out += section.lines
    return out


def option_lines(options: Sequence[OptionSpec], rules: Any) -> tuple[str, ...]:
    """Every option of ``rules``: "Label: value", then its help (indented) when it has one."""
    out: list[str] = []
    for spec in options:
        value = _(spec.show(getattr(rules, spec.name), rules))
        out.append(_("{option}: {value}").format(option=spec.label_words(), value=value))
        helped = spec.help_for(rules)
        if helped:
            out.append("    " + _(helped))
    return tuple(out)


def nearest_preset(presets: Mapping[str, Any], differences: Callable[[Any], int]) -> str:
    """The preset with the fewest ``differences`` (from the rule set described); the first
    of equals."""
    return min(presets, key=lambda name: differences(presets[name]))


def rules_title(title: str, house_rules: int = 0) -> str:
    """The rules in play, named one way wherever they are named (the rules help, Past hands,
    the title's Quick play line): the preset's title as its game's spec writes it (translated),
    and how many house rules change it ("Pagat with a joker + 2 house rules")."""
    if not house_rules:
        return title
    said = ngettext("{preset} + {n} house rule", "{preset} + {n} house rules", house_rules)
    return said.format(preset=title, n=house_rules)
