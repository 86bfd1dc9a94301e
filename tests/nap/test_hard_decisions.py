"""Nap hard's peep, purchase and widow decisions: legal, replayed by a seed, and sensible on
hands where the right choice is plain."""

from __future__ import annotations

import pytest

from game.ai.british_nap.hard import NapHardSeat
from game.british_nap import Buy, NapBid, NapHand, NapPhase, NapRules, Peep
from game.rules.card_actions import Discard
from game.rules.cards import card_list

from .helpers import hand_with, play_with_seats


def play(preset: str, seed: int, decide: bool = True, peeps: bool = False) -> list[str]:
    rules = NapRules.preset(preset).replace(players=3)
    hand = NapHand.new(rules, seed, seed % 3)
    return play_with_seats(hand, [NapHardSeat(seed * 10 + s, decide=decide, peeps=peeps) for s in range(3)])


@pytest.mark.parametrize("preset", ["peep", "ecarte", "sir-garnet"])
def test_its_decisions_are_legal_and_a_seed_replays_them(preset: str) -> None:
    assert play(preset, 4) == play(preset, 4)


def test_with_peeps_on_it_peeps_on_some_hands_and_by_default_never() -> None:
    # Peeping by simulation cost chips in the tournament, so it is a switch, off by default.
    peeps = [a for seed in range(6) for a in play("peep", seed, peeps=True) if a == "peep"]
    assert peeps
    assert not [a for seed in range(6) for a in play("peep", seed) if a == "peep"]
    assert not [a for seed in range(3) for a in play("peep", seed, decide=False, peeps=True) if a == "peep"]


def test_a_hand_that_makes_nap_buys_nothing_and_a_weak_one_gives_up_its_weakest_cards() -> None:
    rules = NapRules.preset("ecarte").replace(players=3)
    hand = hand_with(rules, ["♥2 ♥3 ♥4 ♣5 ♦6", "♠A ♠K ♠Q ♠J ♠10", "♦2 ♦3 ♦4 ♦5 ♥6"], dealer=0)
    assert NapHardSeat(1).choose(hand.view(1)) == Buy(())
    hand.apply(Buy(()))
    view = hand.view(2)
    bought = NapHardSeat(1).choose(view)
    assert isinstance(bought, Buy) and bought in view.legal_actions
    # Given up first: the side cards, low before high, before any card of its best suit.
    assert all(c in card_list("♥6") or c in card_list("♦2 ♦3 ♦4 ♦5") for c in bought.cards)


def test_sir_garnet_keeps_the_five_cards_that_take_every_trick() -> None:
    rules = NapRules.preset("sir-garnet").replace(players=3)
    # Seat 1 holds three top spades and junk; the widow brings ♠J ♠10 and more junk.
    widow = card_list("♠J ♠10 ♣2 ♣3 ♣4")
    hand = hand_with(rules, ["♥A ♥K ♦A ♦K ♣A", "♠A ♠K ♠Q ♥2 ♦2", "♥Q ♦Q ♣K ♣Q ♥J"], dealer=0, rest=widow)
    hand.apply(NapBid("sir_garnet"))
    assert hand.phase == NapPhase.DISCARD
    seat = NapHardSeat(2)
    while hand.phase == NapPhase.DISCARD:
        view = hand.view(1)
        action = seat.choose(view)
        assert isinstance(action, Discard) and action in view.legal_actions
        hand.apply(action)
    assert sorted(hand.hands[1]) == sorted(card_list("♠A ♠K ♠Q ♠J ♠10"))


def test_peep_is_offered_only_once_and_hard_bids_after_peeping() -> None:
    rules = NapRules.preset("peep").replace(players=3)
    for seed in range(6):
        hand = NapHand.new(rules, seed, 0)
        seat = NapHardSeat(seed, peeps=True)
        view = hand.view(hand.to_act)
        first = seat.choose(view)
        if isinstance(first, Peep):
            hand.apply(first)
            after = seat.choose(hand.view(view.seat))
            assert not isinstance(after, Peep) and after in hand.view(view.seat).legal_actions
            return
    pytest.fail("no seat peeped on these deals")
