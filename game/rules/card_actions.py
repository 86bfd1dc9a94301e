"""The card-play actions games share: :class:`Pass`, :class:`Discard` and :class:`Play`, with
their text forms in records (``pass``, ``discard ♥3``, ``play ♠A``; Napoleon's ``play JK ♥``
names a suit for a joker led and ``play ♠A trust`` says 003's "trust" with the card).
Each game's own actions (Napoleon's bids and calls, Nap's bids) live in its package.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Suit


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True, repr=False)
class Play:
    card: Card
    joker_suit: Suit | None = None  # the suit named when leading a joker, where the rules ask
    trust: bool = False  # 003: the player says "trust" as the card is played (``trust`` on)

    def __repr__(self) -> str:
        # As before ``trust`` existed, when it is not said (records and digests compare reprs).
        said = ", trust=True" if self.trust else ""
        return f"Play(card={self.card!r}, joker_suit={self.joker_suit!r}{said})"

    def __str__(self) -> str:
        said = " trust" if self.trust else ""
        if self.joker_suit is None:
            return f"play {self.card}{said}"
        return f"play {self.card} {self.joker_suit.symbol}{said}"


PASS = Pass()
