"""Bad input gets a clear error: impossible rules, actions of any type, broken records."""

from __future__ import annotations

import json
import random

import pytest

from game.british_nap import Buy, NapBid, NapHand, NapRuleConflict, NapRules, parse_nap_action, replay_nap
from game.british_nap.actions import PASS, PEEP, Discard, Play
from game.rules import Match, RecordError, game_spec, replay
from game.rules.cards import Card

from .helpers import play_randomly


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"players": 8}, "Nap is for 2 to 7 players, not 8"),
        ({"blucher": True}, "Blücher may only follow Wellington"),
        ({"sir_garnet": True, "peep": True}, "each need their own widow"),
        ({"reduced_deck": True, "players": 6}, "reduced deck is defined for 3, 4 or 5 players"),
        ({"seven_card": True}, "set min_bid to 3 or 4"),
        ({"seven_card": True, "min_bid": 3, "wellington": True}, "five-card bids"),
        ({"min_bid": 5}, "min_bid is 1, 2, 3 or 4"),
        ({"misere": "maybe"}, "option misere must be on or off, not 'maybe'"),
        ({"players": "5"}, "option players must be a whole number, not '5'"),
        ({"deal_packets": "4+1"}, "option deal_packets cannot be '4\\+1'; it is one of: 3\\+2, 2\\+3"),
        ({"rounds": 0}, "rounds must be at least 1"),
        ({"colour": "red"}, "unknown option"),
        (
            {"reduced_deck": True, "players": 5, "seven_card": True, "min_bid": 3},
            "need 35 cards but the deck has 32",
        ),
    ],
)
def test_impossible_rules_raise_naming_the_options(changes: dict[str, object], message: str) -> None:
    with pytest.raises(NapRuleConflict, match=message):
        NapRules().replace(**changes)


def test_rules_round_trip_through_json_and_presets_by_name():
    for name in ("standard", "sir-garnet", "seven-card", "ecarte", "peep", "reduced-deck", "min-bid-3"):
        rules = NapRules.preset(name)
        assert NapRules.from_json(json.loads(json.dumps(rules.to_json()))) == rules
    with pytest.raises(KeyError, match="no Nap preset named 'chess'"):
        NapRules.preset("chess")
    with pytest.raises(NapRuleConflict, match="rules must be an object"):
        NapRules.from_json([1, 2])


@pytest.mark.parametrize(
    "action",
    [
        None,
        3,
        "play ♠A",
        Play("♠A"),
        NapBid(True),
        NapBid("nullo"),
        NapBid(2.0),
        Buy(("♠A",)),
        Discard(Card(52)),
        Play(Card(52)),
    ],  # type: ignore[arg-type]
)
def test_malformed_actions_are_refused_never_crash(action: object) -> None:
    hand = NapHand.new(NapRules(), 1)
    with pytest.raises(ValueError) as info:
        hand.apply(action)  # type: ignore[arg-type]
    assert str(info.value)
    assert hand.why_illegal(action) == str(info.value)  # type: ignore[arg-type]


def test_actions_of_the_wrong_phase_say_what_is_expected():
    hand = NapHand.new(NapRules(), 1)
    assert hand.why_illegal(Play(hand.hands[1][0])) == "seat 1 must bid or pass now, not play " + str(
        hand.hands[1][0]
    )
    assert hand.why_illegal(PEEP) == "there is no widow to peep at in these rules"
    hand = NapHand.new(NapRules(ecarte=True), 1)
    assert "must buy cards or none now" in (hand.why_illegal(PASS) or "")
    assert hand.why_illegal(Buy((hand.hands[0][0],))) == f"you do not hold {hand.hands[0][0]}"
    assert hand.why_illegal(Buy(tuple(hand.hands[1][:1]) * 2)) == "a card is listed twice"
    play_randomly(hand, random.Random(1))
    assert hand.why_illegal(PASS) == "the hand is over"


@pytest.mark.parametrize("text", ["", "bid", "bid nullo", "play", "play ♠Z", "buy ♠A ♠X", "dance", 5])
def test_unreadable_action_text(text: object) -> None:
    with pytest.raises(ValueError, match="action"):
        parse_nap_action(text)


def _record() -> dict[str, object]:
    hand = play_randomly(NapHand.new(NapRules(), 3), random.Random(2))
    return hand.record()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": "napoleon-hand"}, "not a Nap hand record"),
        ({"version": 99}, "version 99"),
        ({"rules": {"players": 9}}, "rules are invalid"),
        ({"pack": ["♠A"] * 52}, "not the shuffle its seed gives|not this game's deck"),
        ({"cut": 0}, "cut is not the one its seed gives"),
        ({"seed": "x"}, "seed is not a whole number"),
        ({"actions": "pass"}, "actions are not a list"),
        ({"actions": ["bid 2", "bid 2"]}, r"action 2 \(bid 2\) is illegal: 2 does not beat 2"),
        ({"actions": ["fly"]}, "action 1: cannot read the action 'fly'"),
        ({"pools": [1]}, "pools are not two whole numbers"),
        ({"shuffled": "no"}, "shuffled flag"),
    ],
)
def test_broken_records_are_refused_saying_where(change: dict[str, object], message: str) -> None:
    record = {**_record(), **change}
    with pytest.raises(RecordError, match=message) as info:
        replay_nap(record)
    assert str(info.value)


def test_a_record_replays_through_the_registry_and_as_text():
    record = _record()
    assert replay(json.dumps(record)).record() == record
    with pytest.raises(RecordError, match="not a JSON object"):
        replay("[1, 2]")
    with pytest.raises(RecordError):
        replay_nap(b"\xff\xfe junk")


def test_a_match_save_whose_deals_do_not_follow_is_refused():
    rng = random.Random(4)
    match = Match(NapRules(rounds=3), 9, None)
    while not match.is_over:
        match.finish_hand(play_randomly(match.new_hand(), rng))
    save = match.to_json()
    save["hands"] = [save["hands"][0], save["hands"][0], save["hands"][2]]
    with pytest.raises(RecordError, match="hand 2 is not the deal the match gives"):
        Match.from_json(save)


def test_the_first_dealer_is_found_by_a_seat_draw_shown_at_the_start():
    """001: "have all players draw a card from a shuffled deck ... The player drawing the highest
    of all drawn cards has the duty of the first dealer.\""""
    from game.british_nap import seat_draw

    for seed in range(40):
        draw = seat_draw(5, seed)
        last = draw.rounds[-1]
        assert draw.dealer in [s for s, _ in last]
        assert max(c.rank for _, c in last) == dict(last)[draw.dealer].rank
        assert sum(1 for _, c in last if c.rank == dict(last)[draw.dealer].rank) == 1
        assert Match(NapRules(), seed, None).first_dealer == draw.dealer
    assert any(len(seat_draw(5, s).rounds) > 1 for s in range(200))  # ties draw again
    assert game_spec("nap").first_dealer is not None
