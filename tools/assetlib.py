"""Shared helpers for the asset build scripts in tools/ (build time only, never imported by the game).

Needs the ``assets`` extra: ``pip install -e '.[assets]'`` (resvg-py, numpy, Pillow, fontTools).
"""

from __future__ import annotations

import hashlib
import io
import shutil
import subprocess
import tarfile
from pathlib import Path

from PIL import Image

REPO = Path(__file__).resolve().parents[1]
SPRITES = REPO / "sprites"
SOUNDS = REPO / "sounds"
FONTS = REPO / "fonts"
# Downloads and unpacked sources live under build/ (git-ignored): only the results are committed.
CACHE = REPO / "build" / "asset-cache"

# The same gold, cream and felt tones everywhere, so the table, backs and icon match.
GOLD = "#c9a54a"
GOLD_LIGHT = "#ecd58f"
GOLD_DARK = "#8a6a22"
CREAM = "#f3ead2"
FELT = "#1f5a3a"
FELT_DARK = "#123a25"
INK = "#1b1b1b"
RED = "#b3122e"

# Adrian Kennard's suit outlines (CC0, from the card deck), in a -600..600 square viewBox.
SUIT_PATHS = {
    "s": "M0 -500C100 -250 355 -100 355 185A150 150 0 0 1 55 185A10 10 0 0 0 35 185C35 385 85 400 "
    "130 500L-130 500C-85 400 -35 385 -35 185A10 10 0 0 0 -55 185A150 150 0 0 1 -355 185C-355 "
    "-100 -100 -250 0 -500Z",
    "h": "M0 -300C0 -400 100 -500 200 -500C300 -500 400 -400 400 -250C400 0 0 400 0 500C0 400 "
    "-400 0 -400 -250C-400 -400 -300 -500 -200 -500C-100 -500 0 -400 -0 -300Z",
    "d": "M-400 0C-350 0 0 -450 0 -500C0 -450 350 0 400 0C350 0 0 450 0 500C0 450 -350 0 -400 0Z",
    "c": "M30 150C35 385 85 400 130 500L-130 500C-85 400 -35 385 -30 150A10 10 0 0 0 -50 150A210 "
    "210 0 1 1 -124 -51A10 10 0 0 0 -110 -65A230 230 0 1 1 110 -65A10 10 0 0 0 124 -51A210 210 0 "
    "1 1 50 150A10 10 0 0 0 30 150Z",
}
SUIT_COLOURS = {"s": "#111111", "h": "#c8102e", "d": "#c8102e", "c": "#111111"}
SUIT_COLOURS_4C = {"s": "#111111", "h": "#c8102e", "d": "#1450c8", "c": "#12813a"}


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def npm_fetch(spec: str, sha256: str) -> Path:
    """Fetch an npm tarball once into the cache with ``npm pack`` and check its sha256.

    A tarball whose checksum differs is refused: the committed assets must be reproducible from
    exactly the pinned upstream bytes.
    """
    CACHE.mkdir(parents=True, exist_ok=True)
    marker = CACHE / (spec.replace("/", "_").replace("@", "") + ".path")
    if marker.exists():
        tarball = Path(marker.read_text().strip())
        if tarball.exists() and sha256_of(tarball) == sha256:
            return tarball
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("npm is needed once to fetch " + spec + " (later runs use the cache)")
    out = subprocess.run(
        [npm, "pack", spec, "--pack-destination", str(CACHE), "--silent"],
        check=True,
        capture_output=True,
        text=True,
    )
    tarball = CACHE / out.stdout.strip().splitlines()[-1]
    got = sha256_of(tarball)
    if got != sha256:
        raise SystemExit(f"{tarball.name}: sha256 {got} does not match the pinned {sha256}")
    marker.write_text(str(tarball))
    return tarball


def unpack(tarball: Path, members: list[str]) -> Path:
    """Unpack the named members (paths inside the tarball) next to it; returns the unpack root."""
    root = tarball.with_suffix(".d")
    with tarfile.open(tarball) as tar:
        for name in members:
            dest = root / name
            if dest.exists():
                continue
            tar.extract(tar.getmember(name), root, filter="data")
    return root


def render_svg(svg: str, width: int, height: int, font_files: list[str] | None = None) -> Image.Image:
    """Rasterise SVG markup with resvg at an exact pixel size; returns an RGBA image."""
    import resvg_py

    png = resvg_py.svg_to_bytes(
        svg_string=svg,
        width=width,
        height=height,
        skip_system_fonts=True,
        font_files=font_files or [],
    )
    image = Image.open(io.BytesIO(bytes(png)))
    image.load()
    if image.size != (width, height):
        raise ValueError(f"resvg gave {image.size}, wanted {(width, height)}")
    return image.convert("RGBA")


def save_png(image: Image.Image, path: Path, *, palette: bool = False) -> int:
    """Write an optimised PNG and return its size in bytes.

    ``palette`` quantises to 256 colours with alpha: fine for flat art (card faces, markers),
    not for gradients or noise.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    if palette and image.mode == "RGBA":
        image = image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
        # The quantiser averages alpha too: snap near-opaque and near-clear entries back, so a
        # card's body stays fully opaque and its corners fully clear.
        entries = image.getpalette("RGBA") or []
        for i in range(3, len(entries), 4):
            entries[i] = 255 if entries[i] >= 248 else 0 if entries[i] <= 7 else entries[i]
        image.putpalette(entries, "RGBA")
    image.save(path, optimize=True)
    return path.stat().st_size


def svg_doc(width: float, height: float, body: str, view_box: str | None = None) -> str:
    box = view_box or f"0 0 {width} {height}"
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'width="{width}" height="{height}" viewBox="{box}">{body}</svg>'
    )


def suit_use(suit: str, cx: float, cy: float, size: float, fill: str) -> str:
    """A Kennard suit outline centred on (cx, cy), ``size`` units tall."""
    scale = size / 1000
    return f'<path transform="translate({cx} {cy}) scale({scale})" d="{SUIT_PATHS[suit]}" fill="{fill}"/>'
