"""Sounds with mute and volume. With no audio device the game starts muted and says so."""

from __future__ import annotations

import logging

import pygame

from game.rules.i18n import _

from .assets import Assets

log = logging.getLogger(__name__)

# The table's short names for the loader's sound files.
SOUND_FILES = {
    "shuffle": "shuffle",
    "deal": "deal",
    "play": "card_play",
    "trick": "trick_won",
    "turn": "your_turn",
    "made": "contract_made",
    "failed": "contract_failed",
    "click": "click",
}


class Audio:
    def __init__(self, assets: Assets | None, volume: float = 0.7, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self.available = False
        self.message = ""
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            pygame.mixer.init()
            self.available = True
        except pygame.error as exc:
            log.warning("No audio device (%s): sound is off.", exc)
            self.message = _("No audio device ({reason}): sound is off.").format(reason=exc)
            return
        if assets is not None:
            for name, file in SOUND_FILES.items():
                try:
                    snd = assets.sound(file)
                except (FileNotFoundError, pygame.error) as exc:
                    log.warning("cannot load sound %s: %s", file, exc)
                    continue
                if snd is not None:
                    self.sounds[name] = snd

    def play(self, name: str) -> None:
        if not self.available or self.muted:
            return
        snd = self.sounds.get(name)
        if snd is not None:
            snd.set_volume(self.volume)
            snd.play()
