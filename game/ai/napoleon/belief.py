"""Who is the adjutant? A tempered Bayesian belief built from every card played.

Only public plays and this seat's own knowledge are used. Signals (ai-anchors §5.1): a
non-Napoleon who leads trumps or throws points onto Napoleon's winning trick is likely the
adjutant; one who overtakes Napoleon's winning card is likely not. Every likelihood is mixed
with a uniform share so one odd play never rules a seat out; voids in the called card's suit
are hard evidence.
"""

from __future__ import annotations

from game.napoleon import SeatView
from game.napoleon.tricks import trick_kind

from .knowledge import Knowledge, tricks_so_far

TEMPER = 0.25


def adjutant_belief(view: SeatView, k: Knowledge) -> dict[int, float]:
    """P(seat is the adjutant) over the seats this seat cannot place; {} when nothing is open."""
    nap = view.napoleon
    if nap is None or not view.called or not view.rules.has_adjutant:
        return {}
    if view.role == "adjutant" or view.alone_known or view.known_adjutants:
        return {}
    cand = [s for s in range(view.players) if s not in (nap, view.seat)]
    called = [int(c) for c in view.called]
    weight = {}
    for s in cand:
        # A seat known void in every called card's suit cannot hold one.
        weight[s] = 0.0 if all((k.voids[s] >> c) & 1 for c in called) else 1.0
    tables = k.tables
    if tables is None:
        return _normalise(weight)
    trump = k.trump
    pts = tables.points
    for seats, cards, jsuit, no in tricks_so_far(view):
        kind = trick_kind(view.rules, no, view.n_tricks)
        js = None if jsuit is None else int(jsuit)
        for i in range(len(cards)):
            s = seats[i]
            if s not in weight or weight[s] == 0.0:
                continue
            c = cards[i]
            like = 1.0
            if i == 0:
                if no > 0 and trump >= 0 and c < 52 and tables.esuit[kind][c] == trump:
                    like = 2.0
            else:
                # As the seat saw it then: a same two still open was not yet winning.
                before = tables.winner_now(cards[:i], kind, js, view.players)
                nap_winning = seats[before] == nap
                now = tables.winner_now(cards[: i + 1], kind, js, view.players)
                if nap_winning and now == i:
                    like = 0.35  # overtook Napoleon
                elif nap_winning and pts[c]:
                    like = 2.2  # fed Napoleon points
                elif not nap_winning and now == i and pts[c] == 0 and sum(pts[x] for x in cards[:i]) >= 2:
                    like = 0.7  # fought for points against the side: a bit opponent-like
            weight[s] *= (1 - TEMPER) * like + TEMPER
    return _normalise(weight)


def _normalise(weight: dict[int, float]) -> dict[int, float]:
    total = sum(weight.values())
    if total <= 0:
        return {s: 1 / len(weight) for s in weight} if weight else {}
    return {s: w / total for s, w in weight.items()}


def friends_from_belief(view: SeatView, k: Knowledge, belief: dict[int, float]) -> set[int]:
    """The seats to treat as partners: certain ones, plus likely ones from the belief."""
    friends = set(k.friends)
    if not belief:
        if view.role == "opponent" and not k.foes - {view.napoleon}:
            # Nothing known yet: the other non-Napoleon seats are mostly fellow opponents.
            friends |= _uniform_friends(view)
        return friends
    if view.role == "napoleon":
        best = max(belief, key=lambda s: (belief[s], -s))
        if belief[best] >= 0.55:
            friends.add(best)
    elif view.role == "opponent":
        friends |= {s for s, p in belief.items() if p < 0.4}
    return friends


def _uniform_friends(view: SeatView) -> set[int]:
    nap = view.napoleon
    cand = [s for s in range(view.players) if s not in (nap, view.seat)]
    if not cand or 1 / len(cand) >= 0.4:
        return set()
    return set(cand)
