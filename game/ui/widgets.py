"""Buttons and choosers with mouse and keyboard focus. Positions are set by the scene's layout."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from . import theme
from .input import InputEvent, KeyPress, PointerDown, PointerMove
from .line_breaks import wrap_phrases


def label_size(height: int) -> int:
    """A button's label size for its height."""
    return max(10, int(height * 0.45))


def label_room(rect: pygame.Rect) -> int:
    """How wide a button's label may be: the button's width less a margin on each side (a
    quarter of its height), so that no label touches its button's edges."""
    return rect.w - 2 * max(6, rect.h // 4)


def even_labels(row: list[Button]) -> None:
    """One label size for a row of buttons: the largest at which every label fits, so a long
    label does not leave its button in smaller letters than its neighbours'."""
    sizes = [
        theme.fitted(b.label, label_size(b.rect.h), label_room(b.rect), bold=True)[1]
        for b in row
        if b.rect.w > 0
    ]
    for b in row:
        b.label_size = min(sizes) if sizes else None


class Button:
    def __init__(
        self, label: str, on_click: Callable[[], None], *, enabled: bool = True, key: str | None = None
    ) -> None:
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.key = key  # a shortcut key name
        self.tooltip = ""
        self.label_size: int | None = None  # a row's one size (even_labels); None: by height

    def handle(self, e: InputEvent) -> bool:
        if isinstance(e, PointerMove):
            self.hover = self.rect.collidepoint(e.pos)
        elif isinstance(e, PointerDown) and e.button == 1 and self.rect.collidepoint(e.pos):
            if self.enabled:
                self.on_click()
            return True
        elif isinstance(e, KeyPress) and self.key and e.key == self.key and self.enabled:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        r = self.rect
        if r.w <= 0:
            return
        if not self.enabled:
            bg, fg, edge = (40, 55, 47), theme.DIM, (80, 95, 85)
        elif self.hover or focused:
            bg, fg, edge = theme.GOLD, theme.INK, theme.GOLD_LIGHT
        else:
            bg, fg, edge = (28, 70, 48), theme.CREAM, theme.GOLD
        pygame.draw.rect(surface, bg, r, border_radius=r.h // 4)
        pygame.draw.rect(surface, edge, r, 2, border_radius=r.h // 4)
        theme.text(
            surface,
            self.label,
            self.label_size or label_size(r.h),
            r.center,
            fg,
            bold=True,
            anchor="center",
            max_width=label_room(r),
        )


class Chooser:
    """A labelled value with ◀ ▶ arrows: click either side or use left/right when focused."""

    def __init__(
        self,
        label: str,
        values: Sequence[Any],
        index: int,
        on_change: Callable[[Any], None],
        fmt: Callable[[Any], str] = str,
    ) -> None:
        self.label = label
        self.values = list(values)
        self.index = max(0, min(index, len(self.values) - 1))
        self.on_change = on_change
        self.fmt = fmt
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.enabled = True
        self.tooltip = ""

    @property
    def value(self) -> Any:
        return self.values[self.index]

    def step(self, d: int) -> None:
        self.index = (self.index + d) % len(self.values)
        self.on_change(self.value)

    def handle(self, e: InputEvent) -> bool:
        if isinstance(e, PointerMove):
            self.hover = self.rect.collidepoint(e.pos)
        elif isinstance(e, PointerDown) and self.rect.collidepoint(e.pos):
            value_left = self.rect.x + self.rect.w * 0.45
            mid = (value_left + self.rect.right) / 2
            self.step(-1 if e.pos[0] < mid else 1)
            return True
        return False

    def key(self, e: KeyPress) -> bool:
        if e.key in ("left", "right"):
            self.step(-1 if e.key == "left" else 1)
            return True
        if e.key in ("enter", "space"):
            self.step(1)
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        r = self.rect
        if r.w <= 0:
            return
        edge = theme.GOLD_LIGHT if (self.hover or focused) else (70, 110, 85)
        pygame.draw.rect(surface, (22, 58, 40), r, border_radius=r.h // 4)
        pygame.draw.rect(surface, edge, r, 2, border_radius=r.h // 4)
        size = max(10, int(r.h * 0.42))
        theme.text(
            surface,
            self.label,
            size,
            (r.x + 14, r.centery),
            theme.CREAM,
            anchor="midleft",
            max_width=int(r.w * 0.43) - 14,
        )
        vl = r.x + int(r.w * 0.45)
        theme.text(surface, "◀", size, (vl + 12, r.centery), theme.GOLD, anchor="center")
        theme.text(surface, "▶", size, (r.right - 16, r.centery), theme.GOLD, anchor="center")
        theme.text(
            surface,
            self.fmt(self.value),
            size,
            ((vl + r.right) / 2, r.centery),
            theme.WHITE,
            bold=True,
            anchor="center",
            max_width=r.right - vl - 60,
        )


Widget = Button | Chooser


class FocusList:
    """Keyboard focus over a column of widgets (up/down/tab to move, enter to act)."""

    def __init__(self, widgets: list[Widget]) -> None:
        self.widgets = widgets
        self.focus = 0

    def handle(self, e: InputEvent) -> bool:
        # One widget is highlighted at a time: the one under the pointer takes the focus, and
        # a key that moves the focus takes the highlight from the one under the pointer.
        if isinstance(e, PointerMove):
            under = [i for i, w in enumerate(self.widgets) if w.rect.collidepoint(e.pos)]
            self.focus = under[0] if under else self.focus
        for w in self.widgets:
            if w.handle(e):
                if isinstance(e, PointerDown):
                    self.focus = self.widgets.index(w)
                return True
        if isinstance(e, KeyPress) and self.widgets:
            if e.key in ("down", "tab", "up"):
                self.focus = (self.focus + (-1 if e.key == "up" else 1)) % len(self.widgets)
                for w in self.widgets:
                    w.hover = False
                return True
            w = self.widgets[self.focus]
            if isinstance(w, Chooser):
                return w.key(e)
            if e.key in ("enter", "space") and w.enabled:
                w.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for i, w in enumerate(self.widgets):
            w.draw(surface, i == self.focus)


def column(rects_for: list[Widget], center_x: int, top: int, width: int, height: int, gap: int) -> int:
    """Stack widgets vertically; return the bottom."""
    y = top
    for w in rects_for:
        w.rect = pygame.Rect(center_x - width // 2, y, width, height)
        y += height + gap
    return y


def wrap_text(line: str, font: pygame.font.Font, width: int, sep: str = " ") -> list[str]:
    """Break ``line`` at word boundaries into lines no wider than ``width`` (a word too long
    for a line gets a line of its own). ``sep`` joins the words of one line. Japanese has no
    spaces between words: a line with Japanese in it breaks between phrases, never inside a
    word where it can help it (:mod:`.line_breaks`)."""
    if _has_cjk(line):
        return wrap_phrases(line.strip(), lambda s: font.size(s)[0] <= width)
    out, cur = [], ""
    for word in line.split():
        trial = f"{cur}{sep}{word}" if cur else word
        if font.size(trial)[0] <= width or not cur:
            cur = trial
        else:
            out.append(cur)
            cur = word
    if cur:
        out.append(cur)
    return out


def _has_cjk(s: str) -> bool:
    return any(ord(ch) >= 0x2E80 for ch in s)
