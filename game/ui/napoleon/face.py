"""Napoleon's face at the shared table (see :mod:`game.ui.table.face`): its contract and adjutant, the
blind, the exchange, the bidding and call panels, the picture cards won."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.napoleon import Call, Phase, SeatView
from game.napoleon.actions import Target, rank_words
from game.rules import Card
from game.rules.card_actions import Discard
from game.rules.i18n import N_, _, as_sentence, ngettext, pgettext

from .. import theme
from ..table.controller import seat_name
from ..table.face import DEALER_LEGEND, Panel, Pick, TrickFace
from .call_panel import CallPanel, usual_calls
from .card_roles import badge, hand_order
from .panels import BidPanel, JokerPanel, action_text, contract_text, preferred_trump
from .replay_words import NapoleonReplay

if TYPE_CHECKING:
    from ..table.state import TableState


def _view(table: TableState) -> SeatView:
    v: SeatView = table.shown
    return v


# What each marker on a seat's plate means (the legend, shown when the pointer is over one).
MARKER_WORDS = {
    "napoleon": N_("Napoleon's hat: the highest bidder, who plays the contract"),
    "adjutant": N_("The adjutant's chevron: holds the called card, on Napoleon's side"),
    "dealer": DEALER_LEGEND,
}


class NapoleonFace(TrickFace):
    """Napoleon's own parts (it plays no interludes: :class:`TrickFace`'s default)."""

    replay = NapoleonReplay()

    def hand_size(self, table: TableState) -> int:
        return int(table.rules.cards_per_hand)

    def my_cards(self, table: TableState) -> list[Card]:
        v = _view(table)
        cards = list(v.playable) if table.rules.players == 2 else list(v.hand)
        return hand_order(cards, table.rules, v.trump, v.contract_rank)

    def badge(self, table: TableState, card: Card) -> str:
        v = _view(table)
        tag = badge(card, table.rules, v.trump, v.contract_rank)
        if not tag and v.phase == Phase.EXCHANGE and v.blind and card in v.blind:
            tag = pgettext("card tag", "new")
        if not tag and v.piles and card not in v.hand:
            tag = pgettext("card tag", "pile")  # two players: a face-up pile top, playable like a hand card
        return tag

    def cards_won(self, table: TableState) -> Sequence[Sequence[Card]]:
        return _view(table).cards_won

    def pick(self, table: TableState) -> Pick | None:
        if _view(table).phase != Phase.EXCHANGE:
            return None
        n = int(table.rules.blind_size)
        return Pick(
            n,
            n,
            _("Discard {chosen}/{cards}").format(chosen=len(table.selected), cards=n),
            ngettext(
                "Choose {n} card to discard: click it or drag it to the pile",
                "Choose {n} cards to discard: click them or drag them to the pile",
                n,
            ).format(n=n),
            _("Discard"),
        )

    def pick_actions(self, table: TableState, cards: Sequence[Card]) -> list[Any]:
        return [Discard(c) for c in cards]

    def status_parts(self, table: TableState) -> list[str]:
        v = _view(table)
        names = table.names
        parts: list[str] = []
        suitless = str(v.rules.bid_kind) == "suitless"
        if v.contract is not None and v.napoleon is not None:
            n, t = v.contract
            said = (
                _("Contract {contract} (you)")
                if v.napoleon == table.human
                else _("Contract {contract} ({player})")
            )
            parts.append(
                said.format(
                    contract=contract_text(n, t, suitless, v.misere, _target_name(v, names), v.trump_rank),
                    player=seat_name(names[v.napoleon]),
                )
            )
            if v.called:
                cards = " ".join(
                    theme.suit_text(c.suit.symbol) + str(c)[1:] if c.suit is not None else str(c)
                    for c in v.called
                )
                parts.append(_("Called {cards}").format(cards=cards))
                if v.phase == Phase.CALL and v.rules.rechoose_general and v.called[0] in v.hand:
                    # 003: the called card came up with the blind: call again, or keep it
                    parts.append(_("Call another card (bid +1), or the same card to keep it"))
            if v.phase in (Phase.PLAY, Phase.DONE) and v.n_tricks:
                # the trick on the cloth: a finished one still shown is named, not the next
                number = min(v.trick_no + (0 if table.finished_trick_shown else 1), v.n_tricks)
                parts.append(_("Trick {number}/{tricks}").format(number=number, tricks=v.n_tricks))
                side = {v.napoleon, *v.known_adjutants}
                if v.misere:  # 003: Napoleon must win no trick
                    won = sum(1 for t in v.tricks if t.winner == v.napoleon)
                    parts.append(_("Napoleon's tricks {tricks} (misère: none allowed)").format(tricks=won))
                elif str(v.rules.bid_kind) == "tricks":  # 003: bids in tricks
                    won = sum(1 for t in v.tricks if t.winner in side)
                    parts.append(_("Napoleon's side {tricks}/{bid} tricks").format(tricks=won, bid=n))
                else:
                    got = sum(v.points_won[s] for s in side)
                    parts.append(_("Napoleon's side {points}/{bid}").format(points=got, bid=n))
        elif v.high_bid is not None:
            s, n, t = v.high_bid
            parts.append(
                _("High bid {contract} ({player})").format(
                    contract=contract_text(n, t, suitless, v.misere, _target_name(v, names), v.trump_rank),
                    player=seat_name(names[s]),
                )
            )
        else:
            parts.append(_("Bidding"))
        return parts

    def seat_info(self, table: TableState, seat: int, held: int) -> str:
        v = _view(table)
        points = v.points_won[seat]
        if v.piles:  # two players: the hand and the piles counted apart
            on_piles = sum(len(p) for p in v.piles[seat])
            return _("{hand} held · {piles} piled · {points}").format(
                hand=max(0, held - on_piles),
                piles=on_piles,
                points=ngettext("{n} pt", "{n} pts", points).format(n=points),
            )
        return " · ".join(
            (
                ngettext("{n} card", "{n} cards", held).format(n=held),
                ngettext("{n} pt", "{n} pts", points).format(n=points),
            )
        )

    def seat_markers(
        self, table: TableState, seat: int
    ) -> list[tuple[str, str, tuple[int, int, int], float]]:
        v = _view(table)
        out: list[tuple[str, str, tuple[int, int, int], float]] = []
        if v.napoleon == seat:
            out.append(("napoleon", "N", theme.GOLD, 1.0))
        if seat in v.known_adjutants:
            out.append(("adjutant", "A", (150, 200, 255), 1.0))
        if v.dealer == seat:
            out.append(("dealer", "D", theme.CREAM, 0.8))
        return out

    def marker_legend(self, name: str) -> str:
        words = MARKER_WORDS.get(name)
        return _(words) if words else ""

    def bubbles_shown(self, table: TableState) -> bool:
        return _view(table).phase == Phase.BID

    def centre_lines(self, table: TableState) -> list[str]:
        """The trump, the called card and, once revealed, who the adjutant is."""
        v = _view(table)
        if v.contract is None or v.phase in (Phase.BID, Phase.DONE):
            return []
        trump = v.contract[1]
        if v.contract_rank is not None:  # 003's number bid: the rank's four cards
            out = [_("Trumps: the {rank}").format(rank=rank_words(v.contract_rank))]
        else:
            out = [_("No trumps") if trump is None else _("Trump {suit}").format(suit=trump.symbol)]
        out += [_("Called {card}").format(card=c) for c in v.called]
        names = table.names
        for seat in v.revealed:
            if seat == v.napoleon:
                out.append(_("Napoleon alone"))
            elif seat == table.player:
                out.append(_("Adjutant: you"))
            else:
                out.append(_("Adjutant: {player}").format(player=seat_name(names[seat])))
        return out

    def draw_centre(self, table: TableState, surface: pygame.Surface) -> None:
        """The blind, face down, until Napoleon takes it."""
        v = _view(table)
        taken = v.napoleon is not None and v.phase not in (Phase.BID, Phase.CALL)
        if not v.blind_size or taken or v.phase == Phase.DONE:
            return
        cx, cy = table.lay.centre
        back = table.art.back(table.lay.back_w)
        for i in range(v.blind_size):
            surface.blit(back, back.get_rect(center=(round(cx - (v.blind_size - 1) * 4 + i * 8), round(cy))))

    def panel_key(self, table: TableState) -> tuple[object, ...]:
        v = _view(table)
        return (v.phase, len(v.auction), len(v.called))

    def play_choice(self, plays: Sequence[Any]) -> Panel | None:
        """A led joker that may call for a suit: the suits, as buttons."""
        return JokerPanel(plays) if any(getattr(p, "joker_suit", None) for p in plays) else None

    def panel(self, table: TableState) -> Panel | None:
        v = _view(table)
        if v.phase == Phase.BID:
            prefer = preferred_trump(v.hand, v.auction, v.seat)
            names = [seat_name(n) for n in table.names]
            return BidPanel(v.legal_actions, table.why_illegal, self.auction_lines(table), prefer, names)
        if v.phase == Phase.CALL:
            own = v.playable if table.rules.players == 2 else v.hand  # engine: playable needs piles
            trump = v.contract[1] if v.contract is not None else None
            legal = {a.card for a in v.legal_actions if isinstance(a, Call)}
            quick = usual_calls(table.rules, trump, own, legal, v.contract_rank)
            return CallPanel(table.rules.deck, v.legal_actions, own, table.why_illegal, quick)
        return None

    def auction_lines(self, table: TableState) -> list[str]:
        names = table.names

        def said(a: Any) -> str:
            if isinstance(a, Target):  # 003: the player named, by name
                return _("Target: {player}").format(player=seat_name(names[a.seat]))
            return action_text(a)

        return [
            _("{player}: {bid}").format(player=seat_name(names[s]), bid=said(a))
            for s, a in _view(table).auction
        ]

    def illegal_reason(self, table: TableState, card: Card) -> str:
        return as_sentence(dict(_view(table).illegal_reasons).get(card, ""))

    def last_trick_title(self, trick: Any, names: Sequence[str]) -> str:
        return ngettext(
            "Last trick: {player} won {n} point", "Last trick: {player} won {n} points", trick.points
        ).format(player=names[trick.winner], n=trick.points)

    def hand_summary(self, hand: Any, names: Sequence[str]) -> str:
        r = getattr(hand, "result", None)
        if r is None:
            return ""
        mark = "✓" if r.made else "×"
        return f"{names[r.napoleon]} {contract_text(r.bid, r.trump, rank=r.trump_rank)} {mark}"

    def trick_outcome(self, trick: Any, names: Sequence[str]) -> str:
        outcome = ngettext("{player} · {n} point", "{player} · {n} points", trick.points)
        return outcome.format(player=names[trick.winner], n=trick.points)


def _target_name(v: SeatView, names: Sequence[str]) -> str | None:
    """The name of the player a target bid names (003), or ``None``."""
    return None if v.target is None else seat_name(names[v.target])
