"""Issue 36 item 2: Nap's tutorial, as Napoleon's is taught. Its story holds in the engine (the
others bid, the player peeps and bids, the widow, the first lead makes trumps and draws them,
a refused card explained, a made bid settled); it is played to its result with the table's real
controls in English and Japanese; Nap and Misère are explained where the panel shows them;
its notes obey the placement rule; it is offered on the title when Nap is chosen; it is never
saved nor counted."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.british_nap import PEEP, NapBid, NapHand, NapRules, replay_nap
from game.rules import Card
from game.rules.card_actions import PASS, Discard, Play
from game.rules.games import game_spec
from game.rules.i18n import _, as_sentence, set_language
from game.ui import routes
from game.ui import settings as settings_mod
from game.ui.app import make_context
from game.ui.british_nap.tutorial import NapTutorialTable
from game.ui.british_nap.tutorial_lesson import (
    DEALER,
    HANDS,
    LESSON,
    MORE_NOTE,
    PRESET,
    RULES,
    SCORING_TEXT,
    SCRIPT,
    STEPS,
    TRIED,
    WIDOW,
    deal,
)
from game.ui.british_nap.tutorial_result import NapTutorialResultScene
from game.ui.context import Context
from game.ui.driver import run_until
from game.ui.game_choice import set_game
from game.ui.input import InputEvent, KeyPress
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.shots.tutorial import lesson_events, play_lesson
from game.ui.statistics import StatsStore
from game.ui.table.coach_marks import step_targets
from game.ui.table.scene import TableScene

from .conftest import SIZE
from .helpers import click
from .test_tutorial_place import a_wrong_move, shown_things

C = Card.parse


def start(ctx: Context) -> NapTutorialTable:
    ctx.router.go(routes.Tutorial("nap"))
    t = ctx.stack.top
    assert isinstance(t, NapTutorialTable)
    return t


def at_step(t: NapTutorialTable, title: str) -> None:
    assert play_lesson(
        t, lambda: t.coach_visible and t.coach.shown is not None and t.coach.shown.title == title
    )


def test_the_lesson_is_peep_nap_with_misere_as_the_about_line_says() -> None:
    assert NapRules.preset(PRESET).replace(players=4, misere=True, rounds=1) == RULES
    assert RULES.peep and RULES.widow_size == 1
    about = game_spec("nap").tutorial_about
    assert "Peep Nap" in about and "Misère" in about and "four players" in about


def test_the_script_tells_the_story_in_the_engine() -> None:
    hand = deal(RULES, 0, DEALER)
    assert [tuple(h) for h in hand.hands] == list(HANDS) and tuple(hand.widow) == WIDOW
    for i, action in enumerate(SCRIPT):
        if action == SCRIPT[22]:  # the refused card, tried first: the engine says why
            assert TRIED not in hand.legal_actions()
            assert hand.why_illegal(TRIED) == "you must follow suit: you hold ♣"
        assert action in hand.legal_actions(), (i, action)
        hand.apply(action)
    assert hand.is_over and hand.result is not None
    # the others bid before the player (a pass, a peep, bids), then the player peeps and bids
    assert SCRIPT[:6] == (PASS, PEEP, NapBid(2), NapBid(3), PEEP, NapBid(4))
    assert hand.peepers == [2, 0] and C("♠K") in {c for t in hand.tricks for c in t.cards}
    # the first lead makes spades trumps and draws every other spade
    first = hand.tricks[0]
    assert hand.trump is not None and hand.trump.symbol == "♠" and first.cards[0] == C("♠A")
    assert all(c.suit == first.cards[0].suit for c in first.cards)
    assert [t.winner for t in hand.tricks] == [0, 0, 1, 0, 0]  # a loser given up to Ben
    r = hand.result
    assert (r.bidder, r.bid, r.tricks_won, r.made) == (0, 4, 4, True)
    assert r.payments == (11, -4, -5, -4) and r.pools_after == (0, 2)  # the peeps stay in the pool
    # the record replays (the prepared pack is kept as it is, with no seed to check it against)
    assert replay_nap(hand.record()).result == r
    # each step asking for a move asks for the human's, at its point of the story
    replay = deal(RULES, 0, DEALER)
    for i, action in enumerate(SCRIPT):
        asks = [s for s in STEPS if s.does and s.at <= i < s.at + s.does]
        assert bool(asks) == (replay.to_act == 0), i
        replay.apply(action)
    tried = [s for s in STEPS if s.tries is not None]
    assert [(s.at, s.tries) for s in tried] == [(22, TRIED)]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_tutorial_is_played_to_its_end_with_the_real_controls(language: str) -> None:
    set_language(language)
    ctx = make_context(Settings(speed="off", language=language), size=SIZE, seed=5, threaded_ai=False)
    t = start(ctx)
    seen: list[str] = []
    refused: list[str] = []

    def look() -> bool:
        step = t.coach.shown
        if t.coach_visible and step is not None and (not seen or seen[-1] != step.title):
            seen.append(step.title)
            if step.title == "Follow suit":  # the note after the tried card: the engine's reason
                refused.append(t.message if t.message_left > 0 and t.message_error else "")
        return t.result_pushed

    assert play_lesson(t, look)
    assert seen == [s.title for s in STEPS]
    assert [str(a) for a in t.ctl.hand.actions] == [str(a) for a in SCRIPT]
    assert refused == [as_sentence(_("you must follow suit: you hold {suit}").format(suit="♣"))]
    assert t.coach.finished
    top = ctx.stack.top
    assert isinstance(top, NapTutorialResultScene)
    top.draw(pygame.display.get_surface())
    top.update(0.0, [KeyPress("escape")])  # the menu, as on every hand's result
    assert isinstance(ctx.stack.top, PauseScene)
    ctx.stack.top.update(0.0, [KeyPress("escape")])
    assert ctx.stack.top is top
    top.update(0.0, [KeyPress("t")])  # the title
    assert isinstance(ctx.stack.top, TitleScene)


def test_nap_and_misere_are_explained_where_the_panel_shows_them(ctx: Context) -> None:
    t = start(ctx)
    at_step(t, "Nap and Misère")
    panel = t.panel
    assert panel is not None
    step = t.coach.shown
    assert step is not None and set(step.marks) == {NapBid(5), NapBid("misere")}
    outlined = step_targets(t, step)
    for bid in step.marks:  # each outlined where the panel shows it, and enabled
        rect = panel.hint_rect(bid)
        assert rect is not None and rect in outlined
        assert bid in t.ctl.hand.legal_actions()
    for language in ("en", "ja"):
        set_language(language)
        words = _(step.text)
        assert _("Nap") in words and _("Misère") in words


def test_the_widow_and_the_pools_are_outlined_where_the_table_drew_them(
    ctx: Context, display: pygame.Surface
) -> None:
    """Nap's face says where it drew the widow and the pools; a note names them, and keeps
    clear of the pools when it can."""
    t = start(ctx)
    for title, name in (("Peep Nap", "widow"), ("The others' bids", "pools")):
        at_step(t, title)
        t.draw(display)
        step = t.coach.shown
        assert step is not None and name in step.show and name in t.drawn
        assert t.drawn[name] in step_targets(t, step)
        assert not t.marks.rect.colliderect(t.drawn[name])


def test_a_move_off_the_lesson_is_refused_and_the_tried_card_is_the_engines_to_refuse(ctx: Context) -> None:
    t = start(ctx)
    at_step(t, "Following suit")
    t.tweens.finish_all()
    t.update(0.016, [])
    assert t.cursor_card() == C("♠K")  # the keyboard rests on the card to try
    n = len(t.ctl.hand.actions)
    click(t, t.sprites[C("♣A")].pos)  # the legal card, before the try: the lesson's word
    assert len(t.ctl.hand.actions) == n and "First try" in t.message and t.message_error
    t.tweens.finish_all()
    t.update(0.0, [KeyPress("right")])  # the keyboard walks to the marked card alone
    assert t.cursor_card() == C("♠K")
    t.update(0.0, [KeyPress("enter")])  # the ♠K, by the keyboard: the engine refuses it
    assert len(t.ctl.hand.actions) == n
    assert t.message == "You must follow suit: you hold ♣." and t.message_error
    t.update(0.016, [])
    assert t.coach.current is not None and t.coach.current.title == "Follow suit"
    assert t.coach.suggestion(t.ctl.hand) == Play(C("♣A"))


def test_hint_gives_the_lessons_move(ctx: Context) -> None:
    t = start(ctx)
    at_step(t, "Peep")
    t.update(0.0, [KeyPress("h")])
    assert t.hint is not None and t.hint.action == PEEP
    at_step(t, "Your bid")
    t.update(0.0, [KeyPress("h")])
    assert t.hint is not None and t.hint.action == NapBid(4)
    at_step(t, "The widow")
    t.update(0.0, [KeyPress("h")])
    assert t.hint is not None and t.hint.action == Discard(C("♣3")) and t.hint.cards == (C("♣3"),)


@pytest.mark.both_languages
@pytest.mark.parametrize("size", [(800, 600), (1100, 800), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_note_covers_nothing_its_step_shows_or_names(size: tuple[int, int], ui_language: str) -> None:
    """The placement rule of Napoleon's tutorial (test_tutorial_place), over Nap's lesson: a
    wrong move at each step that takes one, as a beginner makes."""
    screen = pygame.display.set_mode(size)
    try:
        ctx = make_context(Settings(speed="normal"), size=size, seed=5, threaded_ai=False)
        t = start(ctx)
        covered: set[str] = set()
        seen: set[int] = set()
        wrong: set[str] = set()
        warned = 0
        for _frame in range(6000):
            if t.result_pushed:
                break
            if t.coach_visible:
                t.draw(screen)
                if t.marks.hidden:  # waiting for the banner or warning to go
                    assert "banner" in t.drawn or (t.message_left > 0 and t.message_error)
                    t.update(0.05, lesson_events(t))
                    continue
                seen.add(t.coach.viewing)
                warned += t.message_left > 0 and t.message_error
                for name, r in shown_things(t).items():
                    if t.marks.rect.colliderect(r):
                        covered.add(f"step {t.coach.viewing + 1}: {name}")
            events: list[InputEvent] = a_wrong_move(t, wrong) or lesson_events(t)
            t.update(0.05, events)
        assert t.result_pushed and len(seen) == len(t.coach.steps)
        assert warned and len(wrong) >= 5
        assert not covered, sorted(covered)
    finally:
        pygame.display.set_mode(SIZE)


def test_every_note_is_translated() -> None:
    set_language("ja")
    try:
        texts = [m for s in STEPS for m in (s.title, s.text)] + [SCORING_TEXT, MORE_NOTE]
        texts.append(game_spec("nap").tutorial_about)
        untranslated = [m for m in texts if _(m) == m]
        assert not untranslated, untranslated
    finally:
        set_language("en")


def test_the_title_offers_nap_its_own_tutorial_when_nap_is_chosen(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    loaded = settings_mod.load_checked(path)  # a first start, Nap chosen
    set_game(loaded.settings, "nap")
    ctx = make_context(loaded.settings, size=SIZE, seed=5, threaded_ai=False, settings_path=path)
    ctx.router.go(routes.Title())
    offer = ctx.stack.top
    assert isinstance(offer, ConfirmScene)
    assert offer.subtitle == game_spec("nap").tutorial_about
    offer.update(0.0, [KeyPress("enter")])
    assert isinstance(ctx.stack.top, NapTutorialTable)
    again = make_context(settings_mod.load(path), size=SIZE, seed=5, threaded_ai=False, settings_path=path)
    assert json.loads(path.read_text(encoding="utf-8"))["tutorial_offered"] is True
    set_game(again.settings, "nap")
    title = TitleScene(again)
    again.stack.push(title)
    assert title.tutorial_game() == "nap" and title.tutorial_shown == "Tutorial"
    title.update(0.0, [KeyPress("t")])
    assert isinstance(again.stack.top, NapTutorialTable)


def test_the_nap_tutorial_is_neither_saved_nor_counted(tmp_path: Path) -> None:
    ctx = make_context(
        Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False, save_path=tmp_path / "m.json"
    )
    ctx.matches.start(NapRules.preset("standard").replace(players=4), "random", 3)  # a Nap match, saved
    table = ctx.stack.top
    assert isinstance(table, TableScene)
    run_until(table, lambda: len(table.ctl.hand.actions) >= 6)
    ctx.matches.autosave()
    saved = (tmp_path / "m.json").read_bytes()
    t = start(ctx)
    assert play_lesson(t, lambda: t.result_pushed)
    assert isinstance(t.ctl.hand, NapHand) and t.ctl.hand.is_over and t.session.match.hands_played == 1
    ctx.matches.autosave()  # as on quitting
    assert (tmp_path / "m.json").read_bytes() == saved
    assert StatsStore(tmp_path / "statistics.sqlite3").summary().hands == 0
    assert not (tmp_path / "hands").exists() or not list((tmp_path / "hands").iterdir())


def test_the_lesson_is_the_spec_s_and_the_shots_take_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.ui import shots

    assert game_spec("nap").tutorial == "game.ui.british_nap.tutorial:NapTutorialTable"
    assert LESSON.steps == STEPS
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the other UI tests keep the display
    names = ["nap-tutorial-refused", "nap-tutorial-result", "nap-glossary"]
    assert shots.main([str(tmp_path), *names, "--size", "800x600", "--language", "en"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"{n}-800x600.png" for n in names)
