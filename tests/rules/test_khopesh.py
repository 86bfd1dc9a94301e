"""Khopesh's house version (seed 003) beyond the core preset: each option tested from the
text's own words (quoted), one ``test_<option>`` per option."""

from __future__ import annotations

import pytest

from game.napoleon import PASS, Bid, Call, NapoleonHand, Phase, Play, RuleSet, parse_action
from game.napoleon import events as ev
from game.napoleon.actions import Misere
from game.rules import Card, IllegalAction, Suit, card_list

from .helpers import conflict_on
from .test_options import legal, win

KHOPESH = RuleSet.preset("khopesh")
S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


def declared(rules: RuleSet, bid: Bid, seed: int = 1) -> tuple[NapoleonHand, list[object]]:
    """Forehand bids ``bid`` and the others pass: the hand and the events of the last pass."""
    hand = NapoleonHand.new(rules, seed)
    hand.apply(bid)
    events: list[object] = []
    while hand.phase == Phase.BID:
        events = hand.apply(PASS)
    return hand, events


def test_auto_general():
    """003: "Auto-General: the ace of trump is automatically the general.\""""
    rules = KHOPESH.replace(auto_general=True)
    hand, events = declared(rules, Bid(13, H))
    assert hand.called == [Card.parse("♥A")]
    assert any(isinstance(e, ev.CardCalled) and e.card == Card.parse("♥A") for e in events)
    assert hand.phase == Phase.EXCHANGE  # no call to make: straight to the exchange
    assert not any(isinstance(a, Call) for a in hand.actions)
    # with no trumps there is no ace of trumps: Napoleon calls as usual (decided)
    nt, _ = declared(rules.replace(no_trump="above"), Bid(13, None))
    assert nt.phase == Phase.CALL
    with conflict_on("auto_general"):
        rules.replace(players=3)


def test_joker_above_mighty():
    """003: "The Joker may be shuffled into the deck as ranking over the Ace of Spades (and of
    no suit--or of trump suit, as determined before the deal), adding a card to the pickup.\""""
    no_suit = KHOPESH.replace(joker=True, joker_above_mighty="no_suit")
    assert no_suit.blind_size == KHOPESH.blind_size + 1  # "adding a card to the pickup"
    assert win("♠A JK ♠K ♠Q ♠J", H, no_suit) == 1  # over the Ace of Spades, followed
    assert win("JK ♠A ♥J ♦J ♥2", H, no_suit) == 0  # and led
    # of no suit: a led joker asks for no suit in particular
    assert legal("♥4 ♣A ♣3", "JK", H, no_suit) == set(card_list("♥4 ♣A ♣3"))
    trumps = KHOPESH.replace(joker=True, joker_above_mighty="trump_suit")
    # of the trump suit: a led joker leads trumps, and a trump lead is followed by the joker
    assert legal("♥4 ♣A ♣3", "JK", H, trumps) == set(card_list("♥4"))
    assert legal("JK ♣A ♣3", "♥4", H, trumps.replace(joker_free_play=False)) == set(card_list("JK"))
    assert win("♥4 JK ♠A ♥J ♦J", H, trumps) == 1
    with conflict_on("joker_above_mighty"):
        KHOPESH.replace(joker_above_mighty="no_suit")  # no joker in the deck
    with conflict_on("joker_above_mighty"):
        no_suit.replace(joker_led_forces="named_suit")


