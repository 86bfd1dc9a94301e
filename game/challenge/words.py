"""A challenge in the player's words: what it is, in a few lines (the title's and the CLI's)."""

from __future__ import annotations

from game.rules.i18n import _, ngettext, pgettext

from .challenge import Challenge


def level_words(level: str) -> str:
    """An AI level's name, in the player's language."""
    words = {
        "random": pgettext("AI level", "random"),
        "easy": pgettext("AI level", "easy"),
        "normal": pgettext("AI level", "normal"),
        "hard": pgettext("AI level", "hard"),
    }
    return words.get(level, level)


def describe(challenge: Challenge) -> list[str]:
    """The challenge in a few lines, in the player's language: the game and rules, the table,
    the changed options."""
    spec = challenge.spec
    title = spec.preset_titles.get(challenge.preset)
    lines = [
        _("{game}: {rules}").format(game=_(spec.title), rules=_(title) if title else challenge.preset),
        ngettext(
            "{players} players, you in seat {seat}, the field at level {level}, {deals} deal",
            "{players} players, you in seat {seat}, the field at level {level}, {deals} deals",
            challenge.deals,
        ).format(
            players=challenge.players,
            seat=challenge.seat + 1,
            level=level_words(challenge.level),
            deals=challenge.deals,
        ),
    ]
    rules = challenge.rules()
    for name, value in challenge.changes:
        option = spec.option(name)
        lines.append(
            _("  {option}: {value}").format(option=option.label_words(), value=option.show(value, rules))
        )
    return lines
