"""The player against Hard: per deal and in total, and where the two hands of a deal parted.

A deal is better, equal or worse for the player than for Hard by the seat's result on it
(:attr:`DealResult.chips <game.challenge.par.DealResult.chips>`); the challenge is won, drawn
or lost by the totals over the deals both have played.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.rules.i18n import _, ngettext

from .challenge import Challenge
from .par import DealResult


class Verdict(StrEnum):
    """One deal, for the player against Hard."""

    BETTER = "better"
    EQUAL = "equal"
    WORSE = "worse"


class Outcome(StrEnum):
    """A challenge, for the player against Hard."""

    WON = "won"
    DRAWN = "drawn"
    LOST = "lost"


def _sign(margin: int) -> int:
    return (margin > 0) - (margin < 0)


@dataclass(frozen=True, slots=True)
class DealComparison:
    index: int
    player: int  # the player's chips on the deal
    hard: int  # Hard's chips on the same cards

    @property
    def margin(self) -> int:
        """The player's chips over Hard's."""
        return self.player - self.hard

    @property
    def verdict(self) -> Verdict:
        return (Verdict.WORSE, Verdict.EQUAL, Verdict.BETTER)[_sign(self.margin) + 1]


@dataclass(frozen=True, slots=True)
class Summary:
    deals: tuple[DealComparison, ...]

    @property
    def player(self) -> int:
        return sum(d.player for d in self.deals)

    @property
    def hard(self) -> int:
        return sum(d.hard for d in self.deals)

    @property
    def margin(self) -> int:
        return self.player - self.hard

    @property
    def outcome(self) -> Outcome:
        return (Outcome.LOST, Outcome.DRAWN, Outcome.WON)[_sign(self.margin) + 1]

    def words(self) -> str:
        """The summary in one sentence, in the player's language."""
        if self.outcome == Outcome.WON:
            text = ngettext(
                "You beat Hard by {n} chip: {player:+d} against {hard:+d}.",
                "You beat Hard by {n} chips: {player:+d} against {hard:+d}.",
                self.margin,
            )
        elif self.outcome == Outcome.LOST:
            text = ngettext(
                "Hard beat you by {n} chip: {player:+d} against {hard:+d}.",
                "Hard beat you by {n} chips: {player:+d} against {hard:+d}.",
                -self.margin,
            )
        else:
            text = _("A draw with Hard: {player:+d} chips each.")
        return text.format(n=abs(self.margin), player=self.player, hard=self.hard)


def compare(player: Sequence[DealResult | int], hard: Sequence[DealResult | int]) -> Summary:
    """The player's deals against Hard's, deal by deal (results or chips, in deal order), over
    the deals both have played."""

    def chips(d: DealResult | int) -> int:
        return d if isinstance(d, int) else d.chips

    return Summary(
        tuple(
            DealComparison(i, chips(p), chips(h)) for i, (p, h) in enumerate(zip(player, hard, strict=False))
        )
    )


@dataclass(frozen=True, slots=True)
class Divergence:
    """Where the player's hand and Hard's hand of a deal parted: the ``index`` of the first
    action that differs in the two records, the ``seat`` that took it (the player's, unless a
    field seat chose otherwise, as a Hard field seat may after a resume), and the two actions as
    the records write them (None where one record has ended)."""

    index: int
    seat: int
    mine: str | None
    hard: str | None
    by_player: bool


def _deal_of(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k != "actions"}


def first_difference(challenge: Challenge, mine: dict[str, Any], hard: dict[str, Any]) -> Divergence | None:
    """The first decision that differed between the player's record and Hard's of the same
    deal; None when they are the same hand. ``ValueError`` for records of two different deals.
    :func:`hand_before` gives the hand as it stood then (the coach prices that decision)."""
    if _deal_of(mine) != _deal_of(hard):
        raise ValueError("the two records are not of the same deal")
    a, b = list(mine["actions"]), list(hard["actions"])
    index = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    if index == len(a) == len(b):
        return None
    seat = int(hand_before(challenge, mine, index).to_act)
    return Divergence(
        index,
        seat,
        a[index] if index < len(a) else None,
        b[index] if index < len(b) else None,
        seat == challenge.seat,
    )


def hand_before(challenge: Challenge, record: dict[str, Any], index: int) -> Any:
    """The hand of ``record`` before its action ``index`` (replayed by the game)."""
    return challenge.spec.replay({**record, "actions": list(record["actions"])[:index]})
