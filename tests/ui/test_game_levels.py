"""Issue 36 item 4: each game keeps its own AI level and per-seat levels, beside its preset and
player count; an old settings file loads exactly as before into Napoleon's (the default
game's); the new-game screen and the AI seats offer only the chosen game's levels. A third game
whose levels differ ("novice", "simple": the tests' Whist, :mod:`tests.whist`, registered for the
test session) plays too; before, the levels were one list shared by every game, and such a game
crashed the new-game screen."""

from __future__ import annotations

import json
import logging
import random
from pathlib import Path

import pygame
import pytest

from game.rules import Match
from game.rules.games import game_spec
from game.ui import savegame
from game.ui import settings as settings_mod
from game.ui.context import Context
from game.ui.driver import passive_policy, run_until
from game.ui.game_choice import choices, chosen_game, set_game
from game.ui.input import KeyPress, Resize
from game.ui.scenes.ai_seats import AISeatsScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.table.controller import MatchSession
from game.ui.table.scene import TableScene
from game.ui.widgets import Chooser
from tests.whist.rules import WhistRules
from tests.whist.seats import LEVELS
from tests.whist.spec import NAME as WHIST

from .test_fuzz import KEYS, _random_event

pytestmark = pytest.mark.both_languages


@pytest.fixture
def whist() -> str:
    """The tests' third game, registered for the session (before any context is made)."""
    return WHIST


def chooser(scene: NewGameScene | AISeatsScene, label: str) -> Chooser:
    found = [w for w in scene.focus.widgets if isinstance(w, Chooser) and w.label == label]
    assert found, [getattr(w, "label", "") for w in scene.focus.widgets]
    return found[0]


def level_chooser(scene: NewGameScene) -> Chooser:
    """The new-game screen's AI level (found by its values: its label is in the language shown)."""
    found = [w for w in scene.focus.widgets if isinstance(w, Chooser) and "simple" in w.values]
    found = found or [w for w in scene.focus.widgets if isinstance(w, Chooser) and "hard" in w.values]
    assert len(found) == 1, [getattr(w, "label", "") for w in scene.focus.widgets]
    return found[0]


def seat_choosers(scene: AISeatsScene) -> list[Chooser]:
    return [w for w in scene.focus.widgets if isinstance(w, Chooser) and w.values != scene_paces()]


def scene_paces() -> list[str]:
    return list(settings_mod.PACES)


def new_game(ctx: Context, game: str) -> NewGameScene:
    ctx.stack.push(TitleScene(ctx))
    scene = NewGameScene(ctx)
    ctx.stack.push(scene)
    scene.set_game(game)
    return scene


def test_each_game_keeps_its_own_level_and_seat_levels() -> None:
    s = Settings()
    napoleon, nap = choices(s, "napoleon"), choices(s, "nap")
    napoleon.set_level("hard")
    napoleon.set_seat_level(2, "random")
    nap.set_level("easy")
    nap.set_seat_level(1, "hard")
    assert (s.level, s.seat_levels) == ("hard", ["", "random"])  # Napoleon's: the settings' fields
    assert s.extra["nap"] == {"level": "easy", "seat_levels": ["hard"]}
    assert napoleon.ai_levels(5) == {1: "hard", 2: "random", 3: "hard", 4: "hard"}
    assert nap.ai_levels(3) == {1: "hard", 2: "easy"}
    nap.set_level("normal")  # every Nap seat at one level; Napoleon's untouched
    assert nap.ai_levels(6) is None and nap.level() == "normal"
    assert napoleon.level() == "hard" and napoleon.seat_level(2) == "random"


def test_an_old_settings_file_loads_exactly_as_before_into_napoleon_s(tmp_path: Path) -> None:
    """A file of the days the levels were shared: its level and seat levels are Napoleon's, as
    the settings' own fields were; Nap, which never kept any, starts at its default."""
    path = tmp_path / "settings.json"
    old = {
        "preset": "bga",
        "players": 4,
        "level": "hard",
        "seat_levels": ["", "easy", "random"],
        "extra": {"house_rules": {"bga": {"rounds": 3}}, "game": "nap", "nap": {"preset": "peep"}},
    }
    path.write_text(json.dumps(old), encoding="utf-8")
    s = settings_mod.load(path)
    assert (s.preset, s.players, s.level, s.seat_levels) == ("bga", 4, "hard", ["", "easy", "random"])
    assert s.extra == old["extra"]  # nothing added, nothing dropped
    napoleon = choices(s, "napoleon")
    assert napoleon.level() == "hard"
    assert napoleon.ai_levels(4) == {1: "hard", 2: "easy", 3: "random"}
    assert chosen_game(s) == "nap" and choices(s).level() == "normal" and choices(s).ai_levels(5) is None
    settings_mod.save(s, path)
    assert settings_mod.load(path) == s


