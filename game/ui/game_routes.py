"""Each registered game's own scenes as the router knows them: the game's spec names its
hand-result scene (``"module:Class"``, given the table), its tutorial and the tutorial's result
if it has them, and its glossary; each route is named after the game, so adding a game adds no
line to the app's route table."""

from __future__ import annotations

import importlib
from typing import Any

from game.rules.games import GAMES, game_spec


def result_route(game: str) -> str:
    """The router's name of ``game``'s hand-result scene (pushed with the table)."""
    return f"{game}_hand_result"


def tutorial_route(game: str | None = None) -> str:
    """The router's name of ``game``'s tutorial (for a game whose spec names one; None: the
    default game's, the first registered)."""
    return f"{game or next(iter(GAMES))}_tutorial"


def tutorial_result_route(game: str) -> str:
    """The router's name of the scene that ends ``game``'s tutorial (pushed with its table)."""
    return f"{game}_tutorial_result"


def glossary_route(game: str) -> str:
    """The router's name of ``game``'s glossary (for a game whose spec names one)."""
    return f"{game}_glossary"


def _scene(path: str) -> Any:
    module, _, cls = path.partition(":")
    return getattr(importlib.import_module(module), cls)


def result_scenes() -> dict[str, Any]:
    """Every registered game's hand-result route and its scene class (given the table)."""
    return {result_route(name): _scene(game_spec(name).result_scene) for name in GAMES}


def tutorial_scenes() -> dict[str, Any]:
    """The tutorial route and scene class (given its AI level) of every game that has one."""
    return {
        tutorial_route(name): _scene(tutorial)
        for name in GAMES
        if (tutorial := game_spec(name).tutorial) is not None
    }


def tutorial_result_scenes() -> dict[str, Any]:
    """The tutorial-result route and scene class (given the tutorial's table) of every game
    whose tutorial ends on one."""
    return {
        tutorial_result_route(name): _scene(result)
        for name in GAMES
        if (result := game_spec(name).tutorial_result) is not None
    }


def glossary_scenes() -> dict[str, Any]:
    """The glossary route and scene class of every game that has one."""
    return {
        glossary_route(name): _scene(glossary)
        for name in GAMES
        if (glossary := game_spec(name).glossary) is not None
    }
