"""The replay of a finished Nap hand: the same replay scene as Napoleon's, its words from Nap's
table face (``face.replay``), every hand face up; opened from Nap's hand result."""

from __future__ import annotations

import random

import pygame
import pytest

from game.british_nap import NapBid, NapHand, NapRules
from game.rules.card_actions import Play
from game.ui.british_nap.replay_words import NapReplay
from game.ui.british_nap.results import NapHandResultScene
from game.ui.context import Context
from game.ui.driver import run_until
from game.ui.driver.nap import nap_policy
from game.ui.input import KeyPress
from game.ui.scenes.replay import ReplayScene, describe
from game.ui.table.scene import TableScene

from ..nap.helpers import play_randomly


@pytest.mark.parametrize("preset", ["standard", "sir-garnet", "ecarte", "peep", "misere-wellington-blucher"])
def test_a_nap_hand_replays_step_by_step_face_up(ctx: Context, display: pygame.Surface, preset: str) -> None:
    rng = random.Random(3)
    for seed in range(40):  # a hand that is played out (not thrown in)
        hand = play_randomly(NapHand.new(NapRules.preset(preset), seed, 1), rng)
        if hand.result is not None:
            break
    scene = ReplayScene(ctx, hand.record(), ["Ann", "Ben", "Cho", "Dai", "Emi"])
    ctx.stack.push(scene)
    scene.layout(display.get_size())
    assert isinstance(scene.words, NapReplay)
    assert len(scene.steps) == len(hand.actions) + 1
    assert scene.steps[-1].views[0].result == hand.result
    dealt = sorted(c for v in scene.steps[0].views for c in v.hand)  # every hand face up
    assert dealt == sorted(c for h in NapHand.new(NapRules.preset(preset), seed, 1).hands for c in h)
    for i, step in enumerate(scene.steps):
        scene.go(i)
        said = describe(step, scene.names, scene.words)
        assert (said and ": " not in said) or step.seat is None  # every action in words
        if isinstance(step.action, NapBid):
            assert "bids" in said
        scene.draw(display)
    scene.update(0.0, [KeyPress("home"), KeyPress("down")])  # to the end of the first trick
    v = scene.steps[scene.at].views[0]
    assert len(v.tricks) == 1 and not v.trick and isinstance(scene.steps[scene.at].action, Play)
    scene.draw(display)


def test_nap_result_opens_the_replay(ctx: Context, display: pygame.Surface) -> None:
    t = TableScene(ctx, NapRules.preset("standard"), "normal", 4)
    ctx.stack.push(t)
    assert run_until(t, lambda: t.result_pushed, nap_policy)
    res = ctx.stack.top
    assert isinstance(res, NapHandResultScene)
    res.layout(display.get_size())
    res.draw(display)
    res.update(0.016, [KeyPress("r")])
    shown = ctx.stack.top
    assert isinstance(shown, ReplayScene) and len(shown.steps) == len(t.ctl.hand.actions) + 1
    shown.layout(display.get_size())
    shown.update(0.0, [KeyPress("end")])
    shown.draw(display)
    shown.update(0.0, [KeyPress("escape")])
    assert ctx.stack.top is res
