"""Hard's bid, call and discards, chosen by simulation (ai-anchors §5.2).

Every decision is priced the same way: sample the cards this seat cannot see (``sampler``),
complete the deal as the engine would (Napoleon takes the blind and discards with Normal's
rule, calls with Normal's rule where the call is still to come; the holder of the called card
is the adjutant), play it out with the information-set-aware rollouts of ``rollout`` and score
Napoleon's chips with the engine's scoring. Candidates share the same worlds (common random
numbers), so their comparison is paired. Budgets are counted in play-outs, so a seed always
gives the same choice.

The bid is the cheap one: a play-out without the exact endgame does not depend on the bid
level, so one play-out per world and trump prices every level of that trump at once.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from game.napoleon import PASS, Action, Bid, Call, Discard, RuleSet, SeatView
from game.napoleon.bidding import bid_key
from game.napoleon.options import CallTiming, DiscardsCountFor
from game.napoleon.scoring import contract_made, hand_payments
from game.napoleon.tricks import tables_for, trick_kind
from game.rules import Suit
from game.rules.cards import Card, bits

from .contract import (
    LAST_CHANCE,
    best_estimates,
    call_card,
    call_order,
    callable_cards,
    discard_cost,
    greedy_discards,
    last_chance,
)
from .knowledge import Knowledge, mask
from .policy import Table, choose_play, extra_for, joker_suit_for
from .rollout import Root, Sim, friends_of, play_out, play_out_points, sim_of
from .sampler import World, sample, sampler_for

# -- play a completed deal from its first lead --------------------------------------------


def start_root(
    rules: RuleSet,
    trump: Suit | None,
    napoleon: int,
    bid: int,
    called: frozenset[int],
    discards: int,
    endgame: int,
) -> Root:
    n = rules.players
    return Root(
        rules=rules,
        tables=tables_for(rules, trump),
        extra=extra_for(rules, trump),
        n=n,
        me=napoleon,
        napoleon=napoleon,
        bid=bid,
        called=called,
        revealed=frozenset(),
        trick=(),
        trick_seats=(),
        to_act=napoleon,
        trick_no=0,
        n_tricks=rules.cards_per_hand,
        direction=1,
        joker_suit=None,
        points=(0,) * n,
        known_discards=discards,
        named_suit=rules.joker_led_forces == "named_suit",
        endgame=endgame,
    )


def first_lead(root: Root, sim: Sim) -> tuple[int, int | None]:
    """Napoleon's opening lead by the shared policy (he leads the first trick)."""
    nap = root.napoleon
    tb = Table(
        root.tables,
        root.extra,
        trick_kind(root.rules, 0, root.n_tricks),
        None,
        [],
        [],
        root.n,
        1,
        0,
        root.n_tricks,
        nap,
    )
    hand = sim.hands[nap]
    unplayed = 0
    for h in sim.hands:
        unplayed |= h
    card, _ = choose_play(tb, nap, hand, unplayed & ~hand, friends_of(root, sim, nap), None, True)
    js = joker_suit_for(tb, hand, True) if card >= 52 and root.named_suit else None
    return card, js


def play_value(root: Root, hands: list[int]) -> float:
    """Napoleon's chips (with the small points tie-break of ``rollout.value``)."""
    sim = sim_of(root, World(tuple(hands), 0))
    card, js = first_lead(root, sim)
    return play_out(root, sim, card, js)


def play_points(root: Root, hands: list[int]) -> tuple[int, bool, bool]:
    """(points counted for Napoleon's side, opponents took no trick points, alone)."""
    sim = sim_of(root, World(tuple(hands), 0))
    card, js = first_lead(root, sim)
    taken, opp = play_out_points(root, sim, card, js)
    if root.rules.discards_count_for == DiscardsCountFor.NAPOLEON:
        taken += sim.discard_points
    return taken, opp == 0, sim.alone


def chips(rules: RuleSet, bid: int, taken: int, opp_none: bool, alone: bool) -> float:
    """Napoleon's chips by the engine's scoring (count scoring: +1 made, -1 failed)."""
    if rules.scoring in ("count", "points_table"):
        made, _ = contract_made(rules, bid=bid, taken=taken, opponents_took_none=opp_none)
        return 1.0 if made else -1.0
    return float(
        hand_payments(rules, bid=bid, taken=taken, alone=alone, opponents_took_none=opp_none)["napoleon"]
    )


