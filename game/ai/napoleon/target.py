"""003's target (assassin) contract, played: Napoleon (and a general who joins Napoleon) feed
every point to the target; the target (and a general who joins the target) duck, so that
someone else takes a point card; the other opponents play as usual (they take points).

The rules come from the engine's tables (:meth:`PlayTables.winner`), so every play is legal.
"""

from __future__ import annotations

from game.napoleon import Play, SeatView
from game.napoleon.options import TargetBids
from game.napoleon.tricks import tables_for, trick_kind


def _rank(card: int) -> int:
    return card % 13 if card < 52 else 13


def target_card(view: SeatView) -> int | None:
    """The card to play in a target contract, for the seats with a part to play in it
    (``None``: play as usual)."""
    if view.target is None or view.napoleon is None or view.contract is None:
        return None
    legal = [int(a.card) for a in view.legal_actions if isinstance(a, Play)]
    if not legal:
        return None
    joins_target = view.rules.target == TargetBids.GENERAL_JOINS_TARGET
    feeder = view.seat == view.napoleon or (view.role == "adjutant" and not joins_target)
    ducker = view.seat == view.target or (view.role == "adjutant" and joins_target)
    if not (feeder or ducker):
        return None
    rules = view.rules
    tables = tables_for(rules, view.trump, view.contract_rank)
    kind = trick_kind(rules, view.trick_no, view.n_tricks)
    js = None if view.joker_suit is None else int(view.joker_suit)
    trick = [int(c) for c in view.trick]
    points = tables.points

    def winner_with(card: int) -> int:
        return tables.winner([*trick, card], kind, js)

    low = min(legal, key=lambda c: (points[c], _rank(c), c))
    if not trick:
        return low
    if ducker:  # keep out of the trick, shedding the highest card that does
        safe = [c for c in legal if winner_with(c) != len(trick)]
        return max(safe or legal, key=lambda c: (_rank(c), c))
    seats = list(view.trick_seats)
    if view.target in seats:
        at = seats.index(view.target)
        feed = [c for c in legal if winner_with(c) == at]
        if feed:  # the target is winning: give it the most points we can
            return max(feed, key=lambda c: (points[c], _rank(c), c))
    under = [c for c in legal if winner_with(c) != len(trick)]
    return min(under or legal, key=lambda c: (points[c], _rank(c), c))
