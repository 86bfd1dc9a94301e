"""A one-line text field for a challenge code: typing, a cursor (← → Home End, Backspace,
Delete), a pasted text inserted at the cursor, and one character marked (the character a code's
check names, :class:`game.challenge.CodeError`'s ``text_index``). The caret does not blink: a
field waiting for the player asks for no frame."""

from __future__ import annotations

import pygame

from . import theme
from .input import KeyPress

MAX_CHARS = 80  # far beyond any code (a code with every option changed is about 40)


def clean(text: str) -> str:
    """``text`` as the field keeps it: one line (tabs and line ends as spaces), no control
    characters, upper case, at most :data:`MAX_CHARS` characters."""
    one_line = "".join(" " if ch in "\t\r\n" else ch for ch in text if ch.isprintable() or ch in "\t\r\n")
    return one_line.strip().upper()[:MAX_CHARS]


class CodeField:
    def __init__(self, text: str = "") -> None:
        self.text = clean(text)
        self.cursor = len(self.text)
        self.mark: int | None = None  # the index of the character marked as wrong
        self.rect = pygame.Rect(0, 0, 0, 0)

    def set(self, text: str) -> None:
        self.text = clean(text)
        self.cursor = len(self.text)
        self.mark = None

    def insert(self, text: str) -> bool:
        """``text`` at the cursor (typed or pasted); False when nothing fits."""
        piece = "".join(" " if ch in "\t\r\n" else ch for ch in text if ch.isprintable() or ch in "\t\r\n")
        piece = piece.upper()[: MAX_CHARS - len(self.text)]
        if not piece:
            return False
        self.text = self.text[: self.cursor] + piece + self.text[self.cursor :]
        self.cursor += len(piece)
        self.mark = None
        return True

    def key(self, e: KeyPress) -> bool:
        """An editing key or a typed character; True when the field used it."""
        k = e.key
        if e.ctrl:
            return False
        if k == "left":
            self.cursor = max(0, self.cursor - 1)
        elif k == "right":
            self.cursor = min(len(self.text), self.cursor + 1)
        elif k == "home":
            self.cursor = 0
        elif k == "end":
            self.cursor = len(self.text)
        elif k == "backspace":
            if self.cursor == 0:
                return True
            self.text = self.text[: self.cursor - 1] + self.text[self.cursor :]
            self.cursor -= 1
            self.mark = None
        elif k == "delete":
            self.text = self.text[: self.cursor] + self.text[self.cursor + 1 :]
            self.mark = None
        elif k == "space":
            return self.insert(" ")
        elif len(k) == 1 and k.isprintable():
            return self.insert(k)
        else:
            return False
        return True

    def click(self, pos: tuple[float, float]) -> bool:
        """A click in the field puts the cursor at the nearest gap between characters."""
        if not self.rect.collidepoint(pos):
            return False
        f = theme.font(self._size())
        x = pos[0] - self._text_left()
        gaps = [f.size(self.text[:i])[0] for i in range(len(self.text) + 1)]
        self.cursor = min(range(len(gaps)), key=lambda i: abs(gaps[i] - x))
        return True

    def _size(self) -> int:
        return max(14, int(self.rect.h * 0.5))

    def _text_left(self) -> int:
        return self.rect.x + 14

    def draw(self, surface: pygame.Surface, placeholder: str = "", focused: bool = True) -> None:
        r = self.rect
        if r.w <= 0:
            return
        pygame.draw.rect(surface, (12, 34, 23), r, border_radius=r.h // 5)
        edge = theme.GOLD_LIGHT if focused else theme.GOLD
        pygame.draw.rect(surface, edge, r, 2, border_radius=r.h // 5)
        size = self._size()
        f = theme.font(size)
        x0, cy = self._text_left(), r.centery
        if not self.text and placeholder:
            theme.text(surface, placeholder, size, (x0, cy), theme.DIM, anchor="midleft", max_width=r.w - 28)
        if self.mark is not None and 0 <= self.mark < len(self.text):
            left = x0 + f.size(self.text[: self.mark])[0]
            width = max(4, f.size(self.text[self.mark])[0])
            box = pygame.Rect(left - 2, cy - size * 0.7, width + 4, size * 1.4)
            pygame.draw.rect(surface, theme.BAD, box, border_radius=3)
            pygame.draw.line(surface, theme.HILITE, (box.x, box.bottom + 2), (box.right, box.bottom + 2), 3)
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-6, -4).clip(clip))  # a long paste stays inside the field
        # The characters one by one would cost a render each; the whole line, then the marked
        # character again in ink over its box.
        theme.text(surface, self.text, size, (x0, cy), theme.WHITE, anchor="midleft")
        if self.mark is not None and 0 <= self.mark < len(self.text):
            left = x0 + f.size(self.text[: self.mark])[0]
            theme.text(surface, self.text[self.mark], size, (left, cy), theme.INK, anchor="midleft")
        if focused:
            cx = x0 + f.size(self.text[: self.cursor])[0]
            pygame.draw.line(surface, theme.HILITE, (cx, cy - size * 0.6), (cx, cy + size * 0.6), 2)
        surface.set_clip(clip)
