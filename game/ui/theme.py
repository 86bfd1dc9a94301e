"""Colours and fonts. Fonts are cached per (size, bold) and chosen for suit-glyph support."""

from __future__ import annotations

import logging
from functools import cache
from pathlib import Path

import pygame

from game import assets as files

log = logging.getLogger(__name__)

FELT = (31, 90, 58)
FELT_DARK = (18, 58, 37)
GOLD = (201, 165, 74)
GOLD_LIGHT = (236, 213, 143)
CREAM = (243, 234, 210)
INK = (27, 27, 27)
RED = (179, 18, 46)
WHITE = (245, 245, 240)
SHADOW = (0, 0, 0)
PANEL = (14, 40, 27)
PANEL_EDGE = (201, 165, 74)
DIM = (150, 165, 155)
HILITE = (255, 214, 90)
BAD = (235, 90, 80)
GOOD = (120, 220, 140)

SUIT_RGB = {0: (20, 20, 20), 1: (200, 16, 46), 2: (200, 16, 46), 3: (20, 20, 20)}
SUIT_RGB_4C = {0: (18, 129, 58), 1: (20, 80, 200), 2: (200, 16, 46), 3: (20, 20, 20)}
# Suit colours on the dark felt (black is unreadable there).
SUIT_ON_FELT = {0: (235, 235, 235), 1: (255, 120, 120), 2: (255, 120, 120), 3: (235, 235, 235)}
SUIT_ON_FELT_4C = {0: (140, 230, 150), 1: (140, 180, 255), 2: (255, 120, 120), 3: (235, 235, 235)}


def _font_file(bold: bool) -> str | None:
    """The bundled font if it has landed, else a system font with ♠♥♦♣, else None."""
    try:
        return str(files.font_path("bold" if bold else "regular"))
    except FileNotFoundError:
        pass
    for name in ("dejavusans", "notosans", "freesans", "arialunicodems", "segoeuisymbol"):
        found = pygame.font.match_font(name, bold=bold)
        if found:
            return str(found)
    return None


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font; sizes above 16 px are rounded to even numbers so fewer fonts load."""
    if size > 16:
        size -= size % 2
    return _font(size, bold)


def forget_fonts() -> None:
    """Drop the loaded fonts and drawn words (before ``pygame.quit()``: a font outlives
    neither it nor a new ``pygame.init()``)."""
    _font.cache_clear()
    has_suit_glyphs.cache_clear()
    fitted.cache_clear()
    _RENDERED.clear()


@cache
def _font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    path = _font_file(bold)
    try:
        f = pygame.font.Font(path, max(6, size))
    except (OSError, pygame.error) as exc:
        log.warning("font %s failed (%s); using the default font", path, exc)
        f = pygame.font.Font(None, max(6, size))
    if bold and path is not None and "bold" not in Path(path).name.lower():
        f.set_bold(True)
    return f


@cache
def has_suit_glyphs() -> bool:
    """pygame's default font has no ♠♥♦♣: then we show letters instead (asked once: every
    card's name asks, and the font's file is looked up on the disk)."""
    return _font_file(False) is not None


def suit_text(symbol: str) -> str:
    if has_suit_glyphs():
        return symbol
    return {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}.get(symbol, symbol)


_RENDERED: dict[tuple[str, int, tuple[int, int, int], bool], pygame.Surface] = {}


def rendered(s: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """A cached text image: the table redraws the same words every frame."""
    key = (s, size, colour, bold)
    img = _RENDERED.get(key)
    if img is None:
        if len(_RENDERED) > 2000:
            _RENDERED.clear()
        img = _RENDERED[key] = font(size, bold).render(s, True, colour)
    return img


def text(
    surface: pygame.Surface,
    s: str,
    size: int,
    pos: tuple[float, float],
    colour: tuple[int, int, int] = WHITE,
    *,
    bold: bool = False,
    anchor: str = "topleft",
    shadow: bool = False,
    max_width: int | None = None,
) -> pygame.Rect:
    """Draw ``s`` anchored at ``pos``; shrink it to ``max_width`` rather than cut it off."""
    img = rendered(s, size, colour, bold)
    if max_width is not None and img.get_width() > max_width:
        s, size = fitted(s, size, max_width, bold)
        img = rendered(s, size, colour, bold)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        sh = rendered(s, size, SHADOW, bold)
        surface.blit(sh, rect.move(1, 2))
    surface.blit(img, rect)
    return rect


@cache
def fitted(s: str, size: int, max_width: int, bold: bool = False) -> tuple[str, int]:
    """``s`` and the largest size not above ``size`` at which it is at most ``max_width`` wide
    (text is measured, not guessed: glyph widths do not scale exactly with the size); at the
    smallest size, the text is cut with "…" rather than run past ``max_width``."""
    width = font(size, bold).size(s)[0]
    if width <= max_width:
        return s, size
    size = max(8, int(size * max_width / width))  # the first guess, then a few steps down
    while size > 8 and font(size, bold).size(s)[0] > max_width:
        size -= 1
    while len(s) > 1 and font(size, bold).size(s)[0] > max_width:
        s = s[:-2].rstrip() + "…"
    return s, size


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    alpha: int = 215,
    radius: int = 12,
    edge: tuple[int, int, int] | None = PANEL_EDGE,
) -> None:
    """A translucent dark rounded panel (menus, status line, bidding box)."""
    surface.blit(_panel(rect.w, rect.h, alpha, int(radius), edge), rect)


@cache
def _panel(w: int, h: int, alpha: int, radius: int, edge: tuple[int, int, int] | None) -> pygame.Surface:
    s = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(s, (*PANEL, alpha), s.get_rect(), border_radius=radius)
    if edge is not None:
        pygame.draw.rect(s, (*edge, 255), s.get_rect(), 2, border_radius=radius)
    return s


@cache
def shade(w: int, h: int, rgba: tuple[int, int, int, int], radius: int) -> pygame.Surface:
    """A translucent rounded rectangle (dimmed cards, drop shadows), cached by size."""
    s = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(s, rgba, s.get_rect(), border_radius=radius)
    return s
