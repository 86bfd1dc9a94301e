"""Hints and the coach's reasons say only true things: over random positions of every preset of
every registered game, each fact a hint states (a count, the bid needed, a card called low, a
trick said to be lost, won or led, a partner said to be winning, the cards listed as evidence or
as able to beat the card led, the strongest card the player lacks) is checked against the real
position, and the sentence shows it. "You cannot win this trick" is checked against every way the later seats may play from
the cards the player cannot place; a same two named as the reason is checked too; a bid's advice
agrees with the worth it quotes; no card is said to win "for now" when nobody plays after it.
The coach's reasons (both games', after a hand): every fact of the hand a reason states (who
took the trick and with what, who was void, who held the called card, a partner already
winning) is checked against the hand replayed, the sentence shows it, and it says "In
hindsight" exactly when it rests on cards the player could not see then (``coach_facts``)."""

from __future__ import annotations

import itertools
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai import make_seat
from game.ai.contract import last_chance
from game.ai.hints import call_strength, explain_said
from game.ai.knowledge import knowledge_of
from game.ai.nap_hints import explain_nap, unseen
from game.ai.said import SHOWN, Said
from game.british_nap import NapBid, NapView, nap_trick_winner
from game.napoleon import PASS, Bid, Call, Pass, Play, SeatView
from game.napoleon import NapoleonHand as Hand
from game.napoleon.tricks import NO_SUIT, PlayTables, tables_for
from game.rules import Card
from game.rules.cards import HEART_QUEEN, bits
from game.rules.games import GAMES

# The games that offer hints (a Normal seat's choice, explained): the tests' Whist has none.
CASES = [(name, preset) for name in GAMES if GAMES[name].hints for preset in GAMES[name].presets]
NAMES = ("You", "Aki", "Ben", "Chiyo", "Dai", "Emi", "Fumi")  # the table's names, as shown


def _tenths(x: float) -> int:
    return round(x * 10)


def _shows(said: Said, game: str) -> None:
    """The sentence shows every fact it states."""
    text = said.text
    for n in (said.needed, said.points_on_table):
        if n is not None:
            assert str(n) in text, (text, n)
    if said.worth is not None:
        assert (f"{said.worth:.1f}" if game == "nap" else str(int(said.worth))) in text, (text, said.worth)
    if said.slack:
        assert f"{said.slack:.1f}" in text, text
    for c in (said.low, said.cannot_win, said.wins_now, said.wins_trick, said.top, said.same_two, *said.held):
        if c is not None:
            assert str(c) in text, (text, c)
    # A count says what it counts: past SHOWN cards, the number of them all, and the strongest.
    for c in said.out[:SHOWN]:
        assert str(c) in text, (text, c)
    if len(said.out) > SHOWN:
        suit = said.out[0].suit
        what = "cards" if game == "napoleon" or suit is None else f"higher {suit.symbol} cards"
        assert f"{len(said.out)} {what} not yet seen could beat it" in text, text
    if said.partner is not None and game == "napoleon":
        assert NAMES[said.partner] in text and "seat" not in text, text


def _check_advice(view: Any, said: Said, normal: bool) -> None:
    """The advice agrees with the worth the sentence quotes (in tenths: as shown)."""
    if said.short:
        assert said.worth is not None and said.needed is not None, said
        assert _tenths(said.worth) + _tenths(said.slack) < said.needed * 10, said
    if said.advice != "bid" or said.worth is None or said.needed is None:
        return
    reach = _tenths(said.worth) + _tenths(said.slack) >= said.needed * 10
    if said.stretch == "":
        assert reach, said
    elif said.stretch == "last_chance":
        assert not reach and last_chance(view), said
    elif said.stretch == "forced":
        assert not reach and not any(isinstance(a, Pass) for a in view.legal_actions), said
    elif said.stretch == "gamble":
        assert not normal, ("the advice is a bid its own count calls a gamble", said)
    else:
        assert said.stretch == "exact" and view.rules.exact_bid, said


