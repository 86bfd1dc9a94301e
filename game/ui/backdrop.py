"""The felt background and table sprites (markers, plates, chips), cached per size."""

from __future__ import annotations

import logging
from functools import cache

import pygame

from . import paths, theme

log = logging.getLogger(__name__)


@cache
def _raw(name: str) -> pygame.Surface | None:
    p = paths.sprites_dir() / "table" / f"{name}.png"
    if not p.is_file():
        return None
    try:
        img = pygame.image.load(str(p))
        return img.convert_alpha() if pygame.display.get_surface() is not None else img
    except pygame.error as exc:
        log.warning("cannot load %s: %s", p, exc)
        return None


@cache
def sprite(name: str, w: int, h: int) -> pygame.Surface | None:
    """A table sprite smooth-scaled to (w, h) once, or None if it is not bundled."""
    raw = _raw(name)
    if raw is None or w <= 0 or h <= 0:
        return None
    return pygame.transform.smoothscale(raw, (w, h))


@cache
def felt(w: int, h: int) -> pygame.Surface:
    """The table cloth for a window size: tiled felt plus a vignette, or a plain gradient."""
    s = pygame.Surface((w, h))
    s.fill(theme.FELT)
    tile = _raw("felt")
    if tile is not None:
        tile = tile.convert() if pygame.display.get_surface() is not None else tile
        tw, th = tile.get_size()
        for x in range(0, w, tw):
            for y in range(0, h, th):
                s.blit(tile, (x, y))
    else:
        for i in range(0, h, 4):
            k = abs(i - h / 2) / (h / 2)
            c = tuple(int(a * (1 - 0.35 * k) + b * 0.35 * k)
                      for a, b in zip(theme.FELT, theme.FELT_DARK, strict=True))
            pygame.draw.rect(s, c, (0, i, w, 4))
    vig = _raw("vignette")
    if vig is not None:
        s.blit(pygame.transform.smoothscale(vig, (w, h)), (0, 0))
    return s
