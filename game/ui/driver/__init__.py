"""Scripted driving of the table with no window: shared by the self-test, ``--autoplay``, the
screenshots, benchmarks and tests.

What is here is every game's: :func:`run_until` advances a table scene, :func:`passive_policy`
passes and plays the first legal card, :class:`ScriptedBid` makes an AI seat bid one contract.
The human who bids to declare is each game's own (its own phases and actions), in this package's
module named after the game in the registry (``driver.napoleon``, ``driver.nap``: a function
``declarer``); :func:`declarer_policy` picks the table's game's, the default of :func:`run_until`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, cast

from game.rules.card_actions import PASS

from ..input import KeyPress
from ..table.scene import TableScene

Policy = Callable[[TableScene], None]


def declarer_policy(scene: TableScene) -> None:
    """The table's game's scripted human who bids to declare (``driver.<game>.declarer``); a
    game with none of its own (no auction to declare in: the tests' Whist) is played by
    :func:`passive_policy`."""
    policy = own_declarer(scene.spec.name)
    (policy or passive_policy)(scene)


def own_declarer(game: str) -> Policy | None:
    """The game's own declaring human (``driver.<game>.declarer``), or None if it has none."""
    try:
        module = importlib.import_module(f"{__name__}.{game}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{game}":  # the driver exists but is broken: say so
            raise
        return None
    return cast(Policy, module.declarer)


class ScriptedBid:
    """An AI seat that makes ``bid`` when it is legal and otherwise decides as ``seat`` does
    (screenshots of rare contracts: 003's open misère)."""

    def __init__(self, seat: Any, bid: Any) -> None:
        self.seat = seat
        self.bid = bid

    def choose(self, view: Any) -> Any:
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
    human: Policy | None = declarer_policy,
    dt: float = 0.05,
    limit: int = 20000,
) -> bool:
    """Advance scene time until ``cond()``; the human acts through ``human`` when it is ready
    (by default the game's own declaring human, :func:`declarer_policy`)."""
    for _ in range(limit):
        if cond():
            return True
        if human is not None and scene.waiting_sweep is not None:
            scene.update(0.0, [KeyPress("space")])  # "wait after each trick": go on
        if scene.ready and human is not None and not scene.result_pushed:
            human(scene)
        scene.update(dt, [])
    return cond()