def test_specials_are_trumps_as_003_powers_are_trump():
    """003: "Powers are trump: The trump suit is ordered as follows: (Joker), Ace of spades,
    Jack of trump (right Bower), Jack of trump color (left Bower), Ace of trump, King of trump
    ... If trump is lead, players may follow suit or play a power. If a player is void in trump
    but has a power, the power must be played.\""""
    powers = KHOPESH.replace(specials_are_trumps=True)
    # clubs trumps: the powers are ♠A, ♣J, ♠J
    assert win("♣A ♠A ♣J ♠J ♣K", C, powers) == 1
    assert win("♣A ♠J ♣K ♣Q ♣2", C, powers) == 1  # the left bower over the ace of trump
    assert win("♣A ♣J ♠J ♣K ♣Q", C, powers) == 1  # the right bower over the left
    # "players may follow suit or play a power"
    assert legal("♠A ♣4 ♥3", "♣K", C, powers) == set(card_list("♠A ♣4"))
    # "If a player is void in trump but has a power, the power must be played"
    assert legal("♠J ♠4 ♥3", "♣K", C, powers) == set(card_list("♠J"))
    # and a power is not a spade: a spade lead is not followed with it
    assert legal("♠A ♠4 ♥3", "♠K", C, powers) == set(card_list("♠4"))
    with_joker = powers.replace(joker=True, joker_above_mighty="trump_suit")
    assert win("♣A ♠A JK ♣J ♠J", C, with_joker) == 2  # "(Joker), Ace of spades, ..."


def test_second_general_on_20():
    """003: "A bid of twenty in a five player game allows Napoleon to name a second general
    after taking the pickup.\""""
    rules = KHOPESH.replace(second_general_on_20=True)
    hand, _ = declared(rules, Bid(20, S))
    calls = 0
    while hand.phase != Phase.PLAY:
        action = hand.legal_actions()[0]
        calls += isinstance(action, Call)
        if isinstance(action, Call):
            assert hand.blind_taken == (calls == 2)  # the second call comes after the pickup
        hand.apply(action)
    assert calls == 2 and len(hand.called) == 2
    one, _ = declared(rules, Bid(19, S))
    while one.phase != Phase.PLAY:
        one.apply(one.legal_actions()[0])
    assert len(one.called) == 1


def play_out(hand: NapoleonHand) -> None:
    while not hand.is_over:
        hand.apply(hand.legal_actions()[0])


def test_bid_kind_suitless():
    """003: "Bidding is performed without suit. The first suit led is trump.\""""
    rules = KHOPESH.replace(bid_kind="suitless")
    hand = NapoleonHand.new(rules, 1)
    bids = [a for a in hand.legal_actions() if isinstance(a, Bid)]
    assert bids and all(b.trump is None for b in bids)  # a number, no suit
    with pytest.raises(IllegalAction, match="no suit"):
        hand.apply(Bid(13, S))
    hand, _ = declared(rules, Bid(13, None))
    while hand.phase != Phase.PLAY:
        hand.apply(hand.legal_actions()[0])
    assert hand.trump is None
    lead = next(c for c in hand.hand_of(hand.napoleon) if not c.is_joker and c.suit == D)
    events = hand.push(Play(lead))
    assert hand.trump == D and hand.contract == (13, D)  # "The first suit led is trump"
    assert ev.TrumpSet(hand.napoleon, D) in events
    assert hand.tables is not None and hand.tables.trump == D
    hand.pop()  # a search can take the lead back: trumps are undecided again
    assert hand.trump is None
    play_out(hand)
    assert hand.result is not None
    with conflict_on("bid_kind"):
        rules.replace(no_trump="above")
    with conflict_on("bid_kind"):
        rules.replace(auto_general=True)


def test_bid_kind_tricks():
    """003: "Tricks: the bid is not in face cards, but in tricks, making ten the maximum bid in
    five player games.\""""
    rules = KHOPESH.replace(bid_kind="tricks", min_bid=6)
    assert rules.top_bid == 10  # "making ten the maximum bid in five player games"
    assert KHOPESH.replace(bid_kind="tricks", min_bid=6, players=4).top_bid == 12
    hand = NapoleonHand.new(rules, 1)
    assert max(a.number for a in hand.legal_actions() if isinstance(a, Bid)) == 10
    hand, _ = declared(rules, Bid(7, S))
    play_out(hand)
    result = hand.result
    assert result is not None
    side = {result.napoleon, *result.adjutants}
    tricks = sum(1 for t in hand.tricks if t.winner in side)
    assert result.tricks == tricks and result.made == (tricks >= 7)
    assert "trick" in result.reason
    with conflict_on("min_bid"):
        KHOPESH.replace(bid_kind="tricks")  # the minimum bid 11 is more than 10 tricks
    with conflict_on("bid_kind"):
        rules.replace(scoring="hard", min_bid=6)


