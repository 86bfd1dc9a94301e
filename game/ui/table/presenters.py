"""Presenters turn a game's domain events into the table's animation beats (see ``base``).

The table asks :func:`presenter_for` for its game's presenter: the registry of games
(:mod:`game.rules.games`) names it as ``"module:Class"``, so adding a game registers a
presenter instead of editing the table.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import cast

from game.rules.games import game_spec

from .presenter_base import Presenter


def presenter_for(game: str, names: Sequence[str], human: int | None) -> Presenter:
    """A new presenter of ``game``'s events for a table with these seat names."""
    module, _, cls = game_spec(game).presenter.partition(":")
    factory = getattr(importlib.import_module(module), cls)
    return cast(Presenter, factory(list(names), human))
