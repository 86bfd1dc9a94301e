"""Nap's AI seats: every level plays legal moves from its own view, and a seed replays it."""

from __future__ import annotations

import pytest

from game.ai import make_seat
from game.british_nap import NapRules
from game.rules import game_spec

from .helpers import play_with_seats

LEVELS = ("random", "easy", "normal", "hard")


def play(preset: str, levels: tuple[str, ...], seed: int) -> list[str]:
    rules = NapRules.preset(preset).replace(players=len(levels))
    seats = [make_seat(level, seed * 10 + i, game="nap") for i, level in enumerate(levels)]
    return play_with_seats(game_spec("nap").new_hand(rules, seed, 0), seats)


@pytest.mark.parametrize("preset", ["standard", "sir-garnet", "ecarte", "peep", "misere-wellington-blucher"])
def test_every_level_plays_legally_and_a_seed_replays_every_choice(preset: str) -> None:
    levels = ("hard", "normal", "easy", "random")
    assert play(preset, levels, 3) == play(preset, levels, 3)


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown AI level 'expert'"):
        make_seat("expert", game="nap")


def test_normal_bids_up_to_its_measured_slack_over_the_estimate() -> None:
    """Normal bids a number when its estimate is within 0.6 trick of it (the slack the
    duplicate tournament favoured), and never more than that."""
    from game.ai.british_nap.heuristic import NapHeuristicSeat, estimate_tricks
    from game.british_nap import NapBid, NapHand

    seat = NapHeuristicSeat(1)
    checked = 0
    for seed in range(300):
        hand = NapHand.new(NapRules.preset("standard"), seed, 0)
        view = hand.view(hand.to_act)
        est = estimate_tricks(view.hand, easy=False)
        bids = [a.bid for a in view.legal_actions if isinstance(a, NapBid) and isinstance(a.bid, int)]
        choice = seat.bid(view)
        allowed = [b for b in bids if b <= est + 0.6]
        if allowed:
            assert isinstance(choice, NapBid) and choice.bid == max(allowed)
            checked += est < max(allowed) - 0.2  # bids the old 0.2 slack passed on
        elif isinstance(choice, NapBid):
            assert choice.bid not in bids or choice.bid == min(bids)  # only a forced bid
    assert checked >= 5
