"""Whist is the tests' own game: registered by the test session, never shipped, and a real
trick game (follow suit, trumps, the side over six tricks scores its excess)."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import GAMES, game_spec
from game.rules.card_actions import Play
from game.rules.cards import Card, Suit
from game.rules.errors import RecordError
from game.rules.games import GAME_ENTRIES

from .hand import WhistHand, WhistTrickWon, trick_winner
from .rules import WHIST_PRESETS, WhistRules

ROOT = Path(__file__).resolve().parents[2]


def test_whist_is_registered_for_the_session_after_the_shipped_games() -> None:
    assert list(GAMES)[-1] == "whist" and next(iter(GAMES)) != "whist"  # the default game stays the first
    assert not any("whist" in e for e in GAME_ENTRIES)


def test_nothing_shipped_imports_the_tests() -> None:
    """No module of ``game/`` imports ``tests`` (Whist among them), and the frozen app's
    build names no test module."""
    for path in (ROOT / "game").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            assert not [n for n in names if n == "tests" or n.startswith("tests.")], path
    assert "tests.whist" not in (ROOT / "build.spec").read_text(encoding="utf-8")


def test_the_trump_is_the_dealers_last_card_or_the_dealers_seats() -> None:
    spec = game_spec("whist")
    hand = spec.new_hand(spec.presets["turned"], 11, 2)
    assert hand.turned in hand.hands[2] and hand.trump == hand.turned // 13
    rotation = [spec.new_hand(spec.presets["rotation"], 11, d).trump for d in range(4)]
    assert sorted(rotation) == [0, 1, 2, 3]


def test_follow_suit_and_the_highest_trump_wins() -> None:
    hand = WhistHand.new(WhistRules(), 4, 0)
    lead = hand.legal_actions()[0]
    hand.apply(lead)
    held = hand.hands[hand.to_act]
    same = [c for c in held if c // 13 == lead.card // 13]
    other = [c for c in held if c // 13 != lead.card // 13]
    if same and other:
        assert hand.why_illegal(Play(other[0])) is not None
    two, ace = Card.parse("♣2"), Card.parse("♣A")
    assert trick_winner([ace, Card.parse("♥2")], trump=Suit.HEARTS) == 1  # a trump beats the ace led
    assert trick_winner([two, ace], trump=Suit.HEARTS) == 1


def test_the_side_over_six_scores_its_excess_and_the_record_replays() -> None:
    spec = game_spec("whist")
    for seed in range(6):
        hand = spec.new_hand(spec.presets["turned"], seed, seed % 4)
        rng = random.Random(seed)
        while not hand.is_over:
            hand.apply(rng.choice(hand.legal_actions()))
        r = hand.result
        assert r is not None and sum(r.side_tricks) == 13 and r.side_tricks[r.side] == 6 + r.points
        settled = spec.settle(hand)
        assert r.points >= 1 and settled is not None and sum(settled.payments) == 0
        assert spec.replay(hand.record()).record() == hand.record()


def test_the_soak_plays_whist(capsys) -> None:  # type: ignore[no-untyped-def]
    from game.rules.soak import main

    assert main(["--deals", "24", "--seed", "2", "--game", "whist"]) == 0
    assert "24 deals" in capsys.readouterr().out


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(WHIST_PRESETS)), st.integers(0, 2**31), st.integers(0, 3))
def test_random_legal_play_keeps_whists_truths(preset: str, seed: int, dealer: int) -> None:
    """Over random legal play: the legal cards follow suit when the seat can; the trick goes to
    the highest trump, else the highest card of the suit led; each view holds its own cards
    only; a clone plays on alone; the record replays to the same hand."""
    spec = game_spec("whist")
    hand = spec.new_hand(WHIST_PRESETS[preset], seed, dealer)
    rng = random.Random(seed)
    while not hand.is_over:
        seat = hand.to_act
        held = hand.hands[seat]
        legal = [a.card for a in hand.legal_actions()]
        if hand.trick and any(c // 13 == hand.trick[0] // 13 for c in held):
            assert all(c // 13 == hand.trick[0] // 13 for c in legal)
        else:
            assert sorted(legal) == sorted(held)
        for s in range(4):
            assert sorted(hand.view(s).hand) == sorted(hand.hands[s])
        twin = hand.clone()
        card = rng.choice(legal)
        events = hand.apply(Play(card))
        assert card in twin.hands[seat]  # the clone played on alone
        won = [e for e in events if isinstance(e, WhistTrickWon)]
        if won:
            cards = won[0].cards
            trumps = [c for c in cards if c // 13 == hand.trump]
            best = max(trumps or [c for c in cards if c // 13 == cards[0] // 13], key=lambda c: c % 13)
            assert won[0].winning == best and hand.tricks[-1].seats[cards.index(best)] == won[0].seat
    assert spec.replay(json.dumps(hand.record())).record() == hand.record()


def test_a_damaged_record_is_refused_with_its_reason() -> None:
    spec = game_spec("whist")
    record = spec.new_hand(WHIST_PRESETS["turned"], 3, 0).record()
    for bad, said in (
        ({**record, "pack": record["pack"][::-1]}, "not the shuffle its seed gives"),
        ({**record, "actions": ["play ♠A", "play ♠A"]}, "action 1"),
        ({**record, "actions": ["bid 7"]}, "not a Whist action"),
        ({**record, "rules": {"players": 5}}, "4 players"),
        ({**record, "format": "nap-hand"}, "not a Whist hand record"),
    ):
        with pytest.raises(RecordError, match=said):
            spec.replay(bad)
