"""The running scoreboard: every counted hand's chips per player and the totals, from the
table (S), the pause menu and a hand's result."""

from __future__ import annotations

import pygame
import pytest

from game.ui.context import Context
from game.ui.driver import passive_policy, run_until
from game.ui.input import KeyPress
from game.ui.napoleon.results import HandResultScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.scoreboard import ScoreboardScene, score_rows

from .conftest import SIZE, make_table

pytestmark = pytest.mark.both_languages


def test_the_scoreboard_adds_up_the_match_and_opens_from_table_pause_and_result(ctx: Context) -> None:
    table = make_table(ctx, seed=9)
    for _ in range(2):
        run_until(table, lambda: table.result_pushed, passive_policy)
        result = ctx.stack.top
        assert isinstance(result, HandResultScene)
        result.layout(SIZE)
        result.handle(KeyPress("s"))  # from the result
        assert isinstance(ctx.stack.top, ScoreboardScene)
        ctx.stack.top.draw(pygame.Surface(SIZE))
        ctx.stack.top.update(0.0, [KeyPress("x")])  # any key closes it
        assert ctx.stack.top is result
        ctx.stack.pop()
        table.next_hand()
    _names, rows, totals = score_rows(table.session)
    match = table.session.match
    assert len(rows) == len(match.results) >= 2
    assert (
        [sum(col) for col in zip(*(chips for _w, chips in rows), strict=True)] == totals == list(match.totals)
    )
    assert all(words for words, _c in rows if words is not None)  # every counted hand names its contract
    run_until(table, lambda: table.ready)
    table.update(0.0, [KeyPress("s")])  # from the table
    assert isinstance(ctx.stack.top, ScoreboardScene)
    ctx.stack.pop()
    ctx.stack.push(PauseScene(ctx, table.rules))  # from the pause menu
    ctx.matches.shown = table
    pause = ctx.stack.top
    assert isinstance(pause, PauseScene)
    pause.open_scoreboard()
    assert isinstance(ctx.stack.top, ScoreboardScene)
