"""Scenes on a stack with enter/exit/pause/resume (Tuxemon-style lifecycle).

Only the top scene gets input and time; scenes below it that are ``transparent`` still draw
(the pause menu over the table). Scenes ask for stack changes through ``self.stack``.

What the shell draws and when (:mod:`game.ui.app`): a frame when a visible scene is ``dirty``
(what it would draw changed) or the top scene is ``animating`` (something moves on screen);
otherwise the shell sleeps until input arrives or until the top scene's :meth:`Scene.wake_in`
(a timer due, a notice to take down, work done elsewhere to look for), drawing nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .input import InputEvent
from .tween import TweenManager

if TYPE_CHECKING:
    from .context import Context

# Seconds between two looks at work done elsewhere (an AI seat's move, a hint, a background
# read) while a scene waits on it: the shell wakes this often for it, drawing nothing new.
WORK_POLL = 1 / 12


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
        if self.tweens.update(dt):  # a value moved or a timer fired: drawn again
            self.dirty = True
        for e in events:
            self.handle(e)

    def handle(self, event: InputEvent) -> None:
        pass

    @property
    def animating(self) -> bool:
        """True while something moves on screen: the shell draws every frame at the full rate.
        A change that only comes later (a timer) is not one: see :meth:`wake_in`."""
        return self.tweens.moving

    def wake_in(self) -> float | None:
        """Seconds until this scene has something to do with no input (a timer fires, a notice
        goes, work done elsewhere is to be looked for); None: nothing until input. The shell
        sleeps until then, drawing nothing; the update then sets ``dirty`` if the picture
        changed."""
        return self.tweens.next_due()

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
