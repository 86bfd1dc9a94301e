"""The UI reaches every registered game the same way: the default game is the first of
``GAME_ENTRIES`` and keeps its choices in the settings' own fields (old settings files load as
they did), every other game in ``Settings.extra[<game>]``; the title and the new-game screen
ask the game's spec (its tutorial, its key options, its presets' words), never a game's name.
A third game, registered here as a copy of Nap under another name, is offered by registering."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.british_nap import NapRules
from game.rules.games import GAME_ENTRIES, GAMES, game_spec
from game.ui.context import Context
from game.ui.game_choice import (
    choices,
    chosen_game,
    default_game,
    game_names,
    game_rules,
    set_game,
)
from game.ui.input import KeyPress
from game.ui.napoleon.tutorial_table import TutorialTable
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import HOUSE_KEY, Settings
from game.ui.widgets import Button, Chooser

THIRD = "nap3"


@pytest.fixture
def third_game() -> Iterator[str]:
    """A third game in the registry (Nap's spec under another name and formats), offering
    Nap's ``peep`` on the new-game screen; gone again after the test."""
    spec = dataclasses.replace(
        game_spec("nap"),
        name=THIRD,
        title="Nap the third",
        record_format="nap3-hand",
        match_format="nap3-match",
        new_game_options=("peep",),
        tutorial=None,  # Nap's lesson is Nap's own
        tutorial_result=None,
    )
    GAMES.add(spec)
    try:
        yield THIRD
    finally:
        del GAMES._specs[THIRD]


def _labels(scene: TitleScene | NewGameScene) -> list[str]:
    return [w.label for w in scene.focus.widgets if isinstance(w, Button | Chooser)]


def _chooser(scene: NewGameScene, label: str) -> Chooser:
    return next(w for w in scene.focus.widgets if isinstance(w, Chooser) and w.label == label)


def test_the_default_game_is_the_first_entry_and_keeps_its_choices_in_the_settings_fields() -> None:
    s = Settings()
    first = GAME_ENTRIES[0]
    assert default_game() == game_names()[0] == chosen_game(s)
    assert first.endswith(":" + "NAPOLEON") and default_game() == "napoleon"
    c = choices(s)
    c.set_preset("bga")
    c.set_players(4)
    c.set_house({"yoromeki": True})
    c.set_rounds(3)
    assert (s.preset, s.players) == ("bga", 4)
    assert s.extra == {HOUSE_KEY: {"bga": {"yoromeki": True, "rounds": 3}}}  # as old files hold them
    assert c.house() == {"yoromeki": True} and c.rounds() == 3 and c.house_count() == 2
    c.set_house({})  # the hands stay a house rule of their own
    assert s.extra == {HOUSE_KEY: {"bga": {"rounds": 3}}}
    c.set_rounds(game_spec("napoleon").presets["bga"].rounds)  # the preset's own: no house rule
    assert s.extra == {HOUSE_KEY: {}} and c.house_count() == 0


def test_an_old_settings_file_plays_the_rules_it_always_did() -> None:
    """A file of the days Napoleon was the only game: no "game" key, the house rules (the
    hands among them) under HOUSE_KEY: the same rules as before, through the same path."""
    s = Settings(preset="pagat", players=4, extra={HOUSE_KEY: {"pagat": {"yoromeki": True, "rounds": 3}}})
    rules, why = game_rules(s)
    assert why == "" and rules is not None
    assert (rules.players, rules.rounds, rules.yoromeki) == (4, 3, True)
    assert choices(s).house_count() == 2


def test_a_third_game_is_offered_and_remembered_by_registering(ctx: Context, third_game: str) -> None:
    s = ctx.settings
    ctx.stack.push(TitleScene(ctx))
    ng = NewGameScene(ctx)
    ctx.stack.push(ng)
    assert game_names()[-1] == third_game and _chooser(ng, "Game").values == game_names()
    ng.set_game(third_game)
    assert s.extra["game"] == third_game and chosen_game(s) == third_game
    ng.set_preset("peep")
    ng.set_players(4)
    ng.set_rounds(3)
    peep = _chooser(ng, game_spec(third_game).option("peep").label_words())  # the spec's key option
    assert peep.values == [None, True, False]
    ng.set_option("peep", False)
    assert s.extra[third_game] == {
        "preset": "peep",
        "players": 4,
        "rounds": 3,
        HOUSE_KEY: {"peep": {"peep": False}},
    }
    assert (s.preset, s.players, HOUSE_KEY in s.extra) == ("pagat", 5, False)  # the default game's, untouched
    rules, why = game_rules(s)
    assert why == "" and isinstance(rules, NapRules)
    assert (rules.players, rules.rounds, rules.peep) == (4, 3, False)
    assert ng.message.endswith("(+ 2 house rules)")
    assert ng.house_button.label == "House rules... (2 changed)"
    set_game(s, "napoleon")
    assert "game" not in s.extra  # the default game: as an old file had it


def test_the_title_offers_the_chosen_game_s_tutorial_else_the_default_game_s(
    ctx: Context, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 39: the Tutorial button vanished after a Nap match; a game with none (Nap before
    issue 36 gave it one) keeps the default game's, named."""
    monkeypatch.setitem(GAMES._specs, "nap", dataclasses.replace(game_spec("nap"), tutorial=None))
    title = TitleScene(ctx)
    ctx.stack.push(title)
    assert "Tutorial" in _labels(title)
    ng = NewGameScene(ctx)
    ctx.stack.push(ng)
    ng.set_game("nap")
    ctx.stack.pop()  # back on the title: the chosen game has no tutorial, Napoleon's is offered
    assert ctx.stack.top is title and "Napoleon tutorial" in _labels(title)
    set_game(ctx.settings, "napoleon")
    title.resume()
    assert "Tutorial" in _labels(title)
    title.update(0.016, [KeyPress("t")])
    assert isinstance(ctx.stack.top, TutorialTable)


@pytest.mark.parametrize(
    ("game", "offered"), [("napoleon", "New to Napoleon?"), ("nap", "New to Nap?"), ("untaught", "")]
)
def test_a_first_start_offers_the_chosen_game_s_tutorial(
    ctx: Context, monkeypatch: pytest.MonkeyPatch, game: str, offered: str
) -> None:
    if game == "untaught":  # a game with no tutorial (Nap before issue 36)
        monkeypatch.setitem(GAMES._specs, "nap", dataclasses.replace(game_spec("nap"), tutorial=None))
        game = "nap"
    ctx.settings.tutorial_offered = False
    set_game(ctx.settings, game)
    ctx.stack.push(TitleScene(ctx))
    top: Any = ctx.stack.top
    assert isinstance(top, ConfirmScene) == bool(offered)
    if offered:
        assert top.title == offered
        assert top.subtitle == game_spec(game).tutorial_about
    assert ctx.settings.tutorial_offered == bool(offered)  # still offered once a game with one is chosen


def test_the_title_counts_and_describes_any_game_s_rules(
    ctx: Context, display: pygame.Surface, third_game: str
) -> None:
    set_game(ctx.settings, third_game)
    choices(ctx.settings).set_rounds(3)
    title = TitleScene(ctx)
    ctx.stack.push(title)
    assert title.quick_play_words() == (
        "Quick play: Nap the third: Nap (minimum bid 2) + 1 house rule, 5 players, normal AI"
    )
    assert title.rules_about() == game_spec(third_game).preset_descriptions["standard"]
    title.draw(display)
    assert "Tutorial" not in _labels(title)


def test_a_key_option_on_the_new_game_screen_drops_the_house_rules_it_fixes(ctx: Context) -> None:
    """Napoleon's spec offers the joker on the new-game screen; turning it off drops the
    second joker (an option the joker fixes), as the rules say it must."""
    assert game_spec("napoleon").new_game_options == ("joker",)
    assert "joker" in game_spec("napoleon").option("jokers").fixed_by
    ctx.stack.push(TitleScene(ctx))
    ng = NewGameScene(ctx)
    ctx.stack.push(ng)
    joker = _chooser(ng, game_spec("napoleon").option("joker").label_words())
    assert joker.values == [None, True, False] and joker.value is None
    choices(ctx.settings).set_house({"joker": True, "jokers": 2, "yoromeki": True})
    ng.set_option("joker", False)
    assert choices(ctx.settings).house() == {"joker": False, "yoromeki": True}
    ng.set_option("joker", None)
    assert choices(ctx.settings).house() == {"yoromeki": True}
    assert ng.house_button.label == "House rules... (1 changed)"
