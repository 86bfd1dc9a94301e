"""Nap's all-seeing seat: a tournament's measuring stick that sees the true deal, never a level."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ai import make_seat
from game.ai.british_nap.oracle import NapAllSeeingSeat
from game.ai.british_nap.seats import LEVELS
from game.ai.tournament import main
from game.british_nap import NapBid, NapHand, NapRules
from game.rules.card_actions import Pass, Play

from .helpers import hand_with


def test_it_is_no_level_a_player_can_pick() -> None:
    assert "allseeing" not in LEVELS
    with pytest.raises(ValueError, match="unknown AI level 'allseeing'"):
        make_seat("allseeing", game="nap")


def play(hand: NapHand, seats: list[NapAllSeeingSeat]) -> list[str]:
    while not hand.is_over:
        s = hand.to_act
        seats[s].see(hand)
        view = hand.view(s)
        action = seats[s].choose(view)
        assert action in view.legal_actions
        hand.apply(action)
    return [str(a) for a in hand.actions]


@pytest.mark.parametrize("full", [False, True])
@pytest.mark.parametrize("preset", ["standard", "sir-garnet", "peep", "ecarte", "misere-wellington-blucher"])
def test_it_plays_legally_and_a_seed_replays_it(preset: str, full: bool) -> None:
    rules = NapRules.preset(preset).replace(players=4)
    seats = lambda: [NapAllSeeingSeat(s, sight_in_bidding=full) for s in range(4)]  # noqa: E731
    runs = [play(NapHand.new(rules, 11, 0), seats()) for _ in range(2)]
    assert runs[0] == runs[1]


def test_the_reference_seat_bids_and_exchanges_as_normal_and_sees_only_in_play() -> None:
    """Napoleon's all-seeing seat bids with Normal's rules; Nap's reference seat does too, so
    a level's share of its margin means the same in both games."""
    from game.ai.british_nap.heuristic import NapHeuristicSeat

    for preset in ("standard", "peep", "ecarte", "sir-garnet"):
        rules = NapRules.preset(preset).replace(players=4)
        for seed in range(6):
            hand = NapHand.new(rules, seed, seed % 4)
            while not hand.is_over and not any(isinstance(a, Play) for a in hand.legal_actions()):
                s = hand.to_act
                seer, normal = NapAllSeeingSeat(seed), NapHeuristicSeat(seed)
                seer.see(hand)
                action = seer.choose(hand.view(s))
                assert action == normal.choose(hand.view(s)), (preset, seed, action)
                hand.apply(action)


def test_it_bids_what_the_true_deal_makes_and_passes_what_it_does_not() -> None:
    rules = NapRules.preset("standard").replace(players=3)
    # Seat 1 (first to bid) holds the top five spades: Nap is made against any defence.
    hand = hand_with(rules, ["♥2 ♥3 ♥4 ♥5 ♥6", "♠A ♠K ♠Q ♠J ♠10", "♦2 ♦3 ♦4 ♦5 ♦6"])
    seat = NapAllSeeingSeat(0, sight_in_bidding=True)
    seat.see(hand)
    assert seat.choose(hand.view(1)) == NapBid(5)
    # Seat 1 holds only low cards under the others' aces and kings: it passes.
    hand = hand_with(rules, ["♠A ♥A ♦A ♣A ♠K", "♠2 ♥2 ♦2 ♣2 ♠3", "♥K ♦K ♣K ♠Q ♥Q"])
    seat.see(hand)
    assert seat.choose(hand.view(1)) == Pass()


def test_in_play_it_keeps_the_contract_alive_whenever_the_true_deal_allows() -> None:
    from game.ai.british_nap.eval import mask_of, reaches_after
    from game.ai.british_nap.solver import NO_TRUMP, UNSET, NapTarget
    from game.british_nap.scoring import bid_tricks

    rules = NapRules.preset("misere-wellington-blucher").replace(players=3)
    checked = 0
    for seed in range(12):
        hand = NapHand.new(rules, seed, seed % 3)
        seats = [NapAllSeeingSeat(s) for s in range(3)]
        while not hand.is_over:
            s = hand.to_act
            seats[s].see(hand)
            view = hand.view(s)
            action = seats[s].choose(view)
            if isinstance(action, Play) and len(view.legal_actions) > 1 and hand.bidder is not None:
                assert hand.bid is not None
                misere = hand.bid == "misere"
                search = NapTarget(3, hand.bidder, misere)
                need = bid_tricks(rules, hand.bid) - hand.tricks_won[hand.bidder]
                trump = NO_TRUMP if misere else (UNSET if hand.trump is None else int(hand.trump))
                masks = [mask_of(h) for h in hand.hands]

                at = (search, masks, s, hand.trick, hand.trick_seats, trump, need)
                want = s == hand.bidder
                if any(reaches_after(*at, a.card) == want for a in view.legal_actions if isinstance(a, Play)):
                    assert reaches_after(*at, action.card) == want
                    checked += 1
            hand.apply(action)
    assert checked >= 20


def test_a_nap_tournament_prints_the_share_of_the_all_seeing_margin(tmp_path: Path, capsys: object) -> None:
    out = tmp_path / "t"
    args = ["--game", "nap", "--deals", "2", "--jobs", "1", "--out", str(out), "--quiet"]
    assert main([*args, "--candidate", "normal,allseeing", "--field", "easy"]) == 0
    text = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "share of all-seeing" in text and "allseeing" in text
