"""The match in progress survives quitting: autosave, Continue, broken saves, atomic writes."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any

import pytest

from game.napoleon import RuleSet
from game.ui import savegame
from game.ui.app import make_context
from game.ui.context import Context
from game.ui.driver import passive_policy, run_until
from game.ui.driver.napoleon import napoleon_policy
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.match_result import MatchResultScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.table.scene import TableScene
from game.ui.widgets import Button

from .conftest import SIZE


def new_ctx(path: Path, speed: str = "off") -> Context:
    return make_context(Settings(speed=speed), size=SIZE, seed=5, threaded_ai=False, save_path=path)


@pytest.fixture
def save(tmp_path: Path) -> Path:
    return tmp_path / "data" / "match.json"


def start(ctx: Context, level: str = "normal", rounds: int = 3, seed: int = 3) -> TableScene:
    rules = RuleSet.preset("pagat").replace(players=5, rounds=rounds)
    ctx.matches.start(rules, level, seed)
    table = ctx.stack.top
    assert isinstance(table, TableScene)
    return table


def labels(scene: TitleScene) -> list[str]:
    return [w.label for w in scene.focus.widgets if isinstance(w, Button)]


def resume(path: Path, speed: str = "off") -> TableScene:
    """A fresh context (a new launch), the title, Continue."""
    ctx = new_ctx(path, speed)
    title = TitleScene(ctx)
    ctx.stack.push(title)
    title.enter()
    assert labels(title)[0] == "Continue" and title.focus.focus == 0
    assert title.message == ""
    title.continue_match()
    table = ctx.stack.top
    assert isinstance(table, TableScene)
    return table


def same_state(a: TableScene, b: TableScene) -> None:
    assert b.ctl.hand.record() == a.ctl.hand.record()
    assert b.ctl.hand.to_act == a.ctl.hand.to_act
    assert b.session.match.to_json() == a.session.match.to_json()
    assert b.session.match.totals == a.session.match.totals
    assert b.session.names == a.session.names and b.session.level == a.session.level
    assert b.ctl.view() == a.ctl.view()


def finish_hand(t: TableScene) -> None:
    assert run_until(t, lambda: t.result_pushed, passive_policy)


def test_resume_mid_hand_is_identical_and_ai_choices_match(save: Path) -> None:
    t = start(new_ctx(save))
    assert run_until(t, lambda: len(t.ctl.hand.tricks) >= 3 and len(t.ctl.hand.trick) == 2, napoleon_policy)
    assert save.exists()
    t.ctx.matches.autosave()  # as on quit
    r = resume(save, speed="normal")
    same_state(t, r)
    assert [c for _, c in r.overlay] == list(r.shown.trick)  # the trick in play is on the felt
    assert r.dealt == r.rules.cards_per_hand and not r.tweens.busy  # no deal, no glide
    r.ctx.settings.speed = "off"
    assert r.ai_replay_ok() is True
    # Played on with the same human moves, both tables make the same hand: the AI seats
    # decide after the resume exactly as in the uninterrupted game.
    finish_hand(t)
    finish_hand(r)
    assert r.ctl.hand.record() == t.ctl.hand.record()


def test_finished_hands_and_a_hand_in_progress(save: Path) -> None:
    t = start(new_ctx(save))
    for _ in range(2):
        finish_hand(t)
        t.ctx.stack.pop()  # the result scene
        t.next_hand()
    assert run_until(t, lambda: len(t.ctl.hand.actions) >= 12, passive_policy)
    assert t.session.match.hands_played == 2
    r = resume(save)
    same_state(t, r)
    assert r.hand_no == 3 and r.ai_replay_ok() is True
    finish_hand(t)
    finish_hand(r)
    assert r.session.match.to_json() == t.session.match.to_json()


def test_saved_between_hands_resumes_with_the_next_deal(save: Path) -> None:
    t = start(new_ctx(save))
    finish_hand(t)  # counted; the result is up: the save has no hand in progress
    assert json.loads(save.read_text())["hand"] is None
    r = resume(save)
    assert r.session.match.to_json() == t.session.match.to_json()
    assert r.ctl.hand.deal == t.session.match.new_hand().deal


def test_a_finished_match_removes_the_save(save: Path) -> None:
    t = start(new_ctx(save), rounds=1)
    finish_hand(t)
    assert save.exists()  # quitting on the last result: Continue shows the standings
    r_ctx = new_ctx(save)
    title = TitleScene(r_ctx)
    r_ctx.stack.push(title)
    title.continue_match()
    assert isinstance(r_ctx.stack.top, MatchResultScene)
    assert not save.exists()
    t.ctx.stack.pop()
    t.next_hand()  # the final standings
    assert isinstance(t.ctx.stack.top, MatchResultScene)
    assert not save.exists()
    t.update(0.05, [])
    t.ctx.matches.autosave()  # quitting now saves nothing
    assert not save.exists()
    assert "Continue" not in labels(TitleScene(new_ctx(save)))


def test_new_game_asks_before_abandoning_the_save(save: Path) -> None:
    t = start(new_ctx(save), level="random")
    run_until(t, lambda: len(t.ctl.hand.actions) >= 3, passive_policy)
    before = save.read_text()
    ctx = new_ctx(save)
    title = TitleScene(ctx)
    ctx.stack.push(title)
    title.quick_play()
    ask = ctx.stack.top
    assert isinstance(ask, ConfirmScene) and ask.title == "Abandon the match in progress?"
    ask.draw(ctx_screen())
    ask.focus.widgets[0].on_click()  # "Keep it" (first: Enter keeps)
    assert ctx.stack.top is title and save.read_text() == before
    title.quick_play()
    ask = ctx.stack.top
    assert isinstance(ask, ConfirmScene)
    ask.accept()
    assert isinstance(ctx.stack.top, TableScene)
    assert json.loads(save.read_text())["match"]["hands"] == []  # the new match's save


def ctx_screen() -> Any:
    import pygame

    return pygame.display.get_surface()


def _saved(save: Path) -> dict[str, Any]:
    t = start(new_ctx(save), level="random")
    run_until(t, lambda: len(t.ctl.hand.actions) >= 8, passive_policy)
    data: dict[str, Any] = json.loads(save.read_text())
    return data


def _illegal(d: dict[str, Any]) -> None:
    d["hand"]["actions"].append(d["hand"]["actions"][-1])  # the same card twice


def _rules(d: dict[str, Any]) -> None:
    d["match"]["rules"]["players"] = 9


def _version(d: dict[str, Any]) -> None:
    d["version"] = 99


def _level(d: dict[str, Any]) -> None:
    d["level"] = "grandmaster"


def _other_deal(d: dict[str, Any]) -> None:
    d["hand"]["seed"] += 1
    d["hand"].pop("deal")
    d["hand"]["actions"] = []


BROKEN: dict[str, Any] = {
    "not json": b"{ this is not JSON",
    "not text": b"\xff\xfe\x00garbage",
    "not an object": b"[1, 2, 3]",
    "another version": _version,
    "illegal action": _illegal,
    "refused rules": _rules,
    "unknown level": _level,
    "another deal": _other_deal,
}


@pytest.mark.parametrize("kind", list(BROKEN))
def test_a_broken_save_is_kept_aside_with_a_message(save: Path, kind: str) -> None:
    spoil = BROKEN[kind]
    if isinstance(spoil, bytes):
        save.parent.mkdir(parents=True)
        save.write_bytes(spoil)
    else:
        data = _saved(save)
        spoil(data)
        save.write_text(json.dumps(data))
    content = save.read_bytes()
    ctx = new_ctx(save)
    title = TitleScene(ctx)
    ctx.stack.push(title)
    title.enter()
    title.draw(ctx_screen())
    assert title.message.startswith("The saved match could not be loaded: ")
    kept = list(save.parent.glob("match.json.broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert f"It was kept as {kept[0].name}." in title.message
    assert not save.exists()
    assert labels(title)[0] == "New game"
    title.quick_play()  # the game starts normally
    assert isinstance(ctx.stack.top, TableScene)


def test_a_failed_write_leaves_the_old_save_whole(
    save: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    t = start(new_ctx(save), level="random")
    run_until(t, lambda: len(t.ctl.hand.actions) >= 3, passive_policy)
    before = save.read_text()

    def crash(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(OSError):
        savegame.write(save, {"half": "written"})
    with caplog.at_level(logging.WARNING):
        run_until(t, lambda: len(t.ctl.hand.actions) >= 6, passive_policy)  # autosaves fail
    assert save.read_text() == before
    assert list(save.parent.iterdir()) == [save]  # no temp file left behind
    assert sum("cannot save the match" in r.message for r in caplog.records) == 1
    monkeypatch.undo()
    assert savegame.read(save).hand is not None  # still a good save


def test_an_unwritable_folder_warns_and_the_game_goes_on(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / "afile").write_text("not a folder")
    ctx = new_ctx(tmp_path / "afile" / "match.json")
    with caplog.at_level(logging.WARNING):
        t = start(ctx, level="random")
        finish_hand(t)
    assert any("cannot save the match" in r.message for r in caplog.records)
    title = TitleScene(ctx)  # and the title copes too
    assert title.message == "" and labels(title)[0] == "New game"


def test_continue_after_fifty_hands_redoes_only_the_hand_in_progress(tmp_path: Path) -> None:
    """A long match resumes at the cost of one hand: seats live one hand, so Continue redoes
    only the current hand's AI decisions (1,400+ re-sent decisions hung the worker before),
    and the resumed seats go on choosing exactly what the uninterrupted ones choose."""
    from game.ui.aiworker import InlineAI
    from game.ui.table.controller import HandController, MatchSession

    rules = RuleSet.preset("pagat").replace(rounds=60)
    session = MatchSession(rules, 9, "normal", human=None)
    while session.match.hands_played < 52:
        ctl = HandController(session, InlineAI())
        ctl.run_to_end()
        session.match.finish_hand(ctl.hand)
    ctl = HandController(session, InlineAI())
    while len(ctl.hand.actions) < 20:
        ctl.poll()
    path = tmp_path / "match.json"
    savegame.write(path, savegame.snapshot(session.match, ctl.hand, "normal", None, session.names))
    saved = savegame.read(path)
    assert saved.match.hands_played == 52 and saved.hand is not None

    resumed = MatchSession.restore(saved)
    warm = resumed.warm_up(saved.hand, InlineAI())
    assert len(warm) == 20  # this hand's decisions, not the match's (about 1,400)
    assert all(f.result() == a for f, a in warm)
    again = HandController(resumed, InlineAI(), hand=saved.hand)
    ctl.run_to_end()
    again.run_to_end()
    assert again.hand.actions == ctl.hand.actions
