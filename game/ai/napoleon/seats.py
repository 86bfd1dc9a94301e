"""Napoleon's seats: the seat type (``Seat``), the random seat, the seat factory (the registry's
``seat_factory`` for the game "napoleon") and its seats in the duplicate tournament (the spec's
``tournament_seats``)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.napoleon import Action, SeatView
from game.rules.i18n import _

from ..base import GameSeat
from ..roster import SearchBudget, TournamentSeats
from .heuristic import HeuristicSeat

Seat = GameSeat[SeatView, Action]  # a Napoleon seat


class RandomSeat:
    """Plays a uniformly random legal action: the floor of the tournament."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        return self.rng.choice(view.legal_actions)

    def explain(self, view: SeatView, action: Action, names: Sequence[str] = ()) -> str:
        return _("{action}: chosen at random among the legal moves.").format(action=action)


LEVELS = ("random", "easy", "normal", "hard")
ALL_SEEING = "allseeing"  # :data:`game.ai.napoleon.oracle.NAME`, the measuring stick's name


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


def _tournament_seat(name: str, seed: int, budget: SearchBudget) -> Seat:
    if name == "hard":  # the tournament's search budget, not the app's
        from .hard import HardSeat

        return HardSeat(seed, rollouts=budget.rollouts, max_seconds=budget.seconds)
    if name == ALL_SEEING:  # the tournament's measuring stick: never built by make_seat
        from .oracle import AllSeeingSeat

        return AllSeeingSeat(seed)
    return make_napoleon_seat(name, seed)


# The levels, and the seat that sees every hand (:mod:`.oracle`): a level's share of its margin.
TOURNAMENT_SEATS = TournamentSeats(
    (*LEVELS, ALL_SEEING), _tournament_seat, reference=ALL_SEEING, sticks=(ALL_SEEING,)
)
