"""The engine's words in the player's language: illegal-move reasons, option words, the rules
help, presets, trick reasons and results come out in Japanese after ``set_language("ja")``
and in the same English as ever after ``set_language("en")``; records stay language-neutral."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.napoleon import Bid, NapoleonHand, RuleConflict, RuleSet, preset_description, preset_title
from game.napoleon import events as ev
from game.napoleon.help import describe_rules
from game.napoleon.option_specs import group_note, group_title, option_spec
from game.napoleon.options import Scoring
from game.napoleon.tricks import NORMAL, WIN_REASONS, tables_for, win_reason_words
from game.rules import Suit
from game.rules.cards import Card, mask_of
from game.rules.i18n import set_language


@pytest.fixture
def japanese() -> Iterator[None]:
    set_language("ja")
    try:
        yield
    finally:
        set_language("en")


def _follow_reason() -> str | None:
    """Why ♣4 may not be played to a trick led with ♥2 by a hand holding ♥3 and ♣4."""
    tables = tables_for(RuleSet(), Suit.SPADES)
    hand = mask_of([Card.parse("♥3"), Card.parse("♣4")])
    return tables.explain(Card.parse("♣4"), hand, [Card.parse("♥2")], NORMAL, None)


def _words() -> tuple[str | None, str, str, str]:
    return (
        _follow_reason(),
        option_spec("yoromeki").label_words(),
        option_spec("players").help_for(RuleSet()),
        describe_rules(RuleSet())[1].lines[0],
    )


def test_the_engine_speaks_english_by_default() -> None:
    assert _words() == (
        "you must follow ♥",
        "Enchantress (yoromeki)",
        "Number of players, 2 to 6 (5 is the classic game).",
        "5 players, 52 cards: 10 cards each, 2 to the blind.",
    )
    assert option_spec("scoring").show(Scoring.BGA_CLASSIC, RuleSet()) == "BGA classic"
    assert preset_title("pagat") == "Pagat standard"
    assert win_reason_words("same_two") == "same two"


def test_the_engine_speaks_japanese(japanese: None) -> None:
    assert _words() == (
        "台札の♥を出さなければなりません",
        "よろめき",
        "プレイヤーの人数、2〜6人（5人が標準）。",
        "5人・52枚: 1人10枚、伏せ札2枚。",
    )
    assert option_spec("yoromeki").show(True, RuleSet()) == "オン"
    assert option_spec("scoring").show(Scoring.BGA_CLASSIC, RuleSet()) == "BGA クラシック"
    assert option_spec("jokers").fixed_hint_words() == "先にジョーカーをオンにしてください。"
    assert group_title("Joker") == "ジョーカー"
    assert group_note("Joker", RuleSet()).startswith("このゲームはジョーカーなし")
    assert preset_title("pagat") == "標準ルール"
    assert preset_description("1885").startswith("最も古い形")
    assert win_reason_words("same_two") == "セイムツー"
    assert win_reason_words("no such reason") == "no such reason"
    with pytest.raises(RuleConflict, match="ハンタージャックには正ジャックが必要です"):
        RuleSet(hunting_jacks=True, right_left_jacks=False)


def test_an_illegal_bid_is_refused_in_japanese(japanese: None) -> None:
    hand = NapoleonHand.new(RuleSet(), seed=3)
    hand.apply(hand.legal_actions()[-1])  # the highest bid: nothing beats it
    assert hand.why_illegal(hand.legal_actions()[0]) is None
    assert hand.why_illegal(Bid(12, Suit.HEARTS)) == "宣言 12♥ は 20♠ を上回っていません"
    set_language("en")
    assert hand.why_illegal(Bid(12, Suit.HEARTS)) == "bid 12♥ does not beat 20♠"


def test_records_and_events_stay_in_english_while_the_player_reads_japanese(japanese: None) -> None:
    hand = NapoleonHand.new(RuleSet(), seed=5)
    events: list[ev.Event] = []
    while not hand.is_over:
        events += hand.apply(hand.legal_actions()[-1])
    result = hand.result
    assert result is not None
    assert result.reason.startswith("took")  # the English a record and the events carry
    assert "枚" in result.reason_words()
    assert all(e.reason in WIN_REASONS for e in events if isinstance(e, ev.TrickWon))
    record = str(hand.record())
    assert not any("\u3040" <= ch <= "\u30ff" for ch in record)
