"""Nap's hints: a true sentence saying why an action is sensible, built from the seat's view.

Like Napoleon's (:mod:`game.ai.hints`), every sentence comes with the facts it states
(:class:`~game.ai.said.Said`), which the tests check against the position.
"""

from __future__ import annotations

import math

from game.british_nap import Buy, NapBid, NapView, bid_name, nap_trick_winner
from game.british_nap.actions import NapAction, Peep
from game.british_nap.scoring import bid_tricks
from game.rules.card_actions import Discard, Pass, Play
from game.rules.cards import Card, Suit
from game.rules.i18n import _, ngettext

from .nap_count import best_suit, estimate_tricks
from .said import Said, card_list, out_list, spare


def is_low(card: Card) -> bool:
    """A card Nap's hints may call low: a 2 to 9."""
    return card.rank <= 9


def unseen(view: NapView) -> set[Card]:
    """The cards this seat cannot place: the pack less its hand, the cards played and seen."""
    known = {*view.hand, *view.played, *view.widow_seen, *view.my_discards}
    return {c for c in view.rules.deck if c not in known}


def explain_nap(view: NapView, action: NapAction) -> Said:
    """Why ``action`` is sensible, and the facts the sentence states."""
    if isinstance(action, NapBid):
        return _explain_bid(view, action)
    if isinstance(action, Pass):
        return _explain_pass(view)
    if isinstance(action, Peep):
        return Said(_("Peep: a chip into the peep pool to see the widow's card before you bid."))
    if isinstance(action, Buy):
        return _explain_buy(view, action)
    if isinstance(action, Discard):
        return _explain_discard(view, action)
    if isinstance(action, Play):
        return _explain_play(view, action.card)
    return Said(_("{action}: a legal move.").format(action=action))


def _held(view: NapView, suit: int) -> tuple[Card, ...]:
    return tuple(sorted((c for c in view.hand if c.suit == suit), key=lambda c: -c.rank))


def _explain_bid(view: NapView, bid: NapBid) -> Said:
    if bid.bid == "misere":
        top = max(view.hand, key=lambda c: c.rank)
        return Said(
            _("Misère: your highest card is {card}, so you can hope to take no trick at all.").format(
                card=top
            ),
            held=(top,),
            held_kind="highest",
        )
    suit = best_suit(view.hand)
    held = _held(view, suit)
    count = estimate_tricks(view.hand, easy=False)
    need = bid_tricks(view.rules, bid.bid)
    text = _(
        "Bid {bid}: with {suit} as trumps your hand counts about {tricks} tricks of the {need} it promises"
        " (your {suit}: {cards})."
    )
    shown = f"{count:.1f}"
    return Said(
        text.format(
            bid=bid_name(bid.bid), suit=Suit(suit).symbol, tricks=shown, need=need, cards=card_list(held)
        ),
        held=held,
        held_kind="suit",
        held_suit=suit,
    )


def _explain_pass(view: NapView) -> Said:
    numbers = [int(a.bid) for a in view.legal_actions if isinstance(a, NapBid) and isinstance(a.bid, int)]
    if any(isinstance(a, Buy) for a in view.legal_actions):  # not a bid: nothing bought
        return Said(_("Pass: keep the cards you were dealt."))
    if not numbers:
        return Said(_("Pass: no bid is left that this hand could make."))
    need = min(numbers)
    shown = math.floor(estimate_tricks(view.hand, easy=False))
    if shown < need:
        text = ngettext(
            "Pass: your hand counts about {worth} trick, short of the {need} needed.",
            "Pass: your hand counts about {worth} tricks, short of the {need} needed.",
            shown,
        )
        return Said(text.format(worth=shown, need=need), needed=need, worth=shown, short=True)
    return Said(_("Pass: a bid of {need} is too risky for this hand.").format(need=need), needed=need)


def _explain_buy(view: NapView, buy: Buy) -> Said:
    suit = Suit(best_suit(view.hand)).symbol
    if not buy.cards:
        return Said(_("Buy nothing: keep the cards you were dealt."))
    return Said(
        ngettext(
            "Exchange {cards}: a weak card outside {suit}, the suit you would make trumps.",
            "Exchange {cards}: weak cards outside {suit}, the suit you would make trumps.",
            len(buy.cards),
        ).format(cards=card_list(list(buy.cards)), suit=suit)
    )


def _explain_discard(view: NapView, discard: Discard) -> Said:
    suit = best_suit(view.hand)
    card = discard.card
    if card.suit == suit:
        return Said(_("Discard {card}: you keep your other cards.").format(card=card))
    return Said(
        _("Discard {card}: it is not in {suit}, the suit you would make trumps.").format(
            card=card, suit=Suit(suit).symbol
        )
    )


def _explain_play(view: NapView, card: Card) -> Said:
    if not view.trick:
        return _explain_lead(view, card)
    trick = [*view.trick, card]
    trump = view.trump
    n = len(view.trick)
    if nap_trick_winner(trick, trump) == n:
        if view.bid == "misere" and view.seat == view.bidder:
            return Said(_("Play {card}: it wins the trick, though a misère wants none.").format(card=card))
        return Said(_("Play {card}: it takes the lead in this trick.").format(card=card), wins_now=card)
    winner = view.trick_seats[nap_trick_winner(list(view.trick), trump)]
    if view.bid == "misere" and view.seat == view.bidder:
        return Said(
            _("Play {card}: it does not take the trick, as a misère wants.").format(card=card),
            cannot_win=card,
        )
    bidder = view.bidder
    if bidder is not None and view.seat != bidder and winner != bidder and view.bid != "misere":
        return Said(
            _("Play {card}: another defender is winning this trick; keep your good cards.").format(card=card),
            partner=winner,
        )
    return spare(card, is_low(card))


def _explain_lead(view: NapView, card: Card) -> Said:
    suit = card.suit
    assert suit is not None
    if view.trump is None and view.bid != "misere" and view.seat == view.bidder:
        return Said(
            _("Play {card}: the first card you lead makes {suit} trumps.").format(card=card, suit=suit.symbol)
        )
    higher = tuple(
        sorted((c for c in unseen(view) if c.suit == suit and c.rank > card.rank), key=lambda c: -c.rank)
    )
    if view.bid == "misere":
        if is_low(card):
            return Said(
                _("Play {card}: a low lead, to leave the tricks to others.").format(card=card), low=card
            )
        return Said(_("Play {card}: it leads {suit}.").format(card=card, suit=suit.symbol))
    if not higher:
        return Said(
            _("Play {card}: no card still out beats it in {suit}.").format(card=card, suit=suit.symbol),
            top=card,
        )
    out = out_list(higher)
    if suit == view.trump:
        text = _("Play {card}: leading trumps draws the others' trumps; {cards} are still out.")
        return Said(text.format(card=card, cards=out), out=higher, beaten=card)
    if is_low(card):
        text = _("Play {card}: a low lead that keeps your strong cards; {cards} are still out.")
        return Said(text.format(card=card, cards=out), low=card, out=higher, beaten=card)
    text = _("Play {card}: it leads {suit}, though {cards} could still beat it.")
    return Said(text.format(card=card, suit=suit.symbol, cards=out), out=higher, beaten=card)
