"""The title (first start, a saved match, a broken save, Abandon's question), the options and
the pause menu."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from .. import routes
from ..app import make_context
from ..context import Context
from ..driver import run_until
from ..game_choice import set_game
from ..scenes.confirm import start_new_match
from ..scenes.options import OptionsScene
from ..scenes.pause import PauseScene
from ..scenes.title import TitleScene
from ..settings import Settings
from ..table.scene import TableScene
from .common import Shot, over_title, rules, table


def title(c: Context) -> None:
    c.stack.push(TitleScene(c))


def title_nap(c: Context) -> None:  # Nap chosen: its own tutorial offered
    set_game(c.settings, "nap")
    c.stack.push(TitleScene(c))


def saved_match(c: Context, path: Path) -> None:
    """A match saved at ``path`` two tricks into a hand."""
    c2 = make_context(
        Settings(speed="off", language=c.settings.language),
        size=c.size,
        seed=7,
        threaded_ai=False,
        save_path=path,
    )
    c2.matches.start(rules("napoleon", "pagat", players=5), "normal", 3)
    t = c2.stack.top
    assert isinstance(t, TableScene)
    run_until(t, lambda: len(t.ctl.hand.tricks) >= 2)


def saved_title(broken: bool, confirm: bool = False) -> Callable[[Context], None]:
    """The title with a match saved two tricks into a hand (or a broken save); ``confirm``:
    New game asked, the question whether to abandon the match."""

    def build(c: Context) -> None:
        folder = Path(tempfile.mkdtemp(prefix="napoleon-shots-"))
        path = folder / "match.json"
        if broken:
            path.write_text("{ not JSON", encoding="utf-8")
        else:
            saved_match(c, path)
        c.save_path = path
        c.stack.push(TitleScene(c))
        if confirm:
            start_new_match(c, rules("napoleon", "pagat", players=5), "normal")
        shutil.rmtree(folder, ignore_errors=True)

    return build


def first_start(c: Context) -> None:  # the title's one-time offer of the tutorial
    c.settings.tutorial_offered = False
    c.stack.push(TitleScene(c))


def pause(c: Context) -> None:
    c.stack.push(PauseScene(c, table(c).rules))


def pause_options(c: Context) -> None:
    pause(c)
    c.router.push(routes.Options(overlay=True))


SHOTS = (
    Shot("title", title),
    Shot("title-nap", title_nap),
    Shot("title-continue", saved_title(False)),
    Shot("title-broken-save", saved_title(True)),
    Shot("abandon-confirm", saved_title(False, confirm=True)),
    Shot("title-first-start", first_start),
    Shot("options", over_title(OptionsScene)),
    Shot("pause", pause),
    Shot("pause-options", pause_options),
)
