"""Whist at the shared table: its presenter (events into beats) and its face, on
:class:`~game.ui.table.face.TrickFace`: it writes only what differs from a plain trick game
(its replay words, its status line, the trump by the trick, a hand's summary)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.rules.i18n import _, ngettext
from game.ui.napoleon.replay_words import play_words
from game.ui.table.controller import Step, View
from game.ui.table.face import TrickFace
from game.ui.table.presenter_base import (
    T_SWEEP,
    Announce,
    Beat,
    Deal,
    MarkWinner,
    PlaceCard,
    Presentation,
    SeatWords,
    Sound,
    Sweep,
)

from .hand import WhistCardPlayed, WhistDealt, WhistPhase, WhistScored, WhistTrickWon, WhistView, side_of

if TYPE_CHECKING:
    from game.ui.table.state import TableState

T_DEAL = 0.8
T_PLAY_GAP = 0.42
T_TRICK_HOLD = 0.9


def side_words(side: int, names: Sequence[str]) -> str:
    """A partnership by its players' names: "You & Ben"."""
    return f"{names[side]} & {names[side + 2]}"


class WhistReplay:
    def action(self, action: Any, who: str, you: bool = False) -> str:
        return play_words(action, who, you) or f"{who}: {action}"

    def seat_lines(self, views: Sequence[WhistView], seat: int) -> tuple[str, str]:
        won = views[0].tricks_won[seat]
        return "", ngettext("{n} trick", "{n} tricks", won).format(n=won)

    def lines(self, view: WhistView, names: Sequence[str]) -> list[str]:
        return [
            _("Trumps: {suit}").format(suit=view.trump.symbol),
            _("Tricks {done} of {total}").format(done=len(view.tricks), total=view.rules.hand_size),
        ]

    def auction(self, view: WhistView) -> None:
        return None  # no auction

    def trick_done(self, trick: Any, names: Sequence[str]) -> str:
        return _("{player} wins the trick").format(player=names[trick.winner])

    def result(self, view: WhistView) -> tuple[str, bool] | None:
        r = view.result
        if r is None:
            return None
        return f"{r.side_tricks[0]}-{r.side_tricks[1]}: +{r.points}", side_of(view.seat) == r.side

    def contract(self, view: WhistView, names: Sequence[str]) -> str:
        return "—"  # no contract


class WhistFace(TrickFace):
    replay = WhistReplay()

    def status_parts(self, table: TableState) -> list[str]:
        v: WhistView = table.shown
        number = min(len(v.tricks) + (0 if table.finished_trick_shown else 1), v.rules.hand_size)
        ours, theirs = v.side_tricks if side_of(table.human) == 0 else v.side_tricks[::-1]
        return [
            _("Trump {suit}").format(suit=v.trump.symbol),
            _("Trick {number}/{tricks}").format(number=number, tricks=v.rules.hand_size),
            f"Your side {ours} · theirs {theirs}",  # the test game's own words: English only
        ]

    def centre_lines(self, table: TableState) -> list[str]:
        v: WhistView = table.shown
        if v.phase == WhistPhase.DONE:
            return []
        lines = [_("Trump {suit}").format(suit=v.trump.symbol)]
        if v.turned is not None:
            lines.append(f"Turned up: {v.turned}")
        return lines

    def hand_summary(self, hand: Any, names: Sequence[str]) -> str:
        r = getattr(hand, "result", None)
        return "" if r is None else f"{side_words(r.side, names)} +{r.points}"


class WhistPresenter(SeatWords):
    def __init__(self, names: Sequence[str], human: int | None) -> None:
        super().__init__(names, human)
        self.face = WhistFace()

    def present(self, step: Step, before: View) -> Presentation:
        beats: list[Beat] = []
        hold = 0.0
        for e in step.events:
            if isinstance(e, WhistDealt):
                beats += [
                    Deal(T_DEAL),
                    Sound("shuffle"),
                    Announce(_("Trump {suit}").format(suit=e.trump.symbol)),
                ]
                hold += T_DEAL
            elif isinstance(e, WhistCardPlayed):
                beats += [PlaceCard(e.seat, e.card), Sound("play")]
                hold += T_PLAY_GAP
            elif isinstance(e, WhistTrickWon):
                said = _("You win with {card}") if e.seat == self.human else _("{player} wins with {card}")
                at = hold + T_PLAY_GAP * 0.5
                beats += [
                    Announce(said.format(player=self.name(e.seat), card=e.winning), at=at),
                    MarkWinner(e.winning, at=at),
                ]
                hold += T_TRICK_HOLD
                beats.append(Sweep(e.seat, at=hold))
                hold += T_SWEEP
            elif isinstance(e, WhistScored):
                won = self.human is not None and side_of(self.human) == e.side
                beats.append(Sound("made" if won else "failed"))
        view: WhistView = step.view
        me = self.human
        if me is not None and before.to_act != me and view.to_act == me and not view.result:
            beats.append(Sound("turn", at=hold))
        return Presentation(tuple(beats), hold)
