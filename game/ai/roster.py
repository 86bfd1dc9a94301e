"""What a game gives the duplicate tournament (:mod:`game.ai.tournament`): its seats by name.

A game's spec names its :class:`TournamentSeats` (``GameSpec.tournament_seats``, a
``"module:attribute"`` path resolved by :func:`game.ai.tournament_seats`): the levels a player
meets, with the tournament's search budget, and the game's own measuring sticks (seats that see
every hand, baselines that replay an older rule of thumb), which no player ever meets.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .base import GameSeat


@dataclass(frozen=True, slots=True)
class SearchBudget:
    """The tournament's budget for a searching seat: ``rollouts`` per decision (a game whose
    search counts them), a wall-clock cap in seconds on each decision (None: none, so the
    figures replay from the seed whatever the machine's load) and ``nodes``, the cap on each
    decision's solver nodes (a game whose search counts them, Nap's hard; None: the seat's
    own). A challenge's par (``game.challenge``) builds its Hard with this too."""

    rollouts: int
    seconds: float | None
    nodes: int | None = None


@dataclass(frozen=True, slots=True)
class TournamentSeats:
    """A game's seats in the tournament.

    ``names``: every seat the tournament may seat, in the order listed (the levels first);
    ``build(name, seed, budget)`` makes a fresh one (raising ``ValueError`` for a name not in
    ``names``). ``reference``: the seat that sees every hand, if any: a level's row then prints
    its share of that seat's margin; ``sticks``: the measuring sticks given no share."""

    names: tuple[str, ...]
    build: Callable[[str, int, SearchBudget], GameSeat[Any, Any]]
    reference: str | None = None
    sticks: tuple[str, ...] = ()

    def seat(self, name: str, seed: int, budget: SearchBudget) -> GameSeat[Any, Any]:
        """A fresh seat ``name`` with its own seeded RNG; an unknown name: ``ValueError``
        naming the seats this game has."""
        if name not in self.names:
            raise ValueError(f"no seat named {name!r}; the seats are: {', '.join(self.names)}")
        return self.build(name, seed, budget)
