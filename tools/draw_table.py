"""Draw the table art into sprites/table/ (felt, vignette, mat, seat plates, markers, chips).

Vector parts are SVG we write here, rasterised with resvg at 2-3x the size they are shown at;
the felt is numpy noise. The mat and seat plates are 9-slice sprites: their corners (the inset
given in ``game.assets.NINE_SLICE``) must not be stretched, only the edges and the middle.
Needs fonts/ (tools/build_font.py) for the lettering. Run: python tools/draw_table.py
"""

from __future__ import annotations

import sys

import numpy as np
from assetlib import (
    CREAM,
    FONTS,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    INK,
    SPRITES,
    SUIT_COLOURS,
    SUIT_COLOURS_4C,
    render_svg,
    save_png,
    suit_use,
    svg_doc,
)
from PIL import Image

OUT = SPRITES / "table"
BOLD = str(FONTS / "notosansjp-ui-bold.ttf")
FELT_RGB = (27, 82, 52)
MARKER = 192  # marker canvas (shown at ~40-64 px)
CHIP = 160


def periodic_noise(rng: np.random.Generator, n: int, lo: float, hi: float) -> np.ndarray:
    """Band-limited noise made in the frequency domain, so the tile wraps without a seam."""
    spectrum = np.fft.fft2(rng.standard_normal((n, n)))
    fy = np.fft.fftfreq(n)[:, None] * n
    fx = np.fft.fftfreq(n)[None, :] * n
    radius = np.hypot(fx, fy)
    band = np.exp(-(((radius - (lo + hi) / 2) / ((hi - lo) / 2)) ** 2))
    out = np.real(np.fft.ifft2(spectrum * band))
    normalised: np.ndarray = (out - out.mean()) / out.std()
    return normalised


def felt() -> Image.Image:
    rng = np.random.default_rng(1815)
    n = 256
    mottle = periodic_noise(rng, n, 6, 22)
    nap = periodic_noise(rng, n, 60, 128)
    grain = rng.standard_normal((n, n))
    shade = 1 + 0.025 * mottle + 0.03 * nap + 0.025 * grain
    rgb = np.clip(np.array(FELT_RGB)[None, None, :] * shade[..., None], 0, 255)
    return Image.fromarray(rgb.round().astype(np.uint8), "RGB")


def vignette() -> Image.Image:
    """Black with alpha rising towards the edges; scaled over the whole window."""
    n = 512
    y, x = np.mgrid[0:n, 0:n] / (n - 1) * 2 - 1
    r = np.clip((np.hypot(x, y) - 0.45) / 0.95, 0, 1)
    alpha = 150 * r * r * (3 - 2 * r)
    alpha += np.random.default_rng(7).uniform(-0.5, 0.5, alpha.shape)  # dither: no banding
    rgba = np.zeros((n, n, 4), np.uint8)
    rgba[..., 3] = np.clip(alpha, 0, 255).round().astype(np.uint8)
    return Image.fromarray(rgba, "RGBA")


def mat() -> str:
    s = 384
    corner = "".join(
        f'<path transform="translate({x} {y}) rotate({a})" d="M0 -9L4 0L0 9L-4 0Z" fill="{GOLD}"/>'
        for x, y, a in ((34, 34, 45), (s - 34, 34, -45), (34, s - 34, -45), (s - 34, s - 34, 45))
    )
    body = (
        f'<rect x="4" y="4" width="{s - 8}" height="{s - 8}" rx="60" fill="#07261a" '
        'fill-opacity="0.5"/>'
        f'<rect x="12" y="12" width="{s - 24}" height="{s - 24}" rx="52" fill="none" '
        f'stroke="{GOLD}" stroke-width="3.5" stroke-opacity="0.9"/>'
        f'<rect x="22" y="22" width="{s - 44}" height="{s - 44}" rx="42" fill="none" '
        f'stroke="{GOLD}" stroke-width="1.2" stroke-opacity="0.7"/>' + corner
    )
    return svg_doc(s, s, body)


