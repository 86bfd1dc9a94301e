"""Every worked example and score-table row of 001 (British Nap), quoting its words."""

from __future__ import annotations

import pytest

from game.british_nap import NapBid, NapRules, nap_settlement, nap_trick_winner
from game.british_nap.actions import PASS, Discard, Play
from game.rules.cards import Card, Suit, card_list

from .helpers import hand_with

STD = NapRules()
MWB = NapRules.preset("misere-wellington-blucher")
SEVEN = NapRules.preset("seven-card")


def test_the_first_card_led_sets_trumps_the_queen_of_spades_example():
    """ "The first card led to the opening trick sets the trump suit for the hand, in this example
    the Queen of Spades.\""""
    hand = hand_with(
        STD, ["♠Q ♥2 ♥3 ♥4 ♥5", "♠2 ♦2 ♦3 ♦4 ♦5", "♣2 ♣3 ♣4 ♣5 ♣6", "♥6 ♥7 ♥8 ♥9 ♥10", "♦6 ♦7 ♦8 ♦9 ♦10"], 4
    )
    hand.apply(NapBid(2))  # seat 0, the dealer's left, bids first
    for _ in range(4):
        hand.apply(PASS)
    assert hand.bidder == 0 and hand.to_act == 0  # "the high bidder leads the first card"
    hand.apply(Play(Card.parse("♠Q")))
    assert hand.trump == Suit.SPADES


@pytest.mark.parametrize(
    ("cards", "trump", "winner"),
    [
        # "The highest card of the trump suit wins the trick"
        ("♥K ♥A ♠2 ♥Q", Suit.SPADES, 2),
        ("♥K ♠3 ♠2 ♥A", Suit.SPADES, 1),
        # "if the trick contains no cards from the trump suit, the highest card of the suit
        # originally led to the trick wins it."
        ("♥K ♥A ♦A ♥Q", Suit.SPADES, 1),
        ("♥2 ♦A ♣A ♥3", Suit.SPADES, 3),
        # Ace high: "Ace, King, Queen, Jack, 10, 9, 8, 7, 6, 5, 4, 3, 2"
        ("♣10 ♣J ♣9", Suit.HEARTS, 1),
        # misère: "using no trump suit"
        ("♥2 ♠A ♥3", None, 2),
    ],
)
def test_trick_winner(cards: str, trump: Suit | None, winner: int) -> None:
    assert nap_trick_winner(card_list(cards), trump) == winner


@pytest.mark.parametrize(
    ("bid", "won", "score"),
    [
        # "1 (Dealer Only) | 1 or More | 1"
        (1, 1, 1),
        (1, 5, 1),
        # "2 | 2 or More | 2", "3 | 3 or More | 3", "4 | 4 or More | 4"
        (2, 2, 2),
        (2, 4, 2),
        (3, 3, 3),
        (4, 4, 4),
        # "5 (Nap) | 5 | 10"
        (5, 5, 10),
        # "he loses a number of points equal to his bid"
        (2, 1, -2),
        (3, 2, -3),
        (4, 0, -4),
        (1, 0, -1),
        # "If he bid Nap and does not win the required five tricks, he loses only five points."
        (5, 4, -5),
        (5, 0, -5),
    ],
)
def test_the_score_table(bid: int, won: int, score: int) -> None:
    assert nap_settlement(STD, bid=bid, tricks_won=won) == score


def test_a_bid_of_3_made_wins_3_from_each_opponent():
    """ "For example, a player bidding 3 and winning 3 tricks would win 3 points for each opponent
    in the game. Each opponent would therefore also need to subtract ... 3\""""
    hand = hand_with(
        STD, ["♠A ♠K ♠Q ♥2 ♣2", "♠2 ♦2 ♦3 ♦4 ♦5", "♣3 ♣4 ♣5 ♣6 ♣7", "♥6 ♥7 ♥8 ♥9 ♥10", "♦6 ♦7 ♦8 ♦9 ♦10"], 4
    )
    hand.apply(NapBid(3))
    for _ in range(4):
        hand.apply(PASS)
    while not hand.is_over:
        hand.apply(hand.legal_actions()[-1] if hand.to_act == 0 else hand.legal_actions()[0])
    assert hand.result is not None and hand.tricks_won[0] >= 3
    assert hand.result.payments == (12, -3, -3, -3, -3)


