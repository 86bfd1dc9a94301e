"""Hand replay: every action, by trick, forwards and back, all hands face up."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.both_languages


def test_the_replay_steps_through_every_action_and_by_trick() -> None:
    import random

    import pygame

    from game.napoleon import NapoleonHand, Play, RuleSet
    from game.ui.app import make_context
    from game.ui.input import KeyPress
    from game.ui.scenes.replay import ReplayScene
    from game.ui.settings import Settings

    from ..rules.helpers import play_randomly
    from .conftest import SIZE

    hand = NapoleonHand.new(RuleSet.preset("pagat"), 7, 0)
    play_randomly(hand, random.Random(7))
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    scene = ReplayScene(ctx, hand.record())
    ctx.stack.push(scene)
    scene.layout(SIZE)
    assert len(scene.steps) == len(hand.actions) + 1
    last = scene.steps[-1].views[0]
    assert last.result == hand.result and last.tricks == tuple(hand.tricks)
    # every hand face up: the seats' own hands together are the deal
    dealt = sorted(c for v in scene.steps[0].views for c in v.hand)
    assert dealt == sorted(c for h in hand.deal.hands for c in h)
    surface = pygame.Surface(SIZE)
    scene.update(0.0, [KeyPress("down")])  # to the end of the first trick
    v = scene.steps[scene.at].views[0]
    assert len(v.tricks) == 1 and not v.trick and isinstance(scene.steps[scene.at].action, Play)
    scene.draw(surface)
    scene.update(0.0, [KeyPress("down"), KeyPress("up")])
    assert len(scene.steps[scene.at].views[0].tricks) == 1
    scene.update(0.0, [KeyPress("left")])
    assert scene.steps[scene.at].views[0].trick  # one card back: the trick is on the table again
    scene.update(0.0, [KeyPress("end")])
    assert scene.at == len(scene.steps) - 1
    scene.draw(surface)
    scene.update(0.0, [KeyPress("home")])
    assert scene.at == 0
    scene.draw(surface)


@pytest.mark.english_text
def test_the_players_own_steps_are_said_in_the_second_person() -> None:
    from game.napoleon import Bid, Pass, Play
    from game.rules import Card, Suit
    from game.ui.napoleon.replay_words import NapoleonReplay
    from game.ui.scenes.replay import Step, describe

    names, words = ["You", "Ben"], NapoleonReplay()
    said = [
        describe(Step((), 0, action), names, words)
        for action in (Bid(14, Suit.SPADES), Pass(), Play(Card.parse("SA")))
    ]
    assert said == ["You bid 14♠", "You pass", "You play ♠A"]
    assert describe(Step((), 1, Pass()), names, words) == "Ben passes"
