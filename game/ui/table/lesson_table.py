"""A tutorial: the real table in a tutorial mode, as practice mode rides on it, for any game's
lesson (:mod:`.lesson`).

Everything is the table's own (its panels, drag and click, keys, animations, the engine's
rules); the mode adds the coach marks (:mod:`.coach_marks`), holds every finished trick until
the player goes on (Next, a click or a key), shows the lesson's move ready in the open panel,
and ends on the game's tutorial result scene (``routes.TutorialResult``). The match is the
lesson's (:class:`~game.ui.table.lesson.LessonSession`): never saved, never counted.
"""

from __future__ import annotations

import pygame

from game.rules import Card
from game.rules.card_actions import Discard, Play
from game.rules.i18n import _

from .. import routes
from ..context import Context
from ..input import InputEvent, KeyPress
from . import presenter_base as beats
from .coach_marks import CoachMarks
from .face import preview
from .hints import Hint
from .lesson import LessonSession
from .scene import TableScene
from .stage import sweep_prompt


class LessonTable(TableScene):
    offers_finish = False  # the lesson plays its hand to the end

    def __init__(self, ctx: Context, session: LessonSession) -> None:
        self.coach = session.coach
        super().__init__(ctx, session.rules, session.level, session.seed, session=session)
        self.saving = False  # the player's saved match, if any, stays as it was
        self.marks = CoachMarks(self)
        self._previewed: object | None = None  # the panel the lesson's move was shown in
        self._shown: tuple[bool, int, int] = (False, 0, 0)  # the note on screen, last frame

    def _autosave(self) -> None:
        """Never saved: Continue on the title still resumes the player's own match."""

    # -- the coach --------------------------------------------------------------------------

    @property
    def idle(self) -> bool:
        """The picture has caught up with the hand (a finished trick may be held)."""
        return not self.ctl.steps and (self.hold <= 0 or self.waiting_sweep is not None)

    @property
    def cards_moving(self) -> bool:
        """Cards are still on their way (the coach's note is placed again when they settle)."""
        return self.tweens.busy

    @property
    def coach_visible(self) -> bool:
        """A note is on screen: one read again (Back), or the step of now once it is due."""
        c = self.coach
        if c.shown is None or self.result_pushed:
            return False
        return c.viewing < c.index or (c.due(self.ctl.hand) and self.idle)

    @property
    def can_go_on(self) -> bool:
        """Next does something: a note read again, or a note of now to leave."""
        c = self.coach
        step = c.current
        return self.coach_visible and (c.viewing < c.index or (step is not None and step.reads))

    def coach_next(self) -> None:
        if not self.can_go_on:
            return
        if self.coach.viewing == self.coach.index:
            self.sweep_held_trick()  # the trick talked about goes
        self.coach.next()
        self.dirty = True

    def coach_back(self) -> None:
        self.coach.back()
        self.dirty = True

    def skip(self) -> None:
        self.ctx.router.go(routes.Title())

    def update(self, dt: float, events: list[InputEvent]) -> None:
        self.coach.sync(self.ctl.hand)
        if self.coach_visible:
            self.marks.place()  # the buttons where they are drawn, before they take a click
        rest: list[InputEvent] = []
        for e in events:
            if self.marks.handle(e):
                self.dirty = True
            elif isinstance(e, KeyPress) and e.key in ("enter", "space") and self.can_go_on:
                self.coach_next()  # a note to read: Enter goes on, as Next does
            else:
                rest.append(e)
        super().update(dt, rest)
        self.coach.sync(self.ctl.hand)
        if self.coach.note:
            self.tell(self.coach.note)  # a word on the move made, not a refusal
            self.coach.note = ""
        self._show_lesson_move()
        shown = (self.coach_visible, self.coach.viewing, self.coach.index)
        if shown != self._shown:  # a note appears or goes: drawn now, not at the next move
            self._shown = shown
            self.dirty = True

    def _show_lesson_move(self) -> None:
        """The open panel (a bid, a call) shows the lesson's move ready (the player presses it)."""
        panel = self.panel
        if panel is None or panel is self._previewed or not self.ready:
            return
        action = self.coach.suggestion(self.ctl.hand)
        if action is not None:
            preview(panel, action)
            self._previewed = panel

    def keyboard_cards(self) -> set[Card]:
        """While the lesson asks for a card, the cursor rests on that one (the marked card)."""
        action = self.coach.suggestion(self.ctl.hand) if self.ready else None
        if isinstance(action, Play):
            return {action.card}
        return super().keyboard_cards()

    def show_hint(self) -> None:
        """Hint (H) gives the lesson's move while the lesson asks for one; the Normal AI's,
        as in a match, once the hand has left the story."""
        action = self.coach.suggestion(self.ctl.hand) if self.ready else None
        if action is None:
            super().show_hint()
            return
        if isinstance(action, Discard):
            cards = tuple(a.card for a in self.coach.script if isinstance(a, Discard))
        else:
            card = getattr(action, "card", None)  # a card played or named (a call)
            cards = (card,) if isinstance(card, Card) else ()
        said = _("The lesson's move: the note beside the table says why.")
        self.hint_desk.show(Hint(action, said, cards, len(self.ctl.hand.actions)))

    # -- the table's own, in tutorial mode ---------------------------------------------------

    def perform_beat(self, beat: beats.Beat) -> None:
        """Every finished trick is held (as "wait after each trick" does) so the note about it
        is read with the cards in sight; Next, a click or a key sweeps it."""
        if isinstance(beat, beats.Sweep):
            self.waiting_sweep = beat.winner
            step = self.coach.current
            if step is None or not step.reads:
                self.tell(sweep_prompt(self.shown_done))
            self.dirty = True
            return
        super().perform_beat(beat)

    def _show_result(self) -> None:
        if not self.result_pushed:
            self.result_pushed = True
            self.ctx.router.push(routes.TutorialResult(self))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        if hasattr(self, "marks"):
            self.marks.place()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.marks.draw(surface)
