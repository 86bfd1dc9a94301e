"""The actions a seat can take in a Napoleon hand, with a compact text form for records.

Text forms: ``bid 12♠``, ``bid 13NT``, ``pass``, ``call ♠A``, ``discard ♥3``, ``play ♠A``,
``play JK ♥`` (a joker led naming a suit).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Suit


@dataclass(frozen=True, slots=True)
class Bid:
    number: int
    trump: Suit | None  # None: no trumps

    def __str__(self) -> str:
        return f"bid {self.number}{'NT' if self.trump is None else self.trump.symbol}"


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Call:
    card: Card

    def __str__(self) -> str:
        return f"call {self.card}"


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class Play:
    card: Card
    joker_suit: Suit | None = None  # the suit named when leading a joker, where the rules ask

    def __str__(self) -> str:
        if self.joker_suit is None:
            return f"play {self.card}"
        return f"play {self.card} {self.joker_suit.symbol}"


Action = Bid | Pass | Call | Discard | Play

PASS = Pass()


def parse_action(text: str) -> Action:
    """The inverse of ``str(action)``; raises ``ValueError`` with a clear message."""
    if not isinstance(text, str):
        raise ValueError(f"an action is text like 'play ♠A', not {text!r}")
    words = text.split()
    if not words:
        raise ValueError("an empty action")
    verb, args = words[0].lower(), words[1:]
    try:
        if verb == "pass" and not args:
            return PASS
        if verb == "bid" and len(args) == 1:
            arg = args[0]
            if arg.upper().endswith("NT"):
                return Bid(int(arg[:-2]), None)
            return Bid(int(arg[:-1]), Suit.parse(arg[-1]))
        if verb == "call" and len(args) == 1:
            return Call(Card.parse(args[0]))
        if verb == "discard" and len(args) == 1:
            return Discard(Card.parse(args[0]))
        if verb == "play" and len(args) in (1, 2):
            suit = Suit.parse(args[1]) if len(args) == 2 else None
            return Play(Card.parse(args[0]), suit)
    except ValueError as exc:
        raise ValueError(f"cannot read the action {text!r}: {exc}") from None
    raise ValueError(f"cannot read the action {text!r}")
