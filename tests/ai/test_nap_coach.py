"""Nap's coach after the hand: each of the player's decisions priced by the Nap hard seat's own
search from the player's view then (the purchase, the peep, the bid or pass, the widow's
discards, every card), in the player's own chips, the costly ones marked with a reason.

The prepared hand (standard rules, seed 18): seat 0 bid 2 and, as the bidder, always played its
lowest legal card (the others are Normal seats): its first lead, ♦4, made diamonds trumps, and
it then threw ♥4 and ♠6 while the coach would have drawn trumps with ♦10, and failed.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.british_nap.coach import THRESHOLD, Budget, Verdict, decisions, evaluate
from game.ai.british_nap.coach_counts import gain
from game.ai.british_nap.hard import NapHardSeat
from game.ai.british_nap.seats import make_nap_seat
from game.ai.coaching import NotCoachable, causes, headline_loss
from game.british_nap import NAP_PRESETS, PEEP, Buy, NapBid, NapHand, NapPhase
from game.british_nap.scoring import all_bids
from game.rules.card_actions import Discard, Pass, Play
from game.rules.cards import Card

SMALL = Budget(samples=12, bid_samples=12)
TINY = Budget(samples=4, bid_samples=4, nodes=400_000)  # the properties: many hands


def _hand(preset: str, seed: int, me: Any = None) -> NapHand:
    """A hand of ``preset``: seat 0 decides by ``me(view)`` (default: a Normal seat), the others
    are Normal seats."""
    rules = NAP_PRESETS[preset]
    hand = NapHand.new(rules, seed, seed % rules.players)
    seats = [make_nap_seat("normal", seed * 10 + s) for s in range(rules.players)]
    while not hand.is_over:
        s = hand.to_act
        view = hand.view(s)
        action = me(view) if s == 0 and me is not None else None
        hand.apply(action if action is not None else seats[s].choose(view))
    return hand


def _lowest(view: Any) -> Any:
    """Play the lowest legal card (leave the bidding to the Normal seat)."""
    plays = [a for a in view.legal_actions if isinstance(a, Play)]
    return min(plays, key=lambda a: a.card % 13) if plays else None


@pytest.fixture(scope="module")
def prepared() -> tuple[NapHand, list[Verdict]]:
    hand = _hand("standard", 18, _lowest)
    return hand, evaluate(hand.record(), 0, 1, SMALL)


def test_a_bidder_who_throws_low_cards_is_marked_with_the_reason(
    prepared: tuple[NapHand, list[Verdict]],
) -> None:
    hand, verdicts = prepared
    assert hand.bidder == 0 and hand.bid == 2 and hand.result is not None and not hand.result.made
    plays = [v for v in verdicts if v.kind == "play"]
    assert [str(v.chosen.card) for v in plays if isinstance(v.chosen, Play)] == ["♦4", "♥4", "♠6", "♦10"]
    thrown = plays[1]  # ♥4, with trumps to draw
    assert thrown.flagged and thrown.loss > THRESHOLD and thrown.best == Play(Card.parse("♦10"))
    r = thrown.reason
    assert r.kind == "beaten" and r.card == Card.parse("♥4") and r.player != 0
    # The same point again: ♠6 thrown, ♦10 still the coach's card, kept back since.
    again = plays[2]
    assert again.flagged and again.follows == thrown.index and again.best == thrown.best
    assert len(causes(verdicts)) == 1 and headline_loss(verdicts) <= max(v.loss for v in plays) + 1e-9


def test_the_player_s_decisions_are_the_ones_priced(prepared: tuple[NapHand, list[Verdict]]) -> None:
    hand, verdicts = prepared
    todo, full = decisions(hand.record(), 0)
    assert [d.index for d in todo] == [v.index for v in verdicts]
    for v in verdicts:
        assert full.actions[v.index] == v.chosen
        assert v.best_value >= v.chosen_value - 1e-9  # the best is at least the choice made
        assert v.worlds == (SMALL.samples if v.kind == "play" else SMALL.bid_samples)
    assert verdicts[0].kind == "bid"


def test_the_same_record_and_seed_give_the_same_review(prepared: tuple[NapHand, list[Verdict]]) -> None:
    hand, verdicts = prepared
    progress: list[tuple[int, int]] = []
    assert (
        evaluate(hand.record(), 0, 1, SMALL, lambda done, total: progress.append((done, total))) == verdicts
    )
    assert progress == [(i, len(verdicts)) for i in range(len(verdicts) + 1)]


def test_what_the_coach_cannot_read_is_refused_with_a_reason(prepared: tuple[NapHand, list[Verdict]]) -> None:
    hand, _verdicts = prepared
    with pytest.raises(NotCoachable, match="seat 9"):
        evaluate(hand.record(), 9, 1, SMALL)
    with pytest.raises(NotCoachable, match="Nap hands only"):
        evaluate({**hand.record(), "format": "napoleon-hand/3"}, 0, 1, SMALL)
    with pytest.raises(TypeError, match=r"british_nap\.coach\.Budget"):
        evaluate(hand.record(), 0, 1, object())  # type: ignore[arg-type]


def _peeper(view: Any) -> Any:
    return PEEP if PEEP in view.legal_actions else None


def _buyer(view: Any) -> Any:
    """Exchange the three lowest cards."""
    if view.phase != NapPhase.BUY:
        return None
    low = sorted(view.hand, key=lambda c: c % 13)[:3]
    return Buy(tuple(c for c in view.hand if c in low))


def _garnet(view: Any) -> Any:
    """Take the widow whenever allowed, then throw the highest cards (a poor keep)."""
    if NapBid("sir_garnet") in view.legal_actions:
        return NapBid("sir_garnet")
    if view.phase == NapPhase.DISCARD:
        return Discard(max(view.hand, key=lambda c: c % 13))
    return None


@pytest.mark.parametrize(
    ("preset", "me", "kind"),
    [("peep", _peeper, "peep"), ("ecarte", _buyer, "buy"), ("sir-garnet", _garnet, "discard")],
)
def test_the_peep_the_purchase_and_the_widow_are_priced(preset: str, me: Any, kind: str) -> None:
    """Each of Nap's own decisions is priced where the rules have it: a peep against the best
    bid without it (the chip counted), a purchase against the hard seat's own (a chip a card),
    the widow's discards as one set against its keeps."""
    for seed in range(12):
        hand = _hand(preset, seed, me)
        found = [v for v in evaluate(hand.record(), 0, seed, TINY) if v.kind == kind]
        if not found:
            continue  # (Sir Garnet: another seat took the widow first)
        v = found[0]
        assert v.best_value >= v.chosen_value - 1e-9
        if kind == "peep":
            assert v.chosen == PEEP and (v.best == PEEP or isinstance(v.best, (NapBid, Pass)))
        if kind == "buy":
            assert isinstance(v.chosen, Buy) and len(v.chosen.cards) == 3 and isinstance(v.best, Buy)
        if kind == "discard":
            assert isinstance(v.chosen, tuple) and len(v.chosen) == 5 and len(v.best) == 5  # type: ignore[arg-type]
            assert hand.actions[v.index] == Discard(v.chosen[0])
        return
    raise AssertionError(f"no {kind} decision in twelve hands of {preset}")


