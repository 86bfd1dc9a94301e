"""Nap's all-seeing seat: a measuring stick for the tournament, never a level a player meets.

It breaks the rule every other seat keeps (a seat sees only its own ``NapView``): before each
decision the tournament shows it the whole hand (:meth:`NapAllSeeingSeat.see`): every hand,
the widow and the undealt stock in order. What it does with that, decision by decision:

- **Play**: each legal card is tried on the true deal with the exact solver
  (:mod:`game.ai.british_nap.solver`): as bidder it plays a card that still makes the contract, in
  defence one that still beats it; the rule of thumb breaks ties (and plays when the contract
  is already decided either way).
- **Bid**: the bid that wins most among those made on the true deal against any defence
  (the widow taken in and the best cards kept where the rules give it to the bidder); Sir
  Garnet when some keep of the ten cards takes all five tricks. It passes when nothing is
  made, and when forced to bid, bids the least.
- **Peep**: never (it sees the widow already; a peep would cost a chip for nothing).
- **Écarté**: every choice of cards to give up is tried with the cards the stock would really
  give; it buys the choice whose best made bid, less the chips paid, is worth most (valued
  against the other hands as they are now: later purchases are not foreseen).
- **Widow discards**: it keeps the cards that make its bid on the true deal (else the keep
  that takes most tricks).

The gap between it and a level measures what seeing every card is worth. It is not in
``LEVELS`` and ``make_seat`` cannot build it, so the app can never offer it.

Two sights, two names in the tournament:

- ``allseeing`` is the same reference seat as Napoleon's (:mod:`game.ai.napoleon.oracle`): it
  bids, peeps, buys and discards at the widow with Normal's rules and uses its sight in card
  play only, so a level's share of its margin is comparable across the two games;
- ``allseeing-full`` also bids, buys and keeps by the true deal as described above. Its bids
  are never wrong (it knows before bidding whether a bid is made), which no fair seat can
  match: most of its margin is that certainty, so it bounds the game rather than the play.
"""

from __future__ import annotations

from itertools import combinations

from game.british_nap import Buy, NapBid, NapHand, NapView
from game.british_nap.actions import NapAction
from game.british_nap.scoring import BidValue, bid_tricks
from game.rules.card_actions import Discard, Pass, Play
from game.rules.cards import Card

from .eval import hand_value, keeps, made_on, mask_of, most_tricks, payoff, reaches_after
from .heuristic import NapHeuristicSeat
from .solver import NO_TRUMP, UNSET, NapTarget

NAME = "allseeing"
FULL_NAME = "allseeing-full"  # sight in the bidding and the exchanges too
GARNET_KEEPS = 60  # Sir Garnet: the strongest-looking keeps of the ten cards tried (of 252)


class NapAllSeeingSeat(NapHeuristicSeat):
    def __init__(self, seed: int = 0, sight_in_bidding: bool = False) -> None:
        super().__init__(seed)
        self.name = FULL_NAME if sight_in_bidding else NAME
        self.sight_in_bidding = sight_in_bidding
        self.state: NapHand | None = None

    def see(self, state: NapHand) -> None:
        """Show the seat the whole hand (the tournament calls this before every ``choose``)."""
        self.state = state

    def choose(self, view: NapView) -> NapAction:
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        st = self.state
        if st is None:  # shown nothing: it plays as Normal
            return super().choose(view)
        first = legal[0]
        if not isinstance(first, Play) and not self.sight_in_bidding:
            return super().choose(view)  # Normal's bid, peep, purchase and widow keep
        if isinstance(first, Buy):
            return self.buy_true(view, st)
        if isinstance(first, Discard):
            return Discard(self.discard_true(view, st))
        if isinstance(first, Play):
            return Play(self.play_true(view, st))
        return self.bid_true(view, st)

    # -- the true deal -------------------------------------------------------------------------

    @staticmethod
    def hands_of(st: NapHand) -> list[int]:
        return [mask_of(h) for h in st.hands]

    def keep_making(self, st: NapHand, seat: int, pool: list[Card], bid: BidValue) -> tuple[int, ...] | None:
        """A keep of ``pool`` (the hand with the widow) that makes ``bid`` on the true deal."""
        hands = self.hands_of(st)
        limit = GARNET_KEEPS if len(pool) > st.rules.hand_size + 1 else None
        for keep in keeps([int(c) for c in pool], st.rules.hand_size, limit):
            hands[seat] = mask_of(keep)
            if made_on(st.rules, hands, seat, bid):
                return keep
        return None

    def makes(self, st: NapHand, seat: int, bid: BidValue) -> bool:
        rules = st.rules
        if bid == "sir_garnet":
            return self.keep_making(st, seat, [*st.hands[seat], *st.widow], 5) is not None
        if rules.peep and st.widow:  # the high bidder takes the peep card and discards one
            return self.keep_making(st, seat, [*st.hands[seat], *st.widow], bid) is not None
        return made_on(rules, self.hands_of(st), seat, bid)

    # -- decisions -----------------------------------------------------------------------------

    def bid_true(self, view: NapView, st: NapHand) -> NapAction:
        rules = st.rules
        bids = [a for a in view.legal_actions if isinstance(a, NapBid)]
        for a in sorted(bids, key=lambda a: -payoff(rules, a.bid, True)):
            if self.makes(st, view.seat, a.bid):
                return a
        if any(isinstance(a, Pass) for a in view.legal_actions):
            return Pass()
        return max(bids, key=lambda a: payoff(rules, a.bid, False))  # forced: lose least

    def buy_true(self, view: NapView, st: NapHand) -> NapAction:
        rules, me = st.rules, view.seat
        most = max(len(a.cards) for a in view.legal_actions if isinstance(a, Buy))
        hands = self.hands_of(st)
        best: tuple[int, tuple[Card, ...]] = (hand_value(rules, hands, me), ())
        for k in range(1, most + 1):
            got = st.stock[:k]
            for out in combinations(view.hand, k):
                kept = [c for c in view.hand if c not in out]
                hands[me] = mask_of([*kept, *got])
                v = hand_value(rules, hands, me) - k
                if v > best[0]:
                    best = (v, tuple(out))
        return Buy(best[1])

    def discard_true(self, view: NapView, st: NapHand) -> Card:
        assert st.bid is not None
        rules, me = st.rules, view.seat
        keep = self.keep_making(st, me, list(st.hands[me]), st.bid)
        if keep is None:  # nothing makes it: keep the cards that take most tricks
            hands = self.hands_of(st)

            def tricks(k: tuple[int, ...]) -> int:
                hands[me] = mask_of(k)
                return most_tricks(hands, me, rules.players)

            options = keeps([int(c) for c in st.hands[me]], rules.hand_size, GARNET_KEEPS)
            keep = max(options, key=tricks)
        return next(c for c in view.hand if int(c) not in keep)

    def play_true(self, view: NapView, st: NapHand) -> Card:
        legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
        if len(legal) == 1 or st.bidder is None or st.bid is None:
            return legal[0] if len(legal) == 1 else super().play(view)
        bidder, misere = st.bidder, st.bid == "misere"
        need = bid_tricks(st.rules, st.bid) - st.tricks_won[bidder]
        trump = NO_TRUMP if misere else (UNSET if st.trump is None else int(st.trump))
        search = NapTarget(st.rules.players, bidder, misere)
        hands = self.hands_of(st)
        want = view.seat == bidder
        good = [
            c
            for c in legal
            if reaches_after(search, hands, view.seat, st.trick, st.trick_seats, trump, need, c) == want
        ]
        hint = super().play(view)
        if not good or hint in good:
            return hint
        return good[0]
