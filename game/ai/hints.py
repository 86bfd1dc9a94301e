"""Hints: one plain sentence saying why an action is sensible, for any level.

The sentence is built from the action and the seat's own knowledge (never hidden cards), so
it can also explain a move the player is considering. It is worded in the player's language
when asked for. :func:`explain_said` also returns each fact the sentence states
(:class:`~game.ai.said.Said`), which the tests check against the position.
"""

from __future__ import annotations

import math

from game.napoleon import Bid, Call, Discard, Pass, Play, SeatView
from game.napoleon.actions import Misere, Target, rank_words
from game.rules import Card, Suit
from game.rules.cards import bits
from game.rules.i18n import _, ngettext

from .contract import RANK_CAUTION, best_estimates, evaluate, last_chance
from .knowledge import Knowledge, knowledge_of, playable
from .said import Said, card_list, out_list, spare


def _suit_name(trump: Suit | None, rank: int | None = None) -> str:
    if rank is not None:  # 003's number bid
        return _("the {rank} as trumps").format(rank=rank_words(rank))
    return _("no trumps") if trump is None else _("{suit} trumps").format(suit=trump.symbol)


def is_low(view: SeatView, card: Card) -> bool:
    """A card the hints may call low: a plain 2 to 9 that scores nothing."""
    return card.suit is not None and card.rank <= 9 and not view.rules.is_point_card(card)


def explain(view: SeatView, action: object) -> str:
    """Why ``action`` is sensible, in the player's language."""
    return explain_said(view, action).text


def explain_said(view: SeatView, action: object) -> Said:
    """Why ``action`` is sensible, and the facts the sentence states."""
    if isinstance(action, Pass):
        return _explain_pass(view)
    if isinstance(action, Bid):
        return _explain_bid(view, action)
    if isinstance(action, Call):
        return Said(_explain_call(view, action))
    if isinstance(action, Discard):
        return _explain_discard(view, action)
    if isinstance(action, Misere):  # 003
        return Said(
            _("Misère: no high card and a low card in every suit: this hand can hope to win no trick.")
        )
    if isinstance(action, Target):  # 003
        return Said(_("Target: make that player take every point."))
    if isinstance(action, Play) and view.target is not None:
        return Said(
            _("Target: {card} to give the target the points, or to keep them from it.").format(
                card=action.card
            )
        )
    if isinstance(action, Play) and view.misere:
        if view.seat == view.napoleon or view.role == "adjutant":
            return Said(
                _("Misère: {card} keeps Napoleon's side from winning the trick.").format(card=action.card)
            )
        return Said(_("Misère: {card} leaves Napoleon the chance to win the trick.").format(card=action.card))
    if isinstance(action, Play):
        return _explain_play(view, action)
    return Said(_("{action}: a legal move.").format(action=action))


def _hand(view: SeatView) -> int:
    m = 0
    for c in playable(view):
        m |= 1 << int(c)
    return m


def _explain_pass(view: SeatView) -> Said:
    """The pass, against the cheapest bid the hand's best choice could still make.

    The worth is counted as the bidding counts it (in tricks where bids are in tricks, less
    the caution for no trumps and number bids), shown rounded down, so that "short of" is
    true whenever it is said."""
    rules = view.rules
    bids = [a for a in view.legal_actions if isinstance(a, Bid)]
    suitless = rules.bid_kind == "suitless"
    per_point = rules.tricks_per_hand / rules.total_points if rules.bid_kind == "tricks" else 1.0
    best: tuple[float, float, int, Suit | None, int | None] | None = None
    for est in best_estimates(rules, _hand(view), list(Suit) if suitless else [*Suit, None]):
        ours = [b.number for b in bids if suitless or (b.trump == est.trump and b.rank == est.rank)]
        if not ours:
            continue
        worth = est.points * per_point
        if est.trump is None and not suitless:
            worth -= 1.0 * per_point
        if est.rank is not None:
            worth -= RANK_CAUTION * per_point
        need = min(ours)
        if best is None or worth - need > best[0]:
            best = (worth - need, worth, need, est.trump, est.rank)
    if best is None:
        return Said(_("Pass: no bid is left that this hand could make."))
    _gap, worth, need, trump, rank = best
    shown = max(0, math.floor(worth))
    choice = _suit_name(trump, rank)
    tricks = rules.bid_kind == "tricks"
    if shown < need:
        if tricks:
            text = ngettext(
                "Pass: your best choice, {choice}, is worth about {worth} trick, short of the {need} needed.",
                "Pass: your best choice, {choice}, is worth about {worth} tricks,"
                " short of the {need} needed.",
                shown,
            )
        else:
            text = ngettext(
                "Pass: your best choice, {choice}, is worth about {worth} point, short of the {need} needed.",
                "Pass: your best choice, {choice}, is worth about {worth} points,"
                " short of the {need} needed.",
                shown,
            )
        return Said(text.format(choice=choice, worth=shown, need=need), needed=need, worth=shown, short=True)
    if rules.exact_bid:
        text = _("Pass: you must take a contract exactly, and no bid left is near your hand's worth.")
    else:
        text = _("Pass: your best choice, {choice}, would need a bid of {need}: too risky for this hand.")
    return Said(text.format(choice=choice, need=need), needed=need)


def _strong(view: SeatView, bid: Bid) -> list[Card]:
    """The player's cards that make the bid: jokers, the Mighty, the trumps, the named rank."""
    mighty = int(view.rules.mighty(bid.trump))
    return [
        c
        for c in playable(view)
        if c.rank == 0
        or int(c) == mighty
        or (bid.trump is not None and c.suit == bid.trump)
        or (bid.rank is not None and c.rank == bid.rank)
    ]


