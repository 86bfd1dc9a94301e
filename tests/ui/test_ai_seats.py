"""Per-seat AI levels and the AI's thinking time: chosen in the new-game screen and the
options, kept in the settings and the match save (an old save with one level still loads);
the thinking time paces the table without changing any AI choice."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.napoleon import RuleSet
from game.ui import savegame
from game.ui import settings as settings_mod
from game.ui.app import make_context
from game.ui.context import Context
from game.ui.driver import run_until
from game.ui.driver.napoleon import napoleon_policy
from game.ui.game_choice import choices
from game.ui.input import KeyPress
from game.ui.scenes.ai_seats import AISeatsScene, seats_button_words
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.options import OptionsScene
from game.ui.settings import Settings
from game.ui.table.controller import HandController, MatchSession
from game.ui.table.scene import TableScene
from game.ui.widgets import Button, Chooser

from .conftest import SIZE


def test_seat_levels_in_the_settings_round_trip_and_bad_ones_are_dropped(tmp_path: Path) -> None:
    s = Settings(level="normal")
    c = choices(s)  # Napoleon's: the settings' own fields, as before
    assert c.ai_levels(5) is None  # as before: every seat at the one level
    c.set_seat_level(2, "hard")
    c.set_seat_level(4, "random")
    s.ai_pace = "slow"
    assert c.ai_levels(5) == {1: "normal", 2: "hard", 3: "normal", 4: "random"}
    c.set_seat_level(4, "normal")
    assert s.seat_levels == ["", "hard"]
    path = tmp_path / "settings.json"
    settings_mod.save(s, path)
    back = settings_mod.load_checked(path).settings
    assert back.seat_levels == ["", "hard"] and back.ai_pace == "slow"
    data = json.loads(path.read_text())
    path.write_text(json.dumps({**data, "seat_levels": ["genius"], "ai_pace": "ages"}))
    bad = settings_mod.load_checked(path).settings
    assert bad.seat_levels == [] and bad.ai_pace == "instant" and bad.level == "normal"


def chooser(scene: NewGameScene | AISeatsScene | OptionsScene, label: str) -> Chooser:
    found = [w for w in scene.focus.widgets if isinstance(w, Chooser) and w.label == label]
    assert found, [getattr(w, "label", "") for w in scene.focus.widgets]
    return found[0]


def test_new_game_with_a_seat_of_its_own_level_saves_and_resumes_it(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False, save_path=path)
    new = NewGameScene(ctx)
    ctx.stack.push(new)
    new.update(0.0, [KeyPress("a")])  # the AI seats
    seats = ctx.stack.top
    assert isinstance(seats, AISeatsScene)
    assert [w.label for w in seats.focus.widgets if isinstance(w, Chooser)][:4] == [
        "Ben",
        "Chiyo",
        "Dai",
        "Emi",
    ]
    chooser(seats, "Chiyo").step(1)  # normal -> hard
    chooser(seats, "Thinking time").step(1)
    assert ctx.settings.seat_levels == ["", "hard"] and ctx.settings.ai_pace == "normal"
    seats.update(0.0, [KeyPress("escape")])
    assert ctx.stack.top is new
    new.resume()
    button = [w for w in new.focus.widgets if isinstance(w, Button) and w.label.startswith("AI seats")]
    assert button and button[0].label == seats_button_words(ctx.settings) == "AI seats: Chiyo: hard..."
    new.start()
    table = ctx.stack.top
    assert isinstance(table, TableScene)
    assert table.session.levels == {1: "normal", 2: "hard", 3: "normal", 4: "normal"}
    kinds = {s: type(seat).__name__ for s, seat in table.session.seats.items()}
    assert kinds == {1: "HeuristicSeat", 2: "HardSeat", 3: "HeuristicSeat", 4: "HeuristicSeat"}
    ctx.matches.autosave()
    saved = savegame.read(path)
    assert saved.levels == {1: "normal", 2: "hard", 3: "normal", 4: "normal"}
    assert MatchSession.restore(saved).levels == table.session.levels
    # The AI level chooser puts every seat at one level again.
    ctx.settings.seat_levels = ["", "hard"]
    new2 = NewGameScene(ctx)
    chooser(new2, "AI level").step(1)
    assert ctx.settings.seat_levels == [] and choices(ctx.settings).ai_levels(5) is None


def test_an_old_save_with_one_level_still_loads(tmp_path: Path) -> None:
    rules = RuleSet.preset("pagat").replace(players=5)
    session = MatchSession(rules, 4, "easy", human=0)
    data = savegame.snapshot(session.match, session.match.new_hand(), "easy", 0, session.names)
    del data["levels"], data["practice"]  # as the saves before per-seat levels
    saved = savegame.parse(json.loads(json.dumps(data)))
    assert saved.levels is None and not saved.practice
    assert MatchSession.restore(saved).levels == {1: "easy", 2: "easy", 3: "easy", 4: "easy"}
    for bad in ({"0": "easy"}, {"9": "easy"}, {"1": "genius"}, ["easy"]):
        try:
            savegame.parse({**data, "levels": bad})
        except savegame.SaveError:
            continue
        raise AssertionError(bad)


def test_options_offer_the_thinking_time_and_the_seats(ctx: Context, display: pygame.Surface) -> None:
    options = OptionsScene(ctx)
    ctx.stack.push(options)
    chooser(options, "AI thinking time").step(2)
    assert ctx.settings.ai_pace == "slow"
    seats_button = [w for w in options.focus.widgets if isinstance(w, Button) and w.label == "AI seats..."]
    seats_button[0].on_click()
    assert isinstance(ctx.stack.top, AISeatsScene)
    ctx.stack.top.draw(display)


def ai_moves(min_think: float, dt: float) -> tuple[list[object], int]:
    """The AI's actions of a hand nobody sits in, and the polls it took."""
    rules = RuleSet.preset("pagat").replace(players=5)
    ctl = HandController(MatchSession(rules, 8, "normal", human=None))
    ctl.min_think = min_think
    polls = 0
    while not ctl.hand.is_over and polls < 100000:
        ctl.poll(dt)
        polls += 1
    return list(ctl.hand.actions), polls


def test_the_thinking_time_paces_the_moves_but_never_changes_them() -> None:
    fast, fast_polls = ai_moves(0.0, 0.1)
    slow, slow_polls = ai_moves(0.7, 0.1)
    assert fast == slow
    # every move waits at least 0.7 s: 7 polls of 0.1 s a move at least
    assert slow_polls >= 7 * len(slow) > fast_polls


def test_a_table_at_slow_thinking_waits_before_each_ai_move(ctx: Context) -> None:
    ctx.settings.ai_pace = "slow"
    rules = RuleSet.preset("pagat").replace(players=5)
    table = TableScene(ctx, rules, "random", 3, session=MatchSession(rules, 3, "random", human=2))
    ctx.stack.push(table)
    for _ in range(10):
        table.update(0.0, [])
    before = len(table.ctl.hand.actions)
    assert table.ctl.thinking
    for _ in range(14):  # 1.4 s: not yet
        table.update(0.1, [])
    assert len(table.ctl.hand.actions) == before
    for _ in range(4):
        table.update(0.1, [])
    assert len(table.ctl.hand.actions) == before + 1
    assert run_until(table, lambda: table.ready, napoleon_policy)
