"""Records and saves: exact replay, and a clear error (never a crash) for bad input."""

from __future__ import annotations

import json
import random

import pytest

from game.napoleon import NapoleonHand, RuleSet
from game.napoleon.record import dumps
from game.rules import Match, RecordError, replay

from .helpers import play_match_randomly

PAGAT = RuleSet.preset("pagat")


def finished_hand(seed: int = 3) -> NapoleonHand:
    hand = NapoleonHand.new(RuleSet.preset("bga"), seed)
    rng = random.Random(seed)
    while not hand.is_over:
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


def test_record_is_json_with_a_version_and_replays():
    hand = finished_hand()
    data = json.loads(dumps(hand))
    assert data["format"] == "napoleon-hand" and data["version"] == 1
    assert replay(data).result == hand.result


def test_record_from_seed_alone_replays():
    hand = finished_hand(5)
    data = hand.record()
    del data["deal"]
    assert replay(data).result == hand.result


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: "{not json", "not valid JSON"),
        (lambda d: [1, 2], "not a JSON object"),
        (lambda d: {**d, "format": "chess"}, "unknown format 'chess'"),
        (lambda d: {**d, "version": 99}, "version 99"),
        (lambda d: {**d, "rules": {**d["rules"], "players": 9}}, "rules are invalid"),
        (lambda d: {**d, "rules": {**d["rules"], "colour": "red"}}, "unknown option"),
        (lambda d: {**d, "actions": [*d["actions"][:3], "play ♠A", *d["actions"][3:]]}, "action 4"),
        (lambda d: {**d, "actions": [*d["actions"][:2], "bid 99X"]}, "action 3"),
        (lambda d: {**d, "deal": {"hands": [], "blind": []}}, "deal is invalid"),
        (lambda d: {**d, "seed": d.get("seed", 0) + 1}, "does not match its seed"),
        (lambda d: {k: v for k, v in d.items() if k not in ("deal", "seed")}, "neither a deal nor a seed"),
        (lambda d: {**d, "actions": "pass"}, "not a list"),
    ],
)
def test_damaged_records_give_clear_errors(damage, message):
    data = finished_hand().record()
    with pytest.raises(RecordError, match=message):
        replay(damage(data))


def test_match_save_round_trips():
    match = play_match_randomly(PAGAT.replace(rounds=3), 4)
    loaded = Match.from_json(json.loads(json.dumps(match.to_json(), ensure_ascii=False)))
    assert loaded.totals == match.totals and loaded.hands_played == 3 and sum(loaded.totals) == 0


def test_broken_match_saves_give_clear_errors():
    save = play_match_randomly(PAGAT.replace(rounds=2), 5).to_json()
    with pytest.raises(RecordError, match="not a match save"):
        Match.from_json({"hello": 1})
    with pytest.raises(RecordError, match="hand 1"):
        Match.from_json({**save, "hands": [{**save["hands"][0], "version": 7}]})
    unfinished = {**save["hands"][-1], "actions": save["hands"][-1]["actions"][:5]}
    with pytest.raises(RecordError, match="unfinished"):
        Match.from_json({**save, "hands": [unfinished]})


def test_thrown_in_hands_are_redealt_by_the_same_dealer():
    match = Match(PAGAT, 1)
    hand = match.new_hand()
    while not hand.is_over:
        hand.apply(hand.legal_actions()[0])  # everyone passes
    assert hand.thrown_in
    match.finish_hand(hand)
    again = match.new_hand()
    assert match.dealer == 0 and again.deal != hand.deal and match.hands_played == 0


def test_imported_record_text_goes_through_the_guarded_reader():
    """A record file to import may hold anything: deep nesting, huge numbers, UTF-16, junk.
    Each is a RecordError with a message, never a RecursionError or another exception."""
    from game.rules import RecordError

    for bad in ["[" * 100_000, b"\xff\xfe{\x00}\x00", '{"seed": ' + "9" * 5000 + "}", "", b"\x80abc"]:
        with pytest.raises(RecordError, match="cannot be read"):
            replay(bad)
