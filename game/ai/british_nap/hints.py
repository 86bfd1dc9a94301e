"""Nap's hints: a true sentence saying why an action is sensible, built from the seat's view.

Like Napoleon's (:mod:`game.ai.napoleon.hints`), every sentence comes with the facts it states
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

from ..said import Said, card_list, could_beat, duck, spare
from .count import NORMAL_SLACK, best_suit, estimate_tricks


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


def _tenths(count: float) -> float:
    """A count as shown, rounded down to a tenth: never more than the count."""
    return math.floor(count * 10 + 1e-6) / 10


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
    shown = _tenths(count)
    stretch = ""
    slack = NORMAL_SLACK  # quoted unless the count alone reaches the bid, or none may pass
    if shown >= need:
        slack = 0.0
        text = _(
            "Bid {bid}: with {suit} as trumps your hand counts about {tricks} tricks, enough for the {need}"
            " it promises (your {suit}: {cards})."
        )
    elif need <= count + NORMAL_SLACK:  # Normal's own test
        text = _(
            "Bid {bid}: with {suit} as trumps your hand counts about {tricks} tricks; the count is cautious,"
            " and the {need} it promises is within {slack} of it (your {suit}: {cards})."
        )
    elif not any(isinstance(a, Pass) for a in view.legal_actions):
        stretch, slack = "forced", 0.0
        text = _(
            "Bid {bid}: you may not pass; with {suit} as trumps your hand counts about {tricks} tricks"
            " of the {need} it promises (your {suit}: {cards})."
        )
    else:
        stretch = "gamble"
        text = _(
            "Bid {bid}: with {suit} as trumps your hand counts about {tricks} tricks, more than {slack}"
            " short of the {need} it promises: a gamble (your {suit}: {cards})."
        )
    return Said(
        text.format(
            bid=bid_name(bid.bid),
            suit=Suit(suit).symbol,
            tricks=f"{shown:.1f}",
            need=need,
            slack=f"{NORMAL_SLACK:.1f}",
            cards=card_list(held),
        ),
        advice="bid",
        needed=need,
        worth=shown,
        slack=slack,
        stretch=stretch,
        held=held,
        held_kind="suit",
        held_suit=suit,
    )


def _explain_pass(view: NapView) -> Said:
    numbers = [int(a.bid) for a in view.legal_actions if isinstance(a, NapBid) and isinstance(a.bid, int)]
    if any(isinstance(a, Buy) for a in view.legal_actions):  # not a bid: nothing bought
        return Said(_("Pass: keep the cards you were dealt."))
    if not numbers:
        return Said(_("Pass: no bid is left that this hand could make."), advice="pass")
    need = min(numbers)
    count = estimate_tricks(view.hand, easy=False)
    shown = _tenths(count)
    if need > count + NORMAL_SLACK:  # Normal's own test: no bid within reach
        text = _("Pass: your hand counts about {worth} tricks, more than {slack} short of the {need} needed.")
        short = True
    else:
        text = _(
            "Pass: the {need} needed is within {slack} of your hand's count (about {worth} tricks),"
            " but a pass risks nothing."
        )
        short = False
    return Said(
        text.format(worth=f"{shown:.1f}", slack=f"{NORMAL_SLACK:.1f}", need=need),
        advice="pass",
        needed=need,
        worth=shown,
        slack=NORMAL_SLACK,
        short=short,
    )


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
    last = n + 1 >= view.players  # nobody plays after this card
    misere_bidder = view.bid == "misere" and view.seat == view.bidder
    if nap_trick_winner(trick, trump) == n:
        if last:
            if misere_bidder:
                text = _("Play {card}: it wins the trick, though a misère wants none.")
            else:
                text = _("Play {card}: it wins the trick.")
            return Said(text.format(card=card), wins_trick=card)
        if misere_bidder:
            text = _("Play {card}: it takes the lead in this trick, though a misère wants no trick.")
        else:
            text = _("Play {card}: it takes the lead in this trick.")
        return Said(text.format(card=card), wins_now=card)
    winner = view.trick_seats[nap_trick_winner(list(view.trick), trump)]
    if misere_bidder:
        return Said(
            _("Play {card}: it does not take the trick, as a misère wants.").format(card=card), loses=card
        )
    bidder = view.bidder
    if bidder is not None and view.seat != bidder and winner != bidder and view.bid != "misere":
        return Said(
            _("Play {card}: another defender is winning this trick; keep your good cards.").format(card=card),
            partner=winner,
        )
    legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
    # Nap has no card whose power a later card can end: a card that does not lead the trick
    # now can never win it.
    if any(nap_trick_winner([*view.trick, c], trump) == n for c in legal):
        return duck(card, is_low(card))
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
    # The widow's card seen by a peep is in the high bidder's hand: seen, and still in play.
    known = set(view.widow_seen) - {*view.hand, *view.played, *view.my_discards}
    if not higher and any(c.suit == suit and c.rank > card.rank for c in known):
        return Said(_("Play {card}: it leads {suit}.").format(card=card, suit=suit.symbol))
    if not higher:
        return Said(
            _("Play {card}: no card still out beats it in {suit}.").format(card=card, suit=suit.symbol),
            top=card,
        )
    beat = could_beat(higher, suit.symbol)  # only the higher cards of its suit
    if suit == view.trump:
        text = _("Play {card}: leading trumps draws the others' trumps; {beaters}.")
        return Said(text.format(card=card, beaters=beat), out=higher, beaten=card)
    if is_low(card):
        text = _("Play {card}: a low lead that keeps your strong cards; {beaters}.")
        return Said(text.format(card=card, beaters=beat), low=card, out=higher, beaten=card)
    text = _("Play {card}: it leads {suit}, though {beaters}.")
    return Said(text.format(card=card, suit=suit.symbol, beaters=beat), out=higher, beaten=card)
