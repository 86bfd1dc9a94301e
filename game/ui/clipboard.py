"""The system clipboard's text, through SDL (pygame-ce's ``pygame.scrap.get_text`` and
``put_text``, which need only the display: the older ``scrap.init``/``scrap.get`` API is
deprecated). Where there is no clipboard (no display yet, the dummy video driver of the tests,
a system that refuses), copying says False and pasting None: never an exception."""

from __future__ import annotations

import logging

import pygame

log = logging.getLogger(__name__)


def copy(text: str) -> bool:
    """Put ``text`` on the clipboard; False when there is no clipboard here."""
    try:
        if not pygame.display.get_init():
            return False
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, NotImplementedError, OSError) as exc:
        log.info("no clipboard to copy to (%s)", exc)
        return False
    return True


def paste() -> str | None:
    """The clipboard's text, or None when there is no clipboard here (an empty one: "")."""
    try:
        if not pygame.display.get_init():
            return None
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError, OSError) as exc:
        log.info("no clipboard to paste from (%s)", exc)
        return None
    return text if isinstance(text, str) else None
