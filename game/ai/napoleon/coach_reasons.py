"""Why a decision cost chips, as data for a one-sentence reason, read from the whole record.

Unlike the prices (:mod:`.coach`, from the player's view then), the reasons use hindsight on
purpose: what the rest of the hand showed (who held the Mighty, who was void in the suit, who
turned out to be the adjutant) is what makes a reason worth reading. ``game.ui.scenes.
coach_words`` writes a :class:`Reason` in the language of the moment. The coach's decisions are
read through :class:`Decided` (what a reason needs of one), so this module needs nothing of the
coach's own.

Kinds, the first that fits (cards): ``mighty_void`` (an opponent without the suit took the trick
with the Mighty), ``mighty`` (an opponent's Mighty took it), ``trumped`` (an opponent void in
the suit took it), ``beaten`` (an opponent's higher card took it), ``overtook`` (the card took a
trick a partner was already winning), else ``sampled`` (only the sampled deals say so). The
bid: ``bid_let_go``, ``bid_too_weak``, ``bid_other``; the call: ``call_alone``, ``call_held``;
the discards: ``discards``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.napoleon import Action, Bid, Call, Pass, Play, SeatView
from game.napoleon.hand import NapoleonHand
from game.napoleon.tricks import trick_winner
from game.rules.cards import Card, suit_mask

from .knowledge import knowledge_of

Choice = Action | tuple[Card, ...]  # an action, or a set of discards


class Decided(Protocol):
    """What a reason reads of the coach's decision: the seat's view then, what it chose, and
    every seat's hand at that moment (hindsight)."""

    @property
    def kind(self) -> str: ...

    @property
    def view(self) -> SeatView: ...

    @property
    def chosen(self) -> Choice: ...

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]: ...


@dataclass(frozen=True, slots=True)
class Reason:
    """What the reason sentence says, as data (``coach_words`` writes it in the language of
    the moment). ``kind`` picks the template; the other fields fill it."""

    kind: str
    card: Card | None = None  # the card (or called card) the player chose
    other: Card | None = None  # the card that beat it, the Mighty, the coach's card
    player: int | None = None  # the seat named in the sentence
    suit: int | None = None  # the suit someone was void in
    points: int = 0
    percent: int = 0  # how often the chosen contract/call/discards made it
    percent_best: int = 0  # the same for Hard's best choice
    hindsight: bool = False  # it rests on cards the player could not see when deciding


def reason_for(d: Decided, full: NapoleonHand, best: Choice, made: tuple[int, int]) -> Reason:
    percent, percent_best = made
    if d.kind == "play":
        return _play_reason(d, full)
    if d.kind == "bid":
        if isinstance(d.chosen, Pass) and isinstance(best, Bid):
            return Reason("bid_let_go", percent=percent, percent_best=percent_best)
        if isinstance(d.chosen, Bid) and isinstance(best, Pass):
            return Reason("bid_too_weak", percent=percent, percent_best=percent_best)
        return Reason("bid_other", percent=percent, percent_best=percent_best)
    if d.kind == "call":
        assert isinstance(d.chosen, Call)
        card = d.chosen.card
        other = best.card if isinstance(best, Call) else None
        holder = next((s for s in range(full.rules.players) if card in d.hands[s]), None)
        kind = "call_alone" if holder is None or holder == d.view.seat else "call_held"
        # Who held the called card (or that nobody did) was hidden when the player called.
        return Reason(kind, card, other, holder, percent=percent, percent_best=percent_best, hindsight=True)
    return Reason("discards", percent=percent, percent_best=percent_best)


def _known_void(d: Decided, seat: int, suit: int) -> bool:
    """Whether the player's view then showed ``seat`` to be out of ``suit`` (it failed to
    follow it before, or every other card of the suit was accounted for)."""
    k = knowledge_of(d.view)
    return suit_mask(suit) & k.unseen & ~k.voids[seat] == 0


def _partner_known(view: SeatView, seat: int) -> bool:
    """Whether the player's view then showed ``seat`` to be on their side: Napoleon (public) or
    an adjutant they knew of; for a defender, any seat once every called card had been played
    (every adjutant revealed)."""
    if seat == view.napoleon or seat in view.known_adjutants:
        return True
    played = {c for t in view.tricks for c in t.cards} | set(view.trick)
    return view.role == "opponent" and all(c in played for c in view.called)


def _side(full: NapoleonHand, seat: int) -> bool:
    """Whether ``seat`` ended on Napoleon's side (hindsight: the finished hand's roles)."""
    return full.view(seat).role in ("napoleon", "adjutant")


def _play_reason(d: Decided, full: NapoleonHand) -> Reason:
    assert isinstance(d.chosen, Play)
    me, card = d.view.seat, d.chosen.card
    tricks = full.view(me).tricks
    trick = next((t for t in tricks if (me, card) in zip(t.seats, t.cards, strict=True)), None)
    if trick is None:  # cannot happen in a finished hand; a plain reason rather than a crash
        return Reason("sampled", card)
    mine = _side(full, me)
    win_at = trick.seats.index(trick.winner)
    winner_card = trick.cards[win_at]
    led = trick.cards[0]
    trump = full.view(me).trump
    mighty = Card(full.rules.mighty(trump))
    winner_friend = _side(full, trick.winner) == mine
    if trick.winner != me and not winner_friend:
        # The winner's hand as the trick began (its card is back in if it played before us);
        # void: no card of the led suit but the Mighty itself, which every rule lets through.
        held = (*d.hands[trick.winner], winner_card)
        led_suit = led.suit
        void = led_suit is not None and not any(c.suit == led_suit and c != mighty for c in held)
        # Hindsight unless the player saw it: the winning card already on the table, or (for a
        # void) the winner known to be out of the suit from the cards seen so far.
        after = trick.seats.index(trick.winner) > trick.seats.index(me)
        seen_void = led_suit is not None and _known_void(d, trick.winner, int(led_suit))
        if winner_card == mighty:
            if void and led_suit is not None and led_suit != mighty.suit:
                return Reason("mighty_void", card, mighty, trick.winner, int(led_suit), hindsight=after)
            return Reason("mighty", card, mighty, trick.winner, hindsight=after)
        if void and winner_card.suit != led_suit and led_suit is not None:
            return Reason(
                "trumped",
                card,
                winner_card,
                trick.winner,
                int(led_suit),
                trick.points,
                hindsight=after and not seen_void,
            )
        return Reason("beaten", card, winner_card, trick.winner, None, trick.points, hindsight=after)
    if trick.winner == me:
        at = trick.seats.index(me)
        if at > 0:
            before = trick.cards[:at]
            first = full.tricks.index(trick) == 0
            lead_at = trick_winner(before, trump, full.rules, first_trick=first, joker_suit=trick.joker_suit)
            was = trick.seats[lead_at]
            if was != me and _side(full, was) == mine:
                # "Your partner": hindsight unless the player could tell then (a secret adjutant).
                known = _partner_known(d.view, was)
                return Reason("overtook", card, before[lead_at], was, hindsight=not known)
    return Reason("sampled", card)
