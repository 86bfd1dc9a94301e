"""The screenshot tool, for maintainers and test harnesses (not part of the frozen app).

``python -m game.ui.shots OUTDIR [SCENE...] [--language ja] [--size WxH]``: every scene at
several window sizes, as PNGs (see :mod:`.runner`). ``python -m game.ui.shots.contact_sheet
OUT.png``: every asset on one sheet.
"""

from __future__ import annotations

from .runner import main

__all__ = ["main"]