def test_a_level_a_game_does_not_have_falls_back_one_by_one(
    tmp_path: Path, whist: str, caplog: pytest.LogCaptureFixture
) -> None:
    """Each bad level is replaced on its own (the game's level for a seat, the game's default
    for the game's level), a list longer than the game's AI seats is cut, and each is logged."""
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "level": "simple",  # Whist's, not Napoleon's
                "seat_levels": ["hard", "genius", "", None, "easy", "random", "hard"],  # 7: five AI seats
                "extra": {
                    "nap": {"level": "novice", "seat_levels": ["hard", 3, "easy"], "players": 9},
                    whist: {"level": "hard", "seat_levels": ["simple", "normal", "novice"]},
                },
            }
        ),
        encoding="utf-8",
    )
    with caplog.at_level(logging.WARNING):
        loaded = settings_mod.load_checked(path)
    s = loaded.settings
    assert loaded.problem == ""  # the rest of the file is good: no alarm on the title
    assert (s.level, s.seat_levels) == ("normal", ["hard", "", "", "", "easy"])
    assert choices(s, "napoleon").ai_levels(6) == {
        1: "hard",
        2: "normal",
        3: "normal",
        4: "normal",
        5: "easy",
    }
    assert s.extra["nap"] == {"level": "normal", "seat_levels": ["hard", "", "easy"]}  # count dropped
    assert choices(s, "nap").players() == 5  # its preset's own
    assert s.extra[whist] == {"level": "novice", "seat_levels": ["simple", "", "novice"]}
    for said in ("'simple'", "'genius'", "None", "7 seat levels", "nap: AI level 'novice'", "3", "'normal'"):
        assert said in caplog.text, said
    assert "whist: AI level 'hard' is not one of novice, simple; using 'novice'" in caplog.text


def test_the_accessors_never_hand_out_a_level_the_game_does_not_have(whist: str) -> None:
    """Settings made in code (never loaded): the game's choices still read only its levels."""
    s = Settings(level="genius", seat_levels=["simple", "hard"])
    s.extra[whist] = {"level": "hard", "seat_levels": ["normal", "simple", 4]}
    assert choices(s, "napoleon").level() == "normal"
    assert choices(s, "napoleon").seat_levels() == ["", "hard"]
    assert choices(s, whist).level() == "novice"
    assert choices(s, whist).ai_levels(5) == {1: "novice", 2: "simple", 3: "novice", 4: "novice"}
    s.extra[whist] = "garbage"
    assert choices(s, whist).level() == "novice" and choices(s, whist).ai_levels(4) is None


def test_the_new_game_screen_and_the_seats_offer_only_the_chosen_game_s_levels(
    whist: str, ctx: Context, display: pygame.Surface
) -> None:
    """Switching games back and forth never changes another game's level (before, a game
    without the level chosen took its first, and Napoleon came back at "random")."""
    s = ctx.settings
    s.level, s.seat_levels = "hard", ["", "", "easy"]  # Napoleon's, in the settings' own fields
    ng = new_game(ctx, whist)
    assert level_chooser(ng).values == list(LEVELS)
    ng.draw(display)
    ng.update(0.0, [KeyPress("a")])  # the AI seats
    seats = ctx.stack.top
    assert isinstance(seats, AISeatsScene)
    assert [c.values for c in seat_choosers(seats)] == [list(LEVELS)] * 3  # Whist's four players
    seats.draw(display)
    seats.update(0.0, [KeyPress("escape")])
    for game in ("napoleon", whist, "nap", "napoleon", whist):
        ng.set_game(game)
        ng.draw(display)
        levels = list(game_spec(game).levels)
        assert level_chooser(ng).values == levels
        ng.update(0.0, [KeyPress("a")])
        seats = ctx.stack.top
        assert isinstance(seats, AISeatsScene)
        assert all(c.values == levels for c in seat_choosers(seats))
        seats.update(0.0, [KeyPress("escape")])
    assert (s.level, s.seat_levels) == ("hard", ["", "", "easy"])  # Napoleon's, untouched
    assert choices(s, "nap").level() == "normal"
    assert choices(s, whist).level() == "novice"


