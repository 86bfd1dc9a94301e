"""Policy-based inference: the true deal looks natural, resampling keeps the draw count."""

from __future__ import annotations

import math
import random

import pytest

from game.ai import make_seat
from game.ai.napoleon.inference import (
    BID_FLOOR,
    MISMATCH,
    bid_context,
    bid_weight,
    history,
    resample,
    world_weight,
)
from game.ai.napoleon.knowledge import deck_mask, knowledge_of, mask
from game.ai.napoleon.rollout import root_of
from game.ai.napoleon.sampler import World, sample, sampler_for
from game.napoleon import NapoleonHand, Phase, RuleSet

from .helpers import to_first_play


def test_the_true_deal_outweighs_sampled_ones_at_a_normal_table() -> None:
    rules = RuleSet.preset("pagat")
    rng = random.Random(3)
    true_total = sampled_total = 0.0
    for deal in range(4):
        seats = [make_seat("normal", deal * 10 + s) for s in range(5)]
        hand = NapoleonHand.new(rules, 400 + deal, dealer=deal % 5)
        while not hand.is_over:
            s = hand.to_act
            view = hand.view(s)
            if view.phase == Phase.PLAY and view.trick_no == 5 and not view.trick:
                plays = history(view)
                assert len(plays) == 5 * 5
                root = root_of(view, 0)
                hands = tuple(hand.held(x) for x in range(5))
                played = mask(c for t in view.tricks for c in t.cards)
                truth = World(
                    hands,
                    deck_mask(view) & ~mask(c for h in hands for c in range(54) if (h >> c) & 1) & ~played,
                )
                true_total += world_weight(root, truth, plays)
                sp = sampler_for(view, knowledge_of(view))
                sampled_total += sum(world_weight(root, sample(sp, rng), plays) for _ in range(10)) / 10
            hand.apply(seats[s].choose(view))
    assert true_total > 2 * sampled_total


def test_resample_draws_exactly_count_in_proportion() -> None:
    worlds = [World((i,), 0) for i in range(4)]
    drawn = resample(worlds, [0.0, 3.0, 1.0, 0.0], 8, random.Random(1))
    assert sum(k for _, k in drawn) == 8
    got = {w.hands[0]: k for w, k in drawn}
    assert got == {1: 6, 2: 2}


def test_the_bid_weight_favours_napoleons_true_hand_over_sampled_ones() -> None:
    """Napoleon self-selects a strong hand: his true cards fit his bid better than the cards
    the sampler deals him, so the bid weight is higher on the truth (on average)."""
    rules = RuleSet.preset("pagat")
    rng = random.Random(5)
    true_w: list[float] = []
    sampled_w: list[float] = []
    for deal in range(12):
        seats = [make_seat("normal", deal * 10 + s) for s in range(5)]
        hand = NapoleonHand.new(rules, 7000 + deal, dealer=deal % 5)
        while not hand.is_over:
            s = hand.to_act
            view = hand.view(s)
            if view.phase == Phase.PLAY and view.trick_no == 0 and s != view.napoleon:
                ctx = bid_context(view)
                assert ctx is not None and view.napoleon is not None
                trump, bid, played = ctx
                nap = view.napoleon
                held = mask(c for x in range(5) for c in range(54) if (hand.held(x) >> c) & 1)
                hidden = deck_mask(view) & ~held & ~mask(view.trick)
                true_w.append(bid_weight(rules, trump, bid, hand.held(nap) | played | hidden))
                k = knowledge_of(view)
                sp = sampler_for(view, k)
                for _ in range(10):
                    w = sample(sp, rng)
                    sampled_w.append(
                        bid_weight(rules, trump, bid, w.hands[nap] | played | w.rest | k.seen_elsewhere)
                    )
                break
            hand.apply(seats[s].choose(view))
    assert len(true_w) >= 8
    assert sum(true_w) / len(true_w) > sum(sampled_w) / len(sampled_w) + 0.1


def test_a_bid_weight_is_one_when_covered_and_never_below_the_floor() -> None:
    from game.rules import Suit

    rules = RuleSet.preset("pagat")
    spades = mask(range(39, 52))  # every spade: far more than any bid needs
    assert bid_weight(rules, Suit.SPADES, 16, spades | mask([12, 25])) == 1.0
    assert bid_weight(rules, Suit.SPADES, 20, mask([0, 1, 13, 14])) == BID_FLOOR


def test_no_bid_weighting_for_our_own_contract() -> None:
    rules = RuleSet.preset("pagat")
    hand = to_first_play(rules, 7001, dealer=1)
    view = hand.view(hand.to_act)
    assert view.napoleon is not None
    assert bid_context(hand.view(view.napoleon)) is None


def test_the_mismatch_weight_counts_the_same_unnatural_cards_whatever_the_factor() -> None:
    """``world_weight`` is the factor to the power of the others' unnatural cards: Hard's
    ``mismatch`` switch changes how much one counts, not which ones do."""
    rules = RuleSet.preset("bga")
    seats = [make_seat("normal", 60 + s) for s in range(5)]
    hand = NapoleonHand.new(rules, 321, dealer=0)
    rng = random.Random(4)
    counted = 0
    while not hand.is_over:
        s = hand.to_act
        view = hand.view(s)
        if view.phase == Phase.PLAY and view.trick_no == 4 and not view.trick:
            plays = history(view)
            root = root_of(view, 0)
            sp = sampler_for(view, knowledge_of(view))
            for _ in range(20):
                w = sample(sp, rng)
                misses = round(math.log(world_weight(root, w, plays, 0.5)) / math.log(0.5))
                assert world_weight(root, w, plays, 0.3) == pytest.approx(0.3**misses)
                assert world_weight(root, w, plays) == pytest.approx(MISMATCH**misses)
                counted += misses
        hand.apply(seats[s].choose(view))
    assert counted > 0
