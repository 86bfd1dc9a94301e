"""Why a trick's card wins, as the engine says it (the table words it: issue 11)."""

from __future__ import annotations

import random

import pytest

from game.napoleon import NapoleonHand, RuleSet, trick_winner
from game.napoleon import events as ev
from game.napoleon.tricks import WIN_REASONS, trick_win_reason
from game.rules import Card, Suit

from .helpers import PLAYABLE


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


@pytest.mark.parametrize(
    "preset, trump, trick, winner, reason",
    [
        # pagat: "The ace of spades, the Mighty, is the highest card" (000)
        ("pagat", Suit.HEARTS, "♥K ♠A ♥A ♣2 ♥5", 1, "mighty"),
        # the jack of trumps (right jack) is next, then the other jack of the same colour
        ("pagat", Suit.HEARTS, "♥K ♥J ♦J ♥A ♣2", 1, "right_jack"),
        ("pagat", Suit.HEARTS, "♥K ♦J ♥A ♥Q ♣2", 1, "left_jack"),
        # "if all the cards played to a trick are of the same suit, the 2 of that suit wins"
        ("pagat", Suit.HEARTS, "♣5 ♣A ♣2 ♣K ♣9", 2, "same_two"),
        ("pagat", Suit.HEARTS, "♣5 ♣A ♥3 ♣K ♣9", 2, "trump"),
        ("pagat", Suit.HEARTS, "♣5 ♣A ♣3 ♣K ♦9", 1, "highest"),
        # BGA's Enchantress (yoromeki): the ♥Q beats the Mighty when both fall in one trick
        ("bga", Suit.SPADES, "♠K ♠A ♥Q ♣2 ♠5", 2, "enchantress"),
    ],
)
def test_the_reason_a_card_wins(preset, trump, trick, winner, reason) -> None:
    rules = RuleSet.preset(preset)
    got = trick_win_reason(cards(trick), trump, rules)
    assert got == (winner, reason)
    assert trick_winner(cards(trick), trump, rules) == winner
    assert reason in WIN_REASONS


def test_a_led_joker_wins_as_the_joker_led() -> None:
    rules = RuleSet.preset("pagat-joker")
    trick = [Card(52), *cards("♥3 ♥4 ♣5 ♦6")]
    assert trick_win_reason(trick, Suit.HEARTS, rules) == (0, "joker_led")


def test_every_finished_trick_says_why_its_winning_card_won() -> None:
    """Over random hands of every preset and player count: the event names the winning card,
    a known reason, and agrees with trick_winner."""
    for i, (_, players, rules) in enumerate(PLAYABLE):
        hand = NapoleonHand.new(rules, 1000 + i, dealer=i % players)
        rng = random.Random(i)
        while not hand.is_over:
            for e in hand.apply(rng.choice(hand.legal_actions())):
                if isinstance(e, ev.TrickWon):
                    t = hand.tricks[e.trick_no]
                    assert e.card == t.cards[t.seats.index(e.seat)]
                    assert e.reason in WIN_REASONS
