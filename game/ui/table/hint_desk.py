"""The hint at the table: asked on the player's turn (H or the Hint button), shown when the AI
worker has it (:class:`~game.ui.table.hints.HintService` works it out), set in the open panel,
and gone after :data:`~game.ui.table.hints.T_HINT` seconds or once anything moves on.

:class:`HintDesk` reads and changes the table through :class:`HintedTable` (the scene is one,
structurally), so a test can drive it with a small fake.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from game.rules import Card
from game.rules.i18n import _

from .controller import seat_names
from .face import preview
from .hints import T_HINT, Hint, HintFailed

if TYPE_CHECKING:
    from .face import Panel
    from .hints import HintService


class HintedTable(Protocol):
    """What the hint reads of the table, and the hint shown (with its time left)."""

    hint: Hint | None
    hint_left: float
    dirty: bool

    @property
    def offers_hints(self) -> bool:
        """The game has hints (its spec says)."""
        ...

    @property
    def ready(self) -> bool:
        """The picture has caught up and the player is to act."""
        ...

    @property
    def hand(self) -> Any:
        """The engine's hand in progress (a hint is for its number of actions)."""
        ...

    @property
    def human(self) -> int:
        """The player's seat (whose place the hint takes)."""
        ...

    @property
    def names(self) -> Sequence[str]:
        """The seats' names, as stored (the hint names seats as the table does)."""
        ...

    @property
    def panel(self) -> Panel | None: ...

    def say(self, text: str, error: bool = True) -> None: ...

    def focus_card(self, card: Card) -> None:
        """Put the keyboard cursor on ``card`` of the player's hand (Enter then plays it)."""
        ...


class HintDesk:
    """One table's hint: asked of ``service``, shown on ``table``."""

    def __init__(self, table: HintedTable, service: HintService) -> None:
        self.table = table
        self.service = service

    def ask(self) -> None:
        """Ask a Normal AI (on the AI worker) what it would do in the player's place; the hint
        shows up when it is ready (:meth:`poll`), never played for the player."""
        t = self.table
        if not t.ready or not t.offers_hints:
            if t.offers_hints:
                t.say(_("A hint is for your turn."))
            return
        self.service.request(t.hand, t.human, seat_names(t.names))
        self.poll()

    def poll(self) -> None:
        """Show the hint if it has come and the game has not moved on meanwhile."""
        t = self.table
        try:
            hint = self.service.poll()
        except HintFailed:  # a hint must never take the table down
            t.say(_("No hint available here."))
            return
        if hint is None:
            return
        if not t.ready or hint.at != len(t.hand.actions):
            return  # the game moved on while it was worked out
        self.show(hint)

    def show(self, hint: Hint) -> None:
        """``hint`` on the table for :data:`T_HINT` seconds, its choice under the keyboard
        cursor: set in the open panel, or (a card to play, the first to discard) the card the
        cursor rests on, so Enter takes the hinted move."""
        t = self.table
        t.hint = hint
        t.hint_left = T_HINT
        if t.panel is not None:
            preview(t.panel, hint.action)
        elif hint.cards:
            t.focus_card(hint.cards[0])
        t.dirty = True

    def update(self, dt: float) -> None:
        """The hint shown goes after its time, off the player's turn, or after any move."""
        t = self.table
        t.hint_left = max(0.0, t.hint_left - dt)
        if t.hint is not None and (t.hint_left <= 0 or not t.ready or t.hint.at != len(t.hand.actions)):
            t.hint = None
            t.dirty = True
