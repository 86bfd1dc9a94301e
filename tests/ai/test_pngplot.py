"""The tournament chart is a valid PNG with its text drawn: title, axis and bar labels."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

from game.ai import pngplot
from game.ai.pixelfont import GLYPHS, text_width
from game.ai.pngplot import PAD, PLOT_BOTTOM, PLOT_TOP, bar_chart, chart_size, signed


def read_png(path: Path) -> tuple[int, int, list[bytes]]:
    """(width, height, rows of RGB bytes) of an 8-bit RGB PNG with unfiltered rows."""
    data = path.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    pos, chunks = 8, {}
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length : pos + 12 + length])
        assert crc == zlib.crc32(kind + body)
        chunks[kind] = chunks.get(kind, b"") + body
        pos += 12 + length
    w, h, depth, colour, _, _, _ = struct.unpack(">IIBBBBB", chunks[b"IHDR"])
    assert (depth, colour) == (8, 2) and b"IEND" in chunks
    raw = zlib.decompress(chunks[b"IDAT"])
    assert len(raw) == h * (1 + 3 * w)
    rows = [raw[y * (1 + 3 * w) : (y + 1) * (1 + 3 * w)] for y in range(h)]
    assert all(r[0] == 0 for r in rows)
    return w, h, [r[1:] for r in rows]


def dark(rows: list[bytes], x0: int, y0: int, x1: int, y1: int) -> int:
    """Pixels in [x0, x1) × [y0, y1) darker than mid grey (text, axes, whiskers)."""
    return sum(1 for y in range(y0, y1) for x in range(x0, x1) if sum(rows[y][3 * x : 3 * x + 3]) < 3 * 140)


def test_font_covers_printable_ascii() -> None:
    assert set(GLYPHS) == {chr(c) for c in range(32, 127)}
    assert not GLYPHS[" "] and all(GLYPHS[chr(c)] for c in range(33, 127))
    assert text_width("ab", 2) == 22


def test_signed_never_prints_minus_zero() -> None:
    assert signed(0.115) == "+0.115" and signed(-0.02) == "-0.020" and signed(-0.0001) == "+0.000"


def test_chart_has_title_axis_and_bar_labels(tmp_path: Path) -> None:
    path = tmp_path / "results.png"
    title = "pagat: 5 players, 20 duplicate deals"
    bars = [(0.115, 0.067, 0.159), (-0.42, -0.61, -0.2), (0.9, 0.3, 1.41)]
    bar_chart(path, bars, ["normal vs easy", "easy vs random", "hard vs normal"], title)
    w, h, rows = read_png(path)
    assert (w, h) == chart_size(3, title)

    # Title band: the title's own box is inked, the blank strip right of the subtitle is not.
    title_w = text_width(title, pngplot.TITLE_SCALE)
    assert dark(rows, PAD, PAD, PAD + title_w, PAD + 7 * pngplot.TITLE_SCALE) > 300
    assert dark(rows, w - 100, 0, w, PLOT_TOP - 30) == 0
    # The rotated "chips per deal" at the left edge, and tick values beside the axis.
    assert dark(rows, PAD, PLOT_TOP, PAD + 9 * pngplot.TEXT_SCALE, PLOT_BOTTOM) > 150
    assert dark(rows, PAD + 30, PLOT_TOP - 10, PAD + 90, PLOT_BOTTOM + 10) > 150
    # Under each of the three bars: a name, a mean and an interval (three inked lines).
    axis_left = next(
        x for x in range(w) if dark(rows, x, PLOT_TOP, x + 1, PLOT_BOTTOM + 1) == PLOT_BOTTOM + 1 - PLOT_TOP
    )
    slot = (w - pngplot.GUTTER - axis_left) // 3
    line = 9 * pngplot.TEXT_SCALE + 6
    for i in range(3):
        x0 = axis_left + i * slot + 5
        for k in range(3):
            y0 = PLOT_BOTTOM + 14 + k * line
            assert dark(rows, x0, y0, x0 + slot - 10, y0 + 7 * pngplot.TEXT_SCALE) > 60, (i, k)
    # Bars: green above zero, red below.
    colours = {bytes(r[3 * x : 3 * x + 3]) for r in rows[PLOT_TOP:PLOT_BOTTOM] for x in range(w)}
    assert bytes(pngplot.UP) in colours and bytes(pngplot.DOWN) in colours
    # The zero line runs on into the right gutter, with "break-even" written just above it.
    grey = bytes(pngplot.ZERO)
    zero_rows = [
        y
        for y in range(h)
        if all(rows[y][3 * x : 3 * x + 3] == grey for x in range(w - pngplot.GUTTER, w - PAD))
    ]
    assert len(zero_rows) == 1
    above = rows[zero_rows[0] - 7 * pngplot.TEXT_SCALE - 6 : zero_rows[0]]
    assert sum(r[3 * x : 3 * x + 3] == grey for r in above for x in range(w - pngplot.GUTTER, w)) > 150


def test_any_number_of_pairings(tmp_path: Path) -> None:
    for n in range(1, 7):
        bars = [(0.1 * i - 0.3, 0.1 * i - 0.5, 0.1 * i - 0.1) for i in range(n)]
        path = tmp_path / f"{n}.png"
        bar_chart(path, bars, [f"level{i} vs random" for i in range(n)], "t")
        w, h, rows = read_png(path)
        assert (w, h) == chart_size(n, "t")
        # Every bar's label block is inked, and nothing is drawn in the outermost columns.
        assert dark(rows, 0, 0, 4, h) == 0 and dark(rows, w - 4, 0, w, h) == 0
        assert dark(rows, 0, PLOT_BOTTOM + 10, w, h) > 200 * n
    bar_chart(tmp_path / "flat.png", [(0.0, 0.0, 0.0)])  # no labels, zero span: still draws
    assert read_png(tmp_path / "flat.png")[0] >= pngplot.MIN_W
