"""The shipped assets: present, the right size and kind, found by the loader, loadable, licensed.

Headless (SDL dummy video and audio drivers); no network, npm or build tools needed, except
the one slow test that reads the session's wheel (``built_wheel`` in tests/conftest.py: pip
fetches setuptools from PyPI; skipped offline).
"""

from __future__ import annotations

import ast
import contextlib
import os
import struct
import subprocess
import sys
import wave
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import assets as files
from game.rules.cards import Card
from game.ui import assets as ui_assets
from game.ui.assets import Assets, card_height, source_width

REPO = Path(__file__).resolve().parents[1]
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


@pytest.fixture(scope="module", autouse=True)
def headless_pygame() -> Iterator[None]:
    saved = {k: os.environ.get(k) for k in HEADLESS}
    os.environ.update(HEADLESS)
    pygame.display.init()
    pygame.font.init()
    with contextlib.suppress(pygame.error):  # the tests that need a mixer say so
        pygame.mixer.init(44100, -16, 2)
    yield
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


# -- files on disk ----------------------------------------------------------------------------


def png_header(path: Path) -> tuple[int, int, int, bool]:
    """(width, height, PNG colour type, has a tRNS chunk) read with the standard library."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height, _depth, colour_type = struct.unpack(">IIBB", data[16:26])
    return width, height, colour_type, b"tRNS" in data[: data.find(b"IDAT")]


def has_alpha(path: Path) -> bool:
    _w, _h, colour_type, trns = png_header(path)
    return colour_type == 6 or (colour_type == 3 and trns)


def test_every_expected_asset_exists() -> None:
    root = files.asset_root()
    missing = [rel for rel in files.expected_files() if not (root / rel).is_file()]
    assert not missing, f"missing under {root}: {missing}"
    assert len(files.expected_files()) == len(set(files.expected_files()))


def test_asset_names_are_lower_case() -> None:
    root = files.asset_root()
    for folder in files.ASSET_DIRS:
        for path in (root / folder).rglob("*"):
            if path.suffix in (".png", ".wav", ".ttf", ".ico", ".icns"):
                assert path.name == path.name.lower(), path


@pytest.mark.parametrize("width", files.CARD_WIDTHS)
def test_card_images_have_the_card_size_and_transparent_corners(width: int) -> None:
    names = [f"back_{d}" for d in files.BACK_DESIGNS] + list(files.CARD_NAMES)
    paths = [files.asset_path("sprites", "cards", str(width), f"{n}.png") for n in names]
    paths += sorted((files.asset_root() / "sprites" / "cards" / str(width) / "fourcolor").glob("*.png"))
    assert len(paths) == len(names) + 26
    for path in paths:
        w, h, _type, _trns = png_header(path)
        assert (w, h) == (width, card_height(width)), path
        assert has_alpha(path), f"{path} has no alpha: the rounded corners would be opaque"
        surf = pygame.image.load(str(path))
        assert surf.get_at((0, 0)).a == 0, f"{path}: corner is not transparent"
        assert surf.get_at((width // 2, card_height(width) // 2)).a == 255, path


TABLE_SIZES = {
    "felt": (256, 256),
    "vignette": (512, 512),
    "mat": (384, 384),
    "seat_plate": (320, 112),
    "seat_plate_active": (320, 112),
}


def test_table_art_sizes() -> None:
    for name, size in TABLE_SIZES.items():
        w, h, colour_type, _ = png_header(files.table_path(name))
        assert (w, h) == size, name
        # the felt is an opaque tile; everything else is drawn over it
        assert colour_type == (2 if name == "felt" else 6), name
    for marker in files.MARKERS:
        for four in (False, True):
            path = files.marker_path(marker, four)
            assert png_header(path)[:2] == (192, 192) and has_alpha(path), path
    for colour in files.CHIP_COLOURS:
        path = files.chip_path(colour)
        assert png_header(path)[:2] == (160, 160) and has_alpha(path), path
    for name, inset in files.NINE_SLICE.items():
        w, h, _, _ = png_header(files.table_path(name))
        assert 2 * inset < min(w, h), f"{name}: 9-slice inset {inset} leaves no middle"


def test_felt_tiles_without_a_seam() -> None:
    felt = pygame.image.load(str(files.table_path("felt")))
    size = felt.get_width()

    def step(a: tuple[int, int], b: tuple[int, int]) -> int:
        ca, cb = felt.get_at(a), felt.get_at(b)
        return abs(ca.r - cb.r) + abs(ca.g - cb.g) + abs(ca.b - cb.b)

    inside = sum(step((x, 10), (x + 1, 10)) for x in range(size - 1)) / (size - 1)
    across = sum(step((size - 1, y), (0, y)) for y in range(size)) / size
    assert across < 2 * inside + 6, "the felt tile's edges do not match: a seam would show"


def test_icon_files() -> None:
    w, h, colour_type, _ = png_header(files.icon_path("png"))
    assert (w, h) == (512, 512) and colour_type == 6
    ico = files.icon_path("ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 6
    sizes = {(ico[6 + 16 * i] or 256) for i in range(count)}
    assert {16, 32, 48, 256} <= sizes, sizes
    assert files.icon_path("icns").read_bytes()[:4] == b"icns"


def test_licence_files_sit_beside_the_assets() -> None:
    root = files.asset_root()
    for rel in files.licence_files():
        assert (root / rel).is_file(), rel
    assert "CC0 1.0 Universal" in (root / "sprites/cards/LICENSE-CC0.txt").read_text("utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in (root / "fonts/OFL.txt").read_text("utf-8")


@pytest.mark.skipif(not (REPO / "CREDITS.md").is_file(), reason="not a source checkout")
def test_credits_name_every_asset_group() -> None:
    credits = (REPO / "CREDITS.md").read_text("utf-8")
    for needle in (
        "Adrian Kennard",
        "CC0",
        "@heruka_urgyen/react-playing-cards",
        "0.5.0",
        "Noto Sans JP",
        "OFL",
        "@expo-google-fonts/noto-sans-jp",
        "0.4.3",
        "sounds/",
        "sprites/table/",
        "sprites/icon/",
        "back_",
    ):
        assert needle in credits, f"CREDITS.md does not mention {needle!r}"


def test_committed_assets_stay_small() -> None:
    root = files.asset_root()
    total = sum(p.stat().st_size for d in files.ASSET_DIRS for p in (root / d).rglob("*") if p.is_file())
    assert total < 5 * 1024 * 1024, f"assets grew to {total / 1e6:.1f} MB"


# -- the locating half (standard library) -----------------------------------------------------


def test_game_assets_uses_only_the_standard_library() -> None:
    tree = ast.parse(Path(files.__file__).read_text("utf-8"))
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    }
    imported |= {
        node.module.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module
    }
    assert imported <= set(sys.stdlib_module_names) | {"__future__"}, imported


def test_root_override_and_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in files.ASSET_DIRS:
        (tmp_path / name).mkdir()
    monkeypatch.setenv(files.ENV_OVERRIDE, str(tmp_path))
    files.asset_root.cache_clear()
    try:
        assert files.asset_root() == tmp_path
        with pytest.raises(FileNotFoundError, match="missing asset"):
            files.sound_path("deal")
    finally:
        monkeypatch.delenv(files.ENV_OVERRIDE)
        files.asset_root.cache_clear()
    assert files.asset_root() != tmp_path


def test_card_names_match_the_rules_engine() -> None:
    for cid in range(52):
        name = files.card_name_for_id(cid)
        assert name in files.CARD_NAMES
        assert Card.parse(name) == cid, name
    assert files.card_name_for_id(int(Card.joker(1))) == "joker1"
    assert files.card_name_for_id(int(Card.joker(2))) == "joker2"
    assert files.card_name("S", "A") == files.card_name("s", 14) == "sa"
    assert files.card_name("h", "T") == files.card_name("h", 10) == "h10"
    with pytest.raises(ValueError):
        files.card_name("x", 5)


def test_four_colour_paths() -> None:
    assert files.card_path("d5", 120, four_colour=True).parent.name == "fourcolor"
    assert files.card_path("ck", 240, four_colour=True).parent.name == "fourcolor"
    assert files.card_path("s5", 120, True) == files.card_path("s5", 120, False)
    assert files.card_path("joker1", 120, True) == files.card_path("joker1", 120, False)
    assert files.marker_path("trump_d", True).name == "marker_trump_d_fourcolor.png"
    with pytest.raises(ValueError):
        files.card_path("sa", 100)


# -- the pygame half --------------------------------------------------------------------------


def test_scaled_cards_are_cached_per_size() -> None:
    art = Assets()
    first = art.card("sa", 100)
    assert art.card("sa", 100) is first
    assert first.get_size() == (100, 140)
    assert art.card("sa", 101) is not first
    assert art.card("hk", 120).get_size() == (120, 168)
    assert art.back(77).get_size() == (77, card_height(77))
    assert art.card_for_id(Card.parse("♠A"), 100) is first


def test_source_choice() -> None:
    assert source_width(60) == 120
    assert source_width(120) == 120
    assert source_width(121) == 240
    assert source_width(600) == 240
    art = Assets()
    # at a source width exactly, the loaded image itself is used, not a scaled copy
    assert art.card("h7", 240) is art.image(files.card_path("h7", 240))


def test_four_colour_switch_changes_diamonds_only() -> None:
    art = Assets()
    plain_d = pygame.image.tobytes(art.card("d9", 120), "RGBA")
    plain_s = pygame.image.tobytes(art.card("s9", 120), "RGBA")
    art.four_colour = True
    assert pygame.image.tobytes(art.card("d9", 120), "RGBA") != plain_d
    assert pygame.image.tobytes(art.card("s9", 120), "RGBA") == plain_s


def test_scaled_cache_is_bounded() -> None:
    art = Assets()
    for width in range(20, 20 + ui_assets.SCALED_CACHE_LIMIT + 50):
        art.card("c2", width % 300 + 10)
    assert len(art._scaled) <= ui_assets.SCALED_CACHE_LIMIT


def test_nine_slice_keeps_the_corners() -> None:
    art = Assets()
    plate = art.nine_slice("seat_plate", (500, 90))
    assert plate.get_size() == (500, 90)
    assert art.nine_slice("seat_plate", (500, 90)) is plate
    assert plate.get_at((0, 0)).a == 0  # the rounded corner stays transparent
    assert plate.get_at((250, 45)).a > 150  # the middle is filled
    mat = art.nine_slice("mat", (900, 300))
    assert mat.get_size() == (900, 300)


def test_images_convert_once_a_window_exists() -> None:
    pygame.display.set_mode((64, 64))
    art = Assets()
    marker = art.marker("napoleon", 48)
    assert marker.get_size() == (48, 48)
    assert marker.get_flags() & pygame.SRCALPHA
    assert art.table("felt").get_size() == (256, 256)


SOUND_LENGTH = {  # seconds: (min, max)
    "click": (0.02, 0.15),
    "card_play": (0.05, 0.3),
    "deal": (0.1, 0.4),
    "shuffle": (0.8, 2.0),
    "trick_won": (0.3, 1.5),
    "your_turn": (0.3, 1.5),
    "contract_made": (1.0, 3.0),
    "contract_failed": (1.0, 3.0),
}


@pytest.mark.parametrize("name", files.SOUND_NAMES)
def test_sound_files_are_short_normalised_and_faded(name: str) -> None:
    with wave.open(str(files.sound_path(name))) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
        frames = w.readframes(w.getnframes())
        duration = w.getnframes() / w.getframerate()
    samples = struct.unpack(f"<{len(frames) // 2}h", frames)
    lo, hi = SOUND_LENGTH[name]
    assert lo <= duration <= hi, f"{name}: {duration:.2f} s"
    peak = max(abs(s) for s in samples) / 32768
    assert 0.25 <= peak <= 0.8, f"{name}: peak {peak:.2f} (too quiet, or near clipping)"
    # faded at both ends: no click when the sound starts or stops
    assert abs(samples[0]) < 100 and abs(samples[-1]) < 100
    assert max(abs(s) for s in samples[-50:]) < 0.02 * 32768


def test_sounds_load_through_the_loader() -> None:
    if not pygame.mixer.get_init():
        pytest.skip("no mixer even with SDL's dummy audio driver")
    art = Assets()
    for name in files.SOUND_NAMES:
        snd = art.sound(name)
        assert snd is not None and art.sound(name) is snd
        lo, hi = SOUND_LENGTH[name]
        assert lo <= snd.get_length() <= hi, name
    with pytest.raises(ValueError):
        art.sound("no_such_sound")


def test_sound_is_none_without_a_mixer() -> None:
    was_on = pygame.mixer.get_init()
    pygame.mixer.quit()
    try:
        assert Assets().sound("deal") is None
    finally:
        if was_on:
            pygame.mixer.init(44100, -16, 2)


def glyph_pixels(font: pygame.font.Font, text: str) -> bytes:
    return pygame.image.tobytes(font.render(text, True, (255, 255, 255)), "RGBA")


@pytest.mark.parametrize("bold", [False, True])
def test_font_draws_suits_and_japanese_not_tofu(bold: bool) -> None:
    font = Assets().font(32, bold)
    # two characters left out of the subset draw the same missing-glyph box
    tofu = glyph_pixels(font, "龘")
    assert glyph_pixels(font, "齉") == tofu, "the missing-glyph check is not meaningful"
    for ch in "♠♥♦♣ナポレオン副官切札マイティ正裏ジャック得点勝負パス開始設定終了規則あア０Aé←":
        surf = font.render(ch, True, (255, 255, 255))
        assert surf.get_bounding_rect().width > 0, f"{ch!r} renders empty"
        assert glyph_pixels(font, ch) != tofu, f"{ch!r} renders as the missing-glyph box"
    assert Assets().font(32, bold) is not None


@pytest.mark.parametrize("bold", [False, True])
def test_font_draws_every_character_of_the_rules_texts(bold: bool) -> None:
    """The option help, scoring help and preset descriptions reach the screen as they are."""
    from game.napoleon import PRESETS
    from game.napoleon.help import OPTION_HELP, SCORING_HELP, describe_rules
    from game.napoleon.presets import PRESET_DESCRIPTIONS

    texts = [*OPTION_HELP.values(), *SCORING_HELP.values(), *PRESET_DESCRIPTIONS.values()]
    texts += [
        line for rules in PRESETS.values() for s in describe_rules(rules) for line in (s.heading, *s.lines)
    ]
    font = Assets().font(32, bold)
    tofu = glyph_pixels(font, "龘")
    missing = sorted(
        {ch for text in texts for ch in text if not ch.isspace() and glyph_pixels(font, ch) == tofu}
    )
    assert not missing, f"the bundled font has no glyph for {missing}"


# -- the contact sheet and the wheel ----------------------------------------------------------


def test_contact_sheet_renders(tmp_path: Path) -> None:
    from game.ui.shots import contact_sheet

    out = tmp_path / "sheet.png"
    assert contact_sheet.main([str(out)]) == 0
    w, h, _, _ = png_header(out)
    assert w > 3000 and h > 3000


@pytest.mark.slow
@pytest.mark.xdist_group("packaging")  # the session's one wheel build (``built_wheel``)
def test_wheel_carries_every_asset_and_the_loader_finds_them(tmp_path: Path, built_wheel: Path) -> None:
    wheel = built_wheel
    names = set(zipfile.ZipFile(wheel).namelist())
    for rel in files.expected_files() + files.licence_files():
        assert f"game/_data/{rel}" in names, rel

    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    probe = (
        "import game.assets as a; r = a.asset_root(); "
        "print(r); assert all((r / f).is_file() for f in a.expected_files())"
    )
    env = {k: v for k, v in os.environ.items() if k != files.ENV_OVERRIDE}
    env["PYTHONPATH"] = str(site)
    ran = subprocess.run(
        [sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert ran.returncode == 0, ran.stderr
    assert Path(ran.stdout.strip()) == site / "game" / "_data"