def test_bid_kind_number():
    """003: "Numbers: in addition to bidding by suit, players may bid by number. The powers are the
    Ace of Spades, then the Jack of Diamonds, then the Jack of Spades unless Jacks is bid. If Jacks
    is bid, there is only one super card (unless the Joker is in the deck). The maximum number of
    trump is four, plus the three powers (and the Joker) for seven (or eight) trump in Powers are
    trump.\""""
    from game.napoleon.tricks import NORMAL, tables_for

    rules = KHOPESH.replace(bid_kind="number")
    hand = NapoleonHand.new(rules, 1)
    bids = [a for a in hand.legal_actions() if isinstance(a, Bid)]
    assert Bid(13, S) in bids and Bid(13, None, 11) in bids  # "in addition to bidding by suit"
    assert {b.rank for b in bids if b.rank is not None} == set(range(2, 15))
    assert parse_action("bid 13 J") == Bid(13, None, 11) and str(Bid(13, None, 7)) == "bid 13 7"
    with pytest.raises(IllegalAction, match="no rank"):
        NapoleonHand.new(KHOPESH, 1).apply(Bid(13, None, 11))

    def winner(cards: str, rank: int, led_first: bool = False) -> str:
        t = tables_for(rules, None, rank)
        trick = [int(c) for c in card_list(cards)]
        return str(Card(trick[t.winner(trick, NORMAL, None)]))

    # Sevens: the four sevens are the trumps; the powers ♠A, then ♦J, then ♠J
    assert winner("♥A ♥K ♣7 ♥Q ♥2", 7) == "♣7"  # a trump beats the led suit's ace
    assert winner("♥A ♣7 ♦7 ♥Q ♥2", 7) == "♦7"  # higher suit in the bid order (♣ < ♠ < ♥ < ♦)
    assert winner("♦7 ♠J ♥3 ♥4 ♥5", 7) == "♠J"  # "then the Jack of Spades"
    assert winner("♠J ♦J ♥3 ♥4 ♥5", 7) == "♦J"  # "then the Jack of Diamonds"
    assert winner("♦J ♠A ♥3 ♥4 ♥5", 7) == "♠A"  # "The powers are the Ace of Spades"
    assert winner("♥J ♥A ♥3 ♥4 ♥5", 7) == "♥A"  # other jacks are not special
    # "If Jacks is bid, there is only one super card": the four jacks are the trumps
    assert winner("♥2 ♦J ♠J ♠A ♥5", 11) == "♠A"
    assert winner("♥A ♠J ♦J ♣J ♥5", 11) == "♦J"  # the jacks rank as trumps, ♦ highest
    assert winner("♥A ♣J ♥K ♥Q ♥5", 11) == "♣J"
    tables = tables_for(rules, None, 11)
    assert tables.right_jack == tables.left_jack == -1
    # "The maximum number of trump is four, plus the three powers"
    seven = tables_for(rules, None, 7)
    trumps = [c for c in range(52) if seven.strength[NORMAL][0][c] >= 200]
    assert sorted(str(Card(c)) for c in trumps) == sorted(["♣7", "♦7", "♥7", "♠7", "♦J", "♠J", "♠A"])
    # 003's points table in a number contract: "Per power card 15pts", "Per trump card 10pts"
    from game.napoleon.points_table import card_points

    assert card_points(rules, None, int(Card.parse("♣7")), 7) == 10  # a trump
    assert card_points(rules, None, int(Card.parse("♦J")), 7) == 15 + 7 + 3  # power, ♦, face
    assert card_points(rules, None, int(Card.parse("♦J")), 11) == 10 + 3  # jacks bid: a trump
    # A number contract: declared, played out, recorded and replayed
    hand, events = declared(rules, Bid(13, None, 11))
    assert hand.trump is None and hand.trump_rank == 11 and hand.contract == (13, None)
    assert any(isinstance(e, ev.NapoleonDeclared) and e.rank == 11 for e in events)
    assert hand.view((hand.napoleon + 1) % 5).contract_rank == 11
    play_out(hand)
    assert hand.result is not None and hand.result.trump_rank == 11
    assert "13 J" in str(hand.result)
    replayed = NapoleonHand.new(rules, 1)
    for action in hand.actions:
        replayed.apply(parse_action(str(action)))
    assert replayed.result == hand.result


