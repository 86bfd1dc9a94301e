"""What the groups of scenes share: a scene's entry, rules through the game registry, a
Napoleon table, a scene over the title."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.rules.games import game_spec

from ..context import Context
from ..scene import Scene
from ..scenes.replay import ReplayScene
from ..scenes.title import TitleScene
from ..table.scene import TableScene


@dataclass(frozen=True)
class Shot:
    """One scene of the tool (see :mod:`.registry`)."""

    name: str  # the file's name: <name>-<W>x<H>[-<language>].png
    build: Callable[[Context], None]
    players: int = 5  # the settings' player count


def rules(game: str, preset: str, **changes: Any) -> Any:
    """``game``'s preset ``preset`` (through the registry), with ``changes``."""
    base = game_spec(game).presets[preset]
    return base.replace(**changes) if changes else base


def table(ctx: Context, players: int = 5, preset: str = "pagat") -> TableScene:
    """A Napoleon table (seed 11) pushed on the stack."""
    scene = TableScene(ctx, rules("napoleon", preset, players=players), "normal", 11)
    ctx.stack.push(scene)
    return scene


def over_title(cls: Callable[[Context], Scene]) -> Callable[[Context], None]:
    """The scene ``cls`` opened from the title."""

    def build(c: Context) -> None:
        c.stack.push(TitleScene(c))
        c.stack.push(cls(c))

    return build


def opened_replay(c: Context) -> ReplayScene:
    """The replay just opened (over a hand's result), its first picture painted: a frame loop
    paints it a few pieces a frame, for as long as a machine takes, the scene under it showing
    meanwhile; a shot taken before that was black."""
    from ..scenes.replay import ReplayScene

    shown = c.stack.top
    assert isinstance(shown, ReplayScene)
    while shown.preparing:
        shown.update(0.0, [])
    return shown
