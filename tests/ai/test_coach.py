"""The coach after the hand: each of the player's decisions priced by Hard's search from the
player's own view, the costly ones marked with a reason read from the whole hand.

The prepared hand (``data/coach_hand.json``, pagat, 5 players, seat 0 a defender): seat 0
played its highest legal card every time (the others are Normal seats), so it threw ♠K on the
6th trick, a club trick that the opponents' Mighty took (Chiyo, seat 2, was out of clubs).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.ai.coach import THRESHOLD, Budget, NotCoachable, Verdict, decisions, evaluate
from game.napoleon import Bid, Pass, Play
from game.rules.cards import Card, Suit

SMALL = Budget(rollouts=60, bid_worlds=8, contract_rollouts=40)


def _record() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((Path(__file__).parent / "data" / "coach_hand.json").read_text("utf-8"))
    return data


@pytest.fixture(scope="module")
def verdicts() -> list[Verdict]:
    return evaluate(_record(), 0, 1, SMALL)


def _at(verdicts: list[Verdict], card: str) -> Verdict:
    return next(v for v in verdicts if isinstance(v.chosen, Play) and v.chosen.card == Card.parse(card))


def test_the_player_s_decisions_are_the_ones_priced(verdicts: list[Verdict]) -> None:
    todo, full = decisions(_record(), 0)
    assert [d.index for d in todo] == [v.index for v in verdicts]
    actions = list(full.actions)
    for v in verdicts:
        assert actions[v.index] == v.chosen or v.kind == "discard"
        assert v.best_value >= v.chosen_value - 1e-9  # the best is at least the choice made
    kinds = [v.kind for v in verdicts]
    assert kinds[0] == "bid" and isinstance(verdicts[0].chosen, (Bid, Pass))
    assert kinds.count("play") >= 5  # forced cards (one candidate) are not priced


def test_a_point_card_thrown_to_the_opponents_mighty_is_marked_with_the_reason(
    verdicts: list[Verdict],
) -> None:
    v = _at(verdicts, "♠K")
    assert v.flagged and v.loss > THRESHOLD
    assert isinstance(v.best, Play) and v.best.card != Card.parse("♠K")
    r = v.reason
    assert r.kind == "mighty_void"
    assert (r.card, r.other, r.player, r.suit) == (Card.parse("♠K"), Card.parse("♠A"), 2, int(Suit.CLUBS))


def test_sensible_plays_are_not_marked(verdicts: list[Verdict]) -> None:
    # ♥K on Emi's ♥A lead and ♣6 under Dai's clubs: not Hard's card, but close enough.
    for card in ("♥K", "♣6"):
        v = _at(verdicts, card)
        assert not v.flagged and v.loss < THRESHOLD
    assert sum(v.flagged for v in verdicts) <= 3


def test_the_same_record_and_seed_give_the_same_review(verdicts: list[Verdict]) -> None:
    again = evaluate(_record(), 0, 1, SMALL)
    assert again == verdicts
    progress: list[tuple[int, int]] = []
    evaluate(_record(), 0, 1, SMALL, lambda done, total: progress.append((done, total)))
    assert progress == [(i, len(verdicts)) for i in range(len(verdicts) + 1)]


def test_what_the_coach_cannot_read_is_refused_with_a_reason() -> None:
    with pytest.raises(NotCoachable, match="seat 9"):
        evaluate(_record(), 9, 1, SMALL)
    with pytest.raises(NotCoachable, match="Napoleon"):
        evaluate({**_record(), "format": "napoleon-nap-hand"}, 0, 1, SMALL)


def test_a_reason_resting_on_hidden_cards_is_marked_hindsight(verdicts: list[Verdict]) -> None:
    """Chiyo's void in clubs and her Mighty were hidden when ♠K was thrown (she played after
    it and had followed clubs until then): the reason says so."""
    r = _at(verdicts, "♠K").reason
    assert r.kind == "mighty_void" and r.hindsight
    for v in verdicts:
        if v.reason.kind in ("call_alone", "call_held"):
            assert v.reason.hindsight
