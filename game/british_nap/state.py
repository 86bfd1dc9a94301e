"""The plain data of a Nap hand that the hand, its views and its records share: the phase, a
finished trick and the hand's result (a module of their own, so the views need nothing of the
hand)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.rules.cards import Card

from .scoring import BidValue


class NapPhase(StrEnum):
    BUY = "buy"
    BID = "bid"
    DISCARD = "discard"
    PLAY = "play"
    DONE = "done"


@dataclass(frozen=True, slots=True)
class NapTrick:
    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class NapResult:
    bidder: int
    bid: BidValue
    tricks_won: int
    made: bool
    per_opponent: int  # chips from each opponent (negative: paid to each)
    payments: tuple[int, ...]  # per seat, pool stakes and winnings included
    pool_won: int  # chips the bidder took from the pools
    pools_after: tuple[int, int]  # (Écarté pool, peep pool) carried to the next hand
