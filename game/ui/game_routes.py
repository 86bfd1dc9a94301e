"""Each registered game's own scenes as the router knows them: the game's spec names its
hand-result scene (``"module:Class"``, given the table) and its tutorial if it has one, and
each route is named after the game, so adding a game adds no line to the app's route table."""

from __future__ import annotations

import importlib
from typing import Any

from game.rules.games import GAMES, game_spec


def result_route(game: str) -> str:
    """The router's name of ``game``'s hand-result scene (pushed with the table)."""
    return f"{game}_hand_result"


def tutorial_route(game: str) -> str:
    """The router's name of ``game``'s tutorial (for a game whose spec names one)."""
    return f"{game}_tutorial"


def _scene(path: str) -> Any:
    module, _, cls = path.partition(":")
    return getattr(importlib.import_module(module), cls)


def result_scenes() -> dict[str, Any]:
    """Every registered game's own routes and their scene classes: its hand result, and its
    tutorial where it has one (the app installs them all)."""
    out: dict[str, Any] = {}
    for name in GAMES:
        spec = game_spec(name)
        out[result_route(name)] = _scene(spec.result_scene)
        if spec.tutorial is not None:
            out[tutorial_route(name)] = _scene(spec.tutorial)
    return out
