"""AI seats. Each sees only its own seat's view (``SeatView``), never hidden cards."""

from __future__ import annotations

from .base import RandomSeat, Seat
from .heuristic import HeuristicSeat

LEVELS = ("random", "easy", "normal", "hard")


def make_seat(level: str, seed: int = 0) -> Seat:
    """A fresh seat of the given level, with its own seeded RNG."""
    if level == "random":
        return RandomSeat(seed)
    if level == "easy":
        return HeuristicSeat(seed, easy=True)
    if level == "normal":
        return HeuristicSeat(seed)
    if level == "hard":
        from .hard import HardSeat

        return HardSeat(seed)
    raise ValueError(f"unknown AI level {level!r}; the levels are: {', '.join(LEVELS)}")


__all__ = ["LEVELS", "HeuristicSeat", "RandomSeat", "Seat", "make_seat"]
