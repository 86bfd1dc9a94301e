"""Whist is the tests' own game: registered by the test session, never shipped, and a real
trick game (follow suit, trumps, the side over six tricks scores its excess)."""

from __future__ import annotations

import ast
import random
from pathlib import Path

from game.rules import GAMES, game_spec
from game.rules.card_actions import Play
from game.rules.cards import Card, Suit
from game.rules.games import GAME_ENTRIES

from .hand import WhistHand, trick_winner
from .rules import WhistRules

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
