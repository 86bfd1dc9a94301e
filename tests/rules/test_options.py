"""One test per rule option, showing the difference it makes (names as in VARIANTS.md)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.napoleon import (
    PASS,
    Bid,
    Call,
    Deal,
    Discard,
    NapoleonHand,
    Phase,
    Play,
    RuleConflict,
    RuleSet,
    hand_payments,
    legal_plays,
    trick_winner,
)
from game.napoleon.options import OPTION_NAMES
from game.rules import Card, IllegalAction, Suit, card_list

from .helpers import conflict_on, play_match_randomly

PAGAT = RuleSet.preset("pagat")
JOKER = RuleSet.preset("pagat-joker")
S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


def win(cards: str, trump: Suit | None, rules: RuleSet, **kw: object) -> int:
    return trick_winner(card_list(cards), trump, rules, **kw)  # type: ignore[arg-type]


def legal(hand: str, trick: str, trump: Suit | None, rules: RuleSet, **kw: object) -> set[Card]:
    return legal_plays(card_list(hand), card_list(trick), trump, rules, **kw)  # type: ignore[arg-type]


def all_pass(hand: NapoleonHand) -> list[object]:
    out: list[object] = []
    while hand.phase == Phase.BID and PASS in hand.legal_actions():
        out += hand.apply(PASS)
    return out


def to_play(rules: RuleSet, seed: int = 1, bid: Bid | None = None) -> NapoleonHand:
    """A hand where forehand bids and everyone else passes, Napoleon calls and discards."""
    hand = NapoleonHand.new(rules, seed)
    hand.apply(bid or Bid(rules.min_bid, S))
    while hand.phase == Phase.BID:
        hand.apply(PASS)
    while hand.phase != Phase.PLAY:
        hand.apply(hand.legal_actions()[0])
    return hand


def test_every_option_has_a_test():
    here = Path(__file__).parent  # this file, and the 003 (Khopesh) options' own file
    source = "".join((here / f).read_text(encoding="utf-8") for f in ("test_options.py", "test_khopesh.py"))
    missing = [name for name in OPTION_NAMES if f"test_{name}" not in source]
    assert not missing, f"options without a test: {missing}"


def test_players():
    for players, hand_size, blind in ((2, 9, 2), (3, 16, 4), (4, 12, 4), (5, 10, 2), (6, 8, 4)):
        rules = PAGAT.replace(players=players)
        assert (rules.cards_per_hand, rules.blind_size) == (hand_size, blind)
    with pytest.raises(RuleConflict, match="players"):
        PAGAT.replace(players=7)


def test_joker():
    assert len(PAGAT.deck) == 52 and len(JOKER.deck) == 53
    assert JOKER.blind_size == 3


def test_jokers():
    two = JOKER.replace(jokers=2)
    assert len(two.deck) == 54 and two.blind_size == 4
    # with two jokers the first named outranks the second
    rules = two.replace(joker_follow_strength="below_mighty")
    assert win("♥3 JK2 JK ♥A ♥4", S, rules) == 2
    with pytest.raises(RuleConflict, match="joker"):
        PAGAT.replace(jokers=2)
    # A peer program plays three jokers, in the order named.
    three = JOKER.replace(jokers=3, joker_follow_strength="below_mighty")
    assert len(three.deck) == 55 and three.blind_size == 5
    assert win("♥3 JK3 JK2 ♥A ♥4", S, three) == 2
    assert win("♥3 JK3 ♥4 ♥A ♥5", S, three) == 1
    assert str(Card.parse("JK3")) == "JK3"
    with conflict_on("jokers"):
        JOKER.replace(jokers=4)


def test_jokers_equal_later_wins():
    # The black and the red joker rank equal: of the two, the later played wins (more examples
    # and a property over random play in test_jokers_equal.py).
    two = JOKER.replace(jokers=2, joker_follow_strength="below_mighty")
    assert win("♥3 JK JK2 ♥A ♥4", S, two) == 1
    assert win("♥3 JK JK2 ♥A ♥4", S, two.replace(jokers_equal_later_wins=True)) == 2
    with conflict_on("jokers_equal_later_wins", "jokers"):
        JOKER.replace(jokers_equal_later_wins=True)


def test_removed_cards():
    four = PAGAT.replace(players=4, removed_cards=card_list("♣3 ♦3"))
    assert len(four.deck) == 50 and four.blind_size == 2
    with conflict_on("joker_request_card"):
        JOKER.replace(removed_cards=card_list("♣3"))


def test_hand_size():
    rules = PAGAT.replace(hand_size=9)
    assert rules.blind_size == 7
    with conflict_on("hand_size"):
        PAGAT.replace(hand_size=11)


def test_min_bid():
    hand = NapoleonHand.new(PAGAT.replace(min_bid=13), 1)
    assert min(a.number for a in hand.legal_actions() if isinstance(a, Bid)) == 13
    with pytest.raises(IllegalAction, match="13 to 20"):
        hand.apply(Bid(12, S))


def test_max_bid():
    """A peer program stops at 19: no bid of 20 is offered or accepted."""
    hand = NapoleonHand.new(PAGAT.replace(max_bid=19), 1)
    assert max(a.number for a in hand.legal_actions() if isinstance(a, Bid)) == 19
    with pytest.raises(IllegalAction, match="11 to 19"):
        hand.apply(Bid(20, S))
    with conflict_on("max_bid"):
        PAGAT.replace(max_bid=21)
    with conflict_on("min_bid"):
        PAGAT.replace(max_bid=12, min_bid=13)
    with conflict_on("second_general_on_20"):
        PAGAT.replace(max_bid=19, second_general_on_20=True)


def test_suit_order():
    bridge = NapoleonHand.new(PAGAT, 1)
    bridge.apply(Bid(12, H))
    assert Bid(12, S) in bridge.legal_actions() and Bid(12, D) not in bridge.legal_actions()
    khopesh = NapoleonHand.new(PAGAT.replace(suit_order="khopesh"), 1)
    khopesh.apply(Bid(12, H))
    assert Bid(12, D) in khopesh.legal_actions() and Bid(12, S) not in khopesh.legal_actions()
    number_only = NapoleonHand.new(PAGAT.replace(suit_order="none"), 1)
    number_only.apply(Bid(12, C))
    assert Bid(12, S) not in number_only.legal_actions()
    with pytest.raises(IllegalAction, match="only the number counts"):
        number_only.apply(Bid(12, S))


def test_no_trump():
    assert Bid(11, None) not in NapoleonHand.new(PAGAT, 1).legal_actions()
    above = NapoleonHand.new(PAGAT.replace(no_trump="above"), 1)
    above.apply(Bid(13, S))
    assert Bid(13, None) in above.legal_actions()
    below = NapoleonHand.new(PAGAT.replace(no_trump="below"), 1)
    below.apply(Bid(13, C))
    assert Bid(13, None) not in below.legal_actions() and Bid(14, None) in below.legal_actions()
    # no trumps: no right or left jack, the Mighty keeps its power, same two still applies
    assert win("♥3 ♥J ♦J ♠A ♥4", None, PAGAT) == 3
    assert win("♥K ♥J ♥2 ♥A ♥4", None, PAGAT) == 2


def test_bid_order():
    final = NapoleonHand.new(PAGAT, 1)  # dealer 0: seat 1 bids first
    final.apply(Bid(12, C))
    final.apply(PASS)  # seat 2 passes
    for _ in range(4):  # seats 3, 4, 0 and 1 raise
        final.apply(Bid(final.high[1] + 1, C))  # type: ignore[index]
    assert final.to_act == 3  # seat 2 passed for good: skipped
    reentry = NapoleonHand.new(PAGAT.replace(bid_order="reentry"), 1)
    reentry.apply(Bid(12, C))
    reentry.apply(PASS)
    for _ in range(4):
        reentry.apply(Bid(reentry.high[1] + 1, C))  # type: ignore[index]
    assert reentry.to_act == 2  # seat 2 may bid again
    # re-entry ends after n-1 passes in a row
    for _ in range(4):
        reentry.apply(PASS)
    assert reentry.phase != Phase.BID


def test_all_pass():
    redeal = NapoleonHand.new(PAGAT, 1)
    all_pass(redeal)
    assert redeal.is_over and redeal.thrown_in and redeal.result is None
    turn_up = NapoleonHand.new(PAGAT.replace(all_pass="turn_up_blind"), 1)
    events = [e for _ in range(5) for e in turn_up.apply(PASS)]
    assert turn_up.phase == Phase.BID and turn_up.blind_public
    assert any(type(e).__name__ == "BlindTurnedUp" for e in events)
    assert turn_up.view(3).blind == turn_up.deal.blind
    all_pass(turn_up)
    assert turn_up.thrown_in
    mighty = NapoleonHand.new(PAGAT.replace(all_pass="mighty_holder"), 1)
    all_pass(mighty)
    holder = mighty.holder_of(Card.parse("♠A"))
    assert holder is not None and mighty.to_act == holder and PASS not in mighty.legal_actions()
    mighty.apply(Bid(11, H))
    assert mighty.napoleon == holder


def test_all_pass_forced_contract():
    rules = PAGAT.replace(all_pass_forced_contract={"number": 12, "trump": "S", "who": "dealer"})
    hand = NapoleonHand.new(rules, 1, dealer=2)
    all_pass(hand)
    assert hand.napoleon == 2 and hand.contract == (12, S)
    with conflict_on("all_pass"):
        rules.replace(all_pass="mighty_holder")
    # A peer program: 12♠ for the first bidder while the minimum bid is 13.
    forehand = PAGAT.replace(
        min_bid=13, all_pass_forced_contract={"number": 12, "trump": "S", "who": "forehand"}
    )
    hand = NapoleonHand.new(forehand, 1, dealer=2)
    all_pass(hand)
    assert hand.napoleon == 3 and hand.contract == (12, S)


def test_call_timing():
    before = NapoleonHand.new(PAGAT, 1)
    before.apply(Bid(12, S))
    while before.phase == Phase.BID:
        before.apply(PASS)
    assert before.phase == Phase.CALL
    after = NapoleonHand.new(PAGAT.replace(call_timing="after_exchange"), 1)
    after.apply(Bid(12, S))
    while after.phase == Phase.BID:
        after.apply(PASS)
    assert after.phase == Phase.EXCHANGE
    discarded = after.hand_of(1)[0]
    after.apply(Discard(discarded))
    after.apply(Discard(after.hand_of(1)[0]))
    assert after.phase == Phase.CALL
    with pytest.raises(IllegalAction, match="discarded"):
        after.apply(Call(discarded))


def test_call_own_card():
    hand = NapoleonHand.new(PAGAT, 1)
    hand.apply(Bid(12, S))
    while hand.phase == Phase.BID:
        hand.apply(PASS)
    own = hand.hand_of(1)[0]
    assert Call(own) in hand.legal_actions()
    strict = NapoleonHand.new(PAGAT.replace(call_own_card=False), 1)
    strict.apply(Bid(12, S))
    while strict.phase == Phase.BID:
        strict.apply(PASS)
    with pytest.raises(IllegalAction, match="own hand"):
        strict.apply(Call(own))
    # calling your own card means playing alone
    hand.apply(Call(own))
    hand.apply(Discard(hand.hand_of(1)[-1]))
    hand.apply(Discard(hand.hand_of(1)[-1]))
    assert hand.adjutants == () and hand.view(1).alone_known


def test_call_joker():
    def callable_joker(rules: RuleSet) -> bool:
        hand = NapoleonHand.new(rules, 3)
        hand.apply(Bid(12, S))
        while hand.phase == Phase.BID:
            hand.apply(PASS)
        return Call(Card.parse("JK")) in hand.legal_actions() or Card.parse("JK") in hand.hand_of(1)

    assert callable_joker(JOKER)
    assert not callable_joker(JOKER.replace(call_joker=False, call_own_card=False))


def test_blind_deal_out():
    hattori = RuleSet.preset("hattori-4p")
    hand = NapoleonHand.new(hattori, 2)
    hand.apply(Bid(12, S))
    while hand.phase == Phase.BID:
        hand.apply(PASS)
    hand.apply(hand.legal_actions()[0])
    assert hand.phase == Phase.PLAY
    assert [len(hand.hand_of(s)) for s in range(4)] == [13, 13, 13, 13]
    with conflict_on("blind_deal_out"):
        hattori.replace(joker=True)


def test_discards_count_for():
    def result(rules: RuleSet):  # type: ignore[no-untyped-def]
        hand = to_play(rules, seed=4)
        rng = random.Random(0)
        while not hand.is_over:
            hand.apply(rng.choice(hand.legal_actions()))
        return hand

    for who in ("opponents", "napoleon", "nobody"):
        rules = PAGAT.replace(discards_count_for=who)
        hand = result(rules)
        r = hand.result
        assert r is not None
        side = {r.napoleon, *r.adjutants}
        tricks = sum(hand.points_won[s] for s in side)
        expected = tricks + (r.discard_points if who == "napoleon" else 0)
        assert r.taken == expected


def test_first_trick_trumps():
    assert win("♥K ♥A ♦5 ♥2 ♥9", D, PAGAT, first_trick=True) == 1
    assert win("♥K ♥A ♦5 ♥2 ♥9", D, PAGAT.replace(first_trick_trumps=True), first_trick=True) == 2


def test_first_trick_specials():
    cards = "♥K ♥A ♠A ♦J ♥J"  # diamonds trumps
    assert win(cards, D, PAGAT, first_trick=True) == 1
    assert win(cards, D, PAGAT.replace(first_trick_specials="mighty"), first_trick=True) == 2
    assert win("♥K ♥A ♦J ♥J ♥3", D, PAGAT.replace(first_trick_specials="mighty"), first_trick=True) == 1
    assert win("♥K ♥A ♦J ♥J ♥3", D, PAGAT.replace(first_trick_specials="all"), first_trick=True) == 2


def test_first_trick_no_trump_lead():
    rules = PAGAT.replace(first_trick_no_trump_lead=True)
    assert legal("♦A ♥3", "", D, PAGAT, first_trick=True) == set(card_list("♦A ♥3"))
    assert legal("♦A ♥3", "", D, rules, first_trick=True) == set(card_list("♥3"))
    assert legal("♦A ♥3", "", D, rules) == set(card_list("♦A ♥3"))


def test_first_trick_same_two():
    assert win("♥K ♥2 ♥7 ♥10 ♥Q", D, PAGAT, first_trick=True) == 0
    assert win("♥K ♥2 ♥7 ♥10 ♥Q", D, PAGAT.replace(first_trick_same_two=True), first_trick=True) == 1


def test_last_trick_plain():
    rules = PAGAT.replace(last_trick_plain=True)
    hand = to_play(rules, seed=5)
    rng = random.Random(2)
    while hand.trick_no < hand.n_tricks - 1:
        hand.apply(rng.choice(hand.legal_actions()))
    assert hand.trick_kind == 2  # PLAIN: no trumps, no specials
    tables = hand.tables
    assert tables is not None and not tables.trumps_active[2] and not tables.mighty_active[2]


def test_yoromeki():
    cards = "♥3 ♠A ♥Q ♥K ♥4"
    assert win(cards, S, PAGAT) == 1
    assert win(cards, S, PAGAT.replace(yoromeki=True)) == 2
    # decided: on a plain first trick the Mighty has no power, so neither has the Enchantress
    assert win(cards, S, PAGAT.replace(yoromeki=True), first_trick=True) == 3


def test_enchantress_vs_jacks():
    cards = "♥3 ♠A ♥Q ♠J ♥4"  # spades trumps: ♠J is the right jack
    assert win(cards, S, PAGAT.replace(yoromeki=True)) == 2
    assert win(cards, S, PAGAT.replace(yoromeki=True, enchantress_vs_jacks="jacks")) == 3


def test_specials_are_trumps():
    rules = PAGAT.replace(specials_are_trumps=True)
    # 000: hearts trumps, the Mighty and ♦J belong to hearts
    assert legal("♠A ♠3 ♥4", "♠K", H, PAGAT) == set(card_list("♠A ♠3"))
    assert legal("♠A ♠3 ♥4", "♠K", H, rules) == set(card_list("♠3"))
    assert legal("♠A ♦J ♣4", "♥K", H, rules) == set(card_list("♠A ♦J"))
    assert legal("♠A ♦J ♣4", "♥K", H, PAGAT) == set(card_list("♠A ♦J ♣4"))


def test_right_left_jacks():
    assert win("♥A ♥2 ♦7 ♥J ♦J", D, PAGAT) == 4
    assert win("♥A ♥K ♦7 ♥J ♦J", D, PAGAT.replace(right_left_jacks=False)) == 4  # ♦J: top trump
    assert win("♥A ♥K ♦7 ♥J ♦3", D, PAGAT.replace(right_left_jacks=False)) == 2


def test_hunting_jacks():
    cards = "♣3 ♠J ♥J ♣A ♣4"  # spades trumps: ♥J hunts the right jack ♠J
    assert win(cards, S, PAGAT) == 1
    assert win(cards, S, PAGAT.replace(hunting_jacks=True)) == 2


def test_mighty_when_spades_trump():
    rules = PAGAT.replace(mighty_when_spades_trump="♣A")
    assert win("♥3 ♠J ♣A ♠A ♥4", S, PAGAT) == 3
    assert win("♥3 ♠J ♣A ♠A ♥4", S, rules) == 2
    assert win("♥3 ♥J ♣A ♠A ♥4", H, rules) == 3  # other trumps: ♠A is the Mighty as usual


def test_same_two():
    assert win("♥K ♥2 ♥7 ♥10 ♥Q", D, PAGAT) == 1
    assert win("♥K ♥2 ♥7 ♥10 ♥Q", D, PAGAT.replace(same_two=False)) == 0


def test_same_two_vs_left_jack():
    cards = "♥K ♥2 ♥7 ♥J ♥Q"  # diamonds trumps: ♥J is the left jack
    assert win(cards, D, PAGAT) == 3
    assert win(cards, D, PAGAT.replace(same_two_vs_left_jack="same_two")) == 1
    assert win("♥K ♥2 ♦J ♥J ♥Q", D, PAGAT.replace(same_two_vs_left_jack="same_two")) == 2


def test_same_two_with_joker():
    cards = "♥K ♥2 JK ♥A ♥5"
    assert win(cards, S, JOKER) == 3
    assert win(cards, S, JOKER.replace(same_two_with_joker="counts_as_led")) == 1


def test_same_two_in_trumps():
    cards = "♦K ♦2 ♦7 ♦10 ♦Q"
    assert win(cards, D, PAGAT) == 1
    assert win(cards, D, PAGAT.replace(same_two_in_trumps=False)) == 0


def test_joker_led_strength():
    cards = "JK ♥J ♥A ♥K ♠3"  # hearts trumps, right jack played
    assert win(cards, H, JOKER) == 1  # strong hunter ranks below the jacks
    assert win("JK ♥A ♥K ♠3 ♣2", H, JOKER) == 0  # but above every other trump
    assert win("JK ♥A ♥K ♠3 ♣2", H, JOKER.replace(joker_led_strength="weak_hunter")) == 1
    assert win("JK ♦3 ♠A ♣2 ♣3", H, JOKER.replace(joker_led_strength="strongest")) == 0
    assert win("JK ♦3 ♠A ♣2 ♣3", H, JOKER.replace(joker_led_strength="below_mighty")) == 2
    # A peer program: a led joker ranks between the jacks (below the right, above the left).
    between = JOKER.replace(joker_led_strength="between_jacks")
    assert win("JK ♥J ♥A ♥K ♠3", H, between) == 1  # the right jack beats it
    assert win("JK ♦J ♥A ♥K ♠3", H, between) == 0  # it beats the left jack
    assert win("JK ♦J ♠A ♥K ♠3", H, between) == 2  # the Mighty beats both


def test_joker_strong_rank():
    assert win("JK ♥J ♥A ♥K ♠3", H, JOKER) == 1
    assert win("JK ♥J ♥A ♥K ♠3", H, JOKER.replace(joker_strong_rank=2)) == 0


def test_joker_led_forces():
    assert legal("♥4 ♣A ♣3", "JK", H, JOKER) == set(card_list("♥4"))
    assert legal("♠4 ♣A ♣3", "JK", H, JOKER) == set(card_list("♠4 ♣A ♣3"))
    points = JOKER.replace(joker_led_forces="trump_then_points")
    assert legal("♠4 ♣A ♣3", "JK", H, points) == set(card_list("♣A"))
    named = JOKER.replace(joker_led_forces="named_suit")
    assert legal("♥4 ♣A ♣3", "JK", H, named, joker_suit=C) == set(card_list("♣A ♣3"))


def test_joker_follow_strength():
    assert win("♥3 JK ♥A ♥K ♣3", S, JOKER) == 2
    assert win("♥3 JK ♥A ♥K ♣3", S, JOKER.replace(joker_follow_strength="below_mighty")) == 1
    # A peer program: a followed joker is the lowest card of the suit led: it never beats
    # the led card, and it follows suit, so the same two still wins.
    lowest = JOKER.replace(joker_follow_strength="lowest_of_led_suit", same_two_with_joker="counts_as_led")
    assert win("♥3 JK ♥4 ♥5 ♥6", S, lowest) == 4
    assert win("♥3 JK ♥2 ♥5 ♥6", S, lowest) == 2  # same two: the joker follows
    assert win("♥3 JK ♥2 ♥5 ♥6", S, JOKER) == 4  # the weakest joker blocks it
    with conflict_on("joker_follow_strength"):
        JOKER.replace(joker_follow_strength="lowest_of_led_suit")


def test_joker_free_play():
    assert legal("♥4 JK ♣3", "♥K", S, JOKER) == set(card_list("♥4 JK"))
    assert legal("♥4 JK ♣3", "♥K", S, JOKER.replace(joker_free_play=False)) == set(card_list("♥4"))


def test_joker_first_trick_lead():
    assert legal("JK ♥4", "", S, JOKER, first_trick=True) == set(card_list("♥4"))
    allowed = JOKER.replace(joker_first_trick_lead=True)
    assert legal("JK ♥4", "", S, allowed, first_trick=True) == set(card_list("JK ♥4"))


def test_joker_hunter():
    assert legal("JK ♣4", "♣3", S, JOKER) == set(card_list("JK"))
    assert legal("JK ♣4", "♣3", S, JOKER.replace(joker_hunter="none")) == set(card_list("JK ♣4"))
    assert legal("JK ♣4", "♣5 ♣3", S, JOKER) == set(card_list("JK ♣4"))
    anywhere = JOKER.replace(joker_hunter="anywhere")
    assert legal("JK ♣4", "♣5 ♣3", S, anywhere) == set(card_list("JK"))


def test_joker_request_card():
    spade3 = JOKER.replace(joker_request_card="♠3")
    assert legal("JK ♠4", "♠3", H, spade3) == set(card_list("JK"))
    assert legal("JK ♣4", "♣3", H, spade3) == set(card_list("JK ♣4"))


def test_reverse_jack():
    rules = PAGAT.replace(reverse_jack=True)
    hand = to_play(rules, seed=7)
    rng = random.Random(5)
    reversed_seen = False
    while not hand.is_over:
        events = hand.apply(rng.choice(hand.legal_actions()))
        reversed_seen |= any(type(e).__name__ == "DirectionReversed" for e in events)
    # spades trumps: ♥J and ♦J are reverse jacks; in this deal one is played
    assert reversed_seen
    plain = to_play(PAGAT, seed=7)
    while not plain.is_over:
        events = plain.apply(rng.choice(plain.legal_actions()))
        assert not any(type(e).__name__ == "DirectionReversed" for e in events)


def test_tens_score():
    assert PAGAT.total_points == 20 and PAGAT.replace(tens_score=False).total_points == 16
    assert PAGAT.is_point_card(Card.parse("♥10"))
    assert not PAGAT.replace(tens_score=False).is_point_card(Card.parse("♥10"))


def test_adjutant():
    hand = NapoleonHand.new(PAGAT.replace(adjutant=False), 1)
    hand.apply(Bid(12, S))
    while hand.phase == Phase.BID:
        hand.apply(PASS)
    assert hand.phase == Phase.EXCHANGE  # no call
    assert not PAGAT.replace(players=3).has_adjutant


def test_exact_bid():
    exact = PAGAT.replace(exact_bid=True)
    assert hand_payments(exact, bid=13, taken=14, alone=False)["napoleon"] < 0
    assert hand_payments(PAGAT, bid=13, taken=14, alone=False)["napoleon"] > 0


def test_siberian():
    assert hand_payments(PAGAT, bid=15, taken=20, alone=False)["napoleon"] < 0
    assert hand_payments(PAGAT.replace(siberian="off"), bid=15, taken=20, alone=False)["napoleon"] > 0


def test_scoring():
    made = {
        name: hand_payments(PAGAT.replace(scoring=name, min_bid=11), bid=15, taken=15, alone=False)
        for name in ("pagat", "multiplied", "barraco", "bga_classic", "bga_bonus", "hard", "count")
    }
    assert made["pagat"]["napoleon"] == 2
    assert made["multiplied"]["napoleon"] == 6
    assert made["barraco"]["napoleon"] == 10
    assert made["bga_classic"]["napoleon"] == 4
    assert made["bga_bonus"]["napoleon"] == 6  # 2 + (15 - 14) per opponent, adjutant alike
    assert made["hard"]["napoleon"] == 10
    assert made["count"] == {"napoleon": 0, "adjutant": 0, "opponent": 0}
    with conflict_on("scoring"):
        PAGAT.replace(scoring="hard", min_bid=8)


def test_scoring_4p():
    a = hand_payments(PAGAT.replace(players=4), bid=12, taken=12, alone=False)
    b = hand_payments(PAGAT.replace(players=4, scoring_4p="4-2-3"), bid=12, taken=12, alone=False)
    assert a["napoleon"] == 3 and b["napoleon"] == 4


def test_scoring_6p():
    a = hand_payments(PAGAT.replace(players=6), bid=12, taken=12, alone=False)
    b = hand_payments(PAGAT.replace(players=6, scoring_6p="2-2"), bid=12, taken=12, alone=False)
    assert (a["napoleon"], a["adjutant"]) == (3, 1) and (b["napoleon"], b["adjutant"]) == (2, 2)


def test_second_general_on_20():
    rules = PAGAT.replace(second_general_on_20=True)
    hand = NapoleonHand.new(rules, 1)
    hand.apply(Bid(20, S))
    while hand.phase == Phase.BID:
        hand.apply(PASS)
    calls = 0
    while hand.phase != Phase.PLAY:
        action = hand.legal_actions()[-1]
        calls += isinstance(action, Call)
        hand.apply(action)
    assert calls == 2 and len(hand.called) == 2
    with conflict_on("second_general_on_20"):
        rules.replace(players=4)


def test_rounds():
    match = play_match_randomly(PAGAT.replace(rounds=2), seed=1)
    assert match.hands_played == 2 and sum(match.totals) == 0


def test_target_score():
    match = play_match_randomly(PAGAT.replace(target_score=3), seed=2, max_hands=200)
    assert max(match.totals) >= 3


def test_play_action_reasons():
    hand = to_play(JOKER, seed=2)
    reasons = hand.illegal_reasons()
    for _ in range(1):
        hand.apply(hand.legal_actions()[0])
    assert isinstance(reasons, dict)
    bad = next((a for a in (Play(c) for c in JOKER.deck) if a not in hand.legal_actions()), None)
    assert bad is not None and hand.why_illegal(bad)


def test_explicit_deal_is_checked():
    deal = Deal.shuffled(PAGAT, 1)
    broken = Deal(hands=((*deal.hands[0][:-1], deal.hands[1][0]), *deal.hands[1:]), blind=deal.blind)
    with pytest.raises(ValueError, match="dealt twice"):
        NapoleonHand(PAGAT, broken)


def test_trick_winner_of_an_unfinished_trick_is_as_if_it_ended_now():
    """issue 13: a same two in an unfinished trick is named, provisionally; a later discard
    or trump cancels it (003: "If every player follows suit ... the two wins the trick")."""
    assert win("♥A ♥2", S, PAGAT) == 1  # every card so far follows: the 2, for now
    assert win("♥A ♥2 ♥K", S, PAGAT) == 1
    assert win("♥A ♥2 ♥K ♣4", S, PAGAT) == 0  # a discard: no same two any more
    assert win("♥A ♥2 ♥K ♠4", S, PAGAT) == 3  # a trump: no same two, the trump wins
    assert win("♥A ♥2 ♥K ♥4 ♥5", S, PAGAT) == 1  # complete and all followed: the 2 wins
    assert win("♥A ♥2", S, PAGAT, first_trick=True) == 0  # never on the first trick
