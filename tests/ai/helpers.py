"""Shared helpers for the AI tests: play whole hands with given seats."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from game.ai.base import Seat
from game.rules import PRESETS, NapoleonHand, RuleConflict, RuleSet, SeatView
from game.rules.hand import Phase


def rule_sets() -> Iterator[tuple[str, int, RuleSet]]:
    """Every preset at every player count the engine accepts."""
    for name, base in PRESETS.items():
        for n in range(2, 7):
            try:
                yield name, n, base.replace(players=n)
            except RuleConflict:
                continue


def play_hand(
    rules: RuleSet,
    seed: int,
    seats: list[Seat],
    on_decision: Callable[[SeatView, object], None] | None = None,
) -> NapoleonHand:
    hand = NapoleonHand.new(rules, seed, dealer=seed % rules.players)
    while hand.phase != Phase.DONE:
        s = hand.to_act
        view = hand.view(s)
        action = seats[s].choose(view)
        assert action in view.legal_actions, f"{seats[s].name} chose illegal {action}"
        if on_decision is not None:
            on_decision(view, action)
        hand.apply(action)
    return hand
