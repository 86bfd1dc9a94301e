"""Every level explains its choices in a sentence that names the card."""

from __future__ import annotations

import pytest

from game.ai import make_seat
from game.ai.napoleon.hard import HardSeat
from game.napoleon import PRESETS, Bid, Call, Discard, Pass, Play

from .helpers import play_hand


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_explain_names_the_card(level: str) -> None:
    for preset in ("pagat", "bga"):
        rules = PRESETS[preset]
        seats = (
            [HardSeat(s, rollouts=8, min_worlds=2, bid_worlds=8, contract_rollouts=16) for s in range(5)]
            if level == "hard"
            else [make_seat(level, s) for s in range(5)]
        )
        seen: set[type] = set()

        def check(view: object, action: object, seats: list = seats, seen: set = seen) -> None:  # type: ignore[type-arg]
            seat = seats[view.seat]  # type: ignore[attr-defined]
            text = seat.explain(view, action)  # type: ignore[arg-type]
            assert isinstance(text, str) and len(text) > 10 and text.endswith(".")
            seen.add(type(action))
            if isinstance(action, (Play, Call, Discard)):
                assert str(action.card) in text
            if isinstance(action, Bid):
                assert str(action.number) in text
            if isinstance(action, Pass):
                assert "Pass" in text

        for seed in range(3):
            play_hand(rules, seed, seats, check)  # type: ignore[arg-type]
        assert Play in seen
