"""Issue 39 item 12, at the real table: Finish hand is offered whenever the game says the
chips are settled (any number of cards left, whoever is to play), in both games, and F says
why not when they are not."""

from __future__ import annotations

import pytest

from game.british_nap import NapPhase, NapRules
from game.napoleon import Phase
from game.rules.games import GAMES
from game.ui.context import Context
from game.ui.driver import passive_policy, run_until
from game.ui.driver.nap import nap_policy
from game.ui.input import KeyPress
from game.ui.table.scene import TableScene

from .conftest import make_table
from .game_tables import game_table


def nap_table(ctx: Context, seed: int) -> TableScene:
    t = TableScene(ctx, NapRules.preset("standard").replace(players=4), "random", seed)
    ctx.stack.push(t)
    return t


def finished_by_f(t: TableScene) -> None:
    """F finishes the hand: the rest is played with no more input from the player."""
    hand = t.ctl.hand.clone()
    t.update(0.0, [KeyPress("f")])
    assert t.finishing
    assert run_until(t, lambda: t.result_pushed, None)
    assert t.ctl.hand.result is not None
    while not hand.is_over:  # any way of finishing gives the same chips
        hand.apply(list(hand.legal_actions())[-1])
    assert tuple(hand.result.payments) == tuple(t.ctl.hand.result.payments)


def test_nap_with_the_bid_made_and_one_trick_left_is_offered(ctx: Context) -> None:
    """Never offered with one card left: the offer wanted two."""
    for seed in range(1, 40):
        ctx.stack.scenes.clear()
        t = nap_table(ctx, seed)
        found = run_until(
            t,
            lambda t=t: (
                t.result_pushed or (t.ready and t.shown.phase == NapPhase.PLAY and len(t.my_cards()) == 1)
            ),
            nap_policy,
        )
        if found and not t.result_pushed and t.ctl.hand.outcome_settled():
            break
    else:
        raise AssertionError("no Nap hand was settled with one trick left")
    assert t.can_finish
    finished_by_f(t)


def test_napoleon_settled_on_another_seats_turn_is_offered(ctx: Context) -> None:
    """Never offered while another seat was to play: the offer waited for the player's turn
    (a Napoleon side that could no longer make its bid was not offered while the AI played)."""
    for seed in range(1, 40):
        ctx.stack.scenes.clear()
        t = make_table(ctx, seed=seed)
        found = run_until(
            t,
            lambda t=t: (
                t.result_pushed
                or (
                    not t.ctl.steps
                    and t.shown.phase == Phase.PLAY
                    and not t.ctl.human_to_act
                    and t.ctl.hand.outcome_settled()
                )
            ),
            passive_policy,
        )
        if found and not t.result_pushed:
            break
    else:
        raise AssertionError("no Napoleon hand was settled on an AI seat's turn")
    assert t.can_finish  # the frame that caught up asked the game
    finished_by_f(t)


@pytest.mark.parametrize("game", list(GAMES))
def test_f_while_the_chips_can_still_change_says_why_not(ctx: Context, game: str) -> None:
    """F gave no answer when Finish was not offered (every game's table)."""
    for seed in range(1, 20):
        ctx.stack.scenes.clear()
        t = game_table(ctx, game, seed)
        assert run_until(t, lambda t=t: t.ready and t.plays_cards, passive_policy)
        if not t.ctl.hand.outcome_settled():
            break
    else:
        raise AssertionError("every hand was settled before its first card")
    t.update(0.0, [KeyPress("f")])
    assert not t.finishing and not t.can_finish
    assert (
        t.message == "Finish hand is not offered yet: the cards still to play can change the chips."
        and t.message_left > 0
    )
