"""A hint's sentence and the facts it states, for every game.

A hint builder returns :class:`Said`: the sentence a player reads and, beside it, each fact the
sentence asserts about the position (a count, a needed bid, a card called low, a trick said to
be lost, the cards listed as evidence). The tests check every fact against the real position
and that the sentence shows it, so a hint can never state something false unnoticed.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.cards import Card
from game.rules.i18n import _, ngettext, pgettext

SHOWN = 3  # cards listed by name in "... are still out"; the rest are counted


@dataclass(frozen=True)
class Said:
    """A hint's sentence and the facts it states (``None``/empty: not stated)."""

    text: str
    needed: int | None = None  # the bid the sentence says is needed (the cheapest legal one)
    worth: int | None = None  # the count the sentence gives the hand, as shown
    short: bool = False  # the sentence says ``worth`` is short of ``needed``
    low: Card | None = None  # a card the sentence calls low
    cannot_win: Card | None = None  # a card said to be unable to win this trick
    wins_now: Card | None = None  # a card said to take the lead in this trick
    partner: int | None = None  # a seat said to be the player's partner, winning the trick
    points_on_table: int | None = None  # point cards said to lie in the trick
    held: tuple[Card, ...] = ()  # every card of the player's of the kind ``held_kind``, listed
    held_kind: str = ""  # what ``held`` lists: "strong" (trumps, the Mighty, jokers), "suit"
    held_suit: int | None = None  # the suit of ``held`` when ``held_kind`` is "suit"
    top: Card | None = None  # a card said to be beaten by no card still out
    out: tuple[Card, ...] = ()  # every card still out said to beat ``beaten``, strongest first
    beaten: Card | None = None
    void: int | None = None  # a suit the action is said to leave the player void in
    forced_points: bool = False  # the sentence says every card the player may play scores


def card_list(cards: tuple[Card, ...] | list[Card]) -> str:
    """Every card, named: "♣K, ♣8 and ♣7"."""
    names = [str(c) for c in cards]
    if len(names) <= 1:
        return "".join(names)
    return _("{cards} and {card}").format(
        cards=pgettext("list of cards", ", ").join(names[:-1]), card=names[-1]
    )


def out_list(cards: tuple[Card, ...] | list[Card]) -> str:
    """The strongest :data:`SHOWN` cards by name, the rest counted: "♠A, ♠K, ♠Q and 4 more"."""
    if len(cards) <= SHOWN:
        return card_list(cards)
    more = len(cards) - SHOWN
    return ngettext("{cards} and {n} more", "{cards} and {n} more", more).format(
        cards=pgettext("list of cards", ", ").join(str(c) for c in cards[:SHOWN]), n=more
    )


def spare(card: Card, low: bool) -> Said:
    """A card thrown to a trick the player cannot win: low (kept the strong ones), or the one
    best spared. Both games say it in the same words."""
    if low:
        text = _("Play {card}: you cannot win this trick, so throw a low card and keep your strong ones.")
        return Said(text.format(card=card), cannot_win=card, low=card)
    text = _("Play {card}: you cannot win this trick, and this is the card you can best spare.")
    return Said(text.format(card=card), cannot_win=card)
