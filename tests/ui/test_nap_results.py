"""Nap's hand result shares Napoleon's buttons (game.ui.scenes.result_base): Replay (R),
Scoreboard (S, or a click) and Next hand (Enter)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.british_nap.results import NapHandResultScene
from game.ui.context import Context
from game.ui.input import KeyPress
from game.ui.napoleon.results import HandResultScene
from game.ui.scenes.result_base import HandResultBase
from game.ui.scenes.scoreboard import ScoreboardScene, score_rows

from .conftest import SIZE
from .helpers import click
from .test_nap_table import nap_table, play_hand_by_input

pytestmark = pytest.mark.both_languages


def test_both_hand_results_share_one_base() -> None:
    assert issubclass(HandResultScene, HandResultBase) and issubclass(NapHandResultScene, HandResultBase)


def test_the_nap_result_opens_the_scoreboard_by_key_and_by_click(ctx: Context) -> None:
    table = nap_table(ctx, "standard", players=4, seed=5)
    for _ in range(3):  # a hand thrown in deals again: play until one is scored
        play_hand_by_input(table)
        if table.result_pushed:
            break
    result = ctx.stack.top
    assert isinstance(result, NapHandResultScene)
    result.layout(SIZE)
    labels = [b.label for b in result.buttons]
    assert all(labels) and len(set(labels)) == 5
    # The five buttons (Past hands and the coach's Review my hand too) sit inside the box, none
    # over another.
    rects = [b.rect for b in result.buttons]
    assert all(result.box.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    result.draw(pygame.Surface(SIZE))
    result.handle(KeyPress("s"))
    board = ctx.stack.top
    assert isinstance(board, ScoreboardScene)
    board.draw(pygame.Surface(SIZE))
    _names, rows, totals = score_rows(table.session)
    assert len(rows) == 1 and totals == list(table.session.match.totals)
    board.update(0.0, [KeyPress("x")])  # any key closes it
    assert ctx.stack.top is result
    result.layout(SIZE)
    click(result, result.scores.rect.center)
    assert isinstance(ctx.stack.top, ScoreboardScene)
    ctx.stack.pop()
    result.handle(KeyPress("enter"))  # Next hand
    assert ctx.stack.top is table


def test_the_result_says_the_tricks_taken_and_the_tricks_the_bid_needed(ctx: Context) -> None:
    """Not "won 5 of the 4 tricks needed": the tricks taken, then what the bid needed."""
    import dataclasses

    from game.rules.i18n import current_language

    table = nap_table(ctx, "standard", players=4, seed=5)
    for _ in range(3):
        play_hand_by_input(table)
        if table.result_pushed:
            break
    result = ctx.stack.top
    assert isinstance(result, NapHandResultScene)
    result.result = dataclasses.replace(result.result, bid=4, tricks_won=5, made=True)
    said = result.detail()
    assert "5" in said and "4" in said
    if current_language() == "en":
        assert said.startswith("took 5 tricks; the bid needed 4"), said
    else:
        assert said.startswith("5トリック獲得（宣言は4トリック）"), said


def test_the_new_game_screen_shows_a_nap_preset_s_description(ctx: Context) -> None:
    from game.british_nap.rules import NAP_PRESET_DESCRIPTIONS
    from game.rules.i18n import _
    from game.ui.game_choice import set_game_preset
    from game.ui.scenes.newgame import NewGameScene

    scene = NewGameScene(ctx)
    ctx.stack.push(scene)
    scene.set_game("nap")
    for preset in ("standard", "seven-card"):
        set_game_preset(ctx.settings, preset)
        scene.check()
        assert scene.message == _(NAP_PRESET_DESCRIPTIONS[preset])


def scored_result(ctx: Context) -> NapHandResultScene:
    table = nap_table(ctx, "standard", players=4, seed=5)
    for _ in range(3):  # a hand thrown in deals again: play until one is scored
        play_hand_by_input(table)
        if table.result_pushed:
            break
    result = ctx.stack.top
    assert isinstance(result, NapHandResultScene)
    return result


def test_the_headline_says_whose_bid_it_was(ctx: Context) -> None:
    """Issue 39: 「2 成功」 said nothing of whose bid: the bidder (you, or a seat by its name)
    and the bid, made or failed, in each language."""
    import dataclasses

    from game.british_nap import bid_name
    from game.ui.table.controller import seat_names

    result = scored_result(ctx)
    names = seat_names(result.table.session.names)
    for bidder in range(len(names)):
        for made in (True, False):
            result.result = dataclasses.replace(result.result, bidder=bidder, bid=2, made=made)
            said = result.headline()
            assert names[bidder] in said and bid_name(2) in said, said


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 720), (1920, 1080)], ids=str)
def test_the_buttons_labels_keep_off_their_edges(
    ctx: Context, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Issue 39: the Japanese labels touched their buttons' edges. Each label, as drawn, keeps
    a margin of a quarter of the button's height on each side, at every window size."""
    from game.ui import theme

    result = scored_result(ctx)
    result.layout(size)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.text

    def spy(surface: pygame.Surface, s: str, *args: object, **kwargs: object) -> pygame.Rect:
        r = real(surface, s, *args, **kwargs)  # type: ignore[arg-type]
        drawn.append((s, r))
        return r

    monkeypatch.setattr(theme, "text", spy)
    result.draw(pygame.Surface(size))
    for b in result.buttons:
        label = next(r for s, r in drawn if b.rect.contains(r) and b.label.startswith(s.rstrip("…")))
        margin = max(6, b.rect.h // 4)
        assert label.left - b.rect.left >= margin and b.rect.right - label.right >= margin, (
            b.label,
            label,
            b.rect,
        )
