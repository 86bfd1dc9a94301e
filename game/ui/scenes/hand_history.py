"""Past hands: the hands the archive keeps (:mod:`..hand_archive`), newest first, one line each
with its date, game, rules, contract, result and the player's chips. A hand opens in the
replay (Enter or a double click), with the coach on the player's own seat where the game has a
coach (C), and is exported to a file in a folder the screen names (E). A hand file dropped on
the window opens the same way (and is kept in the list). A damaged or foreign file gets its
own line and the reason, never a crash or a wait: files are read through the guarded reader,
a few lines a frame, so a long list never freezes the window.

Opened from the title, from a hand's result and by a file dropped on the window anywhere.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.rules.games import GameSpec, spec_for_format
from game.rules.i18n import N_, _, ngettext
from game.rules.rules_summary import rules_title

from .. import routes, theme
from ..backdrop import felt
from ..context import Context
from ..game_choice import preset_words
from ..hand_archive import (
    ArchivedHand,
    HandArchive,
    ImportRefused,
    KeptHand,
    export_folder,
    read_kept,
    unique_target,
)
from ..input import FileDrop, InputEvent, KeyPress, PointerDown, PointerMove, PointerUp, Wheel
from ..scene import Scene
from ..scroll_list import ScrollList
from ..storage_health import reason_of, reason_words
from ..table.controller import seat_names
from ..table.presenters import presenter_for
from ..widgets import Button

FRAME_BUDGET = 0.012  # seconds a frame spends reading lines: a long list fills in, never a freeze


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the list: what the kept hand was, or why it cannot be opened."""

    when: str
    game: str = ""
    rules: str = ""
    contract: str = ""
    result: str = ""
    chips: str = ""
    made: bool | None = None  # None: thrown in (or no result)
    error: str = ""  # the file cannot be opened: why


def rules_words(spec: GameSpec[Any], rules: Any) -> str:
    """The preset the rules are closest to, and how many house rules differ from it (the
    player count aside: it is the table's, not a house rule)."""
    data = rules.to_json()

    def changed(name: str) -> int:
        ref = spec.presets[name].to_json()
        return sum(1 for k, v in data.items() if k != "players" and ref.get(k) != v)

    best = min(spec.presets, key=changed)
    return rules_title(preset_words(spec.name, best), changed(best))


def coachable(kept: KeptHand) -> bool:
    """The game has a coach for this hand and the player's seat is known."""
    from game.ai.coaching import coachable as game_coachable

    return game_coachable(kept.record, kept.seat)


def describe(kept: KeptHand, when: str) -> Line:
    """The list's line of a hand that opened (words through the game's own face)."""
    spec = spec_for_format(kept.record.get("format"))
    hand = kept.hand
    players = hand.rules.players
    names = seat_names(kept.names) if kept.names else [_("Seat {n}").format(n=i + 1) for i in range(players)]
    words = presenter_for(spec.name, [], None).face.replay
    view = hand.view(0)
    outcome = words.result(view)
    made = None if outcome is None else outcome[1]
    result = _("thrown in") if made is None else _("made") if made else _("failed")
    settled = spec.settle(hand)
    chips = "—"
    if kept.seat is not None:
        chips = f"{settled.payments[kept.seat]:+d}" if settled is not None else "0"
    rules = rules_words(spec, hand.rules)
    if kept.challenge is not None:  # a challenge's deal: its code says which
        rules = _("Challenge {code}, deal {deal}").format(code=kept.challenge.code, deal=kept.challenge.deal)
    return Line(
        when,
        _(spec.title),
        rules,
        words.contract(view, names),
        result,
        chips,
        made,
    )


