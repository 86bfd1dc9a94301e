"""Hard's simulated bid, call and discards: legal, consistent, deterministic, sensible."""

from __future__ import annotations

import pytest

from game.ai.napoleon.contract import greedy_discards
from game.ai.napoleon.contract_sim import discard_candidates
from game.ai.napoleon.hard import HardSeat
from game.ai.napoleon.seats import Seat
from game.napoleon import PRESETS, Action, Bid, Call, Discard, NapoleonHand, Pass, RuleSet, SeatView
from game.napoleon.hand import Phase
from game.rules import Suit

from .helpers import play_hand, rule_sets


def small(seed: int) -> HardSeat:
    return HardSeat(seed, rollouts=6, min_worlds=2, bid_worlds=6, contract_rollouts=12)


def contract_views(rules: RuleSet, seed: int) -> list[SeatView]:
    """The views of one hand's bid, call and exchange decisions (hard seats)."""
    return [v for v, _ in contract_steps(rules, seed)]


def contract_steps(rules: RuleSet, seed: int) -> list[tuple[SeatView, Action]]:
    out: list[tuple[SeatView, Action]] = []
    seats: list[Seat] = [small(seed * 10 + s) for s in range(rules.players)]
    hand = NapoleonHand.new(rules, seed, dealer=seed % rules.players)
    while hand.phase not in (Phase.PLAY, Phase.DONE):
        view = hand.view(hand.to_act)
        action = seats[hand.to_act].choose(view)
        out.append((view, action))
        hand.apply(action)
    return out


CASES = [c for c in rule_sets() if c[1] > 2]


@pytest.mark.parametrize(("preset", "n", "rules"), CASES, ids=[f"{p}-{n}" for p, n, _ in CASES])
def test_contract_decisions_are_legal(preset: str, n: int, rules: RuleSet) -> None:
    kinds: set[type] = set()
    for seed in (3, 4):
        seats: list[Seat] = [small(seed * 10 + s) for s in range(n)]

        def check(view: SeatView, action: object, seats: list[Seat] = seats) -> None:
            kinds.add(type(action))
            assert action in view.legal_actions
            if isinstance(action, (Bid, Pass, Call, Discard)):
                text = seats[view.seat].explain(view, action)  # type: ignore[arg-type]
                assert text.endswith(".")

        play_hand(rules, seed, seats, check)
    assert Bid in kinds or Pass in kinds


def test_discard_candidates_keep_the_mighty() -> None:
    rules = PRESETS["pagat"]
    for seed in range(30):
        hand = NapoleonHand.new(rules, seed)
        for s in range(rules.players):
            mine = hand.hands[s] | sum(1 << int(c) for c in hand.blind)
            for t in (None, *Suit):
                mighty = int(rules.mighty(t))
                for d in discard_candidates(rules, mine, t, 0, rules.blind_size):
                    assert d.bit_count() == rules.blind_size
                    assert not (d & ~mine)
                    if (mine >> mighty) & 1:
                        assert not (d >> mighty) & 1
                assert discard_candidates(rules, mine, t, 0, 2)[0] == greedy_discards(rules, mine, t, 0, 2)


def _napoleon_hands(preset: str, seeds: range) -> list[tuple[NapoleonHand, list[Discard]]]:
    rules = PRESETS[preset]
    out = []
    for seed in seeds:
        found: list[Discard] = []

        def watch(view: SeatView, action: object, found: list[Discard] = found) -> None:
            if isinstance(action, Discard):
                found.append(action)

        seats: list[Seat] = [small(seed * 10 + s) for s in range(rules.players)]
        hand = play_hand(rules, seed, seats, watch)
        if found:
            out.append((hand, found))
    return out


@pytest.mark.parametrize("preset", ["pagat", "bga", "pagat-joker", "rules-card"])
def test_hard_never_discards_the_mighty(preset: str) -> None:
    hands = _napoleon_hands(preset, range(5))
    assert hands
    for hand, found in hands:
        mighty = int(hand.rules.mighty(hand.trump))
        assert all(int(d.card) != mighty for d in found)


def test_discard_plan_is_followed() -> None:
    rules = PRESETS["pagat"]
    for seed in range(6):
        steps = contract_steps(rules, seed)
        ex = [v for v, _ in steps if v.phase == Phase.EXCHANGE]
        if not ex:
            continue
        seat = small(99)
        first = seat.choose(ex[0])
        plan = seat.plan
        assert plan is not None and len(plan.cards) == rules.blind_size
        assert int(first.card) == plan.cards[0]  # type: ignore[union-attr]
        # Replay the exchange: every later decision throws the next planned card, and the
        # explanation names it.
        hand = NapoleonHand.new(rules, seed, dealer=seed % rules.players)
        for v, a in steps:
            if v.phase == Phase.EXCHANGE:
                break
            hand.apply(a)
        thrown = []
        while hand.phase == Phase.EXCHANGE:
            view = hand.view(hand.to_act)
            action = seat.choose(view)
            assert isinstance(action, Discard)
            assert str(action.card) in seat.explain(view, action)
            thrown.append(int(action.card))
            hand.apply(action)
        assert thrown == plan.cards
        assert seat.plan is plan  # planned once, not re-planned per card


def test_same_seed_same_contract_choices() -> None:
    for preset in ("pagat", "bga", "rules-card"):
        rules = PRESETS[preset]
        for seed in (1, 2):
            for view in contract_views(rules, seed):
                a = small(7).choose(view)
                b = small(7).choose(view)
                assert a == b


def test_contract_sim_can_be_turned_off() -> None:
    from game.ai import make_seat

    for view in contract_views(PRESETS["pagat"], 1):
        assert HardSeat(3, contract_sim=False).choose(view) == make_seat("normal").choose(view)
