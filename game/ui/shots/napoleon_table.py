"""Napoleon's table at each step of a hand, each reached by playing the hand through the scene
with scripted human moves (its own phases: :class:`game.napoleon.Phase`)."""

from __future__ import annotations

import functools
from collections.abc import Callable

from game.napoleon import Bid, Phase
from game.napoleon.actions import Misere
from game.rules import Card

from ..context import Context
from ..driver import ScriptedBid, passive_policy, run_until
from ..driver.napoleon import napoleon_policy
from ..input import KeyPress, PointerDown, PointerMove, PointerUp
from ..napoleon.panels import BidPanel
from ..table.scene import TableScene
from .common import Shot, rules, table


def at_phase(phase: Phase, players: int = 5, preset: str = "pagat") -> Callable[[Context], None]:
    """The first deal (seeds in order) on which the human, bidding to be Napoleon, reaches
    ``phase``."""

    def build(ctx: Context) -> None:
        for seed in range(1, 60):
            ctx.stack.scenes.clear()
            t = TableScene(ctx, rules("napoleon", preset, players=players), "normal", seed)
            ctx.stack.push(t)

            def reached(t: TableScene = t) -> bool:
                return bool((t.ready and t.shown.phase == phase) or t.ctl.hand.is_over)

            if run_until(t, reached, napoleon_policy, limit=3000) and not t.ctl.hand.is_over:
                return

    return build


def hint(phase: Phase) -> Callable[[Context], None]:
    """The hint asked (H) at ``phase``."""

    def build(c: Context) -> None:
        at_phase(phase)(c)
        t = c.stack.top
        assert isinstance(t, TableScene)
        t.banner_left = 0
        t.update(0.016, [KeyPress("h")])

    return build


def trick(ctx: Context, players: int = 5) -> None:
    """A trick under way."""
    t = table(ctx, players)
    run_until(t, lambda: t.ready and t.shown.phase == Phase.PLAY and len(t.overlay) >= min(2, players - 1))
    t.update(0.05, [])


def trick_won(ctx: Context) -> None:
    """A finished trick held on the table, its winner and the reason announced."""
    t = table(ctx)
    run_until(t, lambda: t.winning_card is not None and t.banner_left > 0, dt=0.02)


