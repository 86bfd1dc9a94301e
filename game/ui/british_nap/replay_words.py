"""British Nap's words in the replay of a finished hand (``face.replay``, see
:mod:`.replay_words`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.british_nap import Buy, NapBid, NapPhase, NapView, Peep, bid_name
from game.british_nap.scoring import bid_tricks
from game.rules.i18n import _, ngettext

from ..napoleon.replay_words import play_words
from .panels import nap_action_text


class NapReplay:
    def action(self, action: Any, who: str, you: bool = False) -> str:
        if isinstance(action, NapBid):
            said = _("You bid {bid}") if you else _("{player} bids {bid}")
            return said.format(player=who, bid=bid_name(action.bid))
        if isinstance(action, Buy):
            n = len(action.cards)
            if not n:
                return _("You keep the hand") if you else _("{player} keeps the hand").format(player=who)
            if you:
                return ngettext("You buy {n} card", "You buy {n} cards", n).format(n=n)
            return ngettext("{player} buys {n} card", "{player} buys {n} cards", n).format(player=who, n=n)
        if isinstance(action, Peep):
            return _("You peep at the widow") if you else _("{player} peeps at the widow").format(player=who)
        return play_words(action, who, you) or f"{who}: {action}"

    def seat_lines(self, views: Sequence[NapView], seat: int) -> tuple[str, str]:
        v0 = views[0]
        tag = _("bidder") if seat == v0.bidder else ""
        won = v0.tricks_won[seat]
        return tag, ngettext("{n} trick", "{n} tricks", won).format(n=won)

    def lines(self, view: NapView, names: Sequence[str]) -> list[str]:
        lines: list[str] = []
        if view.bidder is not None and view.bid is not None:
            bid = bid_name(view.bid)
            lines.append(_("Contract {bid} by {player}").format(bid=bid, player=names[view.bidder]))
            if view.bid != "misere":
                need = bid_tricks(view.rules, view.bid)
                lines.append(ngettext("needs {n} trick", "needs {n} tricks", need).format(n=need))
        if view.trump is not None:
            lines.append(_("Trumps: {suit}").format(suit=view.trump.symbol))
        lines.append(_("Tricks {done} of {total}").format(done=len(view.tricks), total=view.rules.hand_size))
        return lines

    def auction(self, view: NapView) -> list[tuple[int, str]] | None:
        if view.phase in (NapPhase.BUY, NapPhase.BID) or not (view.trick or view.tricks):
            return [(seat, nap_action_text(act)) for seat, act in view.auction]
        return None

    def trick_done(self, trick: Any, names: Sequence[str]) -> str:
        return _("{player} wins the trick").format(player=names[trick.winner])

    def result(self, view: NapView) -> tuple[str, bool] | None:
        res = view.result
        if res is None:
            return None
        said = (
            ngettext(
                "Made: the bidder wins {n} chip from each opponent",
                "Made: the bidder wins {n} chips from each opponent",
                res.per_opponent,
            )
            if res.made
            else ngettext(
                "Failed: the bidder pays {n} chip to each opponent",
                "Failed: the bidder pays {n} chips to each opponent",
                -res.per_opponent,
            )
        )
        return said.format(n=abs(res.per_opponent)), res.made

    def contract(self, view: NapView, names: Sequence[str]) -> str:
        r = view.result
        if r is None:
            return "—"
        return _("{contract} ({player})").format(contract=bid_name(r.bid), player=names[r.bidder])
