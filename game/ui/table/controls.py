"""The table's input: pointer presses, drags and drops, clicks and keys, turned into the
table's actions (play a card, pick discards, open the menu...).

:class:`TableInput` owns the input's own state (the drag, the keyboard cursor, the card under
the pointer) and reads the table through :class:`InputTable`: what is shown, plus the few
commands it asks of the table. The scene is one (structurally); a test drives the input with a
small fake. The engine decides legality, never the input.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from game.rules import Card
from game.rules.i18n import _

from ..input import InputEvent, KeyPress, PointerDown, PointerMove, PointerUp
from .drag import DragController, Release

if TYPE_CHECKING:
    from ..layout import TableLayout
    from ..widgets import Button
    from .face import Panel, Pick
    from .practice import PracticeTools


class InputTable(Protocol):
    """What the input reads of the table, and what it asks the table to do."""

    dirty: bool
    trust_next: bool  # 003's "trust", said with the next card (Y toggles it)

    @property
    def rules(self) -> Any: ...

    @property
    def lay(self) -> TableLayout: ...

    @property
    def hand(self) -> Any:
        """The engine's hand (its actions so far: a new turn for the cursor)."""
        ...

    @property
    def ready(self) -> bool: ...

    @property
    def plays_cards(self) -> bool: ...

    @property
    def picking(self) -> Pick | None: ...

    @property
    def selected(self) -> Sequence[Card]: ...

    @property
    def show_last(self) -> bool: ...

    @property
    def waiting_sweep(self) -> int | None:
        """A finished trick held for a click or a key (its winner)."""
        ...

    @property
    def choosing_play(self) -> bool: ...

    @property
    def can_finish(self) -> bool: ...

    @property
    def panel(self) -> Panel | None: ...

    @property
    def practice(self) -> PracticeTools | None: ...

    @property
    def menu_button(self) -> Button: ...

    @property
    def last_trick_button(self) -> Button: ...

    @property
    def hint_button(self) -> Button: ...

    @property
    def finish_button(self) -> Button: ...

    @property
    def confirm_button(self) -> Button: ...

    def my_cards(self) -> list[Card]: ...

    def keyboard_cards(self) -> set[Card]:
        """The cards the cursor rests on when it is the player's turn to play."""
        ...

    def card_at(self, pos: tuple[float, float]) -> Card | None:
        """The topmost of the player's cards under ``pos``."""
        ...

    def card_centre(self, card: Card) -> tuple[float, float]:
        """Where ``card`` is drawn now (a drag keeps the grab's offset from it)."""
        ...

    # -- the commands -----------------------------------------------------------------------

    def sweep_held_trick(self) -> None:
        """The held trick goes (the player went on)."""
        ...

    def cancel_play_choice(self) -> None:
        """The card's plays panel closes (Escape): the card stays in the hand."""
        ...

    def take_panel_choice(self) -> None:
        """The open panel was answered: its choice goes to the engine."""
        ...

    def open_menu(self) -> None: ...

    def finish_hand(self) -> None:
        """Finish hand (F): finishing when offered, else the table says why not."""
        ...

    def open_scoreboard(self) -> None: ...

    def toggle_last_trick(self) -> None: ...

    def carry(self, card: Card, centre: tuple[float, float]) -> None:
        """The dragged ``card`` follows the pointer (its centre at ``centre``)."""
        ...

    def let_go(self, card: Card) -> None:
        """A dragged ``card`` was dropped: it glides to wherever it belongs now."""
        ...

    def play_card(self, c: Card) -> bool: ...

    def toggle_discard(self, c: Card) -> None: ...

    def confirm_exchange(self) -> None: ...

    def say(self, text: str, error: bool = True) -> None: ...

    def tell(self, text: str) -> None: ...


