"""Policy-based inference: the true deal looks natural, resampling keeps the draw count."""

from __future__ import annotations

import random

from game.ai import make_seat
from game.ai.inference import history, resample, world_weight
from game.ai.knowledge import deck_mask, knowledge_of, mask
from game.ai.rollout import root_of
from game.ai.sampler import World, sample, sampler_for
from game.rules import NapoleonHand, Phase, RuleSet


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
