"""Where every card of the table should be: pure geometry from the layout and what is shown.

No sprites, tweens or surfaces here (unit-testable). The layout's seat places are screen
places, 0 at the bottom; the human may sit at any seat of the game (a save keeps theirs), so
game seats are turned into places by :func:`place_of`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from game.rules import Card

from ..layout import RAISED_LIFT, TableLayout

SELECTED_LIFT = 0.28  # a card picked from the hand (a discard, a purchase), in card heights


@dataclass(frozen=True, slots=True)
class Target:
    x: float
    y: float
    w: float
    z: int


def place_of(seat: int, human: int, players: int) -> int:
    """The screen place of game ``seat`` when ``human`` sits at the bottom (place 0)."""
    return (seat - human) % players


@dataclass(frozen=True)
class ShownCards:
    """What the table shows, in game seats."""

    human: int  # the seat at the bottom
    hand: Sequence[Card]  # the human's cards, in display order (as far as dealt)
    overlay: Sequence[tuple[int, Card]] = ()  # the trick on the table: (seat, card)
    sweeping: Mapping[Card, int] = field(default_factory=dict)  # card -> the trick's winner
    cards_won: Sequence[Sequence[Card]] = ()  # per seat: the captured cards shown
    selected: Sequence[Card] = ()  # exchange: chosen to discard (raised high)
    raised: Sequence[Card] = ()  # hovered or under the keyboard cursor (raised a little)
    piles: Sequence[Card] = ()  # two players: the human's face-up pile tops (playable, shown apart)


def card_targets(lay: TableLayout, shown: ShownCards) -> dict[Card, Target]:
    """Each visible card's target centre, width and stacking order."""
    out: dict[Card, Target] = {}
    players = lay.players
    apart = set(shown.piles)
    held = [c for c in shown.hand if c not in apart]
    tops = [c for c in shown.hand if c in apart]
    pos = lay.hand_positions(len(held))
    # Pile tops lie in a row above the right end of the hand, as the opponent's lie by theirs.
    tw = float(lay.trick_w)
    right = lay.size[0] - 24 - tw / 2
    pos_by = dict(zip(held, pos, strict=True))
    for k, c in enumerate(reversed(tops)):
        pos_by[c] = (right - k * tw * 1.08, lay.hand_y - lay.ch * 1.05)
    lift = lay.ch * RAISED_LIFT
    for i, c in enumerate(shown.hand):
        x, y = pos_by[c]
        dy = 0.0
        if c in shown.selected:
            dy = -lay.ch * SELECTED_LIFT
        elif c in shown.raised:
            dy = -lift
        out[c] = Target(x, y + dy, tw if c in apart else float(lay.cw), 100 + i)
    for i, (seat, c) in enumerate(shown.overlay):
        x, y = lay.seats[place_of(seat, shown.human, players)].trick
        out[c] = Target(x, y, tw, 300 + i)
    on_table = {c for _, c in shown.overlay} | set(shown.sweeping)
    for seat, won in enumerate(shown.cards_won):
        geo = lay.seats[place_of(seat, shown.human, players)]
        row = [c for c in won if c not in on_table]
        step = min(lay.tiny_w * 0.42, (geo.plate.w * 1.3) / max(1, len(row)))
        for j, c in enumerate(row):
            out[c] = Target(geo.captured[0] + j * step, geo.captured[1], float(lay.tiny_w), 50 + j)
    for c, seat in shown.sweeping.items():
        geo = lay.seats[place_of(seat, shown.human, players)]
        if c not in out:
            out[c] = Target(geo.origin[0], geo.origin[1], float(lay.tiny_w), 40)
    return out


def card_origin(lay: TableLayout, shown: ShownCards, c: Card) -> tuple[float, float, float]:
    """Where a card that just became visible comes from: an opponent's backs if they just
    played it, else the deck (centre, back-card size)."""
    for seat, card in shown.overlay:
        if card == c and seat != shown.human:
            bx, by = lay.seats[place_of(seat, shown.human, lay.players)].backs
            return (bx, by, float(lay.back_w))
    return (lay.deck[0], lay.deck[1], float(lay.back_w))
