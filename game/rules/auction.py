"""The end of an auction in which everyone passed (``all_pass`` and the forced contract).

Split from :mod:`game.rules.hand` (the state machine) to keep it short: :func:`all_passed`
works on the hand's own fields, as its method did.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import events as ev
from .cards import SPADE_ACE
from .i18n import N_
from .options import AllPass, ForcedWho

if TYPE_CHECKING:
    from .hand import NapoleonHand


def all_passed(self: NapoleonHand) -> list[ev.Event]:
    """What happens when everyone passes, as the rules say: the blind turned up, the
    Mighty's holder made to bid, a forced contract, or the cards thrown in."""
    r = self.rules
    forehand = (self.dealer + 1) % self.n
    if r.all_pass == AllPass.TURN_UP_BLIND and self.bid_round == 0 and self.blind:
        self.bid_round = 1
        self.blind_public = True
        self.passed.clear()
        self.consecutive_passes = 0
        self.to_act = forehand
        return [ev.AllPassed("turn_up_blind"), ev.BlindTurnedUp(tuple(self.blind))]
    if r.all_pass == AllPass.MIGHTY_HOLDER:
        holder = self.holder_of(SPADE_ACE)
        if holder is not None:
            self.forced_bidder = holder
            self.to_act = holder
            return [ev.AllPassed("mighty_holder")]
        return self._throw_in(N_("everyone passed and the Mighty is in the blind"))
    fc = r.all_pass_forced_contract
    if fc is not None:
        seat = forehand if fc.who == ForcedWho.FOREHAND else self.dealer
        if fc.who == ForcedWho.MIGHTY_HOLDER:
            holder = self.holder_of(SPADE_ACE)
            seat = self.dealer if holder is None else holder
        self.high = (seat, fc.number, fc.trump)
        return [ev.AllPassed("forced_contract"), *self._declare(seat, fc.number, fc.trump)]
    return self._throw_in(N_("everyone passed"))
