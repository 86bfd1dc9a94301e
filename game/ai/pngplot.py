"""A labelled bar chart with error bars as a PNG, written with zlib only (no plotting library).

One bar per pairing: the mean chips per deal (green above zero, red below) with its 95%
interval as a black whisker. Text comes from the hand-drawn bitmap font in ``pixelfont``:
a title, the y axis with tick values and "chips per deal", the zero line ("break-even"),
and under each bar its pairing name, mean and interval.
"""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Sequence
from pathlib import Path

from .pixelfont import CAP_H, CELL_H, draw_text, text_width

RGB = tuple[int, int, int]

MIN_W = 800
H = 500
SLOT_MIN = 210  # px per bar: room for "[+0.067, +0.159]" at scale 2
TITLE_SCALE = 3
TEXT_SCALE = 2
PLOT_TOP = 96
PLOT_BOTTOM = H - 112  # y of the plot area's lower edge; the bar labels sit below
GUTTER = 140  # right of the bars: where the zero line is labelled
PAD = 16
BAR_HALF_MAX = 50

WHITE: RGB = (255, 255, 255)
INK: RGB = (20, 20, 20)
MUTED: RGB = (90, 90, 90)
GRID: RGB = (228, 228, 228)
ZERO: RGB = (110, 110, 110)
UP: RGB = (60, 160, 80)
DOWN: RGB = (200, 70, 60)
UP_INK: RGB = (25, 110, 45)
DOWN_INK: RGB = (165, 40, 30)

SUBTITLE = "mean chips per deal vs the field, whiskers 95% CI"
Y_LABEL = "chips per deal"
ZERO_LABEL = "break-even"


def write_png(path: Path, pixels: list[bytearray]) -> None:
    raw = b"".join(b"\x00" + bytes(row) for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", len(pixels[0]) // 3, len(pixels), 8, 2, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    path.write_bytes(data)


def signed(v: float, places: int = 3) -> str:
    """``+0.115`` / ``-0.020``; a value that rounds to zero is ``+0.000``, never ``-0.000``."""
    v = round(v, places)
    return f"{0.0 if v == 0 else v:+.{places}f}"


def nice_ticks(lo: float, hi: float, target: int = 5) -> tuple[list[float], int]:
    """Round tick values covering [lo, hi] (which must contain 0) and the decimals to print."""
    span = max(hi - lo, 1e-9)
    raw = span / target
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)
    first, last = math.floor(lo / step + 1e-9), math.ceil(hi / step - 1e-9)
    places = max(0, -math.floor(math.log10(step) + 1e-9)) + (1 if step / mag == 2.5 else 0)
    return [k * step for k in range(first, last + 1)], places


def chart_size(n: int, title: str = "") -> tuple[int, int]:
    """(width, height) of the chart for ``n`` bars and ``title``."""
    lefts = 2 * PAD + CELL_H * TEXT_SCALE + 8 + text_width("-0.000", TEXT_SCALE) + 10
    width = lefts + max(1, n) * SLOT_MIN + GUTTER
    heads = max(text_width(title, TITLE_SCALE), text_width(SUBTITLE, TEXT_SCALE)) + 2 * PAD
    return max(MIN_W, width, heads), H


