"""The contract of a game: what the shared core and the shared screens read of its hand, its
views, its results and its rules, and nothing else.

A game plugs in by providing a hand class of the :class:`GameHand` shape (its own phases,
actions, events and views) and registering a :class:`~game.rules.games.GameSpec`; the match,
the records and replay, the soak, the challenges, the AI seats' plumbing and the shared
screens (the table, replay, past hands, statistics, the result's base) only use the members
declared here. The protocols are generic over the game's action, view and event types, so
each game keeps its own precise types (``GameHand[Action, SeatView, Event]`` for Napoleon).
A ``GameSpec[Hand]`` checks ``Hand`` against ``GameHand[Any, GameView, Any]``, so mypy fails a
registered game whose hand, rules, views, tricks or results lack a member read here.

What stays the game's own (the shared code passes it along without reading it): its actions
(but for the shared ``Play``/``Pass``/``Discard`` of :mod:`game.rules.card_actions`, whose
``card`` the table reads), its events (handed to the game's presenter and to the spec's
``visible_to``), and everything else of its views and results, read by its face, panels,
presenter, result scene and AI.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, Self, TypeAlias, TypeVar

from .cards import Card


class MatchRules(Protocol):
    """What the match reads from any game's rules."""

    @property
    def players(self) -> int: ...

    @property
    def rounds(self) -> int:
        """The hands of a match (without a target score)."""
        ...

    @property
    def target_score(self) -> int | None:
        """The score that ends a match (None: it lasts ``rounds`` hands)."""
        ...

    def to_json(self) -> dict[str, Any]: ...


class GameRules(MatchRules, Protocol):
    """What the shared screens read from any game's rules besides the match's: the deck
    (the table scales every card's face ahead of the deal) and ``replace`` (the new-game
    screen's player count, the house-rules editor, the self-test's ``--players``), which raises
    ``RuleConflict`` or ``KeyError`` for rules that cannot be. Each option of the game's
    ``GameSpec.options`` is an attribute of its name (the house-rules editor, the rules help
    and the challenge codes read them by name). The rules round-trip through JSON
    (``to_json`` and the spec's ``rules_from_json``) and compare equal when they are the same.
    """

    @property
    def deck(self) -> Sequence[Card]:
        """Every card the rules play with."""
        ...

    def replace(self, **changes: Any) -> Self: ...

    @classmethod
    def field_kinds(cls) -> Mapping[str, Any]:
        """Each option's kind, in field order (``RulesBase`` reads them from the annotations):
        the challenge codes write and read the options by it."""
        ...


class FinishedTrick(Protocol):
    """A trick taken, as a view lists it: the last-trick box and the trick history read it."""

    @property
    def seats(self) -> Sequence[int]:
        """Who played each card, in play order."""
        ...

    @property
    def cards(self) -> Sequence[Card]: ...

    @property
    def winner(self) -> int: ...


class GameView(Protocol):
    """What the shared table, replay and statistics read of one seat's view of a hand.

    Optional, read where a game has them: ``piles`` (per seat, its piles of face-up and
    face-down cards, bottom first, None for a face-down card: drawn by an opponent's plate,
    and the seat's own pile tops are played from beside its hand) and ``cards_won`` (per
    seat, the cards it has captured, drawn by its plate)."""

    @property
    def phase(self) -> object:
        """The hand's phase, compared with the spec's ``card_play_phase`` and ``done_phase``."""
        ...

    @property
    def to_act(self) -> int:
        """The seat to act; -1 when the hand is over."""
        ...

    @property
    def hand(self) -> Sequence[Card]:
        """The seat's own cards (its pile tops too, where it has piles)."""
        ...

    @property
    def held_counts(self) -> Sequence[int]:
        """The cards each seat still holds (the backs drawn by its plate)."""
        ...

    @property
    def trick(self) -> Sequence[Card]:
        """The trick on the table, in play order."""
        ...

    @property
    def trick_seats(self) -> Sequence[int]:
        """Who played each card of ``trick``."""
        ...

    @property
    def tricks(self) -> Sequence[FinishedTrick]:
        """The tricks taken so far, in order."""
        ...

    @property
    def legal_actions(self) -> Sequence[object]:
        """What this seat may do now; empty unless it is to act."""
        ...


class HandOutcome(Protocol):
    """What the shared core and screens read of any finished hand's result (the game's own
    type); a game with a declarer gives a :class:`ContractOutcome`."""

    @property
    def payments(self) -> Sequence[int]:
        """Chips per seat."""
        ...


class ContractOutcome(HandOutcome, Protocol):
    """The result of a game with a declarer (``GameSpec.declarer`` names one): the statistics'
    mean bid and the AI tournament's success rates read its contract."""

    @property
    def bid(self) -> object:
        """The declarer's contract: a number where bids are numbers (counted for the mean
        bid), else the game's own value."""
        ...

    @property
    def made(self) -> bool:
        """The declarer made the contract."""
        ...


ActionT = TypeVar("ActionT")
ViewT_co = TypeVar("ViewT_co", bound=GameView, covariant=True)
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
    def rules(self) -> GameRules:
        """The rules the hand is played under (the game's own rules type)."""
        ...

    @property
    def phase(self) -> object:
        """The hand's phase (its views' ``phase``): hints ask the seat again while it lasts."""
        ...

    @property
    def is_over(self) -> bool: ...

    @property
    def actions(self) -> Sequence[ActionT]:
        """Every action applied so far, in order (the replay steps through them)."""
        ...

    @property
    def result(self) -> HandOutcome | None:
        """A finished hand's result (None until it is over, or when it was thrown in)."""
        ...

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
        """A versioned JSON-able record from which the hand replays exactly (the spec's
        ``replay``). The shared code reads its ``"format"`` (the spec's ``record_format``: which
        game replays it), ``"seed"`` and ``"actions"`` (a list, one entry per action applied:
        the record with only the first ``k`` replays the hand before action ``k``; everything
        else of the record is the deal, the same for two records of the same deal)."""
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


# Any registered game's hand, as the shared code reads it (its actions and events the game's own).
AnyGameHand: TypeAlias = GameHand[Any, GameView, Any]
