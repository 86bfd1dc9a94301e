"""Nap's coach after the hand: the Nap hard seat's price of each of a player's decisions.

Given a finished Nap hand's record, the player's seat and a seed, :func:`evaluate` walks the
record and, at each decision the player made with a real choice, prices the choice made and
the hard seat's best from the player's *own view at that moment* (the seat's ``NapView``:
nothing it could not see), with the hard seat's own search (:mod:`game.ai.british_nap.hard`): the
cards it has not seen dealt at random consistently with what it has seen (voids, the auction),
each sample solved exactly with every hand open, and a choice worth its mean over the samples:

* the purchase (Écarté): the cards given up, against Hard's own candidates (its weakest one,
  two or three cards, or none), each worth its best bid made after the purchase, less a chip a
  card (``NapHardSeat.buy_rows``);
* the peep: what seeing the widow's card is worth to the bid, as the hard seat weighs it (the
  samples grouped by what that card would tell the hand: ``hard.widow_group``), less its
  chip, against the best bid or pass without it; the hard seat never peeps (it cost chips in
  the tournament), so a bid made without peeping is priced as a bid;
* the bid or the pass: every bid open then (Misère, Nap, Wellington, Blücher, Sir Garnet where
  the rules have them), worth its payoff on the samples where it would stand (no later seat
  overcalling it: ``NapHardSeat.stands``), a pass worth 0, and the hard seat's choice among
  them as it bids (a pass unless the best bid is worth more than its margin, ``PASS_BELOW`` a
  head);
* the widow's discards, as one set: the cards kept, against the hard seat's eight
  strongest-looking keeps (at misère its lowest cards), by how often the contract is made;
* each card: every legal card, by how often the contract is made (beaten, for a defender).

Every value is in the player's own chips, as the hand is settled (``nap_settlement``: from or
to each opponent for the bidder, the made Nap's pools, a chip a card bought or a peep; the
stakes already paid are spent whatever the choice). A decision the hard seat makes by rules
of thumb (more cards in hand than it solves: seven-card Nap's bids and first two tricks, the
early tricks with six or seven players) is not priced.

A decision is *flagged* when it lost more than :data:`THRESHOLD` chips against the best and
by more than :func:`confidence` standard errors of the paired difference over the samples (a
handful of sampled deals must not flag sound play by chance). Each decision has a budget of
search nodes, counted (:class:`Budget`; never a clock), and an RNG seeded from ``seed`` and
its index: the same record, seat, seed and budget always give the same verdicts, on any
machine. The reasons (:mod:`.coach_reasons`) and what the headline may count
(:mod:`.coach_counts`) are worked out afterwards. No pygame: the UI runs :func:`evaluate`
in a process of its own (``game.ui.coach_job``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.british_nap import Buy, NapBid, NapHand, NapPhase, NapRules, NapView
from game.british_nap.actions import NapAction, Peep
from game.british_nap.record import NAP_RECORD_FORMAT
from game.british_nap.scoring import BidValue
from game.rules.card_actions import PASS, Discard, Pass, Play
from game.rules.cards import Card
from game.rules.games import replay
from game.rules.i18n import _

from ..coaching import NotCoachable, follows
from .coach_counts import gain, swings
from .coach_reasons import Choice, Reason, reason_for
from .eval import keeps
from .hard import (
    BID_SAMPLES,
    PASS_BELOW,
    PLAY_SAMPLES,
    NapHardSeat,
    Sample,
    buy_bids,
    solve_limit,
    widow_group,
)

# Chips: a decision that lost more than this against the hard seat's best is marked. Chosen
# as Napoleon's 0.3 was, from ``python -m bench.nap_coach --calibrate`` (12 hands of each
# preset, the coach on other samples than the player's): the share of decisions marked when
# the hard seat itself played the player's seat (a mark there is the sampling's noise) and
# when a random player did. Nap's chips come in lumps (a deal more or less made moves a card's
# price by a defender's 2 x 2 chips / 24 deals, a bidder's 2 x 8 / 24), so the shares hardly
# move between 0.25 and 1.0 (hard's cards: 1.5% up to 0.5, 0% from 0.75; random's cards:
# 12.0% at 0.25, 11.5% at 0.5, 10.5% at 1.0): 0.5, more than a deal or two's worth, keeps the
# random player's marks and marks almost none of the hard seat's own cards.
THRESHOLD = 0.5
# Standard errors of the paired difference a loss must also exceed: a card's, as Napoleon's
# coach; the purchase, the peep, the bid and the discards are priced once, before a card is
# played, on outcomes that swing by whole contracts. In the same run, at one standard error
# the coach marked 6.8% of the hard seat's own bids (two estimates from different deals
# disagreeing), at two 1.7%, while a random player's bids stayed marked (74.6%, 71.2%); a
# card's at two would drop a random player's marked cards from 11.5% to 7.0%.
CONFIDENCE = 1.0
CONFIDENCE_CONTRACT = 2.0


def confidence(kind: str) -> float:
    """The standard errors a loss of this kind of decision must exceed to be marked."""
    return CONFIDENCE if kind == "play" else CONFIDENCE_CONTRACT


# The search nodes one decision may spend (counted: a seed replays it). The slowest decisions
# (Sir Garnet's bids, its ten cards solved for three keeps a sample) take about 1.5 million
# with the hard seat's samples; the cap only stops a pathological one, dropping the samples
# it cut short.
NODES = 3_000_000

KINDS = ("buy", "peep", "bid", "discard", "play")


@dataclass(frozen=True, slots=True)
class Budget:
    """How hard the coach thinks: the hard seat's own samples by default, fewer in tests."""

    samples: int = PLAY_SAMPLES  # sampled deals per card decision (a third with 6 or 7 players)
    bid_samples: int = BID_SAMPLES  # per bid, peep and discards decision (a purchase: half)
    nodes: int = NODES  # search nodes per decision