def bar_chart(
    path: Path,
    bars: Sequence[tuple[float, float, float]],
    labels: Sequence[str] | None = None,
    title: str = "Duplicate tournament",
) -> None:
    """``bars``: (mean, low, high) per pairing; ``labels``: the pairing names, e.g. "easy vs random"."""
    n = max(1, len(bars))
    names = list(labels) if labels is not None else [f"pairing {i + 1}" for i in range(len(bars))]
    width, height = chart_size(n, title)
    pixels = [bytearray(bytes(WHITE) * width) for _ in range(height)]
    colour: list[RGB] = [INK]

    def rect(x0: int, y0: int, x1: int, y1: int, rgb: RGB | None = None) -> None:
        fill = bytes(rgb or colour[0])
        xa, xb = max(0, min(x0, x1)), min(width - 1, max(x0, x1))
        if xa > xb:
            return
        for y in range(max(0, min(y0, y1)), min(height, max(y0, y1) + 1)):
            pixels[y][3 * xa : 3 * xb + 3] = fill * (xb - xa + 1)

    def text(x: int, y: int, s: str, scale: int, rgb: RGB, rotate: bool = False) -> None:
        colour[0] = rgb
        draw_text(rect, x, y, s, scale, rotate)

    def centred(cx: int, y: int, s: str, scale: int, rgb: RGB, room: int) -> None:
        while scale > 1 and text_width(s, scale) > room:
            scale -= 1
        text(cx - text_width(s, scale) // 2, y, s, scale, rgb)

    # Headings.
    text(PAD, PAD, title, TITLE_SCALE, INK)
    text(PAD, PAD + CAP_H * TITLE_SCALE + 12, SUBTITLE, TEXT_SCALE, MUTED)

    # The value axis: round ticks that cover every whisker and zero.
    values = [v for bar in bars for v in bar if math.isfinite(v)]
    lo, hi = min([0.0, *values]), max([0.0, *values])
    if hi - lo < 1e-9:
        lo, hi = -0.1, 0.1
    ticks, places = nice_ticks(lo, hi)
    top, bottom = ticks[-1], ticks[0]
    tick_labels = ["0" if abs(t) < 1e-12 else signed(t, places) for t in ticks]
    axis_x = 2 * PAD + CELL_H * TEXT_SCALE + 8 + max(text_width(s, TEXT_SCALE) for s in tick_labels) + 10
    plot_right = width - GUTTER
    slot = (plot_right - axis_x) // n

    def y_of(v: float) -> int:
        return round(PLOT_BOTTOM - (v - bottom) / (top - bottom) * (PLOT_BOTTOM - PLOT_TOP))

    for t, s in zip(ticks, tick_labels, strict=True):
        y = y_of(t)
        if abs(t) > 1e-12:
            rect(axis_x + 1, y, plot_right, y, GRID)
        rect(axis_x - 6, y, axis_x, y, INK)
        text(axis_x - 10 - text_width(s, TEXT_SCALE), y - CAP_H * TEXT_SCALE // 2, s, TEXT_SCALE, INK)
    label_h = text_width(Y_LABEL, TEXT_SCALE)
    text(PAD, (PLOT_TOP + PLOT_BOTTOM - label_h) // 2, Y_LABEL, TEXT_SCALE, INK, rotate=True)
    rect(axis_x, PLOT_TOP, axis_x, PLOT_BOTTOM, INK)

    # Bars, whiskers, then the zero line over the bars' bases.
    zero = y_of(0.0)
    for i, (m, low, high) in enumerate(bars):
        cx = axis_x + i * slot + slot // 2
        half = min(slot * 2 // 10, BAR_HALF_MAX)
        x0, x1 = cx - half, cx + half
        if math.isfinite(m):
            rect(x0, zero, x1, y_of(m), UP if m >= 0 else DOWN)
        if math.isfinite(low) and math.isfinite(high):
            rect(cx - 1, y_of(high), cx + 1, y_of(low), INK)
            rect(cx - 8, y_of(high), cx + 8, y_of(high) + 1, INK)
            rect(cx - 8, y_of(low) - 1, cx + 8, y_of(low), INK)
    rect(axis_x, zero, width - PAD, zero, ZERO)
    text(
        width - PAD - text_width(ZERO_LABEL, TEXT_SCALE),
        zero - CAP_H * TEXT_SCALE - 6,
        ZERO_LABEL,
        TEXT_SCALE,
        ZERO,
    )

    # Under each bar: its pairing, mean and interval.
    line = CELL_H * TEXT_SCALE + 6
    for i, (m, low, high) in enumerate(bars):
        cx = axis_x + i * slot + slot // 2
        y = PLOT_BOTTOM + 14
        name = names[i] if i < len(names) else ""
        centred(cx, y, name, TEXT_SCALE, INK, slot - 8)
        centred(cx, y + line, f"mean {signed(m)}", TEXT_SCALE, UP_INK if m >= 0 else DOWN_INK, slot - 8)
        centred(cx, y + 2 * line, f"[{signed(low)}, {signed(high)}]", TEXT_SCALE, MUTED, slot - 8)
    write_png(path, pixels)