class HandHistoryScene(Scene):
    title = N_("Past hands")

    def __init__(
        self,
        ctx: Context,
        archive: HandArchive | None = None,
        exports: Path | None = None,
        dropped: str | None = None,
    ) -> None:
        """``archive``: the match flow's (none: hands are not kept in this session);
        ``exports``: where exports go (default: :func:`export_folder`); ``dropped``: a file
        dropped on the window, opened as soon as the list shows."""
        super().__init__(ctx)
        self.archive = archive if archive is not None else ctx.matches.archive
        folder = self.archive.folder.parent if self.archive is not None else Path.cwd()
        self.exports = exports if exports is not None else export_folder(folder)
        self.dropped = dropped
        # The coach's budget by game (its coach's own type; a game not named: the coach's full
        # budget): screenshots and tests ask for less.
        self.coach_budgets: dict[str, Any] = {}
        self.items: list[ArchivedHand] = []
        self.lines: dict[Path, Line] = {}
        self._columns: tuple[object, list[tuple[str, float]]] = (None, [])  # measured for, columns
        self.coached: dict[Path, bool] = {}  # asked for the selected line only (it costs a replay)
        self.selected = 0
        self.list = ScrollList()
        self.message = ""
        self.message_colour = theme.GOLD_LIGHT
        self.open_button = Button("", self.open_replay, key="enter")
        self.coach_button = Button("", self.open_review, key="c")
        self.export_button = Button("", self.export, key="e")
        self.back_button = Button("", self.back, key="escape")
        self.buttons = [self.open_button, self.coach_button, self.export_button, self.back_button]
        self.refresh()

    # -- the list -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the folder again (the lines already read stay)."""
        self.items = self.archive.hands() if self.archive is not None else []
        self.selected = max(0, min(self.selected, len(self.items) - 1))
        self.dirty = True

    def line(self, item: ArchivedHand) -> Line | None:
        return self.lines.get(item.path)

    def read_line(self, item: ArchivedHand) -> Line:
        """Open ``item`` and describe it, or say why it cannot be opened (never raises)."""
        assert self.archive is not None
        try:
            line = describe(self.archive.open(item), item.title)
        except ImportRefused as exc:
            line = Line(item.title, item.game, error=str(exc))
        except Exception as exc:  # a record the engine took but words cannot show: said
            line = Line(
                item.title, item.game, error=_("This hand cannot be shown: {reason}").format(reason=exc)
            )
        self.lines[item.path] = line
        return line

    def fill(self, budget: float = FRAME_BUDGET) -> None:
        """Read lines not read yet, those on screen and the selected first, for ``budget``
        seconds (one line at least)."""
        todo = [i for i in self.items if i.path not in self.lines]
        if not todo:
            return
        first, last = self.visible_range()
        ahead = [self.items[k] for k in [self.selected, *range(first, last)] if 0 <= k < len(self.items)]
        end = time.perf_counter() + budget
        for item in [*dict.fromkeys(i for i in ahead if i.path not in self.lines), *todo]:
            if item.path not in self.lines:
                self.read_line(item)
            if time.perf_counter() >= end:
                break
        self.dirty = True

    @property
    def pending(self) -> bool:
        return any(i.path not in self.lines for i in self.items)

    @property
    def animating(self) -> bool:
        return super().animating or self.pending

    def current(self) -> ArchivedHand | None:
        return self.items[self.selected] if 0 <= self.selected < len(self.items) else None

    def current_line(self) -> Line | None:
        item = self.current()
        if item is None:
            return None
        return self.line(item) or self.read_line(item)

    def select(self, i: int) -> None:
        if not self.items:
            return
        self.selected = max(0, min(len(self.items) - 1, i))
        top = self.selected * self.row_h
        self.list.show_span(top, top + self.row_h)
        self.dirty = True

    def visible_range(self) -> tuple[int, int]:
        first = int(self.list.offset // max(1, self.row_h))
        return first, first + self.list.rect.h // max(1, self.row_h) + 2

    # -- actions --------------------------------------------------------------------------

    def open_current(self) -> KeptHand | None:
        """The selected hand, opened; None (and the reason shown) if it cannot be."""
        item = self.current()
        if item is None or self.archive is None:
            return None
        try:
            return self.archive.open(item)
        except ImportRefused as exc:
            self.say(str(exc), theme.BAD)
            self.lines[item.path] = Line(item.title, item.game, error=str(exc))
            return None

    def open_replay(self) -> None:
        kept = self.open_current()
        if kept is not None:
            self.show(kept)

    def show(self, kept: KeptHand, coach: bool = False) -> None:
        panel = None
        if coach and kept.seat is not None:
            from ..coach_panel import CoachPanel, coach_kind

            kind = coach_kind(self.ctx.executor)
            budget = self.coach_budgets.get(spec_for_format(kept.record.get("format")).name)
            panel = CoachPanel.start(kept.record, kept.seat, kind, budget)
        self.ctx.router.push(routes.Replay(kept.record, kept.names, coach=panel))

    def open_review(self) -> None:
        if not self.can_coach():
            return
        kept = self.open_current()
        if kept is not None:
            self.show(kept, coach=True)

    def can_coach(self) -> bool:
        """The selected hand opens and its game's coach can review the player's seat."""
        item, line = self.current(), self.current_line()
        if item is None or line is None or line.error or self.archive is None:
            return False
        if item.path not in self.coached:
            try:
                self.coached[item.path] = coachable(self.archive.open(item))
            except ImportRefused:
                self.coached[item.path] = False
        return self.coached[item.path]

    def export(self) -> None:
        item = self.current()
        kept = self.open_current()
        if item is None or kept is None or self.archive is None:
            return
        stem = f"hand-{item.when}-{spec_for_format(kept.record.get('format')).name}"
        try:
            self.exports.mkdir(parents=True, exist_ok=True)
            target = unique_target(self.exports, stem)
            self.archive.export(kept, target)
        except OSError as exc:
            said = _("The hand was not exported. {reason} Folder: {folder}")
            self.say(said.format(reason=reason_words(reason_of(exc)), folder=self.exports), theme.BAD)
            return
        self.say(
            _("Exported as {file} in {folder}").format(file=target.name, folder=self.exports), theme.GOOD
        )

    def open_file(self, path: str) -> None:
        """A hand file the player dropped: checked, kept in the list, shown in the replay."""
        source = Path(path)
        try:
            kept = self.archive.import_kept(source) if self.archive is not None else read_kept(source)
        except ImportRefused as exc:
            self.say(_("{file}: {reason}").format(file=source.name, reason=exc), theme.BAD)
            return
        self.refresh()
        self.say(_("Opened {file}").format(file=source.name), theme.GOOD)
        self.show(kept)

    def say(self, text: str, colour: tuple[int, int, int]) -> None:
        self.message, self.message_colour = text, colour
        self.dirty = True

    def back(self) -> None:
        if len(self.stack.scenes) > 1:
            self.stack.pop()

    # -- lifecycle and input ---------------------------------------------------------------

    def enter(self) -> None:
        super().enter()
        if self.dropped is not None:
            path, self.dropped = self.dropped, None
            self.open_file(path)

    def resume(self) -> None:
        self.refresh()
        super().resume()

    def update(self, dt: float, events: list[InputEvent]) -> None:
        super().update(dt, [])
        for e in events:
            if self.stack.top is not self:
                return
            self.handle(e)
        if self.stack.top is self:
            self.fill()

    def handle(self, e: InputEvent) -> None:
        self.dirty = True
        if isinstance(e, FileDrop):
            self.open_file(e.path)
            return
        for b in self.buttons:
            if b.handle(e):
                return
        keys = {"up": -1, "down": 1}
        if isinstance(e, KeyPress):
            if e.key in keys:
                self.select(self.selected + keys[e.key])
            elif e.key in ("pageup", "pagedown"):
                page = max(1, self.list.rect.h // max(1, self.row_h) - 1)
                self.select(self.selected + (page if e.key == "pagedown" else -page))
            elif e.key == "home":
                self.select(0)
            elif e.key == "end":
                self.select(len(self.items) - 1)
        elif isinstance(e, Wheel):
            self.list.scroll_by(-e.dy * self.row_h * 3)
        elif isinstance(e, PointerDown) and e.button == 1:
            i = self.row_at(e.pos)
            if e.clicks == 2 and i >= 0 and i == self.selected:
                self.list.pointer_up()
                self.open_replay()
                return
            self.list.pointer_down(e.pos)
        elif isinstance(e, PointerMove):
            self.list.pointer_move(e.pos, e.buttons[0])
        elif isinstance(e, PointerUp) and e.button == 1:
            start = self.list.pointer_up()
            if start is not None and (i := self.row_at(e.pos)) >= 0 and self.row_at(start) == i:
                self.select(i)

    def row_at(self, pos: tuple[float, float]) -> int:
        return self.list.row_at(pos, [(k * self.row_h, self.row_h) for k in range(len(self.items))])

    # -- layout and drawing ----------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.fs = max(12, min(18, h // 40))
        self.row_h = int(self.fs * 1.9)
        bh = max(28, min(44, int(h * 0.055)))
        n, gap = len(self.buttons), 8
        bw = min(220, (w - 40 - (n - 1) * gap) // n)
        x0 = (w - (n * bw + (n - 1) * gap)) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x0 + i * (bw + gap), h - bh - 12, bw, bh)
        self.open_button.label = _("Replay")
        self.coach_button.label = _("Review with the coach")
        self.export_button.label = _("Export")
        self.back_button.label = _("Back")
        self.title_size = max(24, int(h * 0.06))
        self.sub_y = 12 + int(self.title_size * 1.3)
        self.head_y = self.sub_y + int(self.fs * 2.4)
        top = self.head_y + int(self.fs * 1.6)
        bottom = h - bh - 24 - int(self.fs * 1.8)
        self.list.rect = pygame.Rect(20, top, w - 40, max(self.row_h, bottom - top))
        self.list.content_h = len(self.items) * self.row_h
        self.list.clamp()

    def columns(self) -> list[tuple[str, float]]:
        """Each column's heading and where it starts (a share of the list's width): each as
        wide as its widest words (the lines read so far), the room left shared out, so that
        "Pagat with a joker + 1 house rule" is not shrunk while Chips has room to spare."""
        heads = (_("Date"), _("Game"), _("Rules"), _("Contract"), _("Result"), _("Chips"))
        key = (heads, self.fs, self.list.rect.w, len(self.lines))
        if self._columns[0] != key:
            font = theme.font(self.fs)
            need = [font.size(h)[0] for h in heads]
            for line in self.lines.values():
                if not line.error:
                    cells = (line.when, line.game, line.rules, line.contract, line.result, line.chips)
                    need = [max(n, font.size(c)[0]) for n, c in zip(need, cells, strict=True)]
            inner = max(1, self.list.rect.w - 24)
            need = [n + 12 for n in need]  # a cell's text ends 12 px before the next
            scale = inner / sum(need)  # the room left (or missing) shared in proportion
            starts, at = [], 0.0
            for n in need:
                starts.append(at / inner)
                at += n * scale
            self._columns = (key, list(zip(heads, starts, strict=True)))
        return self._columns[1]

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        self.list.content_h = len(self.items) * self.row_h
        self.list.clamp()
        surface.blit(felt(self.ctx.assets, w, h), (0, 0))
        theme.text(
            surface,
            _(self.title),
            self.title_size,
            (w / 2, 12),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="midtop",
            shadow=True,
        )
        theme.text(
            surface,
            self.where(),
            self.fs,
            (w / 2, self.sub_y),
            theme.DIM,
            anchor="midtop",
            max_width=w - 40,
        )
        lr = self.list.rect
        theme.panel(surface, lr.inflate(8, int(self.fs * 3.6)).move(0, -int(self.fs * 0.8)), 215)
        cols = self.columns()
        inner = lr.w - 24
        for k, (name, at) in enumerate(cols):
            right = cols[k + 1][1] if k + 1 < len(cols) else 1.0
            theme.text(
                surface,
                name,
                self.fs,
                (lr.x + 8 + at * inner, self.head_y),
                theme.GOLD,
                bold=True,
                max_width=int((right - at) * inner) - 8,
            )
        if not self.items:
            empty = (
                _("Past hands are not kept in this session.")
                if self.archive is None
                else _("No hands kept yet: finish a hand and it is kept here.")
            )
            theme.text(surface, empty, self.fs, lr.center, theme.DIM, anchor="center", max_width=lr.w - 24)
        clip = surface.get_clip()
        surface.set_clip(lr)
        first, last = self.visible_range()
        for k in range(max(0, first), min(len(self.items), last)):
            self.draw_line(surface, k, inner)
        surface.set_clip(clip)
        self.list.draw_scrollbar(surface)
        line = self.current_line()
        self.coach_button.enabled = self.can_coach()
        self.open_button.enabled = self.export_button.enabled = line is not None and not line.error
        hint = self.message or _("Drop a hand file on the window to open it.")
        colour = self.message_colour if self.message else theme.DIM
        y = self.buttons[0].rect.y - int(self.fs * 1.5)
        theme.text(surface, hint, self.fs, (w / 2, y), colour, anchor="midtop", max_width=w - 40)
        for b in self.buttons:
            b.draw(surface)

    def where(self) -> str:
        if self.archive is None:
            return _("Past hands are not kept in this session.")
        n = len(self.items)
        kept = ngettext("{n} hand kept", "{n} hands kept", n).format(n=n)
        return _("{kept} (the newest {keep}) · Exports go to {folder}").format(
            kept=kept, keep=self.archive.keep, folder=self.exports
        )

    def draw_line(self, surface: pygame.Surface, k: int, inner: int) -> None:
        lr = self.list.rect
        y = self.list.screen_y(k * self.row_h)
        row = pygame.Rect(lr.x, y, lr.w - 16, self.row_h)
        if k == self.selected:
            pygame.draw.rect(surface, (60, 110, 80), row, border_radius=6)
            pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=6)
        item = self.items[k]
        line = self.line(item)
        ty = y + (self.row_h - self.fs) // 2 - 1
        cols = self.columns()

        def cell(i: int, text: str, colour: tuple[int, int, int], span: int = 1) -> None:
            at = cols[i][1]
            right = cols[i + span][1] if i + span < len(cols) else 1.0
            theme.text(
                surface,
                text,
                self.fs,
                (lr.x + 8 + at * inner, ty),
                colour,
                max_width=int((right - at) * inner) - 8,
            )

        cell(0, item.title, theme.CREAM)
        if line is None:
            cell(1, "…", theme.DIM)
            return
        if line.error:
            cell(1, line.error, theme.BAD, span=5)
            return
        cell(1, line.game, theme.CREAM)
        cell(2, line.rules, theme.CREAM)
        cell(3, line.contract, theme.CREAM)
        result_colour = theme.DIM if line.made is None else theme.GOOD if line.made else theme.BAD
        cell(4, line.result, result_colour)
        chips_colour = theme.GOOD if line.chips.startswith("+") and line.chips != "+0" else theme.CREAM
        if line.chips.startswith("-"):
            chips_colour = theme.BAD
        cell(5, line.chips, chips_colour)


def open_dropped(ctx: Context, path: str) -> None:
    """A file dropped on the window, whatever shows: the list opens it (over the scene shown;
    Back returns there), or the list already shown does."""
    top = ctx.stack.top
    if isinstance(top, HandHistoryScene):
        top.open_file(path)
    else:
        ctx.router.push(routes.HandHistory(dropped=path))
