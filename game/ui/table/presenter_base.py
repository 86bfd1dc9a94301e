"""The table's vocabulary of animation beats, shared by every game's presenter.

A presenter reads one controller step (the domain events and the view after them) and answers
with :class:`Presentation`: beats the table performs, each now or after a delay, and how long
the table holds before presenting the next step. Times are in seconds at "normal" speed; the
table scales them by the player's animation speed. Presenters never touch pygame or the scene,
so they are tested as plain data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from game.rules import Card

from .controller import Step, View, seat_name

if TYPE_CHECKING:
    from .face import TableFace

# Seconds at "normal" speed (shared by the table's own movements).
T_MOVE = 0.32
T_SWEEP = 0.45
T_BANNER = 1.6


@dataclass(frozen=True, slots=True)
class Deal:
    """The deal: every hand fills up over ``seconds``."""

    seconds: float
    at: float | None = None  # None: at once; else seconds after the step starts


@dataclass(frozen=True, slots=True)
class Sound:
    name: str
    at: float | None = None


@dataclass(frozen=True, slots=True)
class Bubble:
    """A speech bubble by a seat (its bid, "Pass")."""

    seat: int
    text: str
    at: float | None = None


@dataclass(frozen=True, slots=True)
class ClearBubbles:
    at: float | None = None


@dataclass(frozen=True, slots=True)
class Announce:
    """The banner line (who is Napoleon, the called card...)."""

    text: str
    at: float | None = None


@dataclass(frozen=True, slots=True)
class PlaceCard:
    """A card played by ``seat`` lands in the trick."""

    seat: int
    card: Card
    at: float | None = None


@dataclass(frozen=True, slots=True)
class Sweep:
    """The trick on the table goes to ``winner``."""

    winner: int
    at: float | None = None


@dataclass(frozen=True, slots=True)
class MarkWinner:
    """The trick's winning card is marked while the trick is held."""

    card: Card
    at: float | None = None


@dataclass(frozen=True, slots=True)
class Interlude:
    """A short picture the table plays over itself before going on (Nap's seat draw for the
    first dealer, the gather and cut between hands), drawn by the game's face
    (``face.interlude_seconds``/``draw_interlude``). The table's clock stops while it plays;
    a click or a key skips it."""

    kind: str
    at: float | None = None


Beat = Deal | Sound | Bubble | ClearBubbles | Announce | PlaceCard | MarkWinner | Sweep | Interlude


@dataclass(frozen=True, slots=True)
class Presentation:
    beats: tuple[Beat, ...]
    hold: float  # seconds before the next step is presented


class Presenter(Protocol):
    """A game's events as beats; ``face`` is the game's part of the table (its words and marks,
    :mod:`game.ui.table.face`), drawn by the table, never by the presenter."""

    @property
    def face(self) -> TableFace: ...

    def present(self, step: Step, before: View) -> Presentation:
        """The beats of ``step``; ``before`` is the view shown until now."""
        ...


class SeatWords:
    """What every game's presenter knows of the seats: their stored names, and the seat
    addressed as "you" (None: nobody, a demo)."""

    def __init__(self, names: Sequence[str], human: int | None) -> None:
        self.names = list(names)
        self.human = human

    def name(self, seat: int) -> str:
        """``seat``'s name in the player's language."""
        return seat_name(self.names[seat])
