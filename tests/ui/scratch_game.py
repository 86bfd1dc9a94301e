"""A third game for the tests, registered only inside a test: Nap's engine under another name,
formats and rules type, with AI levels of its own ("novice", "expert") that no other game has,
built by its own seat factory. Registered through the registry's ``register`` and removed after.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from game.ai.base import GameSeat
from game.ai.british_nap.seats import make_nap_seat
from game.british_nap import NapRules
from game.rules.games import GAMES, GameSpec, game_spec, register

NAME = "scratch"
LEVELS = ("novice", "expert")
AS_NAP = {"novice": "random", "expert": "easy"}  # what each level plays like (quick seats)


@dataclasses.dataclass(frozen=True, slots=True)
class ScratchRules(NapRules):
    """Nap's rules, as the scratch game's own type (the registry tells the games apart by it)."""


def make_scratch_seat(level: str, seed: int) -> GameSeat[Any, Any]:
    """The scratch game's seat factory: only its own levels."""
    if level not in AS_NAP:
        raise ValueError(f"unknown AI level {level!r}; the levels are: {', '.join(LEVELS)}")
    return make_nap_seat(AS_NAP[level], seed)


def scratch_spec() -> GameSpec[Any]:
    nap = game_spec("nap")
    return dataclasses.replace(
        nap,
        name=NAME,
        title="Scratch",
        rules_type=ScratchRules,
        rules_from_json=ScratchRules.from_json,
        presets={name: ScratchRules.from_json(rules.to_json()) for name, rules in nap.presets.items()},
        record_format="scratch-hand",
        match_format="scratch-match",
        seat_factory=f"{__name__}:make_scratch_seat",
        levels=LEVELS,
        hints=False,  # a hint is a Normal seat's choice: this game has no Normal
        tournament_seats=None,
        challenge=None,
        coach=None,
        coach_words=None,
    )


@contextmanager
def scratch_game() -> Iterator[str]:
    """The scratch game in the registry for the ``with`` block, gone after it."""
    register(scratch_spec())
    try:
        yield NAME
    finally:
        del GAMES._specs[NAME]
