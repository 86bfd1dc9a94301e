"""The plays of a Napoleon hand: what the seat to act may play, and why a play is refused.

Split from :mod:`game.napoleon.hand` (the state machine) to keep it short; the rules themselves
are the tables' (:class:`~game.napoleon.tricks.PlayTables`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.cards import CARDS, Suit, cards_of
from game.rules.errors import IllegalAction
from game.rules.i18n import _

from .actions import Action, Bid, Call, Discard, Misere, Pass, Play, Target, malformed_reason
from .auction import high_key, target_problem
from .bidding import misere_problem
from .options import JokerLedForces

if TYPE_CHECKING:
    from .hand import NapoleonHand

_PLAYS = tuple(Play(c) for c in CARDS)


def legal_plays_of(self: NapoleonHand) -> list[Action]:
    """What the seat to act may play (each card, a led joker naming a suit, with "trust")."""
    assert self.tables is not None
    seat = self.to_act
    js = None if self.joker_suit is None else int(self.joker_suit)
    mask = self.tables.legal(self.held(seat), self.trick, self.trick_kind, js)
    out: list[Action] = []
    names_suit = self.rules.joker_led_forces == JokerLedForces.NAMED_SUIT
    for c in cards_of(mask):
        if c.is_joker and not self.trick and names_suit:
            out.extend(Play(c, s) for s in Suit)
        else:
            out.append(_PLAYS[c])
    if self.rules.trust:  # 003: each play may come with "trust"
        out += [Play(p.card, p.joker_suit, True) for p in out if isinstance(p, Play)]
    return out


def check_play(self: NapoleonHand, play: Play) -> None:
    """Raise :class:`IllegalAction` (in the player's words) unless ``play`` is legal now."""
    assert self.tables is not None
    card = play.card
    if play.trust and not self.rules.trust:
        raise IllegalAction(_("saying trust is not played in these rules"))
    leading_joker = card.is_joker and not self.trick
    if play.joker_suit is not None and not (
        leading_joker and self.rules.joker_led_forces == JokerLedForces.NAMED_SUIT
    ):
        raise IllegalAction(_("a suit is named only when leading the joker, where the rules ask"))
    if leading_joker and self.rules.joker_led_forces == JokerLedForces.NAMED_SUIT and play.joker_suit is None:
        raise IllegalAction(_("name a suit when you lead the joker"))
    js = None if self.joker_suit is None else int(self.joker_suit)
    why = self.tables.explain(card, self.held(self.to_act), self.trick, self.trick_kind, js)
    if why:
        raise IllegalAction(why)


def check_action(self: NapoleonHand, action: Action) -> None:
    """Raise :class:`IllegalAction` (in the player's words) unless the seat to act may take
    ``action`` now: the phase's kind of action, then its own rules."""
    phase = str(self.phase)  # a Phase (its values are these words)
    if phase == "done":
        raise IllegalAction(_("the hand is over"))
    malformed = malformed_reason(action)
    if malformed:
        raise IllegalAction(malformed)
    expected = {
        "bid": (Bid, Pass, Misere, Target),
        "call": (Call,),
        "exchange": (Discard,),
        "play": (Play,),
    }[phase]
    if not isinstance(action, expected):
        must = {
            "bid": _("seat {seat} must bid or pass now, not {action}"),
            "call": _("seat {seat} must call a card now, not {action}"),
            "exchange": _("seat {seat} must discard now, not {action}"),
            "play": _("seat {seat} must play a card now, not {action}"),
        }[phase]
        raise IllegalAction(must.format(seat=self.to_act, action=action))
    if isinstance(action, Pass):
        if self.forced_bidder is not None:
            raise IllegalAction(_("everyone passed: the Mighty's holder must bid"))
    elif isinstance(action, Bid):
        self._check_bid(action)
    elif isinstance(action, Misere):
        why = misere_problem(self.rules, action.open, high_key(self))
        if why:
            raise IllegalAction(why)
    elif isinstance(action, Target):
        why = target_problem(self, action.seat)
        if why:
            raise IllegalAction(why)
    elif isinstance(action, Call):
        if action.card not in self._callable():
            raise IllegalAction(self._why_not_callable(action.card))
    elif isinstance(action, Discard):
        assert self.napoleon is not None
        if not (self.hands[self.napoleon] >> action.card) & 1:
            raise IllegalAction(_("Napoleon does not hold {card}").format(card=action.card))
    else:
        assert isinstance(action, Play)
        self._check_play(action)
