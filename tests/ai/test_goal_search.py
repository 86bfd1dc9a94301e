"""Hard's search in 003's misère and target contracts values the contract's own goal.

003: "A misere bid means that Napoleon will try to win no TRICKS. The general cannot win any
points. Open-faced Misere means that the Napoleon's hand is displayed face-up to the rest of the
players." Target: "Napoleon names a player ... and tries to make this person take all of the
points. Some circles allow a general to Napoleon, others allow a general to the target (making
a bigger target)."
"""

from __future__ import annotations

import random
from dataclasses import replace

from game.ai.napoleon.goal_search import FAILED, MADE, goal_of, goal_values, play_of, verdict
from game.ai.napoleon.knowledge import knowledge_of
from game.ai.napoleon.sampler import sample, sampler_for
from game.napoleon import PASS, NapoleonHand, Phase, RuleSet
from game.napoleon.actions import Misere, Play, Target

KHOPESH = RuleSet.preset("khopesh")


def _to_play(rules: RuleSet, bid: Misere | Target, seed: int = 3) -> NapoleonHand:
    from game.ai import make_seat

    hand = NapoleonHand.new(rules, seed)
    hand.apply(bid)
    while hand.phase == Phase.BID:
        hand.apply(PASS)
    seats = [make_seat("normal", s) for s in range(rules.players)]
    while hand.phase != Phase.PLAY:
        hand.apply(seats[hand.to_act].choose(hand.view(hand.to_act)))
    return hand


def test_a_misere_fails_on_a_trick_for_napoleon_or_a_point_for_the_general() -> None:
    hand = _to_play(KHOPESH.replace(misere="both"), Misere(False))
    view = hand.view(hand.to_act)
    g = goal_of(view, endgame=0)
    world = sample(sampler_for(view, knowledge_of(view)), random.Random(1))
    p = play_of(g, world)
    assert verdict(g, p, final=True) == MADE  # no trick yet
    p.nap_tricks = 1  # "Napoleon will try to win no TRICKS"
    assert verdict(g, p, final=False) == FAILED
    general = (g.napoleon + 2) % 5
    p = play_of(g, world)
    p.adjutants = frozenset({general})
    p.points[general] = 1  # "The general cannot win any points"
    assert verdict(g, p, final=False) == FAILED
    assert verdict(g, play_of(g, world), final=False) is None  # undecided until the end


def test_a_target_needs_every_point_on_the_target_side() -> None:
    for mode in ("general_joins_napoleon", "general_joins_target"):
        hand = _to_play(KHOPESH.replace(target=mode), Target(3))
        view = hand.view(hand.to_act)
        g = goal_of(view, endgame=0)
        world = sample(sampler_for(view, knowledge_of(view)), random.Random(2))
        p = play_of(g, world)
        p.points[3] = 5  # the target takes points: still on course
        assert verdict(g, p, final=True) == MADE
        other = next(s for s in range(5) if s not in (3, g.napoleon) and s not in p.adjutants)
        p.points[other] = 1
        assert verdict(g, p, final=False) == FAILED
        general = next(s for s in range(5) if s not in (3, g.napoleon))
        c = int(view.called[0])  # the called card, dealt to ``general`` in this world
        world = replace(
            world, hands=tuple(h | (1 << c if s == general else 0) for s, h in enumerate(world.hands))
        )
        world = replace(
            world, hands=tuple(h & ~(1 << c) if s != general else h for s, h in enumerate(world.hands))
        )
        p = play_of(g, world)
        assert general in p.adjutants
        p.points[general] = 2  # "a general to the target (making a bigger target)"
        assert verdict(g, p, final=True) == (MADE if mode == "general_joins_target" else FAILED)


def test_open_misere_worlds_give_napoleon_his_shown_hand() -> None:
    rules = KHOPESH.replace(misere="both")
    hand = _to_play(rules, Misere(True))
    lead = hand.view(hand.to_act).legal_actions[0]
    assert isinstance(lead, Play)
    hand.apply(lead)  # "displayed face-up to the rest of the players" after the first lead
    view = hand.view(hand.to_act)
    assert view.seat != hand.napoleon and view.napoleon_shown is not None
    shown = sum(1 << int(c) for c in view.napoleon_shown)
    sp = sampler_for(view, knowledge_of(view))
    rng = random.Random(5)
    for _ in range(20):
        assert sample(sp, rng).hands[hand.napoleon] == shown


def test_goal_values_are_paired_and_plus_or_minus_one() -> None:
    hand = _to_play(KHOPESH.replace(misere="both"), Misere(False))
    view = hand.view(hand.to_act)
    cards = sorted({int(a.card) for a in view.legal_actions if isinstance(a, Play)})[:3]
    vals = goal_values(view, knowledge_of(view), cards, random.Random(4), worlds=5, endgame=2)
    assert set(vals) == set(cards)
    assert all(len(v) == 5 and set(v) <= {MADE, FAILED} for v in vals.values())
