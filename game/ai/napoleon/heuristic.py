"""The Easy and Normal seats: rule-based play on the shared heuristic.

Normal uses everything its view allows: card counting, voids per seat, the adjutant belief.
Easy does not count played cards or track voids, bids with noise and now and then plays a
random *reasonable* card (never the Mighty for nothing, never points to a known opponent when
it has another choice), so a player can beat it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.napoleon import Action, Call, Discard, Play, SeatView
from game.napoleon.hand import Phase
from game.rules import Suit
from game.rules.cards import bits

from .belief import adjutant_belief, friends_from_belief
from .contract import choose_bid, choose_call, choose_discard, suitless_first_lead
from .hints import explain
from .knowledge import Knowledge, knowledge_of, playable
from .misere import misere_call, misere_card, misere_discard
from .policy import DUMP, LEAD_TRUMP, Table, choose_play, extra_for, joker_suit_for
from .target import target_card
from .trust import says_trust, trusted_friends


def table_of(view: SeatView, k: Knowledge) -> Table:
    assert k.tables is not None and view.napoleon is not None
    return Table(
        tables=k.tables,
        extra=extra_for(view.rules, view.trump, view.contract_rank),
        kind=k.kind,
        joker_suit=k.joker_suit,
        trick=[int(c) for c in view.trick],
        trick_seats=list(view.trick_seats),
        n=view.players,
        direction=view.direction,
        trick_no=view.trick_no,
        n_tricks=view.n_tricks,
        napoleon=view.napoleon,
    )


def play_action(view: SeatView, card: int, tb: Table, nap_side: bool) -> Play:
    """The legal ``Play`` for ``card`` (naming a suit for a led joker where the rules ask)."""
    plays = [a for a in view.legal_actions if isinstance(a, Play) and int(a.card) == card and not a.trust]
    play = plays[0]
    if len(plays) > 1:
        hand = sum(1 << int(c) for c in playable(view))
        want = Suit(joker_suit_for(tb, hand, nap_side))
        play = next((p for p in plays if p.joker_suit == want), plays[0])
    if says_trust(view, card):  # 003: "trust": don't overtake me
        return Play(play.card, play.joker_suit, True)
    return play


def is_nap_side(view: SeatView) -> bool:
    return view.role in ("napoleon", "adjutant")


class HeuristicSeat:
    """Normal (``noise`` = 0, full knowledge) or Easy (noise, less knowledge)."""

    def __init__(self, seed: int = 0, easy: bool = False) -> None:
        self.rng = random.Random(seed)
        self.easy = easy
        self.name = "easy" if easy else "normal"

    # -- the protocol --------------------------------------------------------------------

    def choose(self, view: SeatView) -> Action:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        if view.phase == Phase.BID:
            return self.bid(view)
        if view.phase == Phase.CALL:
            return self.call(view)
        if view.phase == Phase.EXCHANGE:
            return self.discard(view)
        return self.play(view)

    def explain(self, view: SeatView, action: Action, names: Sequence[str] = ()) -> str:
        return explain(view, action, names)

    # -- decisions -----------------------------------------------------------------------

    def bid(self, view: SeatView) -> Action:
        if self.easy:
            noise = self.rng.gauss(0.0, 1.3)
            return choose_bid(view, margin=0.3, noise=noise)
        return choose_bid(view, margin=0.0)

    def call(self, view: SeatView) -> Call:
        return misere_call(view) or choose_call(view)[0]

    def discard(self, view: SeatView) -> Discard:
        return misere_discard(view) or choose_discard(view)

    def play(self, view: SeatView) -> Play:
        card, _ = self.play_card(view)
        k = knowledge_of(view)
        return play_action(view, card, table_of(view, k), is_nap_side(view))

    def play_card(self, view: SeatView) -> tuple[int, int]:
        misere = misere_card(view)  # 003: Napoleon must win no trick
        if misere is not None:
            return misere, DUMP
        target = target_card(view)  # 003: feed the target every point, or duck
        if target is not None:
            return target, DUMP
        first = suitless_first_lead(view)
        if first is not None:
            return first, LEAD_TRUMP
        k = knowledge_of(view)
        tb = table_of(view, k)
        hand = k.mine
        if self.easy:
            # No card counting: every card not in hand or on the table seems still out.
            others = ((1 << 55) - 1) & ~hand & ~sum(1 << int(c) for c in view.trick)
            card, reason = choose_play(tb, view.seat, hand, others, k.friends, None, is_nap_side(view))
            if self.rng.random() < 0.22:
                card = self._slip(view, k, tb, card)
            return card, reason
        belief = adjutant_belief(view, k)
        friends = trusted_friends(view, friends_from_belief(view, k, belief))  # 003's "trust"
        return choose_play(tb, view.seat, hand, k.unseen, friends, k.voids, is_nap_side(view))

    def _slip(self, view: SeatView, k: Knowledge, tb: Table, card: int) -> int:
        """A human-like mistake: another legal card, but never an absurd one."""
        t = tb.tables
        legal = t.legal(k.mine, tb.trick, tb.kind, tb.joker_suit)
        cards = bits(legal)
        specials = {t.mighty, t.right_jack, t.left_jack} | set(bits(t.jokers))
        ok = [c for c in cards if c not in specials]
        if tb.trick:
            winner = tb.trick_seats[t.winner_now(tb.trick, tb.kind, tb.joker_suit, tb.n)]
            if winner in k.foes:
                n = len(tb.trick)
                ok = [
                    c
                    for c in ok
                    if not t.points[c] or t.winner_now([*tb.trick, c], tb.kind, tb.joker_suit, tb.n) == n
                ]
        return self.rng.choice(ok) if ok else card
