"""Napoleon's seat factory: the registry's ``seat_factory`` for the game "napoleon"."""

from __future__ import annotations

from .base import RandomSeat, Seat
from .heuristic import HeuristicSeat

LEVELS = ("random", "easy", "normal", "hard")


def make_napoleon_seat(level: str, seed: int = 0) -> Seat:
    """A fresh Napoleon seat of the given level, with its own seeded RNG."""
    if level == "random":
        return RandomSeat(seed)
    if level == "easy":
        return HeuristicSeat(seed, easy=True)
    if level == "normal":
        return HeuristicSeat(seed)
    if level == "hard":
        from .hard import HardSeat  # its search tables are built on first use only

        return HardSeat(seed)
    raise ValueError(f"unknown AI level {level!r}; the levels are: {', '.join(LEVELS)}")
