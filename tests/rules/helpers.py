"""Shared helpers for the rules tests: playable rule sets and random legal play."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from game.napoleon import NapoleonHand, RuleConflict, RuleSet
from game.napoleon.presets import PRESETS
from game.rules import Match
from game.rules.cards import mask_of

PLAYER_COUNTS = (2, 3, 4, 5, 6)


def playable_rule_sets() -> list[tuple[str, int, RuleSet]]:
    """Every preset at every player count it allows."""
    out = []
    for name, rules in PRESETS.items():
        for players in PLAYER_COUNTS:
            try:
                out.append((name, players, rules.replace(players=players)))
            except RuleConflict:
                continue
    return out


PLAYABLE = playable_rule_sets()


def play_randomly(hand: NapoleonHand, rng: random.Random, stop_after: int | None = None) -> None:
    steps = 0
    while not hand.is_over and (stop_after is None or steps < stop_after):
        hand.apply(rng.choice(hand.legal_actions()))
        steps += 1


def play_match_randomly(rules: RuleSet, seed: int, max_hands: int = 200) -> Match:
    """A whole match of random legal play (thrown-in hands redealt), seeded."""
    match = Match(rules, seed)
    rng = random.Random(seed)
    while not match.is_over:
        hand = match.new_hand()
        play_randomly(hand, rng)
        match.finish_hand(hand)
        assert match.hands_played < max_hands, "the match does not end"
    return match


def all_locations(hand: NapoleonHand) -> list[int]:
    """Every card the hand knows of, wherever it is; each must appear exactly once."""
    cards: list[int] = []
    for s in range(hand.n):
        cards += [c for c in range(55) if (hand.hands[s] >> c) & 1]
        if hand.piles:
            cards += [c for p in hand.piles[s] for c in p]
    cards += list(hand.blind) + list(hand.discards) + list(hand.trick)
    cards += [c for t in hand.tricks for c in t.cards]
    return cards


def reshuffle_hidden(hand: NapoleonHand, seat: int, rng: random.Random) -> NapoleonHand:
    """A copy of ``hand`` in which every card ``seat`` cannot see is dealt differently
    (same counts per place), as a determinising AI would imagine it."""
    other = hand.clone()
    hidden: list[int] = []
    slots: list[tuple[str, int, int]] = []  # (kind, owner, count)
    view = hand.view(seat)
    for s in range(hand.n):
        if s != seat and not (s == hand.napoleon and view.napoleon_shown is not None):  # open misère
            cards = [c for c in range(55) if (hand.hands[s] >> c) & 1]
            hidden += cards
            slots.append(("hand", s, len(cards)))
    if view.blind is None and hand.blind:
        hidden += list(hand.blind)
        slots.append(("blind", -1, len(hand.blind)))
    if hand.napoleon != seat:
        face_down = [i for i, c in enumerate(view.discards) if c is None]
        hidden += [hand.discards[i] for i in face_down]
        slots.append(("discards", -1, len(face_down)))
    if hand.piles:
        for s in range(hand.n):
            for p, pile in enumerate(view.piles[s]):
                idx = [i for i, c in enumerate(pile) if c is None]
                hidden += [hand.piles[s][p][i] for i in idx]
                slots.append(("pile", s * 10 + p, len(idx)))
    rng.shuffle(hidden)
    # Point cards are discarded face up when they count for the opponents, so a face-down
    # discard is known not to be one: swap any that landed there with a hidden plain card.
    if hand.rules.discards_count_for == "opponents":
        start = 0
        for kind, _, count in slots:
            if kind == "discards":
                for i in range(start, start + count):
                    if hand.rules.is_point_card(hidden[i]):
                        j = next(
                            j
                            for j in range(len(hidden))
                            if not start <= j < start + count and not hand.rules.is_point_card(hidden[j])
                        )
                        hidden[i], hidden[j] = hidden[j], hidden[i]
            start += count
    pos = 0
    face_down_idx = [i for i, c in enumerate(view.discards) if c is None]
    for kind, owner, count in slots:
        chunk, pos = hidden[pos : pos + count], pos + count
        if kind == "hand":
            other.hands[owner] = mask_of(chunk)
        elif kind == "blind":
            other.blind = list(chunk)
        elif kind == "discards":
            for i, c in zip(face_down_idx, chunk, strict=True):
                other.discards[i] = c  # type: ignore[call-overload]
        else:
            s, p = divmod(owner, 10)
            pile = view.piles[s][p]
            idx = [i for i, c in enumerate(pile) if c is None]
            for i, c in zip(idx, chunk, strict=True):
                other.piles[s][p][i] = c  # type: ignore[call-overload]
    return other


@contextmanager
def conflict_on(*names: str) -> Iterator[None]:
    """Expect a RuleConflict that names these options (its ``options``: field names; the
    message itself is in the player's words)."""
    with pytest.raises(RuleConflict) as err:
        yield
    assert set(names) <= set(err.value.options), (err.value.options, str(err.value))
