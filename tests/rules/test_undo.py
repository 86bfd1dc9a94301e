"""Undo (push/pop) restores the exact earlier state, and malformed actions are refused as
IllegalAction, never a TypeError or AttributeError."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.napoleon import PASS, Bid, Call, Discard, NapoleonHand, Play, RuleSet
from game.napoleon.hand import Phase
from game.rules import Card, IllegalAction, Suit

from .helpers import PLAYABLE, play_randomly
from .strategies import rule_sets as rule_sets_of_any_options

seeds = st.integers(min_value=0, max_value=2**32)


def state(hand: NapoleonHand) -> tuple[Any, ...]:
    """Everything a caller can observe of a hand."""
    return (
        hand.record(),
        [hand.view(s) for s in range(hand.n)],
        hand.legal_actions(),
        hand.phase,
        hand.to_act,
        hand.result,
        list(hand.points_won),
        [list(c) for c in hand.cards_won],
        internals(hand),
    )


def internals(hand: NapoleonHand) -> dict[str, Any]:
    """Every field of the hand (copied), bar the undo history: pop restores them all."""
    fields = dict(hand.clone().__dict__)
    del fields["_undo"]
    return fields


def check_pop_and_push_again(hand: NapoleonHand, rng: random.Random, k: int) -> None:
    """Push random legal actions to the end, pop ``k`` (each pop gives back the state before
    that push) and push the same actions again (the same states as the first time)."""
    states = [state(hand)]
    pushed = []
    while not hand.is_over and len(pushed) < 200:
        action = rng.choice(hand.legal_actions())
        hand.push(action)
        pushed.append(action)
        states.append(state(hand))
    k = min(k, len(pushed))
    for i in range(k):
        taken = hand.pop()
        assert taken == pushed[-1 - i]
        assert state(hand) == states[-2 - i]
    for i, action in enumerate(pushed[len(pushed) - k :]):
        hand.push(action)
        assert state(hand) == states[len(pushed) - k + i + 1]
    assert hand.undo_depth == len(pushed)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(PLAYABLE), seeds, seeds, st.integers(min_value=1, max_value=80))
def test_pop_restores_and_replaying_the_same_actions_gives_the_same_states(case, deal_seed, play_seed, k):
    _, players, rules = case
    hand = NapoleonHand.new(rules, deal_seed, dealer=deal_seed % players)
    check_pop_and_push_again(hand, random.Random(play_seed), k)


@settings(max_examples=40, deadline=None)
@given(rule_sets_of_any_options, seeds, seeds, st.integers(min_value=1, max_value=80))
def test_pop_restores_under_any_valid_options(rules, deal_seed, play_seed, k):
    hand = NapoleonHand.new(rules, deal_seed, dealer=deal_seed % rules.players)
    check_pop_and_push_again(hand, random.Random(play_seed), k)


def test_pop_after_an_apply_refuses_rather_than_restoring_a_wrong_state():
    for rules in (RuleSet.preset("pagat"), RuleSet.preset("pagat").replace(players=2)):
        hand = NapoleonHand.new(rules, 11)
        rng = random.Random(11)
        while hand.phase != Phase.PLAY:
            hand.apply(rng.choice(hand.legal_actions()))
        for _ in range(2):  # one record in the play phase, one snapshot before it
            hand.push(hand.legal_actions()[0])
            hand.apply(hand.legal_actions()[0])
            before = state(hand)
            with pytest.raises(IndexError, match="applied after the last push"):
                hand.pop()
            assert state(hand) == before
            hand = NapoleonHand.new(rules, 11)


def test_pop_on_a_fresh_hand_says_there_is_nothing_to_undo():
    hand = NapoleonHand.new(RuleSet.preset("pagat"), 1)
    with pytest.raises(IndexError, match="nothing to undo"):
        hand.pop()


def test_an_illegal_push_changes_nothing_and_is_not_remembered():
    hand = NapoleonHand.new(RuleSet.preset("pagat"), 3)
    before = state(hand)
    with pytest.raises(IllegalAction):
        hand.push(Bid(99, Suit.SPADES))
    assert state(hand) == before and hand.undo_depth == 0


def test_a_clone_does_not_share_the_undo_history():
    hand = NapoleonHand.new(RuleSet.preset("pagat"), 5)
    hand.push(hand.legal_actions()[0])
    other = hand.clone()
    assert other.undo_depth == 0
    with pytest.raises(IndexError):
        other.pop()
    hand.pop()
    assert hand.actions == [] and len(other.actions) == 1


MALFORMED = [
    None,
    "play ♠A",
    42,
    object(),
    Bid("x", None),  # type: ignore[arg-type]
    Bid(13, "notasuit"),  # type: ignore[arg-type]
    Bid(True, Suit.SPADES),
    Bid(Card.parse("♣A"), Suit.SPADES),  # an int subclass: its str would break the record
    Bid(12.0, Suit.SPADES),  # type: ignore[arg-type]
    Play("AS"),  # type: ignore[arg-type]
    Play(Card.parse("♠A"), "notasuit"),  # type: ignore[arg-type]
    Play(None),  # type: ignore[arg-type]
    Call(None),  # type: ignore[arg-type]
    Call(5),  # type: ignore[arg-type]
    Discard((1, 2)),  # type: ignore[arg-type]
]


def hands_in_every_phase() -> list[NapoleonHand]:
    out = []
    rules = RuleSet.preset("pagat")
    for seed in range(40):
        hand = NapoleonHand.new(rules, seed)
        rng = random.Random(seed)
        for phase in (Phase.BID, Phase.CALL, Phase.EXCHANGE, Phase.PLAY, Phase.DONE):
            while not hand.is_over and hand.phase != phase:
                hand.apply(rng.choice(hand.legal_actions()))
            if hand.phase == phase and all(h.phase != phase for h in out):
                out.append(hand.clone())
    assert {h.phase for h in out} == set(Phase)
    return out


def _action_id(action: object) -> str:
    """The test's name for an action: its repr, but "object()" for the bare object (its repr
    holds an address, which differs between the processes pytest-xdist collects in)."""
    return "object()" if type(action) is object else repr(action)


@pytest.mark.parametrize("action", MALFORMED, ids=_action_id)
def test_malformed_actions_are_illegal_in_every_phase(action):
    for hand in hands_in_every_phase():
        before = hand.record()
        with pytest.raises(IllegalAction):
            hand.apply(action)
        with pytest.raises(IllegalAction):
            hand.push(action)
        assert hand.why_illegal(action)
        assert hand.record() == before


def same_types(a: object, b: object) -> bool:
    if type(a) is not type(b):
        return False
    return all(type(getattr(a, f.name)) is type(getattr(b, f.name)) for f in dataclasses.fields(a))  # type: ignore[arg-type]


class Weird:
    """An object whose repr and attributes misbehave."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    def __getattr__(self, name: str) -> Any:
        raise KeyError(name)


fields = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(),
    st.text(max_size=5),
    st.sampled_from(list(Suit)),
    st.sampled_from([Card(c) for c in range(55)]),
    st.builds(Weird),
    st.tuples(st.integers()),
)
actions = st.one_of(
    fields,
    st.builds(Bid, fields, fields),
    st.builds(Play, fields, fields),
    st.builds(Call, fields),
    st.builds(Discard, fields),
    st.just(PASS),
)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(PLAYABLE), seeds, seeds, st.integers(min_value=0, max_value=60), actions)
def test_any_action_like_object_is_applied_or_refused_as_illegal(case, deal_seed, play_seed, stop, action):
    _, players, rules = case
    hand = NapoleonHand.new(rules, deal_seed, dealer=deal_seed % players)
    play_randomly(hand, random.Random(play_seed), stop_after=stop)
    # Legal: equal to a legal action field by field with the same types (Bid(12.0, ♠) and
    # Play(5) compare equal to Bid(12, ♠) and Play(♣7), but are not actions of the game).
    legal = any(a == action and same_types(a, action) for a in hand.legal_actions())
    try:
        hand.apply(action)
    except IllegalAction as exc:
        assert str(exc)
        assert not legal
    else:
        assert legal
