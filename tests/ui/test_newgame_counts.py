"""Issue 39 item 15: the new-game screen's player count and its description agree. A preset
of another count than the last brings its own ("After a 4-player preset, Players stays at 4
under Pagat's '5 players'"), and at a count that is not the preset's own the line under the
choices says what the rules deal there ("a 2-player Hattori game deals face-up piles its
description does not mention")."""

from __future__ import annotations

import pytest

from game.napoleon import RuleSet
from game.napoleon.help import describe_rules
from game.ui.context import Context
from game.ui.game_choice import game_players, set_game, set_game_players
from game.ui.scenes.newgame import NewGameScene
from game.ui.widgets import Chooser


def new_game(ctx: Context, game: str = "napoleon") -> NewGameScene:
    set_game(ctx.settings, game)
    scene = NewGameScene(ctx)
    ctx.stack.push(scene)
    return scene


def players_shown(scene: NewGameScene) -> int:
    chooser = next(w for w in scene.focus.widgets if isinstance(w, Chooser) and w.label == "Players")
    value: int = chooser.values[chooser.index]
    return value


def test_a_preset_of_another_count_brings_its_own(ctx: Context) -> None:
    scene = new_game(ctx)
    scene.set_preset("hattori-4p")
    assert game_players(ctx.settings) == 4 == players_shown(scene)
    scene.set_preset("pagat")
    assert game_players(ctx.settings) == 5 == players_shown(scene)
    assert "5 players" in scene.message  # Pagat's own description, true at its own count


def test_between_presets_of_one_count_the_count_chosen_stays(ctx: Context) -> None:
    scene = new_game(ctx)
    scene.set_players(4)
    scene.set_preset("bga")  # 5 players, as Pagat's: the player's 4 stays
    assert game_players(ctx.settings) == 4
    nap = new_game(ctx, "nap")
    nap.set_players(3)
    nap.set_preset("peep")  # every Nap preset is of one count
    assert game_players(ctx.settings) == 3


@pytest.mark.parametrize("language", ["en", "ja"])
def test_at_another_count_the_line_says_what_is_dealt(ctx: Context, language: str) -> None:
    ctx.apply_language(language)
    scene = new_game(ctx)
    scene.set_preset("hattori-4p")
    own = scene.message
    assert "13" in own  # its own description, at its own 4 players: 13 cards each
    scene.set_players(2)
    face_up = {"en": "the 1st and 3rd card face up", "ja": "1枚目と3枚目が表向き"}[language]
    assert face_up in scene.message and "13" not in scene.message, scene.message
    scene.set_preset("pagat")
    scene.set_players(3)
    assert "16 cards each" in scene.message or "16枚" in scene.message, scene.message
    scene.set_preset("hattori-4p")
    scene.set_players(4)
    assert scene.message == own


def test_the_rules_help_names_the_two_player_piles_face_up() -> None:
    rules = RuleSet.preset("hattori-4p").replace(players=2)
    deal = next(s for s in describe_rules(rules, "hattori-4p") if s.heading == "THE DEAL")
    assert "face up" in " ".join(deal.lines), deal.lines


def test_a_preset_allows_the_count_it_brings(ctx: Context) -> None:
    """Sanity of the data the rule reads: each preset's own count is one it can play."""
    scene = new_game(ctx)
    for preset in ("pagat", "hattori-4p", "khopesh", "1885"):
        scene.set_preset(preset)
        set_game_players(ctx.settings, game_players(ctx.settings))
        assert scene.start_button.enabled, scene.message
