"""Hints: one plain sentence saying why an action is sensible, for any level.

The sentence is built from the action and the seat's own knowledge (never hidden cards), so
it can also explain a move the player is considering. It is worded in the player's language
when asked for.
"""

from __future__ import annotations

from game.rules import Bid, Call, Card, Discard, Pass, Play, SeatView, Suit
from game.rules.actions import Misere, Target, rank_words
from game.rules.cards import bits
from game.rules.i18n import _, ngettext
from game.rules.tricks import NO_SUIT

from .contract import best_estimates, evaluate, last_chance
from .knowledge import knowledge_of, playable


def _cards(cards: list[int], limit: int = 3) -> str:
    names = [str(Card(c)) for c in cards[:limit]]
    return ", ".join(names)


def _suit_name(trump: Suit | None, rank: int | None = None) -> str:
    if rank is not None:  # 003's number bid
        return _("the {rank} as trumps").format(rank=rank_words(rank))
    return _("no trumps") if trump is None else _("{suit} trumps").format(suit=trump.symbol)


def explain(view: SeatView, action: object) -> str:
    """Why ``action`` is sensible, in the player's language."""
    if isinstance(action, Pass):
        return _explain_pass(view)
    if isinstance(action, Bid):
        return _explain_bid(view, action)
    if isinstance(action, Call):
        return _explain_call(view, action)
    if isinstance(action, Discard):
        return _explain_discard(view, action)
    if isinstance(action, Misere):  # 003
        return _("Misère: no high card and a low card in every suit: this hand can hope to win no trick.")
    if isinstance(action, Target):  # 003
        return _("Target: make that player take every point.")
    if isinstance(action, Play) and view.target is not None:
        return _("Target: {card} to give the target the points, or to keep them from it.").format(
            card=action.card
        )
    if isinstance(action, Play) and view.misere:
        if view.seat == view.napoleon or view.role == "adjutant":
            return _("Misère: {card} keeps Napoleon's side from winning the trick.").format(card=action.card)
        return _("Misère: {card} leaves Napoleon the chance to win the trick.").format(card=action.card)
    if isinstance(action, Play):
        return _explain_play(view, action)
    return _("{action}: a legal move.").format(action=action)


def _hand(view: SeatView) -> int:
    m = 0
    for c in playable(view):
        m |= 1 << int(c)
    return m


def _explain_pass(view: SeatView) -> str:
    hand = _hand(view)
    trumps: list[Suit | None] = list(Suit)
    est = best_estimates(view.rules, hand, trumps)[0]
    need = view.rules.min_bid if view.high_bid is None else view.high_bid[1]
    return _(
        "Pass: your best choice, {choice}, is worth about {points} points, not enough for the {need} needed."
    ).format(choice=_suit_name(est.trump, est.rank), points=f"{est.points:.0f}", need=need)


def _explain_bid(view: SeatView, bid: Bid) -> str:
    est = evaluate(view.rules, _hand(view), bid.trump, bid.rank)
    rules = view.rules
    strong = [
        c
        for c in playable(view)
        if c.rank == 0
        or int(c) == int(rules.mighty(bid.trump))
        or (bid.trump is not None and c.suit == bid.trump)
        or (bid.rank is not None and c.rank == bid.rank)
    ]
    held = _cards(sorted((int(c) for c in strong), key=lambda c: -(c % 13) if c < 52 else -99), 4)
    if rules.has_adjutant and held:
        text = _(
            "Bid {number} with {trump}: your hand is worth about {points} points with your partner"
            " and the blind (you hold {cards})."
        )
    elif rules.has_adjutant:
        text = _(
            "Bid {number} with {trump}: your hand is worth about {points} points with your partner"
            " and the blind."
        )
    elif held:
        text = _(
            "Bid {number} with {trump}: your hand is worth about {points} points playing alone"
            " (you hold {cards})."
        )
    else:
        text = _("Bid {number} with {trump}: your hand is worth about {points} points playing alone.")
    text = text.format(
        number=bid.number, trump=_suit_name(bid.trump, bid.rank), points=f"{est.points:.0f}", cards=held
    )
    if rules.exact_bid:
        text += " " + _("You must take exactly {number}: the nearest bid to that worth.").format(
            number=bid.number
        )
    elif last_chance(view) and est.points < bid.number:
        text += " " + _("Everyone else passed: rather than throw the deal in, you try it.")
    return text


def _explain_call(view: SeatView, call: Call) -> str:
    if call.card in playable(view):
        return _(
            "Call {card}: it is in your own hand, so you play alone and keep the whole "
            "prize; your hand is strong enough."
        ).format(card=call.card)
    return _(
        "Call {card}: the strongest card you lack; whoever holds it becomes your secret adjutant."
    ).format(card=call.card)


