"""Nap hard values a bid only where it stands: a seat yet to bid with a hand its count rates
higher would overcall it, and then the hand goes on as if this seat had passed."""

from __future__ import annotations

from game.ai.british_nap.eval import mask_of
from game.ai.british_nap.hard import NapHardSeat, Sample, _ev, _stand_share
from game.british_nap import NapRules
from game.british_nap.scoring import BidValue
from game.rules.card_actions import Pass
from game.rules.cards import card_list

from .helpers import hand_with

STRONG = "♠A ♠K ♠Q ♠J ♥A"  # the count rates it at Nap
WEAK = "♣2 ♦3 ♥4 ♣6 ♦7"


def sample_of(hands: list[str]) -> Sample:
    return Sample([mask_of(card_list(h)) for h in hands], [])


def test_a_bid_a_later_seat_would_overcall_does_not_stand_and_sir_garnet_always_does() -> None:
    rules = NapRules.preset("sir-garnet").replace(players=3)
    # Dealer 0: seat 1 bids first, then seat 2, then the dealer.
    hand = hand_with(rules, [WEAK, "♥K ♥Q ♦A ♦K ♣A", "♥2 ♦2 ♣3 ♣4 ♦5"], dealer=0)
    view = hand.view(1)
    seat = NapHardSeat(1)
    bids: list[BidValue] = [2, 3, 4, 5, "sir_garnet"]
    strong_later = seat._stands(view, sample_of([STRONG, "♥K ♥Q ♦A ♦K ♣A", WEAK]), bids)
    assert strong_later == {2: False, 3: False, 4: False, 5: True, "sir_garnet": True}
    weak_later = seat._stands(view, sample_of([WEAK, "♥K ♥Q ♦A ♦K ♣A", "♥2 ♦2 ♣3 ♣4 ♦5"]), bids)
    assert all(weak_later.values())


def test_the_last_seat_to_bid_is_never_overcalled() -> None:
    rules = NapRules.preset("standard").replace(players=3)
    other_strong = "♣A ♣K ♣Q ♣J ♦Q"
    hand = hand_with(rules, ["♥K ♥Q ♦A ♦K ♥J", STRONG, other_strong], dealer=0)
    hand.apply(Pass())  # seat 1
    hand.apply(Pass())  # seat 2
    view = hand.view(0)
    hidden = sample_of(["♥K ♥Q ♦A ♦K ♥J", STRONG, other_strong])
    assert all(NapHardSeat(1)._stands(view, hidden, [2, 3, 4]).values())


def test_an_overcalled_sample_is_worth_nothing_to_the_bid() -> None:
    rules = NapRules.preset("standard").replace(players=5)
    made: list[dict[BidValue, bool]] = [{3: True}, {3: True}, {3: False}, {3: False}]
    assert _ev(rules, 3, made) == 0.0  # two made (+3), two failed (-3)
    stands: list[dict[BidValue, bool]] = [{3: True}, {3: True}, {3: True}, {3: False}]
    # The last failure came with a later hand strong enough to overcall: it does not count.
    assert _ev(rules, 3, made, stands=stands) == (3 + 3 - 3) / 4
    assert _stand_share(3, stands) == 0.75
    assert _stand_share(3, None) == 1.0
