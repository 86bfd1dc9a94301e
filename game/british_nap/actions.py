"""The actions of a Nap hand and their text form in records.

Nap shares the card-play actions ``Pass``, ``Discard`` and ``Play`` with Napoleon (the core's
:mod:`game.rules.card_actions`) and adds its own bid, the Écarté purchase and the Peep. Text
forms: ``bid 3``, ``bid misere``, ``bid sir_garnet``, ``pass``, ``peep``, ``buy ♠2 ♥3``
(``buy`` alone: none), ``discard ♥3``, ``play ♠A``.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.card_actions import PASS, Discard, Pass, Play
from game.rules.cards import Card
from game.rules.i18n import _

from .scoring import NAMED_BIDS, BidValue


@dataclass(frozen=True, slots=True)
class NapBid:
    bid: BidValue  # tricks, or "misere" / "wellington" / "blucher" / "sir_garnet"

    def __str__(self) -> str:
        return f"bid {self.bid}"


@dataclass(frozen=True, slots=True)
class Peep:
    """Pay a chip into the peep pool to look at the widow card before bidding."""

    def __str__(self) -> str:
        return "peep"


@dataclass(frozen=True, slots=True)
class Buy:
    """Écarté: discard these cards (a chip each into the pool) and be dealt as many."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return " ".join(["buy", *(str(c) for c in self.cards)])


NapAction = NapBid | Pass | Peep | Buy | Discard | Play

PEEP = Peep()
__all__ = [
    "PASS",
    "PEEP",
    "Buy",
    "Discard",
    "NapAction",
    "NapBid",
    "Pass",
    "Peep",
    "Play",
    "parse_nap_action",
]


def parse_nap_action(text: object) -> NapAction:
    """The inverse of ``str(action)``; raises ``ValueError`` saying what is wrong."""
    if not isinstance(text, str):
        raise ValueError(_("an action is text like 'play ♠A', not {value!r}").format(value=text))
    words = text.split()
    if not words:
        raise ValueError(_("an empty action"))
    verb, args = words[0].lower(), words[1:]
    try:
        if verb == "pass" and not args:
            return PASS
        if verb == "peep" and not args:
            return PEEP
        if verb == "bid" and len(args) == 1:
            word = args[0].lower()
            if word in NAMED_BIDS:
                return NapBid(word)
            if word == "nap":
                return NapBid(5)
            return NapBid(int(word))
        if verb == "buy":
            return Buy(tuple(Card.parse(a) for a in args))
        if verb == "discard" and len(args) == 1:
            return Discard(Card.parse(args[0]))
        if verb == "play" and len(args) == 1:
            return Play(Card.parse(args[0]))
    except ValueError as exc:
        raise ValueError(_("cannot read the action {text!r}: {why}").format(text=text, why=exc)) from None
    raise ValueError(_("cannot read the action {text!r}").format(text=text))


def _card_ok(card: object) -> bool:
    return isinstance(card, Card) and not card.is_joker


def malformed_nap_reason(action: object) -> str | None:
    """Why ``action`` is not a Nap action at all (wrong type or field types), or ``None``:
    actions arrive from records, the UI and the AI worker, and anything may come."""
    if isinstance(action, NapBid):
        bid = action.bid
        if not ((type(bid) is int) or (isinstance(bid, str) and bid in NAMED_BIDS)):
            return _(
                "a bid is a number of tricks or misere/wellington/blucher/sir_garnet, not {value!r}"
            ).format(value=bid)
        return None
    if isinstance(action, (Discard, Play)):
        if not _card_ok(action.card):
            return _("not a card of Nap: {value!r}").format(value=action.card)
        if isinstance(action, Play) and action.joker_suit is not None:
            return _("Nap has no jokers: no suit is named when leading")
        return None
    if isinstance(action, Buy):
        if not isinstance(action.cards, tuple) or not all(_card_ok(c) for c in action.cards):
            return _("a purchase lists the cards to discard, not {value!r}").format(value=action.cards)
        return None
    if isinstance(action, (Pass, Peep)):
        return None
    try:
        shown = repr(action)[:60]
    except Exception:  # anything may arrive; its repr may raise
        shown = type(action).__name__
    return _("not an action of Nap: {value}").format(value=shown)