def seat_plate(active: bool) -> str:
    w, h, m = 320, 112, 12
    glow = ""
    if active:
        glow = (
            '<defs><filter id="g" x="-20%" y="-40%" width="140%" height="180%">'
            '<feGaussianBlur stdDeviation="5"/></filter></defs>'
            f'<rect x="{m}" y="{m}" width="{w - 2 * m}" height="{h - 2 * m}" rx="24" fill="none" '
            f'stroke="{GOLD_LIGHT}" stroke-width="8" filter="url(#g)" stroke-opacity="0.9"/>'
        )
    fill = "#1d2a1f" if active else "#0b1d14"
    edge = GOLD_LIGHT if active else GOLD
    body = glow + (
        f'<rect x="{m}" y="{m}" width="{w - 2 * m}" height="{h - 2 * m}" rx="24" fill="{fill}" '
        f'fill-opacity="0.88" stroke="{edge}" stroke-width="{3 if active else 2.5}"/>'
        f'<rect x="{m + 6}" y="{m + 6}" width="{w - 2 * m - 12}" height="{h - 2 * m - 12}" '
        f'rx="18" fill="none" stroke="{CREAM}" stroke-opacity="0.28" stroke-width="1"/>'
    )
    return svg_doc(w, h, body)


def medal(stops: tuple[str, str, str], rim: str, inner: str, content: str) -> str:
    """A round token with a soft shadow, graded face, rim and inner ring, then ``content``."""
    c = MARKER / 2
    body = (
        '<defs><radialGradient id="face" cx="0.4" cy="0.35" r="0.75">'
        f'<stop offset="0" stop-color="{stops[0]}"/><stop offset="0.55" '
        f'stop-color="{stops[1]}"/><stop offset="1" stop-color="{stops[2]}"/></radialGradient>'
        '<filter id="blur" x="-30%" y="-30%" width="160%" height="160%">'
        '<feGaussianBlur stdDeviation="4"/></filter></defs>'
        f'<circle cx="{c}" cy="{c + 5}" r="84" fill="black" fill-opacity="0.45" '
        'filter="url(#blur)"/>'
        f'<circle cx="{c}" cy="{c - 2}" r="84" fill="url(#face)" stroke="{rim}" '
        'stroke-width="5"/>'
        f'<circle cx="{c}" cy="{c - 2}" r="72" fill="none" stroke="{inner}" stroke-width="2" '
        'stroke-opacity="0.8"/>'
    )
    return svg_doc(MARKER, MARKER, body + content)


GOLD_FACE = ("#fbedb8", GOLD, GOLD_DARK)
SILVER_FACE = ("#fbfbfb", "#c3c8ce", "#7c848c")
CREAM_FACE = ("#fffdf6", "#f1e7cc", "#d6c59a")


def napoleon_marker() -> str:
    """Gold medal with Napoleon's bicorne and a tricolour cockade."""
    c = MARKER / 2
    hat = (
        f'<g transform="translate({c} {c + 10})">'
        '<path d="M-72 8C-60 -4 -40 -50 -4 -54C34 -52 56 -10 72 8C62 4 56 14 44 10C24 2 12 0 0 0'
        f'C-12 0 -24 2 -44 10C-56 14 -62 4 -72 8Z" fill="{INK}"/>'
        f'<path d="M-64 9C-54 7 -50 12 -42 8C-24 0 -12 -2 0 -2C12 -2 24 0 42 8C50 12 54 7 64 9" '
        f'fill="none" stroke="{GOLD_LIGHT}" stroke-width="2.4"/>'
        # French cockade: red outside, white, blue centre
        '<circle cx="-22" cy="-26" r="12" fill="#c8102e"/><circle cx="-22" cy="-26" r="8" '
        'fill="#f4f1e8"/><circle cx="-22" cy="-26" r="4.2" fill="#1d3f8f"/>'
        f'<path d="M-22 -14L-22 -2" stroke="{GOLD_LIGHT}" stroke-width="2"/></g>'
    )
    return medal(GOLD_FACE, GOLD_DARK, "#fff4cc", hat)


def adjutant_marker() -> str:
    """Silver medal with two sergeant's chevrons and a star: the secret second-in-command."""
    c = MARKER / 2
    chevrons = "".join(
        f'<path d="M{c - 40} {c + dy + 22}L{c} {c + dy - 8}L{c + 40} {c + dy + 22}" fill="none" '
        f'stroke="#1c2b4f" stroke-width="13" stroke-linejoin="miter" stroke-linecap="butt"/>'
        for dy in (4, 30)
    )
    star = (
        f'<path transform="translate({c} {c - 36}) scale(0.034)" fill="#1c2b4f" '
        'd="M0 -500L118 -162L476 -155L191 62L294 405L0 200L-294 405L-191 62L-476 -155L-118 -162Z"/>'
    )
    return medal(SILVER_FACE, "#5f666e", "#ffffff", chevrons + star)