def _later_pools(hand: Hand, view: SeatView, t: PlayTables, kind: int) -> list[list[int]]:
    """For each seat still to play to the trick: cards it may hold as far as the player knows
    (the cards the player cannot place, less the seat's known voids, and what it really holds),
    cut to the few that matter: the weakest that follow and that do not, and every card with a
    power of its own (a joker, the Mighty and the Enchantress, the jacks, the led suit's 2)."""
    k = knowledge_of(view)
    led = t.led_suit([int(c) for c in view.trick], kind, k.joker_suit)
    tab = t.strength[kind][led]
    specials = set(bits(t.jokers)) | {t.mighty, HEART_QUEEN, t.right_jack, t.left_jack, t.hunter_jack}
    if led != NO_SUIT:
        specials.add(led * 13)
    pools = []
    for i in range(1, view.players - len(view.trick)):
        s = (view.seat + i) % view.players
        real = {int(c) for c in (*hand.view(s).hand, *_tops(hand, s))}
        cards = (set(bits(k.unseen & ~k.voids[s])) | real) - {int(c) for c in view.trick}
        follow = sorted((c for c in cards if t.esuit[kind][c] == led), key=lambda c: tab[c])
        other = sorted((c for c in cards if t.esuit[kind][c] != led), key=lambda c: tab[c])
        pools.append(sorted(set(follow[:2]) | set(other[:2]) | (cards & specials)))
    return pools


def _tops(hand: Hand, seat: int) -> list[Card]:
    try:
        return list(hand.view(seat).playable)
    except IndexError:  # no piles (three players or more)
        return []


def _can_win(hand: Hand, view: SeatView, card: int, follow_only: bool = False) -> bool:
    """Whether ``card``, played now, wins the trick in some way the later seats may play."""
    k = knowledge_of(view)
    t = tables_for(view.rules, view.trump, view.contract_rank)
    trick = [int(c) for c in view.trick]
    n = len(trick)
    pools = _later_pools(hand, view, t, k.kind)
    led = t.led_suit(trick, k.kind, k.joker_suit)
    if follow_only:
        pools = [[c for c in pool if t.esuit[k.kind][c] == led] for pool in pools]
    rng = random.Random(card)
    ways = list(itertools.islice(itertools.product(*pools), 3000))
    ways += [tuple(rng.choice(p) for p in pools) for _ in range(200) if all(pools)]
    for rest in ways:
        if len(set(rest)) < len(rest) or card in rest:
            continue
        if t.winner([*trick, card, *rest], k.kind, k.joker_suit) == n:
            return True
    return False