def test_seven_card_bids_and_first_tricks_are_not_priced() -> None:
    """The hard seat bids seven-card Nap and plays its first two tricks by rules of thumb (seven
    cards are too many to solve): the coach prices what the search can, from the third trick."""
    hand = _hand("seven-card", 3)
    todo, _full = decisions(hand.record(), 0)
    assert todo and all(d.kind == "play" and len(d.view.hand) <= 5 for d in todo)


def test_a_card_is_priced_as_the_hard_seat_chooses_it(prepared: tuple[NapHand, list[Verdict]]) -> None:
    """The coach's figures are the hard seat's own search: with the seed and samples the coach
    gives it, the card the hard seat plays is worth the coach's best (it is the coach's best,
    or ties with it)."""
    from game.ai.british_nap import coach as nap_coach

    hand, verdicts = prepared
    todo, _full = decisions(hand.record(), 0)
    checked = 0
    for d, v in zip(todo, verdicts, strict=True):
        if d.kind != "play":
            continue

        def hard(index: int = d.index) -> NapHardSeat:
            return NapHardSeat(1_000_003 + index, samples=SMALL.samples, nodes=SMALL.nodes, seconds=None)

        card = hard().play(d.view)
        price = nap_coach._PRICES["play"](dataclasses.replace(d, chosen=Play(card)), hard())
        assert sum(price.chosen) / price.worlds == pytest.approx(v.best_value), (d.index, card, v)
        checked += 1
    assert checked == 4


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(NAP_PRESETS)), st.integers(0, 2**31))
def test_the_chips_the_coach_counts_are_the_hand_s_settlement(preset: str, seed: int) -> None:
    """The coach's chips are the hand's: for every seat of a hand played at random, what the
    settlement paid it is the contract's chips (``gain``) less its stakes in the pools."""
    rules = NAP_PRESETS[preset]
    hand = NapHand.new(rules, seed, seed % rules.players, pools=(seed % 5, seed % 3))
    rng = random.Random(seed)
    while not hand.is_over:
        hand.apply(rng.choice(hand.legal_actions()))
    r = hand.result
    if r is None:
        return  # thrown in: no contract
    pool = sum(hand.pools_in) + sum(hand.pool_added)
    for s in range(rules.players):
        assert gain(rules, s, r.bidder, r.bid, r.made, pool) - hand.stakes[s] == r.payments[s]


