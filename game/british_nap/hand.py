"""One hand of British Nap as an explicit state machine.

cut and deal -> (Écarté: buy) -> bid (Peep: peep first) -> (widow: discard) -> play -> score.
``legal_actions()`` lists what the seat to act may do; ``apply()`` checks an action, changes
the state and returns the domain events. The pack the hand was dealt from (before the cut),
the cut, the seed and the pools carried in make the record, from which it replays exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from game.rules.card_actions import PASS, Discard, Pass, Play
from game.rules.cards import Card, Suit, sort_key
from game.rules.errors import IllegalAction
from game.rules.i18n import _, ngettext

from . import events as ev
from .actions import PEEP, Buy, NapAction, NapBid, Peep, malformed_nap_reason
from .deal import cut, cut_of, deal_out, shuffled_pack
from .record import nap_record_of
from .rules import MAX_BUY, NapRules, Shuffle
from .scoring import (
    BidValue,
    all_bids,
    bid_name,
    bid_rank,
    is_nap_or_better,
    made,
    nap_settlement,
    nap_trick_winner,
)
from .state import NapPhase, NapResult, NapTrick
from .views import NapView

ECARTE, PEEP_POOL = 0, 1  # the two pools, by index in ``pools``


class NapHand:
    """The full (omniscient) state of one hand. Seats are 0..n-1, numbered clockwise."""

    game = "nap"

    def __init__(
        self,
        rules: NapRules,
        pack: Sequence[Card],
        cut_at: int,
        dealer: int = 0,
        seed: int | None = None,
        *,
        shuffled: bool = True,
        pools: tuple[int, int] = (0, 0),
    ) -> None:
        if not 0 <= dealer < rules.players:
            raise ValueError(
                _("dealer must be a seat 0..{last}, not {dealer}").format(
                    last=rules.players - 1, dealer=dealer
                )
            )
        if sorted(pack) != sorted(rules.deck):
            raise ValueError(_("the pack is not this game's deck"))
        if not 1 <= cut_at < len(pack):
            raise ValueError(_("a cut lifts 1 to {most} cards, not {k}").format(most=len(pack) - 1, k=cut_at))
        if len(pools) != 2 or any(type(p) is not int or p < 0 for p in pools):
            raise ValueError(_("the pools are two counts of chips, not {pools!r}").format(pools=pools))
        self.rules = rules
        self.n = n = rules.players
        self.pack = tuple(Card(c) for c in pack)
        self.cut_at = cut_at
        self.dealer = dealer
        self.seed = seed
        self.shuffled = shuffled
        self.pools_in = (pools[0], pools[1])
        dealt = deal_out(rules, cut(self.pack, cut_at), dealer)
        self.hands: list[list[Card]] = [list(h) for h in dealt.hands]
        self.widow: list[Card] = list(dealt.widow)
        self.dealt_widow = dealt.widow
        self.stock: list[Card] = list(dealt.stock)
        self.fallen: list[Card] = []  # every card laid down, in the order it fell (the next pack)
        self.stakes = [0] * n  # chips each seat paid into the pools this hand
        self.pool_added = [0, 0]
        self.bought: list[int | None] = [None] * n  # cards each seat bought (None: not yet asked)
        self.buy_discards: list[tuple[Card, ...]] = [()] * n
        self.peepers: list[int] = []
        self.peeked = False  # the seat to act has peeped on this turn
        self.actions: list[NapAction] = []
        self.auction: list[tuple[int, NapAction]] = []
        self.high: tuple[int, BidValue] | None = None
        self.bidder: int | None = None
        self.bid: BidValue | None = None
        self.widow_holder: int | None = None  # who took the widow into hand
        self.discards: list[Card] = []  # the bidder's widow discards
        self.trump: Suit | None = None
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.tricks: list[NapTrick] = []
        self.tricks_won = [0] * n
        self.result: NapResult | None = None
        self.thrown_in = False
        self._bids = all_bids(rules)
        self.first = (dealer + 1) % n
        if rules.ecarte:
            self.phase = NapPhase.BUY
        else:
            self.phase = NapPhase.BID
        self.to_act = self.first

    @classmethod
    def new(cls, rules: NapRules, seed: int, dealer: int = 0, pools: tuple[int, int] = (0, 0)) -> NapHand:
        """A hand from a fresh shuffle (the start of a match, or after a made Nap)."""
        pack = shuffled_pack(rules, seed)
        return cls(rules, pack, cut_of(seed, len(pack)), dealer, seed, shuffled=True, pools=pools)

    @classmethod
    def following(cls, previous: NapHand, seed: int, dealer: int) -> NapHand:
        """The next deal of a match after ``previous``: gathered in the order the cards fell
        and cut, or shuffled after a made Nap (or under the every-hand shuffle option)."""
        rules = previous.rules
        pools = previous.pools_out
        res = previous.result
        shuffle = rules.shuffle == Shuffle.EVERY_HAND or (
            res is not None and res.made and is_nap_or_better(rules, res.bid)
        )
        if shuffle:
            return cls.new(rules, seed, dealer, pools)
        pack = previous.gathered()
        return cls(rules, pack, cut_of(seed, len(pack)), dealer, seed, shuffled=False, pools=pools)

    def opening_events(self) -> list[ev.NapEvent]:
        return [
            ev.NapDealt(
                self.dealer,
                self.rules.hand_size,
                self.rules.widow_size,
                self.shuffled,
                self.cutter,
                self.cut_at,
            )
        ]

    def clone(self) -> NapHand:
        other = object.__new__(NapHand)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        for name in ("widow", "stock", "fallen", "stakes", "pool_added", "bought", "buy_discards", "peepers"):
            setattr(other, name, list(getattr(self, name)))
        for name in ("actions", "auction", "discards", "trick", "trick_seats", "tricks", "tricks_won"):
            setattr(other, name, list(getattr(self, name)))
        return other

    # -- queries ---------------------------------------------------------------------------

    @property
    def cutter(self) -> int:
        """The player on the dealer's immediate right (the previous seat, counter-clockwise)."""
        return (self.dealer - 1) % self.n

    @property
    def is_over(self) -> bool:
        return self.phase == NapPhase.DONE

    @property
    def pools_out(self) -> tuple[int, int]:
        """The pools after this hand: what it started with, plus stakes, less what was won."""
        if self.result is not None:
            return self.result.pools_after
        return (self.pools_in[0] + self.pool_added[0], self.pools_in[1] + self.pool_added[1])

    def gathered(self) -> list[Card]:
        """The pack for the next deal, before its cut (decided): every card in the order it
        fell, the first on top (Écarté discards, widow discards, then the tricks as played),
        then the cards never laid down: the hands still held from the dealer's left, the
        widow, the undealt stock."""
        out = list(self.fallen)
        for i in range(self.n):
            out += self.hands[(self.dealer + 1 + i) % self.n]
        return out + self.widow + self.stock

    def legal_actions(self) -> list[NapAction]:
        phase = self.phase
        if phase == NapPhase.BUY:
            hand = sorted(self.hands[self.to_act], key=sort_key)
            most = min(MAX_BUY, len(self.stock))
            return [Buy(tuple(c)) for k in range(most + 1) for c in combinations(hand, k)]
        if phase == NapPhase.BID:
            out: list[NapAction] = []
            if self._may_peep():
                out.append(PEEP)
            if not self._must_bid():
                out.append(PASS)
            out += [NapBid(b) for b in self._bids if self._bid_problem(b) is None]
            return out
        if phase == NapPhase.DISCARD:
            return [Discard(c) for c in sorted(self.hands[self.to_act], key=sort_key)]
        if phase == NapPhase.PLAY:
            return [Play(c) for c in self.playable()]
        return []

    def playable(self) -> list[Card]:
        hand = sorted(self.hands[self.to_act], key=sort_key)
        if self.trick:
            led = self.trick[0] // 13
            follow = [c for c in hand if c // 13 == led]
            if follow:
                return follow
        return hand

    def why_illegal(self, action: NapAction) -> str | None:
        try:
            self._check(action)
        except IllegalAction as exc:
            return str(exc)
        return None

    # -- checks ----------------------------------------------------------------------------

    def _check(self, action: object) -> None:
        if self.phase == NapPhase.DONE:
            raise IllegalAction(_("the hand is over"))
        bad = malformed_nap_reason(action)
        if bad:
            raise IllegalAction(bad)
        seat, phase = self.to_act, self.phase
        held = self.hands[seat]
        if phase == NapPhase.BUY:
            if not isinstance(action, Buy):
                raise IllegalAction(
                    _("seat {seat} must buy cards or none now, not {action}").format(seat=seat, action=action)
                )
            most = min(MAX_BUY, len(self.stock))
            if len(action.cards) > most:
                raise IllegalAction(
                    ngettext(
                        "you may buy at most {n} card now", "you may buy at most {n} cards now", most
                    ).format(n=most)
                )
            if len(set(action.cards)) != len(action.cards):
                raise IllegalAction(_("a card is listed twice"))
            for c in action.cards:
                if c not in held:
                    raise IllegalAction(_("you do not hold {card}").format(card=c))
        elif phase == NapPhase.BID:
            if isinstance(action, Peep):
                if not self._may_peep():
                    raise IllegalAction(self._why_no_peep())
            elif isinstance(action, Pass):
                if self._must_bid():
                    raise IllegalAction(_("everyone else passed: the dealer must bid"))
            elif isinstance(action, NapBid):
                why = self._bid_problem(action.bid)
                if why:
                    raise IllegalAction(why)
            else:
                raise IllegalAction(
                    _("seat {seat} must bid or pass now, not {action}").format(seat=seat, action=action)
                )
        elif phase == NapPhase.DISCARD:
            if not isinstance(action, Discard):
                raise IllegalAction(
                    _("seat {seat} must discard now, not {action}").format(seat=seat, action=action)
                )
            if action.card not in held:
                raise IllegalAction(_("you do not hold {card}").format(card=action.card))
        else:
            if not isinstance(action, Play):
                raise IllegalAction(
                    _("seat {seat} must play a card now, not {action}").format(seat=seat, action=action)
                )
            card = action.card
            if card not in held:
                raise IllegalAction(_("you do not hold {card}").format(card=card))
            if card not in self.playable():
                led = Suit(self.trick[0] // 13)
                raise IllegalAction(_("you must follow suit: you hold {suit}").format(suit=led.symbol))

    def _must_bid(self) -> bool:
        """001: "If all other players have previously passed, the dealer is required to make
        a minimum bid of one"; with a minimum of 3 or 4 the dealer may throw the cards in."""
        return self.to_act == self.dealer and self.high is None and self.rules.min_bid <= 2

    def _may_peep(self) -> bool:
        return self.rules.peep and not self.peeked and bool(self.widow) and self.to_act not in self.peepers

    def _why_no_peep(self) -> str:
        if not self.rules.peep:
            return _("there is no widow to peep at in these rules")
        return _("you have already peeped")

    def _bid_problem(self, bid: BidValue) -> str | None:
        """Why ``bid`` may not be made now, or ``None``."""
        r = self.rules
        if bid not in self._bids:
            return _("{bid} is not a bid of these rules").format(bid=bid_name(bid) if bid in (5, 7) else bid)
        if isinstance(bid, int) and bid < r.min_bid:
            dealer_one = bid >= 1 and self._must_bid()
            if not dealer_one:
                return _("the minimum bid is {n}").format(n=r.min_bid)
        if bid == "wellington" and self.high is not None and self.high[1] != 5:
            return _("Wellington may only be bid after a Nap")
        if bid == "wellington" and self.high is None:
            return _("Wellington may only be bid after a Nap")
        if bid == "blucher" and (self.high is None or self.high[1] != "wellington"):
            return _("Blücher may only be bid after a Wellington")
        if self.high is not None and bid_rank(r, bid) <= bid_rank(r, self.high[1]):
            return _("{bid} does not beat {high}").format(bid=bid_name(bid), high=bid_name(self.high[1]))
        return None

    # -- apply -----------------------------------------------------------------------------

    def apply(self, action: NapAction) -> list[ev.NapEvent]:
        """Apply ``action`` for the seat to act; raise :class:`IllegalAction` if not allowed."""
        self._check(action)
        self.actions.append(action)
        if isinstance(action, Buy):
            return self._do_buy(action.cards)
        if isinstance(action, Peep):
            return self._do_peep()
        if isinstance(action, Pass):
            return self._do_pass()
        if isinstance(action, NapBid):
            return self._do_bid(action.bid)
        if isinstance(action, Discard):
            return self._do_discard(action.card)
        assert isinstance(action, Play)
        return self._do_play(action.card)

    def _do_buy(self, cards: tuple[Card, ...]) -> list[ev.NapEvent]:
        seat = self.to_act
        for c in cards:
            self.hands[seat].remove(c)
            self.fallen.append(c)
        got = self.stock[: len(cards)]
        del self.stock[: len(cards)]
        self.hands[seat] += got
        self.bought[seat] = len(cards)
        self.buy_discards[seat] = cards
        self.stakes[seat] += len(cards)
        self.pool_added[ECARTE] += len(cards)
        out: list[ev.NapEvent] = [ev.Bought(seat, len(cards), tuple(cards), tuple(got))]
        if seat == self.dealer:
            self.phase = NapPhase.BID
        self.to_act = (seat + 1) % self.n
        return out

    def _do_peep(self) -> list[ev.NapEvent]:
        seat = self.to_act
        self.peeked = True
        self.peepers.append(seat)
        self.stakes[seat] += 1
        self.pool_added[PEEP_POOL] += 1
        return [ev.Peeped(seat, self.widow[0])]

    def _do_pass(self) -> list[ev.NapEvent]:
        seat = self.to_act
        self.auction.append((seat, PASS))
        return [ev.NapPassed(seat), *self._advance()]

    def _do_bid(self, bid: BidValue) -> list[ev.NapEvent]:
        seat = self.to_act
        self.auction.append((seat, NapBid(bid)))
        self.high = (seat, bid)
        out: list[ev.NapEvent] = [ev.NapBidMade(seat, bid)]
        if bid == "sir_garnet":  # picking up the widow halts the bidding at once
            self.hands[seat] += self.widow
            self.widow_holder = seat
            taken = tuple(self.widow)
            self.widow = []
            out.append(ev.WidowTaken(seat, taken))
            return out + self._declare()
        return out + self._advance()

    def _can_be_beaten(self) -> bool:
        """Whether any later bidder could still bid over the high bid (Nap ends the auction
        unless Wellington, Blücher or Sir Garnet may follow)."""
        assert self.high is not None
        high = self.high[1]
        for b in self._bids:
            if bid_rank(self.rules, b) <= bid_rank(self.rules, high):
                continue
            if b == "wellington" and high != 5:
                continue
            if b == "blucher" and high != "wellington":
                continue
            return True
        return False

    def _advance(self) -> list[ev.NapEvent]:
        self.peeked = False
        seat = self.to_act
        everyone_spoke = seat == self.dealer
        if self.high is not None and (everyone_spoke or not self._can_be_beaten()):
            return self._declare()
        if everyone_spoke:  # all passed with a minimum of 3 or 4: thrown in
            self.thrown_in = True
            self.phase = NapPhase.DONE
            self.to_act = -1
            return [ev.ThrownIn(self.dealer)]
        self.to_act = (seat + 1) % self.n
        return []

    def _declare(self) -> list[ev.NapEvent]:
        assert self.high is not None
        seat, bid = self.high
        self.bidder, self.bid = seat, bid
        out: list[ev.NapEvent] = [ev.BidderDeclared(seat, bid)]
        self.to_act = seat
        if self.rules.peep and self.widow:  # the high bidder takes the peep card
            self.hands[seat] += self.widow
            self.widow_holder = seat
            out.append(ev.WidowTaken(seat, tuple(self.widow)))
            self.widow = []
        if len(self.hands[seat]) > self.rules.hand_size:
            self.phase = NapPhase.DISCARD
        else:
            self.phase = NapPhase.PLAY
        return out

    def _do_discard(self, card: Card) -> list[ev.NapEvent]:
        seat = self.to_act
        self.hands[seat].remove(card)
        self.discards.append(card)
        self.fallen.append(card)
        if len(self.hands[seat]) == self.rules.hand_size:
            self.phase = NapPhase.PLAY
        return [ev.NapDiscarded(seat, card)]

    def _do_play(self, card: Card) -> list[ev.NapEvent]:
        seat = self.to_act
        self.hands[seat].remove(card)
        self.fallen.append(card)
        out: list[ev.NapEvent] = []
        if not self.trick and not self.tricks and self.bid != "misere":
            self.trump = Suit(card // 13)  # "The suit of the card led designates the trump suit"
            out.append(ev.TrumpSet(self.trump))
        self.trick.append(card)
        self.trick_seats.append(seat)
        out.append(ev.NapCardPlayed(seat, card, len(self.tricks)))
        if len(self.trick) < self.n:
            self.to_act = (seat + 1) % self.n
            return out
        w = self.trick_seats[nap_trick_winner(self.trick, self.trump)]
        self.tricks.append(NapTrick(self.trick_seats[0], tuple(self.trick_seats), tuple(self.trick), w))
        self.tricks_won[w] += 1
        out.append(ev.NapTrickWon(w, len(self.tricks) - 1, tuple(self.trick)))
        self.trick, self.trick_seats = [], []
        self.to_act = w
        if len(self.tricks) == self.rules.hand_size:
            out += self._score()
        return out

    def outcome_settled(self) -> bool:
        """Nothing left to play can change anyone's chips: the bid is made, or lost, whatever
        the tricks still to play (each way counted as the end of the hand will count it)."""
        if self.phase != NapPhase.PLAY or self.bidder is None or self.bid is None:
            return False
        won = self.tricks_won[self.bidder]
        left = self.rules.hand_size - len(self.tricks)
        outcomes = {
            (made(self.rules, self.bid, k), nap_settlement(self.rules, bid=self.bid, tricks_won=k))
            for k in range(won, won + left + 1)
        }
        return len(outcomes) == 1

    def _score(self) -> list[ev.NapEvent]:
        assert self.bidder is not None and self.bid is not None
        r, bidder, bid = self.rules, self.bidder, self.bid
        won = self.tricks_won[bidder]
        each = nap_settlement(r, bid=bid, tricks_won=won)
        ok = made(r, bid, won)
        pools = self.pools_out
        pool_won = 0
        if ok and is_nap_or_better(r, bid):  # the made Nap wins every pool
            pool_won, pools = sum(pools), (0, 0)
        payments = [-each - self.stakes[s] for s in range(self.n)]
        payments[bidder] = each * (self.n - 1) - self.stakes[bidder] + pool_won
        self.result = NapResult(bidder, bid, won, ok, each, tuple(payments), pool_won, pools)
        self.phase = NapPhase.DONE
        self.to_act = -1
        return [ev.NapHandScored(bidder, bid, ok, each, tuple(payments), pool_won)]

    # -- views and records -------------------------------------------------------------------

    def view(self, seat: int) -> NapView:
        """What ``seat`` may know now (built here, so the views module needs nothing of the hand)."""
        if not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat} at a table of {self.n}")
        seen = self.dealt_widow if seat in self.peepers or self.widow_holder == seat else ()
        mine = [*self.buy_discards[seat], *(self.discards if self.bidder == seat else ())]
        return NapView(
            seat=seat,
            rules=self.rules,
            dealer=self.dealer,
            phase=self.phase,
            to_act=self.to_act,
            hand=tuple(sorted(self.hands[seat], key=sort_key)),
            held_counts=tuple(len(h) for h in self.hands),
            widow_size=len(self.widow),
            widow_seen=tuple(seen),
            bought=tuple(self.bought),
            my_discards=tuple(mine),
            peepers=tuple(self.peepers),
            pools=self.pools_out,
            auction=tuple(self.auction),
            high=self.high,
            bidder=self.bidder,
            bid=self.bid,
            trump=self.trump,
            tricks=tuple(self.tricks),
            trick=tuple(self.trick),
            trick_seats=tuple(self.trick_seats),
            tricks_won=tuple(self.tricks_won),
            legal_actions=tuple(self.legal_actions()) if self.to_act == seat else (),
            result=self.result,
            thrown_in=self.thrown_in,
        )

    def record(self) -> dict[str, Any]:
        return nap_record_of(self)
