"""The tutorial at its steps: played headless as a player who follows it, through the table's
real controls (clicks on the panels' buttons, on cards, Next); the tests use it too. Any game's
lesson (:mod:`game.ui.table.lesson_table`): the panel's buttons are found where the panel says
its choices are (``hint_rect``)."""

from __future__ import annotations

from collections.abc import Callable

from game.rules.card_actions import Discard, Play

from .. import routes
from ..context import Context
from ..input import InputEvent, KeyPress, PointerDown, PointerMove, PointerUp
from ..scenes.rules_help import RulesHelpScene
from ..scenes.title import TitleScene
from ..table.lesson_table import LessonTable
from .common import Shot, rules


def _click(pos: tuple[float, float]) -> list[InputEvent]:
    return [PointerMove(pos), PointerDown(pos), PointerUp(pos)]


def lesson_events(t: LessonTable) -> list[InputEvent]:
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
    if isinstance(action, Discard):
        wanted = [a.card for a in t.coach.script if isinstance(a, Discard)]
        for c in wanted:
            if c not in t.selected and c in t.my_cards():
                return _click(t.sprites[c].pos)
        return _click(t.confirm_button.rect.center)
    if isinstance(action, Play):
        return _click(t.sprites[action.card].pos)
    if action is not None and t.panel is not None:  # a bid, a call, a peep: its button
        at = t.panel.hint_rect(action)
        return _click(at.center) if at is not None else []
    return []


def play_lesson(t: LessonTable, until: Callable[[], bool], limit: int = 4000, dt: float = 0.05) -> bool:
    """Follow the lesson until ``until()``; False if it never came."""
    for _ in range(limit):
        if until():
            return True
        t.update(dt, lesson_events(t))
    return until()


def tutorial_at(step_title: str, result: bool = False, game: str | None = None) -> Callable[[Context], None]:
    """A screenshot's build: ``game``'s tutorial (None: the default game's) at the step titled
    ``step_title`` (its English id), or at its result."""

    def build(ctx: Context) -> None:
        ctx.router.go(routes.Tutorial(game))
        t = ctx.stack.top
        assert isinstance(t, LessonTable)

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


def nap_glossary(c: Context) -> None:
    """Nap's glossary, from Nap's rules page (its Glossary button)."""
    c.stack.push(TitleScene(c))
    c.stack.push(RulesHelpScene(c, rules("nap", "peep")))
    top = c.stack.top
    assert top is not None
    top.update(0.0, [KeyPress("g")])


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
    # Nap's (Peep Nap with Misère, four players).
    Shot("nap-tutorial", tutorial_at("Welcome to Nap", game="nap"), players=4),
    Shot("nap-tutorial-others", tutorial_at("The others' bids", game="nap"), players=4),
    Shot("nap-tutorial-peep", tutorial_at("Peep", game="nap"), players=4),
    Shot("nap-tutorial-misere", tutorial_at("Nap and Misère", game="nap"), players=4),
    Shot("nap-tutorial-bid", tutorial_at("Your bid", game="nap"), players=4),
    Shot("nap-tutorial-widow", tutorial_at("The widow", game="nap"), players=4),
    Shot("nap-tutorial-trumps", tutorial_at("Trumps", game="nap"), players=4),
    Shot("nap-tutorial-drawn", tutorial_at("Trumps drawn", game="nap"), players=4),
    Shot("nap-tutorial-lead", tutorial_at("Ben wins the lead", game="nap"), players=4),
    Shot("nap-tutorial-follow", tutorial_at("Following suit", game="nap"), players=4),
    Shot("nap-tutorial-refused", tutorial_at("Follow suit", game="nap"), players=4),
    Shot("nap-tutorial-result", tutorial_at("", result=True, game="nap"), players=4),
    Shot("nap-glossary", nap_glossary),
)
