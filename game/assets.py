"""Where the asset files are: one lookup for a checkout, an installed wheel and a frozen build.

Standard library only, so the rules, the AI and packaging scripts can use it without pygame;
``game.ui.assets`` loads and caches the files found here.

The asset root is the first of these folders that holds ``sprites/``, ``sounds/`` and ``fonts/``:

1. ``$NAPOLEON_ASSETS`` if set (tests, or trying new art without rebuilding);
2. ``game/_data/`` beside this module: a wheel (the build hook ``tools/wheel_assets.py`` copies
   the folders there) or a PyInstaller bundle that mirrors the package data;
3. the folder above ``game/``: a source checkout, or a PyInstaller bundle built with
   ``--add-data sprites:sprites`` and so on (``__file__`` is inside ``sys._MEIPASS`` there);
4. ``sys._MEIPASS`` itself, for a bundle whose modules live elsewhere.

Names are lower case everywhere (Windows and macOS ignore case, Linux and zip files do not):

    sprites/cards/<W>/<suit><rank>.png   W in CARD_WIDTHS; suit s h d c; rank a 2..10 j q k
    sprites/cards/<W>/joker1.png, joker2.png, back_<design>.png
    sprites/cards/<W>/fourcolor/<d|c><rank>.png   only the cards the four-colour deck changes
    sprites/table/<name>.png             felt, mat, seat plates, markers, chips
    sprites/icon/icon.png, icon.ico, icon.icns
    sounds/<name>.wav                    SOUND_NAMES
    fonts/notosansjp-ui-<weight>.ttf     FONT_WEIGHTS
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

ASSET_DIRS = ("sprites", "sounds", "fonts")
ENV_OVERRIDE = "NAPOLEON_ASSETS"

CARD_WIDTHS = (120, 240)
CARD_RATIO = 336 / 240  # height / width of every card image (the Kennard 2.5 x 3.5 in card)
SUITS = "shdc"
RANKS = ("a", "2", "3", "4", "5", "6", "7", "8", "9", "10", "j", "q", "k")
JOKERS = ("joker1", "joker2")
CARD_NAMES = tuple(s + r for s in SUITS for r in RANKS) + JOKERS
FOUR_COLOUR_SUITS = "dc"  # ♦ blue and ♣ green; ♠ and ♥ are the same in both decks
BACK_DESIGNS = ("crimson", "navy")

TABLE_IMAGES = ("felt", "vignette", "mat", "seat_plate", "seat_plate_active")
MARKERS = ("napoleon", "adjutant", "dealer", "trump_s", "trump_h", "trump_d", "trump_c", "trump_nt")
CHIP_COLOURS = ("white", "red", "blue", "green", "black")
# 9-slice sprites: the corner size in source pixels that must be copied, never stretched.
NINE_SLICE = {"mat": 96, "seat_plate": 40, "seat_plate_active": 40}

SOUND_NAMES = (
    "shuffle",
    "deal",
    "card_play",
    "trick_won",
    "your_turn",
    "contract_made",
    "contract_failed",
    "click",
)
FONT_WEIGHTS = ("regular", "bold")
ICON_FORMATS = ("png", "ico", "icns")

# Suit letters in the rules engine's id order (game.rules.cards: clubs, diamonds, hearts, spades).
_ID_SUITS = "cdhs"
_ID_RANKS = {11: "j", 12: "q", 13: "k", 14: "a"}


class AssetsNotFoundError(FileNotFoundError):
    """No folder with the game's assets was found: the install or the bundle is incomplete."""


def _candidates() -> list[Path]:
    here = Path(__file__).resolve().parent
    found = []
    override = os.environ.get(ENV_OVERRIDE)
    if override:
        found.append(Path(override))
    found += [here / "_data", here.parent]
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        found.append(Path(meipass))
    return found


@cache
def asset_root() -> Path:
    """The folder holding sprites/, sounds/ and fonts/ (looked up once)."""
    tried = _candidates()
    for base in tried:
        if all((base / name).is_dir() for name in ASSET_DIRS):
            return base
    raise AssetsNotFoundError("game assets not found; looked in: " + ", ".join(str(p) for p in tried))


def asset_path(*parts: str) -> Path:
    """The path of one asset file, e.g. ``asset_path("sounds", "deal.wav")``; it must exist."""
    path = asset_root().joinpath(*parts)
    if not path.is_file():
        raise FileNotFoundError(f"missing asset: {'/'.join(parts)} (in {asset_root()})")
    return path


def card_name(suit: str, rank: int | str) -> str:
    """``card_name("s", 14) == card_name("S", "A") == "sa"``; ranks 2..14 or a 2..10 j q k t."""
    s = suit.lower()
    if s not in SUITS:
        raise ValueError(f"not a suit letter: {suit!r}")
    if isinstance(rank, int):
        if not 2 <= rank <= 14:
            raise ValueError(f"rank must be 2..14, not {rank}")
        r = _ID_RANKS.get(rank, str(rank))
    else:
        r = "10" if rank.lower() == "t" else rank.lower()
        if r not in RANKS:
            raise ValueError(f"not a rank: {rank!r}")
    return s + r


