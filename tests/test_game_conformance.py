"""One conformance suite for every registered game, through the registry (never naming a
game): a third game gets these checks by registering. In the style of OpenSpiel's random
simulation tests: random legal play to the end of each preset's hands, the record replays
exactly, a settlement sums to zero with the pools, every AI level answers legally, and no
view or event shown to a seat tells apart two deals that differ only in cards it cannot see.
The table's side (the presenter and face accept every event) is ``tests/ui/
test_game_conformance_ui.py``."""

from __future__ import annotations

import importlib
import json
import random
import re
from dataclasses import fields
from typing import Any

import pytest

from game.ai import make_seat
from game.rules import GAMES, game_spec, replay

PRESETS = [(name, preset) for name in GAMES for preset in game_spec(name).presets]


def play_out(hand: Any, rng: random.Random) -> Any:
    """Random legal play to the end: every chosen action is one the engine calls legal."""
    steps = 0
    while not hand.is_over:
        legal = hand.legal_actions()
        assert legal, "a hand that is not over offers no action"
        action = rng.choice(legal)
        assert hand.why_illegal(action) is None
        hand.apply(action)
        steps += 1
        assert steps < 1000, "the hand never ends"
    return hand


@pytest.mark.parametrize(("name", "preset"), PRESETS, ids=[f"{g}-{p}" for g, p in PRESETS])
def test_random_play_replays_exactly_and_settles_to_zero(name: str, preset: str) -> None:
    spec = game_spec(name)
    rules = spec.presets[preset]
    for seed in range(4):
        hand = play_out(spec.new_hand(rules, seed, seed % rules.players), random.Random(seed))
        record = hand.record()
        assert spec.replay(record).record() == record
        assert replay(json.dumps(record)).record() == record  # as a file would bring it
        if spec.invariants is not None:
            assert spec.invariants(hand, False) is None
        settled = spec.settle(hand)
        if settled is not None:
            assert len(settled.payments) == rules.players
            assert sum(settled.payments) + settled.pool_change == 0


@pytest.mark.parametrize("name", list(GAMES))
def test_every_ai_level_answers_with_a_legal_action(name: str) -> None:
    """Each level the game offers sits at seat 0 of a hand of each preset (random seats
    elsewhere) for its first decisions: every answer is one of the view's legal actions."""
    spec = game_spec(name)
    for level in spec.levels:
        for rules in spec.presets.values():
            hand = spec.new_hand(rules, 5, 0)
            seat = make_seat(level, 5, game=name)
            rng = random.Random(5)
            asked = 0
            while not hand.is_over and asked < 3:
                if hand.to_act == 0:
                    view = hand.view(0)
                    action = seat.choose(view)
                    assert action in hand.legal_actions(), (level, action)
                    asked += 1
                else:
                    action = rng.choice(hand.legal_actions())
                hand.apply(action)


def _shown(spec: Any, events: Any, seat: int) -> list[Any]:
    see = spec.visible_to
    return list(events) if see is None else [see(e, seat) for e in events]


@pytest.mark.parametrize(("name", "preset"), PRESETS, ids=[f"{g}-{p}" for g, p in PRESETS])
def test_views_leak_nothing(name: str, preset: str) -> None:
    """Two deals that differ only in the cards a seat cannot see (the game's ``unseen_redeal``
    deals them otherwise: the other hands, a face-down blind, widow or stock) go side by
    side, every seat choosing at random among the actions legal in both, until no action is.
    The seat's view and the events it was shown must tell the deals apart together: a view
    that differs while the events shown were the same says more than the seat was told (a
    view leaks), and events that differ while the view is the same show the seat a card it
    does not hold (an event leaks). Once both differ, the rules have shown the seat one of
    those cards (the blind taken, a peep, an open misère): the hands part there."""
    spec = game_spec(name)
    assert spec.unseen_redeal is not None, f"{name}: the spec does not say what a seat may see"
    rules = spec.presets[preset]
    steps = 0
    for seed in range(8):
        seat = seed % rules.players
        a = spec.new_hand(rules, seed, (seed // 2) % rules.players)
        b = spec.unseen_redeal(a, seat, seed + 1000)
        assert b.record() != a.record(), "the two deals are the same"
        rng = random.Random(seed)
        shown_a, shown_b = _shown(spec, a.opening_events(), seat), _shown(spec, b.opening_events(), seat)
        while True:
            same_view, same_events = a.view(seat) == b.view(seat), shown_a == shown_b
            where = f"seat {seat}, seed {seed}, after {len(shown_a)} events"
            assert same_events or not same_view, f"an event shows a card seat {seat} does not hold ({where})"
            assert same_view or not same_events, f"the view tells the deals apart ({where})"
            if not same_view or a.is_over:
                break
            assert (a.is_over, a.to_act) == (b.is_over, b.to_act)
            common = [x for x in a.legal_actions() if x in b.legal_actions()]
            if not common:  # another seat holds other cards here: the two hands part
                assert a.to_act != seat
                break
            action = rng.choice(common)
            shown_a += _shown(spec, a.apply(action), seat)
            shown_b += _shown(spec, b.apply(action), seat)
            steps += 1
    assert steps >= 8, "too few steps were compared"


@pytest.mark.parametrize("name", list(GAMES))
def test_every_module_path_the_spec_names_is_declared_and_resolves(name: str) -> None:
    """A "module:object" (or "module") a spec names is imported by name at run time, so the
    frozen app bundles exactly the modules of ``GameSpec.PATH_FIELDS`` (build.spec): a path in
    any other field would be missing from the download. Each one must also resolve."""
    spec = game_spec(name)
    path_like = re.compile(r"^game(\.\w+)+(:\w+)?$")
    named = {f.name for f in fields(spec) if isinstance(getattr(spec, f.name), str)}
    undeclared = {f for f in named if path_like.match(getattr(spec, f)) and f not in spec.PATH_FIELDS}
    assert not undeclared, f"{name}: fields naming a module not in PATH_FIELDS: {sorted(undeclared)}"
    for path in spec.module_paths():
        module, _, attr = path.partition(":")
        loaded = importlib.import_module(module)
        assert not attr or hasattr(loaded, attr), path
