"""Every worked example in the seed texts, tagged with the preset it belongs to."""

from __future__ import annotations

import pytest

from game.napoleon import RuleSet, hand_payments, legal_plays, trick_winner
from game.rules import Card, Suit, card_list

PAGAT = RuleSet.preset("pagat")
BGA = RuleSet.preset("bga")
RULES_CARD = RuleSet.preset("rules-card")


# 000 (pagat): diamonds trumps, A leads, not the first trick. Symbols restored per VARIANTS.md.
PAGAT_TRICK_TABLE = [
    ("♥A ♥3 ♥7 ♥10 ♥Q", "A", "highest heart"),
    ("♥A ♥2 ♥7 ♥10 ♥Q", "B", "same two"),
    ("♥A ♥2 ♥7 ♥J ♥Q", "D", "left jack"),
    ("♥A ♥2 ♠7 ♥10 ♥Q", "A", "a discard stops same two"),
    ("♥A ♥2 ♦7 ♥10 ♥Q", "C", "trump"),
    ("♥A ♥2 ♦7 ♥J ♥Q", "D", "left jack beats trump"),
    ("♥A ♥2 ♦7 ♥J ♦J", "E", "right jack"),
]


@pytest.mark.parametrize(("cards", "winner", "why"), PAGAT_TRICK_TABLE)
def test_pagat_trick_table(cards, winner, why):
    assert trick_winner(card_list(cards), Suit.DIAMONDS, PAGAT) == "ABCDE".index(winner), why


def test_pagat_first_trick_is_plain():
    # 000: "The first trick is played without trumps, and the maiti, sei-jakku and ura-jakku
    # do not yet have their special status": the highest card of the suit led wins.
    assert trick_winner(card_list("♥K ♥A ♦7 ♥J ♦J"), Suit.DIAMONDS, PAGAT, first_trick=True) == 1
    assert trick_winner(card_list("♠K ♠A ♠2 ♠J ♠3"), Suit.SPADES, PAGAT, first_trick=True) == 1
    # and no same two on the first trick
    assert trick_winner(card_list("♥K ♥2 ♥7 ♥10 ♥Q"), Suit.DIAMONDS, PAGAT, first_trick=True) == 0


def test_pagat_special_card_ranking_by_trump_colour():
    # 000: with hearts trumps, ♦J (ura-jack) still belongs to diamonds but beats the ♥A.
    assert trick_winner(card_list("♦2 ♦J ♥A"), Suit.HEARTS, PAGAT.replace(players=3)) == 1
    # the Mighty beats the right jack
    assert trick_winner(card_list("♥3 ♥J ♠A ♥A ♥K"), Suit.HEARTS, PAGAT) == 2
    # ura-jack must still follow its own suit: holding diamonds, a diamond lead must be followed
    hand = card_list("♦J ♦3 ♣5")
    assert legal_plays(hand, card_list("♦K"), Suit.HEARTS, PAGAT) == set(card_list("♦J ♦3"))


# 002 (bga): clubs trumps.
BGA_EXAMPLES = [
    ("♥K ♥7 ♥A ♠9 ♥3", "C", "1: highest of the lead suit"),
    ("♥K ♥A ♣5 ♥2 ♣9", "E", "2: higher trump"),
    ("♥K ♥7 ♥A ♥J ♥2", "E", "3: same two"),
    ("♥K ♥2 ♥A ♠9 ♥3", "C", "4: same two does not activate"),
    ("♥10 ♣A ♣J ♠A ♥3", "D", "5: the Mighty"),
    ("♥10 ♣A ♣J ♠A ♥Q", "E", "6: the Enchantress"),
]


@pytest.mark.parametrize(("cards", "winner", "why"), BGA_EXAMPLES)
def test_bga_examples(cards, winner, why):
    assert trick_winner(card_list(cards), Suit.CLUBS, BGA) == "ABCDE".index(winner), why


