"""The table's input: pointer presses, drags and drops, clicks and keys, turned into the
table's actions (play a card, pick discards, open the menu...). Functions over the scene, as
:mod:`game.ui.table.draw` draws it; the scene never decides legality here, the engine does."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.i18n import _

from .. import routes
from ..input import InputEvent, KeyPress, PointerDown, PointerMove, PointerUp
from .drag import Release

if TYPE_CHECKING:
    from .scene import TableScene


def handle(self: TableScene, e: InputEvent) -> None:
    if self.waiting_sweep is not None and (
        (isinstance(e, KeyPress) and e.key != "escape") or isinstance(e, PointerDown)
    ):
        winner, self.waiting_sweep = self.waiting_sweep, None
        self.message_left = 0.0
        self._sweep(winner)
        return
    if isinstance(e, KeyPress) and e.key == "escape":
        if self.choosing_play:
            self.panel = None
        else:
            self.open_menu()
        return
    # H names hearts while the joker's suit panel is open; a hint otherwise.
    suit_keys = self.choosing_play and isinstance(e, KeyPress)
    if (
        (self.practice is not None and not suit_keys and self.practice.handle(e))
        or self.menu_button.handle(e)
        or self.last_trick_button.handle(e)
        or (not suit_keys and self.hint_button.handle(e))
        or (not suit_keys and self.can_finish and self.finish_button.handle(e))
    ):
        self.dirty = True
        return
    if self.panel is not None and self.ready and self.panel.handle(e):
        self.dirty = True
        self._take_panel_choice()
        return
    picking = self.picking is not None
    if isinstance(e, PointerMove):
        _pointer_move(self, e)
    elif isinstance(e, PointerDown) and e.button == 1:
        c = self.card_at(e.pos)
        if c is not None and self.ready and (self.plays_cards or picking):
            self.drag.down(c, e.pos, self.sprites[c].pos)
            if e.clicks >= 2 and self.plays_cards:
                self.drag.cancel()
                self.play_card(c)
        elif self.ready and picking and self.confirm_button.handle(e):
            pass
        elif c is not None and self.show_last is False and not self.ready:
            self.say(_("Wait for your turn."))
    elif isinstance(e, PointerUp) and e.button == 1:
        _pointer_up(self, e)
    elif isinstance(e, KeyPress):
        _key(self, e)
    self.dirty = True


def _pointer_move(self: TableScene, e: PointerMove) -> None:
    self.pointer = e.pos
    centre = self.drag.move(e.pos)
    if centre is not None and self.drag.dragging is not None:
        s = self.sprites[self.drag.dragging]
        self.tweens.cancel(s, "pos")  # the pointer moves it now
        s.pos = centre
        s.w = float(self.lay.cw)
        return
    hover = self.card_at(e.pos)
    if hover != self.hover:
        self.hover = hover
        mine = self.my_cards()
        if hover in mine:
            self.cursor = mine.index(hover)


def _pointer_up(self: TableScene, e: PointerUp) -> None:
    release = self.drag.up(e.pos)
    if release is not None:
        _released(self, release)


def _released(self: TableScene, r: Release) -> None:
    c = r.card
    picking = self.picking is not None
    if not r.dragged:  # a click
        if self.plays_cards:
            self.play_card(c)
        elif picking:
            self.toggle_discard(c)
        return
    self.sprites[c].target = None  # glide to wherever it belongs now (trick, or the hand)
    if self.plays_cards:
        if r.dropped_on(self.lay.table_zone) is not None:
            self.play_card(c)
        # An illegal or missed drop glides back: _sync re-aims it at its hand slot.
    elif picking:
        if r.dropped_on(self.lay.discard.inflate(40, 40)) is not None:
            if c not in self.selected:
                self.toggle_discard(c)
        elif c in self.selected:
            self.toggle_discard(c)


def _key(self: TableScene, e: KeyPress) -> None:
    pick = self.picking
    mine = self.my_cards()
    if e.key in ("left", "right") and mine and (self.plays_cards or pick is not None):
        step = 1 if e.key == "right" else -1
        # On your turn to play, the cursor skips the cards you may not play.
        legal = self.keyboard_cards() if self.plays_cards and self.ready else set()
        i = self._cursor_index(mine)
        for _step in range(len(mine)):
            i = (i + step) % len(mine)
            if not legal or mine[i] in legal:
                break
        self.cursor = i
        self.hover = None
    elif e.key == "l":  # the last trick, shown where it was played
        self.toggle_last_trick()
    elif e.key == "s":  # the running scoreboard
        self.ctx.router.push(routes.Scoreboard(self.session))
    elif e.key == "y" and getattr(
        self.rules, "trust", False
    ):  # 003: "trust" with the next card (T is Tricks)
        self.trust_next = not self.trust_next
        self.tell(
            _("You will say “trust” with your card.") if self.trust_next else _("No “trust” with your card.")
        )
    elif e.key in ("enter", "up", "space") and self.ready and mine:
        c = self.cursor_card()
        if c is None:
            return
        if self.plays_cards and e.key != "space":
            self.play_card(c)
        elif pick is not None:
            if (
                e.key == "enter"
                and pick.least <= len(self.selected) <= pick.most
                and (
                    pick.least == pick.most or self.selected  # a purchase of none: the button
                )
            ):
                self.confirm_exchange()
            else:
                self.toggle_discard(c)
