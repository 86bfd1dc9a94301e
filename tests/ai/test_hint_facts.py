"""Hints say only true things: over random positions of every preset of every registered game,
each fact a hint states (a count, the bid needed, a card called low, a trick said to be lost or
led, a partner said to be winning, the cards listed as evidence or as still out) is checked
against the real position, and the sentence shows it."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai import make_seat
from game.ai.hints import explain_said
from game.ai.knowledge import knowledge_of
from game.ai.nap_hints import explain_nap
from game.ai.said import SHOWN, Said
from game.british_nap import NapBid, NapView, nap_trick_winner
from game.napoleon import Bid, Play, SeatView
from game.napoleon import NapoleonHand as Hand
from game.napoleon.tricks import tables_for
from game.rules.games import GAMES

CASES = [(name, preset) for name in GAMES for preset in GAMES[name].presets]


def _shows(said: Said, game: str) -> None:
    """The sentence shows every fact it states."""
    text = said.text
    for n in (said.needed, said.worth, said.points_on_table):
        if n is not None:
            assert str(n) in text, (text, n)
    for c in (said.low, said.cannot_win, said.wins_now, said.top, *said.held, *said.out[:SHOWN]):
        if c is not None:
            assert str(c) in text, (text, c)
    if len(said.out) > SHOWN:
        assert str(len(said.out) - SHOWN) in text, text
    if said.partner is not None and game == "napoleon":
        assert str(said.partner) in text, text


def _common(said: Said) -> None:
    if said.short:
        assert said.worth is not None and said.needed is not None and said.worth < said.needed, said


def _check_napoleon(hand: Hand, view: SeatView, said: Said) -> None:
    rules = view.rules
    if said.needed is not None:
        bids = [a for a in view.legal_actions if isinstance(a, Bid)]
        assert said.needed in {b.number for b in bids}, said
        assert said.needed >= min(b.number for b in bids), said
        # No cheaper legal bid in the same choice: the smallest of its choices (any if suitless)
        if rules.bid_kind == "suitless":
            assert said.needed == min(b.number for b in bids), said
    if said.low is not None:
        assert said.low.suit is not None and said.low.rank <= 9 and not rules.is_point_card(said.low), said
    if view.contract is None or not (said.cannot_win or said.wins_now or said.top or said.out):
        return
    k = knowledge_of(view)
    t = tables_for(rules, view.trump, view.contract_rank)
    trick = [int(c) for c in view.trick]
    n = len(trick)
    if said.cannot_win is not None:
        after = [*trick, int(said.cannot_win)]
        assert t.winner_now(after, k.kind, k.joker_suit, view.players) != n, said
        assert t.winner(after, k.kind, k.joker_suit) != n, said
    if said.wins_now is not None:
        after = [*trick, int(said.wins_now)]
        assert t.winner_now(after, k.kind, k.joker_suit, view.players) == n, said
    if said.partner is not None:
        assert view.trick_seats[t.winner_now(trick, k.kind, k.joker_suit, view.players)] == said.partner
        sides = {s: hand.view(s).role in ("napoleon", "adjutant") for s in range(view.players)}
        assert sides[said.partner] == sides[view.seat] and said.partner != view.seat, said
    others = set()
    for s in range(view.players):
        if s != view.seat:
            others |= set(hand.view(s).playable) | set(hand.view(s).hand)
    played = {c for tr in view.tricks for c in tr.cards} | set(view.trick)
    for card in (said.top, said.beaten):
        if card is None:
            continue
        tab = t.strength[k.kind][t.esuit[k.kind][int(card)]]
        beaters = {c for c in others if tab[int(c)] > tab[int(card)]}
        if said.top is not None:
            assert not beaters, (said, beaters)
        else:
            assert beaters <= set(said.out), (said, beaters)
            for c in said.out:
                assert tab[int(c)] > tab[int(card)], said
                assert c not in view.playable and c not in played, said
            assert list(said.out) == sorted(said.out, key=lambda c: -tab[int(c)]), said


def _check_nap(hand: Any, view: NapView, said: Said) -> None:
    if said.needed is not None:
        numbers = [a.bid for a in view.legal_actions if isinstance(a, NapBid) and isinstance(a.bid, int)]
        assert said.needed == min(numbers), said
    if said.low is not None:
        assert said.low.rank <= 9, said
    if said.held_kind == "suit":
        assert set(said.held) == {c for c in view.hand if c.suit == said.held_suit}, said
    if said.held_kind == "highest":
        assert said.held[0] in view.hand and all(c.rank <= said.held[0].rank for c in view.hand), said
    n = len(view.trick)
    if said.cannot_win is not None:
        assert nap_trick_winner([*view.trick, said.cannot_win], view.trump) != n, said
    if said.wins_now is not None:
        assert nap_trick_winner([*view.trick, said.wins_now], view.trump) == n, said
    if said.partner is not None:
        assert view.trick_seats[nap_trick_winner(list(view.trick), view.trump)] == said.partner
        assert view.bidder not in (said.partner, view.seat), said
    others = {c for s in range(view.players) if s != view.seat for c in hand.hands[s]}
    for card in (said.top, said.beaten):
        if card is None:
            continue
        beaters = {c for c in others if c.suit == card.suit and c.rank > card.rank}
        if said.top is not None:
            assert not beaters, (said, beaters)
        else:
            assert beaters <= set(said.out), (said, beaters)
            assert all(c.suit == card.suit and c.rank > card.rank for c in said.out), said
            assert not set(said.out) & (set(view.hand) | set(view.played)), said


def _check_held_strong(view: SeatView, action: object, said: Said) -> None:
    """The bid's evidence lists every card of the player's that makes the bid."""
    if said.held_kind != "strong":
        return
    assert isinstance(action, Bid)
    mighty = view.rules.mighty(action.trump)
    want = {
        c
        for c in view.playable
        if c.rank == 0
        or c == mighty
        or (action.trump is not None and c.suit == action.trump)
        or (action.rank is not None and c.rank == action.rank)
    }
    assert set(said.held) == want, (said, want)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CASES), st.integers(0, 2**31), st.integers(0, 60))
def test_every_fact_a_hint_states_is_true(case: tuple[str, str], seed: int, steps: int) -> None:
    name, preset = case
    spec = GAMES[name]
    rules = spec.presets[preset]
    hand = spec.new_hand(rules, seed, seed % rules.players)
    rng = random.Random(seed)
    for _ in range(steps):
        if hand.is_over:
            break
        hand.apply(rng.choice(list(hand.legal_actions())))
    if hand.is_over:
        return
    seat = hand.to_act
    view = hand.view(seat)
    normal = make_seat("normal", seed, game=name)
    for action in (normal.choose(view), rng.choice(list(view.legal_actions))):
        said = explain_said(view, action) if name == "napoleon" else explain_nap(view, action)
        assert said.text.strip(), (name, preset, action)
        _shows(said, name)
        _common(said)
        if name == "napoleon":
            _check_napoleon(hand, view, said)
            _check_held_strong(view, action, said)
        else:
            _check_nap(hand, view, said)


def test_the_pass_hint_names_the_next_bid_needed_and_a_worth_short_of_it() -> None:
    """ "about 12 is short of the required 12": after a bid of 12 the pass is measured against
    the cheapest bid still legal in its choice, and the worth shown is below it."""
    from game.napoleon import PASS, RuleSet

    rules = RuleSet.preset("pagat")
    seen = 0
    for seed in range(60):
        hand = Hand.new(rules, seed)
        twelve = [a for a in hand.legal_actions() if isinstance(a, Bid) and a.number == 12]
        hand.apply(max(twelve, key=lambda b: -1 if b.trump is None else int(b.trump)))
        view = hand.view(hand.to_act)
        said = explain_said(view, PASS)
        if said.needed is None:
            continue
        seen += 1
        assert said.needed == 13, said  # 12 in spades was bid: only 13 is left in every suit
        assert not said.short or (said.worth is not None and said.worth < 13)
        assert "13" in said.text
    assert seen


def test_played_hands_hints_read_true() -> None:
    """Through whole hands of Normal seats, read as a player reads them: a card called low is
    low, a bid's evidence lists every trump held, "cannot win" is never said of a card that
    leads the trick or a same two still alive."""
    from game.ai.hints import explain
    from game.napoleon import RuleSet

    from .helpers import play_hand

    rules = RuleSet.preset("pagat")
    bad: list[str] = []

    def check(view: SeatView, action: object) -> None:
        text = explain(view, action)
        if isinstance(action, Bid):
            mighty = rules.mighty(action.trump)
            for c in view.hand:
                if (c.rank == 0 or c == mighty or c.suit == action.trump) and str(c) not in text:
                    bad.append(text)
        if isinstance(action, Play):
            card = action.card
            if " low " in text and not (card.rank <= 9 and not rules.is_point_card(card)):
                bad.append(text)
            if "cannot win" in text and view.contract is not None:
                k = knowledge_of(view)
                t = tables_for(rules, view.trump)
                after = [*map(int, view.trick), int(card)]
                if t.winner(after, k.kind, k.joker_suit) == len(view.trick):
                    bad.append(text)

    seats = [make_seat("normal", s) for s in range(5)]
    for seed in range(25):
        play_hand(rules, seed, seats, check)  # type: ignore[arg-type]
    assert not bad, bad[:5]


def test_nap_hints_say_something_true_for_bids_and_plays() -> None:
    """Nap's bid hint has words, and no hint is only "a rule of thumb"."""
    from game.british_nap import NapHand

    seat = make_seat("normal", 3, game="nap")
    texts = []
    for seed in range(6):
        hand = NapHand.new(GAMES["nap"].presets[next(iter(GAMES["nap"].presets))], seed, 0)
        while not hand.is_over:
            view = hand.view(hand.to_act)
            action = seat.choose(view)
            texts.append((action, seat.explain(view, action)))
            hand.apply(action)
    assert texts
    for action, text in texts:
        assert text.strip() and "rule of thumb" not in text, (action, text)
        if isinstance(action, NapBid):
            assert any(ch.isdigit() for ch in text) or "Misère" in text, text
