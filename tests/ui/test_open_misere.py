"""003's open misère at the table: "Open-faced Misere means that the Napoleon's hand is displayed
face-up to the rest of the players" — drawn face up for the other seats once the first trick is
led, never before."""

from __future__ import annotations

import pygame

from game.napoleon import Phase, RuleSet
from game.napoleon.actions import Misere
from game.ui.context import Context
from game.ui.driver import ScriptedBid, passive_policy, run_until
from game.ui.table.practice import open_cards
from game.ui.table.scene import TableScene


def test_an_open_miseres_hand_is_face_up_after_the_first_lead(ctx: Context, display: pygame.Surface) -> None:
    t = TableScene(ctx, RuleSet.preset("khopesh").replace(misere="open"), "normal", 11)
    ctx.stack.push(t)
    nap = (t.ctl.hand.dealer + 1) % 5
    if nap == t.human:
        nap = (nap + 1) % 5
    t.session.seats[nap] = ScriptedBid(t.session.seats[nap], Misere(True))
    assert run_until(t, lambda: t.ready and t.shown.phase == Phase.PLAY, passive_policy)
    assert t.ctl.hand.napoleon == nap and t.ctl.hand.misere == "open"
    if not t.shown.trick and not t.shown.tricks:  # before the first lead: face down
        assert open_cards(t, nap) is None
        t.draw(display)
    assert run_until(t, lambda: t.ready and bool(t.shown.trick or t.shown.tricks), passive_policy)
    t.draw(display)
    shown = open_cards(t, nap)
    assert shown is not None and shown == list(t.ctl.hand.view(nap).hand)
    assert all(open_cards(t, s) is None for s in range(5) if s != nap)  # only Napoleon's
    t.update(0.0, [])
    assert run_until(t, lambda: t.ready and len(t.shown.tricks) >= 2, passive_policy)
    assert open_cards(t, nap) == list(t.ctl.hand.view(nap).hand)  # it follows the play
    t.draw(display)
