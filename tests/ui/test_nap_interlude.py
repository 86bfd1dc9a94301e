"""Nap's interludes at the table: the seat draw for the first dealer before a match's first
deal, and the gather and cut between hands; each stops the table's clock, is skipped by a
click or a key, and is left out when animations are off (and by Napoleon)."""

from __future__ import annotations

import pygame

from game.british_nap import NapRules
from game.british_nap.deal import seat_draw
from game.napoleon import RuleSet
from game.ui.context import Context
from game.ui.driver import run_until
from game.ui.driver.nap import nap_policy
from game.ui.input import KeyPress, PointerDown
from game.ui.table.scene import TableScene


def _table(ctx: Context, seed: int = 4, rules: object = None) -> TableScene:
    ctx.settings.speed = "normal"
    t = TableScene(ctx, rules or NapRules.preset("standard"), "normal", seed)
    ctx.stack.push(t)
    return t


def test_the_seat_draw_finds_the_first_dealer_and_is_skipped_by_a_key(
    ctx: Context, display: pygame.Surface
) -> None:
    t = _table(ctx)
    draw = seat_draw(5, t.session.seed)
    assert t.session.match.first_dealer == draw.dealer == t.ctl.hand.dealer
    t.update(0.016, [])
    assert t.interlude.active and t.interlude.kind == "seat_draw"
    assert t.interlude.length >= len(draw.rounds)  # a second or more for each round
    hold, dealt = t.hold, t.dealt
    for _ in range(10):  # the table's clock stops while it plays
        t.update(0.05, [])
        t.draw(display)
    assert t.interlude.active and (t.hold, t.dealt) == (hold, dealt)
    t.update(0.016, [KeyPress("space")])
    assert not t.interlude.active
    for _ in range(60):
        t.update(0.05, [])
    assert len(t.my_cards()) == 5  # then the deal goes on


def test_the_gather_and_cut_between_hands_is_skipped_by_a_click(
    ctx: Context, display: pygame.Surface
) -> None:
    t = _table(ctx)
    ctx.settings.speed = "off"  # the first hand at once
    run_until(t, lambda: t.result_pushed, nap_policy)
    first = t.ctl.hand
    assert not (first.result and first.result.made and first.result.bid == 5)  # no shuffle after it
    ctx.stack.pop()
    ctx.settings.speed = "normal"
    t.next_hand()
    t.update(0.016, [])
    assert t.interlude.active and t.interlude.kind == "gather"
    assert list(t.ctl.hand.pack[: len(first.fallen)]) == first.fallen  # in the order they fell
    while t.interlude.active and t.interlude.t < t.interlude.length - 0.1:
        t.update(0.1, [])
        t.draw(display)  # the row, the pack closing, the cut
    assert t.interlude.active
    t.update(0.016, [PointerDown((400, 300), 1)])
    assert not t.interlude.active


def test_no_interlude_when_animations_are_off_or_for_napoleon(ctx: Context) -> None:
    t = _table(ctx)
    ctx.settings.speed = "off"
    t.update(0.016, [])
    assert not t.interlude.active
    ctx.stack.pop()
    t = _table(ctx, rules=RuleSet.preset("pagat"))
    t.update(0.016, [])
    assert not t.interlude.active


def test_the_cut_and_deal_line_speaks_to_you_when_you_cut_or_deal() -> None:
    from game.ui.british_nap.interlude import cut_and_deal_line

    def line(shuffled: bool, you_cut: bool, you_deal: bool) -> str:
        return cut_and_deal_line(shuffled, you_cut, you_deal).format(cutter="Emi", dealer="Ben")

    assert line(True, True, False) == "Shuffled; you cut and Ben deals."
    assert line(False, True, False) == "Gathered in the order the cards fell; you cut and Ben deals."
    assert line(True, False, True) == "Shuffled; Emi cuts and you deal."
    assert line(True, False, False) == "Shuffled; Emi cuts and Ben deals."
