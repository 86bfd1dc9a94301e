"""The solver plays a last trick of single cards straight: the same value as searching it."""

from __future__ import annotations

import random

import pytest

from game.ai import make_seat
from game.ai.napoleon import rollout
from game.ai.napoleon.hard import candidates
from game.ai.napoleon.knowledge import knowledge_of
from game.ai.napoleon.sampler import sample, sampler_for
from game.napoleon import NapoleonHand, Phase, RuleSet


@pytest.mark.parametrize("preset", ["pagat", "bga", "1885"])
def test_the_last_trick_shortcut_values_every_card_as_the_search_does(
    preset: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = RuleSet.preset(preset)
    rng = random.Random(preset)
    checked = 0
    for deal in range(6):
        seats = [make_seat("normal", 10 * deal + s) for s in range(rules.players)]
        hand = NapoleonHand.new(rules, 400 + deal, dealer=deal % rules.players)
        while not hand.is_over:
            view = hand.view(hand.to_act)
            if hand.phase == Phase.PLAY and len(view.legal_actions) > 1 and hand.trick_no >= 5:
                k = knowledge_of(view)
                world = sample(sampler_for(view, k), rng)
                root = rollout.root_of(view, 3)
                for c in candidates(view, k):
                    fast = rollout.play_out(root, rollout.sim_of(root, world), c, None)
                    with monkeypatch.context() as m:
                        m.setattr(rollout, "_last_trick", lambda *a: None)
                        slow = rollout.play_out(root, rollout.sim_of(root, world), c, None)
                    assert fast == slow
                    checked += 1
            hand.apply(seats[hand.to_act].choose(view))
    assert checked > 20
