"""What any game's hand offers the table and the AI: Napoleon today, British Nap next.

A second game plugs in beside Napoleon by providing a hand class of this shape (its own
phases, actions, events and views); the table's controller, the AI seats' plumbing, the
record/replay and the soak only use these members.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from .actions import Action

HandT = TypeVar("HandT", bound="GameHand")


class GameHand(Protocol):
    game: str  # "napoleon", "nap", ...
    n: int  # players
    to_act: int  # the seat to act; -1 when the hand is over

    @property
    def is_over(self) -> bool: ...

    def opening_events(self) -> Sequence[Any]: ...

    def legal_actions(self) -> Sequence[Action]: ...

    def why_illegal(self, action: Action) -> str | None: ...

    def apply(self, action: Action) -> Sequence[Any]:
        """Apply the action of the seat to act and return the domain events."""
        ...

    def view(self, seat: int) -> Any:
        """Exactly what ``seat`` may know."""
        ...

    def record(self) -> dict[str, Any]:
        """A versioned JSON-able record from which the hand replays exactly."""
        ...

    def clone(self: HandT) -> HandT: ...
