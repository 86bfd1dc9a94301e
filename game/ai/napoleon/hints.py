"""Hints: one plain sentence saying why an action is sensible, for any level.

The sentence is built from the action and the seat's own knowledge (never hidden cards), so
it can also explain a move the player is considering. It is worded in the player's language
when asked for. :func:`explain_said` also returns each fact the sentence states
(:class:`~game.ai.said.Said`), which the tests check against the position.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence

from game.napoleon import PASS, Bid, Call, Discard, Pass, Play, RuleSet, SeatView
from game.napoleon.actions import Misere, Target, rank_words
from game.napoleon.tricks import NORMAL, tables_for
from game.rules import Card, Suit
from game.rules.i18n import _, ngettext

from ..said import Said, card_list
from .contract import (
    EXACT_TOLERANCE,
    RANK_CAUTION,
    Estimate,
    best_estimates,
    call_order,
    evaluate,
    last_chance,
)
from .knowledge import playable
from .play_hints import explain_play


def _suit_name(trump: Suit | None, rank: int | None = None) -> str:
    if rank is not None:  # 003's number bid
        return _("the {rank} as trumps").format(rank=rank_words(rank))
    return _("no trumps") if trump is None else _("{suit} trumps").format(suit=trump.symbol)


def explain(view: SeatView, action: object, names: Sequence[str] = ()) -> str:
    """Why ``action`` is sensible, in the player's language (seats named from ``names``)."""
    return explain_said(view, action, names).text


def explain_said(view: SeatView, action: object, names: Sequence[str] = ()) -> Said:
    """Why ``action`` is sensible, and the facts the sentence states."""
    if isinstance(action, Pass):
        return _explain_pass(view)
    if isinstance(action, Bid):
        return _explain_bid(view, action)
    if isinstance(action, Call):
        return _explain_call(view, action)
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
        return explain_play(view, action, names)
    return Said(_("{action}: a legal move.").format(action=action))


def _hand(view: SeatView) -> int:
    m = 0
    for c in playable(view):
        m |= 1 << int(c)
    return m


def worth_of(rules: RuleSet, est: Estimate) -> float:
    """A choice's worth as the bidding weighs it (Normal's :func:`~game.ai.napoleon.contract.choose_bid`
    with no margin): in the bid's units (tricks where bids are in tricks), less the caution for
    no trumps and for number bids. The pass and the bid hints quote it, so the reason given
    agrees with the advice."""
    per_point = rules.tricks_per_hand / rules.total_points if rules.bid_kind == "tricks" else 1.0
    worth = est.points * per_point
    if est.trump is None and rules.bid_kind != "suitless":
        worth -= 1.0 * per_point
    if est.rank is not None:
        worth -= RANK_CAUTION * per_point
    return worth


def _amount(rules: RuleSet, n: int) -> str:
    """A worth in the bid's units: "12 points", "7 tricks"."""
    if rules.bid_kind == "tricks":
        return ngettext("{n} trick", "{n} tricks", n).format(n=n)
    return ngettext("{n} point", "{n} points", n).format(n=n)


def _explain_pass(view: SeatView) -> Said:
    """The pass, against the cheapest bid the hand's best choice could still make.

    The worth is :func:`worth_of`, shown rounded down, so that "short of" is true whenever it
    is said (bids are whole numbers)."""
    rules = view.rules
    bids = [a for a in view.legal_actions if isinstance(a, Bid)]
    suitless = rules.bid_kind == "suitless"
    best: tuple[float, float, int, Suit | None, int | None] | None = None
    for est in best_estimates(rules, _hand(view), list(Suit) if suitless else [*Suit, None]):
        ours = [b.number for b in bids if suitless or (b.trump == est.trump and b.rank == est.rank)]
        if not ours:
            continue
        worth = worth_of(rules, est)
        need = min(ours)
        if best is None or worth - need > best[0]:
            best = (worth - need, worth, need, est.trump, est.rank)
    if best is None:
        return Said(_("Pass: no bid is left that this hand could make."), advice="pass")
    _gap, worth, need, trump, rank = best
    shown = max(0, math.floor(worth))
    choice = _suit_name(trump, rank)
    if shown < need:
        text = _("Pass: your best choice, {choice}, is worth about {worth}, short of the {need} needed.")
        text = text.format(choice=choice, worth=_amount(rules, shown), need=need)
        return Said(text, advice="pass", needed=need, worth=shown, short=True)
    if rules.exact_bid and _nearest_gap(view) > EXACT_TOLERANCE * _scale(rules):
        return Said(
            _("Pass: you must take a contract exactly, and no bid left is near your hand's worth."),
            advice="pass",
        )
    text = _(
        "Pass: your best choice, {choice}, is worth about {worth}, enough for {need},"
        " but a pass risks nothing."
    )
    text = text.format(choice=choice, worth=_amount(rules, shown), need=need)
    return Said(text, advice="pass", needed=need, worth=shown)


def _scale(rules: RuleSet) -> float:
    """A 20-point deal's unit in these rules' bids (the bidding's tolerances are in it)."""
    per_point = rules.tricks_per_hand / rules.total_points if rules.bid_kind == "tricks" else 1.0
    return rules.total_points / 20 * per_point


