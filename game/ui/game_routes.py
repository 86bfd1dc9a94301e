"""Each registered game's own scenes as the router knows them: the game's spec names its
hand-result scene (``"module:Class"``, given the table), and its tutorial, the tutorial's result
and its glossary if it has them; each route is keyed by the game (``"<game>_<route>"``), so
adding a game adds no line to the app's route table."""

from __future__ import annotations

import importlib
from typing import Any

from game.rules.games import GAMES, game_spec

# Each per-game route's name, and the spec field that names its scene ("module:Class").
GAME_SCENE_FIELDS: dict[str, str] = {
    "hand_result": "result_scene",
    "tutorial": "tutorial",
    "tutorial_result": "tutorial_result",
    "glossary": "glossary",
}


def game_route(game: str | None, route: str) -> str:
    """The router's key of ``game``'s own scene of ``route`` (None: the default game's, the
    first registered)."""
    return f"{game or next(iter(GAMES))}_{route}"


def result_route(game: str) -> str:
    """The router's key of ``game``'s hand-result scene (pushed with the table)."""
    return game_route(game, "hand_result")


def tutorial_result_route(game: str) -> str:
    """The router's key of the scene that ends ``game``'s tutorial (pushed with its table)."""
    return game_route(game, "tutorial_result")


def game_scenes(route: str) -> dict[str, Any]:
    """The key and scene class of ``route`` for every game whose spec names one."""
    field = GAME_SCENE_FIELDS[route]
    out: dict[str, Any] = {}
    for name in GAMES:
        path = getattr(game_spec(name), field)
        if path is not None:
            module, _, cls = path.partition(":")
            out[game_route(name, route)] = getattr(importlib.import_module(module), cls)
    return out
