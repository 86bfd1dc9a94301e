"""Issue 29, the first hour at the table: what a new player met, each through the real input."""

from __future__ import annotations

import pytest

from game.nap import NapPhase, NapRules
from game.ui.context import Context
from game.ui.driver import nap_policy, run_until
from game.ui.input import PointerDown, PointerMove, PointerUp
from game.ui.scenes import table_draw
from game.ui.scenes.table import TableScene

from .helpers import drag


def nap_at_play(ctx: Context, seed: int = 3) -> TableScene:
    rules = NapRules.preset("standard").replace(players=4)
    t = TableScene(ctx, rules, "random", seed)
    ctx.stack.push(t)
    assert run_until(t, lambda: t.ready and t.shown.phase == NapPhase.PLAY, nap_policy)
    return t


@pytest.mark.parametrize("how", ["click", "drag"])
def test_the_card_just_played_is_not_taken_for_the_one_under_the_pointer(ctx: Context, how: str) -> None:
    """British Nap said "you do not hold ♠5" of the card just played, for several tricks."""
    t = nap_at_play(ctx)
    for _trick in range(3):
        assert run_until(t, lambda: t.ready or t.result_pushed, None)
        if t.result_pushed:
            break
        t.tweens.finish_all()
        t.update(0.016, [])
        c = t.legal_plays()[0].card
        pos = t.sprites[c].pos
        if how == "click":
            for e in (PointerMove(pos), PointerDown(pos), PointerUp(pos)):  # a frame each
                t.update(0.016, [e])
        else:
            drag(t, c, t.lay.centre)
        t.update(0.016, [])
        assert c not in t.my_cards(), t.message
        for _frame in range(400):  # the pointer rests where it was until the next turn
            t.update(0.05, [])
            assert table_draw._hover_tip(t) == "", f"the table speaks of {c}, just played"
            if t.ready or t.result_pushed:
                break
