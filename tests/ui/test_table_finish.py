"""Finish hand on its own, over a small table: asked once per move, said once, chosen only
when offered, then the player's first legal card goes each turn."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules import Card
from game.ui.table.finish import FinishOffer


@dataclass
class Hand:
    actions: list[Any] = field(default_factory=list)
    settled: bool = False
    asked: int = 0

    def outcome_settled(self) -> bool:
        self.asked += 1
        return self.settled


@dataclass
class Table:
    hand: Hand = field(default_factory=Hand)
    cards: list[Card] = field(default_factory=lambda: [Card(1), Card(2), Card(3)])
    offers_finish: bool = True
    ready: bool = True
    plays_cards: bool = True
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


def test_offered_once_settled_asked_once_per_move_and_said_once() -> None:
    t, f = Table(), FinishOffer()
    f.offer(t)
    assert not f.can(t) and t.hand.asked == 1 and t.told == []
    f.choose(t)
    assert not f.chosen  # not offered: choosing does nothing
    t.hand.settled = True
    f.offer(t)
    assert t.hand.asked == 1  # the same move: the game is not asked again
    t.hand.actions.append("a move")
    f.offer(t)
    f.offer(t)
    assert t.hand.asked == 2 and f.can(t) and len(t.told) == 1
    t.hand.actions.append("another")
    f.offer(t)
    assert len(t.told) == 1  # still settled: said only when it first was


def test_not_offered_off_turn_with_one_card_or_in_the_tutorial() -> None:
    for change in ({"ready": False}, {"plays_cards": False}, {"offers_finish": False}):
        t, f = Table(**change), FinishOffer()  # type: ignore[arg-type]
        t.hand.settled = True
        f.offer(t)
        assert not f.can(t) and t.hand.asked == 0
    t, f = Table(cards=[Card(1)]), FinishOffer()
    t.hand.settled = True
    f.offer(t)
    assert not f.can(t)  # one card left: nothing worth finishing


def test_once_chosen_the_first_legal_card_goes_each_turn() -> None:
    t, f = Table(), FinishOffer()
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
