"""003's "trust": when an AI seat says it, and how it reads it.

"Saying 'trust' means that you think that you are going to win the trick and that the other
players should trust that you aren't the general (or that Napoleon should trust that you are)":
to each listener, the one who says it claims to be on the listener's side, so: don't overtake.
Our seats say it honestly (winning a trick with points in it, someone still to play) and, as
listeners, count the one who said it as a friend for this trick unless they know better.
"""

from __future__ import annotations

from collections.abc import Set

from game.napoleon import SeatView
from game.napoleon.tricks import tables_for, trick_kind


def says_trust(view: SeatView, card: int) -> bool:
    """Whether to say "trust" with ``card``: it wins the trick so far, the trick holds points,
    and someone is still to play (who might overtake it)."""
    if not view.rules.trust or view.contract is None:
        return False
    trick = [int(c) for c in view.trick]
    if len(trick) + 1 >= view.players:
        return False
    tables = tables_for(view.rules, view.trump, view.contract_rank)
    kind = trick_kind(view.rules, view.trick_no, view.n_tricks)
    js = None if view.joker_suit is None else int(view.joker_suit)
    after = [*trick, card]
    return tables.winner(after, kind, js) == len(trick) and tables.trick_points(after) > 0


def trusted_friends(view: SeatView, friends: Set[int]) -> frozenset[int]:
    """``friends``, with the seat that said "trust" in this trick and is winning it, unless this
    seat knows whose side it is on (the adjutant knows everyone; a revealed adjutant is known)."""
    said = [s for s, no in view.trusts if no == view.trick_no]
    if not said or view.role == "adjutant" or view.napoleon is None:
        return frozenset(friends)
    known = set(view.known_adjutants)
    out = set(friends)
    for s in said:
        if s == view.seat or s in out:
            continue
        if s == view.napoleon and view.role != "adjutant":
            continue  # Napoleon is on no opponent's side
        if view.role == "napoleon" and known:
            continue  # the adjutant is known: the others are opponents
        if view.role == "opponent" and s in known:
            continue
        out.add(s)
    return frozenset(out)
