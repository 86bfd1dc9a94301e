"""PyInstaller runtime hook for measuring startup; never part of a release build.

Included only by ``pyinstaller build.spec -- --first-frame-probe`` (see
packaging/measure_startup.py). It wraps pygame.display.flip/update: on the first call, once the
app has drawn its first frame, it prints ``FIRST_FRAME <seconds since the hook ran>`` to stderr
and exits at once.
"""

import os
import sys
import time

import pygame

_T0 = time.perf_counter()


def _wrap(fn):  # type: ignore[no-untyped-def]
    def first_frame(*args, **kwargs):  # type: ignore[no-untyped-def]
        result = fn(*args, **kwargs)
        sys.stderr.write(f"FIRST_FRAME {time.perf_counter() - _T0:.3f}\n")
        sys.stderr.flush()
        os._exit(0)
        return result

    return first_frame


pygame.display.flip = _wrap(pygame.display.flip)
pygame.display.update = _wrap(pygame.display.update)
