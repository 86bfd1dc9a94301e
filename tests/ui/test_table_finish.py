"""Finish hand on its own, over a small table: asked once per move until the game says the
hand is settled, said once, offered with any number of cards left and whoever is to play,
chosen only when offered (else F says why not), then the player's first legal card goes each
turn."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules import Card
from game.ui.table.finish import FinishingTable, FinishOffer

SETTLED = "Nothing left to play can change the chips: Finish hand (F) plays it out at once."
NOT_YET = "Finish hand is not offered yet: the cards still to play can change the chips."


@dataclass
class Hand:
    actions: list[Any] = field(default_factory=list)
    settled: bool = False
    asked: int = 0
    is_over: bool = False

    def outcome_settled(self) -> bool:
        self.asked += 1
        return self.settled


@dataclass
class Table:
    hand: Hand = field(default_factory=Hand)
    cards: list[Card] = field(default_factory=lambda: [Card(1), Card(2), Card(3)])
    offers_finish: bool = True
    caught_up: bool = True
    ready: bool = True
    plays_cards: bool = True
    hold: float = 0.0
    waiting_sweep: int | None = None
    dirty: bool = False
    told: list[str] = field(default_factory=list)
    submitted: list[Any] = field(default_factory=list)

    def my_cards(self) -> list[Card]:
        return self.cards

    def legal_plays(self) -> list[Any]:
        return [("play", c) for c in self.cards]

    def tell(self, text: str) -> None:
        self.told.append(text)

    def submit(self, action: Any) -> None:
        self.submitted.append(action)

    def sweep_held_trick(self) -> None:
        self.waiting_sweep = None


def table(**fields: Any) -> Table:
    t = Table(**fields)
    checked: FinishingTable = t  # mypy: the fake is one
    assert checked is t
    return t


def test_offered_once_settled_asked_once_per_move_and_said_once() -> None:
    t, f = table(), FinishOffer()
    f.offer(t)
    assert not f.can(t) and t.hand.asked == 1 and t.told == []
    t.hand.settled = True
    f.offer(t)
    assert t.hand.asked == 1  # the same move: the game is not asked again
    t.hand.actions.append("a move")
    f.offer(t)
    f.offer(t)
    assert t.hand.asked == 2 and f.can(t) and t.told == [SETTLED]
    t.hand.actions.append("another")
    f.offer(t)
    assert t.told == [SETTLED] and t.hand.asked == 2  # settled stays settled: not asked again


def test_offered_with_one_card_left_and_while_another_seat_plays() -> None:
    """Issue 39: Nap with the bid made and one trick left, and a Napoleon hand the side could
    no longer make, were never offered: the offer waited for the player's turn with two cards."""
    t, f = table(cards=[Card(1)]), FinishOffer()
    t.hand.settled = True
    f.offer(t)
    assert f.can(t)  # one card left
    t, f = table(ready=False), FinishOffer()  # another seat is to play
    t.hand.settled = True
    f.offer(t)
    assert f.can(t) and t.told == [SETTLED]
    f.step(t)
    assert t.submitted == []  # offered, not chosen: nothing is played for the player


def test_asked_only_at_a_quiet_moment_of_the_play() -> None:
    for change in (
        {"caught_up": False},
        {"plays_cards": False},
        {"offers_finish": False},
        {"hold": 0.5},
        {"waiting_sweep": 2},
    ):
        t, f = table(**change), FinishOffer()
        t.hand.settled = True
        f.offer(t)
        assert t.hand.asked == 0 and t.told == [], change
    t, f = table(waiting_sweep=2), FinishOffer()
    t.hand.settled = True
    f.offer(t)
    t.waiting_sweep = None
    f.offer(t)  # the held trick went: now it is said
    assert f.can(t) and t.told == [SETTLED]


def test_f_when_not_offered_says_why_not() -> None:
    t, f = table(), FinishOffer()
    f.choose(t)
    assert not f.chosen and t.told == [NOT_YET]
    t, f = table(plays_cards=False), FinishOffer()  # the bidding
    f.choose(t)
    assert not f.chosen and "once the cards are played" in t.told[-1]
    t, f = table(offers_finish=False), FinishOffer()  # the tutorial
    t.hand.settled = True
    f.choose(t)
    assert not f.chosen and "lesson" in t.told[-1]
    t, f = table(plays_cards=False), FinishOffer()
    t.hand.is_over = True
    f.choose(t)
    assert t.told == []  # the hand is over: nothing to say


def test_f_before_the_quiet_moment_finishes_a_settled_hand_and_its_held_trick() -> None:
    t, f = table(hold=0.4, waiting_sweep=3), FinishOffer()
    t.hand.settled = True
    f.choose(t)  # the game is asked now
    assert f.chosen and t.waiting_sweep is None


def test_once_chosen_the_first_legal_card_goes_each_turn() -> None:
    t, f = table(), FinishOffer()
    t.hand.settled = True
    f.offer(t)
    f.step(t)
    assert t.submitted == []  # offered, not chosen: nothing is played for the player
    f.choose(t)
    assert f.chosen and not f.can(t)  # no longer offered once chosen
    f.step(t)
    assert t.submitted == [("play", Card(1))]
    t.ready = False
    f.step(t)
    assert len(t.submitted) == 1  # only on the player's turn
    told = list(t.told)
    f.choose(t)
    assert t.told == told  # already finishing: nothing more to say
