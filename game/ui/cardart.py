"""Card pictures behind one small interface: PNG sprites when present, else drawn.

Switching between the drawn cards and the sprite sheet is the single ``make_card_art`` call.
Sizes are cached per width (smooth-scaled once), so drawing a frame never scales.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Protocol

import pygame

from game.rules import Card

from . import paths, theme

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
            theme.text(s, "JOKER", max(8, width // 6), (width / 2, h / 2), col, bold=True,
                       anchor="center")
            theme.text(s, "★", max(8, width // 5), (width * 0.18, width * 0.2), col,
                       anchor="center")
        else:
            assert card.suit is not None
            sym = theme.suit_text(card.suit.symbol)
            theme.text(s, _rank_text(card), max(8, int(width * 0.26)), (width * 0.07, width * 0.03),
                       col, bold=True)
            theme.text(s, sym, max(8, int(width * 0.22)), (width * 0.08, width * 0.3), col)
            theme.text(s, sym, max(10, int(width * 0.55)), (width / 2, h * 0.58), col,
                       anchor="center")
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
        pygame.draw.rect(s, theme.GOLD, s.get_rect().inflate(-width // 8, -width // 8), 2,
                         border_radius=r)
        pygame.draw.rect(s, (60, 10, 20), s.get_rect(), 1, border_radius=r)
        self._cache[key] = s
        return s


def _file_name(card: Card) -> str:
    if card.is_joker:
        return f"joker{int(card) - 51}.png"
    assert card.suit is not None
    rank = {11: "j", 12: "q", 13: "k", 14: "a"}.get(card.rank, str(card.rank))
    return f"{'cdhs'[int(card.suit)]}{rank}.png"


class SpriteCards:
    """The PNG deck in ``sprites/cards/<120|240>/`` (four-colour faces in ``fourcolor/``)."""

    def __init__(self, root: Path, four_colour: bool = False, back: str = "back_crimson") -> None:
        self.root = root
        self.four_colour = four_colour
        self.back_name = back
        self._raw: dict[tuple[str, str], pygame.Surface] = {}
        self._scaled: dict[tuple[str, int], pygame.Surface] = {}
        self._fallback = DrawnCards(four_colour)

    def _load(self, name: str, width: int) -> pygame.Surface | None:
        key = (name, width)
        if key in self._scaled:
            return self._scaled[key]
        src_dir = "240" if width > 120 else "120"
        raw = self._raw.get((src_dir, name))
        if raw is None:
            path = self.root / src_dir / name
            if self.four_colour and not name.startswith(("back", "joker")):
                four = self.root / src_dir / "fourcolor" / name
                path = four if four.is_file() else path
            try:
                raw = pygame.image.load(str(path))
                if pygame.display.get_surface() is not None:
                    raw = raw.convert_alpha()
            except (pygame.error, FileNotFoundError) as exc:
                log.warning("card sprite %s missing (%s); drawing it instead", path, exc)
                return None
            self._raw[(src_dir, name)] = raw
        img = raw if raw.get_width() == width else pygame.transform.smoothscale(
            raw, (width, card_height(width)))
        self._scaled[key] = img
        return img

    def face(self, card: Card, width: int) -> pygame.Surface:
        return self._load(_file_name(card), width) or self._fallback.face(card, width)

    def back(self, width: int) -> pygame.Surface:
        return self._load(self.back_name + ".png", width) or self._fallback.back(width)


def make_card_art(four_colour: bool = False) -> CardArt:
    """The sprite deck if its files are there, else drawn cards."""
    root = paths.sprites_dir() / "cards"
    if (root / "120" / "sa.png").is_file():
        return SpriteCards(root, four_colour)
    return DrawnCards(four_colour)
