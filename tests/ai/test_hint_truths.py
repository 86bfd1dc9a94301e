"""The hint's words, checked in the positions the issue names (issue 39): "you cannot win" only
when no card can, the same two named as the reason; a count of the cards that could beat a lead
says what it counts; the Nap bid and pass hints weigh the same count the same way; no card
wins "for now" when nobody plays after it; a partner is named as the table names the seat."""

from __future__ import annotations

import dataclasses

from game.ai import make_seat
from game.ai.british_nap.count import estimate_tricks
from game.ai.british_nap.hints import explain_nap, unseen
from game.ai.napoleon.hints import explain_said
from game.british_nap import NapBid, NapView, nap_trick_winner
from game.british_nap.hand import NapHand
from game.napoleon import Play, RuleSet, SeatView, trick_winner
from game.rules import Card, Suit, card_list
from game.rules.card_actions import Pass
from game.rules.card_actions import Play as NapPlay
from game.rules.games import GAMES

from .helpers import to_first_play

NAMES = ("You", "Aki", "Ben", "Chiyo", "Dai")
PAGAT = RuleSet.preset("pagat")


def _view(
    seat: int,
    hand: str,
    trick: str,
    leader: int,
    trump: Suit | None = Suit.CLUBS,
    napoleon: int | None = None,
    role: str = "napoleon",
) -> SeatView:
    """A seat of a five-player pagat hand in its second trick, holding ``hand``, with ``trick``
    led by ``leader`` on the table (the other fields from a real hand)."""
    base = to_first_play(PAGAT, 1, 0).view(0)
    mine = tuple(card_list(hand))
    cards = tuple(card_list(trick))
    seats = tuple((leader + i) % 5 for i in range(len(cards)))
    assert (leader + len(cards)) % 5 == seat
    led = [c for c in mine if c.suit == cards[0].suit] if cards else []
    legal = tuple(Play(c) for c in (led or mine))
    return dataclasses.replace(
        base,
        seat=seat,
        to_act=seat,
        hand=mine,
        contract=(13, trump),
        napoleon=seat if napoleon is None else napoleon,
        role=role,
        called=(Card.parse("♠A"),) if hasattr(Card, "parse") else base.called,
        revealed=(),
        alone_known=False,
        tricks=(),
        trick=cards,
        trick_seats=seats,
        trick_no=1,
        legal_actions=legal,
        illegal_reasons=(),
        discards=(),
        blind=None,
    )


def test_a_card_beaten_only_by_a_same_two_if_everyone_follows_is_no_cannot_win() -> None:
    """♣2 led in trumps, ♣6 winning, ♣8 in hand, a seat still to play: ♣8 takes the trick
    if that seat is void in ♣, so "you cannot win" is not said; the same two is the reason."""
    view = _view(2, "♣8 ♣3 ♥4 ♥5 ♦9", "♣2 ♣6", leader=0)
    said = explain_said(view, Play(card_list("♣3")[0]), NAMES)
    assert "cannot win" not in said.text and said.cannot_win is None, said.text
    assert "same two ♣2" in said.text and "if everyone follows ♣" in said.text, said.text


def test_last_to_play_after_everyone_followed_the_same_two_is_named() -> None:
    """Last to play, everyone followed ♣: the same two ♣2 takes the trick, whatever is played:
    the hint says so, a reason the player can check on the table."""
    view = _view(4, "♣8 ♣3 ♥4 ♥5 ♦9", "♣2 ♣6 ♣4 ♣5", leader=0)
    said = explain_said(view, Play(card_list("♣3")[0]), NAMES)
    assert "everyone followed ♣" in said.text and "same two ♣2" in said.text, said.text
    assert said.cannot_win is not None


def test_no_for_now_when_nobody_plays_after() -> None:
    view = _view(4, "♥A ♥2 ♦9", "♥3 ♥K ♥5 ♥Q", leader=0)
    said = explain_said(view, Play(card_list("♥A")[0]), NAMES)
    assert trick_winner([*view.trick, card_list("♥A")[0]], view.trump, PAGAT, first_trick=False) == 4
    assert "for now" not in said.text and "wins the trick" in said.text, said.text
    assert "2 point cards" in said.text  # ♥K and ♥Q


def test_a_partner_is_named_as_the_table_names_the_seat() -> None:
    view = _view(3, "♥4 ♥K ♦9", "♥3 ♥A ♥5", leader=0, napoleon=1, role="adjutant")
    said = explain_said(view, Play(card_list("♥4")[0]), NAMES)
    assert said.partner == 1 and "your partner Aki is winning" in said.text, said.text
    assert "seat" not in said.text


def test_the_count_of_cards_that_could_beat_a_lead_says_what_it_counts() -> None:
    """Leading ♣5 in clubs trumps: every unseen card that beats it when it leads (the higher
    clubs, the Mighty, the left jack) is counted, and the sentence says that is the count."""
    view = _view(0, "♣5 ♣3 ♥4 ♥5 ♦9", "", leader=0)
    five = card_list("♣5")[0]
    seen = set(view.hand)
    beaters = [
        c
        for c in PAGAT.deck
        if c not in seen and trick_winner([five, c], Suit.CLUBS, PAGAT, first_trick=False) == 1
    ]
    said = explain_said(view, Play(five), NAMES)
    assert f"{len(beaters)} cards not yet seen could beat it" in said.text, said.text
    assert "more" not in said.text and "still out" not in said.text


def _nap_view(hand: str, after: list[object] | None = None) -> tuple[NapHand, NapView]:
    rules = GAMES["nap"].presets["standard"]
    state = NapHand.new(rules, 3, 0)
    for action in after or []:
        state.apply(action)  # type: ignore[arg-type]
    view = state.view(state.to_act)
    return state, dataclasses.replace(view, hand=tuple(card_list(hand)))


def test_nap_lead_count_says_what_it_counts() -> None:
    """ "♣J, ♣K, ♣Q and 3 more are still out" when nine clubs were: the count is of every
    higher club not yet seen, and says so."""
    _state, view = _nap_view("♣5 ♥4 ♥5 ♦9 ♦2")
    view = dataclasses.replace(view, trump=Suit.SPADES, bid=3, bidder=(view.seat + 1) % 5, trick=())
    five = card_list("♣5")[0]
    said = explain_nap(view, NapPlay(five))
    higher = [c for c in unseen(view) if c.suit == five.suit and nap_trick_winner([five, c], view.trump) == 1]
    assert len(higher) == 9  # ♣6 to ♣A: none seen
    assert f"{len(higher)} higher ♣ cards not yet seen could beat it" in said.text, said.text
    assert "more" not in said.text and "still out" not in said.text


def test_the_nap_bid_and_pass_hints_weigh_the_count_as_the_advice_does() -> None:
    """A hand counted 2.6 tricks: Normal bids 3 (within its 0.6 of slack); the bid hint says
    why, and the pass hint does not call 2.6 short of 3."""
    hand = "♠A ♠7 ♠5 ♥A ♦3"
    assert abs(estimate_tricks(card_list(hand), easy=False) - 2.6) < 1e-9
    _state, view = _nap_view(hand, [NapBid(2)])
    assert (
        view.legal_actions
        and min(a.bid for a in view.legal_actions if isinstance(a, NapBid) and isinstance(a.bid, int)) == 3
    )
    bid = make_seat("normal", 0, game="nap").choose(view)
    assert bid == NapBid(3)
    said = explain_nap(view, bid)
    assert "2.6" in said.text and "0.6" in said.text and said.stretch == "", said.text
    passed = explain_nap(view, Pass())
    assert not passed.short and "short" not in passed.text, passed.text
