"""Helpers for the Nap tests: hands from a chosen deal, random play."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.british_nap import NapHand, NapRules
from game.british_nap.deal import cut
from game.rules.cards import Card, card_list


def hand_with(rules: NapRules, hands: Sequence[str], dealer: int = 0, rest: Sequence[Card] = ()) -> NapHand:
    """A hand whose seats hold exactly ``hands`` (text, e.g. "♠A ♠K ♥2 ♥3 ♦4"): builds the pack
    that deals them (the cut is undone, so the deal is exact), the other cards after."""
    n = rules.players
    want = [card_list(h) for h in hands]
    order = [(dealer + 1 + i) % n for i in range(n)]
    used = {c for h in want for c in h}
    spare = [c for c in rules.deck if c not in used and c not in rest]
    widow_cards = list(rest) + spare
    pack: list[Card] = []
    taken = [0] * n
    for size in rules.packets:
        for who in [*order[:-1], -1, order[-1]] if rules.sir_garnet else order:
            if who == -1:
                pack += [widow_cards.pop(0) for _ in range(size)]
            else:
                pack += want[who][taken[who] : taken[who] + size]
                taken[who] += size
    pack += widow_cards
    cut_at = 1
    uncut = [*pack[-cut_at:], *pack[:-cut_at]]  # cutting 1 off the top of this gives ``pack``
    assert cut(uncut, cut_at) == pack
    return NapHand(rules, uncut, cut_at, dealer)


def play_randomly(hand: NapHand, rng: random.Random) -> NapHand:
    steps = 0
    while not hand.is_over:
        hand.apply(rng.choice(hand.legal_actions()))
        steps += 1
        assert steps < 500
    return hand


def play_with_seats(hand: NapHand, seats: Sequence[Any]) -> list[str]:
    """Play ``hand`` to its end with one AI seat per player, checking every choice is legal;
    the actions as text (two runs with the same seeds must give the same list)."""
    while not hand.is_over:
        view = hand.view(hand.to_act)
        action = seats[hand.to_act].choose(view)
        assert action in view.legal_actions
        hand.apply(action)
    return [str(a) for a in hand.actions]
