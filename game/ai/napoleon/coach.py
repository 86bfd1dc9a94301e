"""The coach after the hand: the Hard seat's price of each of a player's decisions.

Given a finished Napoleon hand's record, the player's seat and a seed, :func:`evaluate` walks
the record and, at each decision the player made with a real choice (a bid or a pass, the
call, the discards as one set, each card), prices the choice made and Hard's best choice from
the player's *own view at that moment* (the seat's ``SeatView``: nothing it could not see),
the way Hard prices its own decisions:

* a card: ``HardSeat.card_values`` (sampled worlds, information-set-aware play-outs, the last
  tricks solved), every candidate over the same worlds, in Napoleon's chips signed for the
  player's side, then in the player's own chips (an adjutant or a defender is paid less than
  Napoleon: :func:`.coach_counts.own_scale`);
* a bid: ``contract_sim.bid_values``; a pass is worth 0, as in Hard's own bidding (it bids when
  a contract is worth more than nothing);
* the call and the discards: ``contract_sim.call_values`` / ``discard_values``, in chips for
  Napoleon (the player is Napoleon there).

A decision is *flagged* when it lost more than :data:`THRESHOLD` chips against Hard's best and,
for cards (where the per-world values give a paired standard error), by more than
:data:`CONFIDENCE` standard errors: a handful of sampled worlds must not flag sound play by
chance. The reason attached to each decision is built from the whole record afterwards
(hindsight: who held the Mighty, who was void), see :mod:`game.ui.napoleon.coach_words`. Then the marks
that repeat an earlier one's cause, and what each decision could have changed in the hand,
are worked out (:mod:`.coach_counts`) for the headline (``coaching.headline_loss``).

Deterministic: each decision has its own RNG seeded from ``seed`` and its index, so the same
record, seat, seed and budget give the same results, in any order. No pygame, no UI: the UI
runs :func:`evaluate` in a worker process (``game.ui.coach_job``) and shows the results in the
replay.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from game.napoleon import PASS, Action, Bid, Call, Discard, Pass, Play, SeatView
from game.napoleon.hand import NapoleonHand, Phase
from game.napoleon.record import RECORD_FORMAT
from game.rules.cards import Card
from game.rules.games import replay
from game.rules.i18n import _

from ..coaching import NotCoachable, follows
from .coach_counts import own_scale, swings
from .coach_reasons import Choice, Reason, reason_for
from .contract import best_estimates
from .contract_sim import bid_values, call_candidates, call_values, discard_candidates, discard_values
from .hard import HardSeat, candidates
from .knowledge import knowledge_of, mask

THRESHOLD = 0.3  # chips: a decision that lost more than this against Hard's best is marked
CONFIDENCE = 1.0  # standard errors of the paired difference a card's loss must also exceed


@dataclass(frozen=True, slots=True)
class Budget:
    """How hard the coach thinks: Hard's own defaults, or a small budget for tests."""

    rollouts: int = 240  # play-outs per card decision, over all candidates
    bid_worlds: int = 32  # sampled deals per bid decision
    contract_rollouts: int = 160  # play-outs per call or discard decision
    min_worlds: int = 6


@dataclass(frozen=True, slots=True)
class Verdict:
    """One of the player's decisions, priced."""

    index: int  # the record's action index (the first discard of a set); replay step index + 1
    kind: str  # "bid", "call", "discard" or "play"
    chosen: Choice
    best: Choice
    chosen_value: float  # chips for the player's side, from its view then
    best_value: float
    worlds: int  # sampled deals the values come from
    spread: float | None  # standard error of the paired difference (cards only)
    reason: Reason
    # The record index of the earlier mark whose cause this mark repeats (counted there, not
    # again: see ``coaching.headline_loss``); None: a cause of its own, or not marked.
    follows: int | None = None
    # The most the player's chips could have been better in this hand had this decision gone
    # otherwise (:mod:`.coach_counts`); None: not worked out.
    swing: float | None = None

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.chosen_value)

    @property
    def flagged(self) -> bool:
        if self.loss <= THRESHOLD:
            return False
        return self.spread is None or self.loss > CONFIDENCE * self.spread


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision to price: where it is, the seat's view then, what was chosen."""

    index: int
    kind: str
    view: SeatView
    chosen: Choice
    hands: tuple[tuple[Card, ...], ...]  # every seat's hand at that moment (hindsight only)


