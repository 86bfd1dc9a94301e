"""Time-based tweens with easing, one manager per scene, driven by ``dt``.

A new tween on the same (object, attribute) supersedes the old one, so a card re-targeted
mid-flight simply heads for its new place from where it is.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


def linear(t: float) -> float:
    return t


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_sine(t: float) -> float:
    return math.sin(t * math.pi / 2)


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": linear,
    "out_cubic": out_cubic,
    "in_out_cubic": in_out_cubic,
    "out_back": out_back,
    "out_sine": out_sine,
}


def _lerp(a: Any, b: Any, k: float) -> Any:
    if isinstance(a, tuple):
        return tuple(x + (y - x) * k for x, y in zip(a, b, strict=True))
    return a + (b - a) * k


@dataclass
class Tween:
    target: Any
    attr: str
    start: Any
    end: Any
    duration: float
    delay: float = 0.0
    ease: Callable[[float], float] = out_cubic
    on_done: Callable[[], None] | None = None
    elapsed: float = field(default=0.0)
    started: bool = False

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration


class TweenManager:
    """Owns the running tweens of one scene. ``update(dt)`` advances them all."""

    def __init__(self) -> None:
        self._tweens: dict[tuple[int, str], Tween] = {}
        self._timers: list[list[Any]] = []  # [remaining, callback]

    def animate(
        self,
        target: Any,
        attr: str,
        end: Any,
        duration: float,
        *,
        delay: float = 0.0,
        ease: str = "out_cubic",
        on_done: Callable[[], None] | None = None,
    ) -> None:
        """Tween ``target.attr`` to ``end``; zero duration sets it at once (speed "off")."""
        if duration <= 0 and delay <= 0:
            self._tweens.pop((id(target), attr), None)
            setattr(target, attr, end)
            if on_done:
                on_done()
            return
        self._tweens[(id(target), attr)] = Tween(
            target,
            attr,
            getattr(target, attr),
            end,
            max(duration, 1e-6),
            delay,
            EASINGS[ease],
            on_done,
        )

    def after(self, delay: float, callback: Callable[[], None]) -> None:
        """Call ``callback`` once ``delay`` seconds of scene time have passed."""
        self._timers.append([delay, callback])

    def cancel(self, target: Any, attr: str) -> None:
        self._tweens.pop((id(target), attr), None)

    def is_animating(self, target: Any | None = None) -> bool:
        if target is None:
            return bool(self._tweens) or bool(self._timers)
        return any(k[0] == id(target) for k in self._tweens)

    @property
    def busy(self) -> bool:
        """A tween or a timer is still to run (something will happen with no input)."""
        return bool(self._tweens) or bool(self._timers)

    @property
    def moving(self) -> bool:
        """A tween changes its value from frame to frame now (one still in its delay, or a
        timer, changes nothing until it is due: :meth:`next_due`)."""
        return any(tw.elapsed >= tw.delay for tw in self._tweens.values())

    def next_due(self) -> float | None:
        """Seconds until the next timer fires or the next delayed tween starts (None: none)."""
        due = [t[0] for t in self._timers] + [tw.delay - tw.elapsed for tw in self._tweens.values()]
        return max(0.0, min(due)) if due else None

    def update(self, dt: float) -> bool:
        """Advance every tween and timer by ``dt``; True if a value changed or a timer fired
        (the picture may have changed)."""
        changed = False
        finished: list[Callable[[], None]] = []
        for key, tw in list(self._tweens.items()):
            tw.elapsed += dt
            t = tw.elapsed - tw.delay
            if t < 0:
                continue
            changed = True
            if not tw.started:
                # A delayed tween starts from wherever the target is when it launches.
                tw.started = True
                if tw.delay > 0:
                    tw.start = getattr(tw.target, tw.attr)
            k = min(1.0, t / tw.duration)
            setattr(tw.target, tw.attr, _lerp(tw.start, tw.end, tw.ease(k)))
            if k >= 1.0:
                if self._tweens.get(key) is tw:
                    del self._tweens[key]
                if tw.on_done:
                    finished.append(tw.on_done)
        timers, self._timers = self._timers, []
        for timer in timers:
            timer[0] -= dt
            if timer[0] <= 0:
                finished.append(timer[1])
            else:
                self._timers.append(timer)
        for cb in finished:
            cb()
        return changed or bool(finished)

    def finish_all(self) -> None:
        """Jump every tween to its end and fire every timer (used when speed is "off")."""
        for _ in range(100):
            if not self.busy:
                return
            self.update(1e6)
