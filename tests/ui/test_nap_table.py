"""British Nap at the shared table, played through injected input events as a player would:
the bidding panel's buttons, cards clicked for the widow's discards and the Écarté purchase,
cards dragged to the trick; the new-game screen's game choice; a saved Nap match continued."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.british_nap import NapBid, NapHand, NapPhase, NapRules, Peep
from game.rules.card_actions import PASS
from game.rules.games import GAMES
from game.ui import routes
from game.ui.app import make_context
from game.ui.british_nap.panels import NapBidPanel
from game.ui.british_nap.results import NapHandResultScene
from game.ui.context import Context
from game.ui.input import KeyPress
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.table.scene import TableScene

from .conftest import SIZE
from .helpers import click, drag


def nap_table(ctx: Context, preset: str, players: int = 4, seed: int = 3, rounds: int = 3) -> TableScene:
    rules = NapRules.preset(preset).replace(players=players, rounds=rounds)
    table = TableScene(ctx, rules, "random", seed)
    ctx.stack.push(table)
    return table


def act_by_input(table: TableScene, rng: random.Random) -> None:
    """One decision of the human, made with the pointer and keys only."""
    v = table.shown
    if v.phase == NapPhase.BID:
        panel = table.panel
        assert isinstance(panel, NapBidPanel)
        legal = list(v.legal_actions)
        choice = rng.choice(legal)
        target = panel.hint_rect(choice)
        assert target is not None and target.w > 0, choice
        click(table, target.center)
        return
    pick = table.picking
    if pick is not None:
        mine = table.my_cards()
        want = pick.least if pick.least == pick.most else rng.randint(0, min(2, pick.most))
        for c in mine[:want]:
            table.tweens.finish_all()
            table.update(0.016, [])
            click(table, table.sprites[c].pos)
        assert len(table.selected) == want
        click(table, table.confirm_button.rect.center)
        return
    assert v.phase == NapPhase.PLAY
    table.tweens.finish_all()
    table.update(0.016, [])
    card = rng.choice(table.legal_plays()).card
    drag(table, card, table.lay.centre)


def play_hand_by_input(table: TableScene, seed: int = 1) -> None:
    """Play until the hand result is up (or the hand was thrown in and dealt again)."""
    rng = random.Random(seed)
    hand = table.ctl.hand
    for _ in range(4000):
        if table.result_pushed or table.ctl.hand is not hand:
            return
        if table.ready:
            before = len(table.ctl.hand.actions)
            act_by_input(table, rng)
            assert len(table.ctl.hand.actions) > before or table.picking is not None, table.message
        table.update(0.05, [])
    raise AssertionError("the hand never ended")


@pytest.mark.parametrize("preset", ["standard", "sir-garnet", "ecarte", "peep"])
def test_whole_nap_hands_by_input(ctx: Context, display: pygame.Surface, preset: str) -> None:
    table = nap_table(ctx, preset)
    assert isinstance(table.ctl.hand, NapHand)
    seen_phases: set[str] = set()
    for n in range(3):
        hand = table.ctl.hand
        rng = random.Random(n)
        for _ in range(4000):
            if table.result_pushed or table.ctl.hand is not hand:
                break
            if table.ready:
                seen_phases.add(table.shown.phase)
                act_by_input(table, rng)
            table.update(0.05, [])
            if _ % 50 == 0:
                for s in ctx.stack.visible():
                    s.draw(display)
        if table.result_pushed:
            top = ctx.stack.top
            assert isinstance(top, NapHandResultScene)
            top.layout(SIZE)
            top.draw(display)
            assert hand.is_over and hand.result is not None
            assert top.headline()
            top.update(0.016, [KeyPress("enter")])
        if table.session.match.is_over:
            break
    assert table.session.match.hands_played >= 1
    rules = table.rules
    if rules.ecarte:
        assert NapPhase.BUY in seen_phases
    if rules.sir_garnet or rules.peep:
        assert NapPhase.BID in seen_phases
    # Chips and pools sum to zero over the match.
    assert sum(table.session.match.totals) + table.session.match.pool == 0


def test_sir_garnet_widow_taken_and_discarded_by_input(ctx: Context) -> None:
    """The human takes the widow (Sir Garnet), discards five by clicking, and plays on."""
    for seed in range(1, 30):
        ctx.stack.scenes.clear()
        table = nap_table(ctx, "sir-garnet", seed=seed)
        for _ in range(400):
            if table.ready:
                break
            table.update(0.05, [])
        if not (table.ready and table.shown.phase == NapPhase.BID):
            continue
        panel = table.panel
        assert isinstance(panel, NapBidPanel)
        rect = panel.hint_rect(NapBid("sir_garnet"))
        assert rect is not None
        click(table, rect.center)
        for _ in range(200):
            if table.ready:
                break
            table.update(0.05, [])
        pick = table.picking
        assert pick is not None and pick.least == pick.most == 5
        assert len(table.my_cards()) == 10
        act_by_input(table, random.Random(0))
        hand = table.ctl.hand
        assert hand.bidder == 0 and len(hand.discards) == 5 and hand.phase == NapPhase.PLAY
        return
    raise AssertionError("the human was never first to bid")


def test_peep_shows_the_widow_card(ctx: Context) -> None:
    for seed in range(1, 30):
        ctx.stack.scenes.clear()
        table = nap_table(ctx, "peep", seed=seed)
        for _ in range(400):
            if table.ready:
                break
            table.update(0.05, [])
        if not (table.ready and table.shown.phase == NapPhase.BID and Peep() in table.shown.legal_actions):
            continue
        panel = table.panel
        assert isinstance(panel, NapBidPanel)
        click(table, panel.peep_button.rect.center)
        table.update(0.05, [])
        v = table.shown
        assert v.seat in v.peepers and len(v.widow_seen) == 1
        assert table.shown.pools[1] == 1
        panel = table.panel
        assert isinstance(panel, NapBidPanel) and not panel.peep_button.enabled
        assert any(str(v.widow_seen[0]) in note for note in panel.notes)
        assert PASS in v.legal_actions or any(isinstance(a, NapBid) for a in v.legal_actions)
        return
    raise AssertionError("the human never could peep")


def test_new_game_picks_nap_and_deals_a_hand(ctx: Context, display: pygame.Surface) -> None:
    ctx.router.push(routes.Title())
    ctx.router.push(routes.NewGame())
    ng = ctx.stack.top
    assert isinstance(ng, NewGameScene)
    game = ng.focus.widgets[0]
    assert game.values == list(GAMES)  # type: ignore[union-attr]  (every registered game)
    ng.set_game("nap")
    labels = [getattr(w, "label", "") for w in ng.focus.widgets]
    assert "House rules..." in labels  # the same editor as Napoleon's (tests/ui/test_nap_house_rules.py)
    ng.set_preset("ecarte")
    ng.set_players(7)
    assert ng.start_button.enabled, ng.message
    ng.layout(SIZE)
    ng.draw(display)
    ng.start()
    table = ctx.stack.top
    assert isinstance(table, TableScene)
    assert table.session.game == "nap" and table.rules == NapRules.preset("ecarte").replace(players=7)
    for _ in range(100):
        table.update(0.05, [])
    assert len(table.my_cards()) == 5
    table.draw(display)
    # Quick play on the title starts the same game.
    title = TitleScene(ctx)
    ctx.stack.reset(title)
    title.layout(SIZE)
    title.draw(display)
    title.quick_play()
    top = ctx.stack.top
    assert isinstance(top, TableScene) and top.session.game == "nap"


def test_save_and_continue_a_nap_match(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False, save_path=path)
    rules = NapRules.preset("ecarte").replace(players=4, rounds=4)
    ctx.matches.start(rules, "normal", 9)
    t = ctx.stack.top
    assert isinstance(t, TableScene)
    play_hand_by_input(t)
    if t.result_pushed:
        ctx.stack.pop()
        t.next_hand()
    rng = random.Random(5)
    for _ in range(3000):
        if len(t.ctl.hand.tricks) >= 2 or t.result_pushed:
            break
        if t.ready:
            act_by_input(t, rng)
        t.update(0.05, [])
    ctx.matches.autosave()
    assert path.exists()
    ctx2 = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False, save_path=path)
    title = TitleScene(ctx2)
    ctx2.stack.push(title)
    title.enter()
    title.continue_match()
    r = ctx2.stack.top
    assert isinstance(r, TableScene)
    assert r.session.game == "nap"
    assert r.ctl.hand.record() == t.ctl.hand.record()
    assert r.session.match.to_json() == t.session.match.to_json()
    assert r.session.match.pool == t.session.match.pool
    assert r.ctl.view() == t.ctl.view()
