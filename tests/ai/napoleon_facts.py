"""Napoleon's facts checker (``GameSpec.facts_checker``): what Napoleon's hints and coach say
is checked against the real position here, for ``tests/ai/test_hint_facts.py`` (which reads
every game's checker through its spec; its docstring lists what a checker provides)."""

from __future__ import annotations

import itertools
import random
from typing import Any

from game.ai.napoleon.hints import call_strength, explain_said
from game.ai.napoleon.knowledge import knowledge_of
from game.ai.said import Said
from game.napoleon import Bid, Call, Play, SeatView
from game.napoleon import NapoleonHand as Hand
from game.napoleon.tricks import NO_SUIT, PlayTables, tables_for
from game.rules import Card
from game.rules.cards import HEART_QUEEN, bits

PARTNER_NAMED = True  # a partner said to be winning is named as at the table


def explain(view: Any, action: object, names: tuple[str, ...]) -> Said:
    """The hint's sentence for ``action`` in ``view``, with its facts."""
    return explain_said(view, action, names)


def worth_words(worth: float) -> str:
    """A worth as the sentence writes it."""
    return str(int(worth))


def count_words(said: Said) -> str:
    """What a count of cards not yet seen counts."""
    return "cards"


def check_hint(hand: Any, view: Any, action: object, said: Said) -> None:
    """Every fact of Napoleon's own that ``said`` states is true of ``hand``."""
    _check_napoleon(hand, view, action, said)
    _check_held_strong(view, action, said)


def coach() -> tuple[Any, Any, Any, Any]:
    """The coach module, its reasons' ``reason_for`` and the checks of a reason and a sentence."""
    from game.ai.napoleon import coach, coach_reasons

    from .coach_facts import check_napoleon_reason, check_napoleon_sentence

    return coach, coach_reasons.reason_for, check_napoleon_reason, check_napoleon_sentence


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
