"""The AI plays legally under the options of issue 13 (Khopesh's extras and the peers' rules)."""

from __future__ import annotations

import pytest

from game.ai import make_seat
from game.ai.napoleon.hard import HardSeat
from game.ai.napoleon.seats import Seat
from game.napoleon import RuleSet

from .helpers import play_hand

PAGAT = RuleSet.preset("pagat")
JOKER = RuleSet.preset("pagat-joker")
KHOPESH = RuleSet.preset("khopesh")

CASES: dict[str, RuleSet] = {
    "max-bid-19": PAGAT.replace(max_bid=19),
    "forced-forehand-below-min": PAGAT.replace(
        min_bid=13, all_pass_forced_contract={"number": 12, "trump": "S", "who": "forehand"}
    ),
    "joker-lowest-of-led-suit": JOKER.replace(
        joker_follow_strength="lowest_of_led_suit", same_two_with_joker="counts_as_led"
    ),
    "three-jokers": JOKER.replace(jokers=3),
    "jokers-equal-later-wins": RuleSet.preset("bga").replace(jokers=3, jokers_equal_later_wins=True),
    "joker-between-jacks": JOKER.replace(joker_led_strength="between_jacks"),
    "auto-general": KHOPESH.replace(auto_general=True),
    "joker-above-mighty-no-suit": KHOPESH.replace(joker=True, joker_above_mighty="no_suit"),
    "suitless": KHOPESH.replace(bid_kind="suitless"),
    "number": KHOPESH.replace(bid_kind="number"),
    "number-joker": KHOPESH.replace(bid_kind="number", joker=True, joker_above_mighty="no_suit"),
    "misere": KHOPESH.replace(misere="both"),
    "trust": KHOPESH.replace(trust=True),
    "target": KHOPESH.replace(target="general_joins_target"),
    "points-table": KHOPESH.replace(scoring="points_table", misere="both", no_trump="above"),
    "tricks": KHOPESH.replace(bid_kind="tricks", min_bid=6),
    "joker-above-mighty-trumps": KHOPESH.replace(
        joker=True, joker_above_mighty="trump_suit", specials_are_trumps=True
    ),
}


def seats_for(level: str, n: int, seed: int) -> list[Seat]:
    if level == "hard":
        return [
            HardSeat(seed * 10 + s, rollouts=6, min_worlds=2, bid_worlds=6, contract_rollouts=12)
            for s in range(n)
        ]
    return [make_seat(level, seed * 10 + s) for s in range(n)]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_ai_plays_the_new_options_legally(level: str, name: str) -> None:
    rules = CASES[name]
    for seed in range(2 if level == "hard" else 4):
        play_hand(rules, seed, seats_for(level, rules.players, seed))


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_ai_calls_again_or_keeps_the_card_found_in_the_blind(level: str) -> None:
    from game.napoleon import PASS, Bid, Call, NapoleonHand, Phase
    from game.rules import Suit

    rules = KHOPESH.replace(rechoose_general=True)
    for seed in range(40):
        hand = NapoleonHand.new(rules, seed)
        blind = list(hand.blind)
        hand.apply(Bid(13, Suit.SPADES))
        while hand.phase == Phase.BID:
            hand.apply(PASS)
        hand.apply(Call(blind[0]))
        assert hand.phase == Phase.CALL
        seat = seats_for(level, rules.players, seed)[hand.to_act]
        view = hand.view(hand.to_act)
        action = seat.choose(view)
        assert action in view.legal_actions
        hand.apply(action)
        while not hand.is_over:
            view = hand.view(hand.to_act)
            hand.apply(seats_for(level, rules.players, seed)[hand.to_act].choose(view))
        if seed >= 2:
            break


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
@pytest.mark.parametrize("open_", [False, True])
def test_ai_plays_a_misere_legally(level: str, open_: bool) -> None:
    from game.napoleon import PASS, NapoleonHand, Phase
    from game.napoleon.actions import Misere

    rules = KHOPESH.replace(misere="both")
    for seed in range(2):
        hand = NapoleonHand.new(rules, seed)
        hand.apply(Misere(open_))
        while hand.phase == Phase.BID:
            hand.apply(PASS)
        seats = seats_for(level, rules.players, seed)
        while not hand.is_over:
            view = hand.view(hand.to_act)
            action = seats[hand.to_act].choose(view)
            assert action in view.legal_actions
            hand.apply(action)
        assert hand.result is not None and hand.result.misere == ("open" if open_ else "closed")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_napoleon_ducks_in_a_misere(level: str) -> None:
    """Normal's and Hard's Napoleon, with a misère-safe hand, keep out of the tricks more often
    than not (Hard searches on the misère's own goal: no trick for Napoleon)."""
    from game.ai.napoleon.misere import misere_safe
    from game.napoleon import PASS, NapoleonHand, Phase
    from game.napoleon.actions import Misere

    rules = KHOPESH.replace(misere="both")
    made = tried = 0
    for seed in range(300):
        hand = NapoleonHand.new(rules, seed)
        if not misere_safe([int(c) for c in hand.hand_of(1)], False):
            continue
        hand.apply(Misere(False))
        while hand.phase == Phase.BID:
            hand.apply(PASS)
        seats = seats_for(level, rules.players, seed)
        while not hand.is_over:
            hand.apply(seats[hand.to_act].choose(hand.view(hand.to_act)))
        tried += 1
        made += bool(hand.result and hand.result.made)
        if tried >= 6:
            break
    assert tried and made * 2 >= tried, (made, tried)