def _explain_bid(view: SeatView, bid: Bid) -> Said:
    est = evaluate(view.rules, _hand(view), bid.trump, bid.rank)
    rules = view.rules
    strong = sorted(_strong(view, bid), key=lambda c: -(int(c) % 13) if int(c) < 52 else -99)
    held = card_list(strong)
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
    return Said(text, held=tuple(strong), held_kind="strong")


def _explain_call(view: SeatView, call: Call) -> str:
    if call.card in playable(view):
        return _(
            "Call {card}: it is in your own hand, so you play alone and keep the whole "
            "prize; your hand is strong enough."
        ).format(card=call.card)
    return _(
        "Call {card}: the strongest card you lack; whoever holds it becomes your secret adjutant."
    ).format(card=call.card)


def _explain_discard(view: SeatView, discard: Discard) -> Said:
    c = discard.card
    if c.suit is None:
        return Said(_("Discard {card}: the joker is hard to use in these rules.").format(card=c))
    same = [x for x in view.hand if x.suit == c.suit and x != c]
    points = view.rules.is_point_card(c)
    mine = view.rules.discards_count_for == "napoleon"
    void: int | None = None
    if not same:
        void = int(c.suit)
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
    return Said(text.format(card=c, suit=c.suit.symbol), void=void)


def _explain_play(view: SeatView, play: Play) -> Said:
    k = knowledge_of(view)
    card = play.card
    if k.tables is None:
        return Said(_("Play {card}.").format(card=card))
    if not view.trick:
        return _explain_lead(view, k, play)
    return _explain_follow(view, k, play)


def _explain_lead(view: SeatView, k: Knowledge, play: Play) -> Said:
    t = k.tables
    assert t is not None
    card = play.card
    if card >= 52:
        if play.joker_suit is not None:
            return Said(
                _(
                    "Play {card}, naming {suit}: a led joker forces the others' cards and is hard to beat."
                ).format(card=card, suit=play.joker_suit.symbol)
            )
        return Said(
            _("Play {card}: a led joker forces the others' cards and is hard to beat.").format(card=card)
        )
    led = t.esuit[k.kind][card]
    tab = t.strength[k.kind][led]
    higher = tuple(Card(x) for x in sorted(bits(k.unseen), key=lambda x: -tab[x]) if tab[x] > tab[card])
    if not higher:
        if led == k.trump:
            text = _(
                "Play {card}: no card still out beats it, and leading trumps draws the opponents' trumps."
            )
        else:
            text = _("Play {card}: no card still out beats it in {suit}.")
        return Said(text.format(card=card, suit=Suit(led).symbol), top=card)
    out = out_list(higher)
    if led == k.trump:
        text = _("Play {card}: leading trumps pulls the opponents' trumps; {cards} are still out.")
        return Said(text.format(card=card, cards=out), out=higher, beaten=card)
    if card % 13 == 0 and t.same_two_for[k.kind][led]:
        return Said(
            _("Play {card}: if everyone follows {suit}, the same two wins.").format(
                card=card, suit=Suit(led).symbol
            )
        )
    if is_low(view, card):
        text = _("Play {card}: a low lead that keeps your strong cards; {cards} are still out.")
        return Said(text.format(card=card, cards=out), low=card, out=higher, beaten=card)
    text = _("Play {card}: it leads {suit}, though {cards} could still beat it.")
    return Said(text.format(card=card, suit=Suit(led).symbol, cards=out), out=higher, beaten=card)


def _explain_follow(view: SeatView, k: Knowledge, play: Play) -> Said:
    t = k.tables
    assert t is not None
    card = play.card
    trick = [int(c) for c in view.trick]
    pts = t.points
    js = k.joker_suit
    # A same two wins only if every later card follows suit: until then neither it nor a
    # card it would beat counts as winning.
    before = t.winner_now(trick, k.kind, js, view.players)
    now = t.winner_now([*trick, int(card)], k.kind, js, view.players)
    final = t.winner([*trick, int(card)], k.kind, js)
    on_table = sum(pts[c] for c in trick)
    win_seat = view.trick_seats[before]
    if now == len(trick) and final == len(trick):
        if on_table:
            text = ngettext(
                "Play {card}: it wins the trick and its {n} point card for now.",
                "Play {card}: it wins the trick and its {n} point cards for now.",
                on_table,
            )
            return Said(text.format(card=card, n=on_table), wins_now=card, points_on_table=on_table)
        return Said(_("Play {card}: it takes the lead in this trick.").format(card=card), wins_now=card)
    if now == len(trick):  # only a same two left alive, if every later card follows, beats it
        return Said(
            _(
                "Play {card}: it leads the trick for now, though the same two takes it"
                " if everyone follows suit."
            ).format(card=card),
            wins_now=card,
        )
    if final == len(trick):  # a same two: it takes the trick if every later card follows suit
        return Said(
            _("Play {card}: the same two takes the trick if everyone follows {suit}.").format(
                card=card, suit=card.suit.symbol if card.suit is not None else ""
            )
        )
    if win_seat in k.friends and win_seat != view.seat:
        if pts[card]:
            text = _("Play {card}: your partner (seat {seat}) is winning, so give them a point card.")
        else:
            text = _("Play {card}: your partner (seat {seat}) is winning; keep your good cards.")
        return Said(text.format(card=card, seat=win_seat), partner=win_seat)
    legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
    if pts[card] and all(pts[c] for c in legal):
        return Said(
            _("Play {card}: you cannot win this trick, and every card you may play is a point card.").format(
                card=card
            ),
            cannot_win=card,
            forced_points=True,
        )
    return spare(card, is_low(view, card))
