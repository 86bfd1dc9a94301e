"""The Hard seat: flat PIMC over sampled worlds for card play.

For each decision it samples worlds consistent with its view (voids hard, auction and call
weighting), plays every candidate card out in every world with information-set-aware Normal
rollouts (common worlds across candidates, so comparisons are paired), solves the last tricks
exactly, and plays the best mean. The budget is a number of rollouts (reproducible), with an
optional wall-clock cap. The bid, the call and the discards are chosen by simulation too
(``contract_sim``): candidates from Normal's rules, priced by sampled deals played out.
Measured against Normal (500 duplicate deals, 60 rollouts) this is as strong as Normal's
contract rules, not measurably stronger: pagat +0.194 [+0.146, +0.241] vs +0.202 before,
bga +0.329 [+0.249, +0.414] vs +0.300; ``contract_sim=False`` restores Normal's rules.
With two players the worlds also fill the face-down pile cards (both seats'), so the card
play is searched the same way; the contract there still follows Normal's rules. Worlds are
weighted by the auction, the call, the adjutant belief and (``inference``) how natural the
others' plays look in them, and (``inference.bid_weight``) how well Napoleon's cards in them
fit his bid: he self-selects a strong hand, which the sampler alone under-deals. The budget
goes by successive halving (``race_values``): each round plays the cards still in contention
on fresh common worlds and drops the worse half, Normal's card always kept; the first three
tricks, where the most is lost, get twice the budget (``early``). Diagnosis (pagat, 150 deals,
60 rollouts, seed 2, paired against the Hard before these changes at +0.141): told the
adjutant's seat +0.024 [-0.051, +0.093] (not the lever); told Napoleon's hand +0.131 [+0.072, +0.192]; every
world the true deal +0.413 [+0.328, +0.504] (all of the all-seeing seat's edge is card locations and worlds).
Racing +0.091 [-0.003, +0.181], bid weights +0.053 [+0.008, +0.101], both +0.083, with the
early doubling +0.139 [+0.051, +0.229]. Measured at 60 rollouts against Normal (duplicate,
seed 2, 5 players): pagat (300 deals) +0.233 [+0.169, +0.297], 41% [31%, 51%] of the
all-seeing seat's +0.565, Napoleon made 0.73 (all-seeing 0.90), defence beat it 0.47 (0.60)
(re-run with this code, h-hard6: the same to the deal);
before: +0.188, 33%. bga (200 deals) +0.553 [+0.433, +0.674], 46% [36%, 57%] of +1.206,
Napoleon 0.80 (0.81), defence 0.56 (0.72); before (300 deals): +0.417, 36%. ``bench.ai`` at the
app budget (240 rollouts, 480 in the first three tricks), two cores shared: p50 144 ms, p95 387
ms, max 531 ms (re-run with this code, the other core busy: p50 113 ms, p95 270 ms, max 394
ms). At that budget (the app's Hard exactly), 500 duplicate deals, seed 2, 5 players, against
Normal: pagat +0.322 [+0.275, +0.370], 61% [52%, 70%] of the all-seeing seat's +0.530,
Napoleon made 0.78 (all-seeing 0.90), defence beat it 0.50 (0.58); bga +0.654 [+0.575, +0.735],
58% [51%, 65%] of +1.134, Napoleon 0.80 (0.80), defence 0.59 (0.70).
Twice that budget (480 rollouts; on two cores :mod:`.helper` makes it as quick as 240 alone,
with the same choices) on the same 500 deals: pagat +0.341 [+0.294, +0.387], 64% [57%, 72%],
Napoleon 0.80, defence 0.51; bga +0.678 [+0.603, +0.751], 60% [53%, 67%], Napoleon 0.82,
defence 0.60; paired against 240, pagat +0.018 [-0.021, +0.058], bga +0.023 [-0.046, +0.092].
Too little for the helper's cost to the frame interval on two cores (``aiworker.HELPER_ENV``):
the app stays at 240, alone.
What the rest of the gap is (``bench.ai_paired run --told``: this search with part of the
hidden deal placed truly in its worlds; 60 rollouts, seed 2, 150 deals, paired against this
code at pagat +0.280, bga +0.559). Told everything, Hard reaches the all-seeing seat's rates
in the role told: Napoleon made pagat 0.89 (+0.096 [+0.043, +0.149]), bga 0.91 (+0.107
[+0.019, +0.194]); the defence beat it pagat 0.61 (+0.168 [+0.115, +0.221]), bga 0.71 (+0.376
[+0.271, +0.481]). So the search is not what is missing: the hidden layout is. No narrow part
of it is worth anything measurable: Napoleon told the trumps +0.011, the points +0.016, the
side suits' voids -0.016, the adjutant -0.027 (bga, every role told it: -0.000);
only whole layouts are (Napoleon told every side-suit card +0.091, made 0.88; the defence
told Napoleon's hand pagat +0.131, bga +0.160). Those are what the others' cards reveal only
as they are played, which the play inference already reads.
The whole auction and the call (``auction_inference``, ``call_inference``; measured with
``bench.ai_auction`` and paired with ``bench.ai_paired`` on the diagnosis's deals, pagat, 150
deals, 60 rollouts, seed 2, against this Hard at +0.280): the other bidders' and the passers'
``evaluate`` and the cards above the called one separate the true deal from sampled worlds
clearly, and the weights pull the worlds toward the true deal's signals, yet play got no
better: all three -0.080 [-0.156, -0.004] (Napoleon made 0.67 against 0.75), the call alone
-0.005 [-0.025, +0.014] (the sampler already keeps the called card and the top trumps with
Napoleon), bids and passes for the defence and the adjutant only -0.027 [-0.073, +0.019],
with a pool twice as large -0.024 [-0.106, +0.058]. Nor did the second levers: pruning
a suit's middle plain cards (``prune``) -0.005 [-0.023, +0.013], three times the budget for
Napoleon's first-trick cards (``nap_first``) -0.011 [-0.070, +0.049]. All are off, so Hard
plays as before; the figures below are this code's.
Every count and contract, this code against Normal (60 rollouts, seed 1, 150 deals unless
said; the share of the all-seeing seat's margin after each): two players (100 deals) pagat
+0.730 [+0.640, +0.810] (1.00), bga +0.670 [+0.580, +0.760] (1.03); three pagat +0.567
[+0.467, +0.653] (1.09), bga +0.520 [+0.422, +0.613] (0.69); four pagat +0.395 [+0.220,
+0.573] (0.49), bga +0.557 [+0.422, +0.692] (0.59); six pagat +0.196 [+0.102, +0.291] (0.35),
bga +0.570 [+0.413, +0.729] (0.52); exact bids 1885 +0.253 [+0.127, +0.381] (0.26: Napoleon
made 0.27 of his contracts, the all-seeing seat 0.67, Normal 0.19), pagat with ``exact_bid``
+0.317 [+0.248, +0.383] (0.56); solo (``tournament --contract solo``) pagat 5 +0.395 [+0.285,
+0.504] (0.62), bga 5 +0.483 [+0.365, +0.608] (0.63), pagat 4 (100) +0.790 [+0.500, +1.100]
(0.59), pagat 6 (100) +0.213 [+0.083, +0.347] (0.37).
In 003's misère and target contracts the card play searches on the contract's own goal
(:mod:`.goal_search`). Against Normal, khopesh, every deal a forced contract (``tournament
--contract``, 200 duplicate deals, seed 1, 60 rollouts): misère +0.238 [+0.156, +0.322] chips/deal
(before, Normal's play: 0 by construction); target +0.000 (a forced target is never made by
either level).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from game.napoleon import Action, Bid, Call, Discard, Play, SeatView
from game.napoleon.hand import Phase
from game.rules.cards import HEART_QUEEN

from . import helper
from .contract_sim import (
    BidCache,
    DiscardPlan,
    Finding,
    choose_bid_sim,
    choose_call_sim,
    next_discard,
    plan_discards,
)
from .goal_search import goal_values
from .heuristic import HeuristicSeat, is_nap_side, play_action, table_of
from .hints import explain
from .inference import (
    MISMATCH,
    auction_context,
    auction_weight,
    bid_context,
    bid_weights,
    history,
    resample,
)
from .knowledge import Knowledge, knowledge_of
from .policy import joker_suit_for
from .rollout import Root, root_of
from .sampler import Sampler, World, sample, sampler_for

CHUNK = 8  # worlds per batch of ``card_values``: its clock cap is checked between batches


class HardSeat(HeuristicSeat):
    def __init__(
        self,
        seed: int = 0,
        rollouts: int = 240,
        max_seconds: float | None = None,
        min_worlds: int = 6,
        endgame: int = 2,
        contract_sim: bool = True,
        bid_worlds: int = 32,
        contract_rollouts: int = 160,
        confidence: float = 0.0,
        pool: int = 3,
        race: bool = True,
        bid_inference: bool = True,
        early: float = 2.0,
        auction_inference: bool = False,
        call_inference: bool = False,
        nap_auction: bool = True,
        prune: bool = False,
        nap_first: float = 1.0,
        mismatch: float = MISMATCH,
    ) -> None:
        super().__init__(seed)
        self.name = "hard"
        self.rollouts = rollouts
        self.max_seconds = max_seconds
        self.min_worlds = min_worlds
        self.endgame = endgame
        self.contract_sim = contract_sim  # False: Normal's bid, call and discards
        self.bid_worlds = bid_worlds  # sampled deals per bid (one play-out per trump tried)
        self.contract_rollouts = contract_rollouts  # play-outs per call or discard set choice
        self.confidence = confidence  # standard errors a card must beat Normal's by (``pick``)
        self.pool = pool  # worlds dealt per world played out, for the play inference (1: off)
        # Successive halving (``race_values``): the budget goes to the cards still in contention.
        self.race = race
        self.bid_inference = bid_inference  # weight the worlds by Napoleon's bid (``inference``)
        self.early = early  # the budget's multiple in the first three tricks, where most is lost
        # Weight the worlds by the other seats' bids and passes, and by Napoleon's call
        # (``inference.auction_weight``). Both off: neither helped, paired on 150 pagat deals
        # at 60 rollouts (seed 2): bids, passes and call -0.080 [-0.156, -0.004] chips/deal
        # (Napoleon made 0.67 against 0.75), the call alone -0.005 [-0.025, +0.014], bids and
        # passes read by the defence and the adjutant only -0.027 [-0.073, +0.019], the same
        # with twice the pool (``pool=6``) -0.024 [-0.106, +0.058].
        self.auction_inference = auction_inference
        self.call_inference = call_inference
        self.nap_auction = nap_auction  # Napoleon reads the others' bids and passes too
        # Search only the extremes of a suit's plain low cards (``prune``): off, it changed
        # little (pagat, 150 deals, 60 rollouts, seed 2: -0.005 [-0.023, +0.013] paired).
        self.prune = prune
        # A further multiple of the budget for Napoleon's cards in the first trick: one
        # decision a hand, which sets the plan (draw trumps or cash side aces first).
        self.nap_first = nap_first
        # The play inference's weight per card another seat played that the policy would not
        # have (``inference.world_weight``). Sharper weights place more hidden cards right
        # (``bench.ai_worlds``) but played no better (pagat, 150 deals, 60 rollouts, seed 2,
        # paired): 0.3 -0.024 [-0.097, +0.049], 0.3 with eight worlds dealt per world kept
        # (``pool=8``) -0.037 [-0.114, +0.040].
        self.mismatch = mismatch
        self.last: tuple[SeatView, int, float, int] | None = None  # view, card, mean, worlds
        self.finding: tuple[SeatView, Finding] | None = None
        self.bid_cache: BidCache | None = None
        self.plan: DiscardPlan | None = None

    def choose(self, view: SeatView) -> Action:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        if view.misere or view.target is not None:
            # 003's misère and target are not won on points, which is what the search and the
            # contract simulation value: the card play searches on the contract's own goal
            # (``goal_search``); the bid, call and discards are Normal's, aimed at that goal.
            if view.phase == Phase.PLAY and len(view.legal_actions) > 1 and view.contract is not None:
                return self.goal_search(view)
            return super().choose(view)
        if view.phase == Phase.PLAY and len(view.legal_actions) > 1:
            return self.search(view)
        if view.piles:  # two players: the contract simulation does not model the piles
            return super().choose(view)
        if view.contract_rank is not None:  # 003's number contract: not modelled by the simulation
            return super().choose(view)
        if self.contract_sim and len(view.legal_actions) > 1:
            if view.phase == Phase.BID:
                return self.sim_bid(view)
            if view.phase == Phase.CALL:
                return self.sim_call(view)
            if view.phase == Phase.EXCHANGE:
                return self.sim_discard(view)
        return super().choose(view)

    def sim_bid(self, view: SeatView) -> Action:
        if view.rules.bid_kind == "number":
            normal = self.bid(view)  # 003's number bids: the simulation prices suits only
            if isinstance(normal, Bid) and normal.rank is not None:
                return normal
        k = knowledge_of(view)
        action, finding, self.bid_cache = choose_bid_sim(view, k, self.rng, self.bid_worlds, self.bid_cache)
        self.finding = (view, finding) if finding.text else None
        return action

    def sim_call(self, view: SeatView) -> Call:
        k = knowledge_of(view)
        normal = self.call(view)
        action, finding = choose_call_sim(
            view, k, self.rng, self.contract_rollouts, self.min_worlds, self._endgame(view), normal
        )
        self.finding = (view, finding)
        return action

    def sim_discard(self, view: SeatView) -> Discard:
        action = next_discard(view, self.plan)
        if action is None:
            k = knowledge_of(view)
            self.plan = plan_discards(
                view, k, self.rng, self.contract_rollouts, self.min_worlds, self._endgame(view)
            )
            action = next_discard(view, self.plan)
        if action is None:  # cannot happen with a fresh plan; never crash the seat
            return self.discard(view)
        return action

    def _endgame(self, view: SeatView) -> int:
        return self.endgame + (1 if view.players <= 4 else 0)

    def explain(self, view: SeatView, action: Action, names: Sequence[str] = ()) -> str:
        if isinstance(action, Discard) and self.plan is not None:
            text = self.plan.texts.get(int(action.card))
            if text is not None and next_discard(view, self.plan) == action:
                return text
        if self.finding is not None and self.finding[0] is view and self.finding[1].action == action:
            return self.finding[1].text
        text = explain(view, action, names)
        if (
            self.last is not None
            and self.last[0] is view
            and isinstance(action, Play)
            and int(action.card) == self.last[1]
        ):
            _, _, mean, worlds = self.last
            text += f" Over {worlds} sampled deals it was your best card (about {mean:+.1f} chips)."
        return text

    def search(self, view: SeatView) -> Play:
        k = knowledge_of(view)
        tb = table_of(view, k)
        nap_side = is_nap_side(view)
        default, _ = self.play_card(view)
        cands = candidates(view, k)
        if self.prune:
            cands = prune(cands, k, default)
        if len(cands) == 1:
            return play_action(view, cands[0], tb, nap_side)
        rep = representative(cands, default)
        if self.race and len(cands) > 2:
            vals, done = self.race_values(view, k, cands, rep)
        else:
            vals, done = self.card_values(view, k, cands)
        best = pick(vals, rep, self.confidence)
        self.last = (view, best, sum(vals[best]) / done, done)
        return play_action(view, best, tb, nap_side)

    def card_values(
        self, view: SeatView, k: Knowledge, cands: list[int]
    ) -> tuple[dict[int, list[float]], int]:
        """Each candidate card's value in every sampled world (chips for this seat's side; the
        same worlds for every card, so differences are paired), and the worlds played out.
        The coach (``coach``) prices a player's card by them; the search races (``race_values``)."""
        start = time.perf_counter()
        root, suit_for, sign = self._prepare(view, k, cands)
        worlds = max(self.min_worlds, self.rollouts // len(cands))
        drawn = self._draw(view, k, root, worlds)
        vals: dict[int, list[float]] = {c: [] for c in cands}
        done = 0
        for at in range(0, len(drawn), CHUNK):
            chunk = drawn[at : at + CHUNK]
            got = helper.play_outs(root, [(world, tuple(cands)) for world, _ in chunk], suit_for)
            for (_, times), row in zip(chunk, got, strict=True):
                for c, v in zip(cands, row, strict=True):
                    vals[c].extend([sign * v] * times)
                done += times
            if self.max_seconds is not None and time.perf_counter() - start > self.max_seconds:
                break
        return vals, done

    def race_values(
        self, view: SeatView, k: Knowledge, cands: list[int], keep: int | None
    ) -> tuple[dict[int, list[float]], int]:
        """Successive halving on the same budget as ``card_values``: each round plays the cards
        still in contention on fresh common worlds, then drops the worse half by their mean over
        every world so far. Ten cards at 240 rollouts get 24 worlds each when spread evenly;
        here the last two share 68, so the close choice is the one measured well (the early
        tricks, where most is lost, have the most cards). ``keep`` (Normal's card) is never
        dropped. Returns the survivors' values, each over the same worlds, and their count."""
        start = time.perf_counter()
        root, suit_for, sign = self._prepare(view, k, cands)
        budget = round(self.rollouts * (self.early if view.trick_no < 3 else 1.0))
        if view.trick_no == 0 and view.seat == view.napoleon:
            budget = round(budget * self.nap_first)
        schedule = race_schedule(len(cands), budget)
        drawn = self._draw(view, k, root, sum(schedule))
        flat = [w for w, times in drawn for _ in range(times)]
        self.rng.shuffle(flat)  # resampling groups the copies of a world: spread them over rounds
        seen: dict[tuple[int, int], float] = {}  # a copy of a world plays out as its original
        alive = list(cands)
        vals: dict[int, list[float]] = {c: [] for c in cands}
        pos = 0
        for r, count in enumerate(schedule):
            batch = flat[pos : pos + count]
            todo: dict[int, tuple[World, list[int]]] = {}
            for world in batch:
                wanted = todo.setdefault(id(world), (world, []))[1]
                wanted.extend(c for c in alive if (id(world), c) not in seen and c not in wanted)
            jobs = [(world, tuple(wanted)) for world, wanted in todo.values() if wanted]
            for (world, cards), row in zip(jobs, helper.play_outs(root, jobs, suit_for), strict=True):
                for c, v in zip(cards, row, strict=True):
                    seen[(id(world), c)] = sign * v
            for world in batch:
                for c in alive:
                    vals[c].append(seen[(id(world), c)])
            if self.max_seconds is not None and time.perf_counter() - start > self.max_seconds:
                break
            pos += count
            if r + 1 < len(schedule):
                size = (len(alive) + 1) // 2
                ranked = sorted(alive, key=lambda c: (-sum(vals[c]) - (1e-6 if c == keep else 0.0), c))
                if keep in alive and keep not in ranked[:size]:
                    ranked = [*ranked[: size - 1], keep]  # Normal's card takes the last place
                alive = ranked[:size]
        out = {c: vals[c] for c in alive}
        return out, len(out[alive[0]])

    def _prepare(
        self, view: SeatView, k: Knowledge, cands: list[int]
    ) -> tuple[Root, dict[int, int | None], float]:
        """The root position, each candidate's named joker suit, and the sign for our side."""
        tb = table_of(view, k)
        nap_side = is_nap_side(view)
        hand = k.mine
        suit_for = {
            c: (
                joker_suit_for(tb, hand, nap_side)
                if c >= 52
                and not view.trick
                and any(isinstance(a, Play) and a.joker_suit is not None for a in view.legal_actions)
                else None
            )
            for c in cands
        }
        return root_of(view, self._endgame(view)), suit_for, 1.0 if nap_side else -1.0

    def sampler(self, view: SeatView, k: Knowledge) -> Sampler:
        """What the card play's worlds are dealt from (``bench.ai_told`` narrows it)."""
        return sampler_for(view, k)

    def _draw(self, view: SeatView, k: Knowledge, root: Root, worlds: int) -> list[tuple[World, int]]:
        """``worlds`` sampled worlds as (world, times drawn)."""
        sp = self.sampler(view, k)
        plays = history(view)
        bid = bid_context(view) if self.bid_inference else None
        auction = (
            auction_context(
                view,
                self.auction_inference and (self.nap_auction or view.seat != view.napoleon),
                self.call_inference,
            )
            if self.auction_inference or self.call_inference
            else None
        )
        others_played = any(s != view.seat for s, *_ in plays)
        if self.pool > 1 and not view.piles and (others_played or bid is not None or auction is not None):
            # Deal more worlds than we play out and keep those where the others' cards so far
            # look like natural plays, and Napoleon's cards like a hand that bids his contract
            # (``inference``).
            pool = [sample(sp, self.rng) for _ in range(self.pool * worlds)]
            weights = helper.weights(root, pool, plays, self.mismatch) if others_played else [1.0] * len(pool)
            if bid is not None:
                fits = bid_weights(root, view.rules, bid, pool)
                weights = [x * y for x, y in zip(weights, fits, strict=True)]
            if auction is not None:
                for i, w in enumerate(pool):
                    weights[i] *= auction_weight(auction, w)
            return resample(pool, weights, worlds, self.rng)
        return [(sample(sp, self.rng), 1) for _ in range(worlds)]

    def goal_search(self, view: SeatView) -> Play:
        """A misère's or a target's card: the candidate that meets the goal in the most
        sampled deals (Normal's card unless another does better on the same deals)."""
        k = knowledge_of(view)
        tb = table_of(view, k)
        nap_side = is_nap_side(view)
        default, _ = self.play_card(view)
        cands = candidates(view, k)
        self.last = None  # the explanation's "about n chips" does not apply
        if len(cands) == 1:
            return play_action(view, cands[0], tb, nap_side)
        worlds = max(self.min_worlds, self.rollouts // len(cands))
        vals = goal_values(view, k, cands, self.rng, worlds, self._endgame(view))
        best = pick(vals, representative(cands, default), self.confidence)
        return play_action(view, best, tb, nap_side)


def race_schedule(cands: int, rollouts: int) -> list[int]:
    """New worlds per round of successive halving: ceil(log2 cands) rounds, each spending an
    equal share of ``rollouts`` play-outs on the cards left (at least two worlds a round)."""
    rounds = max(1, (cands - 1).bit_length())
    out = []
    size = cands
    for _ in range(rounds):
        out.append(max(2, rollouts // (size * rounds)))
        size = (size + 1) // 2
    return out


def pick(vals: dict[int, list[float]], default: int | None, z: float) -> int:
    """The card to play from its per-world values (the same worlds for every card).

    One play-out swings by whole chips on a single trick, so a handful of worlds ranks the
    cards mostly by chance. Normal's card is kept unless another card beats it on the same
    worlds by more than ``z`` standard errors of the paired difference: Hard departs from
    sound play only where the sampled deals say so clearly."""
    cands = sorted(vals)
    done = len(vals[cands[0]])
    if default is None or z <= 0.0 or done < 2:
        return max(cands, key=lambda c: (sum(vals[c]) + (0.05 * done if c == default else 0.0), -c))
    base = vals[default]
    best, best_bound = default, 0.0
    for c in cands:
        if c == default:
            continue
        diffs = [a - b for a, b in zip(vals[c], base, strict=True)]
        m = sum(diffs) / done
        var = sum((d - m) ** 2 for d in diffs) / (done - 1)
        bound = m - z * (var / done) ** 0.5
        if bound > best_bound:
            best, best_bound = c, bound
    return best


def representative(cands: list[int], card: int) -> int | None:
    """The candidate standing for ``card`` (candidates merge interchangeable neighbours into
    the lowest of them)."""
    if card in cands:
        return card
    same = [c for c in cands if c <= card and c < 52 and card < 52 and c // 13 == card // 13]
    return max(same) if same else None


def candidates(view: SeatView, k: Knowledge) -> list[int]:
    """The legal cards, with interchangeable neighbours merged (same suit, adjacent ranks
    once played cards are skipped, same points, no special role)."""
    t = k.tables
    assert t is not None
    legal = sorted({int(a.card) for a in view.legal_actions if isinstance(a, Play)})
    special = {t.mighty, t.right_jack, t.left_jack, t.request_card, int(HEART_QUEEN)}
    special |= {s * 13 for s in range(4)}  # the twos (same two)
    if view.rules.reverse_jack:
        special |= {s * 13 + 9 for s in range(4)}
    out: list[int] = []
    for c in legal:
        if out and c < 52 and c not in special:
            prev = out[-1]
            if (
                prev < 52
                and prev not in special
                and prev // 13 == c // 13
                and t.points[prev] == t.points[c]
                and all(((k.played | k.mine) >> x) & 1 for x in range(prev + 1, c))
            ):
                continue
        out.append(c)
    return out


def prune(cands: list[int], k: Knowledge, keep: int) -> list[int]:
    """The candidates without the middle ones of each suit's plain cards (no points, no special
    role: what ``candidates`` merges when adjacent): of those, the lowest (to duck) and the
    highest (to win or to draw a higher card out) are searched, the ones between rarely differ
    from both, and the budget goes further on fewer cards. ``keep`` (Normal's card) stays."""
    t = k.tables
    assert t is not None
    special = {t.mighty, t.right_jack, t.left_jack, t.request_card, int(HEART_QUEEN)}
    special |= {s * 13 for s in range(4)}  # the twos (same two)
    special |= {s * 13 + 9 for s in range(4)}  # jacks: a reverse jack or a left bower
    plain: dict[int, list[int]] = {}
    for c in cands:
        if c < 52 and c not in special and not t.points[c]:
            plain.setdefault(c // 13, []).append(c)
    drop = {c for cards in plain.values() for c in cards[1:-1] if c != keep}
    return [c for c in cands if c not in drop]
