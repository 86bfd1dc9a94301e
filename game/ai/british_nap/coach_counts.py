"""What the Nap coach's headline may count: the player's own chips, what the hand could have
swung from each decision, and which marks repeat an earlier one's cause.

As for Napoleon (:mod:`game.ai.napoleon.coach_counts`), the shared headline (``coaching.headline_loss``) adds
the marks up by cause and caps them by the hand; this module gives it the two facts it needs
of a Nap hand:

* ``swing``: the best the player could have been paid had the decision gone otherwise, minus
  what the player was paid: for a card or the discards, the contract as it was, made or
  failed; for the purchase, the peep and the bid also the bids the coach compared with the
  player bidding them, made, or passing (which the coach prices at 0), and the chips the
  purchase or the peep staked. An upper bound, never an estimate, in the hand's settlement
  (``nap_settlement``, the made Nap's pools, the stakes).
* ``follows``: the marks repeating an earlier one's cause, as for every game
  (``coaching.follows``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.british_nap import Buy, NapHand, NapRules
from game.british_nap.actions import Peep
from game.british_nap.scoring import BidValue, is_nap_or_better

from .eval import payoff


class Swung(Protocol):
    """What :func:`swings` reads of a verdict: its kind, the choice made, and the bids the
    coach compared."""

    @property
    def kind(self) -> str: ...

    @property
    def chosen(self) -> object: ...

    @property
    def bids(self) -> Sequence[BidValue]: ...


def gain(rules: NapRules, seat: int, bidder: int, bid: BidValue, made: bool, pool: int) -> float:
    """``seat``'s chips from the settlement of ``bidder``'s ``bid``, made or not, apart from
    the stakes it paid into the pools (spent whatever happens): the bidder is paid by (or pays)
    each opponent and a made Nap or better wins the ``pool``; an opponent pays (or is paid)
    the bidder. The hand's payment is this less the seat's stakes."""
    each = payoff(rules, bid, made)
    if seat != bidder:
        return float(-each)
    won = pool if made and is_nap_or_better(rules, bid) else 0
    return float(each * (rules.players - 1) + won)


def paid(full: NapHand, seat: int) -> float:
    """What ``seat`` was paid in the hand (its stakes lost if the hand was thrown in)."""
    r = full.result
    return float(r.payments[seat]) if r is not None else float(-full.stakes[seat])


def staked(v: Swung) -> int:
    """The chips the decision itself put into a pool (a card a purchase, the peep)."""
    if isinstance(v.chosen, Buy):
        return len(v.chosen.cards)
    return 1 if isinstance(v.chosen, Peep) else 0


def swings(verdicts: Sequence[Swung], full: NapHand, seat: int) -> list[float]:
    """Each decision's ``swing`` (see the module's words), in chips, never below 0."""
    rules, r = full.rules, full.result
    got = paid(full, seat)
    pool = sum(full.pools_in) + sum(full.pool_added)  # what a made Nap of this hand would win
    stakes = full.stakes[seat]
    played = [gain(rules, seat, r.bidder, r.bid, m, pool) for m in (True, False)] if r is not None else [0.0]
    out: list[float] = []
    for v in verdicts:
        best = max(played)
        if v.kind in ("buy", "peep", "bid"):
            best = max([best, 0.0, *(gain(rules, seat, seat, b, True, pool) for b in v.bids)])
        out.append(max(0.0, best - stakes + staked(v) - got))
    return out
