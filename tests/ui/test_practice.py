"""Practice mode: Undo takes back the human's last action and the AI's after it, the AI then
chooses exactly as before when the same action is made again; every hand can be shown face
up; practice hands stay out of the statistics and the save says it is practice."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.napoleon import RuleSet
from game.ui import savegame
from game.ui.app import make_context
from game.ui.context import Context
from game.ui.driver import passive_policy, run_until
from game.ui.driver.napoleon import napoleon_policy
from game.ui.input import KeyPress
from game.ui.scenes.newgame import NewGameScene
from game.ui.settings import Settings
from game.ui.table.scene import TableScene
from game.ui.widgets import Chooser

from .conftest import SIZE


def practice_table(ctx: Context, level: str = "normal", seed: int = 3, players: int = 5) -> TableScene:
    rules = RuleSet.preset("pagat").replace(players=players, rounds=2)
    ctx.matches.start(rules, level, seed, practice=True)
    table = ctx.stack.top
    assert isinstance(table, TableScene) and table.practice is not None
    return table


def new_ctx(tmp_path: Path) -> Context:
    return make_context(
        Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False, save_path=tmp_path / "m.json"
    )


def human_actions(t: TableScene) -> int:
    from game.ui.table.undo import undo_point

    n, hand = 0, t.ctl.hand
    while undo_point(t.session, hand) is not None:
        n += 1
        k = undo_point(t.session, hand)
        assert k is not None
        hand = t.session.match.spec.replay({**hand.record(), "actions": hand.record()["actions"][:k]})
    return n


def small_hard_seats(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard seats at a tenth of their budget: the same kind of search and the same state to
    take back on an undo, ten times quicker (a whole hand of Hard twice took 26 s)."""
    from game.ai.napoleon import hard
    from game.ai.napoleon import seats as napoleon_seats

    real = napoleon_seats.make_napoleon_seat

    def make(level: str, seed: int = 0) -> object:
        if level != "hard":
            return real(level, seed)
        return hard.HardSeat(seed, rollouts=24, bid_worlds=4, contract_rollouts=16)

    monkeypatch.setattr(napoleon_seats, "make_napoleon_seat", make)


@pytest.mark.parametrize(
    ("level", "policy"), [("normal", passive_policy), ("easy", napoleon_policy), ("hard", passive_policy)]
)
def test_undo_then_the_same_action_gives_the_same_ai_choices(
    tmp_path: Path, level: str, policy: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    small_hard_seats(monkeypatch)
    # The hand played straight through: the reference.
    ref = practice_table(new_ctx(tmp_path / "a"), level)
    assert run_until(ref, lambda: ref.ctl.hand.is_over, policy)  # type: ignore[arg-type]
    played = ref.ctl.hand.record()["actions"]
    # The same hand, an undo in the middle of the play, the same action again.
    t = practice_table(new_ctx(tmp_path / "b"), level)
    assert run_until(t, lambda: t.ready and len(t.ctl.hand.tricks) >= 4, policy)  # type: ignore[arg-type]
    before = t.ctl.hand.record()["actions"]
    assert before == played[: len(before)]
    t.update(0.0, [KeyPress("u")])
    after = t.ctl.hand.record()["actions"]
    assert len(after) < len(before) and after == before[: len(after)]
    assert t.ctl.human_to_act and t.ctl.hand.to_act == t.session.human
    # exactly the state of the engine at that point
    fresh = t.session.match.spec.replay({**t.ctl.hand.record(), "actions": after})
    assert fresh.view(t.session.human) == t.ctl.view()
    assert t.practice is not None and t.practice.undone == len(before) - len(after)
    # the human's previous decision before it, once more
    t.update(0.0, [KeyPress("u")])
    earlier = t.ctl.hand.record()["actions"]
    assert len(earlier) < len(after) and t.ctl.human_to_act
    assert run_until(t, lambda: t.ctl.hand.is_over, policy)  # type: ignore[arg-type]
    assert t.ctl.hand.record()["actions"] == played  # the AI chose as before, every time


def test_nothing_to_take_back_before_the_first_decision(ctx: Context) -> None:
    t = practice_table(ctx)
    assert run_until(t, lambda: t.ready, napoleon_policy)
    n = len(t.ctl.hand.actions)
    t.update(0.0, [KeyPress("u")])
    if human_actions(t) == 0:
        assert len(t.ctl.hand.actions) == n and "Nothing to take back" in t.message


def test_all_hands_face_up_and_the_mark(ctx: Context, display: pygame.Surface) -> None:
    t = practice_table(ctx)
    assert run_until(t, lambda: t.ready and len(t.ctl.hand.tricks) >= 1, napoleon_policy)
    t.draw(display)
    t.update(0.0, [KeyPress("v")])
    assert t.practice is not None and t.practice.all_hands
    t.draw(display)
    assert any(b.label == "Undo" for b in t.practice.buttons)


def test_practice_hands_are_marked_in_the_save_and_kept_out_of_the_statistics(tmp_path: Path) -> None:
    ctx = new_ctx(tmp_path)
    t = practice_table(ctx)
    ctx.matches.autosave()
    saved = savegame.read(tmp_path / "m.json")
    assert saved.practice
    assert run_until(t, lambda: t.result_pushed, passive_policy)
    # a match that is not practice is counted as before
    ctx2 = new_ctx(tmp_path / "plain")
    rules = RuleSet.preset("pagat").replace(players=5, rounds=2)
    ctx2.matches.start(rules, "normal", 3)
    t2 = ctx2.stack.top
    assert isinstance(t2, TableScene) and t2.practice is None
    assert run_until(t2, lambda: t2.result_pushed, passive_policy)
    assert count_hands(ctx2) == 1 and count_hands(ctx) == 0


def count_hands(ctx: Context) -> int:
    stats = ctx.matches.stats
    assert stats is not None
    return int(stats.summary().hands)


def test_practice_is_chosen_on_the_new_game_screen(tmp_path: Path) -> None:
    ctx = new_ctx(tmp_path)
    new = NewGameScene(ctx)
    ctx.stack.push(new)
    practice = next(w for w in new.focus.widgets if isinstance(w, Chooser) and w.label == "Practice")
    assert practice.value is False  # off by default
    practice.step(1)
    new.start()
    t = ctx.stack.top
    assert isinstance(t, TableScene) and t.session.practice and t.practice is not None
