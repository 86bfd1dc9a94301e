"""Hand replay: a finished hand stepped through action by action (← →) or trick by trick
(↑ ↓ / PgUp PgDn), forwards and back, every hand face up, the auction and the exchange
included. Built from the engine's record: each step is the record's actions replayed, so the
replay shows exactly what happened and never decides anything itself.

Every seat's own view together gives all hands face up; no view is asked to leak.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.rules import Bid, Call, Card, Discard, Pass, Phase, Play, SeatView
from game.rules.games import replay
from game.rules.i18n import N_, _, ngettext

from .. import theme
from ..backdrop import felt
from ..context import Context
from ..controller import seat_names
from ..input import InputEvent, KeyPress
from ..scene import Scene
from ..widgets import Button, FocusList


@dataclass(frozen=True, slots=True)
class Step:
    views: tuple[SeatView, ...]  # every seat's own view after the action
    seat: int | None  # who acted (None: the deal)
    action: Any


def replay_steps(record: dict[str, Any]) -> list[Step]:
    """The deal, then the state after each action of the record."""
    full = replay(record)
    hand = replay({**record, "actions": []})
    n: int = getattr(hand.rules, "players")  # noqa: B009  (every game's rules have players)
    actions: list[Any] = list(getattr(full, "actions"))  # noqa: B009  (the replayed actions, in order)

    def views() -> tuple[SeatView, ...]:
        return tuple(hand.view(s) for s in range(n))

    steps = [Step(views(), None, None)]
    for action in actions:
        seat = views()[0].to_act
        hand.apply(action)
        steps.append(Step(views(), seat, action))
    return steps


def describe(step: Step, names: list[str]) -> str:
    """What happened at this step, in a sentence."""
    if step.seat is None:
        return _("The deal")
    who = names[step.seat]
    a = step.action
    if isinstance(a, Bid):
        return _("{player} bids {bid}").format(player=who, bid=str(a))
    if isinstance(a, Pass):
        return _("{player} passes").format(player=who)
    if isinstance(a, Call):
        return _("{player} calls {card}").format(player=who, card=a.card)
    if isinstance(a, Discard):
        return _("{player} discards {card}").format(player=who, card=a.card)
    if isinstance(a, Play):
        return _("{player} plays {card}").format(player=who, card=a.card)
    return f"{who}: {a}"


class ReplayScene(Scene):
    title = N_("Replay")

    def __init__(self, ctx: Context, record: dict[str, Any], names: list[str] | None = None) -> None:
        super().__init__(ctx)
        self.steps = replay_steps(record)
        self.raw_names = names  # as stored (English); shown in the language of the moment
        self.at = 0
        self.focus = FocusList(self.build())
        self.focus.focus = 2  # "Next": Enter steps forwards

    def build(self) -> list[Any]:
        return [
            Button(_("◀◀ Trick"), lambda: self.trick_step(-1)),
            Button(_("◀ Back"), lambda: self.go(self.at - 1)),
            Button(_("Next ▶"), lambda: self.go(self.at + 1)),
            Button(_("Trick ▶▶"), lambda: self.trick_step(1)),
            Button(_("Close"), self.close, key="escape"),
        ]

    @property
    def names(self) -> list[str]:
        if self.raw_names is None:
            return [_("Seat {n}").format(n=i + 1) for i in range(len(self.steps[0].views))]
        return seat_names(self.raw_names)

    def go(self, at: int) -> None:
        self.at = max(0, min(len(self.steps) - 1, at))
        self.dirty = True

    def trick_step(self, d: int) -> None:
        """To the next (previous) finished trick, or the end (start) of the play."""
        done = len(self.steps[self.at].views[0].tricks)
        want = done + 1 if d > 0 else done - (0 if self.steps[self.at].views[0].trick else 1)
        order = range(self.at + 1, len(self.steps)) if d > 0 else range(self.at - 1, -1, -1)
        for i in order:
            v = self.steps[i].views[0]
            if len(v.tricks) == want and not v.trick:
                self.go(i)
                return
        self.go(len(self.steps) - 1 if d > 0 else 0)

    def close(self) -> None:
        if len(self.stack.scenes) > 1:
            self.stack.pop()

    def language_changed(self) -> None:
        self.focus = FocusList(self.build())
        super().language_changed()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bh = max(28, min(44, int(h * 0.055)))
        n = len(self.focus.widgets)
        bw = min(200, (w - 40 - (n - 1) * 8) // n)
        x0 = (w - (n * bw + (n - 1) * 8)) // 2
        for i, widget in enumerate(self.focus.widgets):
            widget.rect = pygame.Rect(x0 + i * (bw + 8), h - bh - 12, bw, bh)

    def update(self, dt: float, events: list[InputEvent]) -> None:
        super().update(dt, events)
        keys = {"right": 1, "left": -1, "space": 1}
        for e in events:
            if self.stack.top is not self:
                return
            if isinstance(e, KeyPress) and e.key in keys:
                self.go(self.at + keys[e.key])
            elif isinstance(e, KeyPress) and e.key in ("down", "pagedown"):
                self.trick_step(1)
            elif isinstance(e, KeyPress) and e.key in ("up", "pageup"):
                self.trick_step(-1)
            elif isinstance(e, KeyPress) and e.key == "home":
                self.go(0)
            elif isinstance(e, KeyPress) and e.key == "end":
                self.go(len(self.steps) - 1)
            elif self.focus.handle(e):
                self.dirty = True

    # -- drawing ------------------------------------------------------------------------------

    def _cards(
        self, surface: pygame.Surface, cards: tuple[Card, ...], x: int, y: int, cw: int, room: int
    ) -> None:
        if not cards:
            return
        step = min(cw + 4, max(8, (room - cw) // max(1, len(cards) - 1))) if len(cards) > 1 else 0
        for i, c in enumerate(cards):
            surface.blit(self.ctx.art.face(c, cw), (x + i * step, y))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(felt(self.ctx.assets, w, h), (0, 0))
        step = self.steps[self.at]
        v0 = step.views[0]
        title = max(16, int(h * 0.035))
        theme.text(
            surface,
            _("Replay · step {at} of {last}").format(at=self.at, last=len(self.steps) - 1),
            title,
            (w / 2, 8),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="midtop",
        )
        theme.text(
            surface,
            describe(step, self.names),
            title,
            (w / 2, 8 + title * 1.4),
            theme.CREAM,
            anchor="midtop",
            max_width=w - 40,
        )
        n = len(step.views)
        top = int(8 + title * 3)
        bottom = self.focus.widgets[0].rect.y - 8
        left_w = int(w * 0.64)
        row = (bottom - top) // n
        cw = max(24, min(64, int(row * 0.62)))
        size = max(11, min(18, row // 4))
        for s, view in enumerate(step.views):
            y = top + s * row
            tag = {"napoleon": _("Napoleon"), "adjutant": _("adjutant")}.get(
                str(view.role) if s in (v0.napoleon, *v0.revealed) or view.phase == Phase.DONE else "", ""
            )
            acted = step.seat == s
            theme.text(
                surface, self.names[s], size, (12, y + 2), theme.HILITE if acted else theme.CREAM, bold=acted
            )
            if tag:
                theme.text(surface, tag, size - 2, (12, y + 2 + size * 1.3), theme.GOLD_LIGHT)
            theme.text(
                surface,
                ngettext("{n} pt", "{n} pts", v0.points_won[s]).format(n=v0.points_won[s]),
                size - 2,
                (12, y + 2 + size * 2.5),
                theme.DIM,
            )
            self._cards(surface, view.hand, 110, y + 2, cw, left_w - 110)
        # The middle: the auction so far, the contract, the trick on the table.
        panel = pygame.Rect(left_w + 10, top, w - left_w - 20, bottom - top)
        theme.panel(surface, panel, 190)
        lines: list[str] = []
        if v0.contract is not None and v0.napoleon is not None:
            number, trump = v0.contract
            lines.append(
                _("Contract {bid} by {player}").format(
                    bid=f"{number}{trump.symbol if trump else 'NT'}", player=self.names[v0.napoleon]
                )
            )
        if v0.called:
            lines.append(_("Called {cards}").format(cards=" ".join(str(c) for c in v0.called)))
        lines.append(_("Tricks {done} of {total}").format(done=len(v0.tricks), total=v0.n_tricks or "—"))
        for i, line in enumerate(lines):
            theme.text(
                surface,
                line,
                size,
                (panel.x + 10, panel.y + 8 + i * size * 1.4),
                theme.CREAM,
                max_width=panel.w - 20,
            )
        y = int(panel.y + 16 + len(lines) * size * 1.4)
        if v0.phase == Phase.BID or not (v0.trick or v0.tricks):  # the auction so far
            for i, (seat, act) in enumerate(v0.auction[-12:]):
                said = str(act) if isinstance(act, Bid) else _("pass")
                cy = int(y + i * size * 1.4)
                theme.text(surface, self.names[seat], size, (panel.x + 10, cy), theme.CREAM)
                theme.text(surface, said, size, (panel.right - 10, cy), theme.GOLD_LIGHT, anchor="topright")
        else:  # the trick on the table, or the one just finished
            finished = not v0.trick
            trick = v0.tricks[-1].cards if finished else v0.trick
            seats = v0.tricks[-1].seats if finished else v0.trick_seats
            tw = max(28, min(90, (panel.w - 20) // max(3, len(trick)) - 6))
            for i, (seat, card) in enumerate(zip(seats, trick, strict=True)):
                x = panel.x + 10 + i * (tw + 6)
                surface.blit(self.ctx.art.face(card, tw), (x, y))
                theme.text(
                    surface,
                    self.names[seat],
                    size - 2,
                    (x + tw // 2, int(y + tw * 1.45) + 4),
                    theme.CREAM,
                    anchor="midtop",
                    max_width=tw + 4,
                )
            if finished:
                last = v0.tricks[-1]
                theme.text(
                    surface,
                    _("{player} wins the trick · {points} points").format(
                        player=self.names[last.winner], points=last.points
                    ),
                    size,
                    (panel.x + 10, int(y + tw * 1.45 + size * 2)),
                    theme.GOLD_LIGHT,
                    max_width=panel.w - 20,
                )
        if v0.result is not None:
            said = (
                _("Napoleon's side made it: {points} points")
                if v0.result.made
                else _("Napoleon's side failed: {points} points")
            ).format(points=v0.result.taken)
            theme.text(
                surface,
                said,
                size,
                (panel.centerx, panel.bottom - 10),
                theme.GOOD if v0.result.made else theme.BAD,
                anchor="midbottom",
                max_width=panel.w - 20,
            )
        for i, widget in enumerate(self.focus.widgets):
            widget.draw(surface, focused=i == self.focus.focus)