@dataclass(frozen=True, slots=True)
class Finding:
    """What a simulated decision found, for ``explain``."""

    action: Action
    text: str


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def _contract(number: int, trump: Suit | None) -> str:
    return f"{number}{'NT' if trump is None else trump.symbol}"


# -- completing a deal for Napoleon --------------------------------------------------------


def _exchange_and_call(
    rules: RuleSet,
    me: int,
    dealer: int,
    hands: list[int],
    rest: int,
    number: int,
    trump: Suit | None,
    called: int,
    call: int | None,
) -> tuple[int, int]:
    """Complete the deal from the point Napoleon (``me``) holds ``hands[me]`` and ``rest`` is
    the blind: the call (``call``, or Normal's where it is still to make), the exchange or the
    deal-out. Changes ``hands``; returns (called mask, discards mask)."""
    hand = hands[me]
    discards = 0
    adjutant = rules.has_adjutant and not called

    def normal_call(h: int, d: int) -> int:
        c, _ = call_card(rules, h, number, trump, callable_cards(rules, h, called, d))
        return c

    before = rules.call_timing == CallTiming.BEFORE_EXCHANGE or not rules.exchanges
    if adjutant and call is None and before:
        call = normal_call(hand, 0)
    keep = called | (0 if call is None else 1 << call)
    if rest:
        if rules.exchanges:
            hand |= rest
            discards = greedy_discards(rules, hand, trump, keep, rules.blind_size)
            hand &= ~discards
        else:
            order = [(dealer + 1 + i) % rules.players for i in range(rules.players)]
            for i, c in enumerate(bits(rest)):
                hands[order[i % rules.players]] |= 1 << c
            hand = hands[me]
    hands[me] = hand
    if adjutant and call is None:
        call = normal_call(hand, discards)
    if call is not None:
        called |= 1 << call
    return called, discards


# -- the bid -----------------------------------------------------------------------------

# The least simulated chance of making the contract Hard declares on when a contract is worth
# fewer chips than a redeal: an exact bid, or the last seat to speak before a throw-in.
EXACT_MIN_MADE = 0.2
LAST_CHANCE_MADE = 0.15


@dataclass(slots=True)
class BidCache:
    """Play-outs for one hand, reused by the seat's later bids in the same auction."""

    key: tuple[int, int, int, int]  # hand, dealer, seat, the blind if it was turned up
    worlds: list[World]
    outcomes: dict[Suit | None, list[tuple[int, bool, bool]]]


