"""The coach of any registered game, reached through its spec: a game's ``GameSpec.coach``
names its coach as ``"module:function"`` (``(record, seat, seed, budget, progress) ->
verdicts``), imported here the first time a hand of that game is reviewed; ``None``: the game
has no coach. The hand history and the coach's worker ask here, never a game's own coach.

What the headline counts is the same for every game (:func:`headline_loss`): each coach says
of its verdicts which mark repeats an earlier one (``follows``) and how far the hand could
have swung from each decision (``swing``); the sums are made here."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any, Protocol, cast

from game.rules.card_actions import Play
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


class Priced(Protocol):
    """What the headline reads of a verdict, whatever the game."""

    @property
    def index(self) -> int:
        """The record's action the decision is (a decision's own place in the hand)."""
        ...

    @property
    def loss(self) -> float:
        """The chips it lost against the coach's best, from the player's view then."""
        ...

    @property
    def flagged(self) -> bool:
        """Marked: it lost enough to say so."""
        ...

    @property
    def follows(self) -> int | None:
        """The ``index`` of the earlier mark whose cause this one repeats (counted there), or
        None: a cause of its own."""
        ...

    @property
    def swing(self) -> float | None:
        """The most the player's chips could have been better in this hand had this decision
        gone otherwise (the best outcome it could still reach, minus what the player got); None:
        nothing in the hand bounds it."""
        ...


class Kinded(Protocol):
    """What :func:`follows` reads of a verdict, whatever the game."""

    @property
    def index(self) -> int: ...

    @property
    def kind(self) -> str:
        """The decision's kind: ``"bid"`` and ``"play"`` are the ones a later mark may repeat."""
        ...

    @property
    def flagged(self) -> bool: ...

    @property
    def best(self) -> object:
        """The coach's choice (a card play: ``Play``)."""
        ...


def follows(verdicts: Sequence[Kinded]) -> list[int | None]:
    """For each verdict, the index of the earlier mark whose cause it repeats, or None: a bid
    marked after another of the same auction repeats it (both price the contract let go or
    overbid); a card marked where the coach's card is the one an earlier mark's was, still
    held (kept back since), repeats that mark. The same for every game with bids and tricks."""
    out: list[int | None] = []
    auction: int | None = None  # the auction's first mark
    kept: dict[object, int] = {}  # a card the coach wanted played at a mark -> that mark
    for v in verdicts:
        first: int | None = None
        best = v.best
        if v.flagged and v.kind == "bid":
            first = auction
            auction = v.index if auction is None else auction
        elif v.flagged and v.kind == "play" and isinstance(best, Play):
            # Still the coach's card, so still held: kept back since the first mark wanted it.
            first = kept.setdefault(best.card, v.index)
            first = None if first == v.index else first
        out.append(first)
    return out


def causes(verdicts: Sequence[Priced]) -> list[list[Priced]]:
    """The marks grouped by cause, in order: each group a mark and the later marks that repeat
    its cause (the same card kept back trick after trick, the bids of one auction)."""
    groups: dict[int, list[Priced]] = {}
    for v in verdicts:
        if v.flagged:
            groups.setdefault(v.index if v.follows is None else v.follows, []).append(v)
    return list(groups.values())


def _bound(vs: Sequence[Priced]) -> float | None:
    swings = [v.swing for v in vs]
    return None if not swings or any(s is None for s in swings) else max(s for s in swings if s is not None)


def headline_loss(verdicts: Sequence[Priced]) -> float:
    """The chips the headline says the hand's marked decisions lost: never more than the hand
    could have swung, and a cause counted once.

    Each verdict's loss is measured against the coach's best *from that position*, with the
    coach playing on from there. A mark that repeats an earlier one's cause (a card the coach
    wanted played, kept back again; another bid of the same auction) prices the same missed
    chance from a later point: adding the two counts that chance once per turn it stayed
    missed ("20.4 chips lost" on a hand that cost 4). So each cause counts once, at its largest
    loss: the most that one cause cost by the coach's measure, never less than any of its marks.

    The losses are expectations over the deals the player could not tell apart; the hand was
    played once. A cause is also capped at what its decisions could have changed in this hand
    (``swing``: a card cannot win more than the contract it is played in pays), and the whole at
    what the hand could have swung (the largest ``swing``): whatever the expectations say, the
    player cannot have lost more chips than the best outcome within reach would have paid above
    what the player got. Both caps are true statements about the hand; the sum of the causes
    is the coach's estimate within them."""
    total = 0.0
    for group in causes(verdicts):
        lost = max(v.loss for v in group)
        cap = _bound(group)
        total += lost if cap is None else min(lost, cap)
    cap = _bound(verdicts)
    return total if cap is None else max(0.0, min(total, cap))
