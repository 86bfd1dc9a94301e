"""What the Napoleon coach's headline may count: the player's own chips, what the hand could
have swung from each decision, and which marks repeat an earlier one's cause.

The prices (:mod:`.coach`) are expectations from the player's view at each decision, each
against Hard's best *from that position*. The headline (``coaching.headline_loss``, the same
for every game) adds them up by cause and caps them by the hand; this module gives it the
two facts it needs of a Napoleon hand:

* ``swing``: the best the player could have been paid had the decision gone otherwise (for
  a card or the discards, the contract as it was, with any split of the hand's points and
  tricks between the two sides; for the call, Napoleon alone or with a partner as well; for a
  bid, the contracts the coach compared, made, or passing, which the coach prices at 0),
  minus what the player was paid. An upper bound, never an estimate: scored by the engine
  (``settle``), so every scoring system, the Siberian rule and exact bids count.
* ``follows``: a mark whose best card is the one an earlier mark's best was, still held
  (kept back since), repeats that mark's cause; a bid marked after another of the same
  auction repeats it (both price the contract let go or overbid).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Protocol

from game.napoleon import Bid
from game.napoleon.hand import NapoleonHand
from game.napoleon.options import RuleSet, Scoring
from game.napoleon.scoring import HandResult, settle


class Swung(Protocol):
    """What :func:`swings` reads of a verdict: its kind, and the bids it compared."""

    @property
    def kind(self) -> str: ...

    @property
    def chosen(self) -> object: ...

    @property
    def best(self) -> object: ...


NO_CHIPS = (Scoring.COUNT, Scoring.POINTS_TABLE)  # no chips: the coach counts made +1, failed -1


def _own(rules: RuleSet, result: HandResult, seat: int) -> float:
    """The player's chips from ``result`` as the coach counts them."""
    if rules.scoring in NO_CHIPS:  # the yardstick of contract_sim.chips: made or failed
        side = seat == result.napoleon or seat in result.adjutants
        return (1.0 if result.made else -1.0) * (1.0 if side else -1.0)
    return float(result.payments[seat])


def own_scale(full: NapoleonHand, seat: int) -> float:
    """The player's chips per chip of Napoleon's, as the hand was paid: a card's price is in
    Napoleon's chips (Hard's play-outs score Napoleon), which an adjutant or a defender is
    paid only a share of (pagat's five players: Napoleon 2 from the defenders' 1 each). 1 for
    Napoleon, and where no chips are paid (made or failed is what counts)."""
    r = full.result
    if r is None or seat == r.napoleon or full.rules.scoring in NO_CHIPS or not r.payments[r.napoleon]:
        return 1.0
    return abs(r.payments[seat]) / abs(r.payments[r.napoleon])


@lru_cache(maxsize=256)
def _best(
    rules: RuleSet,
    seat: int,
    napoleon: int,
    adjutants: tuple[int, ...],
    bid: int,
    tricks: int,
    misere: str = "",
    target: int = -1,
) -> float:
    """The most ``seat`` could be paid for the contract ``bid`` of ``napoleon`` (with
    ``adjutants``; 003's ``misere`` or ``target`` seat, if the contract was one), over every
    split of the points and of the ``tricks`` between Napoleon and the other side."""
    n = rules.players
    side = {napoleon, *adjutants}
    other = target if target >= 0 else next((s for s in range(n) if s not in side), None)
    points = rules.total_points
    best = float("-inf")
    for k in range(points + 1):
        for j in range(tricks + 1):
            won, took = [0] * n, [0] * n
            won[napoleon], took[napoleon] = k, j
            if other is not None:
                won[other], took[other] = points - k, tricks - j
            r = settle(
                rules,
                napoleon=napoleon,
                adjutants=adjutants,
                bid=bid,
                trump=None,
                called=(),
                points_won=won,
                discard_points=0,
                tricks_won=took,
                misere=misere or None,
                target=None if target < 0 else target,
            )
            best = max(best, _own(rules, r, seat))
    return best


def _partnered(rules: RuleSet, napoleon: int) -> tuple[tuple[int, ...], ...]:
    """Napoleon alone, and with a partner: the two ways of being paid that the call decides
    (who the partner is changes nothing of Napoleon's chips)."""
    if not rules.has_adjutant or rules.players < 3:
        return ((),)
    return ((), (next(s for s in range(rules.players) if s != napoleon),))


def swings(verdicts: Sequence[Swung], full: NapoleonHand, seat: int) -> list[float]:
    """Each decision's ``swing`` (see the module's words), in chips, never below 0."""
    rules = full.rules
    r = full.result
    tricks = full.n_tricks or rules.tricks_per_hand
    got = 0.0 if r is None else _own(rules, r, seat)  # all passed: thrown in, nothing paid
    played = 0.0
    if r is not None:
        played = _best(rules, seat, r.napoleon, r.adjutants, r.bid, tricks, r.misere, r.target)
    out: list[float] = []
    for v in verdicts:
        best = played
        if v.kind in ("call", "bid") and r is not None and r.napoleon == seat:
            best = max(best, *(_best(rules, seat, seat, a, r.bid, tricks) for a in _partnered(rules, seat)))
        if v.kind == "bid":
            best = max(best, 0.0)  # a pass: the coach's yardstick, worth nothing either way
            for choice in (v.chosen, v.best):
                if isinstance(choice, Bid):
                    for a in _partnered(rules, seat):
                        best = max(best, _best(rules, seat, seat, a, choice.number, tricks))
        out.append(max(0.0, best - got))
    return out
