"""``jokers_equal_later_wins``: the black and the red joker rank equal, and of the two the
later played wins the trick (a peer program's three-joker game; without the option the first
named joker outranks the next). With two jokers they are JK and JK2; with three, JK2 and JK3,
and JK (the extra joker) still outranks both."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.napoleon import NapoleonHand, RuleConflict, RuleSet
from game.napoleon.record import dumps
from game.napoleon.tricks import tables_for, trick_kind, trick_win_reason, trick_winner
from game.rules import replay
from game.rules.cards import Card, Suit

from .strategies import rule_sets
from .test_properties import check_random_play

JK, JK2, JK3 = Card(52), Card(53), Card(54)
DIAMONDS, SPADES = Suit.DIAMONDS, Suit.SPADES


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


# BGA's jokers: below the Mighty whether led or followed, so two jokers meet at one strength.
BGA2 = RuleSet.preset("bga").replace(jokers=2)
EQUAL2 = BGA2.replace(jokers_equal_later_wins=True)
EQUAL3 = EQUAL2.replace(jokers=3)


@pytest.mark.parametrize(
    ("trick", "fixed_order", "equal"),
    [
        # Two jokers follow in one trick: the later one wins with the option on; without it
        # JK outranks JK2 wherever they fall.
        ("♥5 JK JK2 ♥A ♥K", 1, 2),
        ("♥5 JK2 JK ♥A ♥K", 2, 2),
        # A led joker and a followed one at the same strength: the later (followed) one wins.
        ("JK ♥5 JK2 ♥A ♥K", 0, 2),
        ("JK2 ♥5 JK ♥A ♥K", 2, 2),
        # The Mighty still beats them both.
        ("♥5 JK ♠A JK2 ♥K", 2, 2),
    ],
)
def test_the_later_of_two_equal_jokers_wins(trick: str, fixed_order: int, equal: int) -> None:
    assert trick_winner(cards(trick), DIAMONDS, BGA2) == fixed_order
    assert trick_winner(cards(trick), DIAMONDS, EQUAL2) == equal
    assert trick_win_reason(cards(trick), DIAMONDS, EQUAL2)[0] == equal


def test_a_followed_joker_that_never_wins_still_never_wins() -> None:
    """Equal rank lifts neither joker: in pagat's game a followed joker is the weakest card,
    so two followed jokers lose to the led card with the option on too."""
    rules = RuleSet.preset("pagat-joker").replace(jokers=2, jokers_equal_later_wins=True)
    assert trick_winner(cards("♥5 JK JK2 ♥2 ♥3"), DIAMONDS, rules) == 0
    # A led joker (a strong trump hunter) still beats a later weakest joker.
    assert trick_winner(cards("JK2 ♥5 JK ♥2 ♥3"), DIAMONDS, rules) == 0


@pytest.mark.parametrize(
    ("trick", "trump", "winner"),
    [
        # The peer program's examples (its black joker is our JK3, its red our JK2, its
        # extra joker our JK): the extra joker beats both; of black and red the later wins.
        ("JK JK3 JK2 ♣A", DIAMONDS, 0),
        ("♦J JK3 JK2 ♥J", DIAMONDS, 2),
        ("JK2 JK3 ♦J ♠A", SPADES, 1),
    ],
)
def test_three_jokers_as_the_peer_program_plays_them(trick: str, trump: Suit, winner: int) -> None:
    rules = EQUAL3.replace(players=4, mighty_when_spades_trump="♣A", yoromeki=False)
    assert trick_winner(cards(trick), trump, rules) == winner


def test_three_jokers_without_the_option_keep_their_fixed_order() -> None:
    assert trick_winner(cards("♥5 JK3 JK2 ♥A"), DIAMONDS, EQUAL3) == 2
    assert trick_winner(cards("♥5 JK2 JK3 ♥A"), DIAMONDS, EQUAL3) == 2
    fixed = EQUAL3.replace(jokers_equal_later_wins=False)
    assert trick_winner(cards("♥5 JK2 JK3 ♥A"), DIAMONDS, fixed) == 1
    assert trick_winner(cards("♥5 JK2 JK3 JK"), DIAMONDS, EQUAL3) == 3  # JK above them


@pytest.mark.parametrize("changes", [{}, {"joker": True}, {"joker": True, "jokers": 1}])
def test_it_needs_the_black_and_the_red_joker_in_the_deck(changes: dict[str, object]) -> None:
    with pytest.raises(RuleConflict, match="choose two or three jokers") as info:
        RuleSet(jokers_equal_later_wins=True, **changes)  # type: ignore[arg-type]
    assert info.value.options == ("jokers_equal_later_wins", "jokers")


def test_it_is_off_in_every_preset_and_travels_in_the_json() -> None:
    from game.napoleon.presets import PRESETS

    assert not any(r.jokers_equal_later_wins for r in PRESETS.values())
    assert RuleSet.from_json(EQUAL3.to_json()) == EQUAL3
    old = BGA2.to_json()
    del old["jokers_equal_later_wins"]  # a record written before the option existed
    assert RuleSet.from_json(old) == BGA2


def _swap(trick: list[int], a: int, b: int) -> list[int]:
    return [b if c == a else a if c == b else c for c in trick]


@st.composite
def equal_joker_rules(draw: st.DrawFn) -> RuleSet:
    rules = draw(rule_sets)
    assert rules is not None
    try:
        return rules.replace(joker=True, jokers=draw(st.sampled_from([2, 3])), jokers_equal_later_wins=True)
    except RuleConflict:
        assume(False)
        raise


seeds = st.integers(min_value=0, max_value=2**32)


@settings(max_examples=120, deadline=None)
@given(equal_joker_rules(), seeds, seeds)
def test_random_play_with_equal_jokers(rules: RuleSet, deal_seed: int, play_seed: int) -> None:
    """Random legal play under any valid options with the option on keeps every invariant and
    replays; in every trick the two equal jokers are interchangeable (swapping them never
    changes the winning place), the earlier of them never wins unless it led, and a trick
    without both is won as without the option."""
    hand = NapoleonHand.new(rules, deal_seed, dealer=deal_seed % rules.players)
    check_random_play(f"options {rules.differences(RuleSet())}", rules, hand, random.Random(play_seed))
    again = replay(dumps(hand))
    assert again.actions == hand.actions and again.result == hand.result
    if hand.tables is None:
        return  # thrown in before any play
    n = rules.joker_count
    black, red = 50 + n, 51 + n  # the last two jokers
    off = tables_for(rules.replace(jokers_equal_later_wins=False), hand.tables.trump, hand.tables.rank)
    for i, done in enumerate(hand.tricks):
        trick = [int(c) for c in done.cards]
        kind = trick_kind(rules, i, hand.n_tricks)
        js = None if done.joker_suit is None else int(done.joker_suit)
        place = done.seats.index(done.winner)
        assert hand.tables.winner(trick, kind, js) == place
        if black in trick and red in trick:
            assert hand.tables.winner(_swap(trick, black, red), kind, js) == place
            # Of the two the later wins: the earlier only where it was led, with a led
            # joker's own power (followed, the two are always of one strength).
            first = min(trick.index(black), trick.index(red))
            assert place != first or first == 0
        else:
            assert off.winner(trick, kind, js) == place