def _nearest_gap(view: SeatView) -> float:
    """Under exact bidding: how far the nearest legal bid is from its choice's worth."""
    rules = view.rules
    bids = [a for a in view.legal_actions if isinstance(a, Bid)]
    suitless = rules.bid_kind == "suitless"
    gaps = [
        abs(b.number - worth_of(rules, est))
        for est in best_estimates(rules, _hand(view), list(Suit) if suitless else [*Suit, None])
        for b in bids
        if suitless or (b.trump == est.trump and b.rank == est.rank)
    ]
    return min(gaps, default=math.inf)


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


def _same_choice(rules: RuleSet, a: Bid, b: Bid) -> bool:
    """Two bids of the same choice (trumps, or a number bid's rank): any two without a suit."""
    return rules.bid_kind == "suitless" or (a.trump == b.trump and a.rank == b.rank)


def _bid_estimate(view: SeatView, bid: Bid) -> Estimate:
    """The bid's choice valued as the bidding values it: without a suit named (003's bidding
    without suit, where the first lead makes trumps), the hand's best suit."""
    rules = view.rules
    if rules.bid_kind == "suitless":
        return best_estimates(rules, _hand(view), list(Suit))[0]
    return evaluate(rules, _hand(view), bid.trump, bid.rank)


def _explain_bid(view: SeatView, bid: Bid) -> Said:
    rules = view.rules
    est = _bid_estimate(view, bid)
    shown = max(0, math.floor(worth_of(rules, est)))
    strong = sorted(_strong(view, bid), key=lambda c: -(int(c) % 13) if int(c) < 52 else -99)
    held = card_list(strong)
    if rules.has_adjutant and held:
        text = _(
            "Bid {number} with {trump}: with your partner and the blind your hand is worth about {worth}"
            " (you hold {cards})."
        )
    elif rules.has_adjutant:
        text = _(
            "Bid {number} with {trump}: with your partner and the blind your hand is worth about {worth}."
        )
    elif held:
        text = _(
            "Bid {number} with {trump}: playing alone your hand is worth about {worth} (you hold {cards})."
        )
    else:
        text = _("Bid {number} with {trump}: playing alone your hand is worth about {worth}.")
    choice = (
        _suit_name(est.trump, est.rank) if rules.bid_kind == "suitless" else _suit_name(bid.trump, bid.rank)
    )
    text = text.format(number=bid.number, trump=choice, worth=_amount(rules, shown), cards=held)
    stretch = ""
    if rules.exact_bid:
        worth = worth_of(rules, est)
        ours = [b.number for b in view.legal_actions if isinstance(b, Bid) and _same_choice(rules, b, bid)]
        if abs(bid.number - worth) <= min(abs(n - worth) for n in ours):
            stretch = "exact"
            text += " " + _("You must take exactly {number}: the nearest bid to that worth.").format(
                number=bid.number
            )
        else:
            stretch = "gamble"
            text += " " + _(
                "You must take exactly {number}, though another bid is nearer that worth."
            ).format(number=bid.number)
    elif shown < bid.number:
        if last_chance(view):
            stretch = "last_chance"
            text += " " + _("Everyone else passed: rather than throw the deal in, you try it.")
        elif PASS not in view.legal_actions:
            stretch = "forced"
            text += " " + _("You may not pass, so you bid though it is short of {number}.").format(
                number=bid.number
            )
        else:
            stretch = "gamble"
            text += " " + _("That is short of {number}: a gamble.").format(number=bid.number)
    return Said(
        text,
        advice="bid",
        needed=bid.number,
        worth=shown,
        stretch=stretch,
        held=tuple(strong),
        held_kind="strong",
    )


def call_strength(rules: RuleSet, trump: Suit | None, rank: int | None, card: Card) -> int:
    """How strong ``card`` is under the contract's rules (the Mighty, the jacks, the trumps, a
    number bid's rank): its strength in an ordinary trick led in its own suit; a joker's when
    it is led."""
    t = tables_for(rules, trump, rank)
    c = int(card)
    if c >= 52:
        return t.joker_led_value() - t.joker_offsets[c - 52]
    return t.strength[NORMAL][t.esuit[NORMAL][c]][c]


def strongest_you_lack(
    rules: RuleSet, trump: Suit | None, rank: int | None, own: Collection[Card], callable_: Collection[Card]
) -> Card | None:
    """The strongest card you may call and do not hold (:func:`call_strength`; among equals,
    such as side aces, the one the AI would call first). The call panel's "Strongest you lack"
    and the call hint's "the strongest card you lack" are both this card."""
    order = {c: i for i, c in enumerate(call_order(rules, trump))}
    held = {int(c) for c in own}
    lacking = [c for c in callable_ if int(c) not in held]
    return max(
        lacking,
        key=lambda c: (call_strength(rules, trump, rank, c), -order.get(int(c), len(order)), -int(c)),
        default=None,
    )


def _explain_call(view: SeatView, call: Call) -> Said:
    own = playable(view)
    if call.card in own:
        return Said(
            _(
                "Call {card}: it is in your own hand, so you play alone and keep the whole "
                "prize; your hand is strong enough."
            ).format(card=call.card)
        )
    callable_ = [a.card for a in view.legal_actions if isinstance(a, Call)]
    best = strongest_you_lack(view.rules, view.trump, view.contract_rank, own, callable_)
    if call.card == best:
        return Said(
            _(
                "Call {card}: the strongest card you lack; whoever holds it becomes your secret adjutant."
            ).format(card=call.card),
            strongest_lacking=best,
        )
    return Said(
        _("Call {card}: you lack it, and whoever holds it becomes your secret adjutant.").format(
            card=call.card
        )
    )


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
