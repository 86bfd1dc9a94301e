"""Issue 29, the first hour at the table: what a new player met, each through the real input."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.british_nap import NapPhase, NapRules
from game.napoleon import Phase, Play, RuleSet
from game.rules import Card
from game.rules.games import GAMES
from game.ui import routes, theme
from game.ui.app import make_context
from game.ui.context import Context
from game.ui.driver import passive_policy, run_until
from game.ui.driver.nap import nap_policy
from game.ui.driver.napoleon import napoleon_policy
from game.ui.game_choice import game_players, game_rules, set_game, set_game_players
from game.ui.input import KeyPress, PointerDown, PointerMove, PointerUp
from game.ui.napoleon.coach_marks import card_rect
from game.ui.napoleon.tutorial_table import TutorialTable
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.result_base import HandResultBase
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.shots.tutorial import play_lesson
from game.ui.table import draw as table_draw
from game.ui.table.scene import TableScene
from game.ui.widgets import Chooser

from .conftest import SIZE, make_table
from .game_tables import game_table
from .helpers import drag


def nap_at_play(ctx: Context, seed: int = 3) -> TableScene:
    rules = NapRules.preset("standard").replace(players=4)
    t = TableScene(ctx, rules, "random", seed)
    ctx.stack.push(t)
    assert run_until(t, lambda: t.ready and t.shown.phase == NapPhase.PLAY, nap_policy)
    return t


@pytest.mark.parametrize("how", ["click", "drag"])
def test_the_card_just_played_is_not_taken_for_the_one_under_the_pointer(ctx: Context, how: str) -> None:
    """British Nap said "you do not hold ♠5" of the card just played, for several tricks."""
    t = nap_at_play(ctx)
    for _trick in range(3):
        assert run_until(t, lambda: t.ready or t.result_pushed, None)
        if t.result_pushed:
            break
        t.tweens.finish_all()
        t.update(0.016, [])
        c = t.legal_plays()[0].card
        pos = t.sprites[c].pos
        if how == "click":
            for e in (PointerMove(pos), PointerDown(pos), PointerUp(pos)):  # a frame each
                t.update(0.016, [e])
        else:
            drag(t, c, t.lay.centre)
        t.update(0.016, [])
        assert c not in t.my_cards(), t.message
        for _frame in range(400):  # the pointer rests where it was until the next turn
            t.update(0.05, [])
            assert table_draw._hover_tip(t, t.marker_spots) == "", f"the table speaks of {c}, just played"
            if t.ready or t.result_pushed:
                break


@pytest.mark.parametrize("game", list(GAMES))
def test_esc_on_the_hand_result_opens_the_menu_and_never_deals(ctx: Context, game: str) -> None:
    """Esc dealt the next hand, losing this hand's replay and scoreboard (every game's)."""
    t = game_table(ctx, game)
    assert run_until(t, lambda: t.result_pushed, passive_policy)
    for _ in range(20):
        (ctx.stack.top or t).update(0.05, [])
    result = ctx.stack.top
    assert isinstance(result, HandResultBase)
    hands = t.session.match.hands_played
    result.update(0.0, [KeyPress("escape")])
    assert isinstance(ctx.stack.top, PauseScene), "Esc must open the menu"
    assert ctx.stack.scenes[-2] is result and t.session.match.hands_played == hands
    ctx.stack.top.update(0.0, [KeyPress("escape")])  # the menu closes: the result is still up
    assert ctx.stack.top is result
    result.update(0.0, [KeyPress("space")])  # no longer a way on either
    assert ctx.stack.top is result
    result.update(0.0, [KeyPress("n")])  # N goes on, as Enter and the button do
    assert ctx.stack.top is t and not t.result_pushed


def keyboard_turns(t: TableScene, policy: Any, turns: int = 12) -> int:
    """Play ``turns`` of the human's turns to play by the keyboard only: the cursor starts on a
    playable card, → walks only through playable ones, and Enter plays without an error.
    Returns how many of those turns had a card that could not be played."""
    narrowed = 0
    for _turn in range(turns):
        if not run_until(t, lambda: t.result_pushed or (t.ready and t.shown.phase == Phase.PLAY), policy):
            break
        if t.result_pushed:
            break
        t.update(0.016, [])
        ok = {p.card for p in t.legal_plays()}  # the engine says
        mine = t.my_cards()
        narrowed += len(ok) < len(mine)
        assert t.cursor_card() in ok, "the cursor starts on a card that cannot be played"
        seen = set()
        for _ in range(len(mine)):
            t.update(0.0, [KeyPress("right")])
            seen.add(t.cursor_card())
        assert seen == ok, "→ walks through cards that cannot be played"
        before = len(t.ctl.hand.actions)
        t.update(0.0, [KeyPress("enter")])
        refused = t.message_left > 0 and t.message_error
        assert len(t.ctl.hand.actions) == before + 1 and not refused, t.message
    return narrowed


def test_keyboard_focus_only_rests_on_playable_cards(ctx: Context) -> None:
    t = make_table(ctx, seed=4)
    assert keyboard_turns(t, passive_policy) > 0


def test_keyboard_focus_after_continue(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False, save_path=path)
    narrowed = 0
    for seed in range(3, 12):
        ctx.matches.start(RuleSet.preset("pagat").replace(players=5), "normal", seed)
        t = ctx.stack.top
        assert isinstance(t, TableScene)
        assert run_until(
            t, lambda t=t: t.ready and t.shown.phase == Phase.PLAY and len(t.ctl.hand.tricks) >= 2
        )
        ctx.matches.autosave()
        again = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False, save_path=path)
        title = TitleScene(again)
        again.stack.push(title)
        title.continue_match()
        r = again.stack.top
        assert isinstance(r, TableScene)
        narrowed += keyboard_turns(r, passive_policy, turns=1)
    assert narrowed > 0


def test_keyboard_focus_in_the_tutorial_rests_on_the_marked_card(ctx: Context) -> None:
    ctx.router.go(routes.Tutorial())
    t = ctx.stack.top
    assert isinstance(t, TutorialTable)
    assert play_lesson(
        t, lambda: t.coach_visible and t.coach.shown is not None and t.coach.shown.title == "Trick 1"
    )
    t.update(0.016, [])
    wanted = t.coach.suggestion(t.ctl.hand)
    assert isinstance(wanted, Play) and t.cursor_card() == wanted.card
    t.update(0.0, [KeyPress("right")])
    assert t.cursor_card() == wanted.card
    t.update(0.0, [KeyPress("enter")])
    assert t.ctl.hand.actions[-1] == wanted and not (t.message_left > 0 and t.message_error)


@pytest.mark.parametrize(
    ("game", "preset", "players", "expected"),
    [("napoleon", "hattori-4p", 5, 4), ("napoleon", "hattori-4p", 2, 4), ("nap", "reduced-deck", 7, 5)],
)
def test_choosing_a_preset_sets_a_player_count_it_supports(
    ctx: Context, game: str, preset: str, players: int, expected: int
) -> None:
    """The 4-player preset chosen with 5 players showed a red error and a disabled Start."""
    s = ctx.settings
    set_game(s, game)
    set_game_players(s, players)
    scene = NewGameScene(ctx)
    ctx.stack.push(scene)
    scene.set_preset(preset)
    assert game_players(s) == expected
    assert scene.start_button.enabled and scene.message_colour != theme.BAD, scene.message
    chooser = next(w for w in scene.focus.widgets if isinstance(w, Chooser) and w.label == "Players")
    assert expected in chooser.values and all(game_rules_ok(ctx, game, n) for n in chooser.values), (
        "the Players choice offers a count the preset cannot play"
    )


def game_rules_ok(ctx: Context, game: str, n: int) -> bool:
    set_game_players(ctx.settings, n)
    ok = game_rules(ctx.settings)[0] is not None
    return ok


@pytest.mark.parametrize("game", ["napoleon", "nap"])
def test_a_held_trick_is_the_one_the_header_names_and_its_prompt_is_no_error(ctx: Context, game: str) -> None:
    """With "wait after each trick" the header named the next trick while the last one was
    still on the cloth, and "click for the next trick" was drawn in the red error style."""
    ctx.settings.wait_after_trick = True
    t = nap_at_play(ctx) if game == "nap" else make_table(ctx)
    policy = nap_policy if game == "nap" else passive_policy
    for held in range(1, 3):
        assert run_until(t, lambda: t.waiting_sweep is not None, policy)
        assert len(t.shown.tricks) == held
        header = " · ".join(t.face.status_parts(t))
        total = t.rules.hand_size if game == "nap" else t.shown.n_tricks
        assert f"Trick {held}/{total}" in header, header
        assert t.message_left > 0 and t.message == "Click or press a key for the next trick."
        assert not t.message_error, "a prompt to go on is not an error"
        t.update(0.0, [KeyPress("space")])
        assert t.waiting_sweep is None
        t.update(0.05, [])
        assert f"Trick {held + 1}/{total}" in " · ".join(t.face.status_parts(t))


class TextSpy:
    """Every text drawn through theme.text while a scene draws: (text, rect)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.drawn: list[tuple[str, pygame.Rect]] = []
        real = theme.text

        def spy(surface: pygame.Surface, s: str, *args: Any, **kwargs: Any) -> pygame.Rect:
            r = real(surface, s, *args, **kwargs)
            self.drawn.append((s, r))
            return r

        monkeypatch.setattr(theme, "text", spy)

    def rect(self, text: str) -> pygame.Rect:
        return next(r for s, r in self.drawn if s == text)


