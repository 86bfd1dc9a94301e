"""What every scene shares: settings, sound, card art, the scene stack and its router, the AI
worker, the match in progress (:mod:`game.ui.match_flow`).

It imports no scene: scenes reach each other through ``router``, whose routes the app installs.
"""

from __future__ import annotations

import logging
import random
from pathlib import Path

from game.assets import AssetsNotFoundError, asset_root
from game.rules.i18n import set_language, system_language

from . import settings as settings_mod
from . import storage_health
from .aiworker import AIWorker, InlineAI, make_worker
from .assets import Assets
from .audio import Audio
from .cardart import CardArt, make_card_art
from .challenge_flow import ChallengeFlow
from .match_flow import MatchFlow
from .router import Router
from .scene import SceneStack
from .settings import SPEED_FACTOR, Settings

log = logging.getLogger(__name__)


def load_assets(four_colour: bool) -> Assets | None:
    """The shared loader, or None when the asset folders are missing (drawn fallbacks)."""
    try:
        asset_root()
    except AssetsNotFoundError as exc:
        log.warning("%s; cards and the table are drawn instead", exc)
        return None
    return Assets(four_colour=four_colour)


class Context:
    def __init__(
        self,
        settings: Settings,
        *,
        size: tuple[int, int],
        settings_path: Path | None = None,
        audio: Audio | None = None,
        seed: int | None = None,
        threaded_ai: bool = True,
        ai_worker: str | None = None,
        save_path: Path | None = None,
    ) -> None:
        """``save_path``: where the match in progress is autosaved (None: never saved)."""
        self.settings = settings
        set_language(settings.language or system_language())  # before any word is made
        self.settings_path = settings_path
        self.size = size
        self.stack = SceneStack()
        self.router = Router(self)  # empty until the app installs the routes
        self.assets = load_assets(settings.four_colour)
        self.audio = audio or Audio(None, settings.volume, settings.muted)
        self.art: CardArt = make_card_art(self.assets, settings.four_colour)
        self.seed = seed
        self.rng = random.Random(seed)
        # One worker: seats decide in turn; the UI thread only polls the future. By default a
        # separate process (a thread would hold the GIL against the frames); ``threaded_ai=False``
        # decides inline (tests); ``ai_worker`` picks "process", "thread" or "inline".
        self.executor: AIWorker = make_worker(ai_worker) if threaded_ai else InlineAI()
        self.quit_requested = False
        self.fullscreen_requested: bool | None = None
        self.notice = self.audio.message  # shown once on the title (e.g. "no audio device")
        self.save_path = save_path
        # What cannot be written now (the match, past hands, statistics): the title and the
        # table say so. Every writer reports into this context's state.
        self.storage = storage_health.StorageHealth()
        storage_health.use(self.storage)
        self.matches = MatchFlow(self)
        self.challenges = ChallengeFlow(self)  # a challenge's par, worked out in the background

    def apply_language(self, language: str) -> None:
        """Speak ``language`` ("" = the system's) from now on, every open scene at once."""
        self.settings.language = language
        set_language(language or system_language())
        for scene in self.stack.scenes:
            scene.language_changed()

    def speed(self) -> float:
        return SPEED_FACTOR.get(self.settings.speed, 1.0)

    def save_settings(self) -> None:
        if self.settings_path is not None:
            settings_mod.save(self.settings, self.settings_path)

    def refresh_art(self) -> None:
        self.art = make_card_art(self.assets, self.settings.four_colour)

    def sound(self, name: str) -> None:
        self.audio.volume = self.settings.volume
        self.audio.muted = self.settings.muted
        self.audio.play(name)

    def next_seed(self) -> int:
        return self.rng.getrandbits(32)

    def shutdown(self) -> None:
        self.challenges.close()  # the par's process ended and joined
        self.matches.close()  # a hand queued behind a locked statistics file: a moment to land
        self.executor.shutdown()
