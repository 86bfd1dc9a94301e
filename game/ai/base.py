"""The interface every AI seat implements: it sees only its own seat's view."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

from game.napoleon import Action, SeatView
from game.rules.i18n import _

ViewT_contra = TypeVar("ViewT_contra", contravariant=True)
ActionT = TypeVar("ActionT")


class GameSeat(Protocol[ViewT_contra, ActionT]):
    """An AI player of some game. ``choose`` gets the view of its own seat, never the full
    state; the view and action types are the game's (``SeatView``/``Action`` for Napoleon)."""

    name: str

    def choose(self, view: ViewT_contra) -> ActionT:
        """An action from the view's legal actions (the view is of a seat that is to act)."""
        ...

    def explain(self, view: ViewT_contra, action: ActionT, names: Sequence[str] = ()) -> str:
        """A sentence a player understands, saying why ``action`` is a good choice; ``names``:
        the seats' names as the table shows them (else seats are named by number)."""
        ...


Seat = GameSeat[SeatView, Action]  # a Napoleon seat


class RandomSeat:
    """Plays a uniformly random legal action: the floor of the tournament."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        return self.rng.choice(view.legal_actions)

    def explain(self, view: SeatView, action: Action, names: Sequence[str] = ()) -> str:
        return _("{action}: chosen at random among the legal moves.").format(action=action)
