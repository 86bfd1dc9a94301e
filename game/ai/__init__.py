"""AI seats. Each sees only its own seat's view (``SeatView``), never hidden cards."""

from __future__ import annotations

from .base import RandomSeat, Seat

LEVELS = ("random",)


def make_seat(level: str, seed: int = 0) -> Seat:
    """A fresh seat of the given level, with its own seeded RNG."""
    if level == "random":
        return RandomSeat(seed)
    raise ValueError(f"unknown AI level {level!r}; the levels are: {', '.join(LEVELS)}")


__all__ = ["LEVELS", "RandomSeat", "Seat", "make_seat"]
