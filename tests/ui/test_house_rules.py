"""The house rules editor: every option has a row, changes go through the engine, conflicts are
refused with the engine's message, and the match starts with the edited rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.napoleon import PRESETS, RuleSet
from game.napoleon.help import OPTION_HELP
from game.napoleon.options import OPTION_NAMES, Scoring
from game.ui import settings as settings_mod
from game.ui.context import Context
from game.ui.house_settings import rules_from_settings
from game.ui.input import KeyPress, PointerDown, PointerMove, PointerUp, Wheel
from game.ui.scenes.house_rules import HouseRulesScene, choices, show
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.scenes.title import TitleScene
from game.ui.table.scene import TableScene


def _editor(ctx: Context, preset: str = "pagat") -> tuple[NewGameScene, HouseRulesScene]:
    ctx.settings.preset = preset
    ctx.settings.players = PRESETS[preset].players
    ctx.stack.push(TitleScene(ctx))
    ng = NewGameScene(ctx)
    ctx.stack.push(ng)
    ng.update(0.016, [KeyPress("h")])  # the "House rules…" button's key
    ed = ctx.stack.top
    assert isinstance(ed, HouseRulesScene)
    return ng, ed


def _row(ed: HouseRulesScene, name: str) -> int:
    return next(i for i, r in enumerate(ed.options) if r.name == name)


def _click_control(ed: HouseRulesScene, name: str, right: bool = True) -> None:
    """Scroll the row into view (keyboard focus), then click the control's right (or left) half."""
    ed.focus = _row(ed, name)
    ed.scroll_to_focus()
    c = ed._control_rect(ed.options[ed.focus])
    pos = (c.right - 8 if right else c.x + 8, c.centery)
    assert ed.list_rect.collidepoint(pos)
    ed.update(0.016, [PointerMove(pos), PointerDown(pos), PointerUp(pos)])


def test_every_option_has_a_row_with_help_and_a_value(ctx: Context) -> None:
    _, ed = _editor(ctx)
    names = [r.name for r in ed.options]
    assert sorted(names) == sorted(OPTION_NAMES) and len(names) == len(set(names))
    for r in ed.options:
        assert r.name is not None and r.help_lines and OPTION_HELP[r.name]
        value = getattr(ed.rules, r.name)
        assert value in choices(r.name, ed.rules)
        assert show(r.name, value, ed.rules)
    # Every group heading precedes its rows, and each group has at least one row.
    headings = [r.title for r in ed.rows if r.name is None]
    assert headings[:6] == [
        "Players & deck",
        "Bidding",
        "Call & exchange",
        "Tricks & special cards",
        "Joker",
        "Scoring & match",
    ]


def test_toggling_a_bool_changes_the_rules_and_marks_the_row(ctx: Context, display: object) -> None:
    ng, ed = _editor(ctx)
    assert not ed.rules.yoromeki and ed.changed_options() == []
    _click_control(ed, "yoromeki")
    assert ed.rules.yoromeki and ed.changed_options() == ["yoromeki"]
    assert ed.error == ""
    assert ng.current_rules() == ed.rules  # the new-game scene follows every change
    ed.draw(display)  # type: ignore[arg-type]
    _click_control(ed, "yoromeki")  # a bool toggles wherever it is clicked
    assert not ed.rules.yoromeki
    # Keyboard: Enter on a focused row steps it; left/right step enums both ways.
    ed.focus = _row(ed, "suit_order")
    ed.update(0.016, [KeyPress("right")])
    assert str(ed.rules.suit_order) != "bridge"
    ed.update(0.016, [KeyPress("left")])
    assert str(ed.rules.suit_order) == "bridge"


def test_conflict_is_refused_with_the_engines_message(ctx: Context, display: object) -> None:
    _, ed = _editor(ctx, "bga")  # min_bid 8: hard scoring (bid - 10) is impossible
    before = ed.rules
    ed.focus = _row(ed, "scoring")
    for _ in range(len(Scoring)):
        ed.update(0.016, [KeyPress("right")])
        if ed.error:
            break
    assert ed.rules.scoring != Scoring.HARD
    assert "Scoring" in ed.error and "Minimum bid" in ed.error
    assert {"scoring", "min_bid"} <= ed.error_options
    assert ed.rules.min_bid == before.min_bid
    ed.draw(display)  # type: ignore[arg-type]  # the message and the outlines draw
    # The next press skips the refused value; a valid change clears the message.
    ed.update(0.016, [KeyPress("right")])
    assert ed.error == "" and ed.rules.scoring != Scoring.HARD


