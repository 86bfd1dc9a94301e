"""The interface every AI seat implements: it sees only its own seat's view."""

from __future__ import annotations

import random
from typing import Protocol

from game.rules import Action, SeatView


class Seat(Protocol):
    """An AI player. ``choose`` gets the view of its own seat, never the full state."""

    name: str

    def choose(self, view: SeatView) -> Action:
        """An action from ``view.legal_actions`` (the view is of a seat that is to act)."""
        ...

    def explain(self, view: SeatView, action: Action) -> str:
        """A sentence a player understands, saying why ``action`` is a good choice."""
        ...


class RandomSeat:
    """Plays a uniformly random legal action: the floor of the tournament."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        return self.rng.choice(view.legal_actions)

    def explain(self, view: SeatView, action: Action) -> str:
        return f"{action}: chosen at random among the legal moves."
