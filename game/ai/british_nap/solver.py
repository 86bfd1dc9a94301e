"""An exact solver of Nap's last tricks with every hand known (a determinised deal).

Two sides: the bidder, and everyone else together. The value is the bidder's tricks from here
on; the bidder maximises it (minimises at misère) and the others do the opposite. Five tricks
of five cards are few, so an alpha-beta search inside each trick, with a table of exact values
at trick boundaries and cards of a run (no other card still in play, the trick on the table
included, between them) searched once, is fast enough for the hard seat to solve dozens of
sampled deals per decision.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import lru_cache

SUIT_MASKS = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
NO_TRUMP = -1  # misère: no trumps
UNSET = -2  # the first card led sets trumps


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


@lru_cache(maxsize=1 << 16)
def _runs(mine: int, live: int) -> tuple[int, ...]:
    """The ranks (0..12) of ``mine`` that head a run among ``live`` (13-bit masks of one suit),
    highest first: the search plays one card of each run, since the others do the same.
    Cached: the same two masks recur at every node of a search."""
    out = []
    prev_mine = False
    for r in reversed(_bits(live)):
        if (mine >> r) & 1:
            if not prev_mine:
                out.append(r)
            prev_mine = True
        else:
            prev_mine = False
    return tuple(out)


def trick_winner(cards: Sequence[int], trump: int) -> int:
    led = cards[0] // 13
    best, best_key = 0, (cards[0] // 13 == trump, cards[0])
    for i in range(1, len(cards)):
        c = cards[i]
        s = c // 13
        if s == trump:
            key = (True, c)
        elif s == led:
            key = (False, c)
        else:
            continue
        if key > best_key:
            best, best_key = i, key
    return best


class NapSolver:
    """Solves positions of one determinised deal (``n`` seats, ``bidder``, misère or not)."""

    def __init__(self, n: int, bidder: int, misere: bool) -> None:
        self.n = n
        self.bidder = bidder
        self.misere = misere
        self.table: dict[tuple[tuple[int, ...], int, int], int] = {}
        self.nodes = 0

    def moves(self, hands: Sequence[int], seat: int, trick: Sequence[int]) -> list[int]:
        """Legal cards of ``seat``, one per run of equivalent cards (no card still in play
        between them: the cards of the trick on the table count, since one may lie between)."""
        mine = hands[seat]
        if trick:
            follow = mine & SUIT_MASKS[trick[0] // 13]
            if follow:
                mine = follow
        live = 0
        for h in hands:
            live |= h
        for c in trick:
            live |= 1 << c
        out: list[int] = []
        for s in range(4):
            suit = (mine >> (13 * s)) & 0x1FFF
            if suit:
                out += [13 * s + r for r in _runs(suit, (live >> (13 * s)) & 0x1FFF)]
        return out

    def value(
        self,
        hands: Sequence[int],
        seat: int,
        trick: Sequence[int],
        trick_seats: Sequence[int],
        trump: int,
        alpha: int = -1,
        beta: int = 99,
    ) -> int:
        """The bidder's tricks from this position on, under best play by both sides."""
        self.nodes += 1
        if not trick:
            if not hands[seat]:
                return 0
            key = (tuple(hands), seat, trump)
            hit = self.table.get(key)
            if hit is not None:
                return hit
            alpha, beta = -1, 99  # exact at trick boundaries, so the table holds exact values
        maximise = (seat == self.bidder) != self.misere
        best = -1 if maximise else 99
        hands = list(hands)
        for card in self.moves(hands, seat, trick):
            t = trump
            if not trick and trump == UNSET:
                t = card // 13
            hands[seat] ^= 1 << card
            cards = [*trick, card]
            seats = [*trick_seats, seat]
            if len(cards) == self.n:
                w = seats[trick_winner(cards, t)]
                v = (w == self.bidder) + self.value(hands, w, [], [], t)
            else:
                v = self.value(hands, (seat + 1) % self.n, cards, seats, t, alpha, beta)
            hands[seat] ^= 1 << card
            if maximise:
                if v > best:
                    best = v
                alpha = max(alpha, v)
            else:
                if v < best:
                    best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        if not trick:
            self.table[(tuple(hands), seat, trump)] = best
        return best


class OutOfBudget(Exception):
    """A search stopped because its decision's :class:`Budget` ran out (its answer is lost)."""


class Budget:
    """What one decision may spend on searches: ``nodes`` (counted, so a decision that stays
    within them is replayed exactly by its seed) and ``seconds`` of wall clock, a safety net for
    a slow or loaded machine (when it bites, the choice depends on the machine's speed)."""

    CHECK_EVERY = 2048  # nodes between looks at the clock

    def __init__(self, nodes: int, seconds: float | None) -> None:
        self.left = nodes
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.bitten = False  # some search was stopped

    def over(self) -> bool:
        """Whether nothing more should be started."""
        if self.left <= 0 or (self.deadline is not None and time.perf_counter() > self.deadline):
            self.bitten = True
        return self.bitten


