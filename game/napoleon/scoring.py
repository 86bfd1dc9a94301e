"""The chips of one hand, under every scoring system of ``VARIANTS.md``.

Every system is expressed as two amounts: what each opponent pays (``o``) and what the
adjutant receives (``a``); Napoleon receives the balance. A deal's payments therefore sum to
zero by construction, whatever the player count. The seed texts' own figures are special
cases: pagat 5p (o=1, a=1: Napoleon 2), BGA classic (o=2, a=2: Napoleon 4), hard score
(o=a=bid-10: Napoleon 2v), Barraco (o=basic, a=basic*opponents/3: Napoleon 2a).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.cards import RANK_NAMES, Card, Suit
from game.rules.i18n import N_, _

from .options import BidKind, RuleSet, Scoring, Scoring4p, Scoring6p, Siberian, TargetBids


def contract_made(
    rules: RuleSet, *, bid: int, taken: int, opponents_took_none: bool = False
) -> tuple[bool, str]:
    """Whether Napoleon's side made the contract, and why in (English) words: the words
    a record keeps; :meth:`HandResult.reason_words` gives them in the player's language."""
    made, why = contract_verdict(rules, bid=bid, taken=taken, opponents_took_none=opponents_took_none)
    return made, why.format(bid=bid, taken=taken)


def contract_verdict(
    rules: RuleSet, *, bid: int, taken: int, opponents_took_none: bool = False
) -> tuple[bool, str]:
    """Whether Napoleon's side made the contract, and why: an English message id with the
    fields ``{bid}`` and ``{taken}``."""
    total = rules.total_points
    if rules.exact_bid:
        if taken == bid:
            return True, N_("took exactly the {bid} bid")
        return False, N_("took {taken}, not exactly {bid}")
    if bid < total:
        if rules.siberian == Siberian.ON and taken >= total:  # taken is then the total
            return False, N_("took all {taken} with a bid of {bid} (Siberian rule)")
        if rules.siberian == Siberian.STRICT and (taken >= total or opponents_took_none):
            return False, N_("the opponents took no point card with a bid of {bid} (Siberian rule)")
    return taken >= bid, N_("took {taken} of {bid}")


def tricks_verdict(rules: RuleSet, *, bid: int, tricks: int) -> tuple[bool, str]:
    """003's bids in tricks: whether Napoleon's side took the bid in tricks, and why (an
    English message id with the fields ``{bid}`` and ``{tricks}``). The Siberian rule is about
    points and does not apply (decided)."""
    if rules.exact_bid:
        if tricks == bid:
            return True, N_("took exactly the {bid} tricks bid")
        return False, N_("took {tricks} tricks, not exactly {bid}")
    return tricks >= bid, N_("took {tricks} of {bid} tricks")


def misere_verdict(nap_tricks: int, adjutant_points: int) -> tuple[bool, str]:
    """003's misère: made when Napoleon won no trick and the general won no point."""
    if nap_tricks:
        return False, N_("misère failed: Napoleon won a trick ({tricks} in all)")
    if adjutant_points:
        return False, N_("misère: the adjutant won a point card")
    return True, N_("misère: Napoleon won no trick")


def _amounts(rules: RuleSet, bid: int, made: bool, alone: bool, perfect: bool) -> tuple[int, int]:
    """(what each opponent pays, what the adjutant receives) when the contract is made."""
    n = rules.players
    scoring = rules.scoring
    if scoring in (Scoring.COUNT, Scoring.POINTS_TABLE):
        return 0, 0  # no chips (the points table is reckoned from the whole hand)
    if scoring == Scoring.HARD:
        v = bid - 10
        return v, v
    if scoring == Scoring.BARRACO:
        basic = max(1, bid - rules.min_bid + 1)  # a forced contract may lie below the minimum
        partnered_opponents = n - 2
        return basic, int(basic * partnered_opponents / 3 + 0.5)
    if scoring == Scoring.BGA_CLASSIC:
        return (1 if alone else 2), 2
    if scoring == Scoring.BGA_BONUS:
        o = 2 + max(0, bid - 14) + (2 if perfect and made else 0)
        return o, o
    # pagat chips and the multiplied variant
    if n == 4:
        o, a = {
            Scoring4p.N3_A1_O2: (2, 1),
            Scoring4p.N4_A2_O3: (3, 2),
            Scoring4p.ONE_EACH: (1, 1),
        }[rules.scoring_4p]
    elif n == 6:
        o, a = {Scoring6p.N3_A1: (1, 1), Scoring6p.N2_A2: (1, 2)}[rules.scoring_6p]
    else:
        o, a = 1, 1
    if scoring == Scoring.MULTIPLIED:
        mult = bid - 12 if bid >= 14 else 1
    else:
        mult = 2 if bid >= rules.full_bid else 1  # a bid of all the points (20), or all the tricks
    return o * mult, a * mult


