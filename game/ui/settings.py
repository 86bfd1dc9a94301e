"""Player settings saved as JSON in the platform's config folder (never next to the program).

A broken or invalid file is logged clearly and replaced by defaults: it never stops the game.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.rules.options import MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS

from .atomic import write_text_atomic

log = logging.getLogger(__name__)

SPEEDS = ("normal", "fast", "off")


@dataclass
class Settings:
    speed: str = "normal"
    volume: float = 0.7
    muted: bool = False
    four_colour: bool = False
    fullscreen: bool = False
    preset: str = "pagat"
    players: int = 5
    level: str = "normal"
    window: tuple[int, int] = (1280, 720)
    extra: dict[str, Any] = field(default_factory=dict)

    def validated(self) -> Settings:
        """A copy with every bad value replaced by its default (and logged)."""
        d = Settings()
        out = dataclasses.replace(self)
        if out.speed not in SPEEDS:
            log.warning("settings: speed %r is not one of %s; using %r", out.speed, SPEEDS, d.speed)
            out.speed = d.speed
        if not isinstance(out.volume, int | float) or not 0 <= out.volume <= 1:
            log.warning("settings: volume %r is not 0..1; using %r", out.volume, d.volume)
            out.volume = d.volume
        if not isinstance(out.players, int) or out.players not in PLAYER_COUNTS:
            log.warning("settings: players %r is not %d..%d; using %r", out.players, MIN_PLAYERS,
                        MAX_PLAYERS, d.players)
            out.players = d.players
        w = out.window
        if (not isinstance(w, list | tuple) or len(w) != 2
                or not all(isinstance(v, int) and 320 <= v <= 10000 for v in w)):
            log.warning("settings: window size %r is invalid; using %r", w, d.window)
            out.window = d.window
        else:
            out.window = (int(w[0]), int(w[1]))
        for name in ("muted", "four_colour", "fullscreen"):
            if not isinstance(getattr(out, name), bool):
                log.warning("settings: %s must be true or false; using the default", name)
                setattr(out, name, getattr(d, name))
        for name in ("preset", "level"):
            if not isinstance(getattr(out, name), str):
                log.warning("settings: %s must be text; using the default", name)
                setattr(out, name, getattr(d, name))
        return out


def default_path() -> Path:
    from platformdirs import user_config_dir

    return Path(user_config_dir("napoleon")) / "settings.json"


def load(path: Path | None = None) -> Settings:
    path = path or default_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings()
    except OSError as exc:
        log.warning("settings: cannot read %s (%s); using defaults", path, exc)
        return Settings()
    try:
        data = json.loads(raw)
        if not isinstance(data, dict):
            raise ValueError("the file does not hold a JSON object")
        names = {f.name for f in dataclasses.fields(Settings)}
        unknown = sorted(set(data) - names)
        if unknown:
            log.warning("settings: ignoring unknown key(s) %s in %s", ", ".join(unknown), path)
        return Settings(**{k: v for k, v in data.items() if k in names}).validated()
    except (ValueError, TypeError) as exc:
        log.warning("settings: %s is invalid (%s); using defaults", path, exc)
        return Settings()


def save(settings: Settings, path: Path | None = None) -> None:
    path = path or default_path()
    try:
        write_text_atomic(path, json.dumps(dataclasses.asdict(settings), indent=2))
    except OSError as exc:
        log.warning("settings: cannot save to %s (%s)", path, exc)
