"""Card targets are pure geometry: the human's hand at the bottom whatever their seat."""

from __future__ import annotations

import pygame
import pytest

from game.rules import Card
from game.ui.layout import compute
from game.ui.table.card_places import ShownCards, card_origin, card_targets, place_of
from game.ui.table.drag import DragController

pytestmark = pytest.mark.both_languages

SIZE = (1280, 720)


def test_place_of_turns_seats_so_the_human_is_at_the_bottom() -> None:
    assert [place_of(s, 2, 5) for s in range(5)] == [3, 4, 0, 1, 2]
    assert [place_of(s, 0, 4) for s in range(4)] == [0, 1, 2, 3]


def test_hand_fans_at_the_bottom_and_the_trick_by_each_seats_place() -> None:
    lay = compute(SIZE, 5)
    hand = [Card(c) for c in (0, 5, 9, 20, 33)]
    shown = ShownCards(
        human=2, hand=hand, overlay=[(3, Card(40)), (2, Card(41))], selected=[Card(5)], raised=[Card(9)]
    )
    t = card_targets(lay, shown)
    xs = [t[c].x for c in hand]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)  # left to right, in the given order
    assert t[Card(0)].y == pytest.approx(lay.hand_y, abs=lay.ch * 0.1)
    assert t[Card(5)].y < t[Card(9)].y < t[Card(20)].y  # selected above hovered above resting
    assert t[Card(0)].w == lay.cw
    # Seat 3 sits just after the human (place 1); the human's own trick card is at place 0.
    assert (t[Card(40)].x, t[Card(40)].y) == lay.seats[1].trick
    assert (t[Card(41)].x, t[Card(41)].y) == lay.seats[0].trick
    assert t[Card(41)].z > t[Card(40)].z > t[Card(33)].z  # later trick cards on top
    # A card an opponent just played comes from their backs; the human's from the deck.
    assert card_origin(lay, shown, Card(40))[:2] == lay.seats[1].backs
    assert card_origin(lay, shown, Card(41))[:2] == lay.deck


def test_won_and_swept_cards_go_to_the_winners_place() -> None:
    lay = compute(SIZE, 4)
    won: list[list[Card]] = [[], [Card(10)], [], []]
    shown = ShownCards(human=1, hand=[], cards_won=won, sweeping={Card(11): 3})
    t = card_targets(lay, shown)
    assert t[Card(10)].x == pytest.approx(lay.seats[0].captured[0])  # seat 1 = the human
    assert (t[Card(11)].x, t[Card(11)].y) == lay.seats[2].origin  # seat 3 = place 2


def test_drag_controller_clicks_drags_and_drops() -> None:
    d = DragController(threshold=6)
    zone = pygame.Rect(0, 0, 100, 100)
    assert d.up((5, 5)) is None  # nothing pressed
    d.down(Card(7), (300, 300), (290, 310))
    assert d.move((302, 303)) is None and d.dragging is None  # within the threshold
    r = d.up((302, 303))
    assert r is not None and r.card == Card(7) and not r.dragged
    assert r.dropped_on(zone) is None  # a click drops nothing
    d.down(Card(7), (300, 300), (290, 310))
    centre = d.move((50, 60))
    assert d.dragging == Card(7) and centre == (40, 70)  # the grab offset is kept
    r = d.up((50, 60))
    assert r is not None and r.dragged and r.dropped_on(zone) == Card(7)
    assert d.dragging is None and d.pressed is None
    d.down(Card(8), (300, 300), (300, 300))
    d.move((250, 250))
    r = d.up((250, 250))
    assert r is not None and r.dropped_on(zone) is None  # dropped outside
