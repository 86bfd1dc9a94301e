"""A second copy of the game on the same data folder: bring the first to the front, or say so.

The player who double-clicks the icon again wants the game's window. So the second copy rings
the first (:func:`~game.ui.doorbell.ring`), which brings its window to the front and
answers; the second then stops, having written nothing and opened no window. Where the first
cannot come to the front (a window manager that refuses, no answer), the second opens a small
window of its own that says the game is already open, in the player's language (``--language``,
else the saved one, else the system's), and closes on a click or a key. Either way it exits
with :data:`ALREADY_OPEN`, for scripts; with no screen (``SDL_VIDEODRIVER=dummy``) the log
line is all.
"""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path

import pygame

from game.rules.i18n import _, set_language, system_language
from game.rules.safe_json import UnreadableFile, read_json

from . import theme
from .doorbell import ring
from .storage_notice import wrap_path
from .widgets import wrap_text
from .window import HEADLESS_DRIVERS

log = logging.getLogger(__name__)

ALREADY_OPEN = 4  # the exit status of a second copy on the same data folder
WINDOW_SIZE = (560, 230)
# What closes the small window: a click, a key, the window's own close button.
CLOSING = (pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.QUIT)


def saved_language(settings_path: Path) -> str:
    """The language the options chose ("" for the system's, or when they cannot be read)."""
    with contextlib.suppress(UnreadableFile, OSError, AttributeError, TypeError, ValueError):
        language = read_json(settings_path).get("language")
        return language if isinstance(language, str) else ""
    return ""


def tell_already_open(folder: Path, settings_path: Path, language: str | None = None) -> int:
    """The second copy: ask the first to come to the front; if it cannot, say so in a small
    window. ``language``: ``--language``, which wins over the saved one."""
    set_language(language or saved_language(settings_path) or system_language())
    if ring(folder):
        text = _(
            "Napoleon is already open with this data folder: {folder}. Its window was brought to the front."
        )
        log.error("%s", text.format(folder=folder))
        return ALREADY_OPEN
    text = _("Napoleon is already open with this data folder: {folder}. Close it before starting it again.")
    log.error("%s", text.format(folder=folder))
    if os.environ.get("SDL_VIDEODRIVER", "") not in HEADLESS_DRIVERS:
        try:
            show_window(folder)
        except pygame.error as exc:  # no screen to show it on: the line is all
            log.info("cannot show the window (%s)", exc)
        finally:
            pygame.quit()
    return ALREADY_OPEN


def show_window(folder: Path) -> None:
    """The small window; returns when the player clicks, presses a key or closes it."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_caption(_("Napoleon"))
    screen = pygame.display.set_mode(WINDOW_SIZE)
    pygame.event.clear()
    draw_notice(screen, folder)
    pygame.display.flip()
    while True:
        event = pygame.event.wait()  # asleep until something happens: no CPU
        if event.type in CLOSING:
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE, pygame.WINDOWSHOWN):
            draw_notice(screen, folder)
            pygame.display.flip()


def draw_notice(surface: pygame.Surface, folder: Path) -> None:
    """What the small window says: the game is open, its window could not be brought to the
    front, the data folder, and OK."""
    w, h = surface.get_size()
    surface.fill(theme.FELT_DARK)
    theme.panel(surface, pygame.Rect(8, 8, w - 16, h - 16), 235, 10)
    y = 24
    heading = _("Napoleon is already open")
    theme.text(
        surface, heading, 22, (w / 2, y), theme.GOLD_LIGHT, bold=True, anchor="midtop", max_width=w - 48
    )
    y += 40
    body = theme.font(16)
    for line in wrap_text(
        _("Its window could not be brought to the front: look for it among your open windows."), body, w - 64
    ):
        theme.text(surface, line, 16, (w / 2, y), theme.CREAM, anchor="midtop")
        y += 22
    small = theme.font(13)
    for line in wrap_path(_("Folder: {folder}").format(folder=folder), small, w - 64):
        theme.text(surface, line, 13, (w / 2, y + 4), theme.DIM, anchor="midtop")
        y += 18
    button = pygame.Rect(0, 0, 120, 34)
    button.midbottom = (w // 2, h - 22)
    pygame.draw.rect(surface, theme.GOLD, button, border_radius=8)
    theme.text(surface, _("OK"), 17, button.center, theme.INK, bold=True, anchor="center")