def _explain_discard(view: SeatView, discard: Discard) -> str:
    c = discard.card
    if c.suit is None:
        return _("Discard {card}: the joker is hard to use in these rules.").format(card=c)
    same = [x for x in view.hand if x.suit == c.suit and x != c]
    points = view.rules.is_point_card(c)
    mine = view.rules.discards_count_for == "napoleon"
    if not same:
        if not points:
            text = _("Discard {card}: it leaves you void in {suit}, so you can trump that suit later.")
        elif mine:
            text = _(
                "Discard {card}: it leaves you void in {suit}, so you can trump that suit later,"
                " and discarded points count for you."
            )
        else:
            text = _(
                "Discard {card}: it leaves you void in {suit}, so you can trump that suit later,"
                " though it gives its point away."
            )
    elif len(same) <= 1:
        if not points:
            text = _("Discard {card}: it shortens {suit} towards a void you can trump later.")
        elif mine:
            text = _(
                "Discard {card}: it shortens {suit} towards a void you can trump later,"
                " and discarded points count for you."
            )
        else:
            text = _(
                "Discard {card}: it shortens {suit} towards a void you can trump later,"
                " though it gives its point away."
            )
    elif not points:
        text = _("Discard {card}: it is one of your weakest cards.")
    elif mine:
        text = _("Discard {card}: it is one of your weakest cards, and discarded points count for you.")
    else:
        text = _("Discard {card}: it is one of your weakest cards, though it gives its point away.")
    return text.format(card=c, suit=c.suit.symbol)


def _explain_play(view: SeatView, play: Play) -> str:
    k = knowledge_of(view)
    t = k.tables
    card = play.card
    if t is None:
        return _("Play {card}.").format(card=card)
    trick = [int(c) for c in view.trick]
    pts = t.points
    if not trick:
        led = t.esuit[k.kind][card] if card < 52 else NO_SUIT
        if card >= 52:
            if play.joker_suit is not None:
                return _(
                    "Play {card}, naming {suit}: a led joker forces the others' cards and is hard to beat."
                ).format(card=card, suit=play.joker_suit.symbol)
            return _("Play {card}: a led joker forces the others' cards and is hard to beat.").format(
                card=card
            )
        tab = t.strength[k.kind][led]
        higher = [x for x in bits(k.unseen) if tab[x] > tab[card]]
        if not higher:
            if led == k.trump:
                return _(
                    "Play {card}: no card still out beats it, and leading trumps draws the opponents' trumps."
                ).format(card=card)
            return _("Play {card}: no card still out beats it in {suit}.").format(
                card=card, suit=Suit(led).symbol
            )
        out = _cards(sorted(higher, key=lambda x: -tab[x]))
        if led == k.trump:
            return _(
                "Play {card}: leading trumps pulls the opponents' trumps; {cards} are still out."
            ).format(card=card, cards=out)
        if card % 13 == 0 and t.same_two_for[k.kind][led]:
            return _("Play {card}: if everyone follows {suit}, the same two wins.").format(
                card=card, suit=Suit(led).symbol
            )
        return _("Play {card}: a low lead that keeps your strong cards; {cards} are still out.").format(
            card=card, cards=out
        )
    js = k.joker_suit
    # A same two wins only if every later card follows suit: until then neither it nor a
    # card it would beat counts as winning.
    before = t.winner_now(trick, k.kind, js, view.players)
    after = t.winner_now([*trick, int(card)], k.kind, js, view.players)
    if after != t.winner([*trick, int(card)], k.kind, js):
        after = -1
    on_table = sum(pts[c] for c in trick)
    win_seat = view.trick_seats[before]
    if after == len(trick):
        if on_table:
            return ngettext(
                "Play {card}: it wins the trick and its {n} point card for now.",
                "Play {card}: it wins the trick and its {n} point cards for now.",
                on_table,
            ).format(card=card, n=on_table)
        return _("Play {card}: it takes the lead in this trick.").format(card=card)
    if win_seat in k.friends and win_seat != view.seat:
        if pts[card]:
            return _("Play {card}: your partner (seat {seat}) is winning, so give them a point card.").format(
                card=card, seat=win_seat
            )
        return _("Play {card}: your partner (seat {seat}) is winning; keep your good cards.").format(
            card=card, seat=win_seat
        )
    if pts[card]:
        return _("Play {card}: you cannot keep this point card out of the trick.").format(card=card)
    return _("Play {card}: you cannot win this trick, so throw a low card and keep your strong ones.").format(
        card=card
    )
