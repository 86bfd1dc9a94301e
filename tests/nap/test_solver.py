"""Nap's exact solver against a plain minimax over every legal card (no shortcuts)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.british_nap.solver import NO_TRUMP, UNSET, NapSolver, NapTarget, trick_winner


def brute(
    hands: list[int],
    seat: int,
    trick: list[int],
    seats: list[int],
    trump: int,
    n: int,
    bidder: int,
    misere: bool,
) -> int:
    """The bidder's tricks from here under best play, trying every legal card."""
    if not trick and not hands[seat]:
        return 0
    mine = [c for c in range(52) if hands[seat] >> c & 1]
    if trick:
        follow = [c for c in mine if c // 13 == trick[0] // 13]
        mine = follow or mine
    vals = []
    for c in mine:
        t = c // 13 if not trick and trump == UNSET else trump
        h = list(hands)
        h[seat] ^= 1 << c
        cards, ss = [*trick, c], [*seats, seat]
        if len(cards) == n:
            w = ss[trick_winner(cards, t)]
            vals.append((w == bidder) + brute(h, w, [], [], t, n, bidder, misere))
        else:
            vals.append(brute(h, (seat + 1) % n, cards, ss, t, n, bidder, misere))
    return max(vals) if (seat == bidder) != misere else min(vals)


def deal(rng: random.Random, n: int, size: int, deck: Sequence[int]) -> list[int]:
    cards = rng.sample(list(deck), n * size)
    return [sum(1 << c for c in cards[i * size : (i + 1) * size]) for i in range(n)]


def test_the_solver_and_the_target_search_agree_with_plain_minimax() -> None:
    rng = random.Random(5)
    deck = [c for c in range(52) if c % 13 >= 7]  # few ranks: runs and cards between them are common
    for trial in range(400):
        n = rng.choice((3, 4))
        hands = deal(rng, n, 3, deck)
        bidder = rng.randrange(n)
        misere = trial % 2 == 0
        trump = NO_TRUMP if misere else rng.choice((UNSET, 0, 1, 2, 3))
        # A trick under way: the leader has played, so cards on the table lie between others'.
        leader = rng.randrange(n)
        lead = rng.choice([c for c in range(52) if hands[leader] >> c & 1])
        t = lead // 13 if trump == UNSET else trump
        h = list(hands)
        h[leader] ^= 1 << lead
        want = brute(h, (leader + 1) % n, [lead], [leader], t, n, bidder, misere)
        got = NapSolver(n, bidder, misere).value(h, (leader + 1) % n, [lead], [leader], t)
        assert got == want, (hands, bidder, misere, trump, lead)
        for need in range(0, 4):
            reach = NapTarget(n, bidder, misere).reaches(h, (leader + 1) % n, [lead], [leader], t, need)
            assert reach == (want == 0 if misere else want >= need), (hands, bidder, need)


def test_one_target_search_answers_repeated_and_misere_questions_alike() -> None:
    """The table of a search is reused across questions: asking twice, or for 1..3 tricks in
    turn, answers as fresh searches do (a misère that fails stays failed)."""
    rng = random.Random(8)
    deck = [c for c in range(52) if c % 13 >= 6]
    for trial in range(60):
        hands = deal(rng, 3, 3, deck)
        misere = trial % 2 == 0
        trump = NO_TRUMP if misere else UNSET
        shared = NapTarget(3, 0, misere)
        for need in (1, 2, 3, 1, 2) if not misere else (0, 0):
            fresh = NapTarget(3, 0, misere).reaches(hands, 0, [], [], trump, need)
            assert shared.reaches(hands, 0, [], [], trump, need) == fresh
