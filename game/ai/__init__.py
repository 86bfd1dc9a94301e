"""AI seats. Each sees only its own seat's view (``SeatView``), never hidden cards.

:func:`make_seat` builds a seat of any registered game: the game's spec
(:mod:`game.rules.games`) names its seat factory as a ``"module:function"`` path, and
:func:`tournament_seats` the seats the AI tournament may seat (``"module:attribute"``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, Protocol, cast

from game.rules.games import GAMES, game_spec

from .base import GameSeat
from .roster import SearchBudget, TournamentSeats

SeatFactory = Callable[[str, int], GameSeat[Any, Any]]


def seat_factory(game: str) -> SeatFactory:
    """The game's seat factory, imported from the path its spec names."""
    module, _, attr = game_spec(game).seat_factory.partition(":")
    return cast(SeatFactory, getattr(importlib.import_module(module), attr))


def tournament_seats(game: str) -> TournamentSeats:
    """The game's seats in the AI tournament, imported from the path its spec names; a game
    that names none: its levels, as its seat factory builds them."""
    path = game_spec(game).tournament_seats
    if path is not None:
        module, _, attr = path.partition(":")
        return cast(TournamentSeats, getattr(importlib.import_module(module), attr))
    factory = seat_factory(game)
    return TournamentSeats(game_spec(game).levels, lambda level, seed, _budget: factory(level, seed))


class SearchHelper(Protocol):
    """A game's search helper module (``GameSpec.search_helper``): a second process its Hard
    search hands play-outs to, the choices the same with it or without it."""

    def spawn(self) -> tuple[BaseProcess, Connection]: ...

    def attach(self, conn: Connection | None) -> None: ...

    def warm(self) -> bool: ...


def search_helper() -> SearchHelper | None:
    """The search helper of the first registered game that names one (the app's AI worker
    starts one); None when no game has one."""
    for spec in GAMES.values():
        if spec.search_helper is not None:
            return cast(SearchHelper, importlib.import_module(spec.search_helper))
    return None


def warm_seats() -> None:
    """Build a seat of every registered game's last (strongest) level and drop it: the AI
    worker's start, not its first decision, pays for their imports (about 0.15 s)."""
    for name in GAMES:
        levels = game_spec(name).levels
        if levels:
            seat_factory(name)(levels[-1], 0)


def make_seat(level: str, seed: int = 0, *, game: str = "napoleon") -> GameSeat[Any, Any]:
    """A fresh seat of ``game`` at the given level, with its own seeded RNG.

    Unknown levels raise ``ValueError``; so does an unknown game.
    """
    return seat_factory(game)(level, seed)


__all__ = [
    "GameSeat",
    "SearchBudget",
    "SearchHelper",
    "TournamentSeats",
    "make_seat",
    "search_helper",
    "seat_factory",
    "tournament_seats",
    "warm_seats",
]
