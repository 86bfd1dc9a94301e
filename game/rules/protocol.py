"""What any game's hand offers the table and the AI: Napoleon today, British Nap next.

A second game plugs in beside Napoleon by providing a hand class of this shape (its own
phases, actions, events and views) and registering a :class:`~game.rules.games.GameSpec`;
the table's controller, the AI seats' plumbing, the match, the record/replay and the soak
only use these members. The protocol is generic over the game's action, view and event
types, so each game keeps its own precise types (``GameHand[Action, SeatView, Event]`` for
Napoleon).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, Self, TypeVar

ActionT = TypeVar("ActionT")
ViewT_co = TypeVar("ViewT_co", covariant=True)
EventT_co = TypeVar("EventT_co", covariant=True)


class GameHand(Protocol[ActionT, ViewT_co, EventT_co]):
    @property
    def game(self) -> str:
        """The registered game's name: "napoleon", "nap", ..."""
        ...

    @property
    def n(self) -> int:
        """The number of players."""
        ...

    @property
    def to_act(self) -> int:
        """The seat to act; -1 when the hand is over."""
        ...

    @property
    def rules(self) -> object:
        """The rules the hand is played under (the game's own rules type)."""
        ...

    @property
    def is_over(self) -> bool: ...

    def opening_events(self) -> Sequence[EventT_co]: ...

    def legal_actions(self) -> Sequence[ActionT]: ...

    def why_illegal(self, action: ActionT) -> str | None: ...

    def apply(self, action: ActionT) -> Sequence[EventT_co]:
        """Apply the action of the seat to act and return the domain events."""
        ...

    def view(self, seat: int) -> ViewT_co:
        """Exactly what ``seat`` may know."""
        ...

    def record(self) -> dict[str, Any]:
        """A versioned JSON-able record from which the hand replays exactly."""
        ...

    def outcome_settled(self) -> bool:
        """Nothing left to play can change anyone's chips (the table offers to finish the
        hand at once): the game decides, never the table."""
        ...

    def clone(self) -> Self: ...


@dataclass(frozen=True, slots=True)
class Settlement:
    """What a finished hand counts for in a match, whatever the game.

    ``payments``: chips per seat. ``contract_won_by``: the declarer, when the declarer made
    the contract (for rules that rank a match by contracts won). ``pool_change``: chips the
    hand put into the game's pools (Nap's Écarté and peep pools), less what it took out; the
    payments and the pool change sum to zero. ``redeal``: the same dealer deals again (a
    thrown-in hand whose stakes still count).
    """

    payments: tuple[int, ...]
    contract_won_by: int | None = None
    pool_change: int = 0
    redeal: bool = False


class MatchRules(Protocol):
    """What the match reads from any game's rules."""

    @property
    def players(self) -> int: ...

    @property
    def rounds(self) -> int: ...

    @property
    def target_score(self) -> int | None: ...

    def to_json(self) -> dict[str, Any]: ...
