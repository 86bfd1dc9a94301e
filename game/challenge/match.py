"""A challenge's deals as a match, for the table that plays them (the UI's match flow): the
table deals, counts and saves a :class:`~game.rules.match.Match`; this one deals the
challenge's deals in turn.

It differs from a match where a challenge does (see :mod:`.challenge`): deal ``i`` is the
challenge's deal ``i`` (its seed, its dealer, empty pools) whatever the deals before it paid;
a deal everyone passes is a deal played, counted as the game settles it and never dealt
again; and it is over after the challenge's last deal. The totals are summed as a match sums
them (the scoreboard reads them); what a deal counts for the player against Hard is its
:class:`~game.challenge.par.DealResult` (:meth:`ChallengeMatch.result`).
"""

from __future__ import annotations

from typing import Any

from game.rules.match import Match

from .challenge import Challenge
from .par import DealResult, result_of


def _deal_of(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k != "actions"}


class ChallengeMatch(Match[Any]):
    """The deals of ``challenge``, one after another."""

    # No draw for the first dealer (Nap's table shows one before a match's first deal): a
    # challenge's dealers are its own.
    draws_first_dealer = False

    def __init__(self, challenge: Challenge) -> None:
        super().__init__(challenge.rules(), challenge.seed, challenge.dealer(0), challenge.game)
        self.challenge = challenge
        self.deal_results: list[DealResult] = []  # the player's seat's result, deal by deal

    @property
    def index(self) -> int:
        """The deal to play next (the number of deals played)."""
        return len(self.records)

    def new_hand(self) -> Any:
        if self.is_over:
            raise ValueError("the challenge's deals are all played")
        return self.challenge.new_hand(self.index)

    def is_next_deal(self, hand: Any) -> bool:
        """``hand`` is the challenge's next deal (its cards, dealer and rules), played or not."""
        if self.is_over:
            return False
        return bool(_deal_of(hand.record()) == _deal_of(self.new_hand().record()))

    def finish_hand(self, hand: Any) -> None:
        """Count the next deal, played to its end (``ValueError`` for any other hand)."""
        if not hand.is_over:
            raise ValueError("the hand is not over")
        if not self.is_next_deal(hand):
            raise ValueError(f"this hand is not deal {self.index + 1} of the challenge")
        index = self.index
        self.records.append(hand.record())
        self.last_hand = hand
        self.deal_results.append(result_of(self.challenge, index, hand))
        settled = self.spec.settle(hand)
        if settled is not None:
            for seat, chips in enumerate(settled.payments):
                self.totals[seat] += chips
            self.results.append(settled)
            if settled.contract_won_by is not None:
                self.contract_wins[settled.contract_won_by] += 1
        if not self.is_over:
            self.dealer = self.challenge.dealer(self.index)

    def result(self, index: int) -> DealResult:
        """The player's result on deal ``index`` (played)."""
        return self.deal_results[index]

    @property
    def hands_played(self) -> int:
        return len(self.records)

    @property
    def is_over(self) -> bool:
        return len(self.records) >= self.challenge.deals

    @classmethod
    def replayed(cls, challenge: Challenge, records: list[Any]) -> ChallengeMatch:
        """The match of ``challenge`` after the deals of ``records`` (a save's), each replayed
        by the game and checked to be that deal, finished. ``ValueError`` says which is not."""
        match = cls(challenge)
        if not isinstance(records, list) or len(records) > challenge.deals:
            raise ValueError("the challenge's deals are not a list of at most its deals")
        for i, record in enumerate(records):
            hand = challenge.spec.replay(record)  # RecordError (a ValueError) for a bad one
            if not hand.is_over:
                raise ValueError(f"deal {i + 1} is unfinished")
            if not match.is_next_deal(hand):
                raise ValueError(f"deal {i + 1} is not the challenge's deal")
            match.finish_hand(hand)
        return match