def hand_payments(
    rules: RuleSet,
    *,
    bid: int,
    taken: int,
    alone: bool,
    opponents_took_none: bool = False,
    adjutants: int = 1,
) -> dict[str, int]:
    """Chips for one hand: ``{"napoleon": .., "adjutant": .., "opponent": ..}``.

    ``opponent`` is what each opponent receives (negative when it pays); ``adjutant`` is 0
    when Napoleon is alone. ``adjutants`` is 2 with a second general.
    """
    made, _ = contract_made(rules, bid=bid, taken=taken, opponents_took_none=opponents_took_none)
    return _chips(
        rules,
        bid=bid,
        made=made,
        perfect=taken >= rules.total_points,
        alone=alone or not rules.has_adjutant,
        adjutants=adjutants,
    )


def _chips(
    rules: RuleSet, *, bid: int, made: bool, perfect: bool, alone: bool, adjutants: int
) -> dict[str, int]:
    o, a = _amounts(rules, bid, made, alone, perfect)
    n_adj = 0 if alone else adjutants
    n_opp = rules.players - 1 - n_adj
    if n_adj == 2:
        a = (o * n_opp) // (n_adj + 2)  # two generals share: Napoleon keeps at least a double share
    if alone:
        a = 0
    sign = 1 if made else -1
    return {
        "napoleon": sign * (n_opp * o - n_adj * a),
        "adjutant": sign * a,
        "opponent": -sign * o,
    }


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended: the contract, the points, the verdict and each seat's chips."""

    napoleon: int
    adjutants: tuple[int, ...]  # empty when Napoleon is alone
    bid: int
    trump: Suit | None
    called: tuple[Card, ...]
    taken: int  # points counted for Napoleon's side
    opponents_points: int
    discard_points: int
    made: bool
    reason: str  # in English (events and records stay language-neutral): see reason_words()
    payments: tuple[int, ...]  # per seat
    reason_id: str = ""  # the message id of ``reason``, its fields {bid}, {taken} and {tricks}
    tricks: int = 0  # tricks won by Napoleon's side (by Napoleon, in a misère)
    misere: str = ""  # 003: "closed" or "open" for a misère contract
    target: int = -1  # 003: the seat named in a target contract (-1: none)
    trump_rank: int | None = None  # 003's number bid: the rank whose four cards were trumps

    def reason_words(self) -> str:
        """Why the contract was made or failed, in the player's language."""
        if not self.reason_id:
            return self.reason
        return _(self.reason_id).format(bid=self.bid, taken=self.taken, tricks=self.tricks)

    @property
    def alone(self) -> bool:
        return not self.adjutants

    def __str__(self) -> str:
        contract = f"{self.bid}{'NT' if self.trump is None else self.trump.symbol}"
        if self.trump_rank is not None:
            contract = f"{self.bid} {RANK_NAMES.get(self.trump_rank, str(self.trump_rank))}"
        if self.misere:
            contract = f"{self.misere} misere"
        if self.target >= 0:
            contract = f"target (seat {self.target})"
        verdict = "made" if self.made else "failed"
        return f"Napoleon (seat {self.napoleon}) {verdict} {contract}: {self.reason}."


if TYPE_CHECKING:
    from .hand import NapoleonHand


def settle_hand(hand: NapoleonHand) -> HandResult:
    """Score a finished hand (its contract, the points and tricks each seat won)."""
    assert hand.napoleon is not None
    result = settle(
        hand.rules,
        napoleon=hand.napoleon,
        adjutants=hand.adjutants,
        bid=hand.bid_number,
        trump=hand.trump,
        called=tuple(hand.called),
        points_won=hand.points_won,
        discard_points=sum(1 for c in hand.discards if hand.rules.is_point_card(c)),
        tricks_won=[sum(1 for t in hand.tricks if t.winner == s) for s in range(hand.n)],
        misere=hand.misere,
        target=hand.target,
    )
    if hand.trump_rank is not None:
        result = dataclasses.replace(result, trump_rank=hand.trump_rank)
    if hand.rules.scoring == Scoring.POINTS_TABLE:
        from .points_table import table_points

        return dataclasses.replace(result, payments=table_points(hand, result))
    return result


