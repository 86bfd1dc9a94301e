"""The table's waits: the times that run down with nothing moving (a step's hold, the banner,
a notice, a hint's life, an AI seat's move worked out elsewhere), when the next one ends, and
what time alone changes in the picture.

The shell draws a frame only when the picture changed or something moves (:mod:`game.ui.scene`);
while the table only waits, it asks :func:`wake_in` when to step again and sleeps until then,
drawing nothing. :class:`PictureWatch` marks the table ``dirty`` when a wait's end changes what
is drawn (the turn comes, a seat starts thinking, the notice goes). Read through
:class:`WaitingTable` (the scene is one, structurally).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ..scene import WORK_POLL
from .stage import sweep_prompt

if TYPE_CHECKING:
    from ..tween import TweenManager
    from .hints import Hint, HintService


class WaitingTable(Protocol):
    """What the waits read of the table, and the times they run down."""

    hold: float  # seconds before the next step is shown
    banner_left: float
    message: str
    message_left: float
    hint_left: float
    waiting_sweep: int | None  # a finished trick held for a click or a key
    dirty: bool

    @property
    def ctl(self) -> Any:
        """The hand's controller (its steps to show, the AI seat thinking)."""
        ...

    @property
    def hint(self) -> Hint | None: ...

    @property
    def hints(self) -> HintService: ...

    @property
    def tweens(self) -> TweenManager: ...

    @property
    def ready(self) -> bool: ...

    @property
    def presenting(self) -> bool: ...

    @property
    def thinking(self) -> bool: ...

    @property
    def can_finish(self) -> bool: ...

    @property
    def finished_trick_shown(self) -> bool: ...

    @property
    def shown_done(self) -> bool:
        """What is shown is a finished hand (the held trick was the last)."""
        ...


def holding_line(t: WaitingTable) -> bool:
    """The line under a trick held for the player is up (it stays until they go on)."""
    return t.waiting_sweep is not None and t.message == sweep_prompt(t.shown_done)


def count_down(t: WaitingTable, dt: float) -> None:
    """``dt`` seconds off the hold, the banner and the notice."""
    if t.waiting_sweep is None:  # a trick held for a click stops the clock
        t.hold = max(0.0, t.hold - dt)
    t.banner_left = max(0.0, t.banner_left - dt)
    if holding_line(t):
        t.message_left = max(t.message_left, 0.5)  # that line stays up, and only it
    else:
        t.message_left = max(0.0, t.message_left - dt)


def wake_in(t: WaitingTable) -> float | None:
    """Seconds until something on the table changes with no input: the hold before the next
    step ends, the banner, the notice or the hint goes, a timer fires, or the AI seat's move
    (or the hint being worked out) is to be looked for; None while the table waits for the
    player alone."""
    due: list[float] = []
    # The next step is shown once the hold is over; a held trick waits for a click instead.
    if (t.ctl.steps or t.hold > 0) and t.waiting_sweep is None:
        due.append(max(0.0, t.hold))
    if t.banner_left > 0:
        due.append(t.banner_left)
    if t.message_left > 0 and not holding_line(t):
        due.append(t.message_left)
    if t.hint is not None:
        due.append(t.hint_left)
    if t.ctl.thinking:
        due.append(t.ctl.due_in(WORK_POLL))
    elif t.ctl.owes_ask and not t.ctl.steps and t.hold <= 0:
        due.append(0.0)  # nothing else may come to wake the loop: ask the seat now
    if t.hints.pending:
        due.append(WORK_POLL)
    timer = t.tweens.next_due()
    if timer is not None:
        due.append(timer)
    return min(due) if due else None


class PictureWatch:
    """What the drawing reads that time alone changes: when it changes, the table is drawn
    again. Everything else that changes the picture sets ``dirty`` where it happens."""

    def __init__(self) -> None:
        self.seen: tuple[bool, ...] = ()

    def note(self, t: WaitingTable) -> None:
        seen = (
            t.ready,
            t.presenting,
            t.thinking,
            t.banner_left > 0,
            t.message_left > 0,
            t.hint is not None,
            t.can_finish,
            t.finished_trick_shown,
        )
        if seen != self.seen:
            self.seen = seen
            t.dirty = True
