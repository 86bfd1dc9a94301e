"""The end of an auction in which everyone passed (``all_pass`` and the forced contract).

Split from :mod:`game.rules.hand` (the state machine) to keep it short: :func:`all_passed`
works on the hand's own fields, as its method did.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import events as ev
from .actions import Action, Misere
from .bidding import MISERE_CLOSED, MISERE_OPEN, bid_key, misere_allowed, misere_key
from .cards import SPADE_ACE
from .i18n import N_
from .options import AllPass, ForcedWho, RuleSet

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


def high_key(self: NapoleonHand) -> tuple[int, int] | None:
    """How the high bid ranks (``None``: no bid yet); a misère as the bid it ranks as."""
    if self.high is None:
        return None
    if self.high_misere:
        return misere_key(self.rules, self.high_misere == "open")
    return bid_key(self.rules, self.high[1], self.high[2])


def legal_miseres(rules: RuleSet, key: tuple[int, int] | None) -> list[Action]:
    """The misères that may be bid over the high bid's ``key``."""
    return [
        Misere(open_)
        for open_ in (False, True)
        if misere_allowed(rules, open_) and (key is None or misere_key(rules, open_) > key)
    ]


def misere_bid(self: NapoleonHand, open_: bool) -> list[ev.Event]:
    """003: a misère is bid: it becomes the high bid, ranking as 17 (closed) or 19 (open)."""
    seat = self.to_act
    self.auction.append((seat, Misere(open_)))
    self.high = (seat, MISERE_OPEN if open_ else MISERE_CLOSED, None)
    self.high_misere = "open" if open_ else "closed"
    self.consecutive_passes = 0
    out: list[ev.Event] = [ev.MisereBid(seat, open_)]
    if self.forced_bidder is not None:
        return out + self._declare(seat, self.high[1], None)
    return out + self._advance_auction()
