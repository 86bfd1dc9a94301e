"""Hand replay: a finished hand of any registered game stepped through action by action
(← →) or trick by trick (↑ ↓ / PgUp PgDn), forwards and back, every hand face up, the auction
and the exchange included. Built from the engine's record: each step is the record's actions
replayed, so the replay shows exactly what happened and never decides anything itself.

Every seat's own view together gives all hands face up; no view is asked to leak. What the
game's views mean in words (the roles, the contract, the outcome) is its table face's
(``face.replay``, :mod:`game.ui.table.face`), the face of the record's game in the registry.

Opening it never stalls a frame (the review opens it while the coach's process starts): the
steps are worked out as they are needed and a few a frame ahead (:class:`ReplaySteps`), and
the first picture is painted a few pieces a frame while the last frame of the scene it opened
over stays on the screen (``preparing``); a frame spends a few milliseconds on either at most. Measured with
``python -m bench.ui --coach-only``.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, overload

import pygame

from game.rules import Card
from game.rules.games import replay, spec_for_format
from game.rules.i18n import N_, _, current_language
from game.rules.protocol import GameView

from .. import theme
from ..backdrop import felt
from ..coach_panel import CoachPanel
from ..context import Context
from ..input import InputEvent, KeyPress
from ..scene import Scene
from ..table.controller import YOU, seat_name, seat_names
from ..table.face import ReplayWords
from ..table.presenters import presenter_for
from ..widgets import Button, FocusList

if TYPE_CHECKING:
    from ..challenge_compare import HandsCompared

FELT_BANDS = 4  # the cloth of a step drawn ahead, a band a piece
# What a frame may spend, at most (a piece begun is finished), on: the first picture, while the
# last frame of the scene beneath stays on the screen; a neighbouring step's picture, drawn
# ahead; the steps worked out ahead. A frame at 60 a second has 16.7 ms; the replay's own
# drawing takes 3-5 ms of them.
PREPARE_S = 0.004
AHEAD_S = 0.0015
STEPS_S = 0.001
# The window-sized surfaces the pictures are drawn on: a step's, its two neighbours', and one
# being drawn ahead. Each new one is 4-5 ms of fresh memory in one piece; made while the first
# picture is prepared (the last frame on the screen), one a frame, none is made in a frame that
# shows the replay. Made there, the step after half a second took a frame 5 ms longer than the
# one before it (bench.ui --coach-only: an interval of 22 ms, every review).
PICTURES = 4


@dataclass(frozen=True, slots=True)
class Step:
    views: tuple[GameView, ...]  # every seat's own view after the action
    seat: int | None  # who acted (None: the deal)
    action: Any


class ReplaySteps(Sequence[Step]):
    """The deal, then the state after each action of the record (every seat's own view),
    worked out when first asked for, or ahead (:meth:`ahead`). All at once, a hand's hundred
    actions and their views took 20-50 ms: a frame and more, in the frame that opened it."""

    def __init__(self, record: dict[str, Any]) -> None:
        full = replay(record)
        self._hand = replay({**record, "actions": []})
        self._players = self._hand.rules.players
        self._actions: list[Any] = list(full.actions)  # the game's own actions, in order
        self._steps = [Step(self._views(), None, None)]

    def _views(self) -> tuple[GameView, ...]:
        return tuple(self._hand.view(s) for s in range(self._players))

    def _next(self) -> None:
        action = self._actions[len(self._steps) - 1]
        seat = self._steps[-1].views[0].to_act
        self._hand.apply(action)
        self._steps.append(Step(self._views(), seat, action))

    @property
    def complete(self) -> bool:
        return len(self._steps) > len(self._actions)

    def ahead(self, until: float) -> None:
        """Work out the next steps until ``until`` (``time.perf_counter``), at least one."""
        while not self.complete:
            self._next()
            if time.perf_counter() >= until:
                return

    def __len__(self) -> int:
        return len(self._actions) + 1

    @overload
    def __getitem__(self, i: int) -> Step: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[Step]: ...

    def __getitem__(self, i: int | slice) -> Step | Sequence[Step]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        at = i + len(self) if i < 0 else i
        if not 0 <= at < len(self):
            raise IndexError(i)
        while len(self._steps) <= at:
            self._next()
        return self._steps[at]


def replay_steps(record: dict[str, Any]) -> list[Step]:
    """Every step of the record at once."""
    return list(ReplaySteps(record))


def describe(step: Step, names: list[str], words: ReplayWords) -> str:
    """What happened at this step, in a sentence (``words``: the game's, :func:`replay_words`)."""
    if step.seat is None:
        return _("The deal")
    who = names[step.seat]
    return words.action(step.action, who, you=who == seat_name(YOU))


def replay_words(record: dict[str, Any]) -> ReplayWords:
    """The words of the record's game: its table face's, through the registry."""
    spec = spec_for_format(record.get("format"))
    return presenter_for(spec.name, [], None).face.replay


class ReplayScene(Scene):
    title = N_("Replay")

    def __init__(
        self,
        ctx: Context,
        record: dict[str, Any],
        names: list[str] | None = None,
        coach: CoachPanel | None = None,
        compare: HandsCompared | None = None,
        at: int = 0,
    ) -> None:
        """``coach``: review mode, the coach's marks on the player's decisions (``coach_panel``);
        ``compare``: a challenge's deal, the player's hand and Hard's (``challenge_compare``);
        ``at``: the step shown first."""
        super().__init__(ctx)
        self.steps = ReplaySteps(record)
        self.words = replay_words(record)
        self.raw_names = names  # as stored (English); shown in the language of the moment
        self.coach = coach
        self.compare = compare
        self.at = max(0, min(len(self.steps) - 1, at))
        self.focus = FocusList(self.build())
        self.focus.focus = 2  # "Next": Enter steps forwards
        # Each step's picture (this step's and its neighbours'), for one size and language.
        self._pictures: dict[int, pygame.Surface] = {}
        self._pictures_key: tuple[Any, ...] | None = None
        self._shown = -1  # the step the last frame showed
        self._ahead: tuple[int, pygame.Surface, Iterator[bool]] | None = None  # being drawn ahead
        self._spare: list[pygame.Surface] = []  # pictures let go of, to draw the next ones on
        self._shown_once = False  # a step's picture has been shown (the first one is prepared)
        self._faces: tuple[tuple[Any, ...], Iterator[bool]] | None = None  # card faces loaded ahead

    def build(self) -> list[Any]:
        buttons = [
            Button(_("◀◀ Trick"), lambda: self.trick_step(-1)),
            Button(_("◀ Back"), lambda: self.go(self.at - 1)),
            Button(_("Next ▶"), lambda: self.go(self.at + 1)),
            Button(_("Trick ▶▶"), lambda: self.trick_step(1)),
        ]
        if self.coach is not None:  # jump between the coach's marks (also P and N)
            buttons += [
                Button(_("◀ Mark"), lambda: self.mark_step(-1), key="p"),
                Button(_("Mark ▶"), lambda: self.mark_step(1), key="n"),
            ]
        buttons.append(Button(_("Close"), self.close, key="escape"))
        # In the comparison's box: the other hand, where they part, the coach's reason.
        self.boxed = self.compare.bind(self) if self.compare is not None else []
        return buttons + self.boxed

    def row(self) -> list[Any]:
        """The buttons along the bottom (the comparison's sit in its box)."""
        return [b for b in self.focus.widgets if b not in self.boxed]

    def extra_height(self, h: int) -> tuple[int, int]:
        """The heights of the coach's box and of the comparison's above the buttons."""
        coach = self.coach.height(h) if self.coach is not None else 0
        compare = self.compare.height(h) if self.compare is not None else 0
        return coach, compare

    def room(self, h: int) -> int:
        """The height the boxes take above the buttons (the coach's, the comparison's)."""
        coach_h, compare_h = self.extra_height(h)
        return coach_h + (compare_h + (6 if coach_h else 0) if compare_h else 0)

    def mark_step(self, d: int) -> None:
        """To the next (previous) decision the coach marked."""
        if self.coach is not None:
            self.go(self.coach.next_mark(self.at, d))

    def exit(self) -> None:
        if self.coach is not None:
            self.coach.cancel()  # closing mid-evaluation never waits for the coach
        super().exit()

    @property
    def animating(self) -> bool:
        # While the coach thinks the shell keeps the frame rate: the progress moves.
        return super().animating or self.preparing or (self.coach is not None and not self.coach.finished)

    @property
    def preparing(self) -> bool:
        """The first picture is being painted, a few pieces a frame, while the last frame of the
        scene this replay was opened over stays on the screen (:meth:`draw` draws nothing
        meanwhile: drawing that scene again, the table and the hand's result under it, cost
        more than the pieces). Painted at once, with the card faces at the replay's sizes and
        its words rendered for the first time, it took 30-90 ms. Opened over nothing (there is
        no frame to keep), the first frame paints it whole."""
        if self._shown_once:
            return False
        scenes = self.stack.scenes
        return self in scenes and scenes.index(self) > 0

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

    def resume(self) -> None:
        self._pictures_key = None  # the settings may have changed (the card faces' colours)
        super().resume()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bh = max(28, min(44, int(h * 0.055)))
        row = self.row()
        n = len(row)
        bw = min(200, (w - 40 - (n - 1) * 8) // n)
        x0 = (w - (n * bw + (n - 1) * 8)) // 2
        for i, widget in enumerate(row):
            widget.rect = pygame.Rect(x0 + i * (bw + 8), h - bh - 12, bw, bh)
        if self.compare is not None:
            self.compare.place(self.compare_box())

    def compare_box(self) -> pygame.Rect:
        """Where the comparison's box is: above the coach's, above the buttons."""
        w, h = self.size
        coach_h, compare_h = self.extra_height(h)
        box = pygame.Rect(12, 0, w - 24, compare_h)
        box.bottom = self.row()[0].rect.y - 8 - (coach_h + 6 if coach_h else 0)
        return box

    def update(self, dt: float, events: list[InputEvent]) -> None:
        super().update(dt, events)
        start = time.perf_counter()
        if self.preparing:
            self._prepare(start + PREPARE_S)
        if not self.steps.complete:
            self.steps.ahead(time.perf_counter() + STEPS_S)
        elif not self.preparing and self._pictures_key is not None:
            self._load_faces(time.perf_counter() + STEPS_S)
        if self.coach is not None and self.coach.poll():
            self.dirty = True
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
        self, surface: pygame.Surface, cards: Sequence[Card], x: int, y: int, cw: int, room: int
    ) -> Iterator[bool]:
        """A row of card faces, a card a piece (a face at a size not drawn before is loaded and
        scaled: a millisecond or more each)."""
        if not cards:
            return
        step = min(cw + 4, max(8, (room - cw) // max(1, len(cards) - 1))) if len(cards) > 1 else 0
        for i, c in enumerate(cards):
            surface.blit(self.ctx.art.face(c, cw), (x + i * step, y))
            yield True

    def _key(self, surface: pygame.Surface) -> tuple[Any, ...]:
        """What the pictures depend on: new ones for another size, language or pixel format."""
        key = (self.size, self.room(self.size[1]), current_language(), surface.get_bitsize())
        if key != self._pictures_key:
            self._spare += [p for p in self._pictures.values() if p.get_size() == self.size]
            self._spare = [p for p in self._spare if p.get_bitsize() == surface.get_bitsize()]
            if self._ahead is not None and self._ahead[1].get_size() == self.size:
                self._spare.append(self._ahead[1])
            self._pictures, self._pictures_key, self._ahead = {}, key, None
        return key

    def _load_faces(self, until: float) -> None:
        """Load card faces ahead until ``until`` (at least one), for the size of the moment."""
        key = self._pictures_key
        assert key is not None
        if self._faces is None or self._faces[0] != key:
            self._faces = (key, self._faces_ahead(key[1]))
        for _face in self._faces[1]:
            if time.perf_counter() >= until:
                return

    def _prepare(self, until: float) -> None:
        """Paint pieces of the first picture until ``until``; drawn once it is whole."""
        surface = pygame.display.get_surface() or pygame.Surface(self.size)  # the pixel format
        coach_h = self._key(surface)[1]
        if len(self._spare) + len(self._pictures) + (self._ahead is not None) < PICTURES:
            self._spare.append(pygame.Surface(self.size, 0, surface))  # this frame's piece
            return
        if self._ahead is None or self._ahead[0] != self.at:
            picture = self._blank(surface)
            self._ahead = (self.at, picture, self._paint(picture, self.at, coach_h))
        at, picture, pieces = self._ahead
        for _piece in pieces:
            if time.perf_counter() >= until:
                return
        self._pictures[at], self._ahead = picture, None
        self._shown_once = True  # whole: the next frame shows it (and the scene is opaque)
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        """The step's picture, drawn once and kept, then the coach's box and the buttons over
        it. In frames that show no new step, the pictures of the steps next to this one are
        drawn ahead, a few pieces a frame, so that stepping costs one copy. Measured with
        ``python -m bench.ui --coach-only``: redrawing every word and card each frame kept a core
        busy next to the coach's process, and a frame that drew a whole step (or drew one ahead)
        came 5-10 ms later than the one before it, past 20 ms."""
        if self.preparing:  # the last frame stays on the screen; update() paints the picture
            return
        w = self.size[0]
        coach_h = self._key(surface)[1]  # the room of the boxes above the buttons
        stepped = self.at != self._shown
        self._shown = self.at
        if self.at not in self._pictures:
            self._pictures[self.at] = self._picture(surface, self.at, coach_h)
        surface.blit(self._pictures[self.at], (0, 0))
        self._shown_once = True
        bottom = self.row()[0].rect.y - 8
        if self.coach is not None:  # the coach's box above the buttons
            box = pygame.Rect(12, 0, w - 24, self.extra_height(self.size[1])[0])
            box.bottom = bottom
            self.coach.draw(surface, box, self.at, len(self.steps), self.names)
        if self.compare is not None:  # the two hands of a challenge's deal, above it
            self.compare.draw(surface, self.compare_box(), self.at, len(self.steps), self.names)
        for i, widget in enumerate(self.focus.widgets):
            widget.draw(surface, focused=i == self.focus.focus)
        if not stepped:
            self._draw_ahead(surface, coach_h, time.perf_counter() + AHEAD_S)

    def _draw_ahead(self, surface: pygame.Surface, coach_h: int, until: float) -> None:
        """Pieces of the picture of a step next to this one, until ``until`` (three pictures
        kept at most)."""
        near = [a for a in (self.at + 1, self.at - 1) if 0 <= a < len(self.steps)]
        for kept in list(self._pictures):
            if kept != self.at and kept not in near:
                self._spare.append(self._pictures.pop(kept))
        if self._ahead is None or self._ahead[0] not in near:
            todo = next((a for a in near if a not in self._pictures), None)
            if todo is None:
                self._ahead = None
                return
            picture = self._blank(surface)
            self._ahead = (todo, picture, self._paint(picture, todo, coach_h))
        at, picture, pieces = self._ahead
        for _piece in pieces:
            if time.perf_counter() >= until:
                return
        self._pictures[at] = picture  # done
        self._ahead = None

    def _blank(self, surface: pygame.Surface) -> pygame.Surface:
        """A surface for a step's picture: one let go of before, if any (a new one of a whole
        window is 4 ms of fresh memory; the cloth covers every pixel of an old one)."""
        return self._spare.pop() if self._spare else pygame.Surface(self.size, 0, surface)

    def _picture(self, surface: pygame.Surface, at: int, coach_h: int) -> pygame.Surface:
        """The whole picture of step ``at`` (finishing the one drawn ahead, if it is this)."""
        if self._ahead is not None and self._ahead[0] == at:
            _at, picture, pieces = self._ahead
            self._ahead = None
        else:
            picture = self._blank(surface)
            pieces = self._paint(picture, at, coach_h)
        for _piece in pieces:
            pass
        return picture

    def _places(self, coach_h: int) -> tuple[int, int, int, int, int, int]:
        """Where a step's picture puts things: the seats' rows' top and bottom, the width of
        their column, a row's height, and the card widths of the hands and of the trick. The
        trick's cards are laid out for a card from every seat from its first card on (each
        card one size through the replay: a face at a new size is loaded and scaled)."""
        h = self.size[1]
        title = max(16, int(h * 0.035))
        top = int(8 + title * 3)
        bottom = self.row()[0].rect.y - 8
        if coach_h:  # room for the coach's box (and the comparison's) above the buttons
            bottom -= coach_h + 6
        left_w = int(self.size[0] * 0.64)
        seats = len(self.steps[0].views)
        row = (bottom - top) // seats
        cw = max(24, min(64, int(row * 0.62)))
        panel_w = self.size[0] - left_w - 20
        tw = max(28, min(90, (panel_w - 20) // max(3, seats) - 6))
        return top, bottom, left_w, row, cw, tw

    def _faces_ahead(self, coach_h: int) -> Iterator[bool]:
        """Every card's faces at the replay's sizes, loaded a piece at a time once the steps are
        all worked out: the pictures drawn ahead then only copy them."""
        _top, _bottom, _left, _row, cw, tw = self._places(coach_h)
        cards: set[Card] = set()
        for step in self.steps:
            for view in step.views:
                cards.update(view.hand)
        for card in sorted(cards):
            for width in (cw, tw):
                self.ctx.art.face(card, width)
                yield True

    def _paint(self, surface: pygame.Surface, at: int, coach_h: int) -> Iterator[bool]:
        """Everything of step ``at`` but the coach's box and the buttons, a piece at a time
        (each ``yield`` ends a piece)."""
        w, h = self.size
        step = self.steps[at]
        cloth = felt(self.ctx.assets, w, h)
        band = max(1, -(-h // FELT_BANDS))  # the cloth in bands: a whole one is a 3-5 ms copy
        for y in range(0, h, band):
            surface.blit(cloth, (0, y), pygame.Rect(0, y, w, band))
            yield True
        v0 = step.views[0]
        title = max(16, int(h * 0.035))
        theme.text(
            surface,
            _("Replay · step {at} of {last}").format(at=at, last=len(self.steps) - 1),
            title,
            (w / 2, 8),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="midtop",
        )
        theme.text(
            surface,
            describe(step, self.names, self.words),
            title,
            (w / 2, 8 + title * 1.4),
            theme.CREAM,
            anchor="midtop",
            max_width=w - 40,
        )
        yield True
        top, bottom, left_w, row, cw, tw = self._places(coach_h)
        size = max(11, min(18, row // 4))
        for s, view in enumerate(step.views):
            y = top + s * row
            tag, count = self.words.seat_lines(step.views, s)
            acted = step.seat == s
            theme.text(
                surface, self.names[s], size, (12, y + 2), theme.HILITE if acted else theme.CREAM, bold=acted
            )
            yield True
            if tag:
                theme.text(surface, tag, size - 2, (12, y + 2 + size * 1.3), theme.GOLD_LIGHT)
            theme.text(surface, count, size - 2, (12, y + 2 + size * 2.5), theme.DIM)
            yield True
            yield from self._cards(surface, view.hand, 110, y + 2, cw, left_w - 110)
        # The middle: the auction so far, the contract, the trick on the table.
        panel = pygame.Rect(left_w + 10, top, w - left_w - 20, bottom - top)
        theme.panel(surface, panel, 190)
        yield True
        lines = self.words.lines(v0, self.names)
        for i, line in enumerate(lines):
            theme.text(
                surface,
                line,
                size,
                (panel.x + 10, panel.y + 8 + i * size * 1.4),
                theme.CREAM,
                max_width=panel.w - 20,
            )
            yield True
        y = int(panel.y + 16 + len(lines) * size * 1.4)
        auction = self.words.auction(v0)
        if auction is not None:  # the auction so far
            for i, (seat, said) in enumerate(auction[-12:]):
                cy = int(y + i * size * 1.4)
                theme.text(surface, self.names[seat], size, (panel.x + 10, cy), theme.CREAM)
                theme.text(surface, said, size, (panel.right - 10, cy), theme.GOLD_LIGHT, anchor="topright")
                yield True
        elif v0.trick or v0.tricks:  # the trick on the table, or the one just finished (a game
            finished = not v0.trick  # with no auction has neither before its first card)
            trick = v0.tricks[-1].cards if finished else v0.trick
            seats = v0.tricks[-1].seats if finished else v0.trick_seats
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
                yield True
            if finished:
                theme.text(
                    surface,
                    self.words.trick_done(v0.tricks[-1], self.names),
                    size,
                    (panel.x + 10, int(y + tw * 1.45 + size * 2)),
                    theme.GOLD_LIGHT,
                    max_width=panel.w - 20,
                )
        outcome = self.words.result(v0)
        if outcome is not None:
            said, made = outcome
            theme.text(
                surface,
                said,
                size,
                (panel.centerx, panel.bottom - 10),
                theme.GOOD if made else theme.BAD,
                anchor="midbottom",
                max_width=panel.w - 20,
            )
