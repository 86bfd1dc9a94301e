"""The plays of a Napoleon hand: what the seat to act may play, and why a play is refused.

Split from :mod:`game.rules.hand` (the state machine) to keep it short; the rules themselves
are the tables' (:class:`~game.rules.tricks.PlayTables`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, Play
from .cards import CARDS, Suit, cards_of
from .errors import IllegalAction
from .i18n import _
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
