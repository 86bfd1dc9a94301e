"""Render every asset into one PNG, through the real loader, to look at them side by side.

    python -m game.ui.shots.contact_sheet out.png

Shows both card sizes of the standard and four-colour decks, the backs, cards scaled to
in-between widths, the table art on felt (9-slices stretched), markers, chips, the icon and a
font sample. Needs no window (uses SDL's dummy video driver when none is set).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from game import assets as files

from ..assets import Assets, card_height

GAP = 12
MARGIN = 24
TITLE = (243, 234, 210)


class Sheet:
    """A flow layout: place surfaces left to right, wrap at ``width``, draw them all at the end."""

    def __init__(self, width: int, art: Assets) -> None:
        self.width = width
        self.art = art
        self.items: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.x, self.y, self.row_h = MARGIN, MARGIN, 0

    def title(self, text: str) -> None:
        self.newline()
        label = self.art.font(30, bold=True).render(text, True, TITLE)
        self.items.append((label, (MARGIN, self.y)))
        self.y += label.get_height() + GAP // 2

    def put(self, surf: pygame.Surface) -> None:
        if self.x + surf.get_width() > self.width - MARGIN and self.x > MARGIN:
            self.newline()
        self.items.append((surf, (self.x, self.y)))
        self.x += surf.get_width() + GAP
        self.row_h = max(self.row_h, surf.get_height())

    def newline(self) -> None:
        if self.row_h:
            self.y += self.row_h + GAP
        self.x, self.row_h = MARGIN, 0

    def render(self) -> pygame.Surface:
        self.newline()
        out = pygame.Surface((self.width, self.y + MARGIN))
        felt = self.art.table("felt")
        for ty in range(0, out.get_height(), felt.get_height()):
            for tx in range(0, out.get_width(), felt.get_width()):
                out.blit(felt, (tx, ty))
        for surf, pos in self.items:
            out.blit(surf, pos)
        return out


def deck(sheet: Sheet, art: Assets, width: int, suits: str, extras: bool) -> None:
    for suit in suits:
        sheet.newline()
        for rank in files.RANKS:
            sheet.put(art.card(suit + rank, width))
    if extras:
        sheet.newline()
        for joker in files.JOKERS:
            sheet.put(art.card(joker, width))
        for design in files.BACK_DESIGNS:
            sheet.put(art.back(width, design))


def table_demo(art: Assets) -> pygame.Surface:
    """The mat and plates stretched as the UI would, on felt under the vignette."""
    w, h = 1100, 520
    out = pygame.Surface((w, h))
    felt = art.table("felt")
    for ty in range(0, h, felt.get_height()):
        for tx in range(0, w, felt.get_width()):
            out.blit(felt, (tx, ty))
    out.blit(art.nine_slice("mat", (560, 300)), (270, 110))
    for i, name in enumerate(("h10", "sa", "joker1", "dq")):
        out.blit(art.card(name, 96), (330 + i * 110, 180))
    plates = [((40, 30), False), ((420, 30), True), ((800, 30), False), ((420, 430), False)]
    font = art.font(22, bold=True)
    for (x, y), active in plates:
        plate = art.nine_slice("seat_plate_active" if active else "seat_plate", (260, 72))
        out.blit(plate, (x, y))
        out.blit(font.render("ナポレオン 13♠" if active else "Seat 2  副官?", True, TITLE), (x + 24, y + 20))
    out.blit(art.marker("napoleon", 56), (350, 36))
    out.blit(art.marker("dealer", 40), (1036, 14))  # on the plate's corner, like a button
    out.blit(art.marker("trump_s", 56), (40, 130))
    for i, colour in enumerate(files.CHIP_COLOURS):
        out.blit(art.chip(colour, 48), (900 + (i % 3) * 56, 300 + (i // 3) * 56))
    out.blit(art.table("vignette", (w, h)), (0, 0))
    return out


def build(art: Assets) -> pygame.Surface:
    sheet = Sheet(13 * (240 + GAP) + 2 * MARGIN, art)
    sheet.title("Standard deck, 240 px source")
    deck(sheet, art, 240, files.SUITS, extras=True)
    sheet.title("Standard deck, 120 px source")
    deck(sheet, art, 120, files.SUITS, extras=True)
    art.four_colour = True
    sheet.title("Four-colour deck (♦ blue, ♣ green), 240 and 120 px")
    deck(sheet, art, 240, files.FOUR_COLOUR_SUITS, extras=False)
    deck(sheet, art, 120, files.FOUR_COLOUR_SUITS, extras=False)
    sheet.newline()
    for marker in ("trump_d", "trump_c"):
        sheet.put(art.marker(marker, 96))
    art.four_colour = False
    sheet.title("Scaled for the window: 60, 90, 150, 200 and 300 px wide")
    for width in (60, 90, 150, 200, 300):
        sheet.put(art.card("sa", width))
        sheet.put(art.card("hk", width))
    sheet.title("Table: mat and seat plates as 9-slices, markers, chips, vignette")
    sheet.put(table_demo(art))
    sheet.newline()
    for marker in files.MARKERS:
        sheet.put(art.marker(marker, 96))
    sheet.newline()
    for colour in files.CHIP_COLOURS:
        sheet.put(art.chip(colour, 96))
    for name in ("mat", "seat_plate", "seat_plate_active"):
        sheet.put(art.table(name))
    sheet.title("Icon (512, 64, 32, 16) and the UI font")
    icon = art.icon()
    for size in (512, 64, 32, 16):
        sheet.put(icon if size == icon.get_width() else pygame.transform.smoothscale(icon, (size, size)))
    sheet.newline()
    for bold in (False, True):
        line = "♠♥♦♣ ナポレオン 副官 切り札 マイティ 正ジャック 裏ジャック 得点 勝 負 パス 開始 設定 終了"
        sheet.put(art.font(36, bold).render(line, True, TITLE))
        sheet.newline()
    sheet.put(art.font(28).render("Napoleon: bid 13 ♠, call ♥A. Réglages… ¥100 ①②③ ←→↑↓ ✓", True, TITLE))
    return sheet.render()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m game.ui.shots.contact_sheet OUT.png", file=sys.stderr)
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    out = build(Assets())
    pygame.image.save(out, args[0])
    print(
        f"contact sheet: {Path(args[0])} {out.get_width()}x{out.get_height()}"
        f" (card heights: 120 -> {card_height(120)}, 240 -> {card_height(240)})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