def card_name_for_id(card_id: int) -> str:
    """The image name for a ``game.rules.cards`` id (suit * 13 + rank - 2; 52, 53, 54 = jokers;
    the third joker has no face of its own and shows the first's)."""
    if card_id in (52, 53, 54):
        return JOKERS[(card_id - 52) % len(JOKERS)]
    if not 0 <= card_id < 52:
        raise ValueError(f"not a card id: {card_id!r}")
    return card_name(_ID_SUITS[card_id // 13], card_id % 13 + 2)


def card_path(name: str, width: int, four_colour: bool = False) -> Path:
    """One card face at a source width in CARD_WIDTHS, from the four-colour deck if asked."""
    if name not in CARD_NAMES:
        raise ValueError(f"not a card image name: {name!r}")
    if width not in CARD_WIDTHS:
        raise ValueError(f"card sources exist at widths {CARD_WIDTHS}, not {width}")
    if four_colour and name[0] in FOUR_COLOUR_SUITS and name not in JOKERS:
        return asset_path("sprites", "cards", str(width), "fourcolor", f"{name}.png")
    return asset_path("sprites", "cards", str(width), f"{name}.png")


def back_path(design: str, width: int) -> Path:
    if design not in BACK_DESIGNS:
        raise ValueError(f"no card back {design!r}; there are {BACK_DESIGNS}")
    if width not in CARD_WIDTHS:
        raise ValueError(f"card sources exist at widths {CARD_WIDTHS}, not {width}")
    return asset_path("sprites", "cards", str(width), f"back_{design}.png")


def table_path(name: str) -> Path:
    """A table sprite by stem: ``felt``, ``mat``, ``marker_dealer``, ``chip_red``, ..."""
    return asset_path("sprites", "table", f"{name}.png")


def marker_path(marker: str, four_colour: bool = False) -> Path:
    """A marker from MARKERS; the ♦ and ♣ trump markers follow the four-colour setting."""
    if marker not in MARKERS:
        raise ValueError(f"no marker {marker!r}; there are {MARKERS}")
    if four_colour and marker in ("trump_d", "trump_c"):
        return table_path(f"marker_{marker}_fourcolor")
    return table_path(f"marker_{marker}")


def chip_path(colour: str) -> Path:
    if colour not in CHIP_COLOURS:
        raise ValueError(f"no chip {colour!r}; there are {CHIP_COLOURS}")
    return table_path(f"chip_{colour}")


def sound_path(name: str) -> Path:
    if name not in SOUND_NAMES:
        raise ValueError(f"no sound {name!r}; there are {SOUND_NAMES}")
    return asset_path("sounds", f"{name}.wav")


def font_path(weight: str = "regular") -> Path:
    if weight not in FONT_WEIGHTS:
        raise ValueError(f"no font weight {weight!r}; there are {FONT_WEIGHTS}")
    return asset_path("fonts", f"notosansjp-ui-{weight}.ttf")


def icon_path(fmt: str = "png") -> Path:
    if fmt not in ICON_FORMATS:
        raise ValueError(f"no icon format {fmt!r}; there are {ICON_FORMATS}")
    return asset_path("sprites", "icon", f"icon.{fmt}")


def expected_files() -> list[str]:
    """Every asset file the game relies on, as paths relative to the asset root."""
    files = []
    for width in CARD_WIDTHS:
        base = f"sprites/cards/{width}"
        files += [f"{base}/{name}.png" for name in CARD_NAMES]
        files += [f"{base}/back_{design}.png" for design in BACK_DESIGNS]
        files += [
            f"{base}/fourcolor/{name}.png"
            for name in CARD_NAMES
            if name[0] in FOUR_COLOUR_SUITS and name not in JOKERS
        ]
    files += [f"sprites/table/{name}.png" for name in TABLE_IMAGES]
    files += [f"sprites/table/marker_{m}.png" for m in MARKERS]
    files += ["sprites/table/marker_trump_d_fourcolor.png", "sprites/table/marker_trump_c_fourcolor.png"]
    files += [f"sprites/table/chip_{c}.png" for c in CHIP_COLOURS]
    files += [f"sprites/icon/icon.{fmt}" for fmt in ICON_FORMATS]
    files += [f"sounds/{name}.wav" for name in SOUND_NAMES]
    files += [f"fonts/notosansjp-ui-{weight}.ttf" for weight in FONT_WEIGHTS]
    return files


def licence_files() -> list[str]:
    """The licence texts shipped beside the assets they cover."""
    return ["sprites/cards/LICENSE-CC0.txt", "fonts/OFL.txt"]