@dataclass(frozen=True, slots=True)
class Verdict:
    """One of the player's decisions, priced."""

    index: int  # the record's action index (the first discard of a set); replay step index + 1
    kind: str  # one of KINDS
    chosen: Choice
    best: Choice
    chosen_value: float  # the player's chips, from its view then
    best_value: float
    worlds: int  # sampled deals the values come from
    spread: float | None  # standard error of the paired difference
    reason: Reason
    # The bids the compared values rest on with the player bidding them (what the hand could
    # have paid: :mod:`.coach_counts`).
    bids: tuple[BidValue, ...] = ()
    follows: int | None = None  # the earlier mark whose cause this one repeats
    swing: float | None = None  # the most the player's chips could have been better

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.chosen_value)

    @property
    def flagged(self) -> bool:
        if self.loss <= THRESHOLD:
            return False
        return self.spread is None or self.loss > confidence(self.kind) * self.spread


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision to price: where it is, the seat's view then, what was chosen."""

    index: int
    kind: str
    view: NapView
    chosen: Choice
    hands: tuple[tuple[Card, ...], ...]  # every seat's hand at that moment (hindsight only)


@dataclass(frozen=True, slots=True)
class Price:
    """A decision's figures: per sampled deal, the player's chips from the choice made and from
    the best (paired); the best choice; the bids they rest on; the reason's counts."""

    chosen: list[float]
    best: Choice
    best_values: list[float]
    counts: tuple[int, int] = (0, 0)
    bids: tuple[BidValue, ...] = ()
    # Per sampled deal, what the two choices' spread is measured on, if not their values: a
    # purchase is worth its best bid only if that bid is worth more than passing, and that
    # choice rests on the same few deals (its values alone, 0 on every deal when no bid pays,
    # would show no spread at all).
    noise: tuple[list[float], list[float]] | None = None

    @property
    def worlds(self) -> int:
        return len(self.chosen)


def decisions(record: dict[str, Any], seat: int) -> tuple[list[Decision], NapHand]:
    """The seat's decisions the coach prices, in order, and the finished hand."""
    if record.get("format") != NAP_RECORD_FORMAT:
        raise NotCoachable(_("the coach reads Nap hands only"))
    full = replay(record)
    assert isinstance(full, NapHand)
    if not 0 <= seat < full.rules.players:
        raise NotCoachable(_("seat {seat} is not a player of this hand").format(seat=seat))
    hand = replay({**record, "actions": []})
    assert isinstance(hand, NapHand)
    actions: list[NapAction] = list(full.actions)
    out: list[Decision] = []
    i = 0
    while i < len(actions):
        action = actions[i]
        if hand.to_act != seat:
            hand.apply(action)
            i += 1
            continue
        view = hand.view(seat)
        hands = tuple(tuple(h) for h in hand.hands)
        if isinstance(action, Discard):  # the whole set the seat threw, as one decision
            start, cards = i, []
            while i < len(actions) and isinstance(actions[i], Discard) and hand.to_act == seat:
                cards.append(actions[i].card)  # type: ignore[union-attr]
                hand.apply(actions[i])
                i += 1
            if solve_limit(view) >= view.rules.hand_size:
                out.append(Decision(start, "discard", view, tuple(cards), hands))
            continue
        kind = _kind(view, action)
        if kind is not None:
            out.append(Decision(i, kind, view, action, hands))
        hand.apply(action)
        i += 1
    return out, full


