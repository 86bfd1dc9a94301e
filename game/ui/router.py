"""Typed routes to scenes, so scenes move between each other without importing each other.

The app (the composition root, :mod:`game.ui.app`) maps each route (:mod:`.routes`, one small
dataclass per place to go, holding that scene's arguments) to a factory; a scene asks
``ctx.router.push(Options(overlay=True))`` and never imports the options scene, and mypy checks
the arguments. This keeps the scene modules free of import cycles: only the app knows them all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from .routes import Route
from .scene import Scene

if TYPE_CHECKING:
    from .context import Context

R = TypeVar("R", bound=Route)


class Router:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self._routes: dict[str, Callable[[Context, Any], Scene]] = {}

    def add(self, route: type[R], factory: Callable[[Context, R], Scene], key: str | None = None) -> None:
        """``factory`` builds the scene of ``route`` (given the context and the route's value);
        ``key``: one of several scenes of the same route type (each game's hand result)."""
        self._routes[key if key is not None else route.name] = factory

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self._routes)

    def make(self, route: Route) -> Scene:
        """The scene of ``route``, built but not shown."""
        try:
            factory = self._routes[route.key]
        except KeyError:
            known = ", ".join(sorted(self._routes)) or "none (the app installs them)"
            raise KeyError(f"no route {route.key!r}; the routes are: {known}") from None
        return factory(self.ctx, route)

    def go(self, route: Route) -> None:
        """Clear the stack and show ``route`` (e.g. back to the title)."""
        self.ctx.stack.reset(self.make(route))

    def push(self, route: Route) -> None:
        """Show ``route`` over the current scene (Back returns to it)."""
        self.ctx.stack.push(self.make(route))

    def replace(self, route: Route) -> None:
        """Show ``route`` instead of the current scene."""
        self.ctx.stack.replace(self.make(route))