def test_rechoose_general():
    """003: "Picking up the general card and displaying it to the rest of the players will
    allow another general to be picked at a penalty of raising the bid by one point (twenty
    cannot be raised).\""""
    rules = KHOPESH.replace(rechoose_general=True)
    seed = next(s for s in range(200) if NapoleonHand.new(rules, s).blind)
    blind = NapoleonHand.new(rules, seed).blind
    hand, _ = declared(rules, Bid(13, S), seed)
    hand.apply(Call(blind[0]))  # the called card is in the blind
    assert hand.phase == Phase.CALL and Call(blind[0]) in hand.legal_actions()  # keep, or ...
    other = next(a for a in hand.legal_actions() if a != Call(blind[0]))
    events = hand.apply(other)
    assert ev.GeneralRechosen(hand.napoleon, blind[0], 14) in events  # shown, bid raised by one
    assert hand.contract == (14, S) and hand.called == [other.card]
    assert hand.phase == Phase.EXCHANGE
    play_out(hand)
    assert hand.result is not None and hand.result.bid == 14
    # keeping it: calling the same card again changes nothing
    kept, _ = declared(rules, Bid(13, S), seed)
    kept.apply(Call(blind[0]))
    assert kept.apply(Call(blind[0])) == [] and kept.contract == (13, S)
    # a card called from a hand is not shown and called again
    elsewhere, _ = declared(rules, Bid(13, S), seed)
    elsewhere.apply(next(a for a in elsewhere.legal_actions() if a.card not in blind))
    assert elsewhere.phase == Phase.EXCHANGE
    # "twenty cannot be raised"
    twenty, _ = declared(rules, Bid(20, S), seed)
    twenty.apply(Call(blind[0]))
    assert twenty.phase == Phase.EXCHANGE
    with conflict_on("rechoose_general"):
        rules.replace(call_timing="after_exchange")


