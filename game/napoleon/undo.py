"""Undo records for :meth:`NapoleonHand.push`/``pop``, kept apart from the state machine.

The play phase is what search pushes and pops by the thousand, so a play gets a small record
of what it changes (:class:`PlayUndo`); the few bidding, call and exchange actions take a whole
snapshot of the hand (see ``NapoleonHand.push``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.rules.cards import Suit

from .scoring import HandResult

if TYPE_CHECKING:
    from . import events as ev
    from .actions import Action
    from .hand import NapoleonHand, Phase
    from .tricks import PlayTables


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
    trusts: int  # len(trusts) before (003's "trust")
    trump: Suit | None  # bidding without suit: the first lead sets it
    tables: PlayTables | None


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
        len(self.trusts),
        self.trump,
        self.tables,
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
    del self.trusts[u.trusts :]
    self.trump = u.trump
    self.tables = u.tables


def push_action(hand: NapoleonHand, action: Action) -> list[ev.Event]:
    """``hand.apply(action)``, recorded so that :func:`pop_action` can take it back."""
    record: PlayUndo | dict[str, Any]
    if hand.phase == "play" and not hand.piles:  # Phase.PLAY (a StrEnum)
        record = play_undo_of(hand)
    else:
        # Bidding, call and exchange are few actions that touch many fields (and the
        # two-player piles change in place): a whole snapshot is simplest and exact.
        record = hand.clone().__dict__
        del record["_undo"]
    events = hand.apply(action)  # checks first: nothing has changed if it raises
    hand._undo.append(record)
    return events


def pop_action(hand: NapoleonHand) -> Action:
    """Take back the last :func:`push_action` on ``hand``; returns the action taken back."""
    if not hand._undo:
        raise IndexError("nothing to undo: no action was pushed on this hand")
    record = hand._undo[-1]
    before = record.actions if isinstance(record, PlayUndo) else len(record["actions"])
    if len(hand.actions) != before + 1:
        raise IndexError(
            f"cannot undo: {len(hand.actions) - before - 1} action(s) were applied after the "
            "last push, and pop takes back pushes only"
        )
    hand._undo.pop()
    action = hand.actions[before]
    if isinstance(record, PlayUndo):
        undo_play(hand, record)
    else:
        hand.__dict__.update(record)
    return action
