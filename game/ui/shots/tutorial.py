"""The tutorial at its steps: played headless as a player who follows it, through the table's
real controls (clicks on the panels' buttons, on cards, Next); the tests use it too."""

from __future__ import annotations

from collections.abc import Callable

from game.napoleon import Bid, Call, Discard, Play

from .. import routes
from ..context import Context
from ..input import InputEvent, KeyPress, PointerDown, PointerMove, PointerUp
from ..napoleon.call_panel import CallPanel
from ..napoleon.panels import BidPanel
from ..napoleon.tutorial_table import TutorialTable
from .common import Shot


def _click(pos: tuple[float, float]) -> list[InputEvent]:
    return [PointerMove(pos), PointerDown(pos), PointerUp(pos)]


def lesson_events(t: TutorialTable) -> list[InputEvent]:
    """What a player following the lesson does this frame (nothing while the table moves)."""
    t.coach.sync(t.ctl.hand)  # the note as the next frame shows it: its buttons where drawn
    if t.coach_visible:
        t.marks.place()
    if t.can_go_on:
        return _click(t.marks.next_button.rect.center)
    if t.waiting_sweep is not None:
        return [KeyPress("space")]
    if not t.ready or t.tweens.busy:
        return []
    hand = t.ctl.hand
    action = t.coach.suggestion(hand)
    if action is None:  # off the story (the free step): the first legal card
        legal = [a for a in hand.legal_actions() if isinstance(a, Play)]
        action = legal[0] if legal else None
    panel = t.panel
    if isinstance(action, Bid) and isinstance(panel, BidPanel):
        return _click(panel.bid_button.rect.center)
    if isinstance(action, Call) and isinstance(panel, CallPanel):
        cell = next(r for c, r in panel.cells if c == action.card)
        return _click(cell.center)
    if isinstance(action, Discard):
        wanted = [a.card for a in t.coach.script if isinstance(a, Discard)]
        for c in wanted:
            if c not in t.selected:
                return _click(t.sprites[c].pos)
        return _click(t.confirm_button.rect.center)
    if isinstance(action, Play):
        return _click(t.sprites[action.card].pos)
    return []


def play_lesson(t: TutorialTable, until: Callable[[], bool], limit: int = 4000, dt: float = 0.05) -> bool:
    """Follow the lesson until ``until()``; False if it never came."""
    for _ in range(limit):
        if until():
            return True
        t.update(dt, lesson_events(t))
    return until()


def tutorial_at(step_title: str, result: bool = False) -> Callable[[Context], None]:
    """A screenshot's build: the tutorial at the step titled ``step_title`` (its English id),
    or at its result."""

    def build(ctx: Context) -> None:
        ctx.router.go(routes.Tutorial())
        t = ctx.stack.top
        assert isinstance(t, TutorialTable)

        def there() -> bool:
            if result:
                return t.result_pushed
            step = t.coach.shown
            return step is not None and step.title == step_title and t.coach_visible

        play_lesson(t, there)
        for _ in range(40):  # the cards settle where they are going
            (ctx.stack.top or t).update(0.05, [])
        top = ctx.stack.top
        if top is not None:
            top.tweens.finish_all()

    return build


SHOTS = (
    Shot("tutorial", tutorial_at("Welcome to Napoleon")),
    Shot("tutorial-bid", tutorial_at("Your bid")),
    Shot("tutorial-call", tutorial_at("Call your adjutant")),
    Shot("tutorial-exchange", tutorial_at("The exchange")),
    Shot("tutorial-first-trick", tutorial_at("A plain first trick")),
    Shot("tutorial-mighty", tutorial_at("The Mighty")),
    Shot("tutorial-same-two", tutorial_at("Same two!")),
    Shot("tutorial-left-jack", tutorial_at("The left jack")),
    Shot("tutorial-right-jack", tutorial_at("The right jack")),
    Shot("tutorial-free", tutorial_at("Finish the hand")),
    Shot("tutorial-result", tutorial_at("", result=True)),
)
