"""The scripted driver reaches each game's own human through the registry: every registered game
has its declaring human (``game.ui.driver.<game>.declarer``), and :func:`run_until`'s default is
the table's game's, never Napoleon's for every game."""

from __future__ import annotations

import pytest

from game.rules.games import GAMES
from game.ui.context import Context
from game.ui.driver import declarer_policy, own_declarer, run_until
from game.ui.table.scene import TableScene


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_with_a_declarer_has_its_declaring_human(game: str) -> None:
    """A game whose hands have a declarer has a scripted human who bids to be it; a game
    without one (the tests' Whist) is played by the passive human."""
    declares = any(
        GAMES[game].declarer(hand) is not None for hand in (_played(game, seed) for seed in range(1, 6))
    )
    assert (own_declarer(game) is not None) == declares


def _played(game: str, seed: int) -> object:
    """A hand of the game's first preset played to the end at random."""
    import random

    spec = GAMES[game]
    hand = spec.new_hand(next(iter(spec.presets.values())), seed, 0)
    rng = random.Random(seed)
    while not hand.is_over:
        hand.apply(rng.choice(list(hand.legal_actions())))
    return hand


@pytest.mark.parametrize("game", list(GAMES))
def test_by_default_the_human_bids_to_declare_in_the_tables_own_game(ctx: Context, game: str) -> None:
    """Played to the end with the default human, a few deals in a row: the human is the
    declarer of some (the declaring human of another game would only pass)."""
    spec = GAMES[game]
    if own_declarer(game) is None:
        pytest.skip(f"{game} has no declarer: its default human is the passive one")
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
