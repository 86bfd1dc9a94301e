"""Issue 29, the first hour at the table: what a new player met, each through the real input."""

from __future__ import annotations

import pytest

from game.nap import NapPhase, NapRules
from game.ui.context import Context
from game.ui.driver import nap_policy, passive_policy, run_until
from game.ui.input import KeyPress, PointerDown, PointerMove, PointerUp
from game.ui.scenes import table_draw
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.result_base import HandResultBase
from game.ui.scenes.table import TableScene

from .conftest import make_table
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


@pytest.mark.parametrize("game", ["napoleon", "nap"])
def test_esc_on_the_hand_result_opens_the_menu_and_never_deals(ctx: Context, game: str) -> None:
    """Esc dealt the next hand, losing this hand's replay and scoreboard."""
    if game == "nap":
        t = nap_at_play(ctx)
        policy = nap_policy
    else:
        t = make_table(ctx)
        policy = passive_policy
    assert run_until(t, lambda: t.result_pushed, policy)
    for _ in range(20):
        (ctx.stack.top or t).update(0.05, [])
    result = ctx.stack.top
    assert isinstance(result, HandResultBase)
    hands = t.session.match.hands_played
    result.update(0.0, [KeyPress("escape")])
    assert isinstance(ctx.stack.top, PauseScene), "Esc must open the menu"
    assert ctx.stack.scenes[-2] is result and t.session.match.hands_played == hands
    ctx.stack.top.update(0.0, [KeyPress("escape")])  # the menu closes: the result is still up
    assert ctx.stack.top is result
    result.update(0.0, [KeyPress("space")])  # no longer a way on either
    assert ctx.stack.top is result
    result.update(0.0, [KeyPress("n")])  # N goes on, as Enter and the button do
    assert ctx.stack.top is t and not t.result_pushed
