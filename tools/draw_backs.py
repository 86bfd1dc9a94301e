"""Draw our two card backs as SVG and rasterise them into sprites/cards/<W>/back_<design>.png.

    crimson  diamond lattice, gold frame, laurel wreath around a Roman "N"
    navy     banknote-style wave guilloche, gold frame, rosette around a gold spade

Same outline as the faces (240x336 units, 12-unit corner radius), so backs and faces line up.
Run: python tools/draw_backs.py
"""

from __future__ import annotations

import math
import sys

from assetlib import GOLD, GOLD_LIGHT, SPRITES, render_svg, save_png, suit_use, svg_doc

W, H = 240, 336
WIDTHS = (120, 240)
PANEL = (10.0, 10.0, 220.0, 316.0)  # x, y, w, h of the coloured panel inside the white border


def frame(base: str) -> str:
    """White border card with the coloured panel; the design is clipped to the panel."""
    x, y, w, h = PANEL
    return (
        f'<defs><clipPath id="panel"><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="7"/>'
        "</clipPath></defs>"
        '<rect x="0.5" y="0.5" width="239" height="335" rx="12" fill="#fbf9f3" stroke="black"/>'
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="7" fill="{base}"/>'
    )


def gold_rules() -> str:
    x, y, w, h = PANEL
    return (
        f'<rect x="{x + 5}" y="{y + 5}" width="{w - 10}" height="{h - 10}" rx="5" fill="none" '
        f'stroke="{GOLD}" stroke-width="1.6"/>'
        f'<rect x="{x + 8.5}" y="{y + 8.5}" width="{w - 17}" height="{h - 17}" rx="3" fill="none" '
        f'stroke="{GOLD}" stroke-width="0.6"/>'
    )


def lattice(colour: str, dot: str) -> str:
    """Diamond lattice: two families of parallel lines plus a dot in every diamond."""
    lines = []
    step = 13.0
    slope = 1.45
    for i in range(-40, 60):
        x0 = i * step
        lines.append(f"M{x0:.1f} 0L{x0 + H / slope:.1f} {H}")
        lines.append(f"M{x0:.1f} 0L{x0 - H / slope:.1f} {H}")
    dots = []
    row = step * slope / 2
    for j in range(0, int(H / row) + 2):
        for i in range(-2, int(W / step) + 3):
            cx = i * step + (step / 2 if j % 2 else 0) + step / 2
            cy = j * row
            dots.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="1.3"/>')
    return (
        f'<g clip-path="url(#panel)"><path d="{"".join(lines)}" stroke="{colour}" '
        f'stroke-width="0.9" fill="none"/><g fill="{dot}">{"".join(dots)}</g></g>'
    )


def laurel(cx: float, cy: float, radius: float, colour: str) -> str:
    """Two laurel branches curving up from the bottom, leaves alternating out and in."""
    parts = []
    for side in (-1, 1):
        stem = []
        for k in range(0, 41):
            theta = math.radians(18 + k * 3.6)
            stem.append((cx + side * radius * math.sin(theta), cy + radius * math.cos(theta)))
        d = "M" + "L".join(f"{px:.2f} {py:.2f}" for px, py in stem)
        parts.append(f'<path d="{d}" stroke="{colour}" stroke-width="1.1" fill="none"/>')
        for n in range(11):
            deg = 24 + n * 12.5
            theta = math.radians(deg)
            px = cx + side * radius * math.sin(theta)
            py = cy + radius * math.cos(theta)
            # growth direction along the arc, towards the top
            tangent = math.degrees(math.atan2(-math.sin(theta), side * math.cos(theta)))
            size = 7.2 - n * 0.28
            for out in (1, -1):
                tilt = tangent - side * out * 38
                parts.append(
                    f'<ellipse transform="translate({px:.2f} {py:.2f}) rotate({tilt:.1f}) '
                    f'translate({size * 0.9:.2f} 0)" rx="{size:.2f}" ry="{size * 0.38:.2f}" '
                    f'fill="{colour}"/>'
                )
        # a berry between some of the leaves
        for deg in (60, 110):
            theta = math.radians(deg)
            bx = cx + side * (radius - 6) * math.sin(theta)
            by = cy + (radius - 6) * math.cos(theta)
            parts.append(f'<circle cx="{bx:.2f}" cy="{by:.2f}" r="1.6" fill="{colour}"/>')
    return "".join(parts)