@pytest.mark.parametrize("size", [(800, 600), (1100, 800), (1280, 800)])
@pytest.mark.parametrize("game", ["napoleon", "nap"])
def test_cards_picked_for_the_exchange_leave_the_instruction_in_sight(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], game: str
) -> None:
    ctx = make_context(Settings(speed="off"), size=size, seed=5, threaded_ai=False)
    if game == "nap":
        t = TableScene(ctx, NapRules.preset("sir-garnet").replace(players=4), "random", 3)
        ctx.stack.push(t)
        assert run_until(t, lambda: t.ready and t.picking is not None, nap_policy)
    else:
        for seed in range(1, 30):  # the first deal where the player becomes Napoleon
            ctx.stack.scenes.clear()
            t = make_table(ctx, seed=seed)
            there = run_until(
                t, lambda t=t: (t.ready and t.shown.phase == Phase.EXCHANGE) or t.ctl.hand.is_over
            )
            if there and not t.ctl.hand.is_over:
                break
    pick = t.picking
    assert pick is not None
    for c in t.my_cards()[: pick.most]:  # the first cards (with the new ones) raised
        t.toggle_discard(c)
    t.update(0.016, [])
    t.tweens.finish_all()
    spy = TextSpy(monkeypatch)
    t.draw(pygame.display.get_surface())
    line = spy.rect(t.picking.prompt if t.picking else "")
    tag_h = max(10, int(t.lay.cw * 0.14)) + 4
    for c in t.selected:
        card = card_rect(t, c)
        assert card is not None
        assert not line.colliderect(card.inflate(0, tag_h * 2)), f"{c} covers the instruction"


