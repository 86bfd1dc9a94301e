"""The player's moves at the table, to the engine: the panel a decision needs (bidding, the
call; a card's several plays to choose from) and its choice, a card played, cards picked from
the hand and confirmed (discards, a purchase). The engine decides; a refusal is said under the
table, and a move taken clears a refusal still on show.

:class:`PlayerMoves` reads and changes the table through :class:`MovingTable` (the scene is
one, structurally), so a test can drive it with a small fake.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from game.rules import Card
from game.rules.card_actions import Play
from game.rules.i18n import ngettext

from .state import TableState

if TYPE_CHECKING:
    from .face import Panel, Pick, TableFace

PLAY_CHOICE = "play_choice"  # the panel key of a card's several plays (the face's play_choice)


class MovingTable(TableState, Protocol):
    """What the player's moves read of the table, and change (the cards picked, the open
    panel, the refusal on show), and the engine they are sent to."""

    selected: list[Card]  # the cards picked from the hand (discards, a purchase)
    trust_next: bool  # 003's "trust", said with the next card played
    panel: Panel | None
    panel_key: tuple[object, ...] | None
    message_left: float
    dirty: bool

    @property
    def face(self) -> TableFace: ...

    @property
    def ready(self) -> bool: ...

    @property
    def plays_cards(self) -> bool: ...

    @property
    def picking(self) -> Pick | None: ...

    @property
    def message_error(self) -> bool:
        """The line on show is a refusal."""
        ...

    def send(self, action: Any) -> str | None:
        """``action`` to the engine: None when taken, else the engine's reason not."""
        ...

    def say(self, text: str, error: bool = True) -> None: ...

    def sound(self, name: str) -> None: ...


class PlayerMoves:
    """The player's moves, sent to the engine, and the panel that asks for one."""

    def __init__(self, table: MovingTable) -> None:
        self.table = table

    # -- the panel ---------------------------------------------------------------------------

    @property
    def choosing_play(self) -> bool:
        """The open panel chooses among one card's plays (from the face's ``play_choice``)."""
        t = self.table
        return t.panel is not None and t.panel_key is not None and t.panel_key[0] == PLAY_CHOICE

    def refresh_panel(self) -> None:
        """Open the panel the player's decision needs (bidding, call); close it otherwise."""
        t = self.table
        if not t.ready:
            if not self.choosing_play and t.panel is not None:
                t.dirty = True
                t.panel = None
                t.panel_key = None
            return
        if self.choosing_play:
            return  # waiting for the player to choose the card's play (the joker's suit)
        key = t.face.panel_key(t)
        if key == t.panel_key:
            return
        t.panel = t.face.panel(t)
        t.panel_key = key
        t.dirty = True  # a panel opened or closed: the next frame shows it
        if t.panel is not None:
            t.panel.layout(t.lay.panel)

    def take_panel_choice(self) -> None:
        """The open panel was answered: its choice to the engine (a card's plays panel
        cancelled: the card goes back)."""
        t = self.table
        p = t.panel
        if p is None:
            return
        if self.choosing_play and getattr(p, "cancelled", False):  # the card goes back
            t.panel = None
            t.panel_key = None
        elif p.chosen is not None:
            self.submit(p.chosen)

    # -- the moves ---------------------------------------------------------------------------

    def legal_plays(self) -> list[Play]:
        """The cards the player may play now (none unless it is their turn to play)."""
        t = self.table
        if not t.ready or not t.plays_cards:
            return []
        return [a for a in t.hand.legal_actions() if isinstance(a, Play)]

    def play_card(self, c: Card) -> bool:
        """Try to play ``c``: the engine decides. False (and the reason shown) if illegal."""
        t = self.table
        if not t.ready or not t.plays_cards:
            return False
        # 003's "trust" (Y toggles it): said with the card, where the rules have it
        plays = [p for p in self.legal_plays() if p.card == c and p.trust == t.trust_next]
        choice = t.face.play_choice(plays) if len(plays) > 1 else None
        if choice is not None:  # several plays of one card (a led joker that names a suit)
            t.panel = choice
            t.panel.layout(t.lay.panel)
            t.panel_key = (PLAY_CHOICE, c)
            return True
        action: Any = plays[0] if plays else Play(c)
        err = t.send(action)
        if err is not None:
            t.say(err)
            return False
        t.trust_next = False  # said once, with this card
        self._accepted()
        return True

    def _accepted(self) -> None:
        """The player's move was taken: a refusal still on show (an earlier try) goes, so a
        right move is never followed by a red warning."""
        t = self.table
        if t.message_error:
            t.message_left = 0.0
            t.dirty = True

    def submit(self, action: Any) -> None:
        """``action`` to the engine (a panel's choice, a finishing card); the panel closes."""
        t = self.table
        err = t.send(action)
        if err is not None:
            t.say(err)
        else:
            self._accepted()
        t.panel = None
        t.panel_key = None

    def toggle_discard(self, c: Card) -> None:
        """Pick ``c`` from the hand, or put it back (no more than the pick allows)."""
        t = self.table
        pick = t.picking
        most = pick.most if pick is not None else 0
        if c in t.selected:
            t.selected.remove(c)
        elif len(t.selected) < most:
            t.selected.append(c)
        else:
            n = most
            t.say(
                ngettext(
                    "You discard {n} card: put it back first.",
                    "You discard {n} cards: put one back first.",
                    n,
                ).format(n=n)
            )
        t.sound("click")

    def confirm_exchange(self) -> None:
        """Do what the cards picked mean (discard them, buy new ones for them)."""
        t = self.table
        pick = t.picking
        if not t.ready or pick is None:
            return
        need = pick.least
        if not pick.least <= len(t.selected) <= pick.most:
            said = ngettext(
                "Choose {n} card to discard ({chosen} chosen).",
                "Choose {n} cards to discard ({chosen} chosen).",
                need,
            )
            t.say(said.format(n=need, chosen=len(t.selected)))
            return
        for action in t.face.pick_actions(t, list(t.selected)):
            err = t.send(action)
            if err is not None:
                t.say(err)
                break
        else:
            self._accepted()
        t.selected = []
