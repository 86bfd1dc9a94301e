"""The notice the title and the table draw while something cannot be saved (what, why, the
folder; from :mod:`game.ui.storage_health`). One small draw call, apart from the scene's own."""

from __future__ import annotations

import re

import pygame

from . import theme
from .storage_health import StorageHealth
from .widgets import wrap_text

MIN_SIZE = 12  # smaller than this, the notice wraps instead


def wrap_path(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """A line naming a path, broken after its separators when too wide (never inside a name)."""
    out: list[str] = []
    line = ""
    for piece in re.split(r"(?<=[/\\])", text):
        if line and font.size(line + piece)[0] > width:
            out.append(line)
            line = piece
        else:
            line += piece
    return [*out, line] if line else out


def joined(sentences: list[str]) -> str:
    """Sentences on one line: a space after an English full stop, none after a Japanese 。."""
    text = ""
    for sentence in sentences:
        text += ("" if not text or text.endswith(("。", "」", "）")) else " ") + sentence
    return text


def draw_storage_notice(surface: pygame.Surface, health: StorageHealth, top: int) -> pygame.Rect | None:
    """Draw the notice centred under ``top``; its rectangle, or None when all is saved."""
    parts = health.notice_lines()
    if not parts:
        return None
    w, h = surface.get_size()
    width = w - 24
    size = max(MIN_SIZE, min(16, int(h * 0.021)))
    text = joined([t for t, _path in parts])
    font = theme.font(size)
    if font.size(text)[0] > width - 24:  # one line if a smaller size still reads
        size = max(MIN_SIZE, int(size * (width - 24) / font.size(text)[0]))
        font = theme.font(size)
    if font.size(text)[0] <= width - 24:
        lines = [text]
    else:  # each sentence wrapped; a folder on a line of its own, never cut
        lines = [
            line for t, path in parts for line in (wrap_path if path else wrap_text)(t, font, width - 24)
        ]
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