def decisions(record: dict[str, Any], seat: int) -> tuple[list[Decision], NapoleonHand]:
    """The seat's decisions with a real choice, in order, and the finished hand."""
    if record.get("format") != RECORD_FORMAT:
        raise NotCoachable(_("the coach reads Napoleon hands only"))
    full = replay(record)
    assert isinstance(full, NapoleonHand)
    n = full.rules.players
    if not 0 <= seat < n:
        raise NotCoachable(_("seat {seat} is not a player of this hand").format(seat=seat))
    hand = replay({**record, "actions": []})
    assert isinstance(hand, NapoleonHand)
    actions: list[Action] = list(full.actions)
    out: list[Decision] = []
    i = 0
    while i < len(actions):
        action = actions[i]
        if hand.to_act != seat:
            hand.apply(action)
            i += 1
            continue
        view = hand.view(seat)
        hands = tuple(hand.view(s).hand for s in range(n))
        if isinstance(action, Discard):  # the whole set the seat threw, as one decision
            cards: list[Card] = []
            start = i
            while i < len(actions) and isinstance(actions[i], Discard) and hand.to_act == seat:
                cards.append(actions[i].card)  # type: ignore[union-attr]
                hand.apply(actions[i])
                i += 1
            if not (view.misere or view.target is not None or view.piles):
                out.append(Decision(start, "discard", view, tuple(cards), hands))
            continue
        kind = _kind(view, action)
        if kind is not None:
            out.append(Decision(i, kind, view, action, hands))
        hand.apply(action)
        i += 1
    return out, full


def _kind(view: SeatView, action: Action) -> str | None:
    """What the coach prices this decision as; None: not priced (a forced move, or a contract
    Hard plays by Normal's rules: 003's misère and target, two players' piles)."""
    if len(view.legal_actions) < 2 or view.misere or view.target is not None:
        return None
    if view.phase == Phase.PLAY and isinstance(action, Play):
        return "play"
    if view.piles:
        return None
    if view.phase == Phase.BID and isinstance(action, (Bid, Pass)):
        return "bid"
    if view.phase == Phase.CALL and isinstance(action, Call):
        return "call"
    return None


