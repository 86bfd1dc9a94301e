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

:class:`TrickFace` is a base class giving every optional method a default (no picking, no
panels, no interludes, nothing in the middle, the dealer's marker, the hand held in alternating
colours with the trumps first...), so a plain trick game writes only what differs: its replay
words, its status line and what it shows besides.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.rules import Card
from game.rules.card_actions import Play
from game.rules.i18n import N_, _, ngettext

from .. import theme
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


Marker = tuple[str, str, tuple[int, int, int], float]
# Suits in the hand, left to right: alternating colours (♠ ♥ ♣ ♦), as hands are held.
SUIT_ORDER = (3, 2, 0, 1)


def held_in_suits(cards: Sequence[Card], trump: object = None) -> list[Card]:
    """``cards`` as a hand is held: by suit in alternating colours, the trump suit first
    (``trump``: a suit, or None), each suit high to low."""
    order = list(SUIT_ORDER)
    if trump is not None:
        order.remove(int(trump))  # type: ignore[call-overload]
        order.insert(0, int(trump))  # type: ignore[call-overload]
    return sorted(cards, key=lambda c: (order.index(c // 13), -(c % 13)))


class TrickFace(ABC):
    """A :class:`TableFace` with a default for every optional part, for a game whose view has
    ``hand`` (its cards), ``dealer``, ``legal_actions`` (empty unless the seat is to act) and,
    where the game has them, ``trump`` and ``tricks_won``; whose rules have ``hand_size``.

    A game writes what differs: :attr:`replay` and :meth:`status_parts` always; the rest only
    where it has the part (an auction's panel and bubbles, cards to pick, interludes, something
    in the middle, markers of its own roles, a scoreboard's summary)."""

    replay: ReplayWords  # its words in the replay of a finished hand

    @abstractmethod
    def status_parts(self, table: TableState) -> list[str]:
        """The status bar's parts after the hand number (the turn is added by the table)."""

    def hand_size(self, table: TableState) -> int:
        """The rules' ``hand_size``."""
        return int(table.rules.hand_size)

    def my_cards(self, table: TableState) -> list[Card]:
        """The view's hand in alternating colours, the trumps (the view's ``trump``) first."""
        v = table.shown
        return held_in_suits(v.hand, getattr(v, "trump", None))

    def badge(self, table: TableState, card: Card) -> str:
        return ""

    def cards_won(self, table: TableState) -> Sequence[Sequence[Card]]:
        return ()

    def pick(self, table: TableState) -> Pick | None:
        return None

    def pick_actions(self, table: TableState, cards: Sequence[Card]) -> list[Any]:
        return []

    def seat_info(self, table: TableState, seat: int, held: int) -> str:
        """The cards held and, where the view counts them (``tricks_won``), the tricks won."""
        parts = [ngettext("{n} card", "{n} cards", held).format(n=held)]
        won = getattr(table.shown, "tricks_won", None)
        if won is not None:
            parts.append(ngettext("{n} trick", "{n} tricks", won[seat]).format(n=won[seat]))
        return " · ".join(parts)

    def seat_markers(self, table: TableState, seat: int) -> list[Marker]:
        """The dealer's marker."""
        return [("dealer", "D", theme.CREAM, 0.8)] if table.shown.dealer == seat else []

    def marker_legend(self, name: str) -> str:
        return _(DEALER_LEGEND) if name == "dealer" else ""

    def bubbles_shown(self, table: TableState) -> bool:
        return False

    def centre_lines(self, table: TableState) -> list[str]:
        return []

    def draw_centre(self, table: TableState, surface: pygame.Surface) -> Mapping[str, pygame.Rect] | None:
        return None

    def interlude_seconds(self, table: TableState, kind: str) -> float:
        return 0.0

    def draw_interlude(self, table: TableState, surface: pygame.Surface, kind: str, t: float) -> None:
        return None

    def panel_key(self, table: TableState) -> tuple[object, ...]:
        return ()

    def panel(self, table: TableState) -> Panel | None:
        return None

    def play_choice(self, plays: Sequence[Any]) -> Panel | None:
        return None

    def auction_lines(self, table: TableState) -> list[str]:
        return []

    def illegal_reason(self, table: TableState, card: Card) -> str:
        """The engine's reason, while the seat is to play a card and ``card`` is not one of
        its plays."""
        legal = table.shown.legal_actions
        if not any(isinstance(a, Play) for a in legal) or Play(card) in legal:
            return ""
        return table.why_illegal(Play(card)) or ""

    def last_trick_title(self, trick: Any, names: Sequence[str]) -> str:
        return _("Last trick: {player} won it").format(player=names[trick.winner])

    def trick_outcome(self, trick: Any, names: Sequence[str]) -> str:
        return _("{player} wins").format(player=names[trick.winner])

    def hand_summary(self, hand: Any, names: Sequence[str]) -> str:
        return ""
