"""Where each card is on screen now: one sprite per card, gliding to its place.

The places come from what is shown (:func:`.card_places.card_targets`); when a card's place
changes, its sprite glides there (the tween manager supersedes any earlier move), so the deal,
the plays, the sweeps and the exchange are all one mechanism. A card shown for the first time
starts where it comes from (:func:`.card_places.card_origin`: the dealer, the player's plate).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.rules import Card

from ..cardart import card_height
from ..layout import TableLayout
from ..tween import TweenManager
from .card_places import ShownCards, card_origin, card_targets

DECK_IDS = 55  # every card id any game deals (the jokers included)


@dataclass
class CardSprite:
    card: Card
    pos: tuple[float, float]
    w: float
    face_up: bool = True
    visible: bool = False
    z: int = 0
    target: tuple[float, float, float] | None = None


class CardSprites(dict[Card, CardSprite]):
    """Every card's sprite, by card."""

    def __init__(self) -> None:
        super().__init__({Card(c): CardSprite(Card(c), (0.0, 0.0), 10.0) for c in range(DECK_IDS)})

    def hide(self) -> None:
        """A new hand: no card shown, none aimed anywhere."""
        for s in self.values():
            s.visible = False
            s.target = None

    def reaim(self) -> None:
        """A new geometry: every card is aimed again at its place (by the next :meth:`sync`)."""
        for s in self.values():
            s.target = None

    def sync(
        self,
        lay: TableLayout,
        shown: ShownCards,
        dragging: Card | None,
        tweens: TweenManager,
        seconds: float,
    ) -> None:
        """Every card shown glides in ``seconds`` to where ``shown`` puts it (the card being
        dragged stays under the pointer, on top); the others are hidden."""
        targets = card_targets(lay, shown)
        for c, s in self.items():
            t = targets.get(c)
            if t is None:
                s.visible = False
                s.target = None
                continue
            if c == dragging:
                s.z = 1000
                continue
            x, y, w = t.x, t.y, t.w
            s.z = t.z
            if not s.visible:
                ox, oy, ow = card_origin(lay, shown, c)
                s.pos, s.w = (ox, oy), ow
                s.visible = True
                s.target = None
            if s.target != (x, y, w):
                s.target = (x, y, w)
                tweens.animate(s, "pos", (x, y), seconds)
                tweens.animate(s, "w", w, seconds)

    def top_at(self, pos: tuple[float, float], among: set[Card]) -> Card | None:
        """The topmost shown card of ``among`` under ``pos``."""
        hits = []
        for c, s in self.items():
            if c in among and s.visible:
                r = pygame.Rect(0, 0, int(s.w), card_height(int(s.w)))
                r.center = (round(s.pos[0]), round(s.pos[1]))
                if r.collidepoint(pos):
                    hits.append((s.z, c))
        return max(hits)[1] if hits else None
