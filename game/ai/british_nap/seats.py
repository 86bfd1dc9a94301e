"""Nap's AI seats (the registry's ``seat_factory`` for "nap"): random, easy, normal and hard.

Every seat sees only its own :class:`~game.british_nap.NapView` and draws from its own seeded RNG, so a
seed replays every choice. Easy and normal play by rules of thumb (normal knows who is on its
side: :mod:`.heuristic`); hard (:mod:`game.ai.british_nap.hard`) samples the hidden cards
consistently with what it has seen and solves each sample exactly
(:mod:`game.ai.british_nap.solver`), deciding everything by that simulation.
"""

from __future__ import annotations

from .heuristic import NapHeuristicSeat, NapRandomSeat

LEVELS = ("random", "easy", "normal", "hard")


def make_nap_seat(level: str, seed: int = 0) -> NapRandomSeat | NapHeuristicSeat:
    """A fresh Nap seat of the given level, with its own seeded RNG."""
    if level == "random":
        return NapRandomSeat(seed)
    if level == "easy":
        return NapHeuristicSeat(seed, easy=True)
    if level == "normal":
        return NapHeuristicSeat(seed)
    if level == "hard":
        from .hard import NapHardSeat  # its search is loaded on first use only

        return NapHardSeat(seed)
    raise ValueError(f"unknown AI level {level!r}; the levels are: {', '.join(LEVELS)}")
