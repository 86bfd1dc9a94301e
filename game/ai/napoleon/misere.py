"""Misère (003): bidding one, and playing one for Napoleon, the adjutant and the opponents.

Napoleon must win no trick and the adjutant no point card; the opponents try to make
Napoleon win one. The rules come from the engine's tables (:meth:`PlayTables.winner`), so the
play is legal and reads every option the engine reads.
"""

from __future__ import annotations

from game.napoleon import Call, Discard, Play, SeatView
from game.napoleon.actions import Misere
from game.napoleon.tricks import tables_for, trick_kind


def _rank(card: int) -> int:
    return card % 13 if card < 52 else 13  # a joker: shed it early


def misere_safe(hand: list[int], open_: bool) -> bool:
    """A hand that can hope to win no trick: no high card, and a low card in every suit held
    (open: stricter, as the defenders will see it)."""
    top = 7 if open_ else 8  # ranks counted from 0 (the 2): 8 is the 10
    if any(c >= 52 or c % 13 > top for c in hand):
        return False
    suits = {c // 13 for c in hand}
    return all(min(c % 13 for c in hand if c // 13 == s) <= 3 for s in suits)


def misere_bid(view: SeatView, hand: list[int]) -> Misere | None:
    """A misère to bid if one is legal and the hand is safe for it (open before closed)."""
    for action in view.legal_actions:
        if isinstance(action, Misere) and action.open and misere_safe(hand, True):
            return action
    for action in view.legal_actions:
        if isinstance(action, Misere) and not action.open and misere_safe(hand, False):
            return action
    return None


def misere_card(view: SeatView) -> int | None:
    """The card to play in a misère contract (``None`` when the contract is not a misère)."""
    if not view.misere or view.napoleon is None or view.contract is None:
        return None
    legal = [int(a.card) for a in view.legal_actions if isinstance(a, Play)]
    if not legal:
        return None
    rules = view.rules
    tables = tables_for(rules, view.trump, view.contract_rank)
    kind = trick_kind(rules, view.trick_no, view.n_tricks)
    js = None if view.joker_suit is None else int(view.joker_suit)
    trick = [int(c) for c in view.trick]

    def winner_with(card: int) -> int:
        return tables.winner([*trick, card], kind, js)

    if not trick:
        return min(legal, key=lambda c: (_rank(c), c))  # lead low: no one wants a high lead
    ducking = view.seat == view.napoleon or view.role == "adjutant"
    if ducking:
        safe = [c for c in legal if winner_with(c) != len(trick)]
        pool = safe or legal  # forced to win: then win with the highest, to shed it
        return max(pool, key=lambda c: (_rank(c), c))
    seats = list(view.trick_seats)
    if view.napoleon in seats:
        nap_at = seats.index(view.napoleon)
        keep = [c for c in legal if winner_with(c) == nap_at]
        if keep:  # Napoleon is winning: stay under, shedding the highest such card
            return max(keep, key=lambda c: (_rank(c), c))
    return min(legal, key=lambda c: (_rank(c), c))  # Napoleon still to play: leave room


def misere_call(view: SeatView) -> Call | None:
    """A misère's call: the adjutant may win no point card, so Napoleon is best alone: a card
    of Napoleon's own hand where the rules allow it, else the lowest card called."""
    if not view.misere or view.seat != view.napoleon:
        return None
    calls = [a for a in view.legal_actions if isinstance(a, Call)]
    if not calls:
        return None
    own = {int(c) for c in view.playable} | {int(c) for c in view.blind or ()}
    mine = [a for a in calls if int(a.card) in own]
    if mine:
        return max(mine, key=lambda a: (_rank(int(a.card)), int(a.card)))
    return min(calls, key=lambda a: (_rank(int(a.card)), int(a.card)))


def misere_discard(view: SeatView) -> Discard | None:
    """A misère's discard: the highest card, the likeliest to win a trick."""
    if not view.misere:
        return None
    discards = [a for a in view.legal_actions if isinstance(a, Discard)]
    if not discards:
        return None
    return max(discards, key=lambda a: (_rank(int(a.card)), int(a.card)))
