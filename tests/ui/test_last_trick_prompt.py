"""Issue 39: with "wait after each trick", the last trick held said "Click or press a key for
the next trick." when there was none; it now offers the hand's result."""

from __future__ import annotations

import pytest

from game.rules.games import GAMES
from game.ui.context import Context
from game.ui.driver import passive_policy, run_until
from game.ui.input import KeyPress

from .game_tables import game_table


@pytest.mark.parametrize("game", list(GAMES))
def test_the_last_trick_held_offers_the_result_not_a_next_trick(ctx: Context, game: str) -> None:
    ctx.settings.wait_after_trick = True
    t = game_table(ctx, game)  # every registered game's table
    policy = passive_policy
    assert run_until(t, lambda: t.waiting_sweep is not None and not t.shown_done, policy)
    assert t.message == "Click or press a key for the next trick."  # a trick before the last
    assert run_until(t, lambda: t.waiting_sweep is not None and t.shown_done, policy)
    assert t.message == "Click or press a key for the hand's result."
    for _frame in range(40):  # the line stays up while the trick is held
        t.update(0.1, [])
    assert t.message_left > 0 and t.message == "Click or press a key for the hand's result."
    t.update(0.0, [KeyPress("space")])
    assert run_until(t, lambda: t.result_pushed, None)
