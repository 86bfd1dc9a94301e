"""Each game's words in the replay of a finished hand (see ``ReplayWords`` in
:mod:`game.ui.table.face`; the game's face carries them as ``face.replay``): Napoleon's here, British
Nap's in :mod:`game.ui.british_nap.replay_words`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.napoleon import Bid, Call, Discard, Pass, Phase, Play, SeatView
from game.rules.i18n import _, ngettext

from .panels import action_text, contract_text


def play_words(action: Any, who: str, you: bool = False) -> str | None:
    """The actions every trick game has: a pass, a discard, a card played. ``you``: the
    player's own step, said in the second person ("You pass", not "You passes")."""
    if isinstance(action, Pass):
        return _("You pass") if you else _("{player} passes").format(player=who)
    if isinstance(action, Discard):
        said = _("You discard {card}") if you else _("{player} discards {card}")
        return said.format(player=who, card=action.card)
    if isinstance(action, Play):
        said = _("You play {card}") if you else _("{player} plays {card}")
        return said.format(player=who, card=action.card)
    return None


class NapoleonReplay:
    def action(self, action: Any, who: str, you: bool = False) -> str:
        if isinstance(action, Bid):
            said = _("You bid {bid}") if you else _("{player} bids {bid}")
            return said.format(player=who, bid=action_text(action))
        if isinstance(action, Call):
            said = _("You call {card}") if you else _("{player} calls {card}")
            return said.format(player=who, card=action.card)
        return play_words(action, who, you) or f"{who}: {action}"

    def seat_lines(self, views: Sequence[SeatView], seat: int) -> tuple[str, str]:
        v0, view = views[0], views[seat]
        tag = {"napoleon": _("Napoleon"), "adjutant": _("adjutant")}.get(
            str(view.role) if seat in (v0.napoleon, *v0.revealed) or view.phase == Phase.DONE else "", ""
        )
        points = ngettext("{n} pt", "{n} pts", v0.points_won[seat]).format(n=v0.points_won[seat])
        return tag, points

    def lines(self, view: SeatView, names: Sequence[str]) -> list[str]:
        lines: list[str] = []
        if view.contract is not None and view.napoleon is not None:
            number, trump = view.contract
            # Written by contract_text, as the table's header, the bids and Past hands write
            # it (a suit is never tested for truth: clubs is suit 0).
            target = None if view.target is None else names[view.target]
            suitless = str(view.rules.bid_kind) == "suitless"
            bid = contract_text(number, trump, suitless, view.misere, target, view.trump_rank)
            lines.append(_("Contract {bid} by {player}").format(bid=bid, player=names[view.napoleon]))
        if view.called:
            lines.append(_("Called {cards}").format(cards=" ".join(str(c) for c in view.called)))
        if view.n_tricks:  # known once the play begins (the exchange may change a hand's size)
            lines.append(_("Tricks {done} of {total}").format(done=len(view.tricks), total=view.n_tricks))
        return lines

    def auction(self, view: SeatView) -> list[tuple[int, str]] | None:
        if view.phase == Phase.BID or not (view.trick or view.tricks):
            return [(seat, action_text(act)) for seat, act in view.auction]
        return None

    def trick_done(self, trick: Any, names: Sequence[str]) -> str:
        return _("{player} wins the trick · {points} points").format(
            player=names[trick.winner], points=trick.points
        )

    def result(self, view: SeatView) -> tuple[str, bool] | None:
        if view.result is None:
            return None
        said = (
            _("Napoleon's side made it: {points} points")
            if view.result.made
            else _("Napoleon's side failed: {points} points")
        )
        return said.format(points=view.result.taken), view.result.made

    def contract(self, view: SeatView, names: Sequence[str]) -> str:
        r = view.result
        if r is None:
            return "—"
        said = contract_text(
            r.bid,
            r.trump,
            str(view.rules.bid_kind) == "suitless",
            r.misere,
            None if r.target < 0 else names[r.target],
            r.trump_rank,
        )
        return _("{contract} ({player})").format(contract=said, player=names[r.napoleon])
