"""Modules a later screen needs, imported ahead on a thread of their own while the app waits.

The review ("Review my hand") imports its game's coach and the coach's words the first time it
opens: 25-35 ms of the main thread, in the one frame that opened the replay while the coach's
process starts (``python -m bench.ui --coach-only``: that frame alone went over 33 ms). Imported
once the title is on the screen, on a thread, they cost no frame: the title rests meanwhile,
and a frame that does run gives the thread the interpreter for a few milliseconds at most.

Then the heap is settled (:func:`settle_heap`): what lives as long as the app is set aside
from the cycle collector's passes, each of which otherwise took a frame's 20 ms.

A thread may import beside the main one: the game's modules have no import cycle
(``tests/test_layers.py``), so two imports never wait on each other's module lock. The thread
is an owner of :mod:`.lifetime` until it ends; quitting joins it (an import finishes first).

This module never imports pygame.
"""

from __future__ import annotations

import gc
import importlib
import logging
import threading
from collections.abc import Sequence

from game.rules.games import GAMES

from . import lifetime

log = logging.getLogger(__name__)


def review_modules() -> list[str]:
    """What opening a review imports: every registered game's coach and its words."""
    out: list[str] = []
    for spec in GAMES.values():
        for path in (spec.coach, spec.coach_words):
            if path is not None:
                out.append(path.partition(":")[0])
    return out


def settle_heap() -> None:
    """Set every object alive now (the modules, the games' tables: what lives as long as the
    app) aside from the cycle collector's later passes (``gc.freeze``). A full pass over all of
    it took 19-23 ms, in whatever frame it fell on (bench.ui --coach-only: a replay frame of
    21 ms of the app's own time); over what came after, about 1 ms. No collection first: that
    pass would take the same 20 ms of a frame, now. What is garbage already stays (the start's
    few leftovers); objects made later are collected as before."""
    gc.freeze()


class WarmUp:
    """Imports ``modules`` on a thread; :meth:`join` waits for the last one."""

    def __init__(self, modules: Sequence[str]) -> None:
        self.modules = list(modules)
        self.failed: list[str] = []  # the modules that would not import (logged)
        self._thread = threading.Thread(target=self._run, name="warm-up", daemon=True)
        lifetime.own(self, self.join, "warm-up")
        self._thread.start()

    def _run(self) -> None:
        try:
            for module in self.modules:
                try:
                    importlib.import_module(module)
                except Exception:  # said where the screen imports it; here only logged
                    log.exception("warming up %s failed", module)
                    self.failed.append(module)
            settle_heap()
        finally:
            lifetime.disown(self)

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def join(self) -> None:
        lifetime.join(self._thread)


def warm_up_review() -> WarmUp:
    """The review's modules, imported ahead (the app, once its first frame is drawn)."""
    return WarmUp(review_modules())
