"""Nap's random, easy and normal seats (:mod:`.seats` builds every level; hard builds on the
normal seat here). Each sees only its own :class:`~game.british_nap.NapView` and draws from its
own seeded RNG, so a seed replays every choice. Easy and normal play by rules of thumb (normal
knows who is on its side).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.british_nap import Buy, NapBid, NapView, nap_trick_winner
from game.british_nap.actions import NapAction
from game.rules.card_actions import Discard, Pass, Play
from game.rules.cards import Card, Suit
from game.rules.i18n import _

from .count import EASY_SLACK, NORMAL_SLACK, best_suit, estimate_tricks
from .count import suit_of as _suit
from .hints import explain_nap


class NapRandomSeat:
    """A uniformly random legal action: the floor of the tournament."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: NapView) -> NapAction:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        return self.rng.choice(view.legal_actions)

    def explain(self, view: NapView, action: NapAction, names: Sequence[str] = ()) -> str:
        return _("{action}: chosen at random among the legal moves.").format(action=action)


class NapHeuristicSeat:
    """Rules of thumb. ``easy`` bids on a cruder count and plays to win every trick it can."""

    def __init__(self, seed: int = 0, easy: bool = False) -> None:
        self.rng = random.Random(seed)
        self.easy = easy
        self.name = "easy" if easy else "normal"

    # -- bidding and the widow ---------------------------------------------------------------

    def choose(self, view: NapView) -> NapAction:
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        first = legal[0]
        if isinstance(first, Buy):
            return self.buy(view)
        if isinstance(first, Discard):
            return Discard(self.discard(view.hand))
        if isinstance(first, Play):
            return Play(self.play(view))
        return self.bid(view)

    def buy(self, view: NapView) -> NapAction:
        if self.easy:
            return Buy(())
        t = best_suit(view.hand)
        weak = tuple(c for c in view.hand if _suit(c) != t and c % 13 < 10)
        allowed = max((len(a.cards) for a in view.legal_actions if isinstance(a, Buy)), default=0)
        return Buy(weak[: min(2, allowed)])

    def discard(self, hand: Sequence[Card]) -> Card:
        t = best_suit(hand)
        side = [c for c in hand if _suit(c) != t] or list(hand)
        return min(side, key=lambda c: c % 13)

    def bid(self, view: NapView) -> NapAction:
        bids = [a for a in view.legal_actions if isinstance(a, NapBid)]
        est = estimate_tricks(view.hand, self.easy)
        misere_ok = max(c % 13 for c in view.hand) <= 6 and est < 1
        if not self.easy and misere_ok and any(a.bid == "misere" for a in bids):
            return NapBid("misere")
        slack = EASY_SLACK if self.easy else NORMAL_SLACK  # measured: see count
        numbers = [a for a in bids if isinstance(a.bid, int) and a.bid <= est + slack]
        if numbers:
            return max(numbers, key=lambda a: int(a.bid))
        if any(isinstance(a, Pass) for a in view.legal_actions):
            return Pass()
        return min((a for a in bids if isinstance(a.bid, int)), key=lambda a: int(a.bid), default=bids[0])

    # -- play ----------------------------------------------------------------------------------

    def play(self, view: NapView) -> Card:
        legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
        trick = list(view.trick)
        trump = view.trump
        misere = view.bid == "misere"
        me = view.seat
        bidder = view.bidder
        if not trick:
            if view.trump is None and not misere and me == bidder:
                t = best_suit(view.hand)
                return max((c for c in legal if _suit(c) == t), key=lambda c: c % 13)
            if misere and me == bidder:
                return min(legal, key=lambda c: c % 13)
            if misere:
                return min(legal, key=lambda c: c % 13)
            if me == bidder and trump is not None:
                trumps = [c for c in legal if _suit(c) == trump]
                if trumps:
                    return max(trumps, key=lambda c: c % 13)
            return max(legal, key=lambda c: c % 13)
        beats = [c for c in legal if self._wins([*trick, c], trump)]
        low = min(legal, key=lambda c: (trump is not None and _suit(c) == trump, c % 13))
        if misere:
            if me == bidder:
                ducks = [c for c in legal if not self._wins([*trick, c], trump)]
                return max(ducks, key=lambda c: c % 13) if ducks else low
            return low
        if self.easy or bidder is None:
            return (
                min(beats, key=lambda c: (trump is not None and _suit(c) == trump, c % 13)) if beats else low
            )
        winning_seat = view.trick_seats[self._winner(trick, trump)]
        friend_winning = (winning_seat == bidder) == (me == bidder)
        if friend_winning or not beats:
            return low
        return min(beats, key=lambda c: (trump is not None and _suit(c) == trump, c % 13))

    @staticmethod
    def _winner(cards: Sequence[Card], trump: int | None) -> int:
        return nap_trick_winner(cards, None if trump is None or trump < 0 else Suit(trump))

    def _wins(self, cards: Sequence[Card], trump: int | None) -> bool:
        return self._winner(cards, trump) == len(cards) - 1

    def explain(self, view: NapView, action: NapAction, names: Sequence[str] = ()) -> str:
        return explain_nap(view, action).text