def roman_n(cx: float, cy: float, height: float, colour: str) -> str:
    """A serifed capital N built from polygons (thin stems, heavy diagonal)."""
    s = height / 100
    shapes = [
        "M14 4L26 4L26 96L14 96Z",  # left stem (thin)
        "M10 0L38 0L92 100L66 100Z",  # diagonal (heavy)
        "M76 0L86 0L86 100L76 100Z",  # right stem (thin), joins the diagonal's foot
        "M2 0L38 0L38 4L2 4Z",  # top-left serif
        "M66 0L98 0L98 4L66 4Z",  # top-right serif
        "M4 96L36 96L36 100L4 100Z",  # bottom-left serif
    ]
    d = "".join(shapes)
    return (
        f'<path transform="translate({cx - 50 * s:.2f} {cy - 50 * s:.2f}) scale({s:.4f})" '
        f'd="{d}" fill="{colour}"/>'
    )


def crimson() -> str:
    base, dark = "#7e1626", "#5c0e1a"
    cx, cy = W / 2, H / 2
    body = frame(base) + lattice("#9c3040", "#b8485a") + gold_rules()
    body += (
        f'<ellipse cx="{cx}" cy="{cy}" rx="58" ry="70" fill="{dark}" stroke="{GOLD}" '
        'stroke-width="2"/>'
        f'<ellipse cx="{cx}" cy="{cy}" rx="53" ry="65" fill="none" stroke="{GOLD}" '
        'stroke-width="0.6"/>'
    )
    body += laurel(cx, cy + 2, 40, GOLD) + roman_n(cx, cy, 36, GOLD_LIGHT)
    return svg_doc(W, H, body)


def waves(colour: str) -> str:
    """Banknote-style guilloche: many phase-shifted sine lines across the panel."""
    paths = []
    for i in range(0, 90):
        y0 = -10 + i * 4.0
        phase = i * 0.35
        pts = []
        for k in range(0, 121):
            x = k * 2.0
            y = y0 + 5.5 * math.sin(x / 17.0 + phase) + 2.0 * math.sin(x / 5.3 - phase * 1.7)
            pts.append(f"{x:.1f} {y:.2f}")
        paths.append("M" + "L".join(pts))
    return (
        f'<g clip-path="url(#panel)"><path d="{"".join(paths)}" stroke="{colour}" '
        'stroke-width="0.55" fill="none"/></g>'
    )


def rosette(
    cx: float, cy: float, outer: float, colour: str, small: float, arm: float, turns: int, width: float
) -> str:
    """A hypotrochoid rosette, the classic engraved-banknote ornament (``outer`` = max radius)."""
    scale = outer / (1 - small + arm)
    pts = []
    steps = 1200 * turns
    for k in range(steps + 1):
        t = k / steps * 2 * math.pi * turns
        x = (1 - small) * math.cos(t) + arm * math.cos((1 - small) / small * t)
        y = (1 - small) * math.sin(t) - arm * math.sin((1 - small) / small * t)
        pts.append(f"{cx + x * scale * 0.84:.2f} {cy + y * scale:.2f}")
    return f'<path d="M{"L".join(pts)}Z" stroke="{colour}" stroke-width="{width}" fill="none"/>'


def navy() -> str:
    base, dark = "#18264a", "#101a35"
    cx, cy = W / 2, H / 2
    body = frame(base) + waves("#334d86") + gold_rules()
    body += f'<ellipse cx="{cx}" cy="{cy}" rx="62" ry="74" fill="{dark}" stroke="{GOLD}" stroke-width="2"/>'
    body += rosette(cx, cy, 68, GOLD, 2 / 23, 0.05, 2, 0.5)
    body += rosette(cx, cy, 52, GOLD, 3 / 17, 0.52, 3, 0.45)
    body += f'<ellipse cx="{cx}" cy="{cy}" rx="21" ry="25" fill="{dark}" stroke="{GOLD}" stroke-width="1.2"/>'
    body += suit_use("s", cx, cy + 1, 30, GOLD_LIGHT)
    return svg_doc(W, H, body)


DESIGNS = {"crimson": crimson, "navy": navy}


def main() -> int:
    total = 0
    for name, draw in DESIGNS.items():
        svg = draw()
        for width in WIDTHS:
            height = round(width * H / W)
            image = render_svg(svg, width, height)
            total += save_png(image, SPRITES / "cards" / str(width) / f"back_{name}.png", palette=True)
    print(f"backs: {len(DESIGNS)} designs x {len(WIDTHS)} sizes, {total / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
