"""What a game's face (:mod:`game.ui.table.face`) may read of the table, and nothing else.

The table scene (:mod:`game.ui.table.scene`) holds the match, the hand in progress, the animation and the
input; a face only reads what the table shows. :class:`TableState` is that reading, typed and
read-only (every member a property or a pure method): the face gets it instead of the scene,
so mypy rejects a face that changes the table or reaches into its machinery. The scene is one
(structurally); a test can build a small one. The drawing (:mod:`game.ui.table.draw`) reads the wider
:class:`TableDrawState` (the picture's own state besides) and leaves a :class:`Frame`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.rules import Card

if TYPE_CHECKING:
    from game.rules.games import GameSpec

    from ..assets import Assets
    from ..cardart import CardArt
    from ..layout import TableLayout
    from ..widgets import Button
    from .face import Panel, Pick, TableFace
    from .hints import Hint
    from .practice import PracticeTools
    from .sprites import CardSprite


class TableState(Protocol):
    """The table as shown, read-only: what every game's face reads."""

    @property
    def rules(self) -> Any:
        """The match's rules (the game's own rules object, a ``GameRules`` of
        :mod:`game.rules.protocol`: a face narrows it to its game's type)."""
        ...

    @property
    def lay(self) -> TableLayout:
        """Where everything goes at the window's size."""
        ...

    @property
    def human(self) -> int:
        """The seat drawn at the bottom (whose view is shown)."""
        ...

    @property
    def player(self) -> int | None:
        """The human player's seat (None: nobody plays, a demo)."""
        ...

    @property
    def names(self) -> Sequence[str]:
        """The seats' names, as stored (English; shown through ``seat_name``)."""
        ...

    @property
    def shown(self) -> Any:
        """The bottom seat's view of the hand as the picture has caught up with it (the
        game's own view type, a ``GameView`` of :mod:`game.rules.protocol`: the shared table
        reads it as one, a face narrows it)."""
        ...

    @property
    def hand(self) -> Any:
        """The engine's hand being played (ahead of ``shown`` while steps are presented)."""
        ...

    @property
    def match(self) -> Any:
        """The match so far (its seed, the hands played, the first dealer)."""
        ...

    @property
    def selected(self) -> Sequence[Card]:
        """The cards picked from the hand (discards, a purchase)."""
        ...

    @property
    def finished_trick_shown(self) -> bool:
        """The trick on the cloth is complete and still there."""
        ...

    @property
    def art(self) -> CardArt:
        """The card faces and backs at any width."""
        ...

    @property
    def assets(self) -> Assets | None:
        """The images (markers, plates); None when they could not be loaded."""
        ...

    def place(self, seat: int) -> int:
        """The screen place of game ``seat`` (0: the bottom)."""
        ...

    def why_illegal(self, action: Any) -> str | None:
        """The engine's reason ``action`` may not be taken now (None: it may)."""
        ...


class TableDrawState(TableState, Protocol):
    """Everything the table's drawing (:mod:`game.ui.table.draw`) reads: the face's table state, and
    the picture's own state (the animation, the lines shown, the panel, the buttons). Drawing
    changes none of it; what it leaves is a :class:`Frame`."""

    @property
    def face(self) -> TableFace:
        """The game's part of the table."""
        ...

    @property
    def spec(self) -> GameSpec[Any]:
        """The game's spec (what its phases mean)."""
        ...

    @property
    def offers_hints(self) -> bool:
        """The game has hints and this match offers them (a challenge does not)."""
        ...

    @property
    def practice(self) -> PracticeTools | None:
        """The practice tools, in a practice match."""
        ...

    @property
    def hand_no(self) -> int: ...

    @property
    def hand_count_words(self) -> str:
        """The status line's count of hands ("Hand 2/5"; a challenge's deal)."""
        ...

    @property
    def dealt(self) -> float:
        """How many cards of each hand the deal's animation has dealt so far."""
        ...

    @property
    def ready(self) -> bool:
        """The picture has caught up and the human is to act."""
        ...

    @property
    def plays_cards(self) -> bool:
        """What is shown is a turn to play a card to the trick."""
        ...

    @property
    def shown_done(self) -> bool:
        """What is shown is a finished hand."""
        ...

    @property
    def can_finish(self) -> bool:
        """Finish hand (F) is offered."""
        ...

    @property
    def presenting(self) -> bool:
        """Steps of the engine are still to be shown."""
        ...

    @property
    def thinking(self) -> bool:
        """An AI seat is working out its move."""
        ...

    @property
    def bubbles(self) -> Mapping[int, str]:
        """The bid bubbles by the plates."""
        ...

    @property
    def banner(self) -> str: ...

    @property
    def banner_left(self) -> float: ...

    @property
    def message(self) -> str: ...

    @property
    def message_error(self) -> bool: ...

    @property
    def message_left(self) -> float: ...

    @property
    def hint(self) -> Hint | None: ...

    @property
    def hover(self) -> Card | None:
        """The card of the hand under the pointer."""
        ...

    @property
    def pointer(self) -> tuple[float, float]: ...

    @property
    def panel(self) -> Panel | None: ...

    @property
    def choosing_play(self) -> bool:
        """The open panel chooses among one card's plays (drawn even while the table moves)."""
        ...

    @property
    def show_last(self) -> bool:
        """The last trick is shown over the table."""
        ...

    @property
    def winning_card(self) -> Card | None:
        """The held trick's winning card (marked)."""
        ...

    @property
    def sprites(self) -> Mapping[Card, CardSprite]:
        """Every card's sprite: where it is now, how wide, face up, above which."""
        ...

    @property
    def dragging(self) -> Card | None: ...

    @property
    def picking(self) -> Pick | None:
        """The cards to pick from the hand now, or None."""
        ...

    # The header's buttons and the discard's confirm (drawing labels and enables them).
    @property
    def last_trick_button(self) -> Button: ...

    @property
    def hint_button(self) -> Button: ...

    @property
    def menu_button(self) -> Button: ...

    @property
    def finish_button(self) -> Button: ...

    @property
    def confirm_button(self) -> Button: ...

    def my_cards(self) -> list[Card]:
        """The human's cards, in the order they are held."""
        ...

    def legal_plays(self) -> list[Any]:
        """The cards the human may play now (none unless it is their turn to play)."""
        ...

    def cursor_card(self) -> Card | None:
        """The card under the keyboard cursor."""
        ...


@dataclass
class Frame:
    """What a frame of the table showed and where: ``rects`` ("banner": a trick's winner and
    why, "contract": the trump and called-card box, "message": the line under the table,
    "seat:N": a seat as drawn), and the markers on the plates (where, which), whose legend
    shows under the pointer. A coach's note keeps clear of them."""

    rects: dict[str, pygame.Rect] = field(default_factory=dict)
    spots: list[tuple[pygame.Rect, str]] = field(default_factory=list)