def _could_have_been_paid(hand: NapHand, seat: int, verdicts: list[Verdict]) -> float:
    """By brute force, through the engine's own scoring: the most ``seat`` could have been paid
    in this hand had its decisions gone otherwise (the contract as it was with any number of
    tricks; before the contract, the seat bidding any bid of the rules, any tricks, or passing
    at 0; the stakes of its purchase and peep unpaid), less what it was paid."""

    def paid(bidder: int, bid: Any) -> float:
        best = float("-inf")
        for k in range(hand.rules.hand_size + 1):
            other = hand.clone()
            other.bidder, other.bid, other.tricks_won = bidder, bid, [0] * hand.rules.players
            other.tricks_won[bidder] = k
            other._score()
            assert other.result is not None
            best = max(best, float(other.result.payments[seat]))
        return best

    r = hand.result
    got = float(r.payments[seat]) if r is not None else float(-hand.stakes[seat])
    best = paid(r.bidder, r.bid) if r is not None else float(-hand.stakes[seat])
    early = [v for v in verdicts if v.kind in ("buy", "peep", "bid")]
    refund = hand.stakes[seat]  # the purchase and the peep: staked by the player's choice
    if early:
        best = max([best, -hand.stakes[seat], *(paid(seat, b) for b in all_bids(hand.rules))]) + refund
    return best - got


@pytest.mark.slow
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(NAP_PRESETS)), st.integers(0, 2**31), st.integers(0, 6))
def test_the_headline_never_claims_more_than_the_hand_could_have_swung(
    preset: str, seed: int, at: int
) -> None:
    """Over random hands of every preset, played at random: the headline's chips are never more
    than the player's chips could have been better in the hand, and no cause is counted twice."""
    rules = NAP_PRESETS[preset]
    hand = NapHand.new(rules, seed, seed % rules.players)
    rng = random.Random(seed)
    while not hand.is_over:
        hand.apply(rng.choice(hand.legal_actions()))
    seat = at % rules.players
    verdicts = evaluate(hand.record(), seat, seed, TINY)
    said = headline_loss(verdicts)
    assert 0.0 <= said <= _could_have_been_paid(hand, seat, verdicts) + 1e-9
    for group in causes(verdicts):
        assert all(later.follows == group[0].index for later in group[1:])
