"""Finish hand (F): once the game says nothing left to play can change anyone's chips, the
player may have the rest of the hand played out at once.

The table asks the game (``outcome_settled``) once per move on the player's turn to play, says
so when the answer first turns yes, and offers the Finish button; once chosen, the player's
cards go as a player who takes the first legal card would play them (nothing they choose can
change the outcome) and the rest of the hand is shown fast (:data:`FINISH_SPEED`).
"""

from __future__ import annotations

from typing import Any, Protocol

from game.rules import Card
from game.rules.i18n import _

FINISH_SPEED = 0.2  # a settled hand's last tricks, shown at this fraction of the usual pace


class FinishingTable(Protocol):
    """What finishing reads of the table, and the two things it asks it to do."""

    dirty: bool

    @property
    def offers_finish(self) -> bool: ...

    @property
    def ready(self) -> bool: ...

    @property
    def plays_cards(self) -> bool: ...

    @property
    def hand(self) -> Any: ...

    def my_cards(self) -> list[Card]: ...

    def legal_plays(self) -> list[Any]: ...

    def tell(self, text: str) -> None:
        """A neutral line under the table."""
        ...

    def submit(self, action: Any) -> None:
        """The player's move, to the engine."""
        ...


class FinishOffer:
    """One hand's Finish offer: whether the player chose it, and the game's last answer."""

    def __init__(self) -> None:
        self.chosen = False  # the player chose to finish a settled hand at once
        self._settled: tuple[int, bool] = (-1, False)  # (actions, the game's answer), asked once

    def _asks(self, table: FinishingTable) -> bool:
        return table.offers_finish and not self.chosen and table.ready and table.plays_cards

    def can(self, table: FinishingTable) -> bool:
        """Finish (F) is offered: the player's turn to play, and the game said nothing left to
        play can change anyone's chips (asked once per move, by :meth:`offer`)."""
        return self._asks(table) and self._settled == (len(table.hand.actions), True)

    def offer(self, table: FinishingTable) -> None:
        """Ask the game, once per move on the player's turn to play, whether the outcome is
        settled; say so when it first is."""
        if not self._asks(table):
            return
        at = len(table.hand.actions)
        if self._settled[0] == at:
            return
        was = self._settled[1]
        # worth offering with two cards or more still to play
        self._settled = (at, len(table.my_cards()) >= 2 and bool(table.hand.outcome_settled()))
        if self._settled[1] and not was:
            table.tell(_("Nothing left to play can change the chips: Finish hand (F) plays it out at once."))
        table.dirty = True

    def choose(self, table: FinishingTable) -> None:
        """The player chose Finish hand (ignored unless it is offered)."""
        if self.can(table):
            self.chosen = True
            table.dirty = True

    def step(self, table: FinishingTable) -> None:
        """While finishing: the player's card goes (the first legal one)."""
        if not self.chosen or not table.ready or not table.plays_cards:
            return
        plays = table.legal_plays()
        if plays:
            table.submit(plays[0])