@pytest.mark.parametrize("how", ["click", "drag"])
def test_the_lessons_warning_goes_once_the_marked_card_is_played(ctx: Context, how: str) -> None:
    """The tutorial's red "choose the marked card" stayed up after the right card was played."""
    ctx.router.go(routes.Tutorial())
    t = ctx.stack.top
    assert isinstance(t, TutorialTable)
    assert play_lesson(
        t, lambda: t.coach_visible and t.coach.shown is not None and t.coach.shown.title == "Trick 1"
    )
    t.tweens.finish_all()
    wrong = next(
        c for c in t.my_cards() if c != Card.parse("♣K") and c in t.keyboard_cards() | {Card.parse("♦2")}
    )
    pos = t.sprites[wrong].pos
    t.update(0.016, [PointerMove(pos), PointerDown(pos), PointerUp(pos)])
    assert "lesson" in t.message and t.message_left > 0 and t.message_error  # refused, in red
    t.tweens.finish_all()
    right = Card.parse("♣K")
    if how == "click":
        pos = t.sprites[right].pos
        t.update(0.016, [PointerMove(pos), PointerDown(pos), PointerUp(pos)])
    else:
        drag(t, right, t.lay.centre)
    assert t.ctl.hand.actions[-1] == Play(right)
    for _ in range(40):
        t.update(0.05, [])
        assert not (t.message_left > 0 and t.message_error), (
            f"a red warning after the right card: {t.message}"
        )


