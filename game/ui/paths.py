"""Where the bundled files are. Delegates to the asset loader (``game.assets``) when it exists.

Until that module lands this finds the repository's ``sprites/``, ``sounds/`` and ``fonts/``
beside the package; it is a thin shim, not a second loader.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

_ROOT = Path(__file__).resolve().parents[2]


def _loader() -> Any | None:
    try:
        return importlib.import_module("game.assets")
    except ImportError:
        return None


def root() -> Path:
    mod = _loader()
    for attr in ("ASSET_ROOT", "ROOT", "asset_root"):
        value = getattr(mod, attr, None) if mod else None
        if isinstance(value, Path):
            return value
        if callable(value):
            return Path(value())
    return _ROOT


def sprites_dir() -> Path:
    return root() / "sprites"


def sounds_dir() -> Path:
    return root() / "sounds"


def font_path(bold: bool = False) -> Path | None:
    p = root() / "fonts" / f"notosansjp-ui-{'bold' if bold else 'regular'}.ttf"
    return p if p.is_file() else None


def all_asset_files() -> list[Path]:
    """Every bundled file the self-test should be able to load."""
    out: list[Path] = []
    for d in (sprites_dir(), sounds_dir(), root() / "fonts"):
        if d.is_dir():
            out.extend(p for p in sorted(d.rglob("*"))
                       if p.suffix.lower() in (".png", ".ogg", ".wav", ".ttf", ".otf"))
    return out
