"""Seats use only their view: the sampler and the inferred voids never see hidden cards."""

from __future__ import annotations

import random

from game.ai import make_seat
from game.ai.napoleon.knowledge import knowledge_of
from game.ai.napoleon.sampler import REST, sample, sampler_for
from game.napoleon import PRESETS, NapoleonHand
from game.napoleon.hand import Phase
from game.rules.cards import bits


def _views(preset: str, seed: int, n_tricks: int = 4):  # type: ignore[no-untyped-def]
    rules = PRESETS[preset]
    hand = NapoleonHand.new(rules, seed, dealer=0)
    seats = [make_seat("normal", seed * 7 + s) for s in range(rules.players)]
    while hand.phase != Phase.DONE:
        s = hand.to_act
        view = hand.view(s)
        if hand.phase == Phase.PLAY and hand.trick_no >= 1:
            yield hand, view
            if hand.trick_no >= n_tricks:
                return
        hand.apply(seats[s].choose(view))


def test_voids_are_true() -> None:
    """A void inferred from the public tricks is never wrong."""
    for preset in ("pagat", "bga", "pagat-joker", "rules-card"):
        for seed in range(15):
            for hand, view in _views(preset, seed, 8):
                k = knowledge_of(view)
                for s in range(view.players):
                    assert not (k.voids[s] & hand.held(s)), (preset, seed, s)


def test_sampled_worlds_are_consistent() -> None:
    rng = random.Random(3)
    for preset in ("pagat", "bga", "pagat-joker"):
        for seed in range(8):
            for _hand, view in _views(preset, seed):
                k = knowledge_of(view)
                sp = sampler_for(view, k)
                for _ in range(5):
                    w = sample(sp, rng)
                    me = view.seat
                    assert w.hands[me] == k.mine
                    dealt = w.rest
                    for s in range(view.players):
                        if s == me:
                            continue
                        # Only unseen cards, the right number, never against a void.
                        assert w.hands[s] & ~k.unseen == 0
                        assert w.hands[s].bit_count() == view.held_counts[s]
                        assert w.hands[s] & k.voids[s] == 0
                        assert dealt & w.hands[s] == 0
                        dealt |= w.hands[s]
                    assert dealt == k.unseen
                    # A card the seat has seen (own, played, shown) is never dealt.
                    assert not (dealt & (k.mine | k.played | k.seen_elsewhere))
                assert REST not in sp.capacity or sp.capacity[REST] >= 0


def test_view_does_not_change_knowledge_of_others() -> None:
    """Knowledge built from a view is identical whatever the hidden cards are."""
    for _hand, view in _views("pagat", 5):
        k = knowledge_of(view)
        assert set(bits(k.mine)) == {int(c) for c in view.hand}
