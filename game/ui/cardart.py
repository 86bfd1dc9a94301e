"""Card pictures behind one small interface: PNG sprites when present, else drawn.

Switching between the drawn cards and the sprite sheet is the single ``make_card_art`` call.
Sizes are cached per width (smooth-scaled once), so drawing a frame never scales.
"""

from __future__ import annotations

import logging
from typing import Protocol

import pygame

from game.rules import Card

from . import theme
from .assets import Assets

log = logging.getLogger(__name__)

CARD_RATIO = 1.4  # height / width, as the 120x168 sprites


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


class CardArt(Protocol):
    def face(self, card: Card, width: int) -> pygame.Surface: ...
    def back(self, width: int) -> pygame.Surface: ...


def _rank_text(card: Card) -> str:
    if card.is_joker:
        return "JK"
    return {11: "J", 12: "Q", 13: "K", 14: "A"}.get(card.rank, str(card.rank))


class DrawnCards:
    """Procedural cards: a rounded rect with rank and suit. Works with no asset at all."""

    def __init__(self, four_colour: bool = False) -> None:
        self.four_colour = four_colour
        self._cache: dict[tuple[int, int], pygame.Surface] = {}

    def _colour(self, card: Card) -> tuple[int, int, int]:
        if card.is_joker:
            return (120, 40, 150)
        table = theme.SUIT_RGB_4C if self.four_colour else theme.SUIT_RGB
        assert card.suit is not None
        return table[int(card.suit)]

    def face(self, card: Card, width: int) -> pygame.Surface:
        key = (int(card), width)
        if key in self._cache:
            return self._cache[key]
        h = card_height(width)
        s = pygame.Surface((width, h), pygame.SRCALPHA)
        r = max(3, width // 12)
        pygame.draw.rect(s, (252, 250, 244), s.get_rect(), border_radius=r)
        pygame.draw.rect(s, (120, 120, 120), s.get_rect(), 1, border_radius=r)
        col = self._colour(card)
        if card.is_joker:
            theme.text(s, "JOKER", max(8, width // 6), (width / 2, h / 2), col, bold=True, anchor="center")
            theme.text(s, "★", max(8, width // 5), (width * 0.18, width * 0.2), col, anchor="center")
        else:
            assert card.suit is not None
            sym = theme.suit_text(card.suit.symbol)
            theme.text(
                s, _rank_text(card), max(8, int(width * 0.26)), (width * 0.07, width * 0.03), col, bold=True
            )
            theme.text(s, sym, max(8, int(width * 0.22)), (width * 0.08, width * 0.3), col)
            theme.text(s, sym, max(10, int(width * 0.55)), (width / 2, h * 0.58), col, anchor="center")
        self._cache[key] = s
        return s

    def back(self, width: int) -> pygame.Surface:
        key = (-1, width)
        if key in self._cache:
            return self._cache[key]
        h = card_height(width)
        s = pygame.Surface((width, h), pygame.SRCALPHA)
        r = max(3, width // 12)
        pygame.draw.rect(s, (150, 20, 40), s.get_rect(), border_radius=r)
        pygame.draw.rect(s, theme.GOLD, s.get_rect().inflate(-width // 8, -width // 8), 2, border_radius=r)
        pygame.draw.rect(s, (60, 10, 20), s.get_rect(), 1, border_radius=r)
        self._cache[key] = s
        return s


class LoaderCards:
    """The PNG deck through the shared asset loader (``game.ui.assets.Assets``)."""

    def __init__(self, assets: Assets, four_colour: bool = False) -> None:
        self.assets = assets
        self.assets.four_colour = four_colour
        self._fallback = DrawnCards(four_colour)
        # The loader checks the file on every lookup; frames must not, so remember results.
        self._faces: dict[tuple[int, int], pygame.Surface] = {}

    def face(self, card: Card, width: int) -> pygame.Surface:
        key = (int(card), width)
        img = self._faces.get(key)
        if img is not None:
            return img
        try:
            img = self.assets.card_for_id(int(card), width)
        except (FileNotFoundError, ValueError, pygame.error) as exc:
            log.warning("card sprite for %s unavailable (%s); drawing it", card, exc)
            img = self._fallback.face(card, width)
        if len(self._faces) > 600:
            self._faces.clear()
        self._faces[key] = img
        return img

    def back(self, width: int) -> pygame.Surface:
        try:
            return self.assets.back(width)
        except (FileNotFoundError, ValueError, pygame.error):
            return self._fallback.back(width)


def make_card_art(assets: Assets | None, four_colour: bool = False) -> CardArt:
    """The sprite deck when the assets are installed, else drawn cards."""
    if assets is not None:
        return LoaderCards(assets, four_colour)
    return DrawnCards(four_colour)
