"""The picture catching up with the engine: each step of the hand is shown by the game's
presenter as animation beats, performed now or later on the table's clock.

The controller (:mod:`game.ui.table.controller`) hands the table its steps; the presenter
(:mod:`game.ui.table.presenter_base`) answers each with beats (the deal, a card placed on the
trick, a bubble, a banner, the trick's sweep...) and how long to hold before the next step.
:class:`Stage` performs them on the table's picture, read and changed through
:class:`StagedTable` (the scene is one, structurally): nothing here decides anything.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from game.rules import Card
from game.rules.i18n import _

from . import presenter_base as beats
from .presenter_base import T_BANNER, T_SWEEP
from .state import TableState

if TYPE_CHECKING:
    from ..tween import TweenManager
    from .controller import Step
    from .face import TableFace
    from .interlude import InterludeState
    from .presenter_base import Beat, Presenter


def sweep_prompt(hand_done: bool) -> str:
    """The line under a trick held for the player: on to the next trick, or after the last
    one (``hand_done``: what is shown is a finished hand) to the hand's result."""
    if hand_done:
        return _("Click or press a key for the hand's result.")
    return _("Click or press a key for the next trick.")


class StagedTable(TableState, Protocol):
    """The picture's state the beats change, and what performing them asks of the table."""

    shown: Any  # the view the picture has caught up with
    dealt: float  # how many cards of each hand the deal has dealt so far
    hold: float  # seconds before the next step is shown
    bubbles: dict[int, str]
    overlay: list[tuple[int, Card]]  # the trick on the cloth: (seat, card)
    sweeping: dict[Card, int]  # the trick's cards on their way to its winner
    winning_card: Card | None
    waiting_sweep: int | None  # "wait after each trick": the held trick's winner
    banner: str
    banner_left: float
    show_last: bool
    dirty: bool

    @property
    def presenter(self) -> Presenter: ...

    @property
    def face(self) -> TableFace: ...

    @property
    def tweens(self) -> TweenManager:
        """The table's clock: tweens and timers."""
        ...

    @property
    def interlude(self) -> InterludeState: ...

    @property
    def finishing(self) -> bool:
        """A settled hand is being played out fast (no trick is held)."""
        ...

    @property
    def holds_tricks(self) -> bool:
        """The player's setting "wait after each trick"."""
        ...

    @property
    def shown_done(self) -> bool:
        """What is shown is a finished hand (its last trick held: no next trick)."""
        ...

    def speed(self, seconds: float) -> float:
        """``seconds`` at the table's pace (the player's animation speed, faster when finishing)."""
        ...

    def pace(self) -> float:
        """The player's animation speed factor (0: no animation)."""
        ...

    def sound(self, name: str) -> None: ...

    def tell(self, text: str) -> None: ...

    def perform_beat(self, beat: Beat) -> None:
        """Perform ``beat`` (the table's own: a mode may hold a beat, as the tutorial does)."""
        ...


class Stage:
    """Performs each step's beats on the table's picture."""

    def __init__(self, table: StagedTable) -> None:
        self.table = table

    def present(self, step: Step) -> None:
        """Show one step: set what is shown and schedule its animation beats."""
        t = self.table
        prev = t.shown
        t.shown = step.view
        shown = t.presenter.present(step, prev)
        for beat in shown.beats:
            if beat.at is None:
                t.perform_beat(beat)
            else:
                t.tweens.after(t.speed(beat.at), self._later(beat))
        t.hold = t.speed(shown.hold)
        t.show_last = False
        t.dirty = True

    def _later(self, beat: Beat) -> Callable[[], None]:
        return lambda: self.table.perform_beat(beat)

    def perform(self, beat: Beat) -> None:
        t = self.table
        if isinstance(beat, beats.Deal):
            t.dealt = 0.0
            t.tweens.animate(t, "dealt", float(t.face.hand_size(t)), t.speed(beat.seconds), ease="linear")
        elif isinstance(beat, beats.Sound):
            t.sound(beat.name)
        elif isinstance(beat, beats.Bubble):
            t.bubbles[beat.seat] = beat.text
        elif isinstance(beat, beats.ClearBubbles):
            t.bubbles.clear()
        elif isinstance(beat, beats.Announce):
            self.announce(beat.text)
        elif isinstance(beat, beats.PlaceCard):
            t.overlay.append((beat.seat, beat.card))
        elif isinstance(beat, beats.MarkWinner):
            t.winning_card = beat.card
        elif isinstance(beat, beats.Interlude):
            t.interlude.start(t.face, t, beat.kind, t.pace())
        elif isinstance(beat, beats.Sweep):
            if t.holds_tricks and not t.finishing:  # held for a click or a key
                t.waiting_sweep = beat.winner
                t.tell(sweep_prompt(t.shown_done))
            else:
                self.sweep(beat.winner)
        t.dirty = True

    def sweep(self, winner: int) -> None:
        """The trick on the cloth goes to ``winner``."""
        t = self.table
        if t.winning_card is not None:  # the banner told this trick's winner: it goes too
            t.banner_left = min(t.banner_left, t.speed(T_SWEEP))
        t.winning_card = None
        for _seat, c in t.overlay:
            t.sweeping[c] = winner
        t.overlay = []
        t.sound("trick")
        t.tweens.after(t.speed(T_SWEEP) + 0.01, t.sweeping.clear)

    def announce(self, text: str) -> None:
        t = self.table
        t.banner = text
        t.banner_left = max(1.2, t.speed(T_BANNER) + 0.8)
