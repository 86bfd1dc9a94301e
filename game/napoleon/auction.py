"""The end of an auction in which everyone passed (``all_pass`` and the forced contract).

Split from :mod:`game.napoleon.hand` (the state machine) to keep it short: :func:`all_passed`
works on the hand's own fields, as its method did.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.cards import SPADE_ACE
from game.rules.i18n import N_, _

from . import events as ev
from .actions import Action, Bid, Misere, Target
from .bidding import MISERE_CLOSED, MISERE_OPEN, bid_key, misere_allowed, misere_key
from .options import AllPass, ForcedWho, RuleSet, TargetBids

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
    if self.high_target is not None:
        return target_key(self.rules)
    if self.high_misere:
        return misere_key(self.rules, self.high_misere == "open")
    return bid_key(self.rules, self.high[1], self.high[2], self.high_rank)


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
    self.high_target = None
    self.high_rank = None
    self.consecutive_passes = 0
    out: list[ev.Event] = [ev.MisereBid(seat, open_)]
    if self.forced_bidder is not None:
        return out + self._declare(seat, self.high[1], None)
    return out + self._advance_auction()


TARGET_RANK = 19  # (decided) a target bid ranks with the open misère, as 19♦


def target_key(rules: RuleSet) -> tuple[int, int]:
    """How a target bid ranks: as an open misère (19♦ in bridge-style order), decided: 003
    gives it no rank, and pays it as much (650)."""
    return misere_key(rules, True)


def bid_over_14(self: NapoleonHand, seat: int) -> bool:
    """Whether ``seat`` has bid over fourteen in this auction (a misère or a target, ranking as
    17 or 19, counts)."""
    for s, action in self.auction:
        if s == seat and (
            isinstance(action, Misere | Target) or (isinstance(action, Bid) and action.number > 14)
        ):
            return True
    return False


def target_problem(self: NapoleonHand, seat: int) -> str | None:
    """Why the seat to act may not name ``seat`` as the target now, in the player's words."""
    if self.rules.target == TargetBids.OFF:
        return _("target bids are not played in these rules")
    if not 0 <= seat < self.n or seat == self.to_act:
        return _("the target is another player at the table")
    if bid_over_14(self, seat):
        return _("the target must be a player who has not bid over fourteen")
    key = high_key(self)
    if key is not None and target_key(self.rules) <= key:
        return _("a target bid ranks as a bid of 19: it does not beat the bid so far")
    return None


def legal_targets(self: NapoleonHand) -> list[Action]:
    """The target bids the seat to act may make."""
    if self.rules.target == TargetBids.OFF:
        return []
    return [Target(s) for s in range(self.n) if target_problem(self, s) is None]


def target_bid(self: NapoleonHand, seat: int) -> list[ev.Event]:
    """003: "Napoleon names a player (other than himself) who has not bid over fourteen and tries
    to make this person take all of the points": the high bid, ranking as 19."""
    bidder = self.to_act
    self.auction.append((bidder, Target(seat)))
    self.high = (bidder, TARGET_RANK, None)
    self.high_misere = None
    self.high_target = seat
    self.high_rank = None
    self.consecutive_passes = 0
    out: list[ev.Event] = [ev.TargetBid(bidder, seat)]
    if self.forced_bidder is not None:
        return out + self._declare(bidder, TARGET_RANK, None)
    return out + self._advance_auction()
