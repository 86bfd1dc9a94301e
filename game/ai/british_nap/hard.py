"""Nap's hard seat: determinised sampling, an exact solve of every sample, and every decision
of the hand (bid, purchase, widow, card; the peep too when ``peeps`` is on, off by default
because it cost chips) by the same simulation.

A sample deals the cards this seat has not seen to the other hands, consistently with what it
has seen: voids shown by failing to follow, and the auction (a seat that bid holds a hand a
rule-of-thumb count rates near its bid; one that passed, one rated below the bids open to it).
The rest of the unseen cards stand for the widow and the stock. Each sample is solved exactly
(:mod:`game.ai.british_nap.solver`, every hand open), and a choice is worth its mean payoff over the
samples. A bid is worth its payoff only on the samples where it would stand: where a seat yet
to bid holds a hand strong enough to overcall, the hand would go on as if this seat had passed.

Every decision has a budget (:class:`~game.ai.british_nap.solver.Budget`): ``nodes`` searched over
all its samples (counted, so a seed replays it; uncapped by default, see ``NODES``), and a
wall-clock cap as a safety net. Samples
are solved one after another until the budget is spent; a sample whose search the budget cut
short is dropped, and a decision that finished no sample falls back on the rules of thumb.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.british_nap import Buy, NapBid, NapRules, NapView
from game.british_nap.actions import PEEP, NapAction, Peep
from game.british_nap.scoring import BidValue, bid_rank, bid_tricks, is_nap_or_better
from game.rules.card_actions import Discard, Pass, Play
from game.rules.cards import Card

from .count import best_suit, estimate_tricks
from .eval import cards_of, clean_misere, keeps, mask_of, payoff, reaches_after
from .heuristic import NapHeuristicSeat
from .solver import NO_LIMIT, NO_TRUMP, UNSET, Budget, NapTarget, OutOfBudget

AUCTION_SLACK = 1.0  # how far a sampled hand's count may stray from what its bid or pass says
# A seat yet to bid overcalls when its rule-of-thumb count plus this reaches the next bid up
# (Normal's own bidding slack, the table's habit measured in seats).
OVERCALL_SLACK = 0.6
GARNET_KEEPS = 3  # Sir Garnet: the strongest-looking keeps of the ten cards solved per sample
PASS_BELOW = 0.3  # pass when no bid is worth more than this many chips per opponent
# One decision's budget. No node cap by default: a cap of 250,000 nodes (about 0.7 s here)
# cut Sir Garnet's bids short (its ten cards are solved for several keeps per sample) and cost
# 0.37 chips/deal [+0.08, +0.67] against Normal (300 duplicate deals, paired). The wall clock
# stays as a safety net for a slow machine: the slowest decision measured without it was 2.8 s
# on a quiet machine (4.1 s with two tournament jobs), so the cap rarely bites and a seed
# still replays the choice.
NODES = NO_LIMIT
SECONDS = 3.0
# Deals sampled for each card decision. 24 rather than 8: hard's card play with Normal's bids
# (``hardplay``) against Normal, 5-player standard, 300 duplicate deals, seed 1: 8 samples
# -0.018 [-0.131, +0.089], 24 samples +0.081 [-0.024, +0.191], paired +0.099 [-0.009, +0.218]
# (33 deals differ); hard at Sir Garnet, 300 deals, paired +0.073 [-0.052, +0.209]. A card
# decision solves each sample once per legal card, so the first lead (trumps not yet set) is
# the slowest; the wall clock above bounds it. With 24, hard against Normal (duplicate, 5
# players, seed 1): standard, 500 deals, +0.307 [+0.154, +0.460] (with 8: +0.175; paired
# +0.132 [+0.050, +0.221]), 1.07 of the all-seeing seat's +0.288; Sir Garnet, 1000 deals,
# +0.149 [-0.032, +0.343], only 0.38 of the all-seeing +0.394, until the bids below changed.
PLAY_SAMPLES = 24
# Deals sampled for each bid and each widow keep (a purchase: half that, at least 4). 24
# rather than 10, together with the overcall model (``overcalls``): with 10 samples a hand's
# make probability was too noisy, and hard passed hands Normal bid 3 on and made (24 such
# seatings in 300 Sir Garnet deals, -0.14 chips/deal). Against Normal, duplicate, 5 players,
# seed 1: Sir Garnet, 1000 deals, +0.352 [+0.193, +0.515] (paired with the 10-sample seat
# without the model +0.203 [+0.029, +0.380]), 0.90 [0.49, 1.32] of the all-seeing +0.394;
# standard, 500 deals, +0.318 [+0.166, +0.476] (paired +0.012 [-0.093, +0.116]), 1.11 of
# +0.288. The overcall model alone changed 5 of 100 bid decisions (Sir Garnet, 20 natural
# deals), so most of the gain is the samples. A bid decision then takes about 0.75 s at Sir
# Garnet (its widow is solved for three keeps a sample), under the wall clock.
BID_SAMPLES = 24


def solve_limit(view: NapView) -> int:
    """The most cards in hand at which the hard seat solves samples exactly (a 5-player deal of
    five cards solves in milliseconds; seven cards, or six and seven players, cost seconds, so
    there the early tricks and the bidding fall back on the rules of thumb)."""
    if view.players <= 5:
        return 5
    return 3


def _suit(c: int) -> int:
    return c // 13


@dataclass(slots=True)
class Sample:
    hands: list[int]  # every seat's hand as a bitmask (this seat's own as it is)
    rest: list[Card]  # the unseen cards no hand holds: the widow and the stock, shuffled


def _ev(
    rules: NapRules,
    bid: BidValue,
    rows: Sequence[dict[BidValue, bool]],
    pool: int = 0,
    stands: Sequence[dict[BidValue, bool]] | None = None,
) -> float:
    """A bid's mean payoff per opponent over samples (``rows``: made or not on each); a made
    Nap or better also wins the pools (``pool`` chips), of which the table counted a share
    ``1/n`` as the bidder's anyway (the tournament's margin), so winning them is worth
    ``pool / n`` from each opponent. With ``stands`` (whether the bid stands on each sample,
    no later seat overcalling it), a sample on which it is overcalled is worth nothing: the
    hand goes on as if this seat had passed, which is the value bids are measured against."""
    won = payoff(rules, bid, True) + (pool / rules.players if is_nap_or_better(rules, bid) else 0.0)
    lost = payoff(rules, bid, False)
    live = range(len(rows)) if stands is None else [i for i in range(len(rows)) if stands[i][bid]]
    return sum(won if rows[i][bid] else lost for i in live) / len(rows)


def _stand_share(bid: BidValue, stands: Sequence[dict[BidValue, bool]] | None) -> float:
    """The share of samples on which ``bid`` stands (1 without the model)."""
    return 1.0 if stands is None or not stands else sum(s[bid] for s in stands) / len(stands)


def stake_cost(rules: NapRules, chips: int) -> float:
    """What ``chips`` paid into a pool cost the payer: the pool goes to a later made Nap, so
    the table shares it, ``1/n`` each (the tournament counts it so too)."""
    return chips * (rules.players - 1) / rules.players


def widow_group(hand: Sequence[Card], widow: Card) -> tuple[bool, bool]:
    """What a peep at the widow card ``widow`` tells ``hand``, as the hard seat weighs a peep:
    whether it is of the suit the hand would make trumps, and whether it is an honour (a
    jack or higher)."""
    return (_suit(widow) == best_suit(hand), widow % 13 >= 9)


class NapHardSeat(NapHeuristicSeat):
    """``decide=False`` keeps the earlier seat's rules of thumb for peeping (never), buying and
    the widow discards: the tournament's baseline ``hard0`` that measures those steps;
    ``bids=False`` also bids as Normal does (``hardplay``: hard's card play alone). ``nodes``
    and ``seconds``: each decision's budget (``seconds=None``: nodes only).

    Two switches for card play, off by default because the tournament did not show them to
    help (``hardplay`` against Normal, 5-player standard, 150 deals, seed 1, paired with the
    plain seat: ``natural`` -0.075 chips/deal [-0.208, +0.032], ``lean=0.2`` with it -0.029
    [-0.133, +0.080], ``lean=0.2`` alone -0.067 [-0.171, +0.027]; each changed the outcome
    of only 9 to 14 of the 150 deals): ``natural`` fits the samples to the plays so far as
    Normal's rules of thumb would have made them (:meth:`_play_misfits`); ``lean`` keeps
    Normal's card unless another is better on more than that share of the samples."""

    def __init__(
        self,
        seed: int = 0,
        samples: int = PLAY_SAMPLES,
        bid_samples: int = BID_SAMPLES,
        decide: bool = True,
        bids: bool = True,
        nodes: int = NODES,
        seconds: float | None = SECONDS,
        natural: bool = False,
        lean: float = 0.0,
        peeps: bool = False,
        overcalls: bool = True,
    ) -> None:
        super().__init__(seed)
        self.name = "hard" if decide else ("hard0" if bids else "hardplay")
        self.samples = samples
        self.bid_samples = bid_samples
        self.decide = decide
        self.bids = bids
        self.nodes = nodes
        self.seconds = seconds
        self.natural = natural  # samples fit the plays so far to Normal's rules of thumb
        self.lean = lean  # how much better (share of samples) a card must be than Normal's
        # Peep when the simulation says knowing the widow card pays for its chip. Off: it
        # cost chips. Peep preset, 5 players, 200 duplicate deals, seed 1, against Normal:
        # peeping +0.268 [-0.063, +0.595], never +0.538 [+0.210, +0.862], paired -0.270
        # [-0.536, +0.002]; hard0 (never peeps, keeps the widow by rules of thumb) +0.618, level
        # with hard that never peeps (paired -0.080 [-0.232, +0.064]).
        self.peeps = peeps
        # Value a bid only on the samples where no seat yet to bid would overcall it
        # (:meth:`_stands`): a low bid that stands tells that the later hands are weak.
        self.overcalls = overcalls
        self.last_budget: Budget | None = None  # the last decision's (tests read what it spent)
        self._keep: tuple[frozenset[Card], tuple[Card, ...]] | None = None

    def budget(self) -> Budget:
        """A fresh budget for one decision."""
        self.last_budget = Budget(self.nodes, self.seconds)
        return self.last_budget

    # -- sampling ------------------------------------------------------------------------------

    def _unknown(self, view: NapView) -> list[Card]:
        known = set(view.hand) | set(view.played) | set(view.my_discards) | set(view.widow_seen)
        return [c for c in view.rules.deck if c not in known]

    def _voids(self, view: NapView) -> list[set[int]]:
        voids: list[set[int]] = [set() for _ in range(view.players)]
        tricks = [(t.seats, t.cards) for t in view.tricks] + [(view.trick_seats, view.trick)]
        for seats, cards in tricks:
            if cards:
                led = _suit(cards[0])
                for s, c in zip(seats, cards, strict=False):
                    if _suit(c) != led:
                        voids[s].add(led)
        return voids

    def _auction_misfits(self, view: NapView, hands: list[list[Card]]) -> int:
        """How many seats' bids or passes the sampled hands contradict (0: all fit). A hand is
        rated as it was when bid: what it holds now and what it has played (not the bidder's
        when the widow came in: its hand changed after the bid)."""
        played: list[list[Card]] = [[] for _ in range(view.players)]
        for t in view.tricks:
            for s, c in zip(t.seats, t.cards, strict=True):
                played[s].append(c)
        for s, c in zip(view.trick_seats, view.trick, strict=True):
            played[s].append(c)
        widow_taker = view.bidder if view.rules.widow_size else None
        misfits = 0
        lowest = view.rules.min_bid
        for s, action in view.auction:
            if s != view.seat and s != widow_taker:
                est = estimate_tricks([*hands[s], *played[s]], False)
                if isinstance(action, NapBid) and isinstance(action.bid, int):
                    misfits += est < action.bid - AUCTION_SLACK
                elif isinstance(action, Pass):
                    misfits += est > lowest + AUCTION_SLACK
            if isinstance(action, NapBid) and isinstance(action.bid, int):
                lowest = max(lowest, action.bid + 1)
        return misfits

    def _play_misfits(self, view: NapView, hands: list[list[Card]]) -> int:
        """How many of the other seats' cards so far Normal's rules of thumb would not have
        played from the sampled hands (0: every play fits). A deal in which the plays look
        natural is likelier: the field plays by those rules, and people's plays are not random
        either (who ducked, who played high). A seat's hand before a play is what it holds now
        and every card it played from then on."""
        if view.bidder is None or not view.played:
            return 0
        plays: list[tuple[int, Card, tuple[Card, ...], tuple[int, ...]]] = []
        for seats, cards in [*((t.seats, t.cards) for t in view.tricks), (view.trick_seats, view.trick)]:
            plays += [(s, c, cards[:i], seats[:i]) for i, (s, c) in enumerate(zip(seats, cards, strict=True))]
        held = [set(h) for h in hands]
        misfits = 0
        for k in range(len(plays) - 1, -1, -1):  # backwards: each hand grows back to what it was
            s, card, trick, seats = plays[k]
            held[s].add(card)
            if s == view.seat:
                continue
            mine = sorted(held[s])
            follow = [c for c in mine if trick and _suit(c) == _suit(trick[0])]
            legal = follow or mine
            if len(legal) == 1:
                continue
            before = replace(
                view,
                seat=s,
                hand=tuple(mine),
                trick=trick,
                trick_seats=seats,
                trump=view.trump if k else None,  # the first card led set trumps
                legal_actions=tuple(Play(c) for c in legal),
            )
            misfits += NapHeuristicSeat.play(self, before) != card
        return misfits

    def sample(self, view: NapView, tries: int = 12) -> Sample:
        """One deal of the unseen cards consistent with the voids (always), the auction and
        the plays so far (the best fit of up to ``tries`` draws)."""
        unknown = self._unknown(view)
        voids = self._voids(view)
        others = sorted((s for s in range(view.players) if s != view.seat), key=lambda s: -len(voids[s]))
        best: tuple[int, list[list[Card]], list[Card]] | None = None
        for attempt in range(tries + 30):
            self.rng.shuffle(unknown)
            pool = list(unknown)
            hands: list[list[Card]] = [[] for _ in range(view.players)]
            ok = True
            for s in others:
                need = view.held_counts[s]
                fits = [c for c in pool if _suit(c) not in voids[s]] if attempt < tries + 29 else pool
                if len(fits) < need:
                    ok = False
                    break
                hands[s] = fits[:need]
                taken = set(hands[s])
                pool = [c for c in pool if c not in taken]
            if not ok:
                continue
            misfits = self._auction_misfits(view, hands) if view.auction else 0
            if self.natural:
                misfits += self._play_misfits(view, hands)
            if best is None or misfits < best[0]:
                best = (misfits, hands, pool)
            if misfits == 0 or attempt + 1 >= tries:
                break
        assert best is not None  # the last try ignores voids, so some deal always fits
        _, hands, pool = best
        hands[view.seat] = list(view.hand)
        return Sample([mask_of(h) for h in hands], pool)

    # -- bidding -------------------------------------------------------------------------------

    def _bid_outcomes(
        self, view: NapView, sample: Sample, bids: Sequence[BidValue], budget: Budget | None = None
    ) -> dict[BidValue, bool]:
        """Whether each bid is made on this sample (the widow taken in where the rules say)."""
        rules, me, n = view.rules, view.seat, view.players
        mine = list(view.hand)
        if rules.peep and view.widow_size:  # the high bidder takes the peep card
            mine.append(view.widow_seen[0] if view.widow_seen else sample.rest[0])
        out: dict[BidValue, bool] = {}
        hands = list(sample.hands)
        numbers = [b for b in bids if b not in ("misere", "sir_garnet")]
        if numbers:
            keep = mine if len(mine) == rules.hand_size else [c for c in mine if c != self.discard(mine)]
            hands[me] = mask_of(keep)
            search = NapTarget(n, me, False, budget)  # one table for every bid: shared subtrees
            for b in sorted(numbers, key=lambda b: bid_tricks(rules, b)):
                out[b] = search.reaches(hands, me, [], [], UNSET, bid_tricks(rules, b))
        if "misere" in bids:
            keep = mine if len(mine) == rules.hand_size else sorted(mine, key=lambda c: c % 13)[:-1]
            hands[me] = mask_of(keep)
            out["misere"] = clean_misere(hands, me, n, budget)
        if "sir_garnet" in bids:
            widow = sample.rest[: rules.widow_size]
            search = NapTarget(n, me, False, budget)
            out["sir_garnet"] = False
            for k in keeps([*mine, *widow], rules.hand_size, GARNET_KEEPS):
                hands[me] = mask_of(k)
                if search.reaches(hands, me, [], [], UNSET, rules.hand_size):
                    out["sir_garnet"] = True
                    break
        return out

    def bid(self, view: NapView) -> NapAction:
        bids = [a.bid for a in view.legal_actions if isinstance(a, NapBid)]
        if not self.bids or not bids or solve_limit(view) < view.rules.hand_size:
            return super().bid(view)
        rules = view.rules
        samples, outcomes = self.bid_rows(view, bids, self.budget())
        if not outcomes:
            return super().bid(view)
        pool = sum(view.pools)
        may_pass = any(isinstance(a, Pass) for a in view.legal_actions)
        stands = [self._stands(view, s, bids) for s in samples] if self.overcalls else None
        values = {b: _ev(rules, b, outcomes, pool, stands) for b in bids}
        best = max(bids, key=values.__getitem__)
        peep = any(isinstance(a, Peep) for a in view.legal_actions)
        if self.decide and self.peeps and peep and self._peep_pays(view, samples, outcomes, bids):
            return PEEP
        # Pass unless the best bid, where it stands, is worth more than PASS_BELOW a head.
        if may_pass and values[best] <= PASS_BELOW * _stand_share(best, stands):
            return Pass()
        return NapBid(best)

    def bid_rows(
        self, view: NapView, bids: Sequence[BidValue], budget: Budget
    ) -> tuple[list[Sample], list[dict[BidValue, bool]]]:
        """``bid_samples`` sampled deals, and on each whether every bid of ``bids`` is made
        (:meth:`_bid_outcomes`); a sample the budget cut short is dropped, and the rest with
        it (the coach prices bids from the same rows: :mod:`game.ai.british_nap.coach`)."""
        samples: list[Sample] = []
        outcomes: list[dict[BidValue, bool]] = []
        for _ in range(self.bid_samples):
            s = self.sample(view)
            try:
                outcomes.append(self._bid_outcomes(view, s, bids, budget))
            except OutOfBudget:
                break
            samples.append(s)
        return samples, outcomes

    def stands(self, view: NapView, sample: Sample, bids: Sequence[BidValue]) -> dict[BidValue, bool]:
        """Whether each bid stands on ``sample`` (no later seat overcalls it); every bid
        stands without the overcall model."""
        return self._stands(view, sample, bids) if self.overcalls else dict.fromkeys(bids, True)

    def _stands(self, view: NapView, sample: Sample, bids: Sequence[BidValue]) -> dict[BidValue, bool]:
        """Whether each bid stands on this sample: no seat yet to bid holds a hand that its
        count (:func:`estimate_tricks`, plus ``OVERCALL_SLACK``) rates at a higher number of
        tricks the hand size allows. Taking the widow (Sir Garnet) ends the bidding, so it
        always stands; the named bids are not foreseen."""
        rules = view.rules
        spoke = {s for s, _ in view.auction} | {view.seat}
        later = [s for s in range(view.players) if s not in spoke]
        counts = [estimate_tricks([Card(c) for c in cards_of(sample.hands[s])], False) for s in later]
        top = max(counts, default=-1.0) + OVERCALL_SLACK
        out: dict[BidValue, bool] = {}
        for b in bids:
            above = math.floor(bid_rank(rules, b)) + 1  # the least number of tricks over it
            out[b] = b == "sir_garnet" or above > rules.hand_size or top < above
        return out

    def _peep_pays(
        self,
        view: NapView,
        samples: Sequence[Sample],
        outcomes: Sequence[dict[BidValue, bool]],
        bids: Sequence[BidValue],
    ) -> bool:
        """Peeping costs a chip; it pays when knowing the widow card changes the bid enough.
        The samples are grouped by what their widow card would be to this hand (a trump of
        its best suit or not, an honour or not); the value with the peep is each group's best
        bid, without it the one best bid for all; peep when the difference beats the chip."""
        rules = view.rules
        groups: dict[tuple[bool, bool], list[dict[BidValue, bool]]] = {}
        for s, o in zip(samples, outcomes, strict=True):
            groups.setdefault(widow_group(view.hand, s.rest[0]), []).append(o)

        def value(rows: Sequence[dict[BidValue, bool]]) -> float:
            return max(0.0, max(_ev(rules, b, rows) for b in bids))

        with_peep = sum(len(rows) * value(rows) for rows in groups.values()) / len(outcomes)
        # Values are chips from each opponent; the peep costs one chip into the pool.
        return (with_peep - value(outcomes)) * (view.players - 1) > stake_cost(rules, 1)

    # -- Écarté and the widow ------------------------------------------------------------------

    def giving_order(self, hand: Sequence[Card]) -> list[Card]:
        """The cards in the order this seat would give them up: side cards low first, then the
        best suit low first."""
        t = best_suit(hand)
        return sorted(hand, key=lambda c: (_suit(c) == t, c % 13 >= 12, c % 13))

    def buy(self, view: NapView) -> NapAction:
        if not self.decide or solve_limit(view) < view.rules.hand_size:
            return super().buy(view)
        rules = view.rules
        most = min(3, max(len(a.cards) for a in view.legal_actions if isinstance(a, Buy)))
        order = self.giving_order(view.hand)
        bids = buy_bids(rules)
        # rows[k]: per finished sample, whether each bid is made after giving up k cards.
        rows = self.buy_rows(view, [(order, k) for k in range(most + 1)], bids, self.budget())
        if not rows[0]:
            return super().buy(view)
        pool = sum(view.pools)
        best: tuple[float, int] = (-99.0, 0)
        for k in range(most + 1):
            value = max([0.0] + [_ev(rules, b, rows[k], pool + k) for b in bids])
            # ``value`` is chips from each opponent; the purchase costs a chip a card into the pool.
            worth = value * (rules.players - 1) - stake_cost(rules, k)
            if worth > best[0] + 0.25 * (k > best[1]):  # a purchase must beat fewer cards clearly
                best = (worth, k)
        given = set(order[: best[1]])
        return Buy(tuple(c for c in view.hand if c in given))  # in the hand's order, as listed

    def buy_rows(
        self,
        view: NapView,
        options: Sequence[tuple[Sequence[Card], int]],
        bids: Sequence[int],
        budget: Budget,
    ) -> list[list[dict[BidValue, bool]]]:
        """For each option ``(order, k)`` (give up the first ``k`` cards of ``order``), per
        finished sample, whether each bid is made after the purchase (half the bid samples, at
        least 4; the coach prices a purchase from the same rows)."""
        rows: list[list[dict[BidValue, bool]]] = [[] for _ in options]
        for _ in range(max(4, self.bid_samples // 2)):
            s = self.sample(view)
            try:
                row = [self._made_after_buying(view, s, order, k, bids, budget) for order, k in options]
            except OutOfBudget:
                break
            for i, made in enumerate(row):
                rows[i].append(made)
        return rows

    def _made_after_buying(
        self,
        view: NapView,
        s: Sample,
        order: Sequence[Card],
        k: int,
        bids: Sequence[int],
        budget: Budget,
    ) -> dict[BidValue, bool]:
        """Whether each bid is made on sample ``s`` once the first ``k`` cards of ``order``
        are given up for ``k`` cards of the sample's stock."""
        me = view.seat
        hands = list(s.hands)
        hands[me] = mask_of([*order[k:], *s.rest[:k]])
        search = NapTarget(view.players, me, False, budget)
        out: dict[BidValue, bool] = {}
        for b in bids:  # ascending: once one fails, every higher one fails too
            out[b] = bool(out.get(b - 1, True)) and search.reaches(hands, me, [], [], UNSET, b)
        return out

    def choose(self, view: NapView) -> NapAction:
        legal = view.legal_actions
        if legal and isinstance(legal[0], Discard) and self.decide:
            return Discard(self.widow_discard(view))
        if legal and isinstance(legal[0], Peep):
            return self.bid(view)
        return super().choose(view)

    def widow_discard(self, view: NapView) -> Card:
        """Keep the cards that make the bid on most samples (Peep: every keep of six; Sir
        Garnet: the strongest-looking keeps of ten); the choice is kept for the discards that
        follow it."""
        hand = frozenset(view.hand)
        if self._keep is not None and self._keep[0] >= hand and set(self._keep[1]) <= hand:
            keep = self._keep[1]
        else:
            keep = self._best_keep(view)
            self._keep = (hand, keep)
        return next(c for c in view.hand if c not in keep)

    def _best_keep(self, view: NapView) -> tuple[Card, ...]:
        rules = view.rules
        assert view.bid is not None
        misere = view.bid == "misere"
        options = keeps(list(view.hand), rules.hand_size, 8)
        if misere:  # keep the low cards: at misère high cards win tricks
            return tuple(sorted(view.hand, key=lambda c: c % 13)[: rules.hand_size])
        if len(options) == 1 or solve_limit(view) < rules.hand_size:
            return options[0]
        score = [0] * len(options)
        for row in self.keep_rows(view, options, self.budget()):
            score = [a + b for a, b in zip(score, row, strict=True)]
        return options[max(range(len(options)), key=lambda i: (score[i], -i))]

    def keep_rows(self, view: NapView, options: Sequence[Sequence[Card]], budget: Budget) -> list[list[bool]]:
        """Per finished sample (``bid_samples`` of them), whether the bid is made keeping each
        of ``options`` (at misère: no trick taken); the coach prices the discards from them."""
        rules, me, n = view.rules, view.seat, view.players
        assert view.bid is not None
        misere = view.bid == "misere"
        need = bid_tricks(rules, view.bid)
        rows: list[list[bool]] = []
        for _ in range(self.bid_samples):
            s = self.sample(view)
            hands = list(s.hands)
            search = NapTarget(n, me, misere, budget)
            try:
                row = []
                for k in options:
                    hands[me] = mask_of(k)
                    if misere:
                        row.append(search.reaches(hands, me, [], [], NO_TRUMP, 0))
                    else:
                        row.append(search.reaches(hands, me, [], [], UNSET, need))
            except OutOfBudget:
                break
            rows.append(row)
        return rows

    # -- play ----------------------------------------------------------------------------------

    def play(self, view: NapView) -> Card:
        legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
        if len(legal) == 1 or view.bidder is None or view.bid is None or len(view.hand) > solve_limit(view):
            return legal[0] if len(legal) == 1 else super().play(view)
        bidder = view.bidder
        score = dict.fromkeys(legal, 0)
        rows = self.card_rows(view, legal, self.budget())
        for row in rows:
            for card, ok in zip(legal, row, strict=True):
                score[card] += ok
        done = len(rows)
        if not done:
            return super().play(view)
        sign = 1 if view.seat == bidder else -1  # the bidder wants the contract made
        best = max(sign * v for v in score.values())
        hint = super().play(view)
        # Normal's card stands unless another is better on more than ``lean`` of the samples:
        # a gap of a sample or two is noise, and a solve of open hands over-rates lines that
        # need a guess (it always guesses right).
        if best - sign * score[hint] <= self.lean * done:
            return hint
        return next(c for c in legal if sign * score[c] == best)

    def card_rows(self, view: NapView, legal: Sequence[Card], budget: Budget) -> list[list[bool]]:
        """Per finished sample (``samples`` of them, a third with six or seven players),
        whether the bidder still makes the contract (at misère: takes no trick) once this
        seat plays each card of ``legal``, every hand then open; the coach prices a card from
        the same rows."""
        assert view.bidder is not None and view.bid is not None
        rules, n, bidder = view.rules, view.players, view.bidder
        misere = view.bid == "misere"
        need = bid_tricks(rules, view.bid) - view.tricks_won[bidder]
        trump = NO_TRUMP if misere else (UNSET if view.trump is None else int(view.trump))
        samples = self.samples if n <= 5 else max(3, self.samples // 3)
        rows: list[list[bool]] = []
        for _sample in range(samples):
            hands = self.sample(view).hands
            search = NapTarget(n, bidder, misere, budget)
            at = (search, hands, view.seat, view.trick, view.trick_seats, trump, need)
            try:
                rows.append([reaches_after(*at, card) for card in legal])
            except OutOfBudget:
                break
        return rows


def buy_bids(rules: NapRules) -> list[int]:
    """The bids a purchase is priced for: every number of tricks from the minimum up."""
    return list(range(rules.min_bid, rules.hand_size + 1))
