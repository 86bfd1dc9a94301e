"""Subset Noto Sans JP (SIL OFL 1.1) to what the UI draws, into fonts/.

Source: the Google Fonts static TTFs (Noto Sans JP 2.004) as shipped in the npm package pinned
below, fetched once with ``npm pack`` and checksum checked. Output:

    fonts/notosansjp-ui-regular.ttf, fonts/notosansjp-ui-bold.ttf, fonts/OFL.txt

Kept: ASCII, Latin-1, general punctuation, suits, arrows and UI shapes, circled numbers, CJK
punctuation, hiragana, katakana, full-width forms, every character in tools/font_chars.txt and
every character of the translation catalogues (game/locale/*/*.po).
Run: python tools/build_font.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from assetlib import FONTS, npm_fetch, unpack
from fontTools import subset
from fontTools.ttLib import TTFont

PACKAGE = "@expo-google-fonts/noto-sans-jp@0.4.3"
PACKAGE_SHA256 = "563ee80509692e2b2f42ceae6a0b82afecb90daa1b3d025bcebdf3d9120f43a3"
WEIGHTS = {"regular": "400Regular/NotoSansJP_400Regular.ttf", "bold": "700Bold/NotoSansJP_700Bold.ttf"}
CHARS_FILE = Path(__file__).with_name("font_chars.txt")
LOCALE = Path(__file__).resolve().parents[1] / "game" / "locale"

RANGES = [
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1
    (0x2010, 0x2027),  # dashes, quotes, bullets, ellipsis
    (0x2030, 0x203B),  # per mille, primes, reference mark
    (0x2212, 0x2213),  # minus and minus-or-plus (the rules help's chip amounts)
    (0x2190, 0x2199),  # arrows
    (0x21D0, 0x21D5),  # double arrows
    (0x2460, 0x2473),  # circled 1..20
    (0x25A0, 0x25FF),  # geometric shapes (triangles for menus, circles, diamonds)
    (0x2600, 0x2606),  # sun, cloud, stars
    (0x2660, 0x2667),  # the eight suit symbols
    (0x266A, 0x266B),  # notes (sound settings)
    (0x2713, 0x2716),  # check marks and crosses
    (0x3000, 0x303F),  # CJK punctuation
    (0x3040, 0x309F),  # hiragana
    (0x30A0, 0x30FF),  # katakana
    (0xFF00, 0xFFEF),  # full-width and half-width forms
]
EXTRA = "×÷±€™←→↑↓↺↻"


def wanted_text() -> str:
    chars = {chr(c) for lo, hi in RANGES for c in range(lo, hi + 1)}
    chars.update(EXTRA)
    for line in CHARS_FILE.read_text("utf-8").splitlines():
        if not line.startswith("#"):
            chars.update(ch for ch in line if not ch.isspace())
    # Every character of every translation catalogue, so a new string never draws tofu.
    for po in sorted(LOCALE.glob("*/*.po")):
        chars.update(ch for ch in po.read_text("utf-8") if not ch.isspace())
    return "".join(sorted(chars))


def build(source: Path, target: Path, text: str) -> int:
    options = subset.Options()
    options.name_IDs = ["*"]  # keep copyright, licence and version strings (OFL asks for them)
    options.name_languages = ["*"]
    options.notdef_outline = True  # a missing character shows a box, not nothing
    options.hinting = False  # FreeType renders CJK well unhinted; hints would double the size
    options.drop_tables += ["DSIG"]
    font = TTFont(source, recalcTimestamp=False)  # same bytes on every rebuild
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(target)
    return target.stat().st_size


def main() -> int:
    tarball = npm_fetch(PACKAGE, PACKAGE_SHA256)
    members = [f"package/{p}" for p in WEIGHTS.values()] + ["package/LICENSE_FONT"]
    root = unpack(tarball, members) / "package"
    text = wanted_text()
    for weight, rel in WEIGHTS.items():
        out = FONTS / f"notosansjp-ui-{weight}.ttf"
        size = build(root / rel, out, text)
        kept = len(TTFont(out).getBestCmap())
        print(f"font: {out.name} {size / 1024:.0f} KiB, {kept} characters")
    (FONTS / "OFL.txt").write_text((root / "LICENSE_FONT").read_text("utf-8"), "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