def test_a_third_game_starts_from_the_new_game_screen_with_its_seats_own_levels(
    whist: str, ctx: Context
) -> None:
    ng = new_game(ctx, whist)
    ng.set_players(4)
    level_chooser(ng).step(1)  # novice -> simple: every seat
    ng.update(0.0, [KeyPress("a")])
    seats = ctx.stack.top
    assert isinstance(seats, AISeatsScene)
    seat_choosers(seats)[1].step(1)  # the second AI seat: simple -> novice
    seats.update(0.0, [KeyPress("escape")])
    ng.resume()
    assert ctx.settings.extra[whist]["seat_levels"] == ["", "novice"]
    ng.start()
    table = ctx.stack.top
    assert isinstance(table, TableScene) and isinstance(table.rules, WhistRules)
    session = table.session
    assert session.match.game == whist
    assert (session.level, session.levels) == ("simple", {1: "simple", 2: "novice", 3: "simple"})
    assert {s: seat.name for s, seat in session.seats.items()} == {1: "simple", 2: "novice", 3: "simple"}
    assert run_until(table, lambda: table.result_pushed, passive_policy)  # a whole hand: no crash
    # Its save (after its first hand) names its own levels, and loads (they were checked
    # against Napoleon's).
    assert session.match.hands_played == 1
    data = savegame.snapshot(session.match, None, session.level, 0, session.names, session.levels)
    saved = savegame.parse(json.loads(json.dumps(data)))
    assert (saved.level, saved.levels) == ("simple", {1: "simple", 2: "novice", 3: "simple"})
    assert MatchSession.restore(saved).levels == session.levels
    with pytest.raises(savegame.SaveError, match="novice, simple"):
        savegame.parse({**data, "levels": {"1": "hard"}})
    # Back to Napoleon: its choices are its own, the third game's still there.
    set_game(ctx.settings, "napoleon")
    assert (ctx.settings.level, ctx.settings.seat_levels) == ("normal", [])
    assert choices(ctx.settings, whist).ai_levels(4) == {1: "simple", 2: "novice", 3: "simple"}
    assert choices(ctx.settings, whist).players() == 4


def test_a_napoleon_save_still_refuses_a_level_it_does_not_have() -> None:
    match = Match(next(iter(choices(Settings(), "napoleon").spec.presets.values())), 3)
    data = savegame.snapshot(match, None, "normal", 0, ["a", "b", "c", "d", "e"])
    assert savegame.parse(data).level == "normal"
    with pytest.raises(savegame.SaveError, match="random, easy, normal, hard"):
        savegame.parse({**data, "level": "simple"})


def test_random_events_on_the_new_game_screen_with_three_games_never_raise(
    whist: str, ctx: Context, display: pygame.Surface
) -> None:
    """The new-game screen, its AI seats and the table it starts, under random input, with a
    game whose levels differ and seats of their own in every game."""
    rng = random.Random("three games")
    for game, level in (("napoleon", "hard"), ("nap", "easy"), (whist, "simple")):
        choices(ctx.settings, game).set_seat_level(2, level)
    ng = new_game(ctx, whist)
    for i in range(1500):
        top = ctx.stack.top
        if top is None or ctx.quit_requested or isinstance(top, TableScene | TitleScene):
            ctx.quit_requested = False
            ctx.stack.scenes.clear()
            ng = new_game(ctx, rng.choice(["napoleon", "nap", whist]))
            top = ng
        e = _random_event(rng, ctx.size, [*KEYS, "a"])
        if isinstance(e, Resize):
            continue
        top.update(rng.choice((0.0, 0.016, 0.05)), [e])
        if i % 50 == 0:
            for s in ctx.stack.visible():
                s.draw(display)
        for game in ("napoleon", "nap", whist):
            c = choices(ctx.settings, game)
            assert c.level() in c.spec.levels and all(lv in c.spec.levels for lv in c.seat_levels() if lv)


@pytest.mark.english_text
def test_the_self_test_plays_each_game_at_a_level_it_has(
    whist: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--self-test`` plays every registered game: the third game's hand at its own levels
    (before, every game's AI was asked for Napoleon's "normal" and the table's "random")."""
    from game.__main__ import parse_args
    from game.ui.aiworker import ENV
    from game.ui.selftest import play_every_game

    monkeypatch.setenv(ENV, "inline")  # Whist is registered in this process only
    play_every_game(parse_args(["--seed", "2"]))
    out = capsys.readouterr().out
    assert f"self-test: {whist}: the table played a hand" in out
    assert f"self-test: {whist}: hand played" in out, out
