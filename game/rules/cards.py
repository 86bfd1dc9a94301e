"""Cards as small ints: fast in the play loop, readable at the edges.

A card id is ``suit * 13 + (rank - 2)`` for the 52 suited cards (so ♣2 is 0 and ♠A is 51);
the jokers are 52, 53 and 54. :class:`Card` subclasses ``int``, so a ``Card`` is its id and any
set of ids compares equal to the same set of ``Card`` values.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import ClassVar

from .i18n import _


class Suit(IntEnum):
    """Suits in bridge order, lowest first (the pagat bidding order)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def partner(self) -> Suit:
        """The other suit of the same colour (its jack is the left jack)."""
        return _PARTNER[self]

    def __str__(self) -> str:
        return self.symbol

    @classmethod
    def parse(cls, text: str) -> Suit:
        text = text.strip()
        for suit in cls:
            if text in (suit.symbol, suit.letter, suit.letter.lower(), suit.name, suit.name.lower()):
                return suit
        alt = {"♤": cls.SPADES, "♡": cls.HEARTS, "♢": cls.DIAMONDS, "♧": cls.CLUBS}
        if text in alt:
            return alt[text]
        raise ValueError(_("not a suit: {text} (use ♠ ♥ ♦ ♣ or S H D C)").format(text=repr(text)))


_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_PARTNER = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.HEARTS: Suit.DIAMONDS,
}

RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_FROM_TEXT = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, "10": 10}
RANK_FROM_TEXT.update({str(r): r for r in range(2, 10)})

JOKER_IDS = (52, 53, 54)  # with several jokers, the first named outranks the next
DECK_52 = tuple(range(52))


class Card(int):
    """One card. ``Card.parse("♠A")``, ``Card.of(Suit.SPADES, 14)``, ``str(card) == "♠A"``."""

    __slots__ = ()
    _cache: ClassVar[dict[int, Card]] = {}

    def __new__(cls, cid: int) -> Card:
        try:
            return cls._cache[cid]
        except KeyError:
            if not 0 <= int(cid) <= 54:
                raise ValueError(f"not a card id: {cid!r}") from None
            card = int.__new__(cls, cid)
            cls._cache[int(cid)] = card
            return card

    @classmethod
    def of(cls, suit: Suit | int, rank: int) -> Card:
        if not 2 <= rank <= 14:
            raise ValueError(f"rank must be 2..14, not {rank}")
        return cls(int(suit) * 13 + rank - 2)

    @classmethod
    def joker(cls, number: int = 1) -> Card:
        return cls(JOKER_IDS[number - 1])

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ``♠A``, ``SA``, ``s10``, ``HT``, ``♦10``, ``JK`` (joker), ``JK2`` or ``JK3``."""
        raw = text.strip()
        t = raw.upper()
        if t in ("JK", "JOKER", "JK1", "🃏"):
            return cls(52)
        if t == "JK2":
            return cls(53)
        if t == "JK3":
            return cls(54)
        if len(t) < 2:
            raise ValueError(_("not a card: {text} (write e.g. ♠A, S10, HT or JK)").format(text=repr(raw)))
        try:
            suit = Suit.parse(raw[0])
        except ValueError:
            raise ValueError(
                _("not a card: {text}: unknown suit {suit}").format(text=repr(raw), suit=repr(raw[0]))
            ) from None
        rank = RANK_FROM_TEXT.get(t[1:])
        if rank is None:
            raise ValueError(
                _("not a card: {text}: unknown rank {rank}").format(text=repr(raw), rank=repr(raw[1:]))
            )
        return cls.of(suit, rank)

    @property
    def is_joker(self) -> bool:
        return self >= 52

    @property
    def suit(self) -> Suit | None:
        return None if self >= 52 else Suit(self // 13)

    @property
    def rank(self) -> int:
        """2..14 (ace high); 0 for a joker."""
        return 0 if self >= 52 else self % 13 + 2

    @property
    def is_picture(self) -> bool:
        """10, J, Q, K or A: a point card in the modern game."""
        return self < 52 and self % 13 >= 8

    def __str__(self) -> str:
        if self >= 52:
            return "JK" if self == 52 else f"JK{self - 51}"
        rank = self % 13 + 2
        return _SUIT_SYMBOLS[Suit(self // 13)] + RANK_NAMES.get(rank, str(rank))

    def __repr__(self) -> str:
        return f"Card({self!s})"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


CARDS: tuple[Card, ...] = tuple(Card(_cid) for _cid in range(55))

SPADE_ACE = Card.of(Suit.SPADES, 14)
CLUB_ACE = Card.of(Suit.CLUBS, 14)
HEART_QUEEN = Card.of(Suit.HEARTS, 12)
CLUB_THREE = Card.of(Suit.CLUBS, 3)
SPADE_THREE = Card.of(Suit.SPADES, 3)
DIAMOND_THREE = Card.of(Suit.DIAMONDS, 3)


def card_id(suit: int, rank: int) -> int:
    return suit * 13 + rank - 2


def jack_of(suit: int) -> int:
    return suit * 13 + 9


def two_of(suit: int) -> int:
    return suit * 13


def suit_mask(suit: int) -> int:
    return ((1 << 13) - 1) << (suit * 13)


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


# ``bits`` reads a 55-card mask in five 11-bit chunks from these tables (each chunk's card ids,
# offset by its position): twice as fast as peeling the bits one by one, and the AI's search
# calls it millions of times a decision.
_CHUNK = 11
_CHUNKS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(p + _CHUNK * j for p in range(_CHUNK) if (v >> p) & 1) for v in range(1 << _CHUNK))
    for j in range(5)
)


def bits(mask: int) -> list[int]:
    """The card ids in a bitmask, lowest first (plain ints, for hot loops)."""
    if mask < 2048:
        return list(_CHUNKS[0][mask]) if mask >= 0 else _peel(mask)
    if mask >> 55:
        return _peel(mask)
    t = _CHUNKS
    return [
        *t[0][mask & 2047],
        *t[1][(mask >> 11) & 2047],
        *t[2][(mask >> 22) & 2047],
        *t[3][(mask >> 33) & 2047],
        *t[4][mask >> 44],
    ]


def _peel(mask: int) -> list[int]:
    """``bits`` for masks outside the 55 cards (never a card mask; kept exact all the same)."""
    if mask < 0:
        raise ValueError(f"a card mask is never negative: {mask}")
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def cards_of(mask: int) -> list[Card]:
    """The cards in a bitmask, lowest id first."""
    # The same loop as bits(), written out: building the list in one pass is ~25% faster
    # than mapping bits() to Cards, and this runs several times per checked action.
    out = []
    cards = CARDS
    while mask:
        low = mask & -mask
        out.append(cards[low.bit_length() - 1])
        mask ^= low
    return out


def card_list(text: str) -> list[Card]:
    """``"♠A ♥10 JK"`` -> cards; handy in tests and records."""
    return [Card.parse(t) for t in text.replace(",", " ").split()]


def sort_key(card: int) -> tuple[int, int]:
    return (card // 13, card % 13)