def _kind(view: NapView, action: NapAction) -> str | None:
    """What the coach prices this decision as; None: not priced (a forced move, or one the
    hard seat makes by rules of thumb: more cards than it solves)."""
    if len(view.legal_actions) < 2:
        return None
    if view.phase == NapPhase.PLAY:
        ok = isinstance(action, Play) and view.bidder is not None and len(view.hand) <= solve_limit(view)
        return "play" if ok else None
    if solve_limit(view) < view.rules.hand_size:
        return None
    if view.phase == NapPhase.BUY and isinstance(action, Buy):
        return "buy"
    if view.phase == NapPhase.BID and isinstance(action, Peep):
        return "peep"
    if view.phase == NapPhase.BID and isinstance(action, (NapBid, Pass)):
        return "bid"
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
    if budget is not None and not all(hasattr(budget, f) for f in ("samples", "bid_samples", "nodes")):
        # (another game's coach's budget, say): said, rather than failing halfway through
        raise TypeError(f"the Nap coach's budget is a british_nap.coach.Budget, not {type(budget).__name__}")
    budget = budget or Budget()
    todo, full = decisions(record, seat)
    out: list[Verdict] = []
    if progress is not None:
        progress(0, len(todo))
    for done, d in enumerate(todo, 1):
        hard = NapHardSeat(
            seed * 1_000_003 + d.index,
            samples=budget.samples,
            bid_samples=budget.bid_samples,
            nodes=budget.nodes,
            seconds=None,  # a verdict never depends on the machine's speed
        )
        price = _PRICES[d.kind](d, hard)
        if price.worlds:  # else the budget finished no sampled deal: the decision goes unpriced
            out.append(_verdict(d, full, price))
        if progress is not None:
            progress(done, len(todo))
    return counted(out, full, seat)


def counted(verdicts: list[Verdict], full: NapHand, seat: int) -> list[Verdict]:
    """The verdicts with ``follows`` and ``swing`` filled in (:mod:`.coach_counts`)."""
    return [
        replace(v, follows=f, swing=s)
        for v, f, s in zip(verdicts, follows(verdicts), swings(verdicts, full, seat), strict=True)
    ]


def _verdict(d: Decision, full: NapHand, p: Price) -> Verdict:
    n = p.worlds
    mine, best = sum(p.chosen) / n, sum(p.best_values) / n
    a_rows, b_rows = p.noise if p.noise is not None else (p.chosen, p.best_values)
    diffs = [b - a for a, b in zip(a_rows, b_rows, strict=True)]
    m = sum(diffs) / n
    spread = (sum((x - m) ** 2 for x in diffs) / (n - 1) / n) ** 0.5 if n > 1 else None
    reason = reason_for(d, full, p.best, p.counts)
    return Verdict(d.index, d.kind, d.chosen, p.best, mine, best, n, spread, reason, p.bids)


def _pick(options: Sequence[Any], values: Sequence[list[float]], chosen: int) -> int:
    """The best option by its mean (the choice made wins a tie, then the first)."""
    return max(range(len(options)), key=lambda i: (sum(values[i]), i == chosen, -i))


def _pct(made: int, of: int) -> int:
    return round(100 * made / of) if of else 0


# -- each kind of decision ---------------------------------------------------------------------


