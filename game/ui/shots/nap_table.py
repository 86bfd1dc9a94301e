"""British Nap's table at every step of its hand, reached by playing it through the table with
its own scripted human (:func:`~game.ui.driver.nap_policy`) and its own phases
(:class:`game.british_nap.NapPhase`): the seat draw, the gather and cut, each bid kind, the
widow, the peep, the buying, its result, hints, replay and the coach's review."""

from __future__ import annotations

from collections.abc import Callable

from game.british_nap import PEEP, NapPhase

from ..context import Context
from ..driver import run_until
from ..driver.nap import nap_policy
from ..input import KeyPress
from ..scenes.result_base import HandResultBase
from ..table.scene import TableScene
from .common import Shot, opened_replay, rules


def nap_at(preset: str, want: Callable[[TableScene], bool], players: int = 5) -> Callable[[Context], None]:
    """The first deal (seeds in order) of ``preset`` on which ``want(table)`` comes true."""

    def build(ctx: Context) -> None:
        for seed in range(1, 60):
            ctx.stack.scenes.clear()
            t = TableScene(ctx, rules("nap", preset, players=players), "normal", seed)
            ctx.stack.push(t)

            def reached(t: TableScene = t) -> bool:
                return bool(want(t) or t.ctl.hand.is_over)

            if run_until(t, reached, nap_policy, limit=3000) and want(t):
                t.tweens.finish_all()
                t.update(0.016, [])
                return
        # A scene never reached must not be shot as some other moment of the hand.
        raise RuntimeError(f"no deal of {preset!r} reached this scene")

    return build


def phase(wanted: NapPhase) -> Callable[[TableScene], bool]:
    return lambda t: t.ready and t.shown.phase == wanted


def trick(t: TableScene) -> bool:
    return t.ready and t.shown.phase == NapPhase.PLAY and len(t.overlay) >= 2 and t.shown.trump is not None


def peeped(t: TableScene) -> bool:
    if not (t.ready and t.shown.phase == NapPhase.BID):
        return False
    if t.shown.seat not in t.shown.peepers:
        if PEEP in t.shown.legal_actions:
            t.ctl.submit(PEEP)
        return False
    return True


def buying(t: TableScene) -> bool:
    if not (t.ready and t.shown.phase == NapPhase.BUY):
        return False
    if not t.selected:  # two low cards picked to exchange
        t.selected = sorted(t.my_cards(), key=lambda c: c % 13)[:2]
    return True


def standard_table(ctx: Context) -> TableScene:
    """The standard game's table (seed 4) pushed on the stack."""
    t = TableScene(ctx, rules("nap", "standard"), "normal", 4)
    ctx.stack.push(t)
    return t


def result(ctx: Context) -> None:
    t = standard_table(ctx)
    run_until(t, lambda: t.result_pushed, nap_policy)
    top = ctx.stack.top
    if top is not None:
        top.tweens.finish_all()


def interlude(kind: str, at: float) -> Callable[[Context], None]:
    """The seat draw before the first deal, or the gather and cut before the second."""

    def build(ctx: Context) -> None:
        t = standard_table(ctx)
        if kind == "gather":
            run_until(t, lambda: t.result_pushed, nap_policy)
            ctx.stack.pop()  # the hand's result, continued
            t.next_hand()
        t.update(0.016, [])
        stop = at if at >= 0 else t.interlude.length + at  # negative: before its end
        while t.interlude.active and t.interlude.t < stop:
            t.update(0.05, [])

    return build


def hinted(preset: str, want: Callable[[TableScene], bool]) -> Callable[[Context], None]:
    """The hint asked at the player's turn (H), its sentence shown."""

    def build(c: Context) -> None:
        nap_at(preset, want)(c)
        t = c.stack.top
        assert isinstance(t, TableScene)
        t.banner_left = 0
        t.update(0.016, [KeyPress("h")])
        t.update(0.016, [])

    return build


def coach(c: Context) -> None:  # "Review my hand" on the Nap hand just played: done, at its first mark
    from game.ai.british_nap.coach import Budget

    result(c)
    top = c.stack.top
    assert isinstance(top, HandResultBase)
    # Inline here (no worker in screenshots): done when it opens; a small budget keeps the
    # scene quick (the test of the languages draws every scene).
    top.open_review(Budget(samples=8, bid_samples=8))
    shown = opened_replay(c)
    shown.update(0.0, [])
    shown.update(0.0, [KeyPress("n")])


def replay(c: Context) -> None:  # the Nap hand just played, a few tricks in
    result(c)
    top = c.stack.top
    assert top is not None
    top.update(0.0, [KeyPress("r")])
    shown = opened_replay(c)  # its first picture painted (it was black when shot alone)
    for _ in range(3):
        shown.update(0.0, [KeyPress("down")])


SHOTS = (
    Shot("nap-seat-draw", interlude("seat_draw", -0.4)),
    Shot("nap-gather", interlude("gather", 0.9)),
    Shot("nap-cut", interlude("gather", 1.7)),
    Shot("nap-bidding", nap_at("misere-wellington-blucher", phase(NapPhase.BID))),
    Shot("nap-play", nap_at("standard", trick)),
    Shot("nap-widow", nap_at("sir-garnet", phase(NapPhase.DISCARD))),
    Shot("nap-peep", nap_at("peep", peeped)),
    Shot("nap-buying", nap_at("ecarte", buying)),
    Shot("nap-result", result),
    Shot("nap-hint-bid", hinted("standard", phase(NapPhase.BID))),
    Shot("nap-hint-play", hinted("standard", trick)),
    Shot("nap-replay", replay),
    Shot("nap-coach", coach),
    Shot("nap-play7p", nap_at("standard", trick, players=7), players=7),
)
