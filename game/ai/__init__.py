"""AI seats. Each sees only its own seat's view (``SeatView``), never hidden cards.

:func:`make_seat` builds a seat of any registered game: the game's spec
(:mod:`game.rules.games`) names its seat factory as a ``"module:function"`` path.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, cast

from game.rules.games import game_spec

from .base import GameSeat, RandomSeat, Seat
from .heuristic import HeuristicSeat
from .napoleon_seats import LEVELS

SeatFactory = Callable[[str, int], GameSeat[Any, Any]]


def seat_factory(game: str) -> SeatFactory:
    """The game's seat factory, imported from the path its spec names."""
    module, _, attr = game_spec(game).seat_factory.partition(":")
    return cast(SeatFactory, getattr(importlib.import_module(module), attr))


def make_seat(level: str, seed: int = 0, *, game: str = "napoleon") -> GameSeat[Any, Any]:
    """A fresh seat of ``game`` at the given level, with its own seeded RNG.

    Unknown levels raise ``ValueError``; so does an unknown game.
    """
    return seat_factory(game)(level, seed)


__all__ = ["LEVELS", "GameSeat", "HeuristicSeat", "RandomSeat", "Seat", "make_seat", "seat_factory"]
