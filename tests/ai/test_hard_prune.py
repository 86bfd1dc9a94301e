"""Pruning the middle plain cards: the extremes and Normal's card stay, point cards stay."""

from __future__ import annotations

from game.ai.napoleon.hard import HardSeat, prune
from game.ai.napoleon.knowledge import Knowledge, knowledge_of
from game.napoleon import NapoleonHand, Play, RuleSet

from .helpers import to_first_play


def play_knowledge() -> Knowledge:
    rules = RuleSet.preset("pagat")
    hand = to_first_play(rules, 41, dealer=0)
    return knowledge_of(hand.view(hand.to_act))


def test_the_middle_plain_cards_are_pruned() -> None:
    k = play_knowledge()
    assert k.tables is not None and k.tables.request_card == 1  # the club 3 has a role here
    clubs = [1, 2, 3, 5, 7]  # clubs 3 (a role), 4, 5, 7, 9
    points = [8, 11]  # clubs 10 and king: point cards always stay
    assert prune([*clubs, *points], k, -1) == [1, 2, 7, 8, 11]
    assert prune([*clubs, *points], k, 3) == [1, 2, 3, 7, 8, 11]  # Normal's card is kept
    assert prune([2, 3, 14, 16, 18], k, -1) == [2, 3, 14, 18]  # per suit


def test_a_pruning_seat_replays_and_plays_legal_cards() -> None:
    rules = RuleSet.preset("pagat")
    for run in range(2):
        seats = [
            HardSeat(7 + s, rollouts=12, bid_worlds=4, contract_rollouts=8, prune=True) for s in range(5)
        ]
        hand = NapoleonHand.new(rules, 43, dealer=1)
        plays = []
        while not hand.is_over:
            view = hand.view(hand.to_act)
            action = seats[hand.to_act].choose(view)
            assert action in view.legal_actions
            if isinstance(action, Play):
                plays.append(int(action.card))
            hand.apply(action)
        if run == 0:
            first = plays
    assert plays == first
