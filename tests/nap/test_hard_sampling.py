"""Nap hard's samples: consistent with what the seat has seen (its own purchases at Écarté,
the voids) and, with ``natural``, with the plays so far as Normal's rules of thumb make them."""

from __future__ import annotations

from game.ai.british_nap.hard import NapHardSeat
from game.ai.british_nap.heuristic import NapHeuristicSeat
from game.british_nap import Buy, NapHand, NapRules
from game.rules.card_actions import Play


def test_ecarte_samples_never_deal_out_a_card_this_seat_gave_up_or_holds() -> None:
    rules = NapRules.preset("ecarte")
    for seed in range(3):
        hand = NapHand.new(rules, seed, 0)
        normal = NapHeuristicSeat(seed)
        while not isinstance(hand.legal_actions()[0], Play):
            hand.apply(normal.choose(hand.view(hand.to_act)))
        for seat in range(5):
            view = hand.view(seat)
            gave_up = set(view.my_discards)
            assert gave_up or hand.bought[seat] == 0
            hard = NapHardSeat(seed)
            for _ in range(5):
                s = hard.sample(view)
                dealt = {c for i, m in enumerate(s.hands) if i != seat for c in range(52) if m >> c & 1}
                assert not dealt & (gave_up | set(view.hand))
                assert not set(s.rest) & (gave_up | set(view.hand))
                assert [m.bit_count() for m in s.hands] == list(view.held_counts)


def test_the_true_hands_fit_a_hand_normal_seats_played_and_a_swapped_card_may_not() -> None:
    rules = NapRules.preset("standard")
    misfit_seen = False
    for seed in range(8):
        hand = NapHand.new(rules, seed, 0)
        seats = [NapHeuristicSeat(seed * 10 + s) for s in range(5)]
        while not hand.is_over and len(hand.tricks) < 3:
            hand.apply(seats[hand.to_act].choose(hand.view(hand.to_act)))
        if hand.is_over:
            continue
        me = hand.to_act
        view = hand.view(me)
        hard = NapHardSeat(seed, natural=True)
        true = [list(h) for h in hand.hands]
        assert hard._play_misfits(view, true) == 0  # Normal played every card it was dealt
        # Swap one card between two other seats: the plays may no longer look like Normal's.
        a, b = [s for s in range(5) if s != me][:2]
        true[a][0], true[b][0] = true[b][0], true[a][0]
        misfit_seen |= hard._play_misfits(view, true) > 0
    assert misfit_seen


def test_natural_samples_replay_from_the_seed() -> None:
    hand = NapHand.new(NapRules.preset("standard"), 4, 0)
    normal = NapHeuristicSeat(4)
    while not hand.tricks:
        hand.apply(normal.choose(hand.view(hand.to_act)))
    view = hand.view(hand.to_act)
    picks = [NapHardSeat(2, natural=True, seconds=None).choose(view) for _ in range(2)]
    assert picks[0] == picks[1] and picks[0] in view.legal_actions
    assert not isinstance(picks[0], Buy)
