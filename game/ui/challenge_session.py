"""A challenge at the table: the match session (:class:`~game.ui.table.controller.MatchSession`)
of a challenge's deals, the player in the challenge's seat against its field, and what the
challenge keeps besides: its code, this try, the daily date and practice mark, and the part of
the par (Hard's result on each deal) that has arrived from the background.

The field is the challenge's (:func:`game.challenge.field_seats`), built afresh for each deal
from the challenge's seeds, here and in the AI worker process alike (``SeatKey.challenge``):
never the app's ``make_seat``, whose Nap Hard has a clock, so the field plays the same on every
machine, the par's field and the player's being the same seats.
"""

from __future__ import annotations

import secrets
from datetime import date
from typing import TYPE_CHECKING, Any

from game.challenge import (
    Challenge,
    ChallengeMatch,
    DealComparison,
    DealResult,
    Summary,
    encode,
    field_seats,
)
from game.rules.i18n import _

from .aiworker import AIWorker, SeatKey, new_match_id
from .savegame import SavedChallenge, challenge_snapshot
from .table.controller import MatchSession, View

if TYPE_CHECKING:
    from concurrent.futures import Future

    from .savegame import SavedMatch
    from .table.controller import Action


def new_attempt() -> str:
    """A fresh key for one try of a challenge (its hands' key in Past hands, its row in the
    statistics): random, so two tries of one code never share one."""
    return secrets.token_hex(8)


class ChallengeSession(MatchSession):
    """The deals of ``challenge`` at the table, the player in its seat."""

    redeals_thrown_in = False  # a deal everyone passed is a deal played: its result is shown
    hints_allowed = False  # Hard's advice would measure Hard against itself

    def __init__(self, challenge: Challenge, saved: SavedChallenge | None = None) -> None:
        self.challenge = challenge
        self.saved = saved or SavedChallenge(challenge, new_attempt())
        super().__init__(challenge.rules(), challenge.seed, challenge.level, challenge.seat)
        self.match: ChallengeMatch = ChallengeMatch(challenge)
        self.hand_no = -1
        self.begin_hand()

    # -- the field ------------------------------------------------------------------------

    def begin_hand(self) -> None:
        """The field of the deal about to be played, from the challenge's seeds (idempotent)."""
        match = self.match
        index = len(match.records)
        if index == self.hand_no or not isinstance(match, ChallengeMatch) or match.is_over:
            return
        self.hand_no = index
        self.seat_seeds = self.challenge.field_seeds(index)
        self.seats = field_seats(self.challenge, index)
        self.match_id = new_match_id()  # the worker process builds these seats afresh

    def decide(self, seat: int, view: View, executor: AIWorker) -> Future[Action]:
        key = SeatKey(
            self.match_id, seat, self.levels[seat], self.seat_seeds[seat], self.game, challenge=True
        )
        return executor.submit(key, self.seats[seat], view)

    def hand_words(self, number: int) -> str:
        return _("Challenge: deal {number}/{deals}").format(number=number, deals=self.challenge.deals)

    # -- what the challenge keeps ---------------------------------------------------------

    @property
    def code(self) -> str:
        return encode(self.challenge)

    @property
    def attempt(self) -> str:
        return self.saved.attempt

    @property
    def daily(self) -> date | None:
        return self.saved.daily

    @property
    def daily_practice(self) -> bool:
        """A second try of a daily challenge: shown, not kept as the day's result."""
        return self.saved.practice

    @property
    def par(self) -> dict[int, DealResult]:
        """Hard's results that have arrived, by deal."""
        return self.saved.par

    def take_par(self, result: DealResult) -> bool:
        """Keep Hard's result on a deal; False if it was already known."""
        if result.index in self.saved.par:
            return False
        self.saved.par[result.index] = result
        return True

    @property
    def par_missing(self) -> list[int]:
        """The deals whose par has not arrived, the current deal first, then in order."""
        current = min(len(self.match.records), self.challenge.deals - 1)
        missing = [i for i in range(self.challenge.deals) if i not in self.saved.par]
        return sorted(missing, key=lambda i: (i != current, i))

    def mine(self, index: int) -> DealResult | None:
        """The player's result on deal ``index``, once played."""
        results = self.match.deal_results
        return results[index] if index < len(results) else None

    def summary(self) -> Summary:
        """The player against Hard over the deals both have played, in deal order."""
        return Summary(
            tuple(
                DealComparison(i, mine.chips, self.saved.par[i].chips)
                for i, mine in enumerate(self.match.deal_results)
                if i in self.saved.par
            )
        )

    @property
    def complete(self) -> bool:
        """Every deal played, and Hard's result on every deal known."""
        return self.match.is_over and len(self.saved.par) == self.challenge.deals

    # -- saving and restoring -------------------------------------------------------------

    def snapshot(self, hand: Any | None) -> dict[str, Any]:
        return challenge_snapshot(self.saved, self.match, hand, self.names)

    @classmethod
    def restore(cls, saved: SavedMatch) -> ChallengeSession:
        """The challenge of a save (``saved.challenge``), its deals replayed (see
        :meth:`MatchSession.restore`: the field of the deal in progress is rebuilt and its
        decisions redone where its level redoes them)."""
        kept = saved.challenge
        if kept is None or not isinstance(saved.match, ChallengeMatch):
            raise ValueError("this save is not a challenge's")
        session = cls(kept.challenge, kept)
        session.match = saved.match
        session.names = list(saved.names)
        session.begin_hand()
        return session
