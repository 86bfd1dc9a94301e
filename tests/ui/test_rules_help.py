"""The rules help lays out what each game's engine says (``describe_rules`` through the
registry), for every registered game, and names no game itself."""

from __future__ import annotations

import ast
import inspect
from typing import Any

import pytest

from game.rules.games import GAMES
from game.rules.i18n import set_language
from game.ui import routes
from game.ui.context import Context
from game.ui.scenes import rules_help
from game.ui.scenes.rules_help import Heading, RulesHelpScene

EVERY_PRESET = [(game, preset) for game, spec in GAMES.items() for preset in spec.presets]


def _laid_out(rules: Any, base: str | None = None) -> list[tuple[str, bool]]:
    """The engine's sections as the scene should show them: (line, is a heading)."""
    out: list[tuple[str, bool]] = []
    for section in GAMES[rules_game(rules)].describe_rules(rules, base):
        out += [("", False)] if out else []
        out += [(section.heading, True)] if section.heading else []
        out += [(line, False) for line in section.lines]
    return out


def rules_game(rules: Any) -> str:
    return next(name for name, spec in GAMES.items() if isinstance(rules, spec.rules_type))


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(("game", "preset"), EVERY_PRESET)
def test_the_rules_help_shows_the_engines_sections(
    ctx: Context, game: str, preset: str, language: str
) -> None:
    set_language(language)
    try:
        rules = GAMES[game].presets[preset]
        scene = RulesHelpScene(ctx, rules)
        expected = _laid_out(rules)
    finally:
        set_language("en")
    assert [(line, isinstance(line, Heading)) for line in scene.lines] == expected
    assert sum(heading for _line, heading in expected) >= 2  # sections with headings, not one block


def test_house_rules_are_described_from_the_preset_they_start_from(ctx: Context) -> None:
    spec = GAMES["napoleon"]
    rules = spec.presets["bga"].replace(yoromeki=False)
    scene = RulesHelpScene(ctx, rules, base="bga")
    assert [(line, isinstance(line, Heading)) for line in scene.lines] == _laid_out(rules, "bga")
    assert scene.lines[0] == "Rules: Board Game Arena + 1 house rule"  # as Past hands name them
    assert "HOUSE RULES" in scene.lines
    assert any(line.startswith("Enchantress (yoromeki): Off (the preset: On).") for line in scene.lines)


def test_the_rules_help_names_no_game() -> None:
    """The scene reaches a game only through the registry: it imports no game's package."""
    tree = ast.parse(inspect.getsource(rules_help))
    imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)] + [
        alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names
    ]
    games = {spec.rules_type.__module__.split(".")[1] for spec in GAMES.values()}
    assert not [m for m in imported if m.startswith("game.") and m.split(".")[1] in games]


def test_the_titles_rules_are_those_of_the_chosen_game(ctx: Context) -> None:
    """With another game chosen for the next game, the title's Rules explain that game."""
    from game.ui.game_choice import game_rules, set_game
    from game.ui.scenes.title import TitleScene

    ctx.stack.push(TitleScene(ctx))
    for game in GAMES:
        set_game(ctx.settings, game)
        chosen = game_rules(ctx.settings)[0]
        assert chosen is not None
        ctx.router.push(routes.RulesHelp())
        scene = ctx.stack.top
        assert isinstance(scene, RulesHelpScene) and type(scene.rules) is GAMES[game].rules_type
        assert [(line, isinstance(line, Heading)) for line in scene.lines] == _laid_out(chosen, scene.base)
        ctx.stack.pop()
