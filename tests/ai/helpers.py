"""Shared helpers for the AI tests: play whole hands with given seats."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from game.ai import make_seat
from game.ai.napoleon.seats import Seat
from game.napoleon import PRESETS, NapoleonHand, RuleConflict, RuleSet, SeatView
from game.napoleon.hand import Phase


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


def to_first_play(rules: RuleSet, seed: int, dealer: int) -> NapoleonHand:
    """A new hand bid, called and exchanged by Normal seats, stopped at the first card."""
    seats = [make_seat("normal", s) for s in range(rules.players)]
    hand = NapoleonHand.new(rules, seed, dealer=dealer)
    while hand.phase != Phase.PLAY:
        hand.apply(seats[hand.to_act].choose(hand.view(hand.to_act)))
    return hand