def test_misere():
    """003: "Misere (also called Nullo): a bid of zero. Closed-face Misere ranks as a bid of 17
    (17 no trump in bridge-style). Open-faced Misere ranks as a bid of 19 (19 diamonds in
    bridge-style). A misere bid means that Napoleon will try to win no TRICKS. The general cannot
    win any points. Open-faced Misere means that the Napoleon's hand is displayed face-up to the
    rest of the players.\""""
    rules = KHOPESH.replace(misere="both", no_trump="above")
    hand = NapoleonHand.new(rules, 1)
    assert Misere(False) in hand.legal_actions() and Misere(True) in hand.legal_actions()
    hand.apply(Bid(17, D))
    assert Misere(False) in hand.legal_actions()  # "ranks as ... 17 no trump": above 17♦
    hand.apply(Bid(17, None))
    assert Misere(False) not in hand.legal_actions()  # not above 17NT itself
    hand.apply(Bid(19, S))
    assert Misere(True) in hand.legal_actions()  # "19 diamonds": above 19♠ in Khopesh's order
    hand.apply(Misere(True))
    assert Bid(19, D) not in hand.legal_actions() and Bid(19, None) in hand.legal_actions()
    assert str(Misere(True)) == "misere open" and parse_action("misere open") == Misere(True)

    closed, events = declared(rules, Misere(False))
    assert closed.misere == "closed" and closed.contract == (17, None)  # no trumps
    assert any(isinstance(e, ev.NapoleonDeclared) and e.misere == "closed" for e in events)
    play_out(closed)
    result = closed.result
    assert result is not None and result.misere == "closed"
    nap_tricks = sum(1 for t in closed.tricks if t.winner == closed.napoleon)
    adjutant_points = sum(closed.points_won[s] for s in result.adjutants)
    assert result.made == (nap_tricks == 0 and adjutant_points == 0)  # "no TRICKS", "no points"

    opened, _ = declared(rules, Misere(True))
    while opened.phase != Phase.PLAY:
        opened.apply(opened.legal_actions()[0])
    other = (opened.napoleon + 1) % opened.n
    assert opened.view(other).napoleon_shown is None  # not before the first lead
    events = opened.apply(opened.legal_actions()[0])
    shown = opened.view(other).napoleon_shown
    assert shown == tuple(opened.hand_of(opened.napoleon))  # "displayed face-up to the rest"
    assert any(isinstance(e, ev.HandShown) for e in events)
    with conflict_on("misere"):
        rules.replace(max_bid=18)  # an open misère ranks as 19
    with conflict_on("misere"):
        rules.replace(bid_kind="tricks", min_bid=6, no_trump="off")


def test_misere_verdicts():
    from game.napoleon.scoring import misere_verdict

    assert misere_verdict(0, 0)[0]
    assert not misere_verdict(1, 0)[0]  # "Napoleon will try to win no TRICKS"
    assert not misere_verdict(0, 2)[0]  # "The general cannot win any points"


def test_scoring_points_table():
    """003: "Points (all cumulative) ... Made Regular bid (single suit) 50pts. Beat Regular bid
    100pts. ... Per power card 15pts. Joker 6pts. Per trump card 10pts. Per nontrump diamond
    7pts. Per nontrump heart 6pts. Per nontrump spade 5pts. Per nontrump club 4pts. Per face
    card 3pts.\""""
    from game.napoleon.points_table import card_points, table_points

    rules = KHOPESH.replace(scoring="points_table")
    h = int(H)
    assert card_points(rules, h, Card.parse("♥J")) == 15 + 10 + 3  # power, trump, face card
    assert card_points(rules, h, Card.parse("♦J")) == 15 + 7 + 3  # the left jack: a ♦
    assert card_points(rules, h, Card.parse("♠A")) == 15 + 5 + 3  # the Mighty: a non-trump ♠
    assert card_points(rules, h, Card.parse("♥2")) == 10
    assert card_points(rules, h, Card.parse("♦K")) == 7 + 3
    assert card_points(rules, h, Card.parse("♣4")) == 4
    assert card_points(rules.replace(specials_are_trumps=True), h, Card.parse("♦J")) == 15 + 10 + 3
    joker = rules.replace(joker=True, joker_above_mighty="no_suit")
    assert card_points(joker, h, Card.parse("JK")) == 15 + 6  # a power, and the joker
    hand, _ = declared(rules, Bid(13, H))
    play_out(hand)
    result = hand.result
    assert result is not None
    points = table_points(hand, result)
    assert result.payments == points and min(points) >= 0
    side = {result.napoleon, *result.adjutants}
    won = {
        s: sum(card_points(rules, h, c) for t in hand.tricks if t.winner == s for c in t.cards)
        for s in range(5)
    }
    for s in range(5):
        assert points[s] >= won[s]
        if result.made and s in side:
            assert points[s] >= won[s] + 50  # "Made Regular bid (single suit) 50pts"
        if not result.made and s not in side:
            assert points[s] >= won[s] + 100  # "Beat Regular bid 100pts"


