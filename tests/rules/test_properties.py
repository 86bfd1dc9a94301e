"""Property tests over random legal play, for every preset and player count 2-6."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.napoleon import NapoleonHand, Play, RuleSet
from game.napoleon.record import dumps
from game.rules import IllegalAction, replay

from .helpers import PLAYABLE, all_locations, play_randomly, reshuffle_hidden
from .strategies import rule_sets as rule_sets_of_any_options

rule_sets = st.sampled_from(PLAYABLE)
seeds = st.integers(min_value=0, max_value=2**32)


def check_random_play(name: str, rules: RuleSet, hand: NapoleonHand, rng: random.Random) -> None:
    """Play ``hand`` out at random, checking after every action that cards are conserved and
    that the hand ends; at the end, that points are accounted for and payments sum to zero."""
    deck = sorted(rules.deck)
    steps = 0
    while not hand.is_over:
        actions = hand.legal_actions()
        assert actions, f"{name}: seat {hand.to_act} has no legal action in {hand.phase}"
        assert sorted(all_locations(hand)) == deck, "cards are not conserved"
        hand.apply(rng.choice(actions))
        steps += 1
        assert steps < 1000, "the hand does not end"
    assert sorted(all_locations(hand)) == deck
    if hand.result is not None:
        result = hand.result
        if rules.scoring == "points_table":  # 003's points: not zero-sum, never negative
            assert min(result.payments) >= 0
        else:
            assert sum(result.payments) == 0, "payments do not sum to zero"
        discard_points = sum(1 for c in hand.discards if rules.is_point_card(c))
        assert sum(hand.points_won) + discard_points == rules.total_points
        counted = result.taken + result.opponents_points
        if rules.discards_count_for == "nobody":
            counted += discard_points
        assert counted == rules.total_points
    else:
        assert hand.thrown_in


@settings(max_examples=400, deadline=None)
@given(rule_sets, seeds, seeds)
def test_random_hand_keeps_every_invariant(case, deal_seed, play_seed):
    name, players, rules = case
    hand = NapoleonHand.new(rules, deal_seed, dealer=deal_seed % players)
    check_random_play(f"{name}/{players}p", rules, hand, random.Random(play_seed))


@settings(max_examples=200, deadline=None)
@given(rule_sets, seeds, seeds)
def test_record_replays_the_same_hand(case, deal_seed, play_seed):
    _, players, rules = case
    hand = NapoleonHand.new(rules, deal_seed, dealer=deal_seed % players)
    play_randomly(hand, random.Random(play_seed))
    again = replay(dumps(hand))
    assert again.actions == hand.actions
    assert again.result == hand.result
    assert again.points_won == hand.points_won
    for seat in range(players):
        assert again.view(seat) == hand.view(seat)


@settings(max_examples=300, deadline=None)
@given(rule_sets, seeds, seeds, st.integers(min_value=0, max_value=120), st.data())
def test_view_does_not_depend_on_hidden_cards(case, deal_seed, play_seed, stop, data):
    _, players, rules = case
    hand = NapoleonHand.new(rules, deal_seed, dealer=deal_seed % players)
    play_randomly(hand, random.Random(play_seed), stop_after=stop)
    seat = data.draw(st.integers(min_value=0, max_value=players - 1))
    other = reshuffle_hidden(hand, seat, random.Random(deal_seed ^ play_seed))
    assert other.view(seat) == hand.view(seat)


@settings(max_examples=200, deadline=None)
@given(rule_sets, seeds, seeds, st.integers(min_value=0, max_value=80))
def test_illegal_plays_are_refused_and_change_nothing(case, deal_seed, play_seed, stop):
    _, players, rules = case
    hand = NapoleonHand.new(rules, deal_seed, dealer=deal_seed % players)
    play_randomly(hand, random.Random(play_seed), stop_after=stop)
    if hand.is_over:
        return
    before = hand.record()
    legal = set(hand.legal_actions())
    for card in rules.deck:
        play = Play(card)
        if play in legal:
            continue
        try:
            hand.apply(play)
        except IllegalAction as exc:
            assert str(exc)
        else:
            raise AssertionError(f"{play} was accepted but is not in legal_actions()")
    assert hand.record() == before


@settings(max_examples=150, deadline=None)
@given(rule_sets_of_any_options, seeds, seeds)
def test_random_hand_under_any_valid_options_keeps_every_invariant(rules, deal_seed, play_seed):
    hand = NapoleonHand.new(rules, deal_seed, dealer=deal_seed % rules.players)
    check_random_play(f"options {rules.differences(RuleSet())}", rules, hand, random.Random(play_seed))
    again = replay(dumps(hand))
    assert again.actions == hand.actions and again.result == hand.result
    for seat in range(rules.players):
        assert again.view(seat) == hand.view(seat)