def _check_napoleon(hand: Hand, view: SeatView, action: object, said: Said) -> None:
    rules = view.rules
    if said.advice == "pass" and said.needed is not None:
        bids = [a for a in view.legal_actions if isinstance(a, Bid)]
        assert said.needed in {b.number for b in bids}, said
        # No cheaper legal bid in the same choice: the smallest of its choices (any if suitless)
        if rules.bid_kind == "suitless":
            assert said.needed == min(b.number for b in bids), said
    if said.advice == "bid":
        assert isinstance(action, Bid) and said.needed == action.number, said
    if said.low is not None:
        assert said.low.suit is not None and said.low.rank <= 9 and not rules.is_point_card(said.low), said
    if said.strongest_lacking is not None:
        _check_strongest(view, said.strongest_lacking)
    if view.contract is None or (not view.trick and not (said.top or said.out)):
        return
    k = knowledge_of(view)
    t = tables_for(rules, view.trump, view.contract_rank)
    trick = [int(c) for c in view.trick]
    n = len(trick)
    last = n + 1 == view.players
    legal = [int(a.card) for a in view.legal_actions if isinstance(a, Play)]
    if said.loses is not None:
        assert not _can_win(hand, view, int(said.loses)), said
    if said.cannot_win is not None:  # true however the cards the player cannot place lie
        assert not any(_can_win(hand, view, c) for c in legal), said
    if said.same_two is not None:
        two = said.same_two
        assert two.rank == 2 and int(two) in trick, said
        if said.if_all_follow:  # everyone following, the 2 beats each card and none may win
            assert all(t.winner([int(two), c], k.kind, None) == 0 for c in legal), said
            assert not any(_can_win(hand, view, c, follow_only=True) for c in legal), said
        else:  # the trick is complete, everyone followed: the 2 takes it
            assert last and said.cannot_win is not None, said
            after = [*trick, int(said.cannot_win)]
            won, why = t.win_reason(after, k.kind, k.joker_suit)
            assert after[won] == int(two) and why == "same_two", said
    if said.wins_now is not None:
        after = [*trick, int(said.wins_now)]
        assert t.winner_now(after, k.kind, k.joker_suit, view.players) == n, said
    if said.wins_trick is not None:
        assert last and t.winner([*trick, int(said.wins_trick)], k.kind, k.joker_suit) == n, said
    if last:  # nobody plays after: nothing holds only "for now"
        assert not said.for_now and "for now" not in said.text, said
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

        def beats(c: int, card: Card = card, tab: list[int] = tab) -> bool:
            """``c`` beats ``card`` led: following it (the engine's winner of the two, every
            power applied), or for a led same two, once a void follower has ended its power."""
            two = card.rank == 2 and t.same_two_for[k.kind][t.esuit[k.kind][int(card)]]
            return t.winner([int(card), c], k.kind, None) == 1 or (two and tab[c] > tab[int(card)])

        beaters = {c for c in others if beats(int(c))}  # the cards really held by the others
        if said.top is not None:
            assert not beaters, (said, beaters)
            continue
        piled = {x for piles in view.piles for pile in piles for x in pile if x is not None}
        assert beaters - piled - set(view.blind or ()) <= set(said.out), (said, beaters)  # not seen
        # The count counts what it says: every card not yet seen that could beat it, no other.
        assert set(said.out) == {Card(c) for c in bits(k.unseen) if beats(c)}, said
        for c in said.out:
            assert c not in view.playable and c not in played, said
        ranked = [c for c in said.out if tab[int(c)] > tab[int(card)]]  # by the table, strongest first
        assert list(said.out[: len(ranked)]) == sorted(ranked, key=lambda c: -tab[int(c)]), said


def _check_strongest(view: SeatView, best: Card) -> None:
    """The strongest card the player lacks: callable, not held, and no card they may call and
    lack is stronger under the contract's rules."""
    own = set(view.playable if view.piles else view.hand)
    callable_ = {a.card for a in view.legal_actions if isinstance(a, Call)}
    assert best in callable_ and best not in own
    mine = call_strength(view.rules, view.trump, view.contract_rank, best)
    for c in callable_ - own:
        assert call_strength(view.rules, view.trump, view.contract_rank, c) <= mine, (best, c)


def _check_nap(hand: Any, view: NapView, said: Said) -> None:
    if said.advice == "pass" and said.needed is not None:
        numbers = [a.bid for a in view.legal_actions if isinstance(a, NapBid) and isinstance(a.bid, int)]
        assert said.needed == min(numbers), said
    if said.low is not None:
        assert said.low.rank <= 9, said
    if said.held_kind == "suit":
        assert set(said.held) == {c for c in view.hand if c.suit == said.held_suit}, said
    if said.held_kind == "highest":
        assert said.held[0] in view.hand and all(c.rank <= said.held[0].rank for c in view.hand), said
    n = len(view.trick)
    last = n + 1 == view.players
    legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
    # Nap has no power a later card can end: a card that does not lead now never wins.
    if said.loses is not None:
        assert nap_trick_winner([*view.trick, said.loses], view.trump) != n, said
    if said.cannot_win is not None:
        assert all(nap_trick_winner([*view.trick, c], view.trump) != n for c in legal), said
    if said.wins_now is not None:
        assert nap_trick_winner([*view.trick, said.wins_now], view.trump) == n, said
    if said.wins_trick is not None:
        assert last and nap_trick_winner([*view.trick, said.wins_trick], view.trump) == n, said
    if last:
        assert not said.for_now and "for now" not in said.text, said
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
            assert beaters - set(view.widow_seen) <= set(said.out), (said, beaters)  # a peep: seen
            # The count counts what it says: every higher card of the suit not yet seen.
            assert set(said.out) == {c for c in unseen(view) if c.suit == card.suit and c.rank > card.rank}
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