def test_trust():
    """003: "Trust: In this game, players can say, trust. In most circles, you can only say
    "trust" if you have already played a card in the current trick. Saying "trust" means that you
    think that you are going to win the trick and that the other players should trust that you
    aren't the general (or that Napoleon should trust that you are).\""""
    from game.napoleon.record import dumps
    from game.rules import replay

    rules = KHOPESH.replace(trust=True)
    hand, _ = declared(rules, Bid(13, S))
    while hand.phase != Phase.PLAY:
        hand.apply(hand.legal_actions()[0])
    plays = [a for a in hand.legal_actions() if isinstance(a, Play)]
    assert {p.card for p in plays if p.trust} == {p.card for p in plays if not p.trust}
    said = next(p for p in plays if p.trust)
    seat = hand.to_act
    events = hand.push(said)  # "trust" comes with a card played to the current trick
    assert ev.Trusted(seat, 0) in events and hand.trusts == [(seat, 0)]
    assert all(hand.view(s).trusts == ((seat, 0),) for s in range(5))  # said aloud: all hear it
    assert str(said).endswith(" trust") and parse_action(str(said)) == said
    hand.pop()
    assert hand.trusts == []
    hand.apply(said)
    play_out(hand)
    again = replay(dumps(hand))
    assert again.trusts == hand.trusts and again.result == hand.result  # kept in the record
    plain, _ = declared(KHOPESH, Bid(13, S))
    while plain.phase != Phase.PLAY:
        plain.apply(plain.legal_actions()[0])
    assert not any(isinstance(a, Play) and a.trust for a in plain.legal_actions())
    with pytest.raises(IllegalAction, match="trust"):
        plain.apply(Play(plain.legal_actions()[0].card, None, True))


def test_target():
    """003: "Target (also called Assassain): a reverse bid. Napoleon names a player (other than
    himself) who has not bid over fourteen and tries to make this person take all of the points.
    Some circles allow a general to Napoleon, others allow a general to the target (making a
    bigger target).\""""
    from game.napoleon.actions import Target

    rules = KHOPESH.replace(target="general_joins_napoleon")
    hand = NapoleonHand.new(rules, 1)  # forehand is seat 1
    targets = {a.seat for a in hand.legal_actions() if isinstance(a, Target)}
    assert targets == {0, 2, 3, 4}  # "a player (other than himself)"
    hand.apply(Bid(15, S))  # seat 1 bids over fourteen
    assert 1 not in {a.seat for a in hand.legal_actions() if isinstance(a, Target)}
    with pytest.raises(IllegalAction, match="fourteen"):
        hand.apply(Target(1))
    hand.apply(Target(4))  # seat 2 names seat 4
    assert str(Target(4)) == "target 4" and parse_action("target 4") == Target(4)
    while hand.phase == Phase.BID:
        hand.apply(PASS)
    assert hand.napoleon == 2 and hand.target == 4 and hand.trump is None
    play_out(hand)
    result = hand.result
    assert result is not None and result.target == 4
    others = sum(hand.points_won[s] for s in range(5) if s != 4)
    assert result.made == (others == 0)  # "take all of the points"
    assert sum(result.payments) == 0
    bigger = KHOPESH.replace(target="general_joins_target")
    hand2 = NapoleonHand.new(bigger, 1)
    hand2.apply(Target(4))
    while hand2.phase == Phase.BID:
        hand2.apply(PASS)
    play_out(hand2)
    r2 = hand2.result
    assert r2 is not None and r2.adjutants == ()  # the general is on the target's side
    side = {4, *hand2.adjutants} - {hand2.napoleon}
    assert r2.made == (sum(hand2.points_won[s] for s in range(5) if s not in side) == 0)
    assert sum(r2.payments) == 0
    with conflict_on("target"):
        bigger.replace(max_bid=18)
