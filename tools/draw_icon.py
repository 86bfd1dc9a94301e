"""Draw the application icon (ours) into sprites/icon/: icon.png (512 px), icon.ico, icon.icns.

A felt roundel with a gold rim, a crimson card back behind a white card bearing a big spade
(the Mighty). Each size is rendered from the vector drawing itself, so 16 px stays sharp.
Run: python tools/draw_icon.py
"""

from __future__ import annotations

import sys

from assetlib import FELT, FELT_DARK, GOLD, GOLD_LIGHT, SPRITES, render_svg, save_png, suit_use
from PIL import Image

OUT = SPRITES / "icon"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def drawing() -> str:
    card = '<rect x="-150" y="-210" width="300" height="420" rx="30"'
    body = (
        '<defs><radialGradient id="felt" cx="0.5" cy="0.42" r="0.62">'
        f'<stop offset="0" stop-color="{FELT}"/><stop offset="1" stop-color="{FELT_DARK}"/>'
        '</radialGradient><filter id="shadow" x="-30%" y="-30%" width="160%" height="160%">'
        '<feGaussianBlur stdDeviation="14"/></filter></defs>'
        f'<rect x="40" y="40" width="944" height="944" rx="210" fill="url(#felt)" '
        f'stroke="{GOLD}" stroke-width="28"/>'
        f'<rect x="82" y="82" width="860" height="860" rx="172" fill="none" '
        f'stroke="{GOLD_LIGHT}" stroke-opacity="0.55" stroke-width="6"/>'
        # the back, tilted left
        '<g transform="translate(405 530) rotate(-16) scale(1.28)">'
        f'{card} fill="black" fill-opacity="0.45" filter="url(#shadow)" transform="translate(10 16)"/>'
        f'{card} fill="#fbf9f3"/>'
        '<rect x="-128" y="-188" width="256" height="376" rx="16" fill="#7e1626"/>'
        f'<rect x="-114" y="-174" width="228" height="348" rx="10" fill="none" stroke="{GOLD}" '
        'stroke-width="6"/></g>'
        # the Mighty, tilted right, in front
        '<g transform="translate(612 500) rotate(11) scale(1.28)">'
        f'{card} fill="black" fill-opacity="0.5" filter="url(#shadow)" transform="translate(12 18)"/>'
        f'{card} fill="#fdfdfb" stroke="#222" stroke-width="3"/>'
        + suit_use("s", 0, 8, 250, "#151515")
        + "</g>"
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" '
        f'viewBox="0 0 1024 1024">{body}</svg>'
    )


def main() -> int:
    svg = drawing()
    renders = {size: render_svg(svg, size, size) for size in set(ICO_SIZES) | set(ICNS_SIZES)}
    OUT.mkdir(parents=True, exist_ok=True)
    png = save_png(render_svg(svg, 512, 512), OUT / "icon.png")
    biggest = renders[max(ICO_SIZES)]
    biggest.save(
        OUT / "icon.ico",
        sizes=[(s, s) for s in ICO_SIZES],
        append_images=[renders[s] for s in ICO_SIZES if s != max(ICO_SIZES)],
    )
    top = renders[max(ICNS_SIZES)]
    top.save(OUT / "icon.icns", append_images=[renders[s] for s in ICNS_SIZES[:-1]])
    sizes = {p.name: p.stat().st_size for p in sorted(OUT.iterdir())}
    print(f"icon: png {png // 1024} KiB, " + ", ".join(f"{k} {v // 1024} KiB" for k, v in sizes.items()))
    with Image.open(OUT / "icon.ico") as ico:
        print("icon.ico sizes:", sorted(ico.info["sizes"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
