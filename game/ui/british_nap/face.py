"""British Nap's face at the shared table (see :mod:`game.ui.table.face`): the bid and the tricks it
needs, the trump the first card led set, the widow and its discards, the Écarté purchase, the
peep, the pools as chips."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.british_nap import Buy, NapPhase, NapView, bid_name
from game.british_nap.hand import ECARTE, PEEP_POOL
from game.british_nap.rules import MAX_BUY
from game.british_nap.scoring import bid_tricks
from game.rules import Card
from game.rules.card_actions import Discard
from game.rules.i18n import _, ngettext, pgettext

from .. import backdrop, theme
from ..table.controller import seat_name
from ..table.face import Panel, Pick, TrickFace
from . import interlude as nap_interlude
from .panels import NapBidPanel, bid_words, draw_pools, draw_widow, nap_action_text
from .replay_words import NapReplay

if TYPE_CHECKING:
    from ..table.state import TableState

MARKERS = {0: "trump_c", 1: "trump_d", 2: "trump_h", 3: "trump_s"}


def _view(table: TableState) -> NapView:
    v: NapView = table.shown
    return v


def stock_left(v: NapView) -> int:
    """The undealt cards still to buy from (Écarté)."""
    r = v.rules
    dealt = r.players * r.hand_size + r.widow_size
    return len(r.deck) - dealt - sum(b for b in v.bought if b is not None)


def pool_words(v: NapView) -> list[tuple[str, int]]:
    """The pools these rules have, named, with their chips now."""
    out = []
    if v.rules.ecarte:
        out.append((_("Écarté pool"), v.pools[ECARTE]))
    if v.rules.peep:
        out.append((_("Peep pool"), v.pools[PEEP_POOL]))
    return out


class NapFace(TrickFace):
    """Nap's own parts; the hand's order, the dealer's legend, a card's illegal reason and a
    trick's words are :class:`TrickFace`'s."""

    replay = NapReplay()

    def badge(self, table: TableState, card: Card) -> str:
        v = _view(table)
        if v.phase == NapPhase.DISCARD and card in v.widow_seen:
            return pgettext("card tag", "new")
        return ""

    def pick(self, table: TableState) -> Pick | None:
        v = _view(table)
        chosen = len(table.selected)
        if v.phase == NapPhase.DISCARD:
            n = len(v.hand) - v.rules.hand_size
            return Pick(
                n,
                n,
                _("Discard {chosen}/{cards}").format(chosen=chosen, cards=n),
                ngettext(
                    "Choose {n} card to discard: click it or drag it to the pile",
                    "Choose {n} cards to discard: click them or drag them to the pile",
                    n,
                ).format(n=n),
                _("Discard"),
            )
        if v.phase == NapPhase.BUY:
            most = min(MAX_BUY, stock_left(v))
            return Pick(
                0,
                most,
                ngettext("Buy {n} card", "Buy {n} cards", chosen).format(n=chosen),
                ngettext(
                    "Écarté: pick up to {n} card to exchange, a chip each; then Buy (or keep yours)",
                    "Écarté: pick up to {n} cards to exchange, a chip each; then Buy (or keep yours)",
                    most,
                ).format(n=most),
                ngettext("Buy {n}", "Buy {n}", chosen).format(n=chosen) if chosen else _("Keep my cards"),
            )
        return None

    def pick_actions(self, table: TableState, cards: Sequence[Card]) -> list[Any]:
        if _view(table).phase == NapPhase.BUY:
            return [Buy(tuple(sorted(cards)))]
        return [Discard(c) for c in cards]

    def status_parts(self, table: TableState) -> list[str]:
        v = _view(table)
        names = table.names
        parts: list[str] = []
        if v.bidder is not None and v.bid is not None:
            who = _("you") if v.bidder == table.human else seat_name(names[v.bidder])
            parts.append(_("Bid {bid} ({player})").format(bid=bid_name(v.bid), player=who))
            if v.phase in (NapPhase.PLAY, NapPhase.DONE):
                # the trick on the cloth: a finished one still shown is named, not the next
                number = min(len(v.tricks) + (0 if table.finished_trick_shown else 1), v.rules.hand_size)
                parts.append(_("Trick {number}/{tricks}").format(number=number, tricks=v.rules.hand_size))
                won = v.tricks_won[v.bidder]
                if v.bid == "misere":
                    parts.append(ngettext("Bidder won {n} trick", "Bidder won {n} tricks", won).format(n=won))
                else:
                    need = bid_tricks(v.rules, v.bid)
                    parts.append(_("Bidder's tricks {won}/{need}").format(won=won, need=need))
        elif v.phase == NapPhase.BUY:
            parts.append(_("Écarté: buying cards"))
        elif v.high is not None:
            s, b = v.high
            parts.append(_("High bid {bid} ({player})").format(bid=bid_name(b), player=seat_name(names[s])))
        else:
            parts.append(_("Bidding"))
        parts += [_("{pool}: {n}").format(pool=label, n=n) for label, n in pool_words(v)]
        return parts

    def seat_info(self, table: TableState, seat: int, held: int) -> str:
        v = _view(table)
        won = v.tricks_won[seat]
        parts = [ngettext("{n} card", "{n} cards", held).format(n=held)]
        if v.phase in (NapPhase.BUY, NapPhase.BID) and v.bought[seat]:
            bought = v.bought[seat] or 0
            parts.append(ngettext("bought {n}", "bought {n}", bought).format(n=bought))
        else:
            parts.append(ngettext("{n} trick", "{n} tricks", won).format(n=won))
        return " · ".join(parts)

    def seat_markers(
        self, table: TableState, seat: int
    ) -> list[tuple[str, str, tuple[int, int, int], float]]:
        v = _view(table)
        out: list[tuple[str, str, tuple[int, int, int], float]] = []
        if v.bidder == seat:
            out.append(("nap_bidder", pgettext("marker letter", "B"), theme.GOLD, 1.0))
        if seat in v.peepers:
            out.append(("nap_peeper", pgettext("marker letter", "P"), (150, 200, 255), 0.8))
        if v.dealer == seat:
            out.append(("dealer", "D", theme.CREAM, 0.8))
        return out

    def bubbles_shown(self, table: TableState) -> bool:
        return _view(table).phase in (NapPhase.BUY, NapPhase.BID)

    def centre_lines(self, table: TableState) -> list[str]:
        v = _view(table)
        if v.bid is None or v.bidder is None or v.phase == NapPhase.DONE:
            return []
        if v.bid == "misere":
            out = [_("Misère: no trumps")]
        elif v.trump is None:
            out = [_("Trumps: the first card led")]
        else:
            out = [_("Trump {suit}").format(suit=v.trump.symbol)]
        who = _("you") if v.bidder == table.human else seat_name(table.names[v.bidder])
        out.append(_("Bid {bid} ({player})").format(bid=bid_name(v.bid), player=who))
        if v.my_discards and v.phase != NapPhase.BUY:
            out.append(_("Your discards: {cards}").format(cards=" ".join(str(c) for c in v.my_discards)))
        return out

    def interlude_seconds(self, table: TableState, kind: str) -> float:
        return nap_interlude.interlude_seconds(table, kind)

    def draw_interlude(self, table: TableState, surface: pygame.Surface, kind: str, t: float) -> None:
        if kind == "seat_draw":
            nap_interlude.draw_seat_draw(table, surface, t)
        elif kind == "gather":
            nap_interlude.draw_gather(table, surface, t)

    def draw_centre(self, table: TableState, surface: pygame.Surface) -> Mapping[str, pygame.Rect]:
        """The widow (face down; a peeped card face up), the trump marker, the pools; where
        the widow and the pools were drawn (a tutorial's note names them, or keeps clear)."""
        v = _view(table)
        lay = table.lay
        cx, cy = lay.centre
        drawn: dict[str, pygame.Rect] = {}
        if v.widow_size and v.phase in (NapPhase.BUY, NapPhase.BID):
            seen = v.widow_seen if v.widow_size == len(v.widow_seen) else ()
            drawn["widow"] = draw_widow(surface, table.art, (cx, cy), lay.back_w, v.widow_size, seen)
            theme.text(
                surface,
                _("Widow"),
                max(11, lay.back_w // 3),
                (cx, cy + lay.back_w * 0.95),
                theme.CREAM,
                anchor="midtop",
                shadow=True,
            )
        if v.trump is not None and v.phase != NapPhase.DONE:
            size = max(20, lay.back_w)
            img = backdrop.marker(table.assets, MARKERS[int(v.trump)], size)
            at = (round(cx + lay.trick_w * 1.9), round(cy - lay.trick_w * 1.2))
            if img is not None:
                surface.blit(img, img.get_rect(center=at))
            else:
                theme.text(surface, v.trump.symbol, size, at, theme.GOLD_LIGHT, bold=True, anchor="center")
        pools = pool_words(v)
        if pools:
            size = max(16, lay.back_w // 2)
            x = lay.seats[0].plate.x
            y = lay.status.bottom + size * 1.9  # the stacks grow upwards, clear of the status bar
            drawn["pools"] = draw_pools(surface, table.assets, (x, y), size, pools)
        return drawn

    def panel_key(self, table: TableState) -> tuple[object, ...]:
        v = _view(table)
        return (v.phase, len(v.auction), len(v.peepers), len(v.hand))

    def panel(self, table: TableState) -> Panel | None:
        v = _view(table)
        if v.phase != NapPhase.BID:
            return None
        notes = []
        if v.widow_seen and v.seat in v.peepers:
            notes.append(_("You peeped at the widow: {card}").format(card=v.widow_seen[0]))
        notes += [_("{pool}: {n}").format(pool=label, n=n) for label, n in pool_words(v)]
        return NapBidPanel(v.rules, v.legal_actions, table.why_illegal, self.auction_lines(table), notes)

    def auction_lines(self, table: TableState) -> list[str]:
        return [
            _("{player}: {bid}").format(player=seat_name(table.names[s]), bid=nap_action_text(a))
            for s, a in _view(table).auction
        ]

    def hand_summary(self, hand: Any, names: Sequence[str]) -> str:
        r = getattr(hand, "result", None)
        if r is None:
            return ""
        mark = "✓" if r.made else "×"
        return f"{names[r.bidder]} {bid_words(r.bid)} {mark}"
