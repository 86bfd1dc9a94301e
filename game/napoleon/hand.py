"""One hand of Napoleon as an explicit state machine.

deal -> bid -> (all-pass handling) -> call -> exchange -> play -> score, in the order the
rule options give. ``legal_actions()`` lists what the seat to act may do; ``apply()`` checks
an action, changes the state and returns the domain events. Hands are held as int bitmasks
and the play phase goes through :class:`~game.napoleon.tricks.PlayTables`, the same code the
AI's simulator uses.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.rules.cards import Card, Suit, cards_of, mask_of
from game.rules.errors import IllegalAction

from . import events as ev
from .actions import (
    PASS,
    Action,
    Bid,
    Call,
    Discard,
    Misere,
    Pass,
    Play,
    Target,
    contract_words,
)
from .auction import (
    all_passed,
    high_key,
    legal_miseres,
    legal_targets,
    misere_bid,
    target_bid,
)
from .bidding import all_bids, bid_problem
from .calling import auto_called, callable_cards, can_rechoose, why_not_callable
from .deal import Deal
from .options import (
    BidKind,
    BidOrder,
    CallTiming,
    DiscardsCountFor,
    RuleSet,
)
from .plays import check_action, check_play, legal_plays_of
from .record import record_of
from .scoring import HandResult, outcome_settled, settle_hand
from .tricks import PlayTables, tables_for, trick_kind
from .undo import PlayUndo, pop_action, push_action
from .views import SeatView, view_of


class Phase(StrEnum):
    BID = "bid"
    CALL = "call"
    EXCHANGE = "exchange"
    PLAY = "play"
    DONE = "done"


@dataclass(frozen=True, slots=True)
class CompletedTrick:
    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int  # the winning seat
    points: int
    joker_suit: Suit | None = None


class NapoleonHand:
    """The full (omniscient) state of one hand. Seats are 0..n-1, numbered clockwise."""

    game = "napoleon"

    def __init__(self, rules: RuleSet, deal: Deal, dealer: int = 0, seed: int | None = None):
        deal.check(rules)
        if not 0 <= dealer < rules.players:
            raise ValueError(f"dealer must be a seat 0..{rules.players - 1}, not {dealer}")
        self.rules = rules
        self.deal = deal
        self.dealer = dealer
        self.seed = seed
        n = self.n = rules.players
        self.hands = [mask_of(h) for h in deal.hands]
        self.piles = [[list(p) for p in sp] for sp in deal.piles] if deal.piles else []
        self.tops = [self._tops_of(s) for s in range(n)]
        self.blind: list[Card] = list(deal.blind)
        self.blind_public = False
        self.blind_taken = False  # Napoleon has picked the blind up
        self.actions: list[Action] = []
        self.auction: list[tuple[int, Action]] = []
        self.high: tuple[int, int, Suit | None] | None = None
        self.high_misere: str | None = None  # "closed" or "open" when the high bid is a misère
        self.high_rank: int | None = None  # the rank when the high bid is a number bid (003)
        self.trump_rank: int | None = None  # the contract's, likewise: its four cards are trumps
        self.misere: str | None = None  # the contract's, likewise (003)
        self.high_target: int | None = None  # the seat named when the high bid is a target (003)
        self.target: int | None = None  # the contract's target, likewise
        self.passed: set[int] = set()
        self.consecutive_passes = 0
        self.bid_round = 0
        self.forced_bidder: int | None = None
        self.napoleon: int | None = None
        self.bid_number = 0
        self.trump: Suit | None = None
        self.called: list[Card] = []
        self.rechoosing = False  # 003: the called card came from the blind; call again?
        self.shown: list[Card] = []
        self.trusts: list[
            tuple[int, int]
        ] = []  # 003: (seat, trick number) of each "trust"  # called cards shown and called again (003)
        self.discards: list[Card] = []
        self.blind_dealt: list[tuple[int, Card]] = []
        self.steps: list[str] = []
        self.tables: PlayTables | None = None
        self.adjutants: tuple[int, ...] = ()
        self.revealed: list[int] = []  # seats that played a called card, in order
        self.trick_no = 0
        self.n_tricks = 0
        self.trick: list[int] = []
        self.trick_seats: list[int] = []
        self.joker_suit: Suit | None = None
        self.direction = 1
        self.tricks: list[CompletedTrick] = []
        self.points_won = [0] * n
        self.cards_won: list[list[Card]] = [[] for _ in range(n)]
        self.result: HandResult | None = None
        self.thrown_in: str | None = None
        self.phase = Phase.BID
        self.to_act = (dealer + 1) % n
        self._bids, self._bid_keys = all_bids(rules)
        self._undo: list[PlayUndo | dict[str, Any]] = []  # one record per push(), for pop()

    @classmethod
    def new(cls, rules: RuleSet, seed: int, dealer: int = 0) -> NapoleonHand:
        return cls(rules, Deal.shuffled(rules, seed, dealer), dealer, seed)

    def opening_events(self) -> list[ev.Event]:
        return [ev.Dealt(self.dealer, self.rules.cards_per_hand, self.rules.blind_size)]

    def clone(self) -> NapoleonHand:
        """An independent copy (the AI explores clones); immutable parts are shared."""
        other = object.__new__(NapoleonHand)
        other.__dict__.update(self.__dict__)
        other.hands = list(self.hands)
        other.piles = [[list(p) for p in sp] for sp in self.piles]
        other.tops = list(self.tops)
        other.blind = list(self.blind)
        other.actions = list(self.actions)
        other.auction = list(self.auction)
        other.passed = set(self.passed)
        other.called = list(self.called)
        other.shown = list(self.shown)
        other.trusts = list(self.trusts)
        other.discards = list(self.discards)
        other.blind_dealt = list(self.blind_dealt)
        other.steps = list(self.steps)
        other.revealed = list(self.revealed)
        other.trick = list(self.trick)
        other.trick_seats = list(self.trick_seats)
        other.tricks = list(self.tricks)
        other.points_won = list(self.points_won)
        other.cards_won = [list(c) for c in self.cards_won]
        other._undo = []  # a copy starts a history of its own
        return other

    # -- queries ---------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == Phase.DONE

    def held(self, seat: int) -> int:
        """Bitmask of the cards ``seat`` may play from: its hand and (two players) pile tops."""
        return self.hands[seat] | self.tops[seat]

    def hand_of(self, seat: int) -> list[Card]:
        return cards_of(self.hands[seat])

    def pile_tops(self, seat: int) -> list[Card]:
        return cards_of(self.tops[seat])

    def holder_of(self, card: int) -> int | None:
        """The seat holding ``card`` now (hand or pile), or ``None`` (blind, discards, played)."""
        bit = 1 << card
        for s in range(self.n):
            if self.hands[s] & bit:
                return s
            for pile in self.piles[s] if self.piles else ():
                if card in pile:
                    return s
        return None

    def outcome_settled(self) -> bool:
        """Nothing left to play can change anyone's chips (see scoring.outcome_settled)."""
        return outcome_settled(self)

    @property
    def contract(self) -> tuple[int, Suit | None] | None:
        return None if self.napoleon is None else (self.bid_number, self.trump)

    @property
    def trick_kind(self) -> int:
        return trick_kind(self.rules, self.trick_no, self.n_tricks)

    def legal_actions(self) -> list[Action]:
        if self.phase == Phase.BID:
            return self._legal_bids()
        if self.phase == Phase.CALL:
            return [Call(c) for c in self._callable()]
        if self.phase == Phase.EXCHANGE:
            assert self.napoleon is not None
            return [Discard(c) for c in cards_of(self.hands[self.napoleon])]
        if self.phase == Phase.PLAY:
            return self._legal_plays()
        return []

    def illegal_reasons(self) -> dict[Card, str]:
        """For each card the seat to act holds but may not play now, the reason in words."""
        if self.phase != Phase.PLAY:
            return {}
        assert self.tables is not None
        avail = self.held(self.to_act)
        js = None if self.joker_suit is None else int(self.joker_suit)
        out = {}
        for c in cards_of(avail):
            why = self.tables.explain(c, avail, self.trick, self.trick_kind, js)
            if why:
                out[c] = why
        return out

    def why_illegal(self, action: Action) -> str | None:
        """``None`` if ``action`` is legal now, else the reason in words."""
        try:
            self._check(action)
        except IllegalAction as exc:
            return str(exc)
        return None

    # -- apply -----------------------------------------------------------------------------

    def apply(self, action: Action) -> list[ev.Event]:
        """Apply ``action`` for the seat to act; raise :class:`IllegalAction` if not allowed."""
        self._check(action)
        self.actions.append(action)
        if isinstance(action, Bid):
            return self._do_bid(action)
        if isinstance(action, Pass):
            return self._do_pass()
        if isinstance(action, Misere):
            return misere_bid(self, action.open)
        if isinstance(action, Target):
            return target_bid(self, action.seat)
        if isinstance(action, Call):
            return self._do_call(action.card)
        if isinstance(action, Discard):
            return self._do_discard(action.card)
        assert isinstance(action, Play)
        return self._do_play(action.card, action.joker_suit, action.trust)

    # -- undo ------------------------------------------------------------------------------

    def push(self, action: Action) -> list[ev.Event]:
        """:meth:`apply` that :meth:`pop` can take back (search, practice undo), as
        python-chess's ``Board.push``. An illegal action raises and is not pushed."""
        return push_action(self, action)

    def pop(self) -> Action:
        """Take back the last :meth:`push`, restoring the exact earlier state; returns the
        action taken back. Raises ``IndexError`` when there is nothing to take back, also
        when an :meth:`apply` came after the last push (pop only takes back pushes)."""
        return pop_action(self)

    @property
    def undo_depth(self) -> int:
        """How many pushes :meth:`pop` can take back."""
        return len(self._undo)

    def _check(self, action: Action) -> None:
        check_action(self, action)

    # -- bidding ---------------------------------------------------------------------------

    def _legal_bids(self) -> list[Action]:
        out: list[Action] = []
        if self.forced_bidder is None:
            out.append(PASS)
        key = high_key(self)
        out.extend(self._bids if key is None else self._bids[bisect_right(self._bid_keys, key) :])
        return out + legal_miseres(self.rules, key) + legal_targets(self)

    def _check_bid(self, bid: Bid) -> None:
        words = (
            ""
            if self.high is None
            else contract_words(self.high[1], self.high[2], self.high_misere, self.high_rank)
        )
        why = bid_problem(self.rules, bid, high_key(self), words)
        if why:
            raise IllegalAction(why)

    def _do_bid(self, bid: Bid) -> list[ev.Event]:
        seat = self.to_act
        self.auction.append((seat, bid))
        self.high = (seat, bid.number, bid.trump)
        self.high_misere = None
        self.high_target = None
        self.high_rank = bid.rank
        self.consecutive_passes = 0
        out: list[ev.Event] = [ev.BidMade(seat, bid.number, bid.trump, bid.rank)]
        if self.forced_bidder is not None:
            return out + self._declare(seat, bid.number, bid.trump)
        return out + self._advance_auction()

    def _do_pass(self) -> list[ev.Event]:
        seat = self.to_act
        self.auction.append((seat, PASS))
        self.consecutive_passes += 1
        if self.rules.bid_order == BidOrder.PASS_FINAL:
            self.passed.add(seat)
        return [ev.Passed(seat), *self._advance_auction()]

    def _advance_auction(self) -> list[ev.Event]:
        n = self.n
        if self.rules.bid_order == BidOrder.PASS_FINAL:
            done = len(self.passed) >= n - 1 if self.high else len(self.passed) == n
        else:
            done = self.consecutive_passes >= (n - 1 if self.high else n)
        if done:
            if self.high is not None:
                seat, number, trump = self.high
                return self._declare(seat, number, trump)
            return self._all_passed()
        seat = (self.to_act + 1) % n
        if self.rules.bid_order == BidOrder.PASS_FINAL:
            while seat in self.passed:
                seat = (seat + 1) % n
        self.to_act = seat
        return []

    def _all_passed(self) -> list[ev.Event]:
        return all_passed(self)

    def _throw_in(self, reason: str) -> list[ev.Event]:
        self.phase = Phase.DONE
        self.thrown_in = reason
        self.to_act = -1
        return [ev.AllPassed("redeal"), ev.HandThrownIn(reason)]

    def _declare(self, seat: int, number: int, trump: Suit | None) -> list[ev.Event]:
        r = self.rules
        self.napoleon = seat
        self.bid_number = number
        self.misere = self.high_misere  # set only while the high bid is a misère
        self.target = self.high_target  # likewise, a target
        self.trump = None if self.misere or self.target is not None else trump
        self.trump_rank = (
            self.high_rank if self.trump is None and not self.misere and self.target is None else None
        )
        self.forced_bidder = None
        self.tables = tables_for(r, self.trump, self.trump_rank)
        steps: list[str] = []
        exchange = [("deal_out" if r.blind_deal_out else "exchange")] if r.blind_size else []
        if r.has_adjutant:
            if r.call_timing == CallTiming.BEFORE_EXCHANGE or not r.exchanges:
                steps = ["call", *exchange]
            else:
                steps = [*exchange, "call"]
            if r.second_general_on_20 and number >= r.total_points:
                steps.append("call")
        else:
            steps = exchange
        self.steps = steps
        declared = ev.NapoleonDeclared(
            seat, number, self.trump, self.misere or "", self.target, self.trump_rank
        )
        return [declared, *self._next_step()]

    def _next_step(self) -> list[ev.Event]:
        assert self.napoleon is not None
        if not self.steps:
            return self._start_play()
        step = self.steps.pop(0)
        nap = self.napoleon
        if step == "call":
            ace = auto_called(self.rules, self.trump, self.called)
            if ace is not None:  # 003's auto-general: no choice, the call is made at once
                return self._do_call(ace)
            self.phase = Phase.CALL
            self.to_act = nap
            return []
        if step == "exchange":
            self.phase = Phase.EXCHANGE
            self.to_act = nap
            self.hands[nap] |= mask_of(self.blind)
            self.blind_taken = True
            taken = tuple(self.blind)
            self.blind = []
            if (
                not self.misere
                and self.target is None
                and can_rechoose(self.rules, self.bid_number, self.called, taken)
            ):
                self.phase = Phase.CALL  # call again, or the same card to keep it
                self.rechoosing = True
            return [ev.BlindTaken(nap, taken)]
        assert step == "deal_out"
        dealt = []
        order = [(self.dealer + 1 + i) % self.n for i in range(self.n)]
        for i, card in enumerate(self.blind):
            seat = order[i % self.n]
            self.hands[seat] |= 1 << card
            dealt.append((seat, card))
        self.blind = []
        self.blind_dealt = dealt
        return [ev.BlindDealtOut(tuple(dealt)), *self._next_step()]

    # -- call and exchange -----------------------------------------------------------------

    def _callable(self) -> list[Card]:
        assert self.napoleon is not None
        cards = callable_cards(self.rules, self.called, self.discards, self.held(self.napoleon))
        return [self.called[0], *cards] if self.rechoosing else cards  # the first: keep it

    def _why_not_callable(self, card: Card) -> str:
        return why_not_callable(self.rules, card, self.called, self.discards)

    def _do_call(self, card: Card) -> list[ev.Event]:
        if self.rechoosing:
            return self._rechoose(card)
        second = bool(self.called)
        self.called.append(card)
        assert self.napoleon is not None
        return [ev.CardCalled(self.napoleon, card, second), *self._next_step()]

    def _rechoose(self, card: Card) -> list[ev.Event]:
        nap = self.napoleon
        assert nap is not None
        self.rechoosing = False
        self.phase = Phase.EXCHANGE
        if card == self.called[0]:
            return []  # kept: Napoleon plays alone with it
        self.shown.append(self.called[0])
        self.called[0] = card
        self.bid_number += 1
        return [ev.GeneralRechosen(nap, self.shown[-1], self.bid_number), ev.CardCalled(nap, card)]

    def _do_discard(self, card: Card) -> list[ev.Event]:
        nap = self.napoleon
        assert nap is not None
        self.hands[nap] &= ~(1 << card)
        self.discards.append(card)
        face_up = self.rules.discards_count_for == DiscardsCountFor.OPPONENTS and self.rules.is_point_card(
            card
        )
        out: list[ev.Event] = [ev.Discarded(nap, card, face_up)]
        if len(self.discards) == self.rules.blind_size:
            out += self._next_step()
        return out

    # -- play ------------------------------------------------------------------------------

    def _start_play(self) -> list[ev.Event]:
        nap = self.napoleon
        assert nap is not None
        holders = {self.holder_of(c) for c in self.called}
        self.adjutants = tuple(sorted(s for s in holders if s is not None and s != nap))
        self.phase = Phase.PLAY
        self.to_act = nap
        piled = sum(len(p) for p in self.piles[nap]) if self.piles else 0
        self.n_tricks = self.hands[nap].bit_count() + piled
        return []

    def _legal_plays(self) -> list[Action]:
        return legal_plays_of(self)

    def _check_play(self, play: Play) -> None:
        check_play(self, play)

    def _remove(self, seat: int, card: int) -> None:
        bit = 1 << card
        if self.hands[seat] & bit:
            self.hands[seat] ^= bit
            return
        for pile in self.piles[seat]:
            if pile and pile[-1] == card:
                pile.pop()
                break
        self.tops[seat] = self._tops_of(seat)

    def _tops_of(self, seat: int) -> int:
        if not self.piles:
            return 0
        return mask_of(p[-1] for p in self.piles[seat] if p)

    def _do_play(self, card: Card, joker_suit: Suit | None, trust: bool = False) -> list[ev.Event]:
        seat = self.to_act
        self._remove(seat, card)
        out: list[ev.Event] = [ev.CardPlayed(seat, card, self.trick_no, joker_suit)]
        if trust:
            self.trusts.append((seat, self.trick_no))
            out.append(ev.Trusted(seat, self.trick_no))
        if not self.trick:
            self.joker_suit = joker_suit
            if (
                self.trump is None
                and card < 52
                and self.rules.bid_kind == BidKind.SUITLESS
                and not self.misere
            ):
                # 003: "Bidding is performed without suit. The first suit led is trump."
                self.trump = Suit(card // 13)
                self.tables = tables_for(self.rules, self.trump)
                out.append(ev.TrumpSet(seat, self.trump))
        self.trick.append(card)
        self.trick_seats.append(seat)
        if card in self.called:
            self.revealed.append(seat)
            out.append(ev.AdjutantRevealed(seat, card, seat == self.napoleon))
        if (
            self.misere == "open"
            and self.trick_no == 0
            and len(self.trick) == 1
            and self.napoleon is not None
        ):
            out.append(ev.HandShown(self.napoleon, tuple(cards_of(self.held(self.napoleon)))))  # 003
        if len(self.trick) < self.n:
            self.to_act = (seat + self.direction) % self.n
            return out
        return out + self._finish_trick()

    def _finish_trick(self) -> list[ev.Event]:
        tables = self.tables
        assert tables is not None
        js = None if self.joker_suit is None else int(self.joker_suit)
        w, why = tables.win_reason(self.trick, self.trick_kind, js)
        winner = self.trick_seats[w]
        cards = tuple(Card(c) for c in self.trick)
        points = tables.trick_points(self.trick)
        self.points_won[winner] += points
        self.cards_won[winner].extend(c for c in cards if tables.points[c])
        self.tricks.append(
            CompletedTrick(
                self.trick_seats[0], tuple(self.trick_seats), cards, winner, points, self.joker_suit
            )
        )
        out: list[ev.Event] = [ev.TrickWon(winner, self.trick_no, cards, points, why, cards[w])]
        if tables.reverses(self.trick) % 2:
            self.direction = -self.direction
            out.append(ev.DirectionReversed(self.direction == 1))
        self.trick_no += 1
        self.trick = []
        self.trick_seats = []
        self.joker_suit = None
        if self.trick_no >= self.n_tricks:
            return out + self._score()
        self.to_act = winner
        return out

    def _score(self) -> list[ev.Event]:
        self.result = settle_hand(self)
        self.phase = Phase.DONE
        self.to_act = -1
        return [ev.HandScored(self.result)]

    # -- views and records -------------------------------------------------------------------

    def view(self, seat: int) -> SeatView:
        return view_of(self, seat)

    def record(self) -> dict[str, Any]:
        return record_of(self)