@pytest.mark.parametrize(
    ("bid", "won", "score"),
    [
        # "Misere | 0 | 3 | -3"
        ("misere", 0, 3),
        ("misere", 1, -3),
        # "Wellington | 5 | 10 | -10"
        ("wellington", 5, 10),
        ("wellington", 4, -10),
        # "Blücher | 5 | 20 | -20"
        ("blucher", 5, 20),
        ("blucher", 3, -20),
    ],
)
def test_the_additional_bids_table(bid: str, won: int, score: int) -> None:
    assert nap_settlement(MWB, bid=bid, tricks_won=won) == score


def test_sir_garnet_scores_10_either_way():
    """ "If a player does manage to win all five tricks after thus taking the widow, he scores 10
    points and if loses one or more tricks during the hand, he instead must subtract 10\""""
    rules = NapRules.preset("sir-garnet")
    assert nap_settlement(rules, bid="sir_garnet", tricks_won=5) == 10
    assert nap_settlement(rules, bid="sir_garnet", tricks_won=4) == -10


@pytest.mark.parametrize(
    ("bid", "won", "score"),
    [
        # "3 | 3 or More | 3 | 3", "4 | 4 or More | 4 | 4", "Nap (5) | 5 or More | 10 | 5",
        # "Misére | 0 Tricks | 10 | 5", "6 | 6 or More | 18 | 9", "The Lot (7) | 7 | 24 | 12"
        (3, 3, 3),
        (3, 2, -3),
        (4, 5, 4),
        (4, 3, -4),
        (5, 6, 10),
        (5, 4, -5),
        ("misere", 0, 10),
        ("misere", 2, -5),
        (6, 6, 18),
        (6, 5, -9),
        (7, 7, 24),
        (7, 6, -12),
    ],
)
def test_the_seven_card_table(bid: int | str, won: int, score: int) -> None:
    assert nap_settlement(SEVEN, bid=bid, tricks_won=won) == score


def test_bids_must_rise_and_each_player_bids_once():
    """ "Each player has exactly one opportunity to bid. To be valid, the bid must be higher than
    any previous bid.\""""
    hand = hand_with(
        STD, ["♠A ♠K ♠Q ♥2 ♣2", "♠2 ♦2 ♦3 ♦4 ♦5", "♣3 ♣4 ♣5 ♣6 ♣7", "♥6 ♥7 ♥8 ♥9 ♥10", "♦6 ♦7 ♦8 ♦9 ♦10"], 4
    )
    hand.apply(NapBid(3))
    assert "does not beat" in (hand.why_illegal(NapBid(3)) or "")
    assert hand.why_illegal(NapBid(2)) is not None
    hand.apply(NapBid(4))
    for _ in range(3):
        hand.apply(PASS)
    assert hand.bidder == 1 and hand.bid == 4


def test_the_minimum_bid_is_two_and_the_dealer_must_bid_one_if_all_pass():
    """ "The minimum bid is usually two" ... "If all other players have previously passed, the
    dealer is required to make a minimum bid of one. This is the only case in which a bid of one
    is allowed.\""""
    hand = hand_with(
        STD, ["♠A ♠K ♠Q ♥2 ♣2", "♠2 ♦2 ♦3 ♦4 ♦5", "♣3 ♣4 ♣5 ♣6 ♣7", "♥6 ♥7 ♥8 ♥9 ♥10", "♦6 ♦7 ♦8 ♦9 ♦10"], 4
    )
    assert hand.why_illegal(NapBid(1)) == "the minimum bid is 2"
    for _ in range(4):
        hand.apply(PASS)
    assert hand.to_act == 4 == hand.dealer
    assert PASS not in hand.legal_actions()
    assert hand.why_illegal(PASS) == "everyone else passed: the dealer must bid"
    hand.apply(NapBid(1))
    assert hand.bidder == 4 and hand.bid == 1


