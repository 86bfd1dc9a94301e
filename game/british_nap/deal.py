"""The pack between hands: 001's no-shuffle rule, the cut, the deal in packets, the seat draw.

"The cards are not shuffled between hands. They are shuffled at the start of a new game, and
shuffled again after any player bids and successfully makes a bid of Nap. However, in all
other situations, the cards are simply all gathered together by the next dealer and cut by the
player to his immediate right before dealing."

A pack is listed top first (the first card dealt is ``pack[0]``). Everything here is a pure
function of the seed, so a hand replays exactly from its record.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.cards import Card

from .rules import NapRules


def shuffled_pack(rules: NapRules, seed: int) -> list[Card]:
    pack = list(rules.deck)
    random.Random(seed).shuffle(pack)
    return pack


def cut_of(seed: int, size: int) -> int:
    """How many cards the cutter lifts off the top (decided: 1 to size-1, uniformly from the
    hand's seed), so the cut replays from the seed."""
    return random.Random(f"nap-cut/{seed}").randint(1, size - 1)


def cut(pack: Sequence[Card], k: int) -> list[Card]:
    """The lifted top ``k`` cards go under the rest."""
    return [*pack[k:], *pack[:k]]


@dataclass(frozen=True, slots=True)
class NapDeal:
    hands: tuple[tuple[Card, ...], ...]  # per seat, in the order received
    widow: tuple[Card, ...]
    stock: tuple[Card, ...]  # the undealt cards, top first


def deal_out(rules: NapRules, pack: Sequence[Card], dealer: int) -> NapDeal:
    """Deal ``pack`` (already cut) clockwise from the dealer's left in two rounds of packets.

    Sir Garnet's widow "receives its cards right before the dealer in each round"; Peep's one
    card widow is dealt "after all the hands are dealt".
    """
    n = rules.players
    order: list[int] = [(dealer + 1 + i) % n for i in range(n)]
    recipients = [*order[:-1], -1, order[-1]] if rules.sir_garnet else order
    hands: list[list[Card]] = [[] for _ in range(n)]
    widow: list[Card] = []
    pos = 0
    for size in rules.packets:
        for who in recipients:
            part = list(pack[pos : pos + size])
            pos += size
            (widow if who == -1 else hands[who]).extend(part)
    if rules.peep:
        widow.append(pack[pos])
        pos += 1
    return NapDeal(tuple(tuple(h) for h in hands), tuple(widow), tuple(pack[pos:]))


@dataclass(frozen=True, slots=True)
class SeatDraw:
    """The draw for the first dealer: rounds of (seat, card) and the dealer it found."""

    rounds: tuple[tuple[tuple[int, Card], ...], ...]
    dealer: int


def seat_draw(players: int, seed: int) -> SeatDraw:
    """Every seat draws a card from a shuffled 52-card deck; the highest (ace high) deals.

    Decided: suits do not rank, so seats tied for the highest rank draw again from the rest of
    the same deck until one is highest; the seats keep their places (001's rearranging of the
    seats by the draw is not modelled).
    """
    deck = [Card(c) for c in range(52)]
    random.Random(f"nap-draw/{seed}").shuffle(deck)
    drawing = list(range(players))
    rounds: list[tuple[tuple[int, Card], ...]] = []
    while True:
        drawn = tuple((seat, deck.pop()) for seat in drawing)
        rounds.append(drawn)
        top = max(c.rank for _, c in drawn)
        drawing = [s for s, c in drawn if c.rank == top]
        if len(drawing) == 1:
            return SeatDraw(tuple(rounds), drawing[0])
