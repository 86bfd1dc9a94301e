"""The house-rules editor over Nap's options: the same scene as Napoleon's, reached from the
new-game screen with Nap chosen, the changes remembered per Nap preset in the settings."""

from __future__ import annotations

import pygame

from game.british_nap import NapRules
from game.british_nap.options import NAP_OPTION_SPECS
from game.ui.context import Context
from game.ui.game_choice import game_house, game_rules
from game.ui.input import KeyPress, PointerDown, PointerMove, PointerUp
from game.ui.scenes.house_rules import HouseRulesScene, choices, show
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.scenes.title import TitleScene
from game.ui.table.scene import TableScene


def _nap_editor(ctx: Context, preset: str = "standard") -> tuple[NewGameScene, HouseRulesScene]:
    ctx.stack.push(TitleScene(ctx))
    ng = NewGameScene(ctx)
    ctx.stack.push(ng)
    ng.set_game("nap")
    ng.set_preset(preset)
    ng.update(0.016, [KeyPress("h")])  # the "House rules…" button's key
    ed = ctx.stack.top
    assert isinstance(ed, HouseRulesScene)
    return ng, ed


def _click(ed: HouseRulesScene, name: str) -> None:
    ed.focus = next(i for i, r in enumerate(ed.options) if r.name == name)
    ed.scroll_to_focus()
    c = ed._control_rect(ed.options[ed.focus])
    pos = (c.right - 8, c.centery)
    ed.update(0.016, [PointerMove(pos), PointerDown(pos), PointerUp(pos)])


def test_every_nap_option_has_a_row(ctx: Context, display: pygame.Surface) -> None:
    _, ed = _nap_editor(ctx)
    assert ed.spec.name == "nap" and ed.rules == NapRules.preset("standard")
    assert [r.name for r in ed.options] == [s.name for s in NAP_OPTION_SPECS]
    assert [r.title for r in ed.rows if r.name is None] == ["Players & deck", "Bidding", "Variants", "Match"]
    for r in ed.options:
        assert r.name is not None and r.help_lines
        value = getattr(ed.rules, r.name)
        assert value in choices(r.name, ed.rules) and show(r.name, value, ed.rules)
    ed.layout(display.get_size())
    ed.draw(display)


def test_nap_changes_are_remembered_per_preset_and_played(ctx: Context) -> None:
    ng, ed = _nap_editor(ctx)
    ed.layout((1280, 720))
    _click(ed, "misere")
    assert ed.rules.misere and ed.changed_options() == ["misere"]
    assert game_house(ctx.settings) == {"misere": True}
    # A refused combination: Blücher needs Wellington; the rules stay and both are outlined.
    assert not ed.apply("blucher", True)
    assert not ed.rules.blucher and {"blucher", "wellington"} <= ed.error_options
    assert "Wellington" in ed.error
    ed.update(0.016, [KeyPress("escape")])
    assert ctx.stack.top is ng
    assert "(1 changed)" in ng.house_button.label and "house rule" in ng.message
    rules, _ = game_rules(ctx.settings)
    assert rules == NapRules.preset("standard").replace(misere=True)
    # Another preset has its own (none); coming back finds the misère again.
    ng.set_preset("peep")
    assert game_house(ctx.settings) == {} and ng.house_button.label == "House rules..."
    ng.set_preset("standard")
    assert game_house(ctx.settings) == {"misere": True}
    # Napoleon's remembered house rules are untouched by Nap's.
    assert "standard" not in ctx.settings.extra.get("house_rules", {})
    ng.start()
    table = ctx.stack.top
    assert isinstance(table, TableScene) and table.rules.misere


def test_nap_editor_reset_summary_and_players(ctx: Context) -> None:
    _, ed = _nap_editor(ctx, "sir-garnet")
    ed.layout((1280, 720))
    assert ed.apply("players", 4) and ed.apply("rounds", 3)
    assert ctx.settings.extra["nap"]["players"] == 4 and ctx.settings.extra["nap"]["rounds"] == 3
    assert set(ed.changed_options()) == {"players", "rounds"}
    ed.summary()
    assert isinstance(ctx.stack.top, RulesHelpScene)
    ctx.stack.pop()
    ed.reset()
    assert ed.rules == NapRules.preset("sir-garnet") and not ed.changed_options()
    assert "rounds" not in ctx.settings.extra["nap"] and ctx.settings.extra["nap"]["players"] == 5