def test_minimum_bid_one_lets_anyone_bid_one():
    """ "Some games allow a starting bid of 1 ... if the first three players pass, the dealer must
    make a bid of 1 or higher.\""""
    hand = hand_with(
        NapRules.preset("min-bid-1").replace(players=4),
        ["♠A ♠K ♠Q ♥2 ♣2", "♠2 ♦2 ♦3 ♦4 ♦5", "♣3 ♣4 ♣5 ♣6 ♣7", "♥6 ♥7 ♥8 ♥9 ♥10"],
        3,
    )
    assert hand.why_illegal(NapBid(1)) is None
    for _ in range(3):
        hand.apply(PASS)
    assert PASS not in hand.legal_actions()


@pytest.mark.parametrize("minimum", [3, 4])
def test_minimum_three_or_four_throws_the_cards_in(minimum: int) -> None:
    """ "if the first three players pass, the dealer is not obligated to make a bid, but if he does
    bid, it must be three or higher. If the dealer also does not bid in this circumstance, the
    cards are thrown in and no play occurs on the hand.\""""
    rules = NapRules(players=4, min_bid=minimum)
    hand = hand_with(rules, ["♠A ♠K ♠Q ♥2 ♣2", "♠2 ♦2 ♦3 ♦4 ♦5", "♣3 ♣4 ♣5 ♣6 ♣7", "♥6 ♥7 ♥8 ♥9 ♥10"], 3)
    for _ in range(3):
        hand.apply(PASS)
    assert hand.why_illegal(NapBid(minimum - 1)) == f"the minimum bid is {minimum}"
    assert hand.why_illegal(NapBid(minimum)) is None
    hand.apply(PASS)
    assert hand.is_over and hand.thrown_in and hand.result is None


def test_nap_ends_the_auction():
    """ "After all players have had one opportunity to bid (or after someone has bid Nap), the high
    bidder leads\""""
    hand = hand_with(
        STD, ["♠A ♠K ♠Q ♠J ♠10", "♠2 ♦2 ♦3 ♦4 ♦5", "♣3 ♣4 ♣5 ♣6 ♣7", "♥6 ♥7 ♥8 ♥9 ♥10", "♦6 ♦7 ♦8 ♦9 ♦10"], 4
    )
    hand.apply(NapBid(5))
    assert hand.bidder == 0 and hand.phase == "play"


def test_misere_ranks_between_three_and_four_and_has_no_trumps():
    """ "For purposes of the bidding hierarchy, it is considered lower than a bid of four but
    higher than a bid of three.\" ... \"using no trump suit\""""
    hand = hand_with(
        MWB, ["♠A ♠K ♠Q ♠J ♠10", "♠2 ♦2 ♦3 ♦4 ♦5", "♣3 ♣4 ♣5 ♣6 ♣7", "♥6 ♥7 ♥8 ♥9 ♥10", "♦6 ♦7 ♦8 ♦9 ♦10"], 4
    )
    hand.apply(NapBid(3))
    assert hand.why_illegal(NapBid("misere")) is None
    hand.apply(NapBid("misere"))
    assert hand.why_illegal(NapBid(4)) is None
    for _ in range(3):
        hand.apply(PASS)
    assert hand.bid == "misere"
    hand.apply(Play(Card.parse("♦2")))
    assert hand.trump is None


def test_wellington_only_after_nap_and_blucher_only_after_wellington():
    """ "This bid may only be made after another player has first bid Nap." ... "This bid may only
    be made after another player has bid Wellington.\""""
    hand = hand_with(
        MWB, ["♠A ♠K ♠Q ♠J ♠10", "♠2 ♦2 ♦3 ♦4 ♦5", "♣3 ♣4 ♣5 ♣6 ♣7", "♥6 ♥7 ♥8 ♥9 ♥10", "♦6 ♦7 ♦8 ♦9 ♦10"], 4
    )
    assert hand.why_illegal(NapBid("wellington")) == "Wellington may only be bid after a Nap"
    assert hand.why_illegal(NapBid("blucher")) == "Blücher may only be bid after a Wellington"
    hand.apply(NapBid(5))
    assert hand.phase == "bid"  # Wellington may still follow
    assert hand.why_illegal(NapBid("blucher")) is not None
    hand.apply(NapBid("wellington"))
    hand.apply(NapBid("blucher"))
    assert hand.bidder == 2 and hand.bid == "blucher" and hand.phase == "play"