class TableInput:
    """One hand's input at the table: the drag, the keyboard cursor and the card under the
    pointer, and what each event means."""

    def __init__(self, table: InputTable) -> None:
        self.table = table
        self.drag = DragController()
        self.cursor = 0
        self.hover: Card | None = None
        self.pointer: tuple[float, float] = (-1.0, -1.0)  # where the mouse is (the markers' legend)
        # the turn (and its playable cards) the keyboard cursor was last put on a playable card
        self._cursor_turn: tuple[int, frozenset[Card]] | None = None

    # -- the keyboard cursor ----------------------------------------------------------------

    def cursor_index(self, mine: Sequence[Card]) -> int:
        """The keyboard cursor, kept inside a hand that may have shrunk since it moved."""
        return max(0, min(self.cursor, len(mine) - 1))

    def cursor_card(self) -> Card | None:
        """The card under the keyboard cursor (a pure read: drawing calls it)."""
        mine = self.table.my_cards()
        return mine[self.cursor_index(mine)] if mine else None

    def focus(self, card: Card) -> None:
        """The keyboard cursor on ``card``, if it is in the player's hand (a hint's card)."""
        mine = self.table.my_cards()
        if card in mine:
            self.cursor = mine.index(card)
            self.hover = None

    def update(self) -> None:
        """Once a frame before the events: the card under the pointer, if it was played, is
        forgotten, and a new turn to play puts the cursor on a card that can be played."""
        t = self.table
        if self.hover is not None and self.hover not in t.my_cards():
            self.hover = None  # the card under the pointer was played: the next move finds one
        self._aim_cursor()

    def _aim_cursor(self) -> None:
        """Each turn to play starts with the cursor on a card that can be played (the nearest
        to where it was), so Enter never answers with an error first."""
        t = self.table
        if not t.ready or not t.plays_cards:
            return
        mine, ok = t.my_cards(), t.keyboard_cards()
        turn = (len(t.hand.actions), frozenset(ok))
        if turn == self._cursor_turn:
            return
        self._cursor_turn = turn
        if not mine or not ok:
            return
        i = self.cursor_index(mine)
        if mine[i] not in ok:
            self.cursor = min((j for j, c in enumerate(mine) if c in ok), key=lambda j: abs(j - i))
            t.dirty = True

    # -- the events -------------------------------------------------------------------------

    def handle(self, e: InputEvent) -> None:
        t = self.table
        if t.waiting_sweep is not None and t.can_finish and t.finish_button.handle(e):
            return  # finishing goes on from the held trick at once
        if t.waiting_sweep is not None and (
            (isinstance(e, KeyPress) and e.key != "escape") or isinstance(e, PointerDown)
        ):
            t.sweep_held_trick()
            return
        if isinstance(e, KeyPress) and e.key == "escape":
            if t.choosing_play:
                t.cancel_play_choice()
            else:
                t.open_menu()
            return
        if self._buttons(e):
            t.dirty = True
            return
        if t.panel is not None and t.ready and t.panel.handle(e):
            t.dirty = True
            t.take_panel_choice()
            return
        if isinstance(e, PointerMove):
            self._pointer_move(e)
        elif isinstance(e, PointerDown) and e.button == 1:
            self._pointer_down(e)
        elif isinstance(e, PointerUp) and e.button == 1:
            release = self.drag.up(e.pos)
            if release is not None:
                self._released(release)
        elif isinstance(e, KeyPress):
            self._key(e)
        t.dirty = True

    def _buttons(self, e: InputEvent) -> bool:
        """The header's and the practice buttons (and their keys) take ``e``."""
        t = self.table
        # H names hearts while the joker's suit panel is open; a hint otherwise.
        suit_keys = t.choosing_play and isinstance(e, KeyPress)
        return (
            (t.practice is not None and not suit_keys and t.practice.handle(e))
            or t.menu_button.handle(e)
            or t.last_trick_button.handle(e)
            or (not suit_keys and t.hint_button.handle(e))
            or (not suit_keys and t.can_finish and t.finish_button.handle(e))
        )

    def _pointer_down(self, e: PointerDown) -> None:
        t = self.table
        picking = t.picking is not None
        c = t.card_at(e.pos)
        if c is not None and t.ready and (t.plays_cards or picking):
            self.drag.down(c, e.pos, t.card_centre(c))
            if e.clicks >= 2 and t.plays_cards:
                self.drag.cancel()
                t.play_card(c)
        elif t.ready and picking and t.confirm_button.handle(e):
            pass
        elif c is not None and t.show_last is False and not t.ready:
            t.say(_("Wait for your turn."))

    def _pointer_move(self, e: PointerMove) -> None:
        t = self.table
        self.pointer = e.pos
        centre = self.drag.move(e.pos)
        if centre is not None and self.drag.dragging is not None:
            t.carry(self.drag.dragging, centre)
            return
        hover = t.card_at(e.pos)
        if hover != self.hover:
            self.hover = hover
            mine = t.my_cards()
            if hover in mine:
                self.cursor = mine.index(hover)

    def _released(self, r: Release) -> None:
        t = self.table
        c = r.card
        picking = t.picking is not None
        if not r.dragged:  # a click
            if t.plays_cards:
                t.play_card(c)
            elif picking:
                t.toggle_discard(c)
            return
        t.let_go(c)
        if t.plays_cards:
            if r.dropped_on(t.lay.table_zone) is not None:
                t.play_card(c)
            # An illegal or missed drop glides back: the table re-aims it at its hand slot.
        elif picking:
            if r.dropped_on(t.lay.discard.inflate(40, 40)) is not None:
                if c not in t.selected:
                    t.toggle_discard(c)
            elif c in t.selected:
                t.toggle_discard(c)

    def _key(self, e: KeyPress) -> None:
        t = self.table
        pick = t.picking
        mine = t.my_cards()
        if e.key in ("left", "right") and mine and (t.plays_cards or pick is not None):
            step = 1 if e.key == "right" else -1
            # On your turn to play, the cursor skips the cards you may not play.
            legal = t.keyboard_cards() if t.plays_cards and t.ready else set()
            i = self.cursor_index(mine)
            for _step in range(len(mine)):
                i = (i + step) % len(mine)
                if not legal or mine[i] in legal:
                    break
            self.cursor = i
            self.hover = None
        elif e.key == "l":  # the last trick, shown where it was played
            t.toggle_last_trick()
        elif e.key == "s":  # the running scoreboard
            t.open_scoreboard()
        elif e.key == "f":  # Finish hand when it is not offered: the table says why not
            t.finish_hand()
        elif e.key == "y" and getattr(t.rules, "trust", False):  # 003: "trust" with the next card
            t.trust_next = not t.trust_next
            t.tell(
                _("You will say “trust” with your card.") if t.trust_next else _("No “trust” with your card.")
            )
        elif e.key in ("enter", "up", "space") and t.ready and mine:
            self._key_choose(e.key, pick)

    def _key_choose(self, key: str, pick: Pick | None) -> None:
        """Enter, Up or Space on the card under the cursor: play it, pick it, or confirm."""
        t = self.table
        c = self.cursor_card()
        if c is None:
            return
        if t.plays_cards and key != "space":
            t.play_card(c)
        elif pick is not None:
            if (
                key == "enter"
                and pick.least <= len(t.selected) <= pick.most
                and (
                    pick.least == pick.most or t.selected  # a purchase of none: the button
                )
            ):
                t.confirm_exchange()
            else:
                t.toggle_discard(c)
