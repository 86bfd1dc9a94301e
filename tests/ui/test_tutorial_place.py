"""Issue 29 #10: the tutorial's note never covers what its step shows or names: the cards and
the trick it outlines, every seat (their cards and bids), a trick's banner (who won and why),
the trump and called-card box; at 800×600 too, in English and Japanese. Issue 39: nor the
player's hand when the note talks of it (between tricks too), nor a red warning (the player
here makes a wrong move at each step that takes one, as a beginner does)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import routes
from game.ui.app import make_context
from game.ui.input import InputEvent
from game.ui.napoleon.coach_marks import card_rect, talks_of_hand, targets
from game.ui.napoleon.tutorial_table import TutorialTable
from game.ui.settings import Settings
from game.ui.shots.tutorial import _click, lesson_events

pytestmark = pytest.mark.both_languages


def shown_things(t: TutorialTable) -> dict[str, pygame.Rect]:
    step = t.coach.shown
    assert step is not None
    out = {f"{name} (outlined)": r for name, r in zip(step.show, targets(t, step.show), strict=False)}
    for seat in range(t.rules.players):  # every seat's plate, wherever the table draws it
        out[f"seat:{seat} plate"] = t.lay.seats[t.place(seat)].plate
    drawn = getattr(t, "drawn", {})  # and what the table reports it drew: banner, box, seats
    out.update({k: r for k, r in drawn.items() if k.startswith("seat:") or k in ("banner", "contract")})
    for seat, won in enumerate(t.face.cards_won(t)):  # the picture cards a seat has won
        out.update({f"seat:{seat} won {c}": r for c in won if (r := card_rect(t, c)) is not None})
    if talks_of_hand(step):  # the hand the note talks of, every card of it
        out.update({f"your {c}": r for c in t.my_cards() if (r := card_rect(t, c)) is not None})
    if t.message_left > 0 and t.message_error and "message" in t.drawn:
        out[f"the warning {t.message!r}"] = t.drawn["message"]
    return out


def a_wrong_move(t: TutorialTable, made: set[str]) -> list[InputEvent]:
    """Once a step, on the player's turn: the move a beginner gets wrong (Pass when the lesson
    asks for a bid, another card than the one asked for, a card while a note is to be read),
    which the table refuses with a red warning."""
    step = t.coach.shown
    if step is None or step.title in made or not t.ready or t.tweens.busy or t.picking is not None:
        return []
    made.add(step.title)
    if t.panel is not None:
        button = getattr(t.panel, "pass_button", None)
        return _click(button.rect.center) if button is not None else []
    wanted = getattr(t.coach.suggestion(t.ctl.hand), "card", None)
    other = [c for c in t.my_cards() if c != wanted]
    return _click(t.sprites[other[-1]].pos) if other else []


@pytest.mark.parametrize("size", [(800, 600), (1100, 800), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_note_covers_nothing_its_step_shows_or_names(size: tuple[int, int], ui_language: str) -> None:
    screen = pygame.display.set_mode(size)
    try:
        ctx = make_context(Settings(speed="normal"), size=size, seed=5, threaded_ai=False)
        ctx.router.go(routes.Tutorial())
        t = ctx.stack.top
        assert isinstance(t, TutorialTable)
        covered: set[str] = set()
        seen: set[int] = set()
        wrong: set[str] = set()  # the steps a wrong move was made at
        warned = 0
        for _frame in range(6000):
            if t.result_pushed:
                break
            if t.coach_visible:
                t.draw(screen)
                if getattr(t.marks, "hidden", False):  # waiting for the banner or warning to go
                    assert "banner" in t.drawn or (t.message_left > 0 and t.message_error)
                    t.update(0.05, lesson_events(t))
                    continue  # the table reports what it shows; the note is placed over it
                seen.add(t.coach.viewing)
                warned += t.message_left > 0 and t.message_error
                for name, r in shown_things(t).items():
                    if t.marks.rect.colliderect(r):
                        covered.add(f"step {t.coach.viewing + 1}: {name}")
            t.update(0.05, a_wrong_move(t, wrong) or lesson_events(t))
        assert t.result_pushed and len(seen) == len(t.coach.steps)
        assert warned and len(wrong) >= 5  # the warnings were on screen with the note
        assert not covered, sorted(covered)
    finally:
        pygame.display.set_mode((1280, 720))