def test_sir_garnet_widow_dealt_before_the_dealer_and_taking_it_halts_the_bidding():
    """ "This hand receives it's cards right before the dealer in each round of the deal." ...
    "any player who does pick up the extra hand on his turn to bid causes the bidding to abruptly
    halt" ... "the player then discards any five cards from his hand\""""
    rules = NapRules.preset("sir-garnet").replace(players=3)
    hand = hand_with(rules, ["♠A ♠K ♠Q ♠J ♠10", "♠2 ♦2 ♦3 ♦4 ♦5", "♣3 ♣4 ♣5 ♣6 ♣7"], 2)
    widow = set(hand.widow)
    assert len(widow) == 5
    hand.apply(NapBid(5))  # "It beats any other previous bid (including a normal bid of "Nap"..."
    hand.apply(NapBid("sir_garnet"))
    assert hand.bidder == 1 and hand.phase == "discard" and len(hand.hands[1]) == 10
    assert widow <= set(hand.hands[1])
    for c in list(hand.hands[1])[:5]:
        hand.apply(Discard(c))
    assert hand.phase == "play" and hand.to_act == 1


def test_peep_costs_a_chip_and_the_high_bidder_takes_the_widow():
    """ "before bidding he may look at the widow card ... for a payment of one chip to a special
    pool" ... "This card eventually is taken by the high bidder for the hand who must discard any
    card from his hand to return his hand to five cards.\""""
    rules = NapRules.preset("peep").replace(players=3)
    hand = hand_with(rules, ["♠A ♠K ♠Q ♠J ♠10", "♠2 ♦2 ♦3 ♦4 ♦5", "♣3 ♣4 ♣5 ♣6 ♣7"], 2)
    card = hand.widow[0]
    hand.apply(hand.legal_actions()[0])  # peep
    assert hand.view(0).widow_seen == (card,) and hand.view(1).widow_seen == ()
    assert hand.pools_out == (0, 1)
    hand.apply(NapBid(2))
    hand.apply(PASS)
    hand.apply(PASS)
    assert hand.phase == "discard" and card in hand.hands[0] and len(hand.hands[0]) == 6


def test_ecarte_buys_replacement_cards_a_chip_each_from_the_dealers_left():
    """ "each player beginning with the player to the dealer's immediate left has one opportunity
    to be dealt a certain number of replacement cards. For each card the player requests, he must
    place one chip in the center of the table as a pool.\""""
    from game.british_nap import Buy

    rules = NapRules.preset("ecarte").replace(players=3)
    hand = hand_with(rules, ["♠A ♠K ♠Q ♠J ♠10", "♠2 ♦2 ♦3 ♦4 ♦5", "♣3 ♣4 ♣5 ♣6 ♣7"], 2)
    top = hand.stock[:2]
    hand.apply(Buy(()))
    hand.apply(Buy(tuple(card_list("♦2 ♦3"))))
    assert hand.hands[1][-2:] == top and hand.pools_out == (2, 0)
    hand.apply(Buy(()))
    assert hand.phase == "bid" and hand.to_act == 0


def test_a_made_nap_wins_the_pool():
    """ "That player then wins the pool (along with his normally accrued score for making his bid).\""""
    from game.british_nap import Buy

    rules = NapRules.preset("ecarte").replace(players=3)
    hand = hand_with(rules, ["♠A ♠K ♠Q ♠J ♠10", "♠2 ♦2 ♦3 ♦4 ♦5", "♣3 ♣4 ♣5 ♣6 ♣7"], 2)
    hand.apply(Buy(()))
    hand.apply(Buy(tuple(card_list("♦2 ♦3"))))
    hand.apply(Buy(()))
    hand.apply(NapBid(5))
    while not hand.is_over:
        hand.apply(hand.legal_actions()[-1] if hand.to_act == 0 else hand.legal_actions()[0])
    assert hand.result is not None and hand.result.made and hand.result.pool_won == 2
    assert hand.result.payments == (22, -12, -10) and hand.pools_out == (0, 0)


