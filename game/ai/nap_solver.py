"""An exact solver of Nap's last tricks with every hand known (a determinised deal).

Two sides: the bidder, and everyone else together. The value is the bidder's tricks from here
on; the bidder maximises it (minimises at misère) and the others do the opposite. Five tricks
of five cards are few, so an alpha-beta search inside each trick, with a table of exact values
at trick boundaries and cards of a run (no other live card between them) searched once, is fast
enough for the hard seat to solve dozens of sampled deals per decision.
"""

from __future__ import annotations

from collections.abc import Sequence

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


def _winner(cards: Sequence[int], trump: int) -> int:
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
        """Legal cards of ``seat``, one per run of equivalent cards."""
        mine = hands[seat]
        if trick:
            follow = mine & SUIT_MASKS[trick[0] // 13]
            if follow:
                mine = follow
        live = 0
        for h in hands:
            live |= h
        out = []
        for s in range(4):
            suit = mine & SUIT_MASKS[s]
            if not suit:
                continue
            live_suit = live & SUIT_MASKS[s]
            prev_mine = False
            for c in reversed(_bits(live_suit)):  # high to low among live cards
                if (suit >> c) & 1:
                    if not prev_mine:
                        out.append(c)
                    prev_mine = True
                else:
                    prev_mine = False
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
                w = seats[_winner(cards, t)]
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


class NapTarget:
    """Whether the bidder can force a target (a boolean search, much cheaper than the exact
    count): at least ``need`` more tricks, or at misère no trick at all."""

    def __init__(self, n: int, bidder: int, misere: bool) -> None:
        self.n = n
        self.bidder = bidder
        self.misere = misere
        self.table: dict[tuple[tuple[int, ...], int, int, int], bool] = {}
        self.nodes = 0
        self._moves = NapSolver(n, bidder, misere).moves

    def reaches(
        self,
        hands: Sequence[int],
        seat: int,
        trick: Sequence[int],
        trick_seats: Sequence[int],
        trump: int,
        need: int,
    ) -> bool:
        """``need``: tricks the bidder still needs (ignored at misère, where any trick fails)."""
        self.nodes += 1
        if not self.misere and need <= 0:
            return True
        if not trick:
            left = hands[seat].bit_count()
            if not left:
                return self.misere
            if not self.misere and need > left:
                return False
            key = (tuple(hands), seat, trump, need)
            hit = self.table.get(key)
            if hit is not None:
                return hit
        bidder_side = seat == self.bidder
        result = not bidder_side  # OR for the bidder, AND for the others
        hands = list(hands)
        for card in self._moves(hands, seat, trick):
            t = trump
            if not trick and trump == UNSET:
                t = card // 13
            hands[seat] ^= 1 << card
            cards = [*trick, card]
            seats = [*trick_seats, seat]
            if len(cards) == self.n:
                w = seats[_winner(cards, t)]
                won = w == self.bidder
                ok = False if self.misere and won else self.reaches(hands, w, [], [], t, need - won)
            else:
                ok = self.reaches(hands, (seat + 1) % self.n, cards, seats, t, need)
            hands[seat] ^= 1 << card
            if ok == bidder_side:  # the side to move found what it wants
                result = ok
                break
        if not trick:
            self.table[(tuple(hands), seat, trump, need)] = result
        return result
