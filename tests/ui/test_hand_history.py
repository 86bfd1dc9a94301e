"""Past hands (issue 30): the kept hands listed newest first with their date, game, rules,
contract, result and the player's chips; opened in the replay (with the coach where the game
has one), exported where the screen says, opened by a file dropped on the window; a damaged or
foreign file has its own line and reason. Reached from the title and from a hand's result."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.ai.british_nap.coach import Budget as NapBudget
from game.ai.napoleon.coach import Budget
from game.napoleon import NapoleonHand, RuleSet
from game.rules.games import GAMES
from game.ui import routes
from game.ui.app import App, make_context
from game.ui.context import Context
from game.ui.driver import run_until
from game.ui.hand_archive import HandArchive
from game.ui.input import FileDrop, KeyPress, PointerDown, PointerUp, Wheel
from game.ui.scenes.hand_history import HandHistoryScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings

from ..rules.helpers import play_randomly
from .conftest import SIZE, make_table

pytestmark = pytest.mark.both_languages

NAMES = ["You", "Aki", "Ben", "Cai", "Dee"]


def napoleon(seed: int, preset: str = "pagat") -> NapoleonHand:
    hand = NapoleonHand.new(RuleSet.preset(preset), seed, 0)
    play_randomly(hand, random.Random(seed))
    return hand


def nap(seed: int) -> Any:
    spec = GAMES["nap"]
    hand = spec.new_hand(spec.presets[next(iter(spec.presets))], seed, 0)
    rng = random.Random(seed)
    while not hand.is_over:
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


def context(tmp_path: Path) -> Context:
    return make_context(
        Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False, save_path=tmp_path / "match.json"
    )


def history(ctx: Context, tmp_path: Path) -> HandHistoryScene:
    scene = HandHistoryScene(ctx, exports=tmp_path / "exports")
    scene.coach_budgets = {
        "napoleon": Budget(rollouts=20, bid_worlds=4, contract_rollouts=12, min_worlds=2),
        "nap": NapBudget(samples=4, bid_samples=4, nodes=200_000),
    }
    ctx.stack.push(scene)
    return scene


def filled(scene: HandHistoryScene) -> HandHistoryScene:
    frames = 0
    while scene.pending:
        scene.update(0.0, [])
        frames += 1
        assert frames < 1000
    return scene


def keep(ctx: Context, hands: list[Any]) -> HandArchive:
    archive = ctx.matches.archive
    assert archive is not None
    for n, hand in enumerate(hands, 1):
        assert archive.add(hand, "napoleon-77", n, 0, NAMES[: hand.rules.players]) is not None
    return archive


def test_the_title_and_a_results_screen_open_the_past_hands(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    title = TitleScene(ctx)
    ctx.stack.push(title)
    title.handle(KeyPress("h"))
    assert isinstance(ctx.stack.top, HandHistoryScene)
    ctx.stack.top.update(0.0, [KeyPress("escape")])
    assert ctx.stack.top is title
    # from a hand's result
    table = make_table(ctx)
    run_until(table, lambda: table.result_pushed)
    result = ctx.stack.top
    assert type(result).__name__ == "HandResultScene"
    assert result is not None
    result.update(0.0, [KeyPress("h")])
    shown = ctx.stack.top
    assert isinstance(shown, HandHistoryScene)
    filled(shown)
    assert shown.items  # the hand just played is kept, first
    assert shown.archive is not None and shown.archive.open(shown.items[0]).record == table.ctl.hand.record()
    line = shown.line(shown.items[0])
    assert line is not None and not line.error


def test_many_hands_newest_first_with_their_words_and_the_players_chips(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    hands: list[Any] = [napoleon(s) for s in range(1, 30)] + [napoleon(40, "bga"), nap(3)]
    keep(ctx, hands)
    scene = filled(history(ctx, tmp_path))
    assert len(scene.items) == len(hands)
    assert [i.number for i in scene.items] == list(range(len(hands), 0, -1))
    for item, hand in zip(scene.items, reversed(hands), strict=True):
        line = scene.line(item)
        assert line is not None and not line.error, line
        spec = GAMES[hand.game]
        settled = spec.settle(hand)
        chips = 0 if settled is None else settled.payments[0]
        assert line.chips == f"{chips:+d}"
        assert line.game and line.rules and line.contract and line.result and line.when
    nap_line, napoleon_line = scene.line(scene.items[0]), scene.line(scene.items[1])
    assert nap_line is not None and napoleon_line is not None
    assert nap_line.game != napoleon_line.game
    scene.select(1)
    assert scene.can_coach()  # a Napoleon hand
    scene.select(0)
    assert scene.can_coach()  # a Nap hand: Nap's coach reviews it
    scene.select(0)
    # every line drawn, at both ends of the list
    screen = pygame.display.get_surface()
    scene.draw(screen)
    scene.update(0.0, [KeyPress("end")])
    assert scene.selected == len(hands) - 1 and scene.list.offset > 0
    scene.draw(screen)


def test_a_damaged_or_foreign_file_has_its_line_and_reason(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    archive = keep(ctx, [napoleon(1), napoleon(2)])
    folder = archive.folder
    (folder / "20300101-000000-napoleon-9-h001.json").write_bytes(b"{ not json")
    (folder / "20300101-000001-napoleon-9-h002.json").write_text(json.dumps({"format": "chess/1"}))
    (folder / "20300101-000002-napoleon-9-h003.json").write_bytes(b"\xff\xfe" + "{}".encode("utf-16-le"))
    (folder / "20300101-000003-napoleon-9-h004.json").mkdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "20300101-000004-napoleon-9-h005.json")
    scene = filled(history(ctx, tmp_path))
    bad = [scene.line(i) for i in scene.items if i.when.startswith("2030")]
    assert bad and all(line is not None and line.error for line in bad)
    good = [scene.line(i) for i in scene.items if not i.when.startswith("2030")]
    assert len(good) == 2 and all(line is not None and not line.error for line in good)
    scene.draw(pygame.display.get_surface())
    # a damaged line opens nothing; its reason is shown
    assert scene.current() is not None and scene.current().when.startswith("2030")  # type: ignore[union-attr]
    scene.update(0.0, [KeyPress("enter")])
    assert ctx.stack.top is scene
    scene.update(0.0, [KeyPress("e")])
    assert not (tmp_path / "exports").exists()


def test_enter_opens_the_replay_and_c_the_coach_on_the_players_seat(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    hands = [napoleon(4), napoleon(5)]
    keep(ctx, hands)
    scene = filled(history(ctx, tmp_path))
    scene.update(0.0, [KeyPress("down")])
    scene.update(0.0, [KeyPress("enter")])
    replay = ctx.stack.top
    assert isinstance(replay, ReplayScene) and replay.coach is None
    assert len(replay.steps) == len(hands[0].actions) + 1 and replay.raw_names == NAMES
    replay.update(0.0, [KeyPress("escape")])
    assert ctx.stack.top is scene
    scene.update(0.0, [KeyPress("up"), KeyPress("c")])
    review = ctx.stack.top
    assert isinstance(review, ReplayScene) and review.coach is not None
    assert len(review.steps) == len(hands[1].actions) + 1


def test_the_mouse_selects_scrolls_and_opens(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    keep(ctx, [napoleon(s) for s in range(1, 40)])
    scene = filled(history(ctx, tmp_path))
    lr = scene.list.rect
    second = (lr.x + 50.0, lr.y + scene.row_h * 1.5)
    scene.update(0.0, [PointerDown(second), PointerUp(second)])
    assert scene.selected == 1
    scene.update(0.0, [Wheel(-3)])
    assert scene.list.offset > 0
    scene.update(0.0, [Wheel(3)])
    scene.update(0.0, [PointerDown(second, clicks=2)])
    assert isinstance(ctx.stack.top, ReplayScene)


def test_export_writes_a_file_that_opens_again_and_names_its_folder(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    hand = napoleon(6)
    keep(ctx, [hand])
    scene = filled(history(ctx, tmp_path))
    scene.update(0.0, [KeyPress("e"), KeyPress("e")])
    files = sorted((tmp_path / "exports").iterdir())
    assert len(files) == 2  # a second export never replaces the first
    second = next(f for f in files if f.stem.endswith("-2"))
    assert str(tmp_path / "exports") in scene.message and second.name in scene.message
    again = HandArchive(tmp_path / "elsewhere").import_kept(files[0])
    assert again.record == hand.record() and again.seat == 0 and again.names == NAMES


def test_an_export_that_cannot_be_written_says_so_without_an_errno(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    keep(ctx, [napoleon(6)])
    (tmp_path / "exports").write_text("a file where the folder should be")
    scene = filled(history(ctx, tmp_path))
    scene.update(0.0, [KeyPress("e")])
    assert str(tmp_path / "exports") in scene.message and "Errno" not in scene.message
    scene.draw(pygame.display.get_surface())


def test_a_file_dropped_on_the_window_opens_from_any_screen(tmp_path: Path, display: pygame.Surface) -> None:
    ctx = context(tmp_path)
    hand = napoleon(8)
    source = tmp_path / "from a friend.json"
    HandArchive(tmp_path / "x").export(hand, source)
    app = App(ctx, display)
    ctx.router.push(routes.Title())
    app.step(0.0, [pygame.event.Event(pygame.DROPFILE, file=str(source))])
    replay = ctx.stack.top
    assert isinstance(replay, ReplayScene) and len(replay.steps) == len(hand.actions) + 1
    replay.update(0.0, [KeyPress("escape")])
    listed = ctx.stack.top
    assert isinstance(listed, HandHistoryScene) and len(listed.items) == 1  # kept in the list
    # dropped again, on the list: opened, not kept twice
    app.step(0.0, [pygame.event.Event(pygame.DROPFILE, file=str(source))])
    assert isinstance(ctx.stack.top, ReplayScene)
    ctx.stack.top.update(0.0, [KeyPress("escape")])
    assert len(listed.items) == 1
    # a file that is not a hand: the reason, and nothing opens
    junk = tmp_path / "photo.jpg"
    junk.write_bytes(b"\xff\xd8\xff\xe0" + bytes(100))
    app.step(0.0, [pygame.event.Event(pygame.DROPFILE, file=str(junk))])
    assert ctx.stack.top is listed and "photo.jpg" in listed.message
    app.step(0.0, [pygame.event.Event(pygame.DROPFILE, file=str(tmp_path))])  # a folder
    assert ctx.stack.top is listed and listed.message


def test_the_drop_event_is_translated() -> None:
    from game.ui.input import Translator

    event = pygame.event.Event(pygame.DROPFILE, file="/tmp/hand.json")
    assert Translator().translate(event, 0) == FileDrop("/tmp/hand.json")


def test_an_empty_list_and_a_session_that_keeps_nothing(tmp_path: Path) -> None:
    ctx = context(tmp_path)
    scene = filled(history(ctx, tmp_path))
    assert scene.items == []
    scene.update(0.0, [KeyPress("enter"), KeyPress("c"), KeyPress("e"), KeyPress("down")])
    assert ctx.stack.top is scene
    scene.draw(pygame.display.get_surface())
    bare = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    nothing = HandHistoryScene(bare)
    bare.stack.push(nothing)
    assert nothing.archive is None and nothing.items == []
    nothing.draw(pygame.display.get_surface())


def test_a_file_dropped_during_a_hand_opens_over_the_table_and_back_returns(
    tmp_path: Path, display: pygame.Surface
) -> None:
    ctx = context(tmp_path)
    source = tmp_path / "hand.json"
    HandArchive(tmp_path / "x").export(napoleon(9), source)
    app = App(ctx, display)
    table = make_table(ctx)
    run_until(table, lambda: len(table.ctl.hand.actions) >= 3)
    actions = len(table.ctl.hand.actions)
    app.step(0.0, [pygame.event.Event(pygame.DROPFILE, file=str(source))])
    assert isinstance(ctx.stack.top, ReplayScene)
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")])
    assert isinstance(ctx.stack.top, HandHistoryScene)
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")])
    assert ctx.stack.top is table and len(table.ctl.hand.actions) == actions
    run_until(table, lambda: len(table.ctl.hand.actions) > actions)  # the hand goes on


def test_c_reviews_a_nap_hand_with_nap_s_coach(tmp_path: Path) -> None:
    """Past hands' C opens a Nap hand's review: Nap's coach on the player's seat, with Nap's
    words, the verdicts those of the coach itself."""
    from game.ai.british_nap.coach import evaluate
    from game.ui.british_nap import coach_words

    ctx = context(tmp_path)
    hand = nap(3)
    keep(ctx, [hand])
    scene = filled(history(ctx, tmp_path))
    assert scene.can_coach()
    scene.update(0.0, [KeyPress("c")])
    review = ctx.stack.top
    assert isinstance(review, ReplayScene) and review.coach is not None
    assert review.coach.words is coach_words
    review.update(0.0, [])  # inline in tests: done at once
    record = hand.record()
    assert review.coach.verdicts == evaluate(record, 0, record["seed"], scene.coach_budgets["nap"])
    review.draw(pygame.display.get_surface())
