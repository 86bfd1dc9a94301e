"""What every scene shares: settings, sound, card art, the scene stack, the AI worker."""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import TYPE_CHECKING

from game.rules import RuleSet

from . import savegame
from . import settings as settings_mod
from .aiworker import AIWorker, InlineAI, make_worker
from .assets import Assets
from .audio import Audio
from .cardart import CardArt, make_card_art
from .scene import SceneStack
from .settings import Settings

if TYPE_CHECKING:
    from .savegame import SavedMatch

log = logging.getLogger(__name__)

# Seconds per animation kind at "normal"; "fast" halves them, "off" makes them instant.
SPEED_FACTOR = {"normal": 1.0, "fast": 0.45, "off": 0.0}


def load_assets(four_colour: bool) -> Assets | None:
    """The shared loader, or None when the asset folders are missing (drawn fallbacks)."""
    from game.assets import AssetsNotFoundError, asset_root

    try:
        asset_root()
    except AssetsNotFoundError as exc:
        import logging

        logging.getLogger(__name__).warning("%s; cards and the table are drawn instead", exc)
        return None
    return Assets(four_colour=four_colour)


class Context:
    def __init__(self, settings: Settings, *, size: tuple[int, int],
                 settings_path: Path | None = None, audio: Audio | None = None,
                 seed: int | None = None, threaded_ai: bool = True,
                 ai_worker: str | None = None, save_path: Path | None = None) -> None:
        """``save_path``: where the match in progress is autosaved (None: never saved)."""
        self.settings = settings
        self.settings_path = settings_path
        self.size = size
        self.stack = SceneStack()
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
        self.record_sink: object | None = None  # the table currently shown (for --record-file)
        self.save_path = save_path
        self._save_warned = False

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

    def start_match(self, rules: RuleSet, level: str, seed: int | None = None) -> None:
        """A new match (callers ask the player first if a saved one would be replaced)."""
        from .scenes.table import TableScene

        self.discard_save()
        self.stack.reset(TableScene(self, rules, level, self.next_seed() if seed is None else seed))

    # -- the saved match ---------------------------------------------------------------------

    def has_save(self) -> bool:
        return self.save_path is not None and self.save_path.exists()

    def autosave(self) -> None:
        """Save the match shown on the table (if any, and not over). Never raises."""
        from .scenes.table import TableScene

        table = self.record_sink
        if self.save_path is None or not isinstance(table, TableScene) or not table.saving:
            return
        try:
            savegame.write(self.save_path, table.snapshot())
        except (OSError, TypeError, ValueError) as exc:
            if not self._save_warned:  # once: the game goes on without saving
                self._save_warned = True
                log.warning("cannot save the match to %s (%s); playing on without a save",
                            self.save_path, exc)

    def discard_save(self) -> None:
        """Forget the saved match (it ended, or the player chose to abandon it)."""
        if self.save_path is not None:
            savegame.remove(self.save_path)

    def load_save(self) -> tuple[SavedMatch | None, str]:
        """The saved match, checked by the engine, or None and a one-line message when it is
        broken (the file is then renamed aside, never deleted). ("", None) when there is none."""
        path = self.save_path
        if path is None or not path.exists():
            return None, ""
        try:
            return savegame.read(path), ""
        except savegame.SaveError as exc:
            why = str(exc)
        try:
            kept = savegame.move_aside(path)
        except OSError as exc:
            log.warning("cannot move the broken save %s aside (%s)", path, exc)
            self.save_path = None  # never overwrite it: this session plays without saving
            return None, (f"The saved match could not be loaded: {why}. It stays as {path.name} "
                          f"(it could not be renamed); matches are not saved this time.")
        log.warning("the saved match %s could not be loaded (%s); kept as %s", path, why, kept)
        return None, f"The saved match could not be loaded: {why}. It was kept as {kept.name}."

    def continue_match(self, saved: SavedMatch) -> None:
        """Resume a saved match where it was: the same state on the table, no deal replayed."""
        from .controller import MatchSession
        from .scenes.results import MatchResultScene
        from .scenes.table import TableScene

        session = MatchSession.restore(saved)
        if session.match.is_over:  # saved on the last hand's result: the standings are due
            self.discard_save()
            self.stack.reset(MatchResultScene(self, session))
            return
        m = session.match
        table = TableScene(self, m.rules, session.level, m.seed, session=session,
                           resume=saved.hand)
        self.stack.reset(table)

    def shutdown(self) -> None:
        self.executor.shutdown()
