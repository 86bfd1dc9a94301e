"""Our own input events: pygame events are translated once, here, and nowhere else.

Scenes receive these as arguments (``scene.update(dt, events)``), so tests inject them
directly without a pygame event queue or a display.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

Pos = tuple[float, float]


@dataclass(frozen=True, slots=True)
class PointerDown:
    pos: Pos
    button: int = 1  # 1 left, 2 middle, 3 right
    clicks: int = 1  # 2 for a double-click (the shell counts them)


@dataclass(frozen=True, slots=True)
class PointerUp:
    pos: Pos
    button: int = 1


@dataclass(frozen=True, slots=True)
class PointerMove:
    pos: Pos
    buttons: tuple[bool, bool, bool] = (False, False, False)


@dataclass(frozen=True, slots=True)
class Wheel:
    dy: int


@dataclass(frozen=True, slots=True)
class KeyPress:
    """A key by name: "left", "right", "up", "down", "enter", "escape", "space", "tab",
    "backspace", "delete", or the character for printable keys ("a", "1", "?"); a letter with
    Ctrl (or Command) is "ctrl+c", "ctrl+v"..."""

    key: str
    shift: bool = False
    ctrl: bool = False


@dataclass(frozen=True, slots=True)
class Resize:
    size: tuple[int, int]


@dataclass(frozen=True, slots=True)
class QuitRequest:
    pass


@dataclass(frozen=True, slots=True)
class FileDrop:
    """A file dropped on the window (SDL's drop-file event): its path."""

    path: str


InputEvent = PointerDown | PointerUp | PointerMove | Wheel | KeyPress | Resize | QuitRequest | FileDrop

_KEY_NAMES = {
    pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right",
    pygame.K_UP: "up",
    pygame.K_DOWN: "down",
    pygame.K_RETURN: "enter",
    pygame.K_KP_ENTER: "enter",
    pygame.K_ESCAPE: "escape",
    pygame.K_SPACE: "space",
    pygame.K_TAB: "tab",
    pygame.K_BACKSPACE: "backspace",
    pygame.K_DELETE: "delete",
    pygame.K_HOME: "home",
    pygame.K_END: "end",
    pygame.K_PAGEUP: "pageup",
    pygame.K_PAGEDOWN: "pagedown",
    pygame.K_F11: "f11",
}

DOUBLE_CLICK_MS = 400
DOUBLE_CLICK_PX = 6


class Translator:
    """Turns raw pygame events into :data:`InputEvent` values; counts double-clicks."""

    def __init__(self) -> None:
        self._last_click: tuple[int, Pos] | None = None

    def translate(self, event: pygame.event.Event, now_ms: int) -> InputEvent | None:
        t = event.type
        if t == pygame.QUIT:
            return QuitRequest()
        if t == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            pos = (float(event.pos[0]), float(event.pos[1]))
            clicks = 1
            if event.button == 1:
                last = self._last_click
                if (
                    last is not None
                    and now_ms - last[0] <= DOUBLE_CLICK_MS
                    and abs(last[1][0] - pos[0]) <= DOUBLE_CLICK_PX
                    and abs(last[1][1] - pos[1]) <= DOUBLE_CLICK_PX
                ):
                    clicks = 2
                    self._last_click = None
                else:
                    self._last_click = (now_ms, pos)
            return PointerDown(pos, event.button, clicks)
        if t == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            return PointerUp((float(event.pos[0]), float(event.pos[1])), event.button)
        if t == pygame.MOUSEMOTION:
            b = event.buttons
            return PointerMove(
                (float(event.pos[0]), float(event.pos[1])), (bool(b[0]), bool(b[1]), bool(b[2]))
            )
        if t == pygame.MOUSEWHEEL:
            return Wheel(int(event.y))
        if t == pygame.KEYDOWN:
            mod = event.mod
            # Ctrl (or the Mac's Command) with a letter: "ctrl+v", whatever character the
            # system made of it (a control character, or nothing), never the letter's own key.
            ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_GUI))
            name = _KEY_NAMES.get(event.key)
            if name is None and ctrl and pygame.K_a <= event.key <= pygame.K_z:
                name = f"ctrl+{chr(event.key)}"
            if name is None:
                name = event.unicode.lower() if event.unicode and event.unicode.isprintable() else ""
            if not name:
                return None
            return KeyPress(name, bool(mod & pygame.KMOD_SHIFT), ctrl)
        if t == pygame.DROPFILE and isinstance(getattr(event, "file", None), str):
            return FileDrop(event.file)
        if t in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if t == pygame.VIDEORESIZE:
                return Resize((int(event.w), int(event.h)))
            return Resize((int(event.x), int(event.y)))
        return None
