"""Nap's seats in the duplicate tournament (the spec's ``tournament_seats``): its levels, hard
with the tournament's clock, and its measuring sticks. A module of its own because the
all-seeing and hard seats build on :mod:`.seats`'s heuristic seat.

- ``hard0`` is the hard seat with its earlier rules of thumb for peeping (never), buying and the
  widow discards: a baseline that measures those steps; ``hardplay`` also bids as Normal does,
  so it measures hard's card play alone. Neither is a level.
- ``allseeing`` and ``allseeing-full`` see every hand (:mod:`.oracle`): the first in card
  play only (the same reference as Napoleon's), the second in the bidding too (a bound).
"""

from __future__ import annotations

from ..roster import SearchBudget, TournamentSeats
from .hard import NODES, NapHardSeat
from .heuristic import NapHeuristicSeat, NapRandomSeat
from .oracle import FULL_NAME, NAME, NapAllSeeingSeat
from .seats import LEVELS, make_nap_seat

BASELINES = ("hard0", "hardplay")


def _tournament_seat(name: str, seed: int, budget: SearchBudget) -> NapRandomSeat | NapHeuristicSeat:
    # Nap hard keeps the app's node budget (unless the budget names one: a challenge's par),
    # but its wall-clock cap is the tournament's (none unless --hard-seconds): a loaded machine
    # must not cut the searches short, or the figures would measure the load and no longer
    # replay from the seed.
    nodes = NODES if budget.nodes is None else budget.nodes
    if name == "hard":
        return NapHardSeat(seed, nodes=nodes, seconds=budget.seconds)
    if name == "hard0":  # Nap hard with the old rules of thumb for peep, buying and the widow
        return NapHardSeat(seed, decide=False, nodes=nodes, seconds=budget.seconds)
    if name == "hardplay":  # hard's card play alone: Normal's bids and exchanges
        return NapHardSeat(seed, decide=False, bids=False, nodes=nodes, seconds=budget.seconds)
    if name == NAME:
        return NapAllSeeingSeat(seed)
    if name == FULL_NAME:  # sight in Nap's bidding too: a bound
        return NapAllSeeingSeat(seed, sight_in_bidding=True)
    return make_nap_seat(name, seed)


TOURNAMENT_SEATS = TournamentSeats(
    (*LEVELS, *BASELINES, NAME, FULL_NAME), _tournament_seat, reference=NAME, sticks=(NAME, FULL_NAME)
)
