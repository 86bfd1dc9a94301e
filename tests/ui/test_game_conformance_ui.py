"""The table's half of the conformance suite (``tests/test_game_conformance.py``), for every
registered game through the registry, never naming one: a third game gets it by registering.

The presenter and face accept every event: random legal play of each preset goes through the
game's presenter as the table's controller hands it the steps (the events as the watching seat
may see them, the view after them), every step yields well-formed beats, and the face's replay
words read every view and action; then a hand of each preset is played at the real table,
headless, the human choosing at random, every frame drawn, to its hand-result scene."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.rules import GAMES, game_spec
from game.ui.context import Context
from game.ui.driver import run_until
from game.ui.table.controller import Step
from game.ui.table.presenter_base import (
    Announce,
    Bubble,
    ClearBubbles,
    Deal,
    Interlude,
    MarkWinner,
    PlaceCard,
    Presentation,
    Sound,
    Sweep,
)
from game.ui.table.presenters import presenter_for
from game.ui.table.scene import TableScene

PRESETS = [(name, preset) for name in GAMES for preset in game_spec(name).presets]
IDS = [f"{g}-{p}" for g, p in PRESETS]
NAMES = ["You", "Aki", "Ben", "Cai", "Dee", "Eve", "Fay"]


def _check_beats(shown: Presentation, players: int) -> None:
    assert isinstance(shown, Presentation) and shown.hold >= 0
    for beat in shown.beats:
        assert isinstance(
            beat, Deal | Sound | Bubble | ClearBubbles | Announce | PlaceCard | MarkWinner | Sweep | Interlude
        ), beat
        assert beat.at is None or beat.at >= 0
        if isinstance(beat, Bubble | PlaceCard):
            assert 0 <= beat.seat < players
        if isinstance(beat, Sweep):
            assert 0 <= beat.winner < players
        if isinstance(beat, Bubble | Announce):
            assert isinstance(beat.text, str) and beat.text.strip()


def _step(spec: Any, hand: Any, events: Any, actor: int | None, watcher: int) -> Step:
    """A controller's step: the events as the watching seat may see them, its view after."""
    see = spec.visible_to
    seen = tuple(events) if see is None else tuple(see(e, watcher) for e in events)
    return Step(seen, hand.view(watcher), actor)


@pytest.mark.parametrize(("name", "preset"), PRESETS, ids=IDS)
def test_the_presenter_and_its_words_accept_every_event(name: str, preset: str) -> None:
    spec = game_spec(name)
    rules = spec.presets[preset]
    n = rules.players
    for seed in range(3):
        human = seed % n
        presenter = presenter_for(name, NAMES[:n], human)
        words = presenter.face.replay
        hand = spec.new_hand(rules, seed, (seed + 1) % n)
        rng = random.Random(seed)
        before = hand.view(human)
        first = _step(spec, hand, hand.opening_events(), None, human)
        _check_beats(presenter.present(first, before), n)
        before = first.view
        while not hand.is_over:
            actor = hand.to_act
            action = rng.choice(hand.legal_actions())
            assert isinstance(words.action(action, NAMES[actor], actor == human), str)
            now = _step(spec, hand, hand.apply(action), actor, human)
            _check_beats(presenter.present(now, before), n)
            before = now.view
            views = [hand.view(s) for s in range(n)]
            assert all(isinstance(line, str) for line in words.lines(before, NAMES[:n]))
            for s in range(n):
                assert all(isinstance(w, str) for w in words.seat_lines(views, s))
            assert words.auction(before) is None or all(0 <= s < n for s, _ in words.auction(before) or ())
        over = hand.view(human)
        outcome = words.result(over)
        assert outcome is not None and isinstance(outcome[0], str)
        assert isinstance(words.contract(over, NAMES[:n]), str)


def _random_human(rng: random.Random) -> Any:
    def act(scene: TableScene) -> None:
        if scene.ctl.human_to_act:
            scene.ctl.submit(rng.choice(list(scene.ctl.hand.legal_actions())))

    return act


@pytest.mark.parametrize(("name", "preset"), PRESETS, ids=IDS)
def test_a_hand_at_the_table_presents_and_draws_every_step(
    ctx: Context, display: pygame.Surface, name: str, preset: str
) -> None:
    """The real table, headless (SDL's dummy driver): the game's presenter presents every step
    and its face draws every frame, from the deal to the hand's result scene."""
    ctx.settings.speed = "fast"
    spec = game_spec(name)
    rules = spec.presets[preset]
    table = TableScene(ctx, rules, spec.levels[0], 7)  # the game's own quickest level
    ctx.stack.push(table)
    presented: list[Step] = []
    present = table.present

    def recording(step: Step) -> None:
        presented.append(step)
        present(step)

    table.present = recording  # type: ignore[method-assign]
    rng = random.Random(7)
    human = _random_human(rng)

    def drawn() -> bool:
        table.draw(display)
        return table.result_pushed

    assert run_until(table, drawn, human, dt=0.05, limit=20000), "the hand never ended"
    assert table.ctl.hand.is_over and presented
    assert sum(len(s.events) for s in presented) >= len(table.ctl.hand.actions)
    top = ctx.stack.top
    assert type(top).__name__ == game_spec(name).result_scene.partition(":")[2]  # its result scene
    top.draw(display)
