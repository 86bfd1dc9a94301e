"""The player against Hard: per deal, in total, in words, and where two hands of a deal parted."""

from __future__ import annotations

import pytest

from game.challenge import (
    Challenge,
    Outcome,
    Verdict,
    compare,
    first_difference,
    hand_before,
    hard_seat,
    play_deal,
)
from game.rules.i18n import set_language


def test_deals_and_totals():
    s = compare([3, -1, 0, 2], [1, -1, 2, 0])
    assert [d.verdict for d in s.deals] == [Verdict.BETTER, Verdict.EQUAL, Verdict.WORSE, Verdict.BETTER]
    assert (s.player, s.hard, s.margin, s.outcome) == (4, 2, 2, Outcome.WON)
    assert compare([1], [1]).outcome == Outcome.DRAWN
    assert compare([0, -2], [0, 3]).outcome == Outcome.LOST
    assert len(compare([1, 2, 3], [1]).deals) == 1  # the deals both have played


def test_the_summary_in_words_in_english_and_japanese():
    assert compare([3, 2], [1, 0]).words() == "You beat Hard by 4 chips: +5 against +1."
    assert compare([0], [1]).words() == "Hard beat you by 1 chip: +0 against +1."
    assert compare([2], [2]).words() == "A draw with Hard: +2 chips each."
    try:
        set_language("ja")
        assert "4" in compare([3, 2], [1, 0]).words() and "勝" in compare([3, 2], [1, 0]).words()
        assert "引き分け" in compare([2], [2]).words()
    finally:
        set_language("en")


class Stubborn:
    """Hard, but the first card it may choose freely it plays otherwise."""

    name = "stubborn"

    def __init__(self, challenge: Challenge) -> None:
        self.hard = hard_seat(challenge, 0)
        self.done = False

    def choose(self, view):  # type: ignore[no-untyped-def]
        action = self.hard.choose(view)
        cards = [a for a in view.legal_actions if str(a).startswith("play") and a != action]
        if not self.done and str(action).startswith("play") and cards:
            self.done = True
            return cards[0]
        return action


def test_the_first_decision_that_differed_is_the_players():
    challenge = Challenge("nap", "peep", 3, seat=1, seed=2024, deals=1)
    hard = play_deal(challenge, 0, hard_seat(challenge, 0))
    assert first_difference(challenge, hard.record, hard.record) is None
    mine = play_deal(challenge, 0, Stubborn(challenge))
    d = first_difference(challenge, mine.record, hard.record)
    assert d is not None and d.by_player and d.seat == 1
    assert mine.record["actions"][: d.index] == hard.record["actions"][: d.index]
    assert d.mine != d.hard and d.mine is not None and d.mine.startswith("play")
    before = hand_before(challenge, mine.record, d.index)
    assert before.to_act == 1 and len(before.actions) == d.index
    other = Challenge("nap", "peep", 3, seat=1, seed=2025, deals=1)
    with pytest.raises(ValueError):
        first_difference(challenge, mine.record, other.new_hand(0).record())
