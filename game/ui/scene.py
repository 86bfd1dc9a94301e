"""Scenes on a stack with enter/exit/pause/resume (Tuxemon-style lifecycle).

Only the top scene gets input and time; scenes below it that are ``transparent`` still draw
(the pause menu over the table). Scenes ask for stack changes through ``self.stack``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .input import InputEvent
from .tween import TweenManager

if TYPE_CHECKING:
    from .context import Context


class Scene:
    """Base scene. ``update`` changes state; ``draw`` only draws (same picture for same state)."""

    transparent = False  # draw the scene below first (overlays, menus)

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.tweens = TweenManager()
        self.size: tuple[int, int] = ctx.size
        self.dirty = True  # something changed since the last draw

    @property
    def stack(self) -> SceneStack:
        return self.ctx.stack

    # lifecycle
    def enter(self) -> None:
        self.layout(self.ctx.size)

    def exit(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        if self.size != self.ctx.size:
            self.layout(self.ctx.size)
        self.dirty = True

    def language_changed(self) -> None:
        """The player picked another language: words computed ahead are computed again."""
        self.layout(self.size)

    def layout(self, size: tuple[int, int]) -> None:
        """Recompute positions from the window size (called on enter and on resize)."""
        self.size = size
        self.dirty = True

    def update(self, dt: float, events: list[InputEvent]) -> None:
        self.tweens.update(dt)
        for e in events:
            self.handle(e)

    def handle(self, event: InputEvent) -> None:
        pass

    @property
    def animating(self) -> bool:
        """True while something moves: the shell keeps the full frame rate."""
        return self.tweens.busy

    def draw(self, surface: pygame.Surface) -> None:
        pass


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start over at ``scene`` (e.g. back to the title)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and the transparent run beneath it."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if not scene.transparent:
                break
        return list(reversed(out))
