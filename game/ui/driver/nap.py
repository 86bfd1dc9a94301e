"""British Nap's scripted human, with Nap's own phases and actions."""

from __future__ import annotations

from game.british_nap import Buy, NapBid, NapPhase
from game.rules.card_actions import PASS, Discard, Play

from ..table.scene import TableScene


def nap_policy(scene: TableScene) -> None:
    """British Nap's human: buys nothing, takes the widow or bids the most allowed (so they
    become the bidder), discards the lowest cards, then plays the first legal card."""
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


declarer = nap_policy  # the game's declaring human (game.ui.driver.declarer_policy)