def test_ai_says_and_reads_trust() -> None:
    """An AI seat says "trust" when its card wins a trick with points and someone is still to
    play; a listener counts the one who said it as a friend for that trick, unless it knows."""
    from dataclasses import replace

    from game.ai.napoleon.trust import says_trust, trusted_friends
    from game.napoleon import PASS, Bid, NapoleonHand, Phase
    from game.rules import Suit

    rules = KHOPESH.replace(trust=True)
    said = 0
    for seed in range(6):
        hand = NapoleonHand.new(rules, seed)
        hand.apply(Bid(13, Suit.SPADES))
        while hand.phase == Phase.BID:
            hand.apply(PASS)
        seats = seats_for("normal", rules.players, seed)
        while not hand.is_over:
            view = hand.view(hand.to_act)
            action = seats[hand.to_act].choose(view)
            assert action in view.legal_actions
            if getattr(action, "trust", False):
                said += 1
                assert says_trust(view, int(action.card))
            hand.apply(action)
    assert said
    view = hand.view(2)
    opponent = replace(view, role="opponent", trusts=((3, view.trick_no),), revealed=())
    assert 3 in trusted_friends(opponent, frozenset())
    assert 1 not in trusted_friends(replace(opponent, trusts=((1, view.trick_no),)), frozenset())


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
@pytest.mark.parametrize("mode", ["general_joins_napoleon", "general_joins_target"])
def test_ai_plays_a_target_legally(level: str, mode: str) -> None:
    from game.napoleon import PASS, NapoleonHand, Phase
    from game.napoleon.actions import Target

    rules = KHOPESH.replace(target=mode)
    for seed in range(2):
        hand = NapoleonHand.new(rules, seed)
        hand.apply(Target((hand.to_act + 2) % rules.players))
        while hand.phase == Phase.BID:
            hand.apply(PASS)
        seats = seats_for(level, rules.players, seed)
        while not hand.is_over:
            view = hand.view(hand.to_act)
            action = seats[hand.to_act].choose(view)
            assert action in view.legal_actions
            hand.apply(action)
        assert hand.result is not None and hand.result.target >= 0


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_ai_plays_a_number_contract_legally_and_bids_one_only_with_the_rank(level: str) -> None:
    """003's number bid ("bid by number ... If Jacks is bid ..."): every level plays a number
    contract legally; Easy, Normal and Hard bid one only holding three or four of the rank."""
    from game.napoleon import PASS, Bid, NapoleonHand, Phase

    rules = KHOPESH.replace(bid_kind="number")
    number_bids = 0
    for seed in range(3 if level == "hard" else 12):
        hand = NapoleonHand.new(rules, seed)
        hand.apply(Bid(13, None, 11 if seed % 2 else 7))
        while hand.phase == Phase.BID:
            hand.apply(PASS)
        seats = seats_for(level, rules.players, seed)
        while not hand.is_over:
            view = hand.view(hand.to_act)
            action = seats[hand.to_act].choose(view)
            assert action in view.legal_actions
            hand.apply(action)
        assert hand.result is not None and hand.result.trump_rank in (7, 11)
        if level == "random":
            continue
        fresh = NapoleonHand.new(rules, 100 + seed)  # a whole auction by the level's seats
        seats = seats_for(level, rules.players, 100 + seed)
        while fresh.phase == Phase.BID:
            view = fresh.view(fresh.to_act)
            action = seats[fresh.to_act].choose(view)
            if isinstance(action, Bid) and action.rank is not None:
                number_bids += 1
                held = [c for c in view.hand if c.rank == action.rank]
                assert len(held) >= 3, (action, view.hand)  # never absurdly
            fresh.apply(action)


def test_normal_bids_a_number_with_a_strong_rank() -> None:
    """Normal does bid numbers (003), sometimes: over 200 auctions, some, each with the rank."""
    from game.napoleon import Bid, NapoleonHand, Phase

    rules = KHOPESH.replace(bid_kind="number")
    found = 0
    for seed in range(200):
        hand = NapoleonHand.new(rules, seed)
        seats = seats_for("normal", rules.players, seed)
        while hand.phase == Phase.BID:
            view = hand.view(hand.to_act)
            action = seats[hand.to_act].choose(view)
            if isinstance(action, Bid) and action.rank is not None:
                found += 1
                assert sum(1 for c in view.hand if c.rank == action.rank) >= 3
            hand.apply(action)
    assert 0 < found < 100, found