def choose_bid_sim(
    view: SeatView, k: Knowledge, rng: random.Random, worlds: int, cache: BidCache | None
) -> tuple[Action, Finding, BidCache | None]:
    rules = view.rules
    hand = k.mine
    legal = [a for a in view.legal_actions if isinstance(a, Bid)]
    can_pass = PASS in view.legal_actions
    trumps_legal = sorted(
        {a.trump for a in legal if a.rank is None}, key=lambda s: -1 if s is None else int(s)
    )
    if not trumps_legal:  # no bid, or only 003's number bids: the cheapest only when forced
        forced = (
            PASS
            if can_pass or not legal
            else min(legal, key=lambda b: bid_key(rules, b.number, b.trump, b.rank))
        )
        return forced, Finding(forced, ""), cache
    ests = [e for e in best_estimates(rules, hand, trumps_legal) if e.rank is None]  # number bids: Normal's
    cheapest = min(b.number for b in legal)
    scale = rules.total_points / 20
    stretch = LAST_CHANCE * scale if last_chance(view) else 0.0
    if can_pass and ests[0].points < cheapest - 3.5 * scale - stretch:
        # Far too weak for any legal bid: no need to simulate.
        return PASS, Finding(PASS, ""), cache
    cands = [ests[0].trump]
    if len(ests) > 1 and ests[1].points >= ests[0].points - 2.5:
        cands.append(ests[1].trump)
    nt = next((e for e in ests if e.trump is None), None)
    if nt is not None and None not in cands and nt.points >= ests[0].points - 1.0:
        cands.append(None)
    key = (hand, view.dealer, view.seat, mask(view.blind or ()))
    if cache is None or cache.key != key:
        sp = sampler_for(view, k)
        cache = BidCache(key, [sample(sp, rng) for _ in range(worlds)], {})
    for t in cands:
        if t not in cache.outcomes:
            cache.outcomes[t] = [_bid_playout(rules, view, w, t) for w in cache.worlds]
    best: tuple[float, tuple[int, int], Bid, float] | None = None  # E, -key, bid, P(make)
    memo: dict[tuple[int, tuple[int, bool, bool]], float] = {}
    for t in cands:
        outs = cache.outcomes[t]
        for b in legal:
            if b.trump != t or b.rank is not None:
                continue
            pays = []
            for o in outs:
                x = memo.get((b.number, o))
                if x is None:
                    x = memo[(b.number, o)] = chips(rules, b.number, *o)
                pays.append(x)
            e = sum(pays) / len(pays)
            made = sum(1 for p in pays if p > 0) / len(pays)
            k_ = bid_key(rules, b.number, b.trump)
            cand = (e, (-k_[0], -k_[1]), b, made)
            if best is None or cand[:2] > best[:2]:
                best = cand
    assert best is not None
    e, _, bid, made = best
    n = len(cache.worlds)
    # A contract made less than half the time loses chips, but a table of AI seats must
    # declare in most deals: an exact bid is rarely hit more often than that, so a fair chance
    # is enough; and the last seat before a throw-in takes a contract with a fair chance.
    volunteer = (rules.exact_bid and made >= EXACT_MIN_MADE) or (stretch > 0.0 and made >= LAST_CHANCE_MADE)
    if e > 0.0 or not can_pass or volunteer:
        why = (
            ""
            if e > 0.0 or not can_pass
            else (
                "; an exact contract is rarely hit more often"
                if rules.exact_bid
                else "; passing would throw the deal in"
            )
        )
        text = (
            f"Bid {_contract(bid.number, bid.trump)}: in {n} sampled deals Napoleon made "
            f"it {_pct(made)} of the time (about {e:+.1f} chips){why}."
        )
        return bid, Finding(bid, text), cache
    text = (
        f"Pass: in {n} sampled deals your best contract, "
        f"{_contract(bid.number, bid.trump)}, was made only {_pct(made)} of the time "
        f"(about {e:+.1f} chips)."
    )
    return PASS, Finding(PASS, text), cache


def bid_values(
    view: SeatView, k: Knowledge, rng: random.Random, worlds: int, trumps: list[Suit | None]
) -> tuple[dict[Bid, tuple[float, float]], int]:
    """Every legal bid of these trumps priced as :func:`choose_bid_sim` prices them: (mean
    chips for Napoleon, share of deals made) over the same sampled deals, and their number
    (the coach pricing a player's bid)."""
    rules = view.rules
    sp = sampler_for(view, k)
    drawn = [sample(sp, rng) for _ in range(worlds)]
    out: dict[Bid, tuple[float, float]] = {}
    for t in trumps:
        outs = [_bid_playout(rules, view, w, t) for w in drawn]
        for b in view.legal_actions:
            if isinstance(b, Bid) and b.trump == t:
                pays = [chips(rules, b.number, *o) for o in outs]
                out[b] = (sum(pays) / len(pays), sum(1 for p in pays if p > 0) / len(pays))
    return out, len(drawn)


def _bid_playout(rules: RuleSet, view: SeatView, world: World, trump: Suit | None) -> tuple[int, bool, bool]:
    me = view.seat
    hands = list(world.hands)
    called, discards = _exchange_and_call(
        rules, me, view.dealer, hands, world.rest, rules.min_bid, trump, 0, None
    )
    root = start_root(rules, trump, me, rules.min_bid, frozenset(bits(called)), discards, 0)
    return play_points(root, hands)


# -- the call ----------------------------------------------------------------------------


def call_candidates(view: SeatView, hand: int, normal: int, alone_ok: bool) -> list[int]:
    callable_ = {int(a.card) for a in view.legal_actions if isinstance(a, Call)}
    out = [normal]
    trump = view.trump
    for c in call_order(view.rules, trump):
        if len(out) >= 3:
            break
        if c in callable_ and not (hand >> c) & 1 and c not in out:
            out.append(c)
    own = [c for c in callable_ if (hand >> c) & 1]
    if own and alone_ok:
        c = max(own)
        if c not in out:
            out.append(c)
    return out


