"""What a game's face (:mod:`.table_face`) may read of the table, and nothing else.

The table scene (:mod:`.table`) holds the match, the hand in progress, the animation and the
input; a face only reads what the table shows. :class:`TableState` is that reading, typed and
read-only (every member a property or a pure method): the face gets it instead of the scene,
so mypy rejects a face that changes the table or reaches into its machinery. The scene is one
(structurally); a test can build a small one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from game.rules import Card

if TYPE_CHECKING:
    from ..assets import Assets
    from ..cardart import CardArt
    from ..layout import TableLayout


class TableState(Protocol):
    """The table as shown, read-only: what every game's face reads."""

    @property
    def rules(self) -> Any:
        """The match's rules (the game's own rules object)."""
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
        game's own view type: a face narrows it)."""
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
