"""Scripted driving of the table with no window: shared by the screenshots, benchmark, tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.napoleon import PASS, Action, Bid, Call, Discard, Phase, Play
from game.rules import Suit

from .input import KeyPress
from .scenes.table import TableScene


def napoleon_policy(scene: TableScene) -> None:
    """The human bids the top contract (so they become Napoleon), then plays the first legal."""
    ctl = scene.ctl
    hand = ctl.hand
    legal = hand.legal_actions()
    if hand.phase == Phase.BID:
        top = Bid(scene.rules.top_bid, Suit.SPADES)
        ctl.submit(top if top in legal else PASS)
    elif hand.phase == Phase.CALL:
        calls = [a for a in legal if isinstance(a, Call)]
        ctl.submit(calls[-1])
    elif hand.phase == Phase.EXCHANGE:
        discards = sorted((a for a in legal if isinstance(a, Discard)), key=lambda a: a.card % 13)
        ctl.submit(discards[0])
    else:
        ctl.submit(next(a for a in legal if isinstance(a, Play)))


class ScriptedBid:
    """An AI seat that makes ``bid`` when it is legal and otherwise decides as ``seat`` does
    (screenshots of rare contracts: 003's open misère)."""

    def __init__(self, seat: Any, bid: Action) -> None:
        self.seat = seat
        self.bid = bid

    def choose(self, view: Any) -> Action:
        return self.bid if self.bid in view.legal_actions else self.seat.choose(view)

    def __getattr__(self, name: str) -> Any:  # explain, name...: the wrapped seat's
        return getattr(self.seat, name)


def passive_policy(scene: TableScene) -> None:
    """The human passes and plays the first legal card."""
    ctl = scene.ctl
    legal = ctl.hand.legal_actions()
    ctl.submit(PASS if PASS in legal else legal[0])


def run_until(
    scene: TableScene,
    cond: Callable[[], bool],
    human: Callable[[TableScene], None] | None = napoleon_policy,
    dt: float = 0.05,
    limit: int = 20000,
) -> bool:
    """Advance scene time until ``cond()``; the human acts through ``human`` when it is ready."""
    for _ in range(limit):
        if cond():
            return True
        if human is not None and scene.waiting_sweep is not None:
            scene.update(0.0, [KeyPress("space")])  # "wait after each trick": go on
        if scene.ready and human is not None and not scene.result_pushed:
            human(scene)
        scene.update(dt, [])
    return cond()


def nap_policy(scene: TableScene) -> None:
    """British Nap's human: buys nothing, takes the widow or bids the most allowed (so they
    become the bidder), discards the lowest cards, then plays the first legal card."""
    from game.british_nap import Buy, NapBid, NapPhase

    ctl = scene.ctl
    hand = ctl.hand
    legal = hand.legal_actions()
    if hand.phase == NapPhase.BUY:
        ctl.submit(Buy(()))
    elif hand.phase == NapPhase.BID:
        bids = [a for a in legal if isinstance(a, NapBid)]
        numbers = [a for a in bids if isinstance(a.bid, int)]
        garnet = [a for a in bids if a.bid == "sir_garnet"]
        ctl.submit(garnet[0] if garnet else numbers[-1] if numbers else bids[-1] if bids else PASS)
    elif hand.phase == NapPhase.DISCARD:
        discards = sorted((a for a in legal if isinstance(a, Discard)), key=lambda a: a.card % 13)
        ctl.submit(discards[0])
    else:
        ctl.submit(next(a for a in legal if isinstance(a, Play)))
