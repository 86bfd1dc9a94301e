"""A challenge's deals and seats come from the challenge alone: the same for the player's table
and for the par, in every process."""

from __future__ import annotations

import itertools

import pytest

from game.challenge import Challenge
from game.challenge.challenge import derive
from game.rules.games import game_spec


def test_each_deal_has_its_own_seed_and_the_dealer_moves_round_the_table():
    c = Challenge("napoleon", "pagat", 5, seat=2, seed=1000, deals=5)
    seeds = [c.deal_seed(i) for i in range(5)]
    assert len(set(seeds)) == 5
    dealers = [c.dealer(i) for i in range(5)]
    assert sorted(dealers) == [0, 1, 2, 3, 4]  # the player bids from every place once
    assert all((b - a) % 5 == 1 for a, b in itertools.pairwise(dealers))
    with pytest.raises(IndexError):
        c.deal_seed(5)


def test_the_deals_depend_on_the_seed_and_game_not_on_the_seat_or_level():
    a = Challenge("napoleon", "pagat", 5, seat=0, level="easy", seed=7)
    b = Challenge("napoleon", "pagat", 5, seat=3, level="hard", seed=7)
    assert [a.deal_seed(i) for i in range(5)] == [b.deal_seed(i) for i in range(5)]
    assert a.new_hand(0).record() == b.new_hand(0).record()
    assert a.deal_seed(0) != Challenge("napoleon", "pagat", 5, seed=8).deal_seed(0)
    assert a.deal_seed(0) != Challenge("nap", "standard", 5, seed=7).deal_seed(0)


def test_a_deal_is_the_games_own_deal_of_its_seed_and_dealer():
    c = Challenge("nap", "standard", 5, seed=3, changes=(("misere", True),))
    spec = game_spec("nap")
    hand = spec.new_hand(spec.presets["standard"].replace(misere=True), c.deal_seed(1), c.dealer(1))
    assert c.new_hand(1).record() == hand.record()
    assert c.rules().misere and c.rules().players == 5


def test_the_field_seeds_are_every_seat_but_the_players_and_the_hards_its_own():
    c = Challenge("nap", "standard", 4, seat=1, seed=5)
    field = c.field_seeds(2)
    assert sorted(field) == [0, 2, 3]
    assert len({*field.values(), c.hard_seed(2)}) == 4
    assert field == Challenge("nap", "standard", 4, seat=1, seed=5).field_seeds(2)
    assert field != c.field_seeds(3)


def test_seeds_are_fixed_numbers_not_a_processs_hash():
    assert derive("deal", "N", 1, 0) == 321_255_631  # SHA-256, the same everywhere


def test_changes_are_kept_in_one_form_so_equal_challenges_are_equal():
    a = Challenge("napoleon", "pagat", 5, changes=(("scoring", "hard"), ("joker", "on"), ("min_bid", 11)))
    b = Challenge("napoleon", "pagat", 5, changes=(("joker", True), ("scoring", "hard")))
    assert a == b and hash(a) == hash(b)
    assert [n for n, _ in a.changes] == ["joker", "scoring"]  # the table's order; min_bid is pagat's own


def test_of_rules_starts_from_the_nearest_preset():
    spec = game_spec("napoleon")
    bga = spec.presets["bga"].replace(tens_score=False)
    c = Challenge.of_rules("napoleon", bga)
    assert c.preset == "bga" and c.changes == (("tens_score", False),)
    assert c.rules() == bga
