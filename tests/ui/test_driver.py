"""The scripted driver reaches each game's own human through the registry: every registered game
has its declaring human (``game.ui.driver.<game>.declarer``), and :func:`run_until`'s default is
the table's game's, never Napoleon's for every game."""

from __future__ import annotations

import importlib

import pytest

from game.rules.games import GAMES
from game.ui.context import Context
from game.ui.driver import declarer_policy, run_until
from game.ui.table.scene import TableScene


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_has_its_declaring_human(game: str) -> None:
    module = importlib.import_module(f"game.ui.driver.{game}")
    assert callable(module.declarer)


@pytest.mark.parametrize("game", list(GAMES))
def test_by_default_the_human_bids_to_declare_in_the_tables_own_game(ctx: Context, game: str) -> None:
    """Played to the end with the default human, a few deals in a row: the human is the
    declarer of some (the declaring human of another game would only pass)."""
    spec = GAMES[game]
    rules = next(iter(spec.presets.values()))
    declared = 0
    for seed in range(1, 6):
        ctx.stack.scenes.clear()
        t = TableScene(ctx, rules, "normal", seed)
        ctx.stack.push(t)
        assert run_until(t, lambda t=t: t.result_pushed)  # type: ignore[misc]
        assert spec.is_done(t.ctl.hand.phase)
        who = spec.declarer(t.ctl.hand)
        declared += who is not None and who[0] == t.human
    assert declared, f"{game}: the default human never declared in 5 deals"


def test_the_default_is_the_tables_game_policy() -> None:
    import inspect

    assert inspect.signature(run_until).parameters["human"].default is declarer_policy