def test_bga_joker_below_mighty_and_named_suit():
    # Mighty > joker > right jack; a led joker names the suit to follow.
    assert trick_winner(card_list("JK ♣J ♣A ♥3 ♥4"), Suit.CLUBS, BGA, joker_suit=Suit.HEARTS) == 0
    assert trick_winner(card_list("JK ♣J ♠A ♥3 ♥4"), Suit.CLUBS, BGA, joker_suit=Suit.HEARTS) == 2
    assert trick_winner(card_list("♥3 JK ♣J ♥A ♥4"), Suit.CLUBS, BGA) == 1
    hand = card_list("♥9 ♥2 ♣4")
    assert legal_plays(hand, card_list("JK"), Suit.CLUBS, BGA, joker_suit=Suit.HEARTS) == set(
        card_list("♥9 ♥2")
    )


def test_bga_club_three_requests_the_joker():
    hand = card_list("♣9 ♥2 JK")
    assert legal_plays(hand, card_list("♣3"), Suit.SPADES, BGA) == {Card.parse("JK")}


def test_bga_trumps_active_on_first_trick_but_not_same_two():
    assert trick_winner(card_list("♥K ♥A ♣5 ♥2 ♣9"), Suit.CLUBS, BGA, first_trick=True) == 4
    assert trick_winner(card_list("♥K ♥7 ♥A ♥J ♥2"), Suit.CLUBS, BGA, first_trick=True) == 2


# 004 (rules-card): the joker is a weak trump hunter, same two counts it as the led suit.
def test_rules_card_joker_weak_hunter():
    rc = RULES_CARD
    assert trick_winner(card_list("JK ♥A ♥K ♦Q ♣2"), Suit.SPADES, rc) == 0  # no trump: joker wins
    assert trick_winner(card_list("JK ♥A ♠2 ♦Q ♣2"), Suit.SPADES, rc) == 2  # any trump beats it
    hand = card_list("♥A ♥3 ♣4")
    assert legal_plays(hand, card_list("JK"), Suit.SPADES, rc) == {Card.parse("♥A")}  # point card
    hand = card_list("♠5 ♥A ♣4")
    assert legal_plays(hand, card_list("JK"), Suit.SPADES, rc) == {Card.parse("♠5")}  # trump first


def test_rules_card_same_two_counts_the_joker():
    # "5 cards of the same suit, or 4 cards of the same suit and the joker, and one is the 2"
    assert trick_winner(card_list("♥K ♥2 JK ♥A ♥5"), Suit.SPADES, RULES_CARD) == 1


def test_rules_card_hard_score_example():
    # 004: "if Napoleon bid 15 and takes 17, Napoleon gains 10 points, their partner gains 5
    # points, and each of the other players lose 5 points each."
    pay = hand_payments(RULES_CARD, bid=15, taken=17, alone=False)
    assert pay == {"napoleon": 10, "adjutant": 5, "opponent": -5}
    failed = hand_payments(RULES_CARD, bid=15, taken=14, alone=False)
    assert failed == {"napoleon": -10, "adjutant": -5, "opponent": 5}
    alone = hand_payments(RULES_CARD, bid=15, taken=17, alone=True)
    assert alone == {"napoleon": 20, "adjutant": 0, "opponent": -5}


# 000 (pagat) scoring.
@pytest.mark.parametrize(
    ("bid", "taken", "alone", "expected"),
    [
        (13, 14, False, {"napoleon": 2, "adjutant": 1, "opponent": -1}),
        (13, 12, False, {"napoleon": -2, "adjutant": -1, "opponent": 1}),
        (13, 20, False, {"napoleon": -2, "adjutant": -1, "opponent": 1}),  # Siberian rule
        (20, 20, False, {"napoleon": 4, "adjutant": 2, "opponent": -2}),
        (20, 19, False, {"napoleon": -4, "adjutant": -2, "opponent": 2}),
        (13, 15, True, {"napoleon": 4, "adjutant": 0, "opponent": -1}),
        (20, 20, True, {"napoleon": 8, "adjutant": 0, "opponent": -2}),
        (14, 10, True, {"napoleon": -4, "adjutant": 0, "opponent": 1}),
    ],
)
def test_pagat_chips(bid, taken, alone, expected):
    assert hand_payments(PAGAT, bid=bid, taken=taken, alone=alone) == expected


