"""The coach of any registered game, reached through its spec: a game's ``GameSpec.coach``
names its coach as ``"module:function"`` (``(record, seat, seed, budget, progress) ->
verdicts``), imported here the first time a hand of that game is reviewed; ``None``: the game
has no coach. The hand history and the coach's worker ask here, never a game's own coach."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, cast

from game.rules.errors import RecordError
from game.rules.games import replay, spec_for_format
from game.rules.i18n import _

Coach = Callable[..., list[Any]]  # (record, seat, seed, budget, progress) -> the verdicts


class NotCoachable(ValueError):
    """The record cannot be coached (a game without a coach, or the seat is not a player);
    the message says why, for the player."""


def coach_of(record: dict[str, Any]) -> Coach | None:
    """The coach of the record's game (imported from the path its spec names), or None."""
    try:
        path = spec_for_format(record.get("format")).coach
    except RecordError:
        return None
    if path is None:
        return None
    module, _sep, attr = path.partition(":")
    return cast(Coach, getattr(importlib.import_module(module), attr))


def coachable(record: dict[str, Any], seat: int | None) -> bool:
    """The record's game has a coach, the record replays and ``seat`` is one of its players."""
    if seat is None or coach_of(record) is None:
        return False
    try:
        rules: Any = replay(record).rules  # every game's rules have ``players``
        players: int = rules.players
    except ValueError:  # a RecordError too
        return False
    return 0 <= seat < players


def evaluate(
    record: dict[str, Any],
    seat: int,
    seed: int = 0,
    budget: Any = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[Any]:
    """The verdicts of the record's game's coach on ``seat``'s decisions (see its coach)."""
    coach = coach_of(record)
    if coach is None:
        raise NotCoachable(_("there is no coach for this game"))
    return coach(record, seat, seed, budget, progress)