def letter_marker(text: str, size: int) -> str:
    c = MARKER / 2
    label = (
        f'<text x="{c}" y="{c + size * 0.36 - 2:.1f}" text-anchor="middle" '
        f'font-family="Noto Sans JP" font-weight="700" font-size="{size}" fill="{INK}">'
        f"{text}</text>"
    )
    return medal(CREAM_FACE, GOLD, GOLD, label)


def trump_marker(suit: str, colour: str) -> str:
    c = MARKER / 2
    return medal(CREAM_FACE, GOLD, GOLD, suit_use(suit, c, c - 1, 96, colour))


CHIPS = {  # face, inserts
    "white": ("#efeae0", "#1d4e9e"),
    "red": ("#b3122e", "#f3ead2"),
    "blue": ("#1d4e9e", "#f3ead2"),
    "green": ("#1e7b44", "#f3ead2"),
    "black": ("#26262a", "#c9a54a"),
}


def chip(face: str, insert: str) -> str:
    """A clay poker chip seen from above: edge inserts, an inner ring, a gold spade inlay."""
    c = CHIP / 2
    r = 70
    ring = 2 * np.pi * (r - 9)
    dash = ring / 12
    body = (
        '<defs><filter id="blur" x="-30%" y="-30%" width="160%" height="160%">'
        '<feGaussianBlur stdDeviation="3.5"/></filter>'
        '<radialGradient id="sheen" cx="0.35" cy="0.3" r="0.8"><stop offset="0" '
        'stop-color="white" stop-opacity="0.22"/><stop offset="1" stop-color="black" '
        'stop-opacity="0.18"/></radialGradient></defs>'
        f'<circle cx="{c}" cy="{c + 4}" r="{r}" fill="black" fill-opacity="0.45" '
        'filter="url(#blur)"/>'
        f'<circle cx="{c}" cy="{c - 1}" r="{r}" fill="{face}"/>'
        f'<circle cx="{c}" cy="{c - 1}" r="{r - 9}" fill="none" stroke="{insert}" '
        f'stroke-width="16" stroke-dasharray="{dash:.3f} {dash:.3f}"/>'
        f'<circle cx="{c}" cy="{c - 1}" r="{r - 21}" fill="{face}" stroke="{insert}" '
        'stroke-width="1.6" stroke-dasharray="4 3"/>'
        f'<circle cx="{c}" cy="{c - 1}" r="{r - 27}" fill="none" stroke="{insert}" '
        'stroke-opacity="0.7" stroke-width="1"/>'
        + suit_use("s", c, c - 1, 40, GOLD)
        + f'<circle cx="{c}" cy="{c - 1}" r="{r}" fill="url(#sheen)" stroke="black" '
        'stroke-opacity="0.35" stroke-width="1.2"/>'
    )
    return svg_doc(CHIP, CHIP, body)


def main() -> int:
    total = 0
    total += save_png(felt(), OUT / "felt.png")
    total += save_png(vignette(), OUT / "vignette.png")
    total += save_png(render_svg(mat(), 384, 384), OUT / "mat.png")
    for name, active in (("seat_plate", False), ("seat_plate_active", True)):
        total += save_png(render_svg(seat_plate(active), 320, 112), OUT / f"{name}.png")
    markers = {
        "marker_napoleon": napoleon_marker(),
        "marker_adjutant": adjutant_marker(),
        "marker_dealer": letter_marker("D", 96),
        "marker_trump_nt": letter_marker("NT", 68),
    }
    for suit in "shdc":
        markers[f"marker_trump_{suit}"] = trump_marker(suit, SUIT_COLOURS[suit])
        if SUIT_COLOURS_4C[suit] != SUIT_COLOURS[suit]:
            markers[f"marker_trump_{suit}_fourcolor"] = trump_marker(suit, SUIT_COLOURS_4C[suit])
    for name, svg in markers.items():
        image = render_svg(svg, MARKER, MARKER, font_files=[BOLD])
        total += save_png(image, OUT / f"{name}.png")
    for name, (face, insert) in CHIPS.items():
        total += save_png(render_svg(chip(face, insert), CHIP, CHIP), OUT / f"chip_{name}.png")
    print(f"table: {len(list(OUT.glob('*.png')))} images, {total / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
