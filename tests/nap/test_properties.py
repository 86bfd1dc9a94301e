"""Property tests over random legal play: every preset, 2 to 7 players."""

from __future__ import annotations

import contextlib
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.british_nap import NAP_PRESETS, NapHand, NapRules, replay_nap
from game.british_nap.deal import cut, deal_out
from game.british_nap.spec import nap_invariants, settle_nap
from game.rules import Match

CASES: list[tuple[str, NapRules]] = []
for _name, _preset in NAP_PRESETS.items():
    for _players in range(2, 8):
        with contextlib.suppress(ValueError):  # the preset does not play at that count
            CASES.append((f"{_name}/{_players}p", _preset.replace(players=_players)))

cases = st.sampled_from(CASES)
seeds = st.integers(min_value=0, max_value=2**32)


def test_every_preset_plays_at_some_count_from_2_to_7():
    names = {c[0].split("/")[0] for c in CASES}
    assert names == set(NAP_PRESETS)
    assert {int(c[0].split("/")[1][:-1]) for c in CASES} == set(range(2, 8))


def play(hand: NapHand, rng: random.Random) -> NapHand:
    steps = 0
    while not hand.is_over:
        actions = hand.legal_actions()
        assert actions, f"seat {hand.to_act} has no legal action in {hand.phase}"
        hand.apply(rng.choice(actions))
        assert nap_invariants(hand, True) is None
        steps += 1
        assert steps < 500, "the hand does not end"
    assert nap_invariants(hand, False) is None
    return hand


@settings(max_examples=150, deadline=None)
@given(cases, seeds)
def test_random_play_conserves_cards_ends_is_zero_sum_and_replays(
    case: tuple[str, NapRules], seed: int
) -> None:
    _, rules = case
    rng = random.Random(seed)
    first = play(NapHand.new(rules, seed, seed % rules.players), rng)
    second = play(NapHand.following(first, seed + 1, (seed + 1) % rules.players), rng)
    for hand in (first, second):
        text = json.dumps(hand.record(), ensure_ascii=False)
        again = replay_nap(text)
        assert again.record() == hand.record() and settle_nap(again) == settle_nap(hand)
        settled = settle_nap(hand)
        assert sum(settled.payments) + settled.pool_change == 0


@settings(max_examples=80, deadline=None)
@given(cases, seeds)
def test_no_shuffle_the_next_pack_is_the_cards_in_the_order_they_fell_cut(
    case: tuple[str, NapRules], seed: int
) -> None:
    _, rules = case
    rng = random.Random(seed)
    first = play(NapHand.new(rules, seed, 0), rng)
    fell = list(first.fallen)
    nxt = NapHand.following(first, seed + 7, 1 % rules.players)
    res = first.result
    nap_made = (
        res is not None
        and res.made
        and res.bid not in ("misere",)
        and (
            res.bid == "sir_garnet"
            or res.bid in ("wellington", "blucher")
            or (isinstance(res.bid, int) and res.bid >= 5)
        )
    )
    if nap_made:
        assert nxt.shuffled  # "shuffled again after any player bids and successfully makes a bid of Nap"
        return
    assert not nxt.shuffled
    assert list(nxt.pack[: len(fell)]) == fell  # gathered in the order the cards fell
    dealt = deal_out(rules, cut(nxt.pack, nxt.cut_at), nxt.dealer)
    assert [list(h) for h in dealt.hands] == nxt.hands


@settings(max_examples=80, deadline=None)
@given(cases, seeds, st.data())
def test_views_leak_nothing(case: tuple[str, NapRules], seed: int, data: st.DataObject) -> None:
    """A seat's view is the same whatever the cards it has not seen: swap two cards between
    other holders (hands, widow, stock) it never saw and replay the actions."""
    _, rules = case
    rng = random.Random(seed)
    hand = NapHand.new(rules, seed, 0)
    steps = data.draw(st.integers(0, 40))
    for _ in range(steps):
        if hand.is_over:
            break
        hand.apply(rng.choice(hand.legal_actions()))
    seat = data.draw(st.integers(0, rules.players - 1))
    view = hand.view(seat)
    seen = set(view.hand) | set(view.widow_seen) | set(view.my_discards) | set(view.played)
    if view.result is not None or hand.is_over:
        return
    # the dealt pack positions of the cards this seat never saw
    uncut = list(hand.pack)
    hidden = [i for i, c in enumerate(uncut) if c not in seen and c not in hand.fallen]
    if len(hidden) < 2:
        return
    i, j = data.draw(st.sampled_from(hidden)), data.draw(st.sampled_from(hidden))
    uncut[i], uncut[j] = uncut[j], uncut[i]
    other = NapHand(rules, uncut, hand.cut_at, hand.dealer, None, shuffled=hand.shuffled)
    try:
        for a in hand.actions:
            other.apply(a)
    except ValueError:
        return  # the swap made someone else's action illegal: their cards differ, fine
    mine, theirs = hand.view(seat), other.view(seat)
    assert mine.hand == theirs.hand and mine.widow_seen == theirs.widow_seen
    assert mine == theirs


@settings(max_examples=25, deadline=None)
@given(cases, seeds)
def test_a_match_is_zero_sum_with_its_pool_and_its_save_replays(
    case: tuple[str, NapRules], seed: int
) -> None:
    _, rules = case
    rng = random.Random(seed)
    match = Match(rules.replace(rounds=4), seed, None)
    while not match.is_over:
        hand = play(match.new_hand(), rng)
        match.finish_hand(hand)
    assert sum(match.totals) + match.pool == 0
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert again.totals == match.totals and again.pool == match.pool and again.records == match.records
