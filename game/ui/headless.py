"""Play hands with no window: the self-test and the benchmark share this."""

from __future__ import annotations

import time
from typing import Any

from .aiworker import AIWorker
from .table.controller import HandController, MatchSession


def play_hand_headless(rules: Any, seed: int, level: str, pool: AIWorker) -> str:
    """One all-AI hand of ``rules``' game (any registered game's rules) through the controller
    (AI on the worker); a one-line summary."""
    session = MatchSession(rules, seed, level, human=None)
    for _ in range(20):  # thrown-in hands are redealt
        ctl = HandController(session, pool)
        deadline = time.monotonic() + 120
        while not ctl.over:
            ctl.poll()
            if ctl.thinking:
                time.sleep(0.0005)
            if time.monotonic() > deadline:
                raise TimeoutError("the AI seats did not finish the hand in 120 s")
        session.match.finish_hand(ctl.hand)
        if ctl.hand.result is not None:
            return f"hand played: {ctl.hand.result} ({len(ctl.steps)} steps)"
    return "every deal was thrown in"
