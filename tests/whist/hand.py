"""One hand of Whist: deal (the trump turned up or set by the rules), thirteen tricks, follow
suit, the side with more than six tricks scores the excess. ``legal_actions()``/``apply()``
as every game's hand; the seed deals, and the record (the seed, the dealer, the rules, the
actions) replays exactly."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.rules.card_actions import Play
from game.rules.cards import Card, Suit, sort_key
from game.rules.errors import IllegalAction
from game.rules.i18n import _
from game.rules.protocol import Settlement
from game.rules.records import RECORD_VERSION

from .rules import BOOK, HAND_SIZE, ROTATION, TrumpRule, WhistRules

WHIST_RECORD_FORMAT = "whist-hand"
WHIST_MATCH_FORMAT = "whist-match"


class WhistPhase(StrEnum):
    PLAY = "play"
    DONE = "done"


def side_of(seat: int) -> int:
    """The partnership: 0 (seats 0 and 2) or 1 (seats 1 and 3)."""
    return seat % 2


# -- events ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WhistDealt:
    dealer: int
    trump: Suit
    turned: Card | None  # the dealer's last card, face up (the turned rule); None: by rotation


@dataclass(frozen=True, slots=True)
class WhistCardPlayed:
    seat: int
    card: Card
    trick_no: int


@dataclass(frozen=True, slots=True)
class WhistTrickWon:
    seat: int
    trick_no: int
    cards: tuple[Card, ...]
    winning: Card


@dataclass(frozen=True, slots=True)
class WhistScored:
    side: int  # the side that scored (its excess over six tricks)
    points: int


WhistEvent = WhistDealt | WhistCardPlayed | WhistTrickWon | WhistScored


@dataclass(frozen=True, slots=True)
class WhistTrick:
    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class WhistResult:
    side_tricks: tuple[int, int]
    side: int  # the side with seven tricks or more
    points: int  # its tricks over six
    payments: tuple[int, ...]  # per seat: +points to the side that scored, -points to the other


def trick_winner(cards: Sequence[Card], trump: Suit) -> int:
    """The index of the winning card: the highest trump, else the highest of the suit led."""
    led = cards[0] // 13

    def strength(c: Card) -> int:
        suit = c // 13
        return (2 if suit == trump else 1 if suit == led else 0) * 100 + c % 13

    return max(range(len(cards)), key=lambda i: strength(cards[i]))


# -- views -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WhistView:
    seat: int
    rules: WhistRules
    dealer: int
    phase: WhistPhase
    to_act: int
    hand: tuple[Card, ...]
    held_counts: tuple[int, ...]
    trump: Suit
    turned: Card | None  # the trump card turned up, while the dealer still holds it
    tricks: tuple[WhistTrick, ...]
    trick: tuple[Card, ...]
    trick_seats: tuple[int, ...]
    tricks_won: tuple[int, ...]
    legal_actions: tuple[Play, ...]
    result: WhistResult | None

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def side_tricks(self) -> tuple[int, int]:
        return (self.tricks_won[0] + self.tricks_won[2], self.tricks_won[1] + self.tricks_won[3])


# -- the hand --------------------------------------------------------------------------------


def deal_of(seed: int) -> list[Card]:
    pack = [Card(c) for c in range(52)]
    random.Random(seed).shuffle(pack)
    return pack


class WhistHand:
    game = "whist"

    def __init__(
        self, rules: WhistRules, pack: Sequence[Card], dealer: int = 0, seed: int | None = None
    ) -> None:
        if not 0 <= dealer < rules.players:
            raise ValueError(f"dealer must be a seat 0..{rules.players - 1}, not {dealer}")
        if sorted(pack) != list(range(52)):
            raise ValueError("the pack is not a whole deck")
        self.rules = rules
        self.n = rules.players
        self.pack = tuple(Card(c) for c in pack)
        self.dealer = dealer
        self.seed = seed
        # One at a time from the dealer's left: the dealer's last card is the pack's last.
        self.hands: list[list[Card]] = [[] for _ in range(self.n)]
        for i, c in enumerate(self.pack):
            self.hands[(dealer + 1 + i) % self.n].append(c)
        last = self.pack[-1]
        self.turned: Card | None = last if rules.trump == TrumpRule.TURNED else None
        self.trump = Suit(last // 13) if rules.trump == TrumpRule.TURNED else ROTATION[dealer]
        self.actions: list[Play] = []
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.tricks: list[WhistTrick] = []
        self.tricks_won = [0] * self.n
        self.result: WhistResult | None = None
        self.phase = WhistPhase.PLAY
        self.to_act = (dealer + 1) % self.n

    @classmethod
    def new(cls, rules: WhistRules, seed: int, dealer: int = 0) -> WhistHand:
        return cls(rules, deal_of(seed), dealer, seed)

    def clone(self) -> WhistHand:
        other = object.__new__(WhistHand)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        for name in ("actions", "trick", "trick_seats", "tricks", "tricks_won"):
            setattr(other, name, list(getattr(self, name)))
        return other

    @property
    def is_over(self) -> bool:
        return self.phase == WhistPhase.DONE

    def opening_events(self) -> list[WhistEvent]:
        return [WhistDealt(self.dealer, self.trump, self.turned)]

    def playable(self) -> list[Card]:
        held = sorted(self.hands[self.to_act], key=sort_key)
        if self.trick:
            led = self.trick[0] // 13
            follow = [c for c in held if c // 13 == led]
            if follow:
                return follow
        return held

    def legal_actions(self) -> list[Play]:
        return [] if self.is_over else [Play(c) for c in self.playable()]

    def why_illegal(self, action: Any) -> str | None:
        try:
            self._check(action)
        except IllegalAction as exc:
            return str(exc)
        return None

    def _check(self, action: Any) -> None:
        if self.is_over:
            raise IllegalAction(_("the hand is over"))
        if not isinstance(action, Play) or action.joker_suit is not None or action.trust:
            raise IllegalAction(f"seat {self.to_act} must play a card now, not {action}")
        if action.card not in self.hands[self.to_act]:
            raise IllegalAction(_("you do not hold {card}").format(card=action.card))
        if action.card not in self.playable():
            led = Suit(self.trick[0] // 13)
            raise IllegalAction(_("you must follow suit: you hold {suit}").format(suit=led.symbol))

    def apply(self, action: Play) -> list[WhistEvent]:
        self._check(action)
        self.actions.append(action)
        seat, card = self.to_act, action.card
        self.hands[seat].remove(card)
        if card == self.turned:
            self.turned = None  # picked up into the play: no longer shown apart
        self.trick.append(card)
        self.trick_seats.append(seat)
        out: list[WhistEvent] = [WhistCardPlayed(seat, card, len(self.tricks))]
        if len(self.trick) < self.n:
            self.to_act = (seat + 1) % self.n
            return out
        i = trick_winner(self.trick, self.trump)
        w = self.trick_seats[i]
        self.tricks.append(WhistTrick(self.trick_seats[0], tuple(self.trick_seats), tuple(self.trick), w))
        self.tricks_won[w] += 1
        out.append(WhistTrickWon(w, len(self.tricks) - 1, tuple(self.trick), self.trick[i]))
        self.trick, self.trick_seats = [], []
        self.to_act = w
        if len(self.tricks) == HAND_SIZE:
            out.append(self._score())
        return out

    def _score(self) -> WhistScored:
        sides = (self.tricks_won[0] + self.tricks_won[2], self.tricks_won[1] + self.tricks_won[3])
        side = 0 if sides[0] > BOOK else 1
        points = sides[side] - BOOK
        payments = tuple(points if side_of(s) == side else -points for s in range(self.n))
        self.result = WhistResult(sides, side, points, payments)
        self.phase = WhistPhase.DONE
        self.to_act = -1
        return WhistScored(side, points)

    def outcome_settled(self) -> bool:
        """Every trick still to play would leave the score as it is: none, once over."""
        return False

    def view(self, seat: int) -> WhistView:
        if not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat} at a table of {self.n}")
        return WhistView(
            seat=seat,
            rules=self.rules,
            dealer=self.dealer,
            phase=self.phase,
            to_act=self.to_act,
            hand=tuple(sorted(self.hands[seat], key=sort_key)),
            held_counts=tuple(len(h) for h in self.hands),
            trump=self.trump,
            turned=self.turned,
            tricks=tuple(self.tricks),
            trick=tuple(self.trick),
            trick_seats=tuple(self.trick_seats),
            tricks_won=tuple(self.tricks_won),
            legal_actions=tuple(self.legal_actions()) if self.to_act == seat else (),
            result=self.result,
        )

    def record(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": WHIST_RECORD_FORMAT,
            "version": RECORD_VERSION,
            "rules": self.rules.to_json(),
            "dealer": self.dealer,
        }
        if self.seed is not None:
            out["seed"] = self.seed
        out["pack"] = [str(c) for c in self.pack]
        out["actions"] = [str(a) for a in self.actions]
        return out


def unseen_redeal(hand: WhistHand, seat: int, seed: int) -> WhistHand:
    """The same deal but for the cards ``seat`` cannot see (the other hands; the turned card
    stays the dealer's, face up), shuffled among their places."""
    if hand.actions:
        raise ValueError("only a fresh deal is dealt otherwise")
    pack = list(hand.pack)
    seen = set(hand.hands[seat]) | ({hand.turned} if hand.turned is not None else set())
    places = [i for i, c in enumerate(pack) if c not in seen]
    unseen = [pack[i] for i in places]
    random.Random(seed).shuffle(unseen)
    for i, c in zip(places, unseen, strict=True):
        pack[i] = c
    return WhistHand(hand.rules, pack, hand.dealer, hand.seed)


def settle(hand: WhistHand) -> Settlement:
    """The side over six tricks takes its excess from each of the other side's seats."""
    r = hand.result
    if r is None:
        raise ValueError("the hand is not over")
    return Settlement(r.payments)