@pytest.mark.parametrize("game", ["napoleon", "nap"])
def test_a_settled_hand_is_offered_and_finished_at_once(ctx: Context, game: str) -> None:
    """Beyond the list: when nothing left to play can change anyone's chips (the game says),
    Finish hand (F) plays the rest at once; never offered before."""
    ctx.settings.wait_after_trick = True  # finishing does not wait for a click per trick
    policy = nap_policy if game == "nap" else passive_policy
    for seed in range(1, 30):
        ctx.stack.scenes.clear()
        t = nap_at_play(ctx, seed) if game == "nap" else make_table(ctx, seed=seed)
        offered = run_until(
            t,
            lambda t=t: t.result_pushed or (t.ready and t.shown.phase == Phase.PLAY and t.can_finish),
            lambda t: policy(t) if not t.ctl.hand.outcome_settled() else None,
        )
        if offered and not t.result_pushed:
            break
    else:
        raise AssertionError("no hand was ever settled early")
    hand = t.ctl.hand
    assert hand.outcome_settled() and len(hand.tricks) < getattr(hand, "n_tricks", hand.rules.hand_size)
    expected = play_out_outcome(hand)
    assert t.message == "Nothing left to play can change the chips: Finish hand (F) plays it out at once."
    t.update(0.0, [KeyPress("f")])
    assert t.finishing
    assert run_until(t, lambda: t.result_pushed, None)  # no more input from the player
    r = t.ctl.hand.result
    assert r is not None and (tuple(r.payments), r.made) == expected


def play_out_outcome(hand: Any) -> tuple[Any, ...]:
    h = hand.clone()
    while not h.is_over:
        h.apply(list(h.legal_actions())[-1])
    assert h.result is not None
    return (tuple(h.result.payments), h.result.made)


def test_finishing_is_not_offered_while_the_outcome_can_change(ctx: Context) -> None:
    t = make_table(ctx, seed=2)
    for _turn in range(3):
        assert run_until(t, lambda: t.ready and t.shown.phase == Phase.PLAY, napoleon_policy)
        assert t.can_finish == t.ctl.hand.outcome_settled()
        if not t.can_finish:
            t.update(0.0, [KeyPress("f")])
            assert not t.finishing
        passive_policy(t)
        t.update(0.05, [])


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_result_buttons_share_one_label_size_that_fits(language: str, size: tuple[int, int]) -> None:
    """「このハンドを再生」 and 「これまでのハンド」 were drawn smaller than their neighbours."""
    ctx = make_context(Settings(speed="off", language=language), size=size, seed=5, threaded_ai=False)
    t = make_table(ctx)
    assert run_until(t, lambda: t.result_pushed, passive_policy)
    result = ctx.stack.top
    assert isinstance(result, HandResultBase)
    result.layout(size)
    row = [b for b in result.buttons if b.rect.w > 0]
    assert len(row) >= 4 and len({b.label_size for b in row}) == 1
    for b in row:
        assert b.label_size is not None
        assert theme.font(b.label_size, True).size(b.label)[0] <= b.rect.w - 10
