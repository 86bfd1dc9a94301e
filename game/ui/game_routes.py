"""Each registered game's own scenes as the router knows them: the game's spec names its
hand-result scene (``"module:Class"``, given the table) and the route is named after the game,
so adding a game adds no line to the app's route table."""

from __future__ import annotations

import importlib
from typing import Any

from game.rules.games import GAMES, game_spec


def result_route(game: str) -> str:
    """The router's name of ``game``'s hand-result scene (pushed with the table)."""
    return f"{game}_hand_result"


def result_scenes() -> dict[str, Any]:
    """Every registered game's hand-result route and its scene class."""
    out: dict[str, Any] = {}
    for name in GAMES:
        module, _, cls = game_spec(name).result_scene.partition(":")
        out[result_route(name)] = getattr(importlib.import_module(module), cls)
    return out
