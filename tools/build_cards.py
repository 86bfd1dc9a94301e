"""Render the card faces and jokers into sprites/cards/ from Adrian Kennard's CC0 SVG deck.

The deck comes from the npm package pinned below (fetched once with ``npm pack``, checksum
checked, cached under build/asset-cache/). Output, for each width W in (120, 240):

    sprites/cards/W/<suit><rank>.png        52 faces, suit in s h d c, rank in a 2..10 j q k
    sprites/cards/W/joker1.png, joker2.png  black and red joker (our corner index added)
    sprites/cards/W/fourcolor/<name>.png    four-colour deck: only the cards that differ (♦ ♣)

Run: python tools/build_cards.py
"""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

from assetlib import SPRITES, npm_fetch, render_svg, save_png, unpack

PACKAGE = "@heruka_urgyen/react-playing-cards@0.5.0"
PACKAGE_SHA256 = "0a9e5c386c40af2ae591103589d3a4c340d66a325a64c3f5b1d3f6c0a907b468"
WIDTHS = (120, 240)
SUITS = "shdc"
RANKS = ("a", "2", "3", "4", "5", "6", "7", "8", "9", "10", "j", "q", "k")
CARD_W, CARD_H = 240, 336  # the SVG viewBox; every output keeps this 5:7 ratio

# Kennard's file names use T for ten and upper case.
UPSTREAM_RANK = {"10": "T"}


def upstream_name(suit: str, rank: str) -> str:
    return f"{UPSTREAM_RANK.get(rank, rank).upper()}{suit.upper()}.svg"


def pixel_size(svg: str) -> str:
    """resvg refuses inch sizes ("SVG has an invalid size"): give it the viewBox size in px."""
    out = svg.replace('width="2.5in"', f'width="{CARD_W}"').replace('height="3.5in"', f'height="{CARD_H}"')
    if f'width="{CARD_W}"' not in out:
        raise ValueError("unexpected SVG header: the inch size was not found")
    return out


def mighty_ace(svg: str) -> str:
    """Make the ace of spades the showpiece it is in Napoleon (the Mighty): a bigger pip, framed."""
    old = '<use xlink:href="#SSA" height="70" x="-35" y="-35"></use>'
    if old not in svg:
        raise ValueError("ace of spades layout changed upstream")
    ring = (
        '<circle r="66" fill="none" stroke="black" stroke-width="1.6"/>'
        '<circle r="71" fill="none" stroke="black" stroke-width="0.6"/>'
        + "".join(
            f'<path transform="rotate({a})" d="M0 -78L4 -71L0 -64L-4 -71Z" fill="black"/>'
            for a in range(0, 360, 45)
        )
    )
    new = ring + '<use xlink:href="#SSA" height="104" x="-52" y="-54"></use>'
    return svg.replace(old, new)


# Our corner index for the jokers: J O K E R drawn as strokes, in the style of Kennard's rank
# letters (viewBox -500..500), so a joker stays recognisable in a tight fan.
JOKER_LETTERS = {
    "J": "M-100 -460L250 -460M120 -460L120 200A170 170 0 0 1 -220 200",
    "O": "M0 -460C250 -460 260 -250 260 0C260 250 250 460 0 460C-250 460 -260 250 -260 0"
    "C-260 -250 -250 -460 0 -460Z",
    "K": "M-240 -460L-240 460M240 -460L-240 100M-80 -60L260 460",
    "E": "M240 -460L-220 -460L-220 460L240 460M-220 0L160 0",
    "R": "M-220 460L-220 -460L80 -460C280 -460 280 0 80 0L-220 0M40 0L250 460",
}
STAR = "M0 -500L118 -162L476 -155L191 62L294 405L0 200L-294 405L-191 62L-476 -155L-118 -162Z"


def joker_index(colour: str) -> str:
    size, pitch, cx, top = 17.0, 19.5, -98.4, -156.0
    parts = []
    for i, letter in enumerate("JOKER"):
        cy = top + size / 2 + i * pitch
        parts.append(
            f'<path transform="translate({cx} {cy:.2f}) scale({size / 1000})" '
            f'd="{JOKER_LETTERS[letter]}" stroke="{colour}" stroke-width="110" '
            'stroke-linecap="square" stroke-miterlimit="1.5" fill="none"/>'
        )
    star_y = top + 5 * pitch + 8
    parts.append(f'<path transform="translate({cx} {star_y:.2f}) scale(0.014)" d="{STAR}" fill="{colour}"/>')
    body = "".join(parts)
    return body + f'<g transform="rotate(180)">{body}</g>'


def joker(svg: str, colour: str) -> str:
    """Kennard's joker, shrunk a little for the corner index, bolder, in ``colour``."""
    svg = svg.replace('stroke="black" stroke-linecap', f'stroke="{colour}" stroke-linecap')
    # Upstream's hairline (6 of 1300 units) nearly vanishes at 120 px wide.
    if 'stroke-width="6" fill="none"' not in svg:
        raise ValueError("joker stroke changed upstream")
    svg = svg.replace('stroke-width="6" fill="none"', 'stroke-width="13" fill="none"')
    svg = svg.replace('<path fill="black"', f'<path fill="{colour}"')
    uses = re.findall(
        r'<use width="202.8" height="312" x="-101.4" y="-156" xlink:href="#J2\d">'
        r"</use>",
        svg,
    )
    if len(uses) != 2:
        raise ValueError("joker layout changed upstream")
    for use in uses:
        smaller = use.replace(
            'width="202.8" height="312" x="-101.4" y="-156"', 'width="168" height="258.5" x="-78" y="-129"'
        )
        svg = svg.replace(use, smaller)
    return svg.replace("</svg>", joker_index(colour) + "</svg>")


def faces(images: Path, deck: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for suit in SUITS:
        for rank in RANKS:
            svg = pixel_size((images / deck / upstream_name(suit, rank)).read_text("utf-8"))
            if suit + rank == "sa":
                svg = mighty_ace(svg)
            out[suit + rank] = svg
    return out


def main() -> int:
    tarball = npm_fetch(PACKAGE, PACKAGE_SHA256)
    decks = ("2color", "4color")
    names = [upstream_name(s, r) for s in SUITS for r in RANKS] + ["2J.svg"]
    root = unpack(tarball, [f"package/src/images/{d}/{n}" for d in decks for n in names])
    images = root / "package" / "src" / "images"

    standard = faces(images, "2color")
    joker_svg = pixel_size((images / "2color" / "2J.svg").read_text("utf-8"))
    standard["joker1"] = joker(joker_svg, "black")
    standard["joker2"] = joker(joker_svg, "red")
    four = {k: v for k, v in faces(images, "4color").items() if v != standard[k]}
    if sorted({k[0] for k in four}) != ["c", "d"]:
        raise ValueError(f"four-colour deck differs in unexpected cards: {sorted(four)}")

    total = 0
    for width in WIDTHS:
        height = round(width * CARD_H / CARD_W)
        target = SPRITES / "cards" / str(width)
        shutil.rmtree(target / "fourcolor", ignore_errors=True)
        for folder, deck in ((target, standard), (target / "fourcolor", four)):
            for name, svg in deck.items():
                image = render_svg(svg, width, height)
                total += save_png(image, folder / f"{name}.png", palette=True)
    print(
        f"cards: {len(standard)} standard + {len(four)} four-colour faces x {len(WIDTHS)} sizes,"
        f" {total / 1024:.0f} KiB"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
