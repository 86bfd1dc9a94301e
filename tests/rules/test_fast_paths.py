"""The hot loops' shortcuts agree with the plain definitions they stand for.

``bits`` reads masks through tables, ``PlayTables.winner`` and ``taking_cards`` skip the
special powers when no special card is in the trick, and the AI's solver plays a last trick
of single cards straight. Each is checked here against the long way round, over every preset
and trump, so a new special power that the shortcut misses fails a test, not a game."""

from __future__ import annotations

import random

import pytest

from game.napoleon import PRESETS, RuleSet
from game.napoleon.tricks import FIRST, NORMAL, PLAIN, PlayTables, tables_for
from game.rules import Suit
from game.rules.cards import _peel, bits


def slow_winner(t: PlayTables, trick: list[int], kind: int, js: int | None) -> int:
    s = t._strengths(trick, kind, js)
    return s.index(max(s))


def slow_winner_now(t: PlayTables, trick: list[int], kind: int, js: int | None, players: int) -> int:
    if len(trick) >= players:
        return slow_winner(t, trick, kind, js)
    s = t._strengths(trick, kind, js, same_two=False)
    return s.index(max(s))


def test_bits_lists_every_card_of_a_mask_lowest_first() -> None:
    rng = random.Random(3)
    masks = [0, 1, 2047, 2048, (1 << 55) - 1, 1 << 54, 1 << 44, (1 << 44) - 1]
    masks += [sum(1 << c for c in rng.sample(range(55), rng.randint(1, 20))) for _ in range(3000)]
    for m in masks:
        assert bits(m) == _peel(m)
        assert bits(m) == [c for c in range(55) if (m >> c) & 1]
    assert bits(1 << 60) == [60]  # not a card mask, still exact
    with pytest.raises(ValueError):
        bits(-1)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_winner_and_taking_cards_match_the_special_powers_applied(preset: str) -> None:
    base = RuleSet.preset(preset)
    rng = random.Random(preset)
    deck = list(range(52 + base.joker_count))
    checked = 0
    for trump in [*Suit, None]:
        try:
            t = tables_for(base, trump)
        except ValueError:
            continue
        for kind in (FIRST, NORMAL, PLAIN):
            for _ in range(300):
                size = rng.randint(1, base.players)
                cards = rng.sample(deck, size + 4)
                trick, rest = cards[:size], cards[size:]
                js = rng.choice([None, 0, 1, 2, 3])
                assert t.winner(trick, kind, js) == slow_winner(t, trick, kind, js)
                assert t.winner_now(trick, kind, js, base.players) == slow_winner_now(
                    t, trick, kind, js, base.players
                )
                if size < base.players:
                    n = len(trick)
                    naive = [
                        c
                        for c in rest
                        if slow_winner(t, [*trick, c], kind, js) == n
                        and slow_winner_now(t, [*trick, c], kind, js, base.players) == n
                    ]
                    assert t.taking_cards(trick, kind, js, rest, base.players) == naive
                checked += 1
    assert checked


def test_the_special_cards_force_the_long_way() -> None:
    """A same two, the enchantress with the Mighty, a hunting jack: the table alone is wrong
    there, so the shortcut must step aside (bga has the same two and yoromeki)."""
    rules = RuleSet.preset("bga")
    assert rules.same_two and rules.yoromeki
    t = tables_for(rules, Suit.HEARTS)
    # ♣2 led and every card follows clubs: the same two takes it over ♣A.
    clubs = [0, 12, 11, 10, 8][: rules.players]
    assert t.winner(clubs, NORMAL, None) == slow_winner(t, clubs, NORMAL, None) == 0
    from game.rules.cards import HEART_QUEEN

    trick = [t.mighty, int(HEART_QUEEN)]
    assert t.winner(trick, NORMAL, None) == slow_winner(t, trick, NORMAL, None) == 1
