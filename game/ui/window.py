"""Opening the window: a real display or a clear refusal, and a size that fits the desktop.

A size remembered on a large screen must not open partly off a smaller one, and with no
display at all SDL quietly falls back to an invisible "offscreen" window: the app would run
where nobody can see it. Both are decided here, before anything else touches the screen.
"""

from __future__ import annotations

import os

import pygame

MIN_SIZE = (640, 480)
# Room the desktop keeps for itself (task bars, menu bars, the title bar).
DESKTOP_MARGIN = (40, 80)
HEADLESS_DRIVERS = ("offscreen", "dummy")


class NoDisplay(RuntimeError):
    """There is no screen to show the game on; the message says what to do."""


def open_display() -> str:
    """Initialise the display; return SDL's video driver or raise :class:`NoDisplay`.

    An invisible driver is accepted only when asked for by name (``SDL_VIDEODRIVER=dummy``:
    the tests, the self-test, the screenshots)."""
    try:
        pygame.display.init()
    except pygame.error as exc:
        raise NoDisplay(f"No display found ({exc}).") from None
    driver = pygame.display.get_driver()
    if driver in HEADLESS_DRIVERS and os.environ.get("SDL_VIDEODRIVER", "") != driver:
        pygame.display.quit()
        raise NoDisplay(
            "No display found: the game needs a screen (on Linux, an X11 or Wayland session; "
            "DISPLAY and WAYLAND_DISPLAY are not set)."
        )
    return driver


def fit_window(
    size: tuple[int, int], desktop: tuple[int, int], margin: tuple[int, int] = DESKTOP_MARGIN
) -> tuple[int, int]:
    """``size`` shrunk to fit inside ``desktop`` with ``margin`` left for its bars, never
    below :data:`MIN_SIZE` (nor above the desktop)."""
    room_w = max(min(MIN_SIZE[0], desktop[0]), desktop[0] - margin[0])
    room_h = max(min(MIN_SIZE[1], desktop[1]), desktop[1] - margin[1])
    w = max(min(MIN_SIZE[0], room_w), min(size[0], room_w))
    h = max(min(MIN_SIZE[1], room_h), min(size[1], room_h))
    return (w, h)


def desktop_size() -> tuple[int, int] | None:
    """The size of the desktop the window opens on (the first), or None if unknown."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return (int(sizes[0][0]), int(sizes[0][1])) if sizes else None
