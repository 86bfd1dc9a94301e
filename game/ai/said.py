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

SHOWN = 3  # cards named in "... could beat it"; past that the sentence counts them all


@dataclass(frozen=True)
class Said:
    """A hint's sentence and the facts it states (``None``/empty: not stated)."""

    text: str
    advice: str = ""  # "bid" or "pass": the sentence weighs ``worth`` against ``needed``
    needed: int | None = None  # the bid the sentence names (for a pass: the cheapest legal one)
    worth: float | None = None  # the count the sentence gives the hand, as shown
    slack: float = 0.0  # how far over ``worth`` the sentence says a bid may go
    short: bool = False  # the sentence says ``worth`` (with ``slack``) is short of ``needed``
    stretch: str = ""  # why a bid goes past ``worth`` + ``slack``: "exact", "last_chance",
    # "forced" (no pass allowed) or "gamble" (said plainly); "" for a bid within it
    low: Card | None = None  # a card the sentence calls low
    cannot_win: Card | None = None  # the card played, the sentence saying no card may win
    same_two: Card | None = None  # the same two the sentence says takes the trick...
    if_all_follow: bool = False  # ...if everyone follows (else: everyone has followed)
    loses: Card | None = None  # a card said not to take this trick
    wins_now: Card | None = None  # a card said to take the lead in this trick
    wins_trick: Card | None = None  # a card said to win the trick (nobody plays after it)
    for_now: bool = False  # the sentence says its card leads only "for now"
    partner: int | None = None  # a seat said to be the player's partner, winning the trick
    points_on_table: int | None = None  # point cards said to lie in the trick
    held: tuple[Card, ...] = ()  # every card of the player's of the kind ``held_kind``, listed
    held_kind: str = ""  # what ``held`` lists: "strong" (trumps, the Mighty, jokers), "suit"
    held_suit: int | None = None  # the suit of ``held`` when ``held_kind`` is "suit"
    top: Card | None = None  # a card said to be beaten by no card still out
    out: tuple[Card, ...] = ()  # every unseen card said to beat ``beaten``, strongest first
    beaten: Card | None = None
    strongest_lacking: Card | None = None  # a card said to be the strongest the player lacks
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


def could_beat(cards: tuple[Card, ...] | list[Card], suit: str = "") -> str:
    """A clause saying which unseen cards could beat the card led, the count saying what it
    counts: "♣A and ♣K, not yet seen, could beat it"; past :data:`SHOWN` cards, all of them
    counted and the first named: "6 cards not yet seen could beat it, among them ♣J, ♣A and ♣K"
    (``suit``: only the higher cards of that suit are counted, and the clause says so)."""
    if len(cards) <= SHOWN:
        return _("{cards}, not yet seen, could beat it").format(cards=card_list(cards))
    n = len(cards)
    if suit:
        text = ngettext(
            "{n} higher {suit} card not yet seen could beat it, among them {cards}",
            "{n} higher {suit} cards not yet seen could beat it, among them {cards}",
            n,
        )
    else:
        text = ngettext(
            "{n} card not yet seen could beat it, among them {cards}",
            "{n} cards not yet seen could beat it, among them {cards}",
            n,
        )
    return text.format(n=n, suit=suit, cards=card_list(cards[:SHOWN]))


def spare(card: Card, low: bool) -> Said:
    """A card thrown to a trick no card of the player's may win: low (kept the strong ones), or
    the one best spared. Both games say it in the same words."""
    if low:
        text = _("Play {card}: you cannot win this trick, so throw a low card and keep your strong ones.")
        return Said(text.format(card=card), cannot_win=card, loses=card, low=card)
    text = _("Play {card}: you cannot win this trick, and this is the card you can best spare.")
    return Said(text.format(card=card), cannot_win=card, loses=card)


def duck(card: Card, low: bool) -> Said:
    """A card that lets the trick go, though another card of the player's might take it."""
    if low:
        text = _("Play {card}: a low card; you let this trick go and keep your strong ones.")
        return Said(text.format(card=card), loses=card, low=card)
    text = _("Play {card}: you let this trick go; this is the card you can best spare.")
    return Said(text.format(card=card), loses=card)
