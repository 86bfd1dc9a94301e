"""Napoleon's events as animation beats: plain data, no scene, no pygame."""

from __future__ import annotations

import dataclasses

import pytest

from game.napoleon import RuleSet, SeatView
from game.napoleon import events as ev
from game.rules import Card, Match
from game.ui.napoleon.presenter import T_DEAL, T_PLAY_GAP, T_TRICK_HOLD, NapoleonPresenter
from game.ui.table.controller import Step
from game.ui.table.presenter_base import T_SWEEP, Announce, Deal, MarkWinner, PlaceCard, Sound, Sweep

pytestmark = pytest.mark.both_languages

NAMES = ["Aki", "Ben", "Chiyo", "Dai", "Emi"]


def _view(seat: int = 2) -> SeatView:
    hand = Match(RuleSet.preset("pagat").replace(players=5), 4).new_hand()
    return hand.view(seat)


def test_a_won_trick_is_swept_to_its_winner_after_a_hold() -> None:
    view = _view()
    cards = (Card(1), Card(2), Card(3), Card(4), Card(5))
    step = Step((ev.CardPlayed(4, Card(5), 0), ev.TrickWon(3, 0, cards, 1)), view, 4)
    shown = NapoleonPresenter(NAMES, human=2).present(step, view)
    assert PlaceCard(4, Card(5)) in shown.beats
    sweeps = [b for b in shown.beats if isinstance(b, Sweep)]
    assert sweeps == [Sweep(3, at=T_PLAY_GAP + T_TRICK_HOLD)]
    assert shown.hold == T_PLAY_GAP + T_TRICK_HOLD + T_SWEEP


@pytest.mark.english_text
def test_the_deal_and_you_are_the_human_seat_wherever_it_sits() -> None:
    view = _view()
    step = Step((ev.Dealt(0, 10, 3), ev.NapoleonDeclared(2, 13, None)), view, None)
    beats = NapoleonPresenter(NAMES, human=2).present(step, view).beats
    assert Deal(T_DEAL) in beats and Sound("deal", at=0.15) in beats
    said = [b.text for b in beats if isinstance(b, Announce)]
    assert len(said) == 1 and said[0].startswith("You are Napoleon")
    beats = NapoleonPresenter(NAMES, human=0).present(step, view).beats
    said = [b.text for b in beats if isinstance(b, Announce)]
    assert len(said) == 1 and said[0].startswith("Chiyo is Napoleon")


def test_the_turn_sound_is_for_the_human_seat() -> None:
    view = _view()
    before = dataclasses.replace(view, to_act=1)
    mine = dataclasses.replace(view, to_act=2)
    step = Step((), mine, 1)
    assert Sound("turn", at=0.0) in NapoleonPresenter(NAMES, 2).present(step, before).beats
    assert not [b for b in NapoleonPresenter(NAMES, 0).present(step, before).beats if isinstance(b, Sound)]


@pytest.mark.english_text
def test_a_finished_trick_is_announced_with_its_winner_and_reason() -> None:
    p = NapoleonPresenter(["You", "Aki", "Ben", "Cai", "Emi"], 0)
    won = ev.TrickWon(
        4, 3, tuple(Card.parse(c) for c in ["♣5", "♣A", "♣2", "♣K", "♣9"]), 2, "same_two", Card.parse("♣2")
    )
    assert p.trick_won_text(won) == "Emi wins with ♣2: same two · 2 points"
    mine = ev.TrickWon(0, 3, won.cards, 1, "mighty", Card.parse("♠A"))
    assert p.trick_won_text(mine) == "You win with ♠A: Mighty · 1 point"
    view = _view()
    out = p.present(Step((won,), view, 4), view)
    assert any(isinstance(b, Announce) and "same two" in b.text for b in out.beats)
    marks = [b for b in out.beats if isinstance(b, MarkWinner)]
    sweep = next(b for b in out.beats if isinstance(b, Sweep))
    assert [m.card for m in marks] == [Card.parse("♣2")]
    assert marks[0].at is not None and sweep.at is not None and marks[0].at < sweep.at