NO_LIMIT = 1 << 62


class NapTarget:
    """Whether the bidder can force a target (a boolean search, much cheaper than the exact
    count): at least ``need`` more tricks, or at misère no trick at all.

    The table keeps, per position at a trick boundary, the most tricks known reachable and
    the fewest known out of reach, so asking for 1, 2, 3... tricks of the same deal (the
    bidding) reuses every answer found so far."""

    def __init__(self, n: int, bidder: int, misere: bool, budget: Budget | None = None) -> None:
        self.n = n
        self.bidder = bidder
        self.misere = misere
        self.table: dict[tuple[tuple[int, ...], int, int], list[int]] = {}
        self.nodes = 0
        self.budget = budget
        self._charged = 0  # nodes already taken off the budget
        # The node count at which to look at the budget next (one comparison per node).
        self._limit = NO_LIMIT if budget is None else min(budget.left, Budget.CHECK_EVERY)

    def _checkpoint(self) -> None:
        """Charge the nodes searched since the last look; stop when the budget is spent."""
        budget = self.budget
        assert budget is not None
        self._charge()
        if budget.over():
            raise OutOfBudget
        self._limit = self.nodes + min(budget.left, Budget.CHECK_EVERY)

    def _charge(self) -> None:
        if self.budget is not None:
            self.budget.left -= self.nodes - self._charged
            self._charged = self.nodes

    def reaches(
        self,
        hands: Sequence[int],
        seat: int,
        trick: Sequence[int],
        trick_seats: Sequence[int],
        trump: int,
        need: int,
    ) -> bool:
        """``need``: tricks the bidder still needs (ignored at misère, where any trick fails).
        Raises :class:`OutOfBudget` when the budget runs out during the search."""
        live = 0
        for h in hands:
            live |= h
        for c in trick:
            live |= 1 << c
        if self.budget is not None and self.budget.over():
            raise OutOfBudget
        try:
            return self._reach(list(hands), seat, list(trick), list(trick_seats), trump, need, live)
        finally:
            self._charge()

    def _reach(
        self,
        hands: list[int],
        seat: int,
        trick: list[int],
        seats: list[int],
        trump: int,
        need: int,
        live: int,
    ) -> bool:
        # ``live``: every card not yet played in an earlier trick (constant within a trick).
        self.nodes += 1
        if self.nodes > self._limit:
            self._checkpoint()
        misere = self.misere
        if not misere and need <= 0:
            return True
        bounds: list[int] | None = None
        if not trick:
            left = hands[seat].bit_count()
            if not left:
                return misere
            if not misere and need > left:
                return False
            key = (tuple(hands), seat, trump)
            bounds = self.table.get(key)
            if bounds is None:
                bounds = self.table[key] = [-1, left + 1]  # nothing known yet (misère asks need 0)
            elif need <= bounds[0]:
                return True
            elif need >= bounds[1]:
                return False
        bidder_side = seat == self.bidder
        result = not bidder_side  # OR for the bidder, AND for the others
        mine = hands[seat]
        if trick:
            follow = mine & SUIT_MASKS[trick[0] // 13]
            if follow:
                mine = follow
        last = len(trick) + 1 == self.n
        for card in _moves(mine, live):
            t = trump
            if not trick and trump == UNSET:
                t = card // 13
            hands[seat] ^= 1 << card
            trick.append(card)
            seats.append(seat)
            if last:
                w = seats[trick_winner(trick, t)]
                won = w == self.bidder
                if misere and won:
                    ok = False
                else:
                    ok = self._reach(hands, w, [], [], t, need - won, live & ~_mask(trick))
            else:
                ok = self._reach(hands, (seat + 1) % self.n, trick, seats, t, need, live)
            trick.pop()
            seats.pop()
            hands[seat] ^= 1 << card
            if ok == bidder_side:  # the side to move found what it wants
                result = ok
                break
        if bounds is not None:
            if result:
                bounds[0] = max(bounds[0], need)
            else:
                bounds[1] = min(bounds[1], need)
        return result


def _mask(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


@lru_cache(maxsize=1 << 16)
def _moves(mine: int, live: int) -> tuple[int, ...]:
    """The cards of ``mine`` (already cut to the suit to follow) worth searching: one per run
    among ``live``, the high ones first (they win tricks: good moves first cut the search)."""
    out: list[int] = []
    for s in range(4):
        suit = (mine >> (13 * s)) & 0x1FFF
        if suit:
            out += [13 * s + r for r in _runs(suit, (live >> (13 * s)) & 0x1FFF)]
    return tuple(out)
