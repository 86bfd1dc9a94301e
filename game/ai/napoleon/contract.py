"""Hand evaluation, bidding, the call and the discards: the decisions made before play.

The evaluation counts likely trick-winners (Mighty, jacks, joker, trump honours, long trumps,
side aces), adds the partner's and the blind's expected share and converts tricks to points
at the deal's average points per trick. It is a rule table in the spirit of the published
Mighty bidders (ai-anchors §2.1), tuned so a table of Normal seats declares most deals and
makes 40–75% of its contracts.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.napoleon import PASS, Action, Bid, Call, Discard, Play, RuleSet, SeatView
from game.napoleon.bidding import bid_key
from game.napoleon.options import AllPass, JokerFollowStrength, JokerLedStrength
from game.napoleon.tricks import tables_for
from game.rules import Suit
from game.rules.cards import bits, jack_of

from .knowledge import playable
from .misere import misere_bid


@dataclass(frozen=True, slots=True)
class Estimate:
    trump: Suit | None
    points: float  # expected points for Napoleon's side
    solo: float  # expected points without any adjutant's help
    rank: int | None = None  # 003's number bid: the rank whose four cards would be trumps


# Napoleon alone (no adjutant): (base, slope) of the share of all points he takes, as a
# function of the share ``solo`` counts, per player count: ``calibrate --fit --deals 60``.
SOLO_FIT: dict[int, tuple[float, float]] = {
    2: (0.438, 0.698),
    3: (0.149, 0.966),
    4: (0.050, 1.185),
    5: (0.029, 1.049),
    6: (0.063, 0.906),
}


def n_tricks(rules: RuleSet) -> int:
    return rules.cards_per_hand + rules.pile_cards


def evaluate(rules: RuleSet, hand: int, trump: Suit | None, rank: int | None = None) -> Estimate:
    """Expected points for Napoleon's side if this hand declared ``trump`` (or, 003's number
    bid, the ``rank``: its four cards trumps, the powers ♠A, ♦J, ♠J)."""
    t = -1 if trump is None else int(trump)
    mighty = int(rules.mighty(trump))
    tricks = 0.0
    if (hand >> mighty) & 1:
        tricks += 1.0
    trump_count = 0
    rank_cards: set[int] = set()
    bid_rank = rank  # ``rank`` is reused below for the ranks of the trumps
    if bid_rank is not None:
        tricks += _rank_tricks(rules, hand, bid_rank, mighty)
        rank_cards = {s * 13 + bid_rank - 2 for s in range(4)}
    if t >= 0:
        right = jack_of(t)
        left = jack_of(int(Suit(t).partner))
        if rules.right_left_jacks:
            tricks += 0.9 * ((hand >> right) & 1) + 0.75 * ((hand >> left) & 1)
        for c in range(t * 13, t * 13 + 13):
            if (hand >> c) & 1:
                trump_count += 1
                rank = c % 13 + 2
                if c == mighty or (rules.right_left_jacks and c == right):
                    continue
                tricks += {14: 0.75, 13: 0.5, 12: 0.35, 11: 0.3}.get(rank, 0.0)
        if rules.right_left_jacks and (hand >> left) & 1:
            trump_count += 1
        tricks += 0.55 * max(0, trump_count - 3)
    for j in range(rules.joker_count):
        if (hand >> (52 + j)) & 1:
            strong = (
                rules.joker_led_strength != JokerLedStrength.WEAK_HUNTER
                or rules.joker_follow_strength == JokerFollowStrength.BELOW_MIGHTY
                or rules.joker_above_mighty != "off"
            )
            tricks += 0.75 if strong else 0.2
    for s in range(4):
        if s == t:
            continue
        suit = (hand >> (s * 13)) & 0x1FFF
        length = suit.bit_count()
        ace = s * 13 + 12
        if (hand >> ace) & 1 and ace != mighty and ace not in rank_cards:
            tricks += 0.6 if length < 5 else 0.45
        if (hand >> (ace - 1)) & 1 and length >= 2 and ace - 1 not in rank_cards:
            tricks += 0.3
        if t >= 0 and trump_count >= 4 and length <= 1:
            tricks += 0.3 if length == 0 else 0.15
    total_tricks = n_tricks(rules)
    per_trick = rules.total_points / total_tricks
    blind = 0.12 * rules.blind_size if rules.exchanges else 0.0
    solo = (tricks + blind) * per_trick * 1.08
    if rules.has_adjutant:
        partner = max(0.0, total_tricks - tricks) / (rules.players - 1) * 1.35 + 0.5
        return Estimate(trump, (tricks + blind + partner) * per_trick * 1.08, solo, bid_rank)
    # Alone: the share of the points a lone Napoleon takes, fitted to the points Normal
    # Napoleons took in play (``python -m game.ai.napoleon.calibrate --fit``). With two players the base
    # is large: half of each hand lies face down in the piles, unseen when bidding.
    base, slope = SOLO_FIT.get(rules.players, SOLO_FIT[6])
    share = base + slope * solo / rules.total_points
    return Estimate(trump, min(1.0, share) * rules.total_points, solo, bid_rank)


def _rank_tricks(rules: RuleSet, hand: int, rank: int, mighty: int) -> float:
    """003's number bid: the tricks the powers ♦J and ♠J (not when jacks are bid) and the bid
    rank's cards are worth (the Mighty is counted by the caller). A rank card wins a trick
    unless a power or a higher card of the rank falls on it: the highest held counts most."""
    tables = tables_for(rules, None, rank)
    tricks = 0.0
    if rules.right_left_jacks and tables.right_jack >= 0:
        tricks += 0.9 * ((hand >> tables.right_jack) & 1) + 0.75 * ((hand >> tables.left_jack) & 1)
    cards = sorted((s * 13 + rank - 2 for s in range(4)), key=lambda c: -tables.rank_order[c // 13])
    above = 0  # rank cards above this one that others may hold
    for c in cards:
        if c == mighty:
            continue
        if (hand >> c) & 1:
            tricks += max(0.35, 0.9 - 0.2 * above)
        else:
            above += 1
    return tricks


RANK_CAUTION = 1.5  # points taken off a number bid's estimate (tuned: made about as often as suits)
MIN_RANK_CARDS = 3  # a number bid only with at least three of the rank's four cards


def rank_bids(rules: RuleSet, hand: int) -> list[int]:
    """The ranks worth bidding in (003's number bid): those we hold three or four of."""
    if rules.bid_kind != "number":
        return []
    return [
        r for r in range(2, 15) if sum((hand >> (s * 13 + r - 2)) & 1 for s in range(4)) >= MIN_RANK_CARDS
    ]


def best_estimates(rules: RuleSet, hand: int, bid_trumps: list[Suit | None]) -> list[Estimate]:
    ests = [evaluate(rules, hand, t) for t in bid_trumps]
    ests += [evaluate(rules, hand, None, r) for r in rank_bids(rules, hand)]
    return sorted(ests, key=lambda e: -e.points)


# How far below the cheapest bid a hand may be and still take the contract when passing would
# throw the deal in (everyone else has passed), in points of a 20-point deal: a table of AI
# seats must declare in most deals, or the player faces a stream of redeals.
LAST_CHANCE = 4.5
# Under exact bidding: how far the nearest legal bid may be from the estimate.
EXACT_TOLERANCE = 1.0


def last_chance(view: SeatView) -> bool:
    """Whether our pass would end the auction with no contract (a thrown-in deal)."""
    rules = view.rules
    if view.high_bid is not None or PASS not in view.legal_actions:
        return False
    if rules.all_pass != AllPass.REDEAL or rules.all_pass_forced_contract is not None:
        return False
    n = rules.players
    tail = view.auction[-(n - 1) :] if n > 1 else ()
    return len(tail) == n - 1 and all(a == PASS for _, a in tail)


def choose_bid(view: SeatView, margin: float, noise: float = 0.0) -> Action:
    """The cheapest legal bid in our best suit that our estimate covers, else pass.

    Under ``exact_bid`` the contract must be taken exactly: the bid nearest to our estimate
    among the legal ones, if it is near enough. The last seat to speak before a throw-in
    stretches by ``LAST_CHANCE``.
    """
    rules = view.rules
    hand = _mask(playable(view))
    legal = [a for a in view.legal_actions if isinstance(a, Bid)]
    can_pass = PASS in view.legal_actions
    # 003's bidding without suit: the bid names none, and Napoleon's first lead makes trumps,
    # so the hand is judged in its best suit. Bids in tricks: points are turned into tricks.
    suitless = rules.bid_kind == "suitless"
    trumps = sorted({a.trump for a in legal}, key=lambda s: -1 if s is None else int(s))
    if suitless:
        trumps = list(Suit)
    per_point = rules.tricks_per_hand / rules.total_points if rules.bid_kind == "tricks" else 1.0
    scale = rules.total_points / 20 * per_point
    stretch = LAST_CHANCE * scale if last_chance(view) else 0.0
    best: tuple[float, Bid] | None = None
    for est in best_estimates(rules, hand, trumps):
        target = (est.points - margin + noise) * per_point
        if est.trump is None:
            target -= 1.0 * per_point  # no-trump (and number) hands are harder to judge: be careful
        if est.rank is not None:
            # 003's number bid: four trumps at most, no long suit to draw the others' with
            target -= RANK_CAUTION * per_point
        ours = legal if suitless else [b for b in legal if b.trump == est.trump and b.rank == est.rank]
        if not ours:
            continue
        if rules.exact_bid:
            bid = min(ours, key=lambda b: (abs(b.number - target), bid_key(rules, b.number, b.trump)))
            slack = -abs(bid.number - target)
            if slack < -(EXACT_TOLERANCE * scale + stretch):
                continue
        else:
            options = [b for b in ours if b.number <= target + stretch]
            if not options:
                continue
            bid = min(options, key=lambda b: bid_key(rules, b.number, b.trump))
            slack = target - bid.number
        if best is None or slack > best[0]:
            best = (slack, bid)
    if best is not None:
        return best[1]
    misere = misere_bid(view, bits(hand))  # 003: a hand to win no trick with
    if misere is not None:
        return misere
    if can_pass:
        return PASS
    # Forced to bid (everyone passed and we hold the Mighty): the cheapest bid in our best suit.
    top = best_estimates(rules, hand, trumps)[0]
    ours = [b for b in legal if b.trump == top.trump and b.rank == top.rank] or legal
    return min(ours, key=lambda b: bid_key(rules, b.number, b.trump))


def call_order(rules: RuleSet, trump: Suit | None) -> list[int]:
    """The cards worth calling, strongest first: the Mighty, the jacks, the joker, trump
    honours, then side aces."""
    order = [int(rules.mighty(trump))]
    t = -1 if trump is None else int(trump)
    if t >= 0 and rules.right_left_jacks:
        order.append(jack_of(t))
    order += [52 + j for j in range(rules.joker_count)]
    if t >= 0:
        if rules.right_left_jacks:
            order.append(jack_of(int(Suit(t).partner)))
        order += [t * 13 + r for r in (12, 11, 10, 8, 9, 7, 6) if t * 13 + r not in order]
    order += [s * 13 + 12 for s in (3, 2, 1, 0) if s != t and s * 13 + 12 not in order]
    order += [s * 13 + 11 for s in (3, 2, 1, 0) if s != t]
    return order


def choose_call(view: SeatView) -> tuple[Call, bool]:
    """(call, alone): the strongest card we lack; our own card (alone) if we need no help."""
    calls = [a for a in view.legal_actions if isinstance(a, Call)]
    hand = _mask(playable(view))
    contract = view.contract
    assert contract is not None
    number, trump = contract
    card, alone = call_card(view.rules, hand, number, trump, [int(a.card) for a in calls])
    return next(a for a in calls if int(a.card) == card), alone


def call_card(
    rules: RuleSet, hand: int, number: int, trump: Suit | None, callable_: list[int]
) -> tuple[int, bool]:
    """``choose_call`` on bitmasks: (card, alone) among the ``callable_`` cards."""
    est = evaluate(rules, hand, trump)
    own = [c for c in callable_ if (hand >> c) & 1]
    if own and est.solo >= number + 1.5:
        # Alone pays more: with enough sure winners we keep the whole prize.
        return max(own), True
    allowed = set(callable_)
    for c in call_order(rules, trump):
        if c in allowed and not (hand >> c) & 1:
            return c, False
    return next((c for c in callable_ if not (hand >> c) & 1), callable_[0]), False


def callable_cards(rules: RuleSet, hand: int, called: int, discards: int) -> list[int]:
    """The cards Napoleon holding ``hand`` may call (the engine's rule, on bitmasks)."""
    out = []
    for c in rules.deck:
        x = int(c)
        if (called >> x) & 1 or (discards >> x) & 1:
            continue
        if x >= 52 and not rules.call_joker:
            continue
        if not rules.call_own_card and (hand >> x) & 1:
            continue
        out.append(x)
    return out


def discard_cost(
    rules: RuleSet, hand: int, trump: Suit | None, card: int, left: int, keep_calls: int
) -> float:
    """How bad discarding ``card`` is (lower is better) with ``left`` discards still to make."""
    t = -1 if trump is None else int(trump)
    if card >= 52:
        return 500.0
    if card == int(rules.mighty(trump)) or (keep_calls >> card) & 1:
        return 1000.0
    rank = card % 13 + 2
    s = card // 13
    cost = float(rank)
    if t >= 0 and (
        s == t or (rules.right_left_jacks and card in (jack_of(t), jack_of(int(Suit(t).partner))))
    ):
        cost += 100.0
    if rank == 14:
        cost += 30.0
    if rules.is_point_card(card):
        to = rules.discards_count_for
        cost += 18.0 if to == "opponents" else (-4.0 if to == "napoleon" else 4.0)
    length = ((hand >> (s * 13)) & 0x1FFF).bit_count()
    if s != t and length <= left:
        cost -= 9.0  # finishing a void: we can ruff this suit later
    return cost + 0.5 * length


def choose_discard(view: SeatView) -> Discard:
    rules = view.rules
    hand = _mask(view.hand)
    trump = view.trump
    left = rules.blind_size - sum(1 for _ in view.discards)
    called = _mask(view.called)
    legal = [a for a in view.legal_actions if isinstance(a, Discard)]
    best = min(
        legal, key=lambda a: (discard_cost(rules, hand, trump, int(a.card), left, called), int(a.card))
    )
    return best


def greedy_discards(rules: RuleSet, hand: int, trump: Suit | None, called: int, count: int) -> int:
    """The ``count`` cards ``choose_discard`` would throw one after another, as a mask."""
    out = 0
    for i in range(count):
        left = count - i
        h = hand & ~out
        if not h:
            break
        c = min(bits(h), key=lambda c: (discard_cost(rules, h, trump, c, left, called), c))
        out |= 1 << c
    return out


def _mask(cards: object) -> int:
    m = 0
    for c in cards:  # type: ignore[attr-defined]
        if c is not None:
            m |= 1 << int(c)
    return m


def describe(cards: int) -> str:
    from game.rules import Card

    return ", ".join(str(Card(c)) for c in bits(cards))


def suitless_first_lead(view: SeatView) -> int | None:
    """Under 003's bidding without suit, Napoleon's lead that makes trumps: the strongest card
    of the hand's best suit (``None`` when trumps are already known or it is not that lead)."""
    rules = view.rules
    if rules.bid_kind != "suitless" or view.trump is not None or view.trick or view.seat != view.napoleon:
        return None
    hand = _mask(playable(view))
    legal = {int(a.card) for a in view.legal_actions if isinstance(a, Play) and a.card < 52}
    for est in best_estimates(rules, hand, list(Suit)):
        assert est.trump is not None
        ours = [c for c in legal if c // 13 == int(est.trump)]
        if ours:
            return max(ours)
    return None