def _price_play(d: Decision, hard: NapHardSeat) -> Price:
    view = d.view
    assert isinstance(d.chosen, Play) and view.bidder is not None and view.bid is not None
    legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
    rows = hard.card_rows(view, legal, hard.budget())
    me, bidder, pool = view.seat, view.bidder, sum(view.pools)
    won, lost = (gain(view.rules, me, bidder, view.bid, made, pool) for made in (True, False))
    values = [[won if row[i] else lost for row in rows] for i in range(len(legal))]
    chosen = legal.index(d.chosen.card)
    best = _pick(legal, values, chosen)
    # The counts a reason quotes: deals on which each card made the contract, or beat it.
    good = [sum(row[i] == (me == bidder) for row in rows) for i in (chosen, best)]
    return Price(values[chosen], Play(legal[best]), values[best], (good[0], good[1]))


@dataclass(frozen=True, slots=True)
class _Auction:
    """A bid decision's samples: the options (the pass, if open, then every bid open), and on
    each sample whether each bid is made and whether it would stand."""

    options: list[NapAction]
    samples: list[Sample]
    outcomes: list[dict[BidValue, bool]]
    stands: list[dict[BidValue, bool]]

    def values(self, rules: NapRules, me: int, pool: int) -> list[list[float]]:
        """The player's chips from each option on each sample: a bid's payoff where it stands,
        else nothing, as the pass (the hard seat's yardstick)."""
        table = list(zip(self.outcomes, self.stands, strict=True))
        out: list[list[float]] = []
        for a in self.options:
            if isinstance(a, NapBid):
                out.append(
                    [gain(rules, me, me, a.bid, o[a.bid], pool) if st[a.bid] else 0.0 for o, st in table]
                )
            else:
                out.append([0.0] * len(table))
        return out

    def made(self, a: NapAction) -> int:
        return sum(o[a.bid] for o in self.outcomes) if isinstance(a, NapBid) else 0


def _auction(d: Decision, hard: NapHardSeat) -> _Auction:
    view = d.view
    bids = [a.bid for a in view.legal_actions if isinstance(a, NapBid)]
    samples, outcomes = hard.bid_rows(view, bids, hard.budget())
    stands = [hard.stands(view, s, bids) for s in samples]
    options: list[NapAction] = [PASS] if PASS in view.legal_actions else []
    return _Auction([*options, *(NapBid(b) for b in bids)], samples, outcomes, stands)


def _price_bid(d: Decision, hard: NapHardSeat) -> Price:
    view = d.view
    auction = _auction(d, hard)
    options = auction.options
    values = auction.values(view.rules, view.seat, sum(view.pools))
    chosen = options.index(d.chosen)  # type: ignore[arg-type]  # a bid or pass of this view
    best = _hard_bid(auction, values, chosen, view.players)
    c, b, n = options[chosen], options[best], len(auction.outcomes)
    pct = (_pct(auction.made(c), n), _pct(auction.made(b), n))
    bids = tuple(a.bid for a in (c, b) if isinstance(a, NapBid))
    return Price(values[chosen], b, values[best], pct, bids)


def _hard_bid(auction: _Auction, values: list[list[float]], chosen: int, players: int) -> int:
    """The hard seat's choice among the options: the bid worth most, but a pass (where it may)
    unless that bid, where it stands, is worth more than ``PASS_BELOW`` a head (its margin for
    the search's optimism, as in ``NapHardSeat.bid``); the choice made if it is worth as much."""
    options = auction.options
    best = _pick(options, values, chosen)
    top = options[best]
    if PASS in options and isinstance(top, NapBid) and auction.stands:
        share = sum(st[top.bid] for st in auction.stands) / len(auction.stands)
        if sum(values[best]) / len(values[best]) <= PASS_BELOW * (players - 1) * share:
            best = options.index(PASS)
    return chosen if sum(values[chosen]) >= sum(values[best]) else best


def _price_peep(d: Decision, hard: NapHardSeat) -> Price:
    """The peep against the best bid or pass without it: with the peep, each group of samples
    (what the widow card would tell the hand) gets its own best choice, less the chip."""
    view = d.view
    auction = _auction(d, hard)
    if not auction.samples:
        return Price([], d.chosen, [])
    options = auction.options
    without = auction.values(view.rules, view.seat, sum(view.pools))
    # Peeping, the chip goes into the pool a made Nap wins.
    seeing = auction.values(view.rules, view.seat, sum(view.pools) + 1)
    blind = _pick(options, without, -1)  # the best choice without the peep
    groups: dict[tuple[bool, bool], list[int]] = {}
    for i, s in enumerate(auction.samples):
        groups.setdefault(widow_group(view.hand, s.rest[0]), []).append(i)
    peeped = [0.0] * len(auction.samples)
    bids: list[BidValue] = []
    for rows in groups.values():
        pick = max(range(len(options)), key=lambda k: (sum(seeing[k][i] for i in rows), -k))
        for i in rows:
            peeped[i] = seeing[pick][i] - 1.0  # the peep's chip
        bids += [a.bid for a in (options[pick],) if isinstance(a, NapBid)]
    bids += [a.bid for a in (options[blind],) if isinstance(a, NapBid)]
    if sum(peeped) >= sum(without[blind]):
        return Price(peeped, d.chosen, peeped, bids=tuple(dict.fromkeys(bids)))
    return Price(peeped, options[blind], without[blind], bids=tuple(dict.fromkeys(bids)))