def drag(ctx: Context) -> None:
    """A card of the human's being dragged to the trick."""
    t = table(ctx)
    run_until(t, lambda: t.ready and t.shown.phase == Phase.PLAY and len(t.overlay) >= 1)
    t.tweens.finish_all()
    c = t.my_cards()[len(t.my_cards()) // 2]
    s = t.sprites[c]
    t.update(0.01, [PointerMove(s.pos), PointerDown(s.pos)])
    t.update(0.01, [PointerMove((s.pos[0] + 40, s.pos[1] - 200))])


def joker(ctx: Context) -> None:
    """The joker led: the suit to name asked (the first deal where the human can)."""
    jk = Card(52)
    for seed in range(1, 80):
        ctx.stack.scenes.clear()
        t = TableScene(ctx, rules("napoleon", "bga"), "normal", seed)
        ctx.stack.push(t)

        def lead(t: TableScene = t) -> bool:
            return (
                t.ready
                and t.shown.phase == Phase.PLAY
                and not t.overlay
                and any(p.card == jk and p.joker_suit is not None for p in t.legal_plays())
            )

        def stop(t: TableScene = t, lead: Callable[[], bool] = lead) -> bool:
            return lead() or t.ctl.hand.is_over

        run_until(t, stop, passive_policy, limit=3000)
        if lead():
            t.tweens.finish_all()
            t.update(0.016, [])
            pos = t.sprites[jk].pos
            t.update(0.016, [PointerDown(pos), PointerUp(pos)])
            return


def finish_offer(ctx: Context) -> None:
    """A hand whose outcome nothing left can change: Finish hand offered (issue 29)."""
    for seed in range(1, 30):
        t = TableScene(ctx, rules("napoleon", "pagat", players=5), "normal", seed)
        ctx.stack.scenes.clear()
        ctx.stack.push(t)

        def mine(t: TableScene) -> None:
            if not t.ctl.hand.outcome_settled():
                passive_policy(t)

        def offered(t: TableScene = t) -> bool:
            return t.result_pushed or t.can_finish

        if run_until(t, offered, mine) and not t.result_pushed:
            t.update(0.05, [])
            return


def finish_not_yet(ctx: Context) -> None:
    """F pressed while the cards still to play can change the chips: the table says why not
    (issue 39)."""
    for seed in range(1, 30):
        t = TableScene(ctx, rules("napoleon", "pagat", players=5), "normal", seed)
        ctx.stack.scenes.clear()
        ctx.stack.push(t)

        def at_play(t: TableScene = t) -> bool:
            return bool(t.ready and t.shown.phase == Phase.PLAY)

        if run_until(t, at_play, passive_policy, limit=3000) and not t.ctl.hand.outcome_settled():
            t.update(0.0, [KeyPress("f")])
            return


def trick_history(c: Context) -> None:
    """The tricks so far (T), five tricks in."""
    t = table(c)
    run_until(t, lambda: t.ready and len(t.shown.tricks) >= 5)
    t.update(0.0, [KeyPress("t")])


def practice(c: Context) -> None:  # a practice match, every hand shown, one undo
    c.matches.start(rules("napoleon", "pagat", players=5), "normal", 11, practice=True)
    t = c.stack.top
    assert isinstance(t, TableScene)
    run_until(t, lambda: t.ready and len(t.shown.tricks) >= 3)
    t.update(0.0, [KeyPress("v"), KeyPress("u")])
    t.update(0.05, [])


def first_bidder(t: TableScene) -> int:
    """The seat that bids first, or the next one if that is the human's."""
    seat: int = (t.ctl.hand.dealer + 1) % 5
    return (seat + 1) % 5 if seat == t.human else seat


def open_misere(c: Context) -> None:
    """003's open misère: an AI Napoleon's hand face up after the first lead."""
    t = TableScene(c, rules("napoleon", "khopesh", misere="open"), "normal", 11)
    c.stack.push(t)
    nap = first_bidder(t)  # it bids the open misère
    t.session.seats[nap] = ScriptedBid(t.session.seats[nap], Misere(True))
    run_until(
        t,
        lambda: t.ready and getattr(t.shown, "napoleon_shown", None) is not None and len(t.overlay) >= 2,
        passive_policy,
    )
    t.update(0.05, [])


def number(bid_panel: bool) -> Callable[[Context], None]:
    """003's number bid: the human's bid panel on jacks, or a number contract in play."""

    def build(c: Context) -> None:
        t = TableScene(c, rules("napoleon", "khopesh", bid_kind="number"), "normal", 11)
        c.stack.push(t)
        if bid_panel:
            run_until(t, lambda: t.ready and isinstance(t.panel, BidPanel), passive_policy)
            panel = t.panel
            assert isinstance(panel, BidPanel)
            for _ in range(10):  # the rank button: 2, 3, ... J
                panel._pick_rank()
            t.update(0.05, [])
            return
        nap = first_bidder(t)
        t.session.seats[nap] = ScriptedBid(t.session.seats[nap], Bid(13, None, 11))
        run_until(t, lambda: t.ready and len(t.shown.tricks) >= 2 and len(t.overlay) >= 2, passive_policy)
        t.update(0.05, [])

    return build


def scoreboard(ctx: Context) -> None:  # three hands into the match, S at the table
    t = table(ctx)
    for _ in range(3):
        run_until(t, lambda: t.result_pushed, passive_policy)
        ctx.stack.pop()
        t.next_hand()
    run_until(t, lambda: t.ready)
    t.update(0.0, [KeyPress("s")])


SHOTS = (
    Shot("bidding", at_phase(Phase.BID)),
    Shot("call", at_phase(Phase.CALL)),
    Shot("exchange", at_phase(Phase.EXCHANGE)),
    Shot("play", trick),
    Shot("trick-won", trick_won),
    Shot("drag", drag),
    Shot("joker", joker),
    Shot("hint", hint(Phase.PLAY)),
    Shot("hint-exchange", hint(Phase.EXCHANGE)),
    Shot("hint-bid", hint(Phase.BID)),
    Shot("finish-offer", finish_offer),
    Shot("finish-not-yet", finish_not_yet),
    Shot("trick-history", trick_history),
    Shot("practice", practice),
    Shot("number-bid", number(True)),
    Shot("number-play", number(False)),
    Shot("open-misere", open_misere),
    Shot("scoreboard", scoreboard),
    *(Shot(f"play{n}p", functools.partial(trick, players=n), players=n) for n in (2, 3, 4, 6)),
)
