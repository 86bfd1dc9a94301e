"""003's points table (``scoring = points_table``): each player's cumulative points for a hand.

003 lists the points "all cumulative": every line that applies counts. How each line is read
(decided; see docs/rules-decisions.md):

- the contract's lines go to every member of the side that earned them: killed target 650 (to
  Napoleon, and the general where it joins Napoleon), made misère (open 650,
  closed 500), made no-trump bid 75, made regular bid 50, Napoleon alone and made ("had no
  generals") 100; beaten (any contract) 100 to each opponent, and "made opponent's bid" 500 to
  each opponent when the opponents took at least the bid in points (not for a misère);
- slam (a side won every trick) 150 and sweep (a side won every face card in tricks) 100, to
  each member of that side;
- a trick's lines go to the seat that won it: "over-powered card" 50 when the trick holds two
  or more powers, "won all powers on same trick" 50 when it holds every power in the deck;
- the card lines count the cards *won in tricks* (not held): per power 15, the joker 6, per
  trump 10, per non-trump ♦7 ♥6 ♠5 ♣4, per face card 3, all that apply (a right jack of hearts
  is a power, a trump and a face card: 28). Napoleon's discards count for Napoleon when
  discards count for Napoleon, else for nobody.

Unlike the chip systems, these points are not zero-sum: a hand's payments are each seat's points.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from game.rules.cards import Card, Suit, jack_of

from .option_values import JokerAboveMighty
from .tricks import NORMAL, tables_for

if TYPE_CHECKING:
    from .options import RuleSet

KILLED_TARGET, MISERE_OPEN, MISERE_CLOSED = 650, 650, 500
MADE_OPPONENTS_BID, SLAM, SWEEP, NO_GENERALS = 500, 150, 100, 100
MADE_NO_TRUMP, BEAT, MADE_REGULAR = 75, 100, 50
OVER_POWERED, ALL_POWERS = 50, 50
PER_POWER, JOKER, PER_TRUMP, PER_FACE = 15, 6, 10, 3
PER_NON_TRUMP = (4, 7, 6, 5)  # ♣ ♦ ♥ ♠ (suit order of the card ids)


def powers(rules: RuleSet, trump: int | None, rank: int | None = None) -> frozenset[int]:
    """003's power cards: the Mighty, the right and the left jack (with trumps; ♦J and ♠J in
    a number contract, none when jacks are bid), and the joker when it ranks above the Mighty."""
    cards = {int(rules.mighty(None if trump is None else Suit(trump)))}
    if trump is not None and rules.right_left_jacks:
        cards |= {jack_of(trump), jack_of(int(Suit(trump).partner))}
    if trump is None and rank is not None and rank != 11 and rules.right_left_jacks:
        cards |= {jack_of(Suit.DIAMONDS), jack_of(Suit.SPADES)}
    if rules.joker_above_mighty != JokerAboveMighty.OFF:
        cards |= set(range(52, 52 + rules.joker_count))
    return frozenset(cards)


def card_points(rules: RuleSet, trump: int | None, card: int, rank: int | None = None) -> int:
    """What one card won in a trick is worth, every line that applies counted (``rank``: 003's
    number bid, whose rank's four cards are the trumps)."""
    tables = tables_for(rules, None if trump is None else Suit(trump))
    value = PER_POWER if card in powers(rules, trump, rank) else 0
    if card >= 52:
        return value + JOKER
    if (trump is None and rank is not None and card % 13 + 2 == rank) or (
        trump is not None and tables.esuit[NORMAL][card] == trump
    ):
        value += PER_TRUMP
    else:
        value += PER_NON_TRUMP[card // 13]
    if card % 13 >= 8:  # 10, J, Q, K, A
        value += PER_FACE
    return value


class WonTrick(Protocol):
    """A trick as the table reads it: its cards and who won it."""

    @property
    def cards(self) -> Sequence[Card]: ...

    @property
    def winner(self) -> int: ...


class Played(Protocol):
    """What the table reads of a finished hand: the rules, the contract's trumps, the tricks
    and Napoleon's discards (so it needs nothing of the hand's own module)."""

    @property
    def rules(self) -> RuleSet: ...

    @property
    def n(self) -> int: ...

    @property
    def trump(self) -> Suit | None: ...

    @property
    def trump_rank(self) -> int | None: ...

    @property
    def tricks(self) -> Sequence[WonTrick]: ...

    @property
    def discards(self) -> Sequence[Card]: ...


class Settled(Protocol):
    """What the table reads of the hand's result (:class:`~game.napoleon.scoring.HandResult`)."""

    @property
    def napoleon(self) -> int: ...

    @property
    def adjutants(self) -> tuple[int, ...]: ...

    @property
    def made(self) -> bool: ...

    @property
    def target(self) -> int: ...

    @property
    def misere(self) -> str: ...

    @property
    def opponents_points(self) -> int: ...

    @property
    def bid(self) -> int: ...


def table_points(hand: Played, result: Settled) -> tuple[int, ...]:
    """Each seat's points for the finished ``hand`` under 003's table."""
    rules = hand.rules
    n = hand.n
    trump = None if hand.trump is None else int(hand.trump)
    rank = hand.trump_rank  # 003's number bid: a regular bid with the rank's cards as trumps
    side = {result.napoleon, *result.adjutants}
    opponents = [s for s in range(n) if s not in side]
    points = [0] * n

    def to_all(seats: object, amount: int) -> None:
        for s in seats:  # type: ignore[attr-defined]
            points[s] += amount

    if result.made:
        if result.target >= 0:
            to_all(side, KILLED_TARGET)
        elif result.misere:
            to_all(side, MISERE_OPEN if result.misere == "open" else MISERE_CLOSED)
        else:
            to_all(side, MADE_NO_TRUMP if trump is None and rank is None else MADE_REGULAR)
            if not result.adjutants:
                points[result.napoleon] += NO_GENERALS
    else:
        to_all(opponents, BEAT)
    if not result.misere and result.target < 0 and result.opponents_points >= result.bid:
        to_all(opponents, MADE_OPPONENTS_BID)
    all_powers = powers(rules, trump, rank) & frozenset(rules.deck)
    for members in (side, set(opponents)):
        won = [t for t in hand.tricks if t.winner in members]
        if members and len(won) == len(hand.tricks):
            to_all(members, SLAM)
        faces = sum(1 for t in won for c in t.cards if rules.is_point_card(c))
        if members and faces == rules.total_points:
            to_all(members, SWEEP)
    for t in hand.tricks:
        in_trick = all_powers & {int(c) for c in t.cards}
        if len(in_trick) >= 2:
            points[t.winner] += OVER_POWERED
        if all_powers and in_trick == all_powers:
            points[t.winner] += ALL_POWERS
        points[t.winner] += sum(card_points(rules, trump, int(c), rank) for c in t.cards)
    if rules.discards_count_for == "napoleon":
        points[result.napoleon] += sum(card_points(rules, trump, int(c), rank) for c in hand.discards)
    return tuple(points)