def _price_buy(d: Decision, hard: NapHardSeat) -> Price:
    """The cards given up against the hard seat's candidates (none, then its weakest one, two,
    three), each worth its best bid made after the purchase (or passing: 0), less a chip a card."""
    view = d.view
    assert isinstance(d.chosen, Buy)
    most = min(3, max(len(a.cards) for a in view.legal_actions if isinstance(a, Buy)))
    order = hard.giving_order(view.hand)
    sets = [frozenset(order[:k]) for k in range(most + 1)]
    given = frozenset(d.chosen.cards)
    if given not in sets:
        sets.append(given)
    orders = [(sorted(s, key=order.index) + [c for c in order if c not in s], len(s)) for s in sets]
    rules, me = view.rules, view.seat
    bids = buy_bids(rules)
    rows = hard.buy_rows(view, orders, bids, hard.budget())
    values: list[list[float]] = []
    raw: list[list[float]] = []  # the best bid's chips on each deal, whether or not it pays
    tops: list[BidValue | None] = []
    for (_order, k), row in zip(orders, rows, strict=True):
        pool = sum(view.pools) + k
        means = {b: sum(gain(rules, me, me, b, made[b], pool) for made in row) for b in bids}
        top = max(bids, key=lambda b: (means[b], -b))
        raw.append([gain(rules, me, me, top, made[top], pool) - k for made in row])
        # Hard's yardstick: the best bid if it is worth more than passing (0), less the chips.
        keep = means[top] > 0
        values.append(raw[-1] if keep else [-float(k)] * len(row))
        tops.append(top if keep else None)
    chosen = sets.index(given)
    best = _pick(sets, values, chosen)
    action = Buy(tuple(c for c in view.hand if c in sets[best]))  # in the hand's order, as listed
    bid_list = tuple(b for b in (tops[chosen], tops[best]) if b is not None)
    return Price(values[chosen], action, values[best], bids=bid_list, noise=(raw[chosen], raw[best]))


def _price_discards(d: Decision, hard: NapHardSeat) -> Price:
    """The cards kept against the hard seat's own keeps (the eight strongest-looking; at misère
    its lowest cards), by how often the contract is made."""
    view = d.view
    assert isinstance(d.chosen, tuple) and view.bid is not None
    size, hand = view.rules.hand_size, list(view.hand)
    if view.bid == "misere":
        options = [tuple(sorted(hand, key=lambda c: c % 13)[:size])]
    else:
        options = keeps(hand, size, 8)
    kept = tuple(c for c in hand if c not in d.chosen)
    sets = [frozenset(o) for o in options]
    if frozenset(kept) not in sets:
        options.append(kept)
        sets.append(frozenset(kept))
    rows = hard.keep_rows(view, options, hard.budget())
    me, pool = view.seat, sum(view.pools)
    won, lost = (gain(view.rules, me, me, view.bid, made, pool) for made in (True, False))
    values = [[won if row[i] else lost for row in rows] for i in range(len(options))]
    chosen = sets.index(frozenset(kept))
    best = _pick(options, values, chosen)
    thrown = tuple(c for c in hand if c not in sets[best])
    made = [sum(row[i] for row in rows) for i in (chosen, best)]
    pct = (_pct(made[0], len(rows)), _pct(made[1], len(rows)))
    return Price(values[chosen], thrown, values[best], pct, (view.bid,))


_PRICES: dict[str, Callable[[Decision, NapHardSeat], Price]] = {
    "play": _price_play,
    "bid": _price_bid,
    "peep": _price_peep,
    "buy": _price_buy,
    "discard": _price_discards,
}