def test_pagat_strict_siberian():
    strict = PAGAT.replace(siberian="strict")
    # the opponents took no point card in tricks; a discarded point card does not protect
    assert hand_payments(strict, bid=14, taken=19, alone=False, opponents_took_none=True)["napoleon"] < 0
    assert hand_payments(PAGAT, bid=14, taken=19, alone=False, opponents_took_none=True)["napoleon"] > 0


def test_pagat_multiplied_scoring():
    multi = PAGAT.replace(scoring="multiplied")
    assert hand_payments(multi, bid=13, taken=13, alone=False)["napoleon"] == 2
    assert hand_payments(multi, bid=14, taken=14, alone=False)["napoleon"] == 4  # doubled at 14
    assert hand_payments(multi, bid=15, taken=16, alone=False)["napoleon"] == 6  # tripled at 15
    assert hand_payments(multi, bid=16, taken=12, alone=False)["opponent"] == 4  # x4 at 16


def test_barraco_formula():
    b = PAGAT.replace(scoring="barraco")  # min bid 11
    # basic = bid - min + 1 = 4; adjutant = 4 * 3 / 3; Napoleon = 2 * adjutant
    assert hand_payments(b, bid=14, taken=15, alone=False) == {"napoleon": 8, "adjutant": 4, "opponent": -4}
    assert hand_payments(b, bid=14, taken=15, alone=True)["napoleon"] == 16  # basic x opponents
    four = b.replace(players=4)
    # 2 opponents: adjutant = 4 * 2 / 3 = 2.67 -> 3, Napoleon 5.33 -> 5; still zero-sum
    assert hand_payments(four, bid=14, taken=15, alone=False) == {
        "napoleon": 5,
        "adjutant": 3,
        "opponent": -4,
    }


def test_bga_classic_scoring():
    assert hand_payments(BGA, bid=12, taken=13, alone=False) == {"napoleon": 4, "adjutant": 2, "opponent": -2}
    assert hand_payments(BGA, bid=12, taken=13, alone=True) == {"napoleon": 4, "adjutant": 0, "opponent": -1}
    # BGA: perfect 20 does not lose by default (Siberian off)
    assert hand_payments(BGA, bid=12, taken=20, alone=False)["napoleon"] == 4


@pytest.mark.parametrize(
    ("scoring_4p", "expected"),
    [("3-1-2", (3, 1, -2)), ("4-2-3", (4, 2, -3)), ("1-1-1", (1, 1, -1))],
)
def test_four_player_tables(scoring_4p, expected):
    rules = PAGAT.replace(players=4, scoring_4p=scoring_4p)
    pay = hand_payments(rules, bid=13, taken=13, alone=False)
    assert (pay["napoleon"], pay["adjutant"], pay["opponent"]) == expected


@pytest.mark.parametrize(("scoring_6p", "expected"), [("3-1", (3, 1, -1)), ("2-2", (2, 2, -1))])
def test_six_player_tables(scoring_6p, expected):
    rules = PAGAT.replace(players=6, scoring_6p=scoring_6p)
    pay = hand_payments(rules, bid=13, taken=13, alone=False)
    assert (pay["napoleon"], pay["adjutant"], pay["opponent"]) == expected


def test_1885_exact_bid_and_sixteen_points():
    old = RuleSet.preset("1885")
    assert old.total_points == 16
    assert hand_payments(old, bid=12, taken=12, alone=True)["napoleon"] > 0
    assert hand_payments(old, bid=12, taken=13, alone=True)["napoleon"] < 0
    # no right/left jack and no same two
    assert trick_winner(card_list("♥A ♥2 ♦7 ♥J ♦J"), Suit.DIAMONDS, old) == 4  # highest trump ♦J
    assert trick_winner(card_list("♥K ♥2 ♥7 ♥10 ♥Q"), Suit.DIAMONDS, old) == 0


def test_card_text():
    assert str(Card.parse("♠A")) == "♠A"
    assert str(Card.parse("D10")) == "♦10"
    assert Card.parse("ht") == Card.parse("♥10")
    assert Card.parse("JK").is_joker
    with pytest.raises(ValueError, match="not a card"):
        Card.parse("X9")


def test_1885_bids_may_be_low():
    # 000: "Napoleon was not obliged to take more scoring cards than the other players"
    old = RuleSet.preset("1885")
    assert old.min_bid < old.total_points // 2
