"""A challenge's end: every deal, the player's chips against Hard's on the same cards, the totals,
and won, drawn or lost against Hard in a sentence (:meth:`game.challenge.Summary.words`). Hard
may still be playing the last deals: the screen says so and fills in as its results arrive
(the challenge is counted in the statistics once they are all in; until then its save keeps
it, and Continue comes back here). A deal's row opens the replay of both hands; the code is
copied to pass the challenge on; Try again plays the same deals once more (a daily
challenge's second try is practice)."""

from __future__ import annotations

import pygame

from game.challenge import DealComparison, Outcome
from game.rules.i18n import N_, _, ngettext, pgettext

from .. import clipboard, routes, theme
from ..backdrop import felt
from ..challenge_compare import HARD, HandsCompared
from ..challenge_session import ChallengeSession
from ..challenge_words import chips_words, outcome_words
from ..context import Context
from ..input import InputEvent, KeyPress, PointerDown
from ..scene import Scene
from ..widgets import Button, FocusList, Widget, even_labels


def mark(d: DealComparison) -> str:
    return "▲" if d.margin > 0 else "▼" if d.margin < 0 else "="


class ChallengeSummaryScene(Scene):
    title = N_("Challenge over")

    def __init__(self, ctx: Context, session: ChallengeSession) -> None:
        super().__init__(ctx)
        self.session = session
        self.selected = 0  # the deal whose hands Replay opens
        self.rows: list[pygame.Rect] = []  # where each deal's row was drawn (a click picks it)
        self.seen = -1
        self.message = ""
        self.message_colour = theme.GOLD_LIGHT
        self.focus = FocusList(self.build())

    def build(self) -> list[Widget]:
        self.replay_button = Button(_("Replay both hands"), self.open_replay, key="r")
        self.copy_button = Button(_("Copy code"), self.copy)
        self.again_button = Button(_("Try again"), self.again)
        self.title_button = Button(_("Title"), self.to_title, key="escape")
        return [self.title_button, self.replay_button, self.copy_button, self.again_button]

    def language_changed(self) -> None:
        self.focus = FocusList(self.build())
        super().language_changed()

    # -- what it does ---------------------------------------------------------------------

    def open_replay(self) -> None:
        compare = HandsCompared(self.session, self.selected)
        self.ctx.router.push(routes.Replay(compare.record, compare.names(), compare=compare))

    def copy(self) -> None:
        code = self.session.code
        if clipboard.copy(code):
            self.message, self.message_colour = _("Copied: {code}").format(code=code), theme.GOLD_LIGHT
        else:
            self.message, self.message_colour = (
                _("There is no clipboard here: write the code down."),
                theme.BAD,
            )
        self.dirty = True

    def again(self) -> None:
        """The same deals once more, a new try (only once this one is counted: its save goes)."""
        if self.session.complete:
            self.ctx.challenges.start(self.session.challenge, self.session.daily)

    def to_title(self) -> None:
        self.ctx.router.go(routes.Title())

    # -- input and the frame --------------------------------------------------------------

    def update(self, dt: float, events: list[InputEvent]) -> None:
        flow = self.ctx.challenges
        flow.poll()
        if flow.version != self.seen:  # Hard's results may have come
            self.seen = flow.version
            self.again_button.enabled = self.session.complete
            self.dirty = True
        super().update(dt, events)

    def handle(self, e: InputEvent) -> None:
        if isinstance(e, KeyPress) and e.key == "ctrl+c":
            self.copy()
            return
        if isinstance(e, PointerDown):
            for i, r in enumerate(self.rows):
                if r.collidepoint(e.pos):
                    self.selected = i
                    self.dirty = True
                    if e.clicks > 1:
                        self.open_replay()
                    return
        if isinstance(e, KeyPress) and e.key in ("up", "down") and self.rows:
            step = -1 if e.key == "up" else 1
            self.selected = (self.selected + step) % len(self.rows)
            self.dirty = True
            return
        if isinstance(e, KeyPress) and e.key == "enter":
            widget = self.focus.widgets[self.focus.focus]
            if isinstance(widget, Button) and widget.enabled:
                widget.on_click()
            return
        if self.focus.handle(e):
            self.dirty = True

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bh = max(30, min(46, int(h * 0.058)))
        row = [b for b in self.focus.widgets if isinstance(b, Button)]
        bw = min(240, (w - 40 - 8 * (len(row) - 1)) // len(row))
        x0 = (w - (len(row) * bw + 8 * (len(row) - 1))) // 2
        for i, b in enumerate(row):
            b.rect = pygame.Rect(x0 + i * (bw + 8), h - bh - 16, bw, bh)
        even_labels(row)

    # -- drawing --------------------------------------------------------------------------

    def heading(self) -> tuple[str, str, tuple[int, int, int]]:
        """The heading, the sentence under it and its colour."""
        s = self.session
        summary = s.summary()
        if not s.complete and self.ctx.challenges.error:
            return (
                _("Hard could not finish"),
                _("Hard stopped: {reason}. Continue the challenge from the title to try again.").format(
                    reason=self.ctx.challenges.error
                ),
                theme.BAD,
            )
        if not s.complete:
            waiting = [i + 1 for i in range(s.challenge.deals) if i not in s.par]
            return (
                _("Hard is still playing"),
                ngettext(
                    "Hard is finishing deal {deals}: the result comes when it is done.",
                    "Hard is finishing deals {deals}: the result comes when they are done.",
                    len(waiting),
                ).format(deals=", ".join(str(n) for n in waiting)),
                theme.GOLD_LIGHT,
            )
        tone = {Outcome.WON: theme.GOOD, Outcome.LOST: theme.BAD}.get(summary.outcome, theme.GOLD_LIGHT)
        return outcome_words(summary.outcome), summary.words(), tone

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(felt(self.ctx.assets, w, h), (0, 0))
        s = self.session
        head, line, tone = self.heading()
        big = max(26, int(h * 0.065))
        theme.text(
            surface,
            head,
            big,
            (w / 2, h * 0.07),
            tone,
            bold=True,
            anchor="center",
            shadow=True,
            max_width=w - 40,
        )
        size = max(13, int(h * 0.027))
        theme.text(
            surface,
            line,
            size + 2,
            (w / 2, h * 0.07 + big * 0.8),
            theme.CREAM,
            anchor="midtop",
            max_width=w - 40,
        )
        about = _("Code {code} · {game}").format(code=s.code, game=_(s.challenge.spec.title))
        if s.daily is not None:
            kept = (
                _("practice: your first try is the day's result")
                if s.daily_practice
                else _("the day's result")
            )
            about += " · " + _("today's challenge ({date}), {kept}").format(
                date=s.daily.isoformat(), kept=kept
            )
        theme.text(
            surface,
            about,
            size,
            (w / 2, h * 0.07 + big * 0.8 + size * 1.9),
            theme.DIM,
            anchor="midtop",
            max_width=w - 40,
        )
        self.draw_table(surface, size)
        if self.message:
            theme.text(
                surface,
                self.message,
                size,
                (w / 2, self.focus.widgets[0].rect.y - size * 1.6),
                self.message_colour,
                anchor="midtop",
                max_width=w - 40,
            )
        for i, b in enumerate(self.focus.widgets):
            b.draw(surface, focused=i == self.focus.focus)

    def draw_table(self, surface: pygame.Surface, size: int) -> None:
        """A row a deal (you, Hard, who did better), then the totals."""
        w, h = self.size
        s = self.session
        top = int(h * 0.07 + max(26, int(h * 0.065)) * 0.8 + size * 4)
        bottom = self.focus.widgets[0].rect.y - size * 2.5
        n = s.challenge.deals
        step = max(size + 4, min(int(size * 1.9), int((bottom - top) / (n + 2.2))))
        size = min(size, int(step / 1.45))
        box = pygame.Rect(0, top - 6, min(w - 40, 760), int(step * (n + 2) + 12))
        box.centerx = w // 2
        theme.panel(surface, box, 190)
        cols = (box.x + 20, box.x + int(box.w * 0.5), box.x + int(box.w * 0.75), box.right - 20)
        y = top
        for x, text, anchor in zip(
            cols,
            (pgettext("challenge column", "Deal"), _("You"), _(HARD), _("Better?")),
            ("topleft", "topright", "topright", "topright"),
            strict=True,
        ):
            theme.text(surface, text, size, (x, y), theme.GOLD_LIGHT, bold=True, anchor=anchor)
        y += step
        self.rows = []
        compared = {d.index: d for d in s.summary().deals}
        for i in range(n):
            row = pygame.Rect(box.x + 6, y - 3, box.w - 12, step)
            self.rows.append(row)
            if i == self.selected:
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=6)
            mine, hard = s.mine(i), s.par.get(i)
            cells = (
                _("Deal {n}").format(n=i + 1),
                chips_words(mine.chips) if mine is not None else "—",
                chips_words(hard.chips) if hard is not None else _("playing…"),
                mark(compared[i]) if i in compared else "",
            )
            tone = theme.CREAM
            if i in compared and compared[i].margin:
                tone = theme.GOOD if compared[i].margin > 0 else theme.BAD
            anchors = ("topleft", "topright", "topright", "topright")
            for x, text, anchor, colour in zip(cols, cells, anchors, (*[theme.CREAM] * 3, tone), strict=True):
                theme.text(surface, text, size, (x, y), colour, anchor=anchor)
            y += step
        summary = s.summary()
        pygame.draw.line(surface, theme.GOLD, (box.x + 12, y - 4), (box.right - 12, y - 4), 1)
        totals = (_("Total"), chips_words(summary.player), chips_words(summary.hard), "")
        for x, text, anchor in zip(
            cols, totals, ("topleft", "topright", "topright", "topright"), strict=True
        ):
            theme.text(surface, text, size, (x, y), theme.WHITE, bold=True, anchor=anchor)
        hint = _("Pick a deal (↑ ↓ or a click), then Replay both hands (R): yours, then Hard's.")
        theme.text(
            surface, hint, size, (w / 2, box.bottom + size), theme.DIM, anchor="midtop", max_width=w - 40
        )
