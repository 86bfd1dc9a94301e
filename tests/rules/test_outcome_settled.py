"""A hand's outcome settled before its end (issue 29, beyond the list): when the engine says
nothing left to play can change anyone's chips, no way of playing the rest changes them, in
Napoleon (several scoring systems and player counts) and in British Nap."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.british_nap import NapHand, NapRules
from game.british_nap.scoring import bid_tricks
from game.napoleon import RuleSet
from game.napoleon.hand import NapoleonHand


def outcome(hand: Any) -> tuple[Any, ...]:
    r = hand.result
    if r is None:
        return ("thrown in",)
    return (tuple(r.payments), r.made)


def play_out(hand: Any, rng: random.Random) -> Any:
    h = hand.clone()
    while not h.is_over:
        h.apply(rng.choice(list(h.legal_actions())))
    return h


def hands(game: str, preset: str, players: int, count: int) -> list[Any]:
    out = []
    for seed in range(count):
        if game == "nap":
            out.append(NapHand.new(NapRules.preset(preset).replace(players=players), seed))
        else:
            out.append(NapoleonHand.new(RuleSet.preset(preset).replace(players=players), seed))
    return out


CASES = [
    ("napoleon", "pagat", 5),
    ("napoleon", "bga", 5),
    ("napoleon", "rules-card", 5),
    ("napoleon", "hattori-4p", 4),
    ("napoleon", "1885", 3),
    ("napoleon", "pagat", 6),
    ("nap", "standard", 4),
    ("nap", "misere-wellington-blucher", 5),
    ("nap", "seven-card", 4),
]


@pytest.mark.parametrize(("game", "preset", "players"), CASES)
def test_a_settled_outcome_is_the_outcome_of_every_way_to_finish(
    game: str, preset: str, players: int
) -> None:
    rng = random.Random(f"settled/{game}/{preset}/{players}")
    settled_seen = unsettled_seen = 0
    for hand in hands(game, preset, players, 12):
        h = hand
        while not h.is_over:
            if h.outcome_settled():
                settled_seen += 1
                ends = {outcome(play_out(h, rng)) for _ in range(4)}
                assert len(ends) == 1, f"said settled, yet the rest of the hand changed it: {ends}"
            elif h.phase == "play":
                unsettled_seen += 1
            h.apply(rng.choice(list(h.legal_actions())))
        assert not h.outcome_settled()  # a finished hand offers nothing
    assert settled_seen > 0 and unsettled_seen > 0  # the question was asked both ways


def test_settled_only_when_it_is_play() -> None:
    hand = NapoleonHand.new(RuleSet.preset("pagat").replace(players=5), 3)
    assert hand.phase == "bid" and not hand.outcome_settled()
    nap = NapHand.new(NapRules.preset("standard").replace(players=4), 3)
    assert not nap.outcome_settled()


def decided(hand: Any) -> bool:
    """The contract can no longer be made, or no longer be lost, by the plain count of what is
    left: the cases a player sees at the table (issue 39: "the Napoleon side could no longer
    make 12", "Nap with the bid made and one trick left")."""
    if isinstance(hand, NapHand):
        if hand.bid == "misere" or hand.bidder is None:
            return False
        left = hand.rules.hand_size - len(hand.tricks)
        won = hand.tricks_won[hand.bidder]
        return won >= bid_tricks(hand.rules, hand.bid) or won + left < bid_tricks(hand.rules, hand.bid)
    rules = hand.rules
    if hand.napoleon is None or hand.misere or hand.target is not None or rules.bid_kind == "tricks":
        return False
    side = {hand.napoleon, *hand.adjutants}
    taken = sum(hand.points_won[s] for s in side)
    if rules.discards_count_for == "napoleon":
        taken += sum(1 for c in hand.discards if rules.is_point_card(c))
    in_play = [c for s in range(rules.players) for c in hand.hand_of(s)] + list(hand.trick)
    left = sum(1 for c in in_play if rules.is_point_card(c))
    return taken + left < hand.bid_number  # no longer reachable: failed whatever comes


@pytest.mark.parametrize(("game", "preset", "players"), CASES)
def test_a_contract_decided_by_the_count_is_settled(game: str, preset: str, players: int) -> None:
    """Settled is not too strict: a contract that can no longer be made (Napoleon) or that is
    already made or lost (Nap, whose chips count only made or not) is said to be settled."""
    rng = random.Random(f"decided/{game}/{preset}/{players}")
    seen = 0
    for hand in hands(game, preset, players, 12):
        h = hand
        while not h.is_over:
            if h.phase == "play" and decided(h):
                seen += 1
                assert h.outcome_settled(), f"decided by the count yet not settled: {h.record()}"
            h.apply(rng.choice(list(h.legal_actions())))
    assert seen > 0
