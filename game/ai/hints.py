"""Hints: one plain sentence saying why an action is sensible, for any level.

The sentence is built from the action and the seat's own knowledge (never hidden cards), so
it can also explain a move the player is considering.
"""

from __future__ import annotations

from game.rules import Bid, Call, Card, Discard, Pass, Play, SeatView, Suit
from game.rules.cards import bits
from game.rules.tricks import NO_SUIT

from .contract import best_estimates, evaluate, last_chance
from .knowledge import knowledge_of, playable


def _cards(cards: list[int], limit: int = 3) -> str:
    names = [str(Card(c)) for c in cards[:limit]]
    return ", ".join(names)


def _suit_name(trump: Suit | None) -> str:
    return "no trumps" if trump is None else f"{trump.symbol} trumps"


def explain(view: SeatView, action: object) -> str:
    if isinstance(action, Pass):
        return _explain_pass(view)
    if isinstance(action, Bid):
        return _explain_bid(view, action)
    if isinstance(action, Call):
        return _explain_call(view, action)
    if isinstance(action, Discard):
        return _explain_discard(view, action)
    if isinstance(action, Play):
        return _explain_play(view, action)
    return f"{action}: a legal move."


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
    return (
        f"Pass: your best choice, {_suit_name(est.trump)}, is worth about "
        f"{est.points:.0f} points, not enough for the {need} needed."
    )


def _explain_bid(view: SeatView, bid: Bid) -> str:
    est = evaluate(view.rules, _hand(view), bid.trump)
    rules = view.rules
    strong = [
        c
        for c in playable(view)
        if c.rank == 0
        or int(c) == int(rules.mighty(bid.trump))
        or (bid.trump is not None and c.suit == bid.trump)
    ]
    held = _cards(sorted((int(c) for c in strong), key=lambda c: -(c % 13) if c < 52 else -99), 4)
    extra = f" (you hold {held})" if held else ""
    help_ = "with your partner and the blind" if rules.has_adjutant else "playing alone"
    text = (
        f"Bid {bid.number} with {_suit_name(bid.trump)}: your hand is worth about "
        f"{est.points:.0f} points {help_}{extra}."
    )
    if rules.exact_bid:
        text += f" You must take exactly {bid.number}: the nearest bid to that worth."
    elif last_chance(view) and est.points < bid.number:
        text += " Everyone else passed: rather than throw the deal in, you try it."
    return text


def _explain_call(view: SeatView, call: Call) -> str:
    if call.card in playable(view):
        return (
            f"Call {call.card}: it is in your own hand, so you play alone and keep the whole "
            f"prize; your hand is strong enough."
        )
    return f"Call {call.card}: the strongest card you lack; whoever holds it becomes your secret adjutant."


def _explain_discard(view: SeatView, discard: Discard) -> str:
    c = discard.card
    if c.suit is None:
        return f"Discard {c}: the joker is hard to use in these rules."
    same = [x for x in view.hand if x.suit == c.suit and x != c]
    if not same:
        why = f"it leaves you void in {c.suit.symbol}, so you can trump that suit later"
    elif len(same) <= 1:
        why = f"it shortens {c.suit.symbol} towards a void you can trump later"
    else:
        why = "it is one of your weakest cards"
    if view.rules.is_point_card(c):
        to = view.rules.discards_count_for
        why += (
            ", and discarded points count for you" if to == "napoleon" else ", though it gives its point away"
        )
    return f"Discard {c}: {why}."


def _explain_play(view: SeatView, play: Play) -> str:
    k = knowledge_of(view)
    t = k.tables
    card = play.card
    name = f"Play {card}"
    if t is None:
        return f"{name}."
    trick = [int(c) for c in view.trick]
    pts = t.points
    if not trick:
        led = t.esuit[k.kind][card] if card < 52 else NO_SUIT
        if card >= 52:
            named = f", naming {play.joker_suit.symbol}" if play.joker_suit is not None else ""
            return f"{name}{named}: a led joker forces the others' cards and is hard to beat."
        tab = t.strength[k.kind][led]
        higher = [x for x in bits(k.unseen) if tab[x] > tab[card]]
        if not higher:
            if led == k.trump:
                return f"{name}: no card still out beats it, and leading trumps draws the opponents' trumps."
            return f"{name}: no card still out beats it in {Suit(led).symbol}."
        if led == k.trump:
            return (
                f"{name}: leading trumps pulls the opponents' trumps; "
                f"{_cards(sorted(higher, key=lambda x: -tab[x]))} are still out."
            )
        if card % 13 == 0 and t.same_two_for[k.kind][led]:
            return f"{name}: if everyone follows {Suit(led).symbol}, the same two wins."
        return (
            f"{name}: a low lead that keeps your strong cards; "
            f"{_cards(sorted(higher, key=lambda x: -tab[x]))} are still out."
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
            return f"{name}: it wins the trick and its {on_table} point card(s) for now."
        return f"{name}: it takes the lead in this trick."
    if win_seat in k.friends and win_seat != view.seat:
        if pts[card]:
            return f"{name}: your partner (seat {win_seat}) is winning, so give them a point card."
        return f"{name}: your partner (seat {win_seat}) is winning; keep your good cards."
    if pts[card]:
        return f"{name}: you cannot keep this point card out of the trick."
    return f"{name}: you cannot win this trick, so throw a low card and keep your strong ones."
