"""Hints and the coach's reasons say only true things: over random positions of every preset of
every registered game, each fact a hint states (a count, the bid needed, a card called low, a
trick said to be lost, won or led, a partner said to be winning, the cards listed as evidence or
as able to beat the card led, the strongest card the player lacks) is checked against the real
position, and the sentence shows it. "You cannot win this trick" is checked against every way the later seats may play from
the cards the player cannot place; a same two named as the reason is checked too; a bid's advice
agrees with the worth it quotes; no card is said to win "for now" when nobody plays after it.
The coach's reasons (every game with a coach, after a hand): every fact of the hand a reason
states (who took the trick and with what, who was void, who held the called card, a partner
already winning) is checked against the hand replayed, the sentence shows it, and it says "In
hindsight" exactly when it rests on cards the player could not see then (``coach_facts``).

Each game's own checks come from its spec's ``facts_checker`` (a module of the tests, as
``napoleon_facts`` and ``nap_facts`` here): ``explain(view, action, names)``, the hint's
``Said``; ``worth_words(worth)`` and ``count_words(said)``, how its sentence writes a worth and
what a count of cards counts; ``PARTNER_NAMED``, the sentence names a partner said to be
winning; ``check_hint(hand, view, action, said)``, the game's own facts; and ``coach()``, its
coach module, ``reason_for`` and the checks of a reason and of a sentence. A game with neither
hints nor a coach names none and is not asked; one with either must name one."""

from __future__ import annotations

import importlib
import random
from types import ModuleType
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game.ai import make_seat
from game.ai.napoleon.contract import last_chance
from game.ai.napoleon.hints import explain_said
from game.ai.napoleon.knowledge import knowledge_of
from game.ai.said import SHOWN, Said
from game.british_nap import NapBid
from game.napoleon import PASS, Bid, Pass, Play, SeatView
from game.napoleon import NapoleonHand as Hand
from game.napoleon.tricks import tables_for
from game.rules.games import GAMES

# Every preset of every game with hints (with a coach), whatever registered it.
CASES = [(name, preset) for name in GAMES if GAMES[name].hints for preset in GAMES[name].presets]
COACH_CASES = [(name, preset) for name in GAMES if GAMES[name].coach for preset in GAMES[name].presets]
NAMES = ("You", "Aki", "Ben", "Chiyo", "Dai", "Emi", "Fumi")  # the table's names, as shown


def _tenths(x: float) -> int:
    return round(x * 10)


def facts(name: str) -> ModuleType:
    """The game's facts checker, as its spec names it."""
    path = GAMES[name].facts_checker
    assert path is not None, f"{name} has hints or a coach, but its spec names no facts_checker"
    return importlib.import_module(path)


def test_every_game_with_hints_or_a_coach_names_a_facts_checker() -> None:
    asked = [name for name, spec in GAMES.items() if spec.hints or spec.coach]
    for name in asked:
        checker = facts(name)
        want = (
            ["explain", "worth_words", "count_words", "PARTNER_NAMED", "check_hint"]
            if GAMES[name].hints
            else []
        )
        want += ["coach"] if GAMES[name].coach else []
        assert all(hasattr(checker, attr) for attr in want), (name, checker)


def _shows(said: Said, checker: ModuleType) -> None:
    """The sentence shows every fact it states."""
    text = said.text
    for n in (said.needed, said.points_on_table):
        if n is not None:
            assert str(n) in text, (text, n)
    if said.worth is not None:
        assert checker.worth_words(said.worth) in text, (text, said.worth)
    if said.slack:
        assert f"{said.slack:.1f}" in text, text
    for c in (said.low, said.cannot_win, said.wins_now, said.wins_trick, said.top, said.same_two, *said.held):
        if c is not None:
            assert str(c) in text, (text, c)
    # A count says what it counts: past SHOWN cards, the number of them all, and the strongest.
    for c in said.out[:SHOWN]:
        assert str(c) in text, (text, c)
    if len(said.out) > SHOWN:
        what = checker.count_words(said)
        assert f"{len(said.out)} {what} not yet seen could beat it" in text, text
    if said.partner is not None and checker.PARTNER_NAMED:
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
    checker = facts(name)
    for action, advice in [(normal.choose(view), True), *((a, False) for a in others)]:
        said = checker.explain(view, action, NAMES)
        assert said.text.strip(), (name, action)
        _shows(said, checker)
        _check_advice(view, said, advice)
        checker.check_hint(hand, view, action, said)


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
    from game.ai.napoleon.hints import explain
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
    coach_of: tuple[Any, Any, Any, Any] = facts(name).coach()
    return coach_of


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(COACH_CASES), st.integers(0, 2**31), st.integers(0, 6))
@example(("napoleon", "bga"), 238641, 3)  # a seat seen out of ♥ on a Joker led naming ♥
def test_every_fact_a_coach_s_reason_states_is_true(case: tuple[str, str], seed: int, at: int) -> None:
    """Each decision the coach prices, in random hands of every preset of every game with a
    coach, given
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
@given(st.sampled_from([c for c in COACH_CASES if c[0] == "nap"]), st.integers(0, 2**31), st.integers(0, 6))
@example(("nap", "min-bid-1"), 0, 4)  # a card marked with a hindsight reason, which states no counts
def test_every_fact_nap_s_coach_states_is_true(case: tuple[str, str], seed: int, at: int) -> None:
    """Nap's coach itself (a small budget) on random hands of every preset: each verdict's
    reason states only true facts, as above, and its figures agree with the verdict's prices
    (the coach's card made, or beat, the contract on at least as many sampled deals as the card
    played; a bid's kind says which of pass and bid was better; the best is worth at least the
    choice)."""
    from game.ai.british_nap.coach import Budget, evaluate
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
        if r.kind == "sampled":  # the reason that states the counts (a hindsight one has none)
            assert r.made_best >= r.made and (v.loss == 0 or r.made_best > r.made), v
        if r.kind == "bid_let_go":
            assert isinstance(v.best, NapBid), v
        if r.kind == "bid_too_weak":
            assert isinstance(v.best, Pass), v


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from([c for c in COACH_CASES if c[0] == "napoleon"]), st.integers(0, 2**31), st.integers(0, 4)
)
def test_every_fact_napoleon_s_coach_states_is_true(case: tuple[str, str], seed: int, at: int) -> None:
    """Napoleon's coach itself (a small budget) on random hands: each verdict's reason is true
    and shown, as above (its pricing is the costly part: a few hands)."""
    from game.ai.napoleon.coach import Budget, evaluate

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
