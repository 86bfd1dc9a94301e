"""``bench.ai_told``: the diagnostic seat's narrowed sampler keeps the true deal possible and
places exactly the part it is told."""

from __future__ import annotations

import pytest

from bench.ai_told import parse_told, told
from game.ai import make_seat
from game.ai.napoleon.knowledge import knowledge_of
from game.ai.napoleon.sampler import REST, sampler_for
from game.napoleon import NapoleonHand, RuleSet, SeatView
from game.napoleon.hand import Phase


def first_defence_view() -> tuple[NapoleonHand, SeatView]:
    rules = RuleSet.preset("pagat")
    hand = NapoleonHand.new(rules, 41, dealer=0)
    seats = [make_seat("normal", s) for s in range(5)]
    while not hand.is_over:
        view = hand.view(hand.to_act)
        if view.phase == Phase.PLAY and view.role == "opponent" and view.trick_no == 1:
            return hand, view
        hand.apply(seats[hand.to_act].choose(view))
    raise AssertionError("no defender's card in trick 2")


def true_place(hand: NapoleonHand, card: int) -> int:
    holder = hand.holder_of(card)
    return REST if holder is None else holder


@pytest.mark.parametrize("part", ["called", "trumps", "points", "side", "voids", "hand", "all"])
def test_the_true_deal_stays_possible(part: str) -> None:
    hand, view = first_defence_view()
    sp = sampler_for(view, knowledge_of(view))
    narrowed = told(sp, view, hand, part)
    for c in sp.unseen:
        assert true_place(hand, c) in narrowed.allowed[c]
        assert set(narrowed.allowed[c]) <= set(sp.allowed[c])


def test_all_places_every_card_and_leaves_the_sampler_alone() -> None:
    hand, view = first_defence_view()
    sp = sampler_for(view, knowledge_of(view))
    before = {c: list(p) for c, p in sp.allowed.items()}
    narrowed = told(sp, view, hand, "all")
    assert all(narrowed.allowed[c] == [true_place(hand, c)] for c in sp.unseen)
    assert sp.allowed == before


def test_parts_and_seats_are_checked() -> None:
    assert parse_told("side:napoleon") == ("side", "napoleon")
    assert parse_told("all") == ("all", "everyone")
    with pytest.raises(ValueError, match="parts are"):
        parse_told("hands")
    with pytest.raises(ValueError, match="choose one of"):
        parse_told("side:adjutant")
