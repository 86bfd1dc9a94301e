"""Charts drawn with pygame and the bundled font: a line over time and bars by level. The
statistics screen draws them in the window; ``save_png`` puts one into a file (reports)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pygame

from . import theme

AXIS = (150, 170, 150)
GRID = (60, 90, 70)
LINE = (240, 200, 90)
BAR = (110, 170, 230)
BAR_EMPTY = (70, 90, 110)


def _frame(surface: pygame.Surface, rect: pygame.Rect, title: str, size: int) -> pygame.Rect:
    """The title above, the plot area inside (returned)."""
    theme.text(surface, title, size, (rect.x, rect.y), theme.GOLD_LIGHT, bold=True, max_width=rect.w)
    top = rect.y + int(size * 2.6)  # room for the title and for labels over the tallest bar
    plot = pygame.Rect(rect.x + size * 3, top, rect.w - size * 3 - 6, rect.bottom - top - int(size * 1.6))
    pygame.draw.line(surface, AXIS, plot.bottomleft, plot.bottomright)
    pygame.draw.line(surface, AXIS, plot.topleft, plot.bottomleft)
    return plot


def line_chart(
    surface: pygame.Surface, rect: pygame.Rect, values: Sequence[float], title: str, empty: str
) -> None:
    """``values`` as a line from left to right, with zero marked and the range labelled."""
    size = max(11, min(18, rect.h // 12))
    plot = _frame(surface, rect, title, size)
    if len(values) < 1:
        theme.text(surface, empty, size, plot.center, theme.DIM, anchor="center", max_width=plot.w)
        return
    lo, hi = min(0.0, *values), max(0.0, *values)
    span = (hi - lo) or 1.0

    def y(v: float) -> int:
        return round(plot.bottom - (v - lo) / span * plot.h)

    pygame.draw.line(surface, GRID, (plot.x, y(0)), (plot.right, y(0)))
    for v in {lo, 0.0, hi}:
        theme.text(surface, f"{v:+.0f}" if v else "0", size - 2, (plot.x - 4, y(v)), AXIS, anchor="midright")
    n = len(values)
    points = [(plot.x + round(i * plot.w / max(1, n - 1)), y(v)) for i, v in enumerate(values)]
    if n == 1:
        pygame.draw.circle(surface, LINE, points[0], 3)
    else:
        pygame.draw.lines(surface, LINE, False, points, 2)
    theme.text(surface, "1", size - 2, (plot.x, plot.bottom + 2), AXIS, anchor="midtop")
    theme.text(surface, str(n), size - 2, (plot.right, plot.bottom + 2), AXIS, anchor="midtop")


def bar_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    bars: Sequence[tuple[str, float, str]],
    title: str,
    empty: str,
) -> None:
    """One bar per (label under it, height 0..1, text over it)."""
    size = max(11, min(18, rect.h // 12))
    plot = _frame(surface, rect, title, size)
    if not bars:
        theme.text(surface, empty, size, plot.center, theme.DIM, anchor="center", max_width=plot.w)
        return
    for frac in (0.5, 1.0):
        gy = round(plot.bottom - frac * plot.h)
        pygame.draw.line(surface, GRID, (plot.x + 1, gy), (plot.right, gy))
        theme.text(surface, f"{frac:.0%}", size - 2, (plot.x - 4, gy), AXIS, anchor="midright")
    slot = plot.w / len(bars)
    width = max(4, int(slot * 0.6))
    for i, (label, height, over) in enumerate(bars):
        cx = round(plot.x + slot * (i + 0.5))
        h = max(1, round(max(0.0, min(1.0, height)) * plot.h))
        bar = pygame.Rect(cx - width // 2, plot.bottom - h, width, h)
        pygame.draw.rect(surface, BAR if height > 0 else BAR_EMPTY, bar)
        theme.text(surface, over, size - 2, (cx, bar.y - 2), theme.CREAM, anchor="midbottom")
        theme.text(surface, label, size - 2, (cx, plot.bottom + 2), AXIS, anchor="midtop")


def save_png(path: Path, size: tuple[int, int], draw: object) -> None:
    """Draw a chart onto a fresh surface with ``draw(surface, rect)`` and write it as PNG."""
    if not pygame.font.get_init():
        pygame.font.init()
    surface = pygame.Surface(size)
    surface.fill(theme.PANEL)
    assert callable(draw)
    draw(surface, surface.get_rect().inflate(-24, -24))
    pygame.image.save(surface, str(path))
