"""Sounds with mute and volume. With no audio device the game starts muted and says so."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

# Sound names the table uses; files are looked up as sounds/<name>.(ogg|wav).
SOUND_NAMES = ("shuffle", "deal", "play", "trick", "turn", "made", "failed", "click")


class Audio:
    def __init__(self, sound_dir: Path | None, volume: float = 0.7, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self.available = False
        self.message = ""
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            pygame.mixer.init()
            self.available = True
        except pygame.error as exc:
            self.message = f"No audio device ({exc}): sound is off."
            log.warning(self.message)
            return
        if sound_dir is not None and sound_dir.is_dir():
            for name in SOUND_NAMES:
                for ext in ("ogg", "wav"):
                    p = sound_dir / f"{name}.{ext}"
                    if p.is_file():
                        try:
                            self.sounds[name] = pygame.mixer.Sound(str(p))
                        except pygame.error as exc:
                            log.warning("cannot load sound %s: %s", p, exc)
                        break

    def play(self, name: str) -> None:
        if not self.available or self.muted:
            return
        snd = self.sounds.get(name)
        if snd is not None:
            snd.set_volume(self.volume)
            snd.play()