def choose_call_sim(
    view: SeatView,
    k: Knowledge,
    rng: random.Random,
    rollouts: int,
    min_worlds: int,
    endgame: int,
    normal: Call,
) -> tuple[Call, Finding]:
    assert view.contract is not None
    number, trump = view.contract
    hand = k.mine
    cands = call_candidates(view, hand, int(normal.card), True)
    totals, made, worlds = call_values(view, k, rng, rollouts, min_worlds, endgame, cands)
    norm = int(normal.card)
    best = max(cands, key=lambda c: (totals[c] / worlds + (0.05 if c == norm else 0.0), -c))
    action = next(a for a in view.legal_actions if isinstance(a, Call) and int(a.card) == best)
    who = "you play alone" if (hand >> best) & 1 else "its holder is your secret adjutant"
    text = (
        f"Call {Card(best)} ({who}): in {worlds} sampled deals Napoleon made "
        f"{_contract(number, trump)} {_pct(made[best] / worlds)} of the time, the best of "
        f"{len(cands)} calls tried (about {totals[best] / worlds:+.1f} chips)."
    )
    return action, Finding(action, text)


def call_values(
    view: SeatView,
    k: Knowledge,
    rng: random.Random,
    rollouts: int,
    min_worlds: int,
    endgame: int,
    cands: list[int],
) -> tuple[dict[int, float], dict[int, int], int]:
    """Each called card's total chips for Napoleon and contracts made, over the same sampled
    worlds, and the number of worlds (the call chooser, and the coach pricing a call)."""
    rules = view.rules
    assert view.contract is not None
    number, trump = view.contract
    me = view.seat
    called0 = mask(view.called)
    known_discards = mask(view.discards)
    sp = sampler_for(view, k)
    worlds = max(min_worlds, rollouts // len(cands))
    totals = dict.fromkeys(cands, 0.0)
    made = dict.fromkeys(cands, 0)
    for _ in range(worlds):
        world = sample(sp, rng)
        for c in cands:
            hands = list(world.hands)
            called, discards = _exchange_and_call(
                rules, me, view.dealer, hands, world.rest, number, trump, called0, c
            )
            root = start_root(
                rules, trump, me, number, frozenset(bits(called)), discards | known_discards, endgame
            )
            v = play_value(root, hands)
            totals[c] += v
            made[c] += v > 0
    return totals, made, worlds


# -- the discards ------------------------------------------------------------------------


def _greedy(
    rules: RuleSet, hand: int, trump: Suit | None, called: int, count: int, adjust: Callable[[int], float]
) -> int:
    out = 0
    for i in range(count):
        left = count - i
        h = hand & ~out
        c = min(bits(h), key=lambda c: (discard_cost(rules, h, trump, c, left, called) + adjust(c), c))
        out |= 1 << c
    return out


def discard_candidates(
    rules: RuleSet, hand: int, trump: Suit | None, called: int, count: int, limit: int = 6
) -> list[int]:
    """Normal's discard set first, then variants: voiding each short side suit, keeping or
    shedding point cards. Every set comes from the discard cost, so none throws the Mighty,
    a joker or a called card unless nothing else is left."""
    normal = greedy_discards(rules, hand, trump, called, count)
    out = [normal]
    t = -1 if trump is None else int(trump)
    side = [s for s in range(4) if s != t]
    lengths = {s: ((hand >> (s * 13)) & 0x1FFF).bit_count() for s in side}
    short = sorted((s for s in side if 1 <= lengths[s] <= count + 1), key=lambda s: lengths[s])
    variants: list[Callable[[int], float]] = []
    for s in short[:3]:
        variants.append(_void_in(s))
    variants.append(lambda c: 15.0 if rules.is_point_card(c) else 0.0)
    to_opponents = rules.discards_count_for == DiscardsCountFor.OPPONENTS
    if not to_opponents:
        variants.append(lambda c: -15.0 if rules.is_point_card(c) else 0.0)
    pts = tables_for(rules, trump).point_mask
    for adjust in variants:
        d = _greedy(rules, hand, trump, called, count, adjust)
        if to_opponents and (d & pts).bit_count() > (normal & pts).bit_count():
            # A point card discarded is a point for the opponents: never throw more of them
            # than Normal's set does (play-outs are too few to price a point reliably).
            continue
        if d not in out:
            out.append(d)
        if len(out) >= limit:
            break
    return out


def _void_in(suit: int) -> Callable[[int], float]:
    def adjust(c: int) -> float:
        return -50.0 if c < 52 and c // 13 == suit else 0.0

    return adjust


@dataclass(slots=True)
class DiscardPlan:
    """The set chosen at the first ``Discard``; the following ones throw the rest of it."""

    hand: int  # the hand (with the blind) the plan was made for, before any discard
    cards: list[int]
    texts: dict[int, str]


def plan_discards(
    view: SeatView, k: Knowledge, rng: random.Random, rollouts: int, min_worlds: int, endgame: int
) -> DiscardPlan:
    rules = view.rules
    assert view.contract is not None
    number, trump = view.contract
    hand = k.mine
    done = mask(view.discards)
    count = rules.blind_size - sum(1 for _ in view.discards)
    cands = discard_candidates(rules, hand, trump, mask(view.called), count)
    totals, made, worlds = discard_values(view, k, rng, rollouts, min_worlds, endgame, cands)
    best = max(cands, key=lambda d: (totals[d] / max(1, worlds) + (0.05 if d == cands[0] else 0.0), -d))
    order = sorted(bits(best))
    texts = {}
    for c in order:
        if worlds:
            texts[c] = (
                f"Discard {Card(c)}: of {len(cands)} discard sets tried in {worlds} "
                f"sampled deals, throwing {_names(best)} made "
                f"{_contract(number, trump)} most often "
                f"({_pct(made[best] / worlds)}, about {totals[best] / worlds:+.1f} "
                f"chips)."
            )
        else:
            texts[c] = f"Discard {Card(c)}: throwing {_names(best)} is the only sensible set."
    return DiscardPlan(hand | done, order, texts)


def discard_values(
    view: SeatView,
    k: Knowledge,
    rng: random.Random,
    rollouts: int,
    min_worlds: int,
    endgame: int,
    cands: list[int],
) -> tuple[dict[int, float], dict[int, int], int]:
    """Each discard set's total chips for Napoleon and contracts made, over the same sampled
    worlds (none when there is a single set), and the number of worlds (the discard planner,
    and the coach pricing the player's discards)."""
    rules = view.rules
    assert view.contract is not None
    number, trump = view.contract
    me = view.seat
    hand = k.mine
    done = mask(view.discards)
    called0 = mask(view.called)
    call_later = rules.has_adjutant and not view.called
    calls: dict[int, int | None] = {}
    for d in cands:
        calls[d] = None
        if call_later:  # the call comes after the exchange: Normal's call for that hand
            h = hand & ~d
            calls[d] = call_card(rules, h, number, trump, callable_cards(rules, h, called0, d | done))[0]
    roots = {}
    for d in cands:
        called = called0 | (0 if calls[d] is None else 1 << calls[d])  # type: ignore[operator]
        roots[d] = start_root(rules, trump, me, number, frozenset(bits(called)), d | done, endgame)
    totals = dict.fromkeys(cands, 0.0)
    made = dict.fromkeys(cands, 0)
    worlds = 0
    if len(cands) > 1:
        sp = sampler_for(view, k)
        worlds = max(min_worlds, rollouts // len(cands))
        for _ in range(worlds):
            world = sample(sp, rng)
            for d in cands:
                hands = list(world.hands)
                hands[me] = hand & ~d
                v = play_value(roots[d], hands)
                totals[d] += v
                made[d] += v > 0
    return totals, made, worlds


def _names(m: int) -> str:
    return " ".join(str(Card(c)) for c in bits(m))


def next_discard(view: SeatView, plan: DiscardPlan | None) -> Discard | None:
    """The plan's next card if the plan still fits this view (same hand, discards so far
    from the plan), else ``None``."""
    if plan is None:
        return None
    hand = mask(view.hand)
    done = mask(view.discards)
    if hand | done != plan.hand or any(c not in plan.cards for c in bits(done)):
        return None
    for c in plan.cards:
        if (hand >> c) & 1:
            return next((a for a in view.legal_actions if isinstance(a, Discard) and int(a.card) == c), None)
    return None
