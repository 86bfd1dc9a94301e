"""Named routes to scenes, so scenes move between each other without importing each other.

The app (the composition root, :mod:`game.ui.app`) maps each route name to a factory; a scene
asks ``ctx.router.push("options")`` and never imports the options scene. This keeps the scene
modules free of import cycles: only the app knows them all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .scene import Scene

if TYPE_CHECKING:
    from .context import Context

# A factory gets the context first, then the route's own arguments (e.g. the table to pause).
SceneFactory = Callable[..., Scene]


class Router:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self._routes: dict[str, SceneFactory] = {}

    def add(self, name: str, factory: SceneFactory) -> None:
        self._routes[name] = factory

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self._routes)

    def make(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """The scene of route ``name``, built but not shown."""
        try:
            factory = self._routes[name]
        except KeyError:
            known = ", ".join(sorted(self._routes)) or "none (the app installs them)"
            raise KeyError(f"no route {name!r}; the routes are: {known}") from None
        return factory(self.ctx, *args, **kwargs)

    def go(self, name: str, *args: Any, **kwargs: Any) -> None:
        """Clear the stack and show route ``name`` (e.g. back to the title)."""
        scene = self.make(name, *args, **kwargs)
        self.ctx.stack.reset(scene)

    def push(self, name: str, *args: Any, **kwargs: Any) -> None:
        """Show route ``name`` over the current scene (Back returns to it)."""
        scene = self.make(name, *args, **kwargs)
        self.ctx.stack.push(scene)

    def replace(self, name: str, *args: Any, **kwargs: Any) -> None:
        """Show route ``name`` instead of the current scene."""
        scene = self.make(name, *args, **kwargs)
        self.ctx.stack.replace(scene)
