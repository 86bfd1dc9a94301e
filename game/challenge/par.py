"""Playing a challenge's deals, and the par: Hard's result in the player's seat.

A deal is played by a :class:`DealRun`: the deal (``Challenge.new_hand``), the field's seats
(:func:`field_seats`, from the field's level and the challenge's seeds, the same for the
player's table and the par) and someone in the player's seat: a seat (the par's Hard,
:func:`hard_seat`; any seat in a test) or the caller, who gives the player's actions to
:meth:`DealRun.apply`. ``step`` makes one decision at a time, so a worker process can compute
the par a decision at a time (and stop between two) or a deal per call (:func:`par_deal`).

The par is deterministic: the same code gives the same deals and the same Hard result on
every machine and run. Every searching seat is built with :data:`PAR_BUDGET`, which counts
work and never the clock: Napoleon's Hard its rollouts (240, the app's Hard exactly, which has
no clock either); Nap's hard its solver nodes, capped at 750,000 a decision instead of the
app's 3-second safety net (about 3 s at the ~250,000 nodes a second measured here, so the
cap bites where the app's clock would on this machine: on 1 to 2% of decisions, the biggest
bids; the median decision needs some 6,000 nodes). Results are plain data
(:meth:`DealResult.to_json`), for a save or a pipe. A par stopped mid-deal (the app quit or
killed) starts that deal again from its beginning: it comes out the same.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.ai import GameSeat, SearchBudget, tournament_seats
from game.rules.protocol import AnyGameHand

from .challenge import Challenge

PAR_LEVEL = "hard"
PAR_BUDGET = SearchBudget(rollouts=240, seconds=None, nodes=750_000)
DIGEST_CHARS = 16
# A record's header: the rules are the code's (a new option would change their JSON, not the
# deal), and a record format's version may change with no change to the play.
_NOT_DIGESTED = ("rules", "format", "version")


def challenge_seat(game: str, level: str, seed: int) -> GameSeat[Any, Any]:
    """A fresh seat of ``level`` as a challenge seats it: a searching level with
    :data:`PAR_BUDGET` (never a clock), the others as ``make_seat`` builds them. A table that
    plays a challenge builds its field with this (in its AI worker too), not with
    ``make_seat``: the app's Nap hard has a wall-clock safety net, which would make the field's
    choices depend on the machine."""
    return tournament_seats(game).seat(level, seed, PAR_BUDGET)


def field_seats(challenge: Challenge, index: int) -> dict[int, GameSeat[Any, Any]]:
    """Deal ``index``'s field: a fresh seat of the challenge's level in every seat but the
    player's, each from its seed (``Challenge.field_seeds``), by :func:`challenge_seat`: the
    same on the player's table and in the par."""
    return {
        s: challenge_seat(challenge.game, challenge.level, seed)
        for s, seed in challenge.field_seeds(index).items()
    }


def hard_seat(challenge: Challenge, index: int) -> GameSeat[Any, Any]:
    """The par's Hard for deal ``index``, in the player's seat."""
    return challenge_seat(challenge.game, PAR_LEVEL, challenge.hard_seed(index))


def record_digest(record: dict[str, Any], chips: int) -> str:
    """A digest of a played deal: its cards, its actions and the seat's result (the record but
    its header), the same on every machine."""
    body = {k: v for k, v in record.items() if k not in _NOT_DIGESTED}
    text = json.dumps(
        {"record": body, "chips": chips}, sort_keys=True, ensure_ascii=True, separators=(",", ":")
    )
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:DIGEST_CHARS]


@dataclass(frozen=True, slots=True)
class DealResult:
    """One deal as one side played it: the player's seat's result (``chips``: what a match
    would add to its standing, see :mod:`.challenge`), whether it was thrown in (everyone
    passed), the record (the replay of the hand) and its digest."""

    index: int
    chips: int
    thrown_in: bool
    record: dict[str, Any]
    digest: str

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "chips": self.chips,
            "thrown_in": self.thrown_in,
            "record": self.record,
            "digest": self.digest,
        }

    @classmethod
    def from_json(cls, data: Any) -> DealResult:
        """A result written by :meth:`to_json`; ``ValueError`` for anything else (its digest is
        checked against its record)."""
        if not isinstance(data, dict):
            raise ValueError("a deal's result is an object")
        try:
            index, chips, thrown_in = data["index"], data["chips"], data["thrown_in"]
            record, digest = data["record"], data["digest"]
        except KeyError as exc:
            raise ValueError(f"a deal's result has no {exc}") from None
        if type(index) is not int or type(chips) is not int or type(thrown_in) is not bool:
            raise ValueError("a deal's result has a bad index, chips or thrown_in")
        if not isinstance(record, dict) or digest != record_digest(record, chips):
            raise ValueError("a deal's result does not match its digest")
        return cls(index, chips, thrown_in, record, digest)


