"""A Napoleon hand's result, the match's final standings, the replay of the hand and the
coach's review of it."""

from __future__ import annotations

from game.ai.napoleon.coach import Budget

from ..context import Context
from ..driver import passive_policy, run_until
from ..input import KeyPress
from ..napoleon.results import HandResultScene
from ..scenes.match_result import MatchResultScene
from .common import Shot, opened_replay, table


def hand_result(ctx: Context) -> None:
    t = table(ctx)
    run_until(t, lambda: t.result_pushed)
    top = ctx.stack.top
    if isinstance(top, HandResultScene):
        top.tweens.finish_all()


def match_over(ctx: Context) -> None:
    t = table(ctx)
    for _ in range(t.rules.rounds * 3):
        run_until(t, lambda: t.result_pushed, passive_policy)
        if t.session.match.is_over:
            break
        ctx.stack.pop()
        t.next_hand()
    ctx.stack.reset(MatchResultScene(ctx, t.session))


def shown_result(c: Context) -> HandResultScene:
    hand_result(c)
    top = c.stack.top
    assert isinstance(top, HandResultScene)
    return top


def replay(c: Context) -> None:  # the hand just played, a few tricks in
    shown_result(c).open_replay()
    shown = opened_replay(c)
    for _ in range(3):
        shown.update(0.0, [KeyPress("down")])


def coach(c: Context) -> None:  # "Review my hand": the coach done, at its first mark
    # Inline here (no worker in screenshots): done when it opens; a small budget keeps
    # the scene quick (the test of the languages draws every scene).
    shown_result(c).open_review(Budget(rollouts=60, bid_worlds=8, contract_rollouts=40))
    shown = opened_replay(c)
    shown.update(0.0, [])
    shown.update(0.0, [KeyPress("n")])


SHOTS = (
    Shot("handresult", hand_result),
    Shot("matchresult", match_over),
    Shot("replay", replay),
    Shot("coach", coach),
)
