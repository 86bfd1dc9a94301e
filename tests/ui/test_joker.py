"""Leading the joker where the rules ask for a suit: the suit panel, then the engine's play."""

from __future__ import annotations

import pytest

from game.napoleon import Phase, Play
from game.rules import Card, Suit
from game.ui.context import Context
from game.ui.driver import passive_policy, run_until
from game.ui.input import KeyPress
from game.ui.napoleon.panels import JokerPanel
from game.ui.table.scene import TableScene

from .conftest import make_table
from .helpers import click

pytestmark = pytest.mark.both_languages

JOKER = Card(52)


def test_leading_the_joker_asks_for_a_suit(ctx: Context) -> None:
    for seed in range(1, 80):
        ctx.stack.scenes.clear()
        table = make_table(ctx, seed=seed, preset="bga")

        def joker_lead(table: TableScene = table) -> bool:
            return (
                table.ready
                and table.shown.phase == Phase.PLAY
                and not table.overlay
                and any(p.card == JOKER and p.joker_suit is not None for p in table.legal_plays())
            )

        if (
            not run_until(
                table, lambda t=table, j=joker_lead: j() or t.ctl.hand.is_over, passive_policy, limit=3000
            )
            or not joker_lead()
        ):
            continue
        table.tweens.finish_all()
        table.update(0.016, [])
        before = len(table.ctl.hand.actions)
        click(table, table.sprites[JOKER].pos)
        assert isinstance(table.panel, JokerPanel)
        assert len(table.ctl.hand.actions) == before  # nothing played before the suit is named
        table.update(0.016, [KeyPress("h")])
        assert table.ctl.hand.actions[before] == Play(JOKER, Suit.HEARTS)
        return
    raise AssertionError("no seed gave the human a joker lead")