def _position(name: str, preset: str, seed: int, steps: int) -> Any:
    spec = GAMES[name]
    rules = spec.presets[preset]
    hand = spec.new_hand(rules, seed, seed % rules.players)
    rng = random.Random(seed)
    for _ in range(steps):
        if hand.is_over:
            break
        hand.apply(rng.choice(list(hand.legal_actions())))
    return hand


def _check_position(name: str, hand: Any, seed: int, every: bool = False) -> None:
    """The Normal AI's choice (the hint) and a random legal action (``every``: each legal
    action), each explained and checked."""
    view = hand.view(hand.to_act)
    normal = make_seat("normal", seed, game=name)
    rng = random.Random(seed)
    others = list(view.legal_actions) if every else [rng.choice(list(view.legal_actions))]
    for action, advice in [(normal.choose(view), True), *((a, False) for a in others)]:
        said = explain_said(view, action, NAMES) if name == "napoleon" else explain_nap(view, action)
        assert said.text.strip(), (name, action)
        _shows(said, name)
        _check_advice(view, said, advice)
        if name == "napoleon":
            _check_napoleon(hand, view, action, said)
            _check_held_strong(view, action, said)
        else:
            _check_nap(hand, view, said)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CASES), st.integers(0, 2**31), st.integers(0, 60))
def test_every_fact_a_hint_states_is_true(case: tuple[str, str], seed: int, steps: int) -> None:
    name, preset = case
    hand = _position(name, preset, seed, steps)
    if not hand.is_over:
        _check_position(name, hand, seed)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CASES), st.integers(0, 2**31), st.data())
def test_every_fact_a_hint_states_in_the_play_is_true(case: tuple[str, str], seed: int, data: Any) -> None:
    """The same, in the play: a trick on the table, its later cards still to come or not."""
    name, preset = case
    spec = GAMES[name]
    hand = _position(name, preset, seed, 0)
    rng = random.Random(seed)
    while not hand.is_over and str(hand.phase).split(".")[-1].lower() != "play":
        hand.apply(rng.choice(list(hand.legal_actions())))
    cards = data.draw(st.integers(0, 4 * spec.presets[preset].players))
    for _ in range(cards):
        if hand.is_over:
            return
        hand.apply(rng.choice(list(hand.legal_actions())))
    if not hand.is_over:
        _check_position(name, hand, seed, every=True)


def test_the_pass_hint_names_the_next_bid_needed_and_a_worth_short_of_it() -> None:
    """ "about 12 is short of the required 12": after a bid of 12 the pass is measured against
    the cheapest bid still legal in its choice, and the worth shown is below it."""
    from game.napoleon import RuleSet

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


# -- the coach's sentences -------------------------------------------------------------------


def _finished(name: str, preset: str, seed: int) -> Any:
    """A hand of ``preset`` played to its end at random (many costly choices to explain)."""
    hand = _position(name, preset, seed, 0)
    rng = random.Random(seed)
    while not hand.is_over:
        hand.apply(rng.choice(list(hand.legal_actions())))
    return hand


def _other(d: Any, rng: random.Random) -> Any:
    """A choice of the decision other than the one made (the coach's, in a reason)."""
    if isinstance(d.chosen, tuple):  # a set of discards: another card of the hand in it
        spare = [c for c in d.view.hand if c not in d.chosen]
        return (*d.chosen[1:], rng.choice(spare)) if spare else d.chosen
    others = [a for a in d.view.legal_actions if a != d.chosen]
    return rng.choice(others) if others else d.chosen


