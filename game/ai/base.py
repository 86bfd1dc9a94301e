"""The interface every AI seat implements: it sees only its own seat's view."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

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
