"""A bar chart with error bars as a PNG, written with zlib only (no plotting library).

One bar per pairing: the mean chips per deal (green above zero, red below) with its 95%
interval as a black whisker; the grey line is zero. Labels live in the results file.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

W, H = 640, 360
MARGIN = 30


def write_png(path: Path, pixels: list[bytearray]) -> None:
    raw = b"".join(b"\x00" + bytes(row) for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", len(pixels[0]) // 3, len(pixels), 8, 2, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    path.write_bytes(data)


def bar_chart(path: Path, bars: list[tuple[float, float, float]]) -> None:
    """``bars``: (mean, low, high) per pairing."""
    pixels = [bytearray(b"\xff" * (W * 3)) for _ in range(H)]

    def rect(x0: int, y0: int, x1: int, y1: int, rgb: tuple[int, int, int]) -> None:
        for y in range(max(0, min(y0, y1)), min(H, max(y0, y1) + 1)):
            row = pixels[y]
            for x in range(max(0, x0), min(W, x1 + 1)):
                row[3 * x: 3 * x + 3] = bytes(rgb)

    top = max([abs(b) for bar in bars for b in bar] + [0.1])
    scale = (H / 2 - MARGIN) / top
    zero = H // 2

    def y_of(v: float) -> int:
        return int(zero - v * scale)

    slot = (W - 2 * MARGIN) // max(1, len(bars))
    for i, (m, lo, hi) in enumerate(bars):
        x0 = MARGIN + i * slot + slot // 5
        x1 = MARGIN + (i + 1) * slot - slot // 5
        rect(x0, zero, x1, y_of(m), (60, 160, 80) if m >= 0 else (200, 70, 60))
        cx = (x0 + x1) // 2
        rect(cx - 1, y_of(hi), cx + 1, y_of(lo), (0, 0, 0))
        rect(cx - 8, y_of(hi), cx + 8, y_of(hi) + 1, (0, 0, 0))
        rect(cx - 8, y_of(lo) - 1, cx + 8, y_of(lo), (0, 0, 0))
    rect(MARGIN // 2, zero, W - MARGIN // 2, zero, (128, 128, 128))
    write_png(path, pixels)
