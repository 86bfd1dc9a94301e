"""Whist's AI seats, of its own levels: "novice" plays any legal card; "simple" follows the
old rule of thumb (win the trick as cheaply as it can while it can still be won, else throw
its lowest card; lead its longest suit's highest card)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.rules.card_actions import Play
from game.rules.cards import Card

from .hand import WhistView, trick_winner

LEVELS = ("novice", "simple")


def parse_play(text: Any) -> Play:
    """A record's action: ``play ♠A``."""
    if not isinstance(text, str) or not text.startswith("play "):
        raise ValueError(f"not a Whist action: {text!r}")
    return Play(Card.parse(text[5:]))


class NoviceSeat:
    name = "novice"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: WhistView) -> Play:
        return self.rng.choice(list(view.legal_actions))

    def explain(self, view: WhistView, action: Play, names: Sequence[str] = ()) -> str:
        return "Any card will do."


class SimpleSeat:
    name = "simple"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: WhistView) -> Play:
        cards = [a.card for a in view.legal_actions]
        low = min(cards, key=lambda c: (c // 13 == view.trump, c % 13))
        if not view.trick:  # lead the highest card of the longest suit
            longest = max(range(4), key=lambda s: (sum(1 for c in cards if c // 13 == s), s))
            return Play(max((c for c in cards if c // 13 == longest), key=lambda c: c % 13))
        winners = [c for c in cards if trick_winner([*view.trick, c], view.trump) == len(view.trick)]
        partner_wins = (
            len(view.trick) >= 2
            and view.trick_seats[trick_winner(view.trick, view.trump)] == (view.seat + 2) % 4
        )
        if winners and not partner_wins:
            return Play(min(winners, key=lambda c: (c // 13 == view.trump, c % 13)))
        return Play(low)

    def explain(self, view: WhistView, action: Play, names: Sequence[str] = ()) -> str:
        return "Win the trick cheaply, or throw the lowest card."


def make_whist_seat(level: str, seed: int) -> NoviceSeat | SimpleSeat:
    if level == "novice":
        return NoviceSeat(seed)
    if level == "simple":
        return SimpleSeat(seed)
    raise ValueError(f"unknown AI level {level!r}; the levels are: {', '.join(LEVELS)}")
