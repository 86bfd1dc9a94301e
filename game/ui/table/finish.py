"""Finish hand (F): once the game says nothing left to play can change anyone's chips, the
player may have the rest of the hand played out at once.

The table asks the game (``outcome_settled``) once per move while the cards are played,
whoever is to play, until it says yes: nothing played later can unsettle a settled hand, so
the answer is kept for the rest of the hand. It says so when the answer first turns yes (at a
quiet moment: no trick held for a click, so the two lines never cover each other), and offers
the Finish button from then on, with any number of cards left. Once chosen, the player's cards
go as a player who takes the first legal card would play them (nothing they choose can change
the outcome) and the rest of the hand is shown fast (:data:`FINISH_SPEED`). F when Finish is
not offered says why not, in words.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.rules import Card
from game.rules.i18n import _

FINISH_SPEED = 0.2  # a settled hand's last tricks, shown at this fraction of the usual pace


class FinishingTable(Protocol):
    """What finishing reads of the table, and the things it asks it to do."""

    dirty: bool
    hold: float  # the picture holds this long before the next step
    waiting_sweep: int | None  # a finished trick held for a click or a key (its winner)

    @property
    def offers_finish(self) -> bool: ...

    @property
    def caught_up(self) -> bool:
        """The picture shows the engine's hand as it stands (no step queued) and the hand's
        result is not on screen yet."""
        ...

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

    def sweep_held_trick(self) -> None:
        """The trick held for a click goes (the player went on)."""
        ...


class FinishOffer:
    """One hand's Finish offer: whether the player chose it, and the game's answer."""

    def __init__(self) -> None:
        self.chosen = False  # the player chose to finish a settled hand at once
        self.settled = False  # the game said so: kept for the rest of the hand
        self._asked = -1  # the move (count of actions) the game was last asked at

    def _in_play(self, table: FinishingTable) -> bool:
        return table.offers_finish and not self.chosen and table.plays_cards and table.caught_up

    def _ask(self, table: FinishingTable) -> None:
        """The game's answer for the hand as it stands, asked once per move until it is yes."""
        at = len(table.hand.actions)
        if self.settled or self._asked == at:
            return
        self._asked = at
        self.settled = bool(table.hand.outcome_settled())
        table.dirty = True

    def can(self, table: FinishingTable) -> bool:
        """Finish (F) is offered: the cards are being played and the game said nothing left to
        play can change anyone's chips."""
        return self._in_play(table) and self.settled

    def offer(self, table: FinishingTable) -> None:
        """Each frame: ask the game while the hand is unsettled (at a quiet moment, once per
        move, whoever is to play); say so when it first is."""
        if not self._in_play(table) or table.hold > 0 or table.waiting_sweep is not None:
            return
        was = self.settled
        self._ask(table)
        if self.settled and not was:
            table.tell(_("Nothing left to play can change the chips: Finish hand (F) plays it out at once."))

    def why_not(self, table: FinishingTable) -> str:
        """Why Finish is not offered now, in words ("" when there is nothing to say: it is
        offered, or already chosen, or the hand is over)."""
        if self.chosen or self.can(table):
            return ""
        if not table.offers_finish:
            return _("The lesson plays its hand to the end: Finish hand is not offered here.")
        if not table.plays_cards:
            if not table.caught_up or table.hand.is_over:
                return ""
            return _("Finish hand comes once the cards are played and nothing left can change the chips.")
        return _("Finish hand is not offered yet: the cards still to play can change the chips.")

    def choose(self, table: FinishingTable) -> None:
        """The player chose Finish hand (the button or F): finishing starts when it is offered
        (a trick held for a click goes at once), else the table says why not."""
        if self._in_play(table):
            self._ask(table)  # F may come before the quiet moment the offer waits for
        if self.can(table):
            self.chosen = True
            table.sweep_held_trick()
            table.dirty = True
            return
        why = self.why_not(table)
        if why:
            table.tell(why)

    def step(self, table: FinishingTable) -> None:
        """While finishing: the player's card goes (the first legal one)."""
        if not self.chosen or not table.ready or not table.plays_cards:
            return
        plays = table.legal_plays()
        if plays:
            table.submit(plays[0])
