"""The auction's and the call's weights: worlds that contradict a bid, a pass or the call weigh
less (never nothing), the true deal outweighs sampled ones, and the search stays replayable."""

from __future__ import annotations

import random

from game.ai import make_seat
from game.ai.napoleon.contract import call_order
from game.ai.napoleon.hard import HardSeat
from game.ai.napoleon.inference import AUCTION_FLOOR, AuctionContext, auction_context, auction_weight
from game.ai.napoleon.knowledge import knowledge_of, mask
from game.ai.napoleon.rollout import root_of
from game.ai.napoleon.sampler import World, sample, sampler_for
from game.napoleon import PASS, Bid, NapoleonHand, Phase, RuleSet, SeatView
from game.rules import Suit

RULES = RuleSet.preset("pagat")
SPADES = list(range(39, 52))
WEAK = mask([0, 1, 2, 13, 14, 15, 26, 27, 28, 3])  # low clubs, diamonds, hearts: no bid in it


def ctx(**kw: object) -> AuctionContext:
    base: dict[str, object] = {
        "rules": RULES,
        "bidders": (),
        "passers": (),
        "trumps": tuple(Suit),
        "napoleon": None,
        "above": 0,
        "played": (0,) * 5,
        "exchanges": True,
    }
    base.update(kw)
    return AuctionContext(**base)  # type: ignore[arg-type]


def world(seat: int, cards: int) -> World:
    hands = [0] * 5
    hands[seat] = cards
    return World(tuple(hands), 0)


def test_a_world_that_contradicts_a_pass_weighs_less() -> None:
    c = ctx(passers=((2, 13),))
    strong = mask(SPADES[3:]) | mask([12, 25])  # ten spades with the ace and jack
    assert auction_weight(c, world(2, WEAK)) == 1.0
    assert auction_weight(c, world(2, strong)) < 0.3
    assert auction_weight(c, world(2, strong)) >= AUCTION_FLOOR


def test_a_bidder_holds_about_what_he_bid() -> None:
    c = ctx(bidders=((1, Suit.SPADES, 15),))
    fits = mask(SPADES[5:12]) | mask([12, 25, 11])  # seven spades with the ace, two side aces
    assert auction_weight(c, world(1, WEAK)) < 0.2 * auction_weight(c, world(1, fits))


def test_napoleon_holds_the_cards_above_his_call() -> None:
    order = call_order(RULES, Suit.SPADES)
    mighty, called = order[0], order[1]
    assert called != mighty
    c = ctx(napoleon=0, above=1 << mighty)
    has = World((1 << mighty, 0, 0, 0, 0), 0)
    lacks = World((0, 1 << mighty, 0, 0, 0), 0)
    discarded = World((0, 0, 0, 0, 0), 1 << mighty)  # in his face-down discards: still his
    assert auction_weight(c, has) == 1.0 == auction_weight(c, discarded)
    assert auction_weight(c, lacks) < 0.5


def test_the_weight_is_floored() -> None:
    strong = mask(SPADES) | mask([12, 25])
    passers = tuple((s, 12) for s in range(1, 5))
    c = ctx(passers=passers)
    w = World((0, strong, strong, strong, strong), 0)
    assert auction_weight(c, w) == AUCTION_FLOOR


def first_play_views(deals: int, seed: int) -> list[tuple[SeatView, NapoleonHand]]:
    """Each deal's first card decision of a seat that is not Napoleon, at a Normal table."""
    out = []
    for deal in range(deals):
        seats = [make_seat("normal", seed + deal * 10 + s) for s in range(5)]
        hand = NapoleonHand.new(RULES, seed * 100 + deal, dealer=deal % 5)
        while not hand.is_over:
            s = hand.to_act
            view = hand.view(s)
            if view.phase == Phase.PLAY and s != view.napoleon:
                out.append((view, hand))
                break
            hand.apply(seats[s].choose(view))
    return out


def test_the_context_reads_the_other_seats_bids_and_passes() -> None:
    for view, _ in first_play_views(4, 31):
        c = auction_context(view)
        assert c is not None
        seats = {s for s, *_ in c.bidders} | {s for s, _ in c.passers}
        assert view.seat not in seats and view.napoleon not in seats
        for s, trump, number in c.bidders:
            assert any(a == Bid(number, trump) for x, a in view.auction if x == s)
        for s, _ in c.passers:
            assert (s, PASS) in view.auction
        # The call is read when there are cards above the called one (none above the Mighty).
        assert c.napoleon == (view.napoleon if c.above else None)
        assert not (c.above >> int(view.called[0])) & 1
        only_call = auction_context(view, bids=False)
        assert only_call is None or (not only_call.bidders and not only_call.passers)
        only_bids = auction_context(view, call=False)
        assert only_bids is not None and not only_bids.above and only_bids.napoleon is None


def test_the_true_deal_outweighs_sampled_ones() -> None:
    rng = random.Random(4)
    true_w: list[float] = []
    sampled_w: list[float] = []
    for view, hand in first_play_views(10, 57):
        c = auction_context(view)
        assert c is not None
        hands = tuple(hand.held(x) for x in range(5))
        held = mask(x for h in hands for x in range(55) if (h >> x) & 1) | mask(view.trick)
        rest = mask(RULES.deck) & ~held
        true_w.append(auction_weight(c, World(hands, rest)))
        sp = sampler_for(view, knowledge_of(view))
        sampled_w.extend(auction_weight(c, sample(sp, rng)) for _ in range(10))
    assert sum(true_w) / len(true_w) > 1.5 * sum(sampled_w) / len(sampled_w)


def drawn(seat: HardSeat, view: SeatView) -> list[tuple[tuple[int, ...], int]]:
    return [(w.hands, t) for w, t in seat._draw(view, knowledge_of(view), root_of(view, 2), 20)]


def test_the_switch_changes_the_worlds_and_a_seed_replays_them() -> None:
    differs = False
    for view, _ in first_play_views(3, 73):
        on = drawn(HardSeat(5, rollouts=60, auction_inference=True, call_inference=True), view)
        assert on == drawn(HardSeat(5, rollouts=60, auction_inference=True, call_inference=True), view)
        differs |= on != drawn(HardSeat(5, rollouts=60), view)  # off by default
    assert differs
