"""Undo records for :meth:`NapoleonHand.push`/``pop``, kept apart from the state machine.

The play phase is what search pushes and pops by the thousand, so a play gets a small record
of what it changes (:class:`PlayUndo`); the few bidding, call and exchange actions take a whole
snapshot of the hand (see ``NapoleonHand.push``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import Suit
from .scoring import HandResult

if TYPE_CHECKING:
    from .hand import NapoleonHand, Phase


@dataclass(slots=True)
class PlayUndo:
    """What one play changes, enough for ``NapoleonHand.pop`` to take it back: the
    play phase is what search pushes and pops by the thousand, so it gets this small record
    instead of a whole snapshot. The lists are the hand's old ones or copies, owned by it."""

    actions: int  # len(actions) before the play
    seat: int  # who played (to_act before)
    hand: int  # that seat's hand mask before
    trick: list[int]
    trick_seats: list[int]
    revealed: int  # len(revealed) before
    tricks: int  # len(tricks) before
    points_won: list[int]
    cards_won: list[int]  # len of each seat's cards_won before
    joker_suit: Suit | None
    direction: int
    trick_no: int
    phase: Phase
    result: HandResult | None


def play_undo_of(self: NapoleonHand) -> PlayUndo:
    seat = self.to_act
    return PlayUndo(
        len(self.actions),
        seat,
        self.hands[seat],
        list(self.trick),
        list(self.trick_seats),
        len(self.revealed),
        len(self.tricks),
        list(self.points_won),
        [len(c) for c in self.cards_won],
        self.joker_suit,
        self.direction,
        self.trick_no,
        self.phase,
        self.result,
    )


def undo_play(self: NapoleonHand, u: PlayUndo) -> None:
    """Restore what :meth:`_do_play` (and a finished trick, and the scoring) changed."""
    del self.actions[u.actions :]
    self.hands[u.seat] = u.hand
    self.trick = u.trick
    self.trick_seats = u.trick_seats
    del self.revealed[u.revealed :]
    del self.tricks[u.tricks :]
    self.points_won = u.points_won
    for won, count in zip(self.cards_won, u.cards_won, strict=True):
        del won[count:]
    self.to_act = u.seat
    self.joker_suit = u.joker_suit
    self.direction = u.direction
    self.trick_no = u.trick_no
    self.phase = u.phase
    self.result = u.result
