"""What a game shows at the shared table beyond the cards: its words and marks.

The table (:mod:`game.ui.table.scene`, :mod:`game.ui.table.draw`,
:mod:`game.ui.table.controls`) is one for every game. What
differs from game to game (the status line, the seat plates' counts and markers, the tag by
the trick, what lies in the middle, the decision panels, the order of a hand, which cards the
player picks from the hand and what picking them does) is asked of the game's face, an object
of this shape. A face reads the table through :class:`game.ui.table.state.TableState` (the seat's
view, the layout, the cards picked...), never the scene itself. The presenter the registry
names for the game (``GameSpec.presenter``) carries it as ``presenter.face``, so adding a game
adds a face instead of editing the table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.rules import Card
from game.rules.i18n import N_

from ..input import InputEvent

if TYPE_CHECKING:
    from .state import TableState


# The dealer's marker, shown by every game's plates, and its legend under the pointer.
DEALER_LEGEND = N_("D: the dealer of this hand")


@dataclass(frozen=True, slots=True)
class Pick:
    """The player picks ``least`` to ``most`` cards of the hand (the exchange's discards,
    Nap's widow discards, an Écarté purchase), then confirms."""

    least: int
    most: int
    zone: str  # the pile's words, with the count chosen: "Discard 1/3"
    prompt: str  # the line under the table: "Choose 3 cards to discard..."
    button: str  # the confirm button: "Discard", "Buy"


class Panel(Protocol):
    """A decision panel over the table (bidding, calling a card...)."""

    rect: pygame.Rect

    @property
    def chosen(self) -> Any:
        """The action chosen, or None while the player decides."""
        ...

    def layout(self, rect: pygame.Rect) -> None: ...

    def relabel(self) -> None: ...

    def handle(self, e: InputEvent) -> bool: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def hint_rect(self, action: Any) -> pygame.Rect | None:
        """Where ``action`` (a hint's) is on the panel, to outline it; None if not there."""
        ...


def preview(panel: object, action: Any) -> None:
    """Show a hint's ``action`` selected in ``panel`` (the bid, the card to call), not taken: a
    panel that can show it has a ``preview`` method; one that cannot is left as it is."""
    show = getattr(panel, "preview", None)
    if show is not None:
        show(action)


class ReplayWords(Protocol):
    """A game's words in the replay of a finished hand (:mod:`.replay`), read from the views
    of every seat (``views[0]``: seat 0's, for what all seats see)."""

    def action(self, action: Any, who: str, you: bool = False) -> str:
        """What a step did, in a sentence ("Aki bids 14♠"; ``you``: the player's own step,
        "You bid 14♠")."""
        ...

    def seat_lines(self, views: Sequence[Any], seat: int) -> tuple[str, str]:
        """Under a seat's name: its role ("Napoleon", "bidder", or "") and its count so far."""
        ...

    def lines(self, view: Any, names: Sequence[str]) -> list[str]:
        """The panel's head lines: the contract, the tricks played."""
        ...

    def auction(self, view: Any) -> list[tuple[int, str]] | None:
        """The bids so far to list, or None once the play has started (the trick is shown)."""
        ...

    def trick_done(self, trick: Any, names: Sequence[str]) -> str:
        """A finished trick's outcome under it."""
        ...

    def result(self, view: Any) -> tuple[str, bool] | None:
        """The hand's outcome and whether the bidder made it, once the hand is over."""
        ...

    def contract(self, view: Any, names: Sequence[str]) -> str:
        """A finished hand's contract and its bidder, short ("14♠ (Cai)"); "—" if none."""
        ...


class TableFace(Protocol):
    """A game's part of the table. Every method reads the table; none changes it."""

    replay: ReplayWords  # its words in the replay of a finished hand

    def hand_size(self, table: TableState) -> int:
        """The cards each hand is dealt (the deal's animation counts up to it)."""
        ...

    def my_cards(self, table: TableState) -> list[Card]:
        """The human's cards, in the order they are held."""
        ...

    def badge(self, table: TableState, card: Card) -> str:
        """The tag over a card of the hand ("Mighty", "new"), or ""."""
        ...

    def cards_won(self, table: TableState) -> Sequence[Sequence[Card]]:
        """Per seat, the won cards laid out by its plate (may be empty)."""
        ...

    def pick(self, table: TableState) -> Pick | None:
        """The cards to pick from the hand now, or None when this is not a picking step."""
        ...

    def pick_actions(self, table: TableState, cards: Sequence[Card]) -> list[Any]:
        """The actions that do what picking ``cards`` means, applied in order."""
        ...

    def status_parts(self, table: TableState) -> list[str]:
        """The status bar's parts after the hand number (the turn is added by the table)."""
        ...

    def seat_info(self, table: TableState, seat: int, held: int) -> str:
        """The second line of a seat's plate ("5 cards · 3 pts")."""
        ...

    def seat_markers(
        self, table: TableState, seat: int
    ) -> list[tuple[str, str, tuple[int, int, int], float]]:
        """The markers at the end of a plate, right to left: (image name, letter, colour,
        size as a share of the plate's marker size)."""
        ...

    def marker_legend(self, name: str) -> str:
        """What the marker ``name`` (of :meth:`seat_markers`) means, in words shown under the
        pointer ("D: the dealer of this hand"); "" for a marker without a legend."""
        ...

    def bubbles_shown(self, table: TableState) -> bool:
        """Whether the bid bubbles by the plates are shown now."""
        ...

    def centre_lines(self, table: TableState) -> list[str]:
        """The tag by the trick mat (the trump, the called card...); the first line bold."""
        ...

    def draw_centre(self, table: TableState, surface: pygame.Surface) -> Mapping[str, pygame.Rect] | None:
        """What lies in the middle besides the trick (the blind, the widow, the pools); where
        it drew what a tutorial's note may name or should keep clear of ("widow", "pools"),
        if anything."""
        ...

    def interlude_seconds(self, table: TableState, kind: str) -> float:
        """How long the interlude ``kind`` plays now, at "normal" speed (0: not at all)."""
        ...

    def draw_interlude(self, table: TableState, surface: pygame.Surface, kind: str, t: float) -> None:
        """The interlude ``kind`` over the table, ``t`` seconds into it (normal speed)."""
        ...

    def panel_key(self, table: TableState) -> tuple[object, ...]:
        """What the decision panel depends on: while it stays the same, the panel stays open."""
        ...

    def panel(self, table: TableState) -> Panel | None:
        """The decision panel the human needs now (the human is to act), or None."""
        ...

    def play_choice(self, plays: Sequence[Any]) -> Panel | None:
        """A panel to choose among the several legal plays of one card (Napoleon: the suit a
        led joker calls for), with a ``cancelled`` flag; None: the first play is taken."""
        ...

    def auction_lines(self, table: TableState) -> list[str]:
        """The bids so far, as the bidding panel lists them."""
        ...

    def illegal_reason(self, table: TableState, card: Card) -> str:
        """Why the hovered ``card`` may not be played now ("" if it may)."""
        ...

    def last_trick_title(self, trick: Any, names: Sequence[str]) -> str:
        """The title over the last trick shown ("Last trick: Aki won 2 points")."""
        ...

    def trick_outcome(self, trick: Any, names: Sequence[str]) -> str:
        """A finished trick's outcome in words ("Aki · 2 points", "Aki wins")."""
        ...

    def hand_summary(self, hand: Any, names: Sequence[str]) -> str:
        """A finished hand in a scoreboard's cell: who declared what, made or not
        ("Ben 14♠ ✓"); "" for a hand without a declarer."""
        ...
