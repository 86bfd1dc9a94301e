"""``python -m game.ui.shots OUTDIR [SCENE...]``: see :mod:`game.ui.shots.runner`."""

import sys

from .runner import main

sys.exit(main())
