"""Rebuild every asset in dependency order (the table art needs the font). Run from anywhere:

python tools/build_assets.py
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

STEPS = ("build_cards", "draw_backs", "build_font", "draw_table", "draw_icon", "gen_sounds")


def main() -> int:
    here = Path(__file__).resolve().parent
    for step in STEPS:
        subprocess.run([sys.executable, str(here / f"{step}.py")], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