@pytest.mark.parametrize(("players", "cards", "low"), [(3, 24, 9), (4, 28, 8), (5, 32, 7)])
def test_the_reduced_deck_chart(players: int, cards: int, low: int) -> None:
    """ "Three | 24 | Remove all cards with a denomination lower than Nines." "Four | 28 | Remove all
    cards lower than Eights." "Five | 32 | Remove all cards lower than Sevens.\""""
    deck = NapRules(players=players, reduced_deck=True).deck
    assert len(deck) == cards and min(c.rank for c in deck) == low


def test_seven_card_nap_deals_seven_and_ranks_misere_above_nap():
    """ "received seven cards instead of the normal five" ... "This bid is ranked right above a bid
    of "Nap", with a bid of six or higher overcalling a bid of misére.\" ... \"the maximum bid is
    seven and the minimum bid is three\""""
    from game.british_nap import bid_rank

    assert all(
        len(h) == 7
        for h in hand_with(
            SEVEN,
            [""] * 0
            or [
                "♠A ♠K ♠Q ♠J ♠10 ♠9 ♠8",
                "♠2 ♦2 ♦3 ♦4 ♦5 ♦6 ♦7",
                "♣3 ♣4 ♣5 ♣6 ♣7 ♣8 ♣9",
                "♥6 ♥7 ♥8 ♥9 ♥10 ♥J ♥Q",
                "♦8 ♦9 ♦10 ♦J ♦Q ♦K ♦A",
            ],
            4,
        ).hands
    )
    assert bid_rank(SEVEN, 5) < bid_rank(SEVEN, "misere") < bid_rank(SEVEN, 6)
    hand = hand_with(
        SEVEN,
        [
            "♠A ♠K ♠Q ♠J ♠10 ♠9 ♠8",
            "♠2 ♦2 ♦3 ♦4 ♦5 ♦6 ♦7",
            "♣3 ♣4 ♣5 ♣6 ♣7 ♣8 ♣9",
            "♥6 ♥7 ♥8 ♥9 ♥10 ♥J ♥Q",
            "♦8 ♦9 ♦10 ♦J ♦Q ♦K ♦A",
        ],
        4,
    )
    assert hand.why_illegal(NapBid(2)) is not None and hand.why_illegal(NapBid(7)) is None


def test_the_deal_is_three_then_two_clockwise_from_the_dealers_left():
    """ "this dealer distributes five face down cards to each player in a clockwise rotation. This
    is usually done in a round of three card packets and the a round of two card packets. This is
    also sometimes reversed.\""""
    from game.british_nap.deal import deal_out

    pack = list(NapRules(players=3).deck)
    d = deal_out(NapRules(players=3), pack, dealer=2)
    assert d.hands[0] == tuple(pack[0:3] + pack[9:11])
    assert d.hands[2] == tuple(pack[6:9] + pack[13:15])
    r = NapRules(players=3, deal_packets="2+3")
    assert deal_out(r, pack, dealer=2).hands[0] == tuple(pack[0:2] + pack[6:9])


def test_follow_suit_else_any_card():
    """ "a player must play a card of the suit led if he has one. If he does not have such a card
    he may play any card remaining in his hand, including a card of the Trump suit.\""""
    hand = hand_with(
        STD, ["♠A ♠K ♠Q ♥2 ♣2", "♠2 ♦2 ♦3 ♦4 ♦5", "♣3 ♣4 ♣5 ♣6 ♣7", "♥6 ♥7 ♥8 ♥9 ♥10", "♦6 ♦7 ♦8 ♦9 ♦10"], 4
    )
    hand.apply(NapBid(2))
    for _ in range(4):
        hand.apply(PASS)
    hand.apply(Play(Card.parse("♠A")))
    assert [a.card for a in hand.legal_actions()] == [Card.parse("♠2")]  # type: ignore[union-attr]
    assert hand.why_illegal(Play(Card.parse("♦2"))) == "you must follow suit: you hold ♠"
    hand.apply(Play(Card.parse("♠2")))
    assert len(hand.legal_actions()) == 5  # seat 2 has no spade: any card
