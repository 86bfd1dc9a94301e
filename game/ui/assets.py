"""Load the game's images, sounds and fonts once, and scale them for the window, cached.

``game.assets`` finds the files; this module turns them into pygame objects. Typical use:

    art = Assets(four_colour=settings.four_colour)
    face = art.card("sa", 96)            # width 96, height round(96 * 1.4), smooth-scaled once
    back = art.back(96)                  # the current back design
    mat = art.nine_slice("mat", (600, 360))
    art.sound("deal")                    # a Sound, or None when there is no mixer (muted)
    font = art.font(20, bold=True)

Card images come at two source widths (120 and 240 px); a request is scaled down from the
smallest source at least as wide, so small cards stay crisp and large ones are not blown up
from a thumbnail. Scaled surfaces are kept per size in a bounded LRU cache: resizing the
window many times does not grow memory without limit.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame

from game import assets as files

Size = tuple[int, int]
SCALED_CACHE_LIMIT = 600  # 54 faces x a few sizes, plus backs, markers and chips


def card_height(width: int) -> int:
    return round(width * files.CARD_RATIO)


def card_size(width: int) -> Size:
    return (width, card_height(width))


def source_width(target: int) -> int:
    """The card source to scale from: the smallest at least ``target`` wide, else the largest."""
    for width in sorted(files.CARD_WIDTHS):
        if width >= target:
            return width
    return max(files.CARD_WIDTHS)


class Assets:
    """Every image, sound and font of the game, each loaded once; scaled copies cached by size."""

    def __init__(self, four_colour: bool = False, back_design: str = files.BACK_DESIGNS[0]) -> None:
        if back_design not in files.BACK_DESIGNS:
            raise ValueError(f"no card back {back_design!r}; there are {files.BACK_DESIGNS}")
        self.four_colour = four_colour
        self.back_design = back_design
        self._images: dict[Path, pygame.Surface] = {}
        self._converted: set[Path] = set()
        self._scaled: OrderedDict[tuple[str, Path, Size], pygame.Surface] = OrderedDict()
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}

    # -- images ---------------------------------------------------------------------------------

    def image(self, path: Path) -> pygame.Surface:
        """The image at ``path`` as loaded (converted for fast blits once a window exists)."""
        surf = self._images.get(path)
        if surf is None:
            surf = pygame.image.load(str(path))
            if surf.get_bitsize() != 32 or not surf.get_flags() & pygame.SRCALPHA:
                # palette PNGs load as 8-bit; smoothscale needs 32-bit with alpha
                rgba = pygame.Surface(surf.get_size(), pygame.SRCALPHA, 32)
                rgba.blit(surf, (0, 0))
                surf = rgba
            self._images[path] = surf
        if path not in self._converted and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
            self._images[path] = surf
            self._converted.add(path)
        return surf

    def scaled(self, path: Path, size: Size) -> pygame.Surface:
        """The image at ``path`` smooth-scaled to ``size``; the same Surface for the same size."""
        key = ("scaled", path, (int(size[0]), int(size[1])))
        surf = self._cached(key)
        if surf is None:
            source = self.image(path)
            same = source.get_size() == key[2]
            surf = source if same else pygame.transform.smoothscale(source, key[2])
            self._remember(key, surf)
        return surf

    def _cached(self, key: tuple[str, Path, Size]) -> pygame.Surface | None:
        surf = self._scaled.get(key)
        if surf is not None:
            self._scaled.move_to_end(key)
        return surf

    def _remember(self, key: tuple[str, Path, Size], surf: pygame.Surface) -> None:
        self._scaled[key] = surf
        if len(self._scaled) > SCALED_CACHE_LIMIT:
            self._scaled.popitem(last=False)

    def card(self, name: str, width: int) -> pygame.Surface:
        """A card face by image name (``sa``, ``h10``, ``joker2``; see ``game.assets``)."""
        path = files.card_path(name, source_width(width), self.four_colour)
        return self.scaled(path, card_size(width))

    def card_for_id(self, card_id: int, width: int) -> pygame.Surface:
        """A card face by ``game.rules.cards`` id (a ``Card`` is an int)."""
        return self.card(files.card_name_for_id(int(card_id)), width)

    def back(self, width: int, design: str | None = None) -> pygame.Surface:
        path = files.back_path(design or self.back_design, source_width(width))
        return self.scaled(path, card_size(width))

    def table(self, name: str, size: Size | None = None) -> pygame.Surface:
        """A sprite from sprites/table/ by stem, at its own size or scaled to ``size``."""
        path = files.table_path(name)
        return self.image(path) if size is None else self.scaled(path, size)

    def marker(self, marker: str, diameter: int) -> pygame.Surface:
        """``napoleon``, ``adjutant``, ``dealer``, ``trump_s`` ... ``trump_nt``; four-colour aware."""
        return self.scaled(files.marker_path(marker, self.four_colour), (diameter, diameter))

    def chip(self, colour: str, diameter: int) -> pygame.Surface:
        return self.scaled(files.chip_path(colour), (diameter, diameter))

    def nine_slice(self, name: str, size: Size, corner: int | None = None) -> pygame.Surface:
        """A 9-slice sprite (``mat``, ``seat_plate``...) stretched to ``size``.

        Corners keep their shape: they are scaled uniformly to ``corner`` pixels (by default
        half the source inset, as the sprites are drawn at twice their usual size) and only the
        edges and the middle stretch.
        """
        inset = files.NINE_SLICE[name]
        dest_corner = min(corner if corner is not None else inset // 2, size[0] // 2, size[1] // 2)
        path = files.table_path(name)
        key = (f"9slice/{dest_corner}", path, (int(size[0]), int(size[1])))
        surf = self._cached(key)
        if surf is None:
            surf = _nine_slice(self.image(path), inset, key[2], dest_corner)
            self._remember(key, surf)
        return surf

    def icon(self) -> pygame.Surface:
        return self.image(files.icon_path("png"))

    def clear_scaled(self) -> None:
        """Forget every scaled copy (sources stay loaded); e.g. after a big window resize."""
        self._scaled.clear()

    # -- sound and type -------------------------------------------------------------------------

    def sound(self, name: str) -> pygame.mixer.Sound | None:
        """The named effect (``game.assets.SOUND_NAMES``), or None when the mixer is off."""
        snd = self._sounds.get(name)
        if snd is None:
            path = files.sound_path(name)  # a bad name fails even when muted
            if not pygame.mixer.get_init():
                return None
            snd = pygame.mixer.Sound(str(path))
            self._sounds[name] = snd
        return snd

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The UI font (Noto Sans JP subset: Latin, kana, UI kanji, ♠♥♦♣) at ``size`` px."""
        key = (int(size), bold)
        font = self._fonts.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = pygame.font.Font(str(files.font_path("bold" if bold else "regular")), key[0])
            self._fonts[key] = font
        return font


def _nine_slice(src: pygame.Surface, inset: int, size: Size, corner: int) -> pygame.Surface:
    """Stretch ``src`` to ``size``: corners scaled uniformly, edges along one axis, middle both."""
    sw, sh = src.get_size()
    dw, dh = size
    out = pygame.Surface(size, pygame.SRCALPHA, 32)
    sx = (0, inset, sw - inset, sw)
    sy = (0, inset, sh - inset, sh)
    dx = (0, corner, dw - corner, dw)
    dy = (0, corner, dh - corner, dh)
    for row in range(3):
        for col in range(3):
            area = pygame.Rect(sx[col], sy[row], sx[col + 1] - sx[col], sy[row + 1] - sy[row])
            target = (dx[col + 1] - dx[col], dy[row + 1] - dy[row])
            if target[0] <= 0 or target[1] <= 0 or area.w <= 0 or area.h <= 0:
                continue
            piece = src.subsurface(area)
            if piece.get_size() != target:
                piece = pygame.transform.smoothscale(piece, target)
            out.blit(piece, (dx[col], dy[row]))
    return out
