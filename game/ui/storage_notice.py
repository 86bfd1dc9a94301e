"""The notice the title and the table draw while something cannot be saved (what, why, the
folder; from :mod:`game.ui.storage_health`). One small draw call, apart from the scene's own."""

from __future__ import annotations

import pygame

from . import theme
from .storage_health import StorageHealth
from .widgets import wrap_text

MAX_LINES = 3
MIN_SIZE = 12  # smaller than this, the notice wraps instead


def draw_storage_notice(surface: pygame.Surface, health: StorageHealth, top: int) -> pygame.Rect | None:
    """Draw the notice centred under ``top``; its rectangle, or None when all is saved."""
    text = health.notice()
    if not text:
        return None
    w, h = surface.get_size()
    width = w - 24
    size = max(MIN_SIZE, min(16, int(h * 0.021)))
    font = theme.font(size)
    if font.size(text)[0] > width - 24:  # one line if a smaller size still reads
        smaller = max(MIN_SIZE, int(size * (width - 24) / font.size(text)[0]))
        size, font = smaller, theme.font(smaller)
    lines = wrap_text(text, font, width - 24)
    if len(lines) > MAX_LINES:  # the rest on the last line, shrunk to fit
        lines = [*lines[: MAX_LINES - 1], " ".join(lines[MAX_LINES - 1 :])]
    step = int(size * 1.35)
    inner = max(font.size(line)[0] for line in lines)
    rect = pygame.Rect(0, top, min(width, inner + 24), step * len(lines) + 8)
    rect.centerx = w // 2
    theme.panel(surface, rect, 235, 8, theme.BAD)
    for i, line in enumerate(lines):
        theme.text(
            surface,
            line,
            size,
            (rect.centerx, rect.y + 4 + i * step),
            theme.CREAM,
            anchor="midtop",
            max_width=rect.w - 16,
        )
    return rect