def evaluate(
    record: dict[str, Any],
    seat: int,
    seed: int,
    budget: Budget | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[Verdict]:
    """Every priced decision of ``seat`` in the hand, in order. ``progress(done, total)`` is
    called before the first and after each decision (the UI's "4/12")."""
    budget = budget or Budget()
    todo, full = decisions(record, seat)
    out: list[Verdict] = []
    if progress is not None:
        progress(0, len(todo))
    scale = own_scale(full, seat)
    for done, d in enumerate(todo, 1):
        rng_seed = seed * 1_000_003 + d.index
        chosen_value, best, best_value, worlds, spread, extra = _price(d, rng_seed, budget)
        if d.kind == "play":  # Napoleon's chips, signed for the player's side: the player's own
            chosen_value, best_value = chosen_value * scale, best_value * scale
            spread = None if spread is None else spread * scale
        reason = reason_for(d, full, best, extra)
        out.append(Verdict(d.index, d.kind, d.chosen, best, chosen_value, best_value, worlds, spread, reason))
        if progress is not None:
            progress(done, len(todo))
    return counted(out, full, seat)


def counted(verdicts: list[Verdict], full: NapoleonHand, seat: int) -> list[Verdict]:
    """The verdicts with ``follows`` and ``swing`` filled in (:mod:`.coach_counts`)."""
    return [
        replace(v, follows=f, swing=s)
        for v, f, s in zip(verdicts, follows(verdicts), swings(verdicts, full, seat), strict=True)
    ]


Priced = tuple[float, Choice, float, int, float | None, tuple[int, int]]  # extra: (% made, % best)


def _price(d: Decision, seed: int, budget: Budget) -> Priced:
    if d.kind == "play":
        return _price_play(d, seed, budget)
    if d.kind == "bid":
        return _price_bid(d, seed, budget)
    if d.kind == "call":
        return _price_call(d, seed, budget)
    return _price_discards(d, seed, budget)


def _hard(seed: int, budget: Budget) -> HardSeat:
    return HardSeat(
        seed,
        rollouts=budget.rollouts,
        min_worlds=budget.min_worlds,
        bid_worlds=budget.bid_worlds,
        contract_rollouts=budget.contract_rollouts,
    )


def _price_play(d: Decision, seed: int, budget: Budget) -> Priced:
    view = d.view
    assert isinstance(d.chosen, Play)
    k = knowledge_of(view)
    chosen = int(d.chosen.card)
    cands = sorted({*candidates(view, k), chosen})  # the card played is priced as itself
    vals, done = _hard(seed, budget).card_values(view, k, cands)
    mean = {c: sum(vals[c][:done]) / done for c in cands}
    best = max(cands, key=lambda c: (mean[c], c == chosen, -c))
    diffs = [a - b for a, b in zip(vals[best][:done], vals[chosen][:done], strict=True)]
    m = sum(diffs) / done
    spread = (sum((x - m) ** 2 for x in diffs) / (done - 1) / done) ** 0.5 if done > 1 else None
    action = next(
        (a for a in view.legal_actions if isinstance(a, Play) and int(a.card) == best), Play(Card(best))
    )
    return mean[chosen], action, mean[best], done, spread, (0, 0)


def _price_bid(d: Decision, seed: int, budget: Budget) -> Priced:
    view = d.view
    k = knowledge_of(view)
    chosen = d.chosen
    legal = [a for a in view.legal_actions if isinstance(a, Bid)]
    trumps = sorted({a.trump for a in legal}, key=lambda s: -1 if s is None else int(s))
    ests = best_estimates(view.rules, k.mine, trumps)
    tried = [e.trump for e in ests[:2]]  # Hard's own candidates: the best two trumps
    if isinstance(chosen, Bid) and chosen.trump not in tried:
        tried.append(chosen.trump)
    values, worlds = bid_values(view, k, random.Random(seed), budget.bid_worlds, tried)
    priced: dict[Action, tuple[float, float]] = {a: v for a, v in values.items()}
    if PASS in view.legal_actions:
        priced[PASS] = (0.0, 0.0)  # Hard's yardstick: a contract must be worth more than passing
    if chosen not in priced:  # cannot happen for a legal bid; never crash the coach
        return 0.0, chosen, 0.0, worlds, None, (0, 0)
    best = max(priced, key=lambda a: (priced[a][0], a == chosen))
    made, made_best = priced[chosen][1], priced[best][1]
    if isinstance(chosen, Pass) and isinstance(best, Bid):
        made = made_best
    return priced[chosen][0], best, priced[best][0], worlds, None, (_pct(made), _pct(made_best))


def _price_call(d: Decision, seed: int, budget: Budget) -> Priced:
    view = d.view
    assert isinstance(d.chosen, Call)
    k = knowledge_of(view)
    hard = _hard(seed, budget)
    chosen = int(d.chosen.card)
    normal = int(hard.call(view).card)
    cands = call_candidates(view, k.mine, normal, True)
    if chosen not in cands:
        cands.append(chosen)
    totals, made, worlds = call_values(
        view, k, hard.rng, budget.contract_rollouts, budget.min_worlds, hard._endgame(view), cands
    )
    best = max(cands, key=lambda c: (totals[c], c == chosen, -c))
    action = next(a for a in view.legal_actions if isinstance(a, Call) and int(a.card) == best)
    return (
        totals[chosen] / worlds,
        action,
        totals[best] / worlds,
        worlds,
        None,
        (_pct(made[chosen] / worlds), _pct(made[best] / worlds)),
    )


def _price_discards(d: Decision, seed: int, budget: Budget) -> Priced:
    view = d.view
    assert isinstance(d.chosen, tuple)
    assert view.contract is not None
    k = knowledge_of(view)
    hard = _hard(seed, budget)
    chosen = mask(d.chosen)
    count = len(d.chosen)
    cands = discard_candidates(view.rules, k.mine, view.contract[1], mask(view.called), count)
    if chosen not in cands:
        cands.append(chosen)
    totals, made, worlds = discard_values(
        view, k, hard.rng, budget.contract_rollouts, budget.min_worlds, hard._endgame(view), cands
    )
    if worlds == 0:  # a single sensible set: nothing to compare
        return 0.0, d.chosen, 0.0, 0, None, (0, 0)
    best = max(cands, key=lambda s: (totals[s], s == chosen, -s))
    best_cards = tuple(Card(c) for c in range(55) if (best >> c) & 1)
    return (
        totals[chosen] / worlds,
        best_cards,
        totals[best] / worlds,
        worlds,
        None,
        (_pct(made[chosen] / worlds), _pct(made[best] / worlds)),
    )


def _pct(x: float) -> int:
    return round(100 * x)