def result_of(challenge: Challenge, index: int, hand: AnyGameHand) -> DealResult:
    """The result of deal ``index`` (``hand``, finished) for the challenge's seat."""
    if not hand.is_over:
        raise ValueError("the deal is not over")
    spec = challenge.spec
    settled = spec.settle(hand)
    if settled is None:  # thrown in, nothing paid
        chips, thrown_in = 0, True
    else:
        thrown_in = settled.redeal
        if spec.ranks_by_wins(challenge.rules()):
            chips = int(settled.contract_won_by == challenge.seat)
        else:
            chips = settled.payments[challenge.seat]
    record = hand.record()
    return DealResult(index, chips, thrown_in, record, record_digest(record, chips))


class DealRun:
    """Deal ``index`` of ``challenge``, played: the field's seats choose for themselves;
    ``player`` chooses in the player's seat, or, when None, the caller gives its actions to
    :meth:`apply`."""

    def __init__(self, challenge: Challenge, index: int, player: GameSeat[Any, Any] | None = None) -> None:
        self.challenge = challenge
        self.index = index
        self.hand: Any = challenge.new_hand(index)
        self.field = field_seats(challenge, index)
        self.player = player

    @property
    def over(self) -> bool:
        return bool(self.hand.is_over)

    @property
    def players_turn(self) -> bool:
        """The player's seat is to act."""
        return not self.over and self.hand.to_act == self.challenge.seat

    def step(self) -> Any:
        """One decision of the seat to act, applied; returns the action. ``RuntimeError`` when
        the deal is over, or it is the player's turn and no seat plays for the player."""
        if self.over:
            raise RuntimeError("the deal is over")
        seat = self.hand.to_act
        chooser = self.player if seat == self.challenge.seat else self.field[seat]
        if chooser is None:
            raise RuntimeError("the player's seat is to act: apply() the player's action")
        action = chooser.choose(self.hand.view(seat))
        self.hand.apply(action)
        return action

    def apply(self, action: Any) -> None:
        """The player's ``action`` (the engine checks it: ``IllegalAction`` with its reason)."""
        if not self.players_turn:
            raise RuntimeError("it is not the player's turn")
        self.hand.apply(action)

    def advance(self) -> None:
        """Let the field play until the player's turn or the end (with a player seat: to the
        end)."""
        while not self.over and (self.player is not None or not self.players_turn):
            self.step()

    def result(self) -> DealResult:
        return result_of(self.challenge, self.index, self.hand)

    def run(self) -> DealResult:
        """Play the deal to its end (a player seat needed) and give its result."""
        if self.player is None:
            raise RuntimeError("no seat plays for the player")
        self.advance()
        return self.result()


def play_deal(challenge: Challenge, index: int, player: GameSeat[Any, Any]) -> DealResult:
    """Deal ``index`` with ``player`` in the player's seat."""
    return DealRun(challenge, index, player).run()


def par_deal(challenge: Challenge, index: int) -> DealResult:
    """Hard's result on deal ``index``: one call per deal, for a worker process."""
    return play_deal(challenge, index, hard_seat(challenge, index))


def par_digest(deals: tuple[DealResult, ...]) -> str:
    """The digest of a whole par (or any side's deals), over each deal's digest in order."""
    text = ",".join(d.digest for d in deals)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:DIGEST_CHARS]


@dataclass(frozen=True, slots=True)
class Par:
    """Hard's result on every deal of a challenge."""

    deals: tuple[DealResult, ...]

    @property
    def total(self) -> int:
        return sum(d.chips for d in self.deals)

    @property
    def digest(self) -> str:
        return par_digest(self.deals)

    def to_json(self) -> dict[str, Any]:
        return {"deals": [d.to_json() for d in self.deals], "digest": self.digest}

    @classmethod
    def from_json(cls, data: Any) -> Par:
        if not isinstance(data, dict) or not isinstance(data.get("deals"), list):
            raise ValueError("a par is an object with its deals")
        par = cls(tuple(DealResult.from_json(d) for d in data["deals"]))
        if [d.index for d in par.deals] != list(range(len(par.deals))):
            raise ValueError("a par's deals are not in order")
        return par


def par(challenge: Challenge, progress: Callable[[int, DealResult], None] | None = None) -> Par:
    """Hard's result on every deal, one after another (``progress(index, result)`` after each)."""
    deals = []
    for index in range(challenge.deals):
        result = par_deal(challenge, index)
        deals.append(result)
        if progress is not None:
            progress(index, result)
    return Par(tuple(deals))
