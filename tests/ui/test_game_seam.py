"""The table's plumbing reaches the game through the registry: seats by game name, hands by
the match, the end of a hand by ``is_over``."""

from __future__ import annotations

from concurrent.futures import Future

import pytest

from game.napoleon import Action, RuleSet, SeatView
from game.ui.aiworker import Chooser, InlineAI, SeatKey
from game.ui.table.controller import HandController, MatchSession

pytestmark = pytest.mark.both_languages


class RecordingAI(InlineAI):
    def __init__(self) -> None:
        self.keys: list[SeatKey] = []

    def submit(self, key: SeatKey, local: Chooser, view: SeatView) -> Future[Action]:
        self.keys.append(key)
        return super().submit(key, local, view)


def test_seat_keys_carry_the_game_and_a_hand_ends_on_is_over():
    worker = RecordingAI()
    session = MatchSession(RuleSet(), 6, "random", human=None)
    assert session.game == "napoleon"
    ctl = HandController(session, worker)
    ctl.run_to_end()
    assert ctl.hand.is_over and ctl.over
    assert worker.keys and {k.game for k in worker.keys} == {"napoleon"}
    assert {k.seed for k in worker.keys} <= set(session.seat_seeds.values())
