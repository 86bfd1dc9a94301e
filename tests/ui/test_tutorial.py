"""The tutorial (issue 15): its story holds in the engine, it is played from start to end with
the table's real controls, the lesson narrows the moves and holds the AI while a note is read,
the coach marks keep clear of what they talk about, every note is translated, the first start
offers it once, and its hand is never saved nor counted."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.napoleon import Play, RuleSet
from game.napoleon.hand import NapoleonHand
from game.rules import Card
from game.rules.i18n import _, set_language
from game.ui import routes
from game.ui import settings as settings_mod
from game.ui.app import make_context
from game.ui.context import Context
from game.ui.driver import run_until
from game.ui.input import KeyPress, PointerDown, PointerMove, PointerUp
from game.ui.napoleon.coach_marks import targets
from game.ui.napoleon.tutorial_lesson import DEAL, DEALER, JOKER_NOTE, RULES, SCORING_TEXT, SCRIPT, STEPS
from game.ui.napoleon.tutorial_result import TutorialResultScene
from game.ui.napoleon.tutorial_table import TutorialTable
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.shots.tutorial import play_lesson
from game.ui.statistics import StatsStore
from game.ui.table.scene import TableScene

from .conftest import SIZE
from .helpers import drag

C = Card.parse


def start(ctx: Context) -> TutorialTable:
    ctx.router.go(routes.Tutorial())
    t = ctx.stack.top
    assert isinstance(t, TutorialTable)
    return t


def at_step(t: TutorialTable, title: str) -> None:
    assert play_lesson(
        t, lambda: t.coach_visible and t.coach.shown is not None and t.coach.shown.title == title
    )


def test_the_script_tells_the_story_in_the_engine() -> None:
    hand = NapoleonHand(RULES, DEAL, DEALER)
    for action in SCRIPT:
        assert action in hand.legal_actions(), (action, len(hand.actions))
        hand.apply(action)
    assert hand.is_over and hand.result is not None
    winners = [(t.winner, t.cards[t.seats.index(t.winner)]) for t in hand.tricks[:5]]
    # a plain first trick (Emi's ♥4 powerless), the Mighty, the same two, the left jack, the right jack
    assert winners == [(1, C("♣A")), (0, C("♠A")), (0, C("♦2")), (3, C("♦J")), (0, C("♥J"))]
    assert C("♥4") in hand.tricks[0].cards
    r = hand.result
    assert (r.napoleon, r.adjutants, r.bid, r.made) == (0, (3,), 13, True)
    assert 13 <= r.taken < 20  # made, and not all 20 (the Siberian rule)
    # each step asking for a move asks for the human's, at its point of the story
    replay = NapoleonHand(RULES, DEAL, DEALER)
    for i, action in enumerate(SCRIPT):
        asks = [s for s in STEPS if s.does and s.at <= i < s.at + s.does]
        assert bool(asks) == (replay.to_act == 0 and i < STEPS[-1].at), i
        replay.apply(action)


def test_the_tutorial_is_played_to_its_end_with_the_real_controls(ctx: Context) -> None:
    t = start(ctx)
    assert not t.ctl.steps or t.ctl.hand.actions == []
    seen: set[str] = set()
    covered: list[str] = []

    def look() -> bool:
        step = t.coach.shown
        if t.coach_visible and step is not None:
            seen.add(step.title)
            t.marks.place()
            for r in targets(t, step.show):
                if t.marks.rect.colliderect(r):
                    covered.append(step.title)
        return t.result_pushed

    # the Mighty is dragged to the table; every other move is a click on the real widgets
    at_step(t, "The Mighty")
    assert t.ready
    drag(t, C("♠A"), t.lay.centre)
    assert t.ctl.hand.actions[-1] == Play(C("♠A"))
    t.update(0.05, [])
    assert C("♠A") in [c for _s, c in t.overlay] and t.waiting_sweep == 0  # held for its note
    assert play_lesson(t, look)
    assert [str(a) for a in t.ctl.hand.actions] == [str(a) for a in SCRIPT]
    assert {s.title for s in STEPS if s.at > 18} <= seen
    assert not covered, f"the coach panel covered what it talks about at {covered}"
    assert t.coach.finished
    top = ctx.stack.top
    assert isinstance(top, TutorialResultScene)
    top.draw(pygame.display.get_surface())
    top.update(0.0, [KeyPress("escape")])  # the menu, as on every hand's result (issue 39)
    assert isinstance(ctx.stack.top, PauseScene)
    ctx.stack.top.update(0.0, [KeyPress("escape")])  # back to the result
    assert ctx.stack.top is top
    top.update(0.0, [KeyPress("t")])  # the title
    assert isinstance(ctx.stack.top, TitleScene)


def test_the_lesson_holds_the_ai_and_narrows_the_moves(ctx: Context) -> None:
    t = start(ctx)
    for _frame in range(100):  # the welcome note is unread: nobody bids
        t.update(0.05, [])
    assert t.ctl.hand.actions == [] and t.coach_visible
    t.update(0.0, [KeyPress("n")])
    assert t.coach.index == 1
    # Back reads the note again; Next comes back to the note of now
    t.update(0.0, [KeyPress("b")])
    assert (t.coach.viewing, t.coach.index) == (0, 1)
    t.update(0.0, [KeyPress("n")])
    assert t.coach.viewing == 1
    at_step(t, "Trick 1")
    # another legal card is refused with the lesson's word, and not played
    t.tweens.finish_all()
    pos = t.sprites[C("♦2")].pos
    t.update(0.016, [PointerMove(pos), PointerDown(pos), PointerUp(pos)])
    assert len(t.ctl.hand.actions) == 9 and "lesson" in t.message
    # the lesson's card goes
    pos = t.sprites[C("♣K")].pos
    t.update(0.016, [PointerMove(pos), PointerDown(pos), PointerUp(pos)])
    assert t.ctl.hand.actions[9] == Play(C("♣K"))


def test_the_last_tricks_take_any_legal_card(ctx: Context) -> None:
    t = start(ctx)
    at_step(t, "Finish the hand")
    assert t.ready
    other = next(a for a in t.ctl.hand.legal_actions() if a != SCRIPT[len(t.ctl.hand.actions)])
    t.update(0.016, [KeyPress("space")])  # Enter/space: nothing to go on from (a move is asked)
    t.tweens.finish_all()
    pos = t.sprites[other.card].pos
    t.update(0.016, [PointerMove(pos), PointerDown(pos), PointerUp(pos)])
    assert t.ctl.hand.actions[-1] == other
    assert "any legal card" in t.message
    # the AI seats now decide on their own (seeded): the hand still ends, on the result
    assert play_lesson(t, lambda: t.result_pushed)
    assert t.ctl.hand.is_over and isinstance(ctx.stack.top, TutorialResultScene)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_coach_keeps_clear_of_the_cards_it_names(size: tuple[int, int]) -> None:
    ctx = make_context(Settings(speed="off"), size=size, seed=5, threaded_ai=False)
    t = start(ctx)
    bad: list[str] = []

    def check() -> bool:
        step = t.coach.shown
        if t.coach_visible and step is not None:
            t.marks.place()
            cards = targets(t, tuple(n for n in step.show if n.startswith("card:") or n in ("trick", "move")))
            if any(t.marks.rect.colliderect(r) for r in cards):
                bad.append(step.title)
            t.draw(pygame.display.get_surface())
        return t.result_pushed

    assert play_lesson(t, check)
    assert not bad, bad


def test_every_note_is_translated() -> None:
    set_language("ja")
    try:
        texts = [m for s in STEPS for m in (s.title, s.text)] + [SCORING_TEXT, JOKER_NOTE]
        untranslated = [m for m in texts if _(m) == m]
        assert not untranslated, untranslated
    finally:
        set_language("en")


def test_the_first_start_offers_the_tutorial_once(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    loaded = settings_mod.load_checked(path)  # no file yet: a first start
    assert not loaded.settings.tutorial_offered
    ctx = make_context(loaded.settings, size=SIZE, seed=5, threaded_ai=False, settings_path=path)
    ctx.router.go(routes.Title())
    offer = ctx.stack.top
    assert isinstance(offer, ConfirmScene)
    assert json.loads(path.read_text(encoding="utf-8"))["tutorial_offered"] is True
    offer.update(0.0, [KeyPress("enter")])  # "Play the tutorial", focused
    assert isinstance(ctx.stack.top, TutorialTable)
    # the next start: no offer, the Tutorial entry stays on the title
    again = make_context(settings_mod.load(path), size=SIZE, seed=5, threaded_ai=False, settings_path=path)
    again.router.go(routes.Title())
    title = again.stack.top
    assert isinstance(title, TitleScene)
    title.update(0.0, [KeyPress("t")])
    assert isinstance(again.stack.top, TutorialTable)
    # an older settings file (no such key) is a player who is not new; a broken one still loads
    path.write_text(json.dumps({"speed": "fast"}), encoding="utf-8")
    assert settings_mod.load(path).tutorial_offered
    path.write_text(json.dumps({"tutorial_offered": "yes"}), encoding="utf-8")
    assert settings_mod.load(path).tutorial_offered is True


def test_tutorial_hands_are_neither_saved_nor_counted(tmp_path: Path) -> None:
    ctx = make_context(
        Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False, save_path=tmp_path / "m.json"
    )
    ctx.matches.start(RuleSet.preset("pagat"), "random", 3)  # a match in progress, saved
    table = ctx.stack.top
    assert isinstance(table, TableScene)
    run_until(table, lambda: len(table.ctl.hand.actions) >= 8)
    ctx.matches.autosave()
    saved = (tmp_path / "m.json").read_bytes()
    t = start(ctx)
    assert play_lesson(t, lambda: t.result_pushed)
    ctx.matches.autosave()  # as on quitting
    assert (tmp_path / "m.json").read_bytes() == saved
    assert StatsStore(tmp_path / "statistics.sqlite3").summary().hands == 0
    assert not (tmp_path / "hands").exists() or not list((tmp_path / "hands").iterdir())


def test_hint_gives_the_lessons_move(ctx: Context) -> None:
    t = start(ctx)
    at_step(t, "The same two")
    t.update(0.0, [KeyPress("h")])
    assert t.hint is not None and t.hint.action == Play(C("♦2")) and t.hint.cards == (C("♦2"),)


def test_the_screenshots_take_the_tutorial(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui import shots

    monkeypatch.setattr(pygame, "quit", lambda: None)  # the other UI tests keep the display
    names = ["tutorial", "tutorial-result", "title-first-start"]
    assert shots.main([str(tmp_path), *names, "--size", "800x600", "--language", "en"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"{n}-800x600.png" for n in names)


def test_the_discards_go_in_either_order_and_the_story_goes_on() -> None:
    from game.napoleon import Discard
    from game.ui.napoleon.tutorial import Coach

    coach = Coach([s for s in STEPS if not s.reads])  # the moves only: no note to read
    hand = NapoleonHand(RULES, DEAL, DEALER)
    for action in SCRIPT[:7]:
        assert coach.refuse(hand, action) is None or hand.to_act != 0
        hand.apply(action)
    assert coach.refuse(hand, Discard(C("♥K"))) is not None  # a card the lesson keeps
    assert coach.refuse(hand, Discard(C("♦9"))) is None
    hand.apply(Discard(C("♦9")))
    assert coach.scripted(hand) == Discard(C("♠7"))
    hand.apply(Discard(C("♠7")))
    assert coach.on_script(hand.actions) and coach.scripted(hand) == SCRIPT[9]
    assert not coach.holds(hand)