def test_blind_dealt_out_with_five_players_is_refused(ctx: Context) -> None:
    _, ed = _editor(ctx)
    before = ed.rules
    _click_control(ed, "blind_deal_out")
    assert ed.rules == before and not ed.rules.blind_deal_out
    assert "Blind dealt out" in ed.error and "Players" in ed.error
    assert {"blind_deal_out", "players"} <= ed.error_options


def test_reset_to_preset(ctx: Context) -> None:
    _, ed = _editor(ctx)
    _click_control(ed, "reverse_jack")
    _click_control(ed, "tens_score")
    assert len(ed.changed_options()) == 2
    ed.update(0.016, [KeyPress("r")])
    assert ed.rules == PRESETS["pagat"] and ed.changed_options() == []


def test_start_from_the_editor_uses_the_edited_rules(ctx: Context, tmp_path: Path) -> None:
    ctx.settings_path = tmp_path / "settings.json"
    _, ed = _editor(ctx)
    _click_control(ed, "yoromeki")
    _click_control(ed, "rounds")  # 5 -> 6 hands
    ed.focus = _row(ed, "joker")
    ed.update(0.016, [KeyPress("enter")])
    assert ed.rules.joker_count == 1
    edited = ed.rules
    ed.update(0.016, [KeyPress("s")])  # Start match
    table = ctx.stack.top
    assert isinstance(table, TableScene)
    assert table.rules == edited and table.ctl.hand.rules == edited
    assert table.ctl.hand.rules.yoromeki and table.ctl.hand.rules.rounds == 6
    # Remembered: the saved settings rebuild the same rules (quick play uses them too).
    back = settings_mod.load(ctx.settings_path)
    assert rules_from_settings(back)[0] == edited


def test_scrolling_by_wheel_drag_and_keys(ctx: Context) -> None:
    _, ed = _editor(ctx)
    assert ed.scroll == 0
    ed.update(0.016, [Wheel(-2)])
    assert ed.scroll > 0
    ed.update(0.016, [KeyPress("home")])
    assert ed.focus == 0 and ed.scroll == 0
    lr = ed.list_rect
    start = (lr.x + 40, lr.bottom - 20)
    ed.update(0.016, [PointerDown(start)])
    ed.update(0.016, [PointerMove((start[0], start[1] - 150), (True, False, False))])
    ed.update(0.016, [PointerUp((start[0], start[1] - 150))])
    assert abs(ed.scroll - 150) < 1 and ed.rules == PRESETS["pagat"]  # a drag changes nothing
    ed.update(0.016, [KeyPress("end")])
    last = ed.options[-1]
    assert ed.focus == len(ed.options) - 1
    assert ed.scroll <= last.top and last.top + last.height <= ed.scroll + lr.h + 1
    ed.update(0.016, [KeyPress("down")])  # past the last row: the buttons
    assert ed.focus == len(ed.options)
    ed.update(0.016, [KeyPress("escape")])
    assert isinstance(ctx.stack.top, NewGameScene)


def test_rules_help_describes_the_edited_rules(ctx: Context) -> None:
    rules = RuleSet().replace(yoromeki=True, hunting_jacks=True)
    lines = RulesHelpScene(ctx, rules, base="pagat").lines
    text = "\n".join(lines)
    assert "Pagat standard + 2 house rules" in text and "HOUSE RULES" in text
    assert "Hunting jacks: On" in text and "Enchantress" in text


@pytest.mark.parametrize("preset", ["pagat", "bga", "khopesh", "pagat-joker"])
def test_rules_help_explains_play_and_the_chips_a_hand_moves(preset: str) -> None:
    from game.napoleon.scoring import settle
    from game.rules import Suit
    from game.ui.scenes.rules_help import summary

    r = RuleSet.preset(preset)
    text = "\n".join(summary(r))
    for heading in ("THE DEAL", "BIDDING", "NAPOLEON AND THE ADJUTANT", "PLAY", "SPECIAL CARDS", "SCORING"):
        assert heading in text
    points = [0] * r.players
    points[0], points[-1] = r.min_bid, r.total_points - r.min_bid
    made = settle(
        r,
        napoleon=0,
        adjutants=(1,),
        bid=r.min_bid,
        trump=Suit.SPADES,
        called=(),
        points_won=points,
        discard_points=0,
    ).payments
    assert (
        f"Made {r.min_bid} exactly: Napoleon {made[0]:+d}, adjutant {made[1]:+d}, each other player {made[-1]:+d}."
        in text
    )
