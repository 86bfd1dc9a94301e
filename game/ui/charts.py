"""Charts drawn with pygame and the bundled font: a line over time, bars by level, and signed
bars with 95% whiskers. The statistics screen draws the first two in the window; the duplicate
tournament's report draws the third into a PNG (``save_png``, ``game.ui.tournament_chart``):
one chart path for the app and the reports."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import pygame

from . import theme

AXIS = (150, 170, 150)
GRID = (60, 90, 70)
LINE = (240, 200, 90)
BAR = (110, 170, 230)
BAR_EMPTY = (70, 90, 110)
UP = (90, 180, 110)
DOWN = (210, 90, 80)
WHISKER = (235, 235, 225)


def signed(v: float, places: int = 3) -> str:
    """``+0.115``, ``-0.020``; never ``-0.000``."""
    text = f"{v:+.{places}f}"
    return "+" + text[1:] if float(text) == 0 else text


def nice_ticks(lo: float, hi: float, target: int = 5) -> list[float]:
    """Round tick values (1, 2 or 5 times a power of ten apart) covering ``lo..hi``."""
    span = max(hi - lo, 1e-9)
    raw = span / max(1, target - 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(lo / step) * step
    ticks = []
    t = first
    while t < hi + step * 0.999:
        ticks.append(round(t, 10))
        t += step
    return ticks


def _frame(surface: pygame.Surface, rect: pygame.Rect, title: str, size: int) -> pygame.Rect:
    """The title above, the plot area inside (returned)."""
    theme.text(surface, title, size, (rect.x, rect.y), theme.GOLD_LIGHT, bold=True, max_width=rect.w)
    top = rect.y + int(size * 2.6)  # room for the title and for labels over the tallest bar
    plot = pygame.Rect(rect.x + size * 3, top, rect.w - size * 3 - 6, rect.bottom - top - int(size * 1.6))
    pygame.draw.line(surface, AXIS, plot.bottomleft, plot.bottomright)
    pygame.draw.line(surface, AXIS, plot.topleft, plot.bottomleft)
    return plot


def envelope(values: Sequence[float], columns: int) -> list[tuple[int, float]]:
    """The (index, value) points that draw ``values`` as a line ``columns`` pixels wide: every
    value when there are few; else, in each column, its lowest and highest value in the order
    they came, so that 200,000 hands draw as a few thousand points with every peak and trough."""
    n = len(values)
    if n <= 2 * columns:
        return list(enumerate(values))
    points: list[tuple[int, float]] = []
    for c in range(columns):
        start, end = n * c // columns, n * (c + 1) // columns
        chunk = values[start:end]
        lo, hi = min(chunk), max(chunk)
        i, j = start + chunk.index(lo), start + chunk.index(hi)
        points.extend(sorted({(i, lo), (j, hi)}))
    return points


def line_chart(
    surface: pygame.Surface, rect: pygame.Rect, values: Sequence[float], title: str, empty: str
) -> None:
    """``values`` as a line from left to right, with zero marked and the range labelled."""
    size = max(11, min(18, rect.h // 12))
    plot = _frame(surface, rect, title, size)
    if len(values) < 1:
        theme.text(surface, empty, size, plot.center, theme.DIM, anchor="center", max_width=plot.w)
        return
    lo, hi = min(0.0, min(values)), max(0.0, max(values))
    span = (hi - lo) or 1.0

    def y(v: float) -> int:
        return round(plot.bottom - (v - lo) / span * plot.h)

    pygame.draw.line(surface, GRID, (plot.x, y(0)), (plot.right, y(0)))
    for v in {lo, 0.0, hi}:
        theme.text(surface, f"{v:+.0f}" if v else "0", size - 2, (plot.x - 4, y(v)), AXIS, anchor="midright")
    n = len(values)
    points = [(plot.x + round(i * plot.w / max(1, n - 1)), y(v)) for i, v in envelope(values, max(1, plot.w))]
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


def interval_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    bars: Sequence[tuple[str, float, float, float]],
    title: str,
    subtitle: str,
) -> None:
    """One signed bar per (label, mean, low, high): green above zero, red below, the interval
    ``low..high`` as a whisker; under each bar its label, mean and interval."""
    size = max(12, min(18, rect.h // 28))
    theme.text(surface, title, size + 4, (rect.x, rect.y), theme.GOLD_LIGHT, bold=True, max_width=rect.w)
    theme.text(surface, subtitle, size, (rect.x, rect.y + int(size * 2.2)), theme.DIM, max_width=rect.w)
    values = [v for _, *vals in bars for v in vals if math.isfinite(v)]
    ticks = nice_ticks(min(0.0, *values) if values else -0.1, max(0.0, *values) if values else 0.1)
    step = ticks[1] - ticks[0] if len(ticks) > 1 else 0.1
    places = max(0, min(3, -math.floor(math.log10(step))))  # as many decimals as the step needs
    labels = [signed(t, places) if t else "0" for t in ticks]
    gutter = max(theme.font(size - 2).size(s)[0] for s in labels) + 12
    under = int(size * 4.2)  # three lines of text under the bars
    plot = pygame.Rect(rect.x + gutter, rect.y + size * 4, rect.w - gutter, rect.h - size * 4 - under)
    lo, hi = ticks[0], ticks[-1]

    def y(v: float) -> int:
        return round(plot.bottom - (v - lo) / ((hi - lo) or 1.0) * plot.h)

    for t, label in zip(ticks, labels, strict=True):
        pygame.draw.line(surface, GRID if t else AXIS, (plot.x, y(t)), (plot.right, y(t)))
        theme.text(surface, label, size - 2, (plot.x - 6, y(t)), AXIS, anchor="midright")
    pygame.draw.line(surface, AXIS, plot.topleft, plot.bottomleft)
    slot = plot.w / max(1, len(bars))
    half = max(4, min(50, int(slot * 0.2)))
    for i, (label, mean, low, high) in enumerate(bars):
        cx = round(plot.x + slot * (i + 0.5))
        if math.isfinite(mean):
            top, bottom = sorted((y(0.0), y(mean)))
            bar = pygame.Rect(cx - half, top, 2 * half, max(1, bottom - top))
            pygame.draw.rect(surface, UP if mean >= 0 else DOWN, bar)
        if math.isfinite(low) and math.isfinite(high):
            pygame.draw.line(surface, WHISKER, (cx, y(high)), (cx, y(low)), 2)
            for end in (y(high), y(low)):
                pygame.draw.line(surface, WHISKER, (cx - 8, end), (cx + 8, end), 2)
        room = max(20, int(slot) - 8)
        line = int(size * 1.35)
        theme.text(
            surface, label, size - 2, (cx, plot.bottom + 6), theme.CREAM, anchor="midtop", max_width=room
        )
        theme.text(
            surface,
            signed(mean),
            size - 2,
            (cx, plot.bottom + 6 + line),
            UP if mean >= 0 else DOWN,
            anchor="midtop",
            max_width=room,
        )
        theme.text(
            surface,
            f"[{signed(low)}, {signed(high)}]",
            size - 2,
            (cx, plot.bottom + 6 + 2 * line),
            AXIS,
            anchor="midtop",
            max_width=room,
        )


def save_png(path: Path, size: tuple[int, int], draw: object) -> None:
    """Draw a chart onto a fresh surface with ``draw(surface, rect)`` and write it as PNG."""
    if not pygame.font.get_init():
        pygame.font.init()
    surface = pygame.Surface(size)
    surface.fill(theme.PANEL)
    assert callable(draw)
    draw(surface, surface.get_rect().inflate(-24, -24))
    pygame.image.save(surface, str(path))
