"""The felt background and table sprites (plates, mat, markers, chips) via the asset loader.

Every function returns None (or a drawn fallback) when the assets are missing, so the table
still works from a bare checkout.
"""

from __future__ import annotations

import logging
from functools import lru_cache

import pygame

from . import theme
from .assets import Assets

log = logging.getLogger(__name__)


def _safe(fn: object, *args: object) -> pygame.Surface | None:
    try:
        return fn(*args)  # type: ignore[operator, no-any-return]
    except (FileNotFoundError, ValueError, pygame.error) as exc:
        log.debug("asset unavailable: %s", exc)
        return None


@lru_cache(maxsize=64)
def nine(assets: Assets | None, name: str, w: int, h: int) -> pygame.Surface | None:
    """A 9-slice sprite (mat, seat plates) at (w, h)."""
    if assets is None or w <= 0 or h <= 0:
        return None
    return _safe(assets.nine_slice, name, (w, h))


@lru_cache(maxsize=64)
def marker(assets: Assets | None, name: str, d: int) -> pygame.Surface | None:
    if assets is None or d <= 0:
        return None
    return _safe(assets.marker, name, d)


@lru_cache(maxsize=32)
def chip(assets: Assets | None, colour: str, d: int) -> pygame.Surface | None:
    if assets is None or d <= 0:
        return None
    return _safe(assets.chip, colour, d)


@lru_cache(maxsize=4)
def _felt(assets: Assets | None, w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h))
    s.fill(theme.FELT)
    tile = _safe(assets.table, "felt") if assets is not None else None
    if tile is not None:
        tw, th = tile.get_size()
        for x in range(0, w, tw):
            for y in range(0, h, th):
                s.blit(tile, (x, y))
    else:
        for i in range(0, h, 4):
            k = abs(i - h / 2) / (h / 2)
            c = tuple(
                int(a * (1 - 0.35 * k) + b * 0.35 * k)
                for a, b in zip(theme.FELT, theme.FELT_DARK, strict=True)
            )
            pygame.draw.rect(s, c, (0, i, w, 4))
    vig = _safe(assets.table, "vignette", (w, h)) if assets is not None else None
    if vig is not None:
        s.blit(vig, (0, 0))
    return s.convert() if pygame.display.get_surface() is not None else s


def felt(assets: Assets | None, w: int, h: int) -> pygame.Surface:
    """The table cloth for a window size: tiled felt under a vignette (cached per size)."""
    return _felt(assets, w, h)
