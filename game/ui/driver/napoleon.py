"""Napoleon's scripted human, with Napoleon's own phases and actions."""

from __future__ import annotations

from game.napoleon import PASS, Bid, Call, Discard, Phase, Play
from game.rules import Suit

from ..table.scene import TableScene


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


declarer = napoleon_policy  # the game's declaring human (game.ui.driver.declarer_policy)
