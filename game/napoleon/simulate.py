"""The unchecked fast path: play the rest of a hand out on bitmasks, no objects, no events.

It calls the same :class:`~game.napoleon.tricks.PlayTables` methods as the checked
:meth:`NapoleonHand.apply`, so a simulated trick is resolved exactly as a real one. The
two-player game's piles are not modelled here: its states take the checked path.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .hand import NapoleonHand, Phase
from .options import JokerLedForces
from .tricks import trick_kind

# A policy picks one card from a bitmask of legal cards: (seat, legal_mask) -> card id.
Policy = Callable[[int, int], int]


def random_card(rng: random.Random) -> Policy:
    randrange = rng.randrange

    def pick(seat: int, mask: int) -> int:
        skip = randrange(mask.bit_count())
        while skip:
            mask &= mask - 1
            skip -= 1
        return (mask & -mask).bit_length() - 1

    return pick


def playout(state: NapoleonHand, rng: random.Random, policy: Policy | None = None) -> list[int]:
    """Points each seat wins in tricks if the hand is played out from ``state``."""
    if state.phase != Phase.PLAY:
        raise ValueError("playouts start in the play phase")
    if state.piles:
        clone = state.clone()
        while not clone.is_over:
            clone.apply(rng.choice(clone.legal_actions()))
        return list(clone.points_won)
    tables = state.tables
    assert tables is not None
    pick = policy or random_card(rng)
    legal, winner, pts = tables.legal, tables.winner, tables.points
    rules = state.rules
    n, n_tricks = state.n, state.n_tricks
    hands = list(state.hands)
    points = list(state.points_won)
    trick = list(state.trick)
    seats = list(state.trick_seats)
    seat, direction = state.to_act, state.direction
    js = None if state.joker_suit is None else int(state.joker_suit)
    names_suit = rules.joker_led_forces == JokerLedForces.NAMED_SUIT
    reverse = rules.reverse_jack
    for trick_no in range(state.trick_no, n_tricks):
        kind = trick_kind(rules, trick_no, n_tricks)
        while len(trick) < n:
            card = pick(seat, legal(hands[seat], trick, kind, js))
            hands[seat] ^= 1 << card
            if not trick and card >= 52 and names_suit:
                js = rng.randrange(4)
            trick.append(card)
            seats.append(seat)
            seat = (seat + direction) % n
        won = seats[winner(trick, kind, js)]
        points[won] += sum(pts[c] for c in trick)
        if reverse and tables.reverses(trick) % 2:
            direction = -direction
        trick, seats, js, seat = [], [], None, won
    return points