def _coach_of(name: str) -> tuple[Any, Any, Any, Any]:
    """The game's coach module, its reasons' ``reason_for`` and the two fact checks."""
    from game.ai import coach, coach_reasons, nap_coach, nap_coach_reasons

    from . import coach_facts

    if name == "napoleon":
        return (
            coach,
            coach_reasons.reason_for,
            coach_facts.check_napoleon_reason,
            coach_facts.check_napoleon_sentence,
        )
    return (
        nap_coach,
        nap_coach_reasons.reason_for,
        coach_facts.check_nap_reason,
        coach_facts.check_nap_sentence,
    )


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CASES), st.integers(0, 2**31), st.integers(0, 6))
def test_every_fact_a_coach_s_reason_states_is_true(case: tuple[str, str], seed: int, at: int) -> None:
    """Each decision the coach prices, in random hands of every preset of both games, given
    the reason the coach would give it (against another choice, with figures drawn at random:
    the pricing is the slow part, and a reason's facts about the hand do not depend on it):
    every fact of the hand the reason states is true, the sentence shows each, and it says
    "In hindsight" exactly when it rests on cards the player could not see then."""
    name, preset = case
    hand = _finished(name, preset, seed)
    seat = at % hand.rules.players
    record = hand.record()
    module, reason_for, check_reason, check_sentence = _coach_of(name)
    todo, full = module.decisions(record, seat)
    rng = random.Random(seed)
    for d in todo:
        best = _other(d, rng)
        counts = (rng.randint(0, 100), rng.randint(0, 100))
        reason = reason_for(d, full, best, counts)
        check_reason(record, d, full, reason)
        loss = rng.choice((0.6, 1.4, 7.0))
        check_sentence(module.Verdict(d.index, d.kind, d.chosen, best, -loss, 0.0, 24, None, reason), NAMES)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([c for c in CASES if c[0] == "nap"]), st.integers(0, 2**31), st.integers(0, 6))
def test_every_fact_nap_s_coach_states_is_true(case: tuple[str, str], seed: int, at: int) -> None:
    """Nap's coach itself (a small budget) on random hands of every preset: each verdict's
    reason states only true facts, as above, and its figures agree with the verdict's prices
    (the coach's card made, or beat, the contract on at least as many sampled deals as the card
    played; a bid's kind says which of pass and bid was better; the best is worth at least the
    choice)."""
    from game.ai.nap_coach import Budget, evaluate
    from game.british_nap import NapBid

    from .coach_facts import check_nap_reason, check_nap_sentence

    name, preset = case
    hand = _finished(name, preset, seed)
    seat = at % hand.rules.players
    record = hand.record()
    todo, full = _coach_of(name)[0].decisions(record, seat)
    verdicts = evaluate(record, seat, seed, Budget(samples=6, bid_samples=6, nodes=400_000))
    by_index = {d.index: d for d in todo}
    for v in verdicts:
        r = v.reason
        check_nap_reason(record, by_index[v.index], full, r)
        check_nap_sentence(v, NAMES)
        assert v.best_value >= v.chosen_value - 1e-9, v
        if v.kind == "play":
            assert r.made_best >= r.made and (v.loss == 0 or r.made_best > r.made), v
        if r.kind == "bid_let_go":
            assert isinstance(v.best, NapBid), v
        if r.kind == "bid_too_weak":
            assert isinstance(v.best, Pass), v


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([c for c in CASES if c[0] == "napoleon"]), st.integers(0, 2**31), st.integers(0, 4))
def test_every_fact_napoleon_s_coach_states_is_true(case: tuple[str, str], seed: int, at: int) -> None:
    """Napoleon's coach itself (a small budget) on random hands: each verdict's reason is true
    and shown, as above (its pricing is the costly part: a few hands)."""
    from game.ai.coach import Budget, evaluate

    from .coach_facts import check_napoleon_reason, check_napoleon_sentence

    name, preset = case
    hand = _finished(name, preset, seed)
    seat = at % hand.rules.players
    record = hand.record()
    todo, full = _coach_of(name)[0].decisions(record, seat)
    by_index = {d.index: d for d in todo}
    for v in evaluate(
        record, seat, seed, Budget(rollouts=24, bid_worlds=4, contract_rollouts=16, min_worlds=4)
    ):
        check_napoleon_reason(record, by_index[v.index], full, v.reason)
        check_napoleon_sentence(v, NAMES)