def outcome_settled(hand: NapoleonHand) -> bool:
    """Whether nothing left to play can change the hand's outcome: every seat's chips and
    whether the contract is made are the same however the point cards and the tricks still
    in play fall (each way is scored by :func:`settle`, as the end of the hand will be).
    False outside the play, and for the contracts whose outcome depends on who among a side
    wins what (a misère, a target) or on the whole hand (the points table): not offered."""
    rules = hand.rules
    nap = hand.napoleon
    if hand.phase != "play" or nap is None or hand.misere or hand.target is not None:
        return False
    if rules.scoring == Scoring.POINTS_TABLE:
        return False
    side = {nap, *hand.adjutants}
    opponent = next((s for s in range(rules.players) if s not in side), None)
    if opponent is None:
        return False
    in_play = [c for s in range(rules.players) for c in hand.hand_of(s)] + list(hand.trick)
    in_play += [c for piles in hand.piles for pile in piles for c in pile]
    points_left = sum(1 for c in in_play if rules.is_point_card(c))
    tricks_left = hand.n_tricks - len(hand.tricks)
    tricks_won = [sum(1 for t in hand.tricks if t.winner == s) for s in range(rules.players)]
    discard_points = sum(1 for c in hand.discards if rules.is_point_card(c))
    outcomes = set()
    for k in range(points_left + 1):  # k of the points left to Napoleon's side, the rest not
        for j in range(tricks_left + 1):  # likewise the tricks
            points = list(hand.points_won)
            points[nap] += k
            points[opponent] += points_left - k
            tricks = list(tricks_won)
            tricks[nap] += j
            tricks[opponent] += tricks_left - j
            r = settle(
                rules,
                napoleon=nap,
                adjutants=hand.adjutants,
                bid=hand.bid_number,
                trump=hand.trump,
                called=tuple(hand.called),
                points_won=points,
                discard_points=discard_points,
                tricks_won=tricks,
            )
            outcomes.add((r.payments, r.made))
            if len(outcomes) > 1:
                return False
    return True


def settle(
    rules: RuleSet,
    *,
    napoleon: int,
    adjutants: tuple[int, ...],
    bid: int,
    trump: Suit | None,
    called: tuple[Card, ...],
    points_won: list[int],
    discard_points: int,
    tricks_won: list[int] | None = None,
    misere: str | None = None,
    target: int | None = None,
) -> HandResult:
    """Score a finished hand from the points (and the tricks) each seat won in tricks."""
    target_side: set[int] = set()
    if target is not None:
        # 003's target: "Some circles allow a general to Napoleon, others allow a general to
        # the target": in the second, the adjutant is on the target's side, not Napoleon's.
        if rules.target == TargetBids.GENERAL_JOINS_TARGET:
            target_side = {target, *adjutants} - {napoleon}
            adjutants = ()
        else:
            target_side = {target}
    side = {napoleon, *adjutants}
    taken = sum(points_won[s] for s in side)
    opponents_in_tricks = sum(points_won[s] for s in range(rules.players) if s not in side)
    opponents = opponents_in_tricks
    if rules.discards_count_for == "napoleon":
        taken += discard_points
    elif rules.discards_count_for == "opponents":
        opponents += discard_points
    tricks = sum(tricks_won[s] for s in side) if tricks_won is not None else 0
    if target is not None:
        others = sum(points_won[s] for s in range(rules.players) if s not in target_side)
        made = others == 0
        reason_id = (
            N_("the target took all the points") if made else N_("the target did not take all the points")
        )
    elif misere:
        # 003: "Napoleon will try to win no TRICKS. The general cannot win any points."
        nap_tricks = tricks_won[napoleon] if tricks_won is not None else 0
        adjutant_points = sum(points_won[s] for s in adjutants if s != napoleon)
        made, reason_id = misere_verdict(nap_tricks, adjutant_points)
        tricks = nap_tricks
    elif rules.bid_kind == BidKind.TRICKS:
        made, reason_id = tricks_verdict(rules, bid=bid, tricks=tricks)
    else:
        made, reason_id = contract_verdict(
            rules, bid=bid, taken=taken, opponents_took_none=opponents_in_tricks == 0
        )
    pay = _chips(
        rules,
        bid=bid,
        made=made,
        perfect=taken >= rules.total_points,
        alone=not adjutants,
        adjutants=max(1, len(adjutants)),
    )
    payments = []
    for s in range(rules.players):
        if s == napoleon:
            payments.append(pay["napoleon"])
        elif s in adjutants:
            payments.append(pay["adjutant"])
        else:
            payments.append(pay["opponent"])
    return HandResult(
        napoleon=napoleon,
        adjutants=adjutants,
        bid=bid,
        trump=trump,
        called=called,
        taken=taken,
        opponents_points=opponents,
        discard_points=discard_points,
        made=made,
        reason=reason_id.format(bid=bid, taken=taken, tricks=tricks),
        payments=tuple(payments),
        reason_id=reason_id,
        tricks=tricks,
        misere=misere or "",
        target=-1 if target is None else target,
    )
