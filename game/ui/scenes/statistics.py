"""Statistics across matches, one game at a time (all its rule sets, or one preset) and per player
count: the numbers, chips over time and the made rate by bid level, and a reset that asks first.
Opened from the title, on the game of the hand recorded last (none yet: the game chosen for a
new game).

Reading never waits on the UI thread: a file locked by another program is read in the
background (the screen says it is waiting) and the numbers come on a later frame. The file is
read once per choice of filters, and the picture (the panels, the numbers, the charts) drawn
once per reading, window size and language: a frame only puts it on the screen and draws the
widgets over it, however many hands the file holds."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

import pygame

from game.rules.games import GAMES, game_spec
from game.rules.i18n import N_, _, ngettext

from .. import charts, routes, theme
from ..backdrop import felt
from ..context import Context
from ..game_choice import chosen_game, game_words, preset_words
from ..input import InputEvent, KeyPress
from ..scene import WORK_POLL, Scene
from ..statistics import StatsProblem, StatsStore, StatsView, Status, Summary
from ..statistics_rows import EMPTY, ChallengeSummary
from ..storage_notice import wrap_path
from ..widgets import Button, Chooser, FocusList, wrap_text


def percent(x: float | None) -> str:
    return "—" if x is None else f"{x:.0%}"


def signed(n: int | None) -> str:
    return "—" if n is None else f"{n:+d}"


# The words for the roles of a game whose spec names none (GameSpec.stats_words): a bidder and
# the opponents, with no partner.
ROLE_WORDS = {
    "times_declarer": N_("Times bidder"),
    "declarer_made": N_("Contracts made as bidder"),
    "mean_bid": N_("Mean bid as bidder"),
    "defence": N_("Contracts beaten as an opponent"),
    "never_declarer": N_("You have not been the bidder yet"),
}


def role_words(game: str) -> dict[str, str]:
    """The game's words for its roles, translated (``times_partner`` only for a game with a
    partner)."""
    return {key: _(text) for key, text in {**ROLE_WORDS, **game_spec(game).stats_words}.items()}


def summary_lines(s: Summary, words: dict[str, str]) -> list[tuple[str, str]]:
    """(what, value) rows for the screen (every value checked when it was read), in the game's
    ``words`` (:func:`role_words`)."""
    if not s.hands:
        return []
    partner = [(words["times_partner"], str(s.times_partner))] if "times_partner" in words else []
    return [
        (_("Hands played"), str(s.hands)),
        (_("Matches"), str(s.matches)),
        (_("Chips per hand"), f"{s.chips_per_hand:+.2f}"),
        (words["times_declarer"], str(s.times_declarer)),
        (words["declarer_made"], f"{s.declarer_made} ({percent(s.made_rate)})"),
        (words["mean_bid"], "—" if s.mean_bid is None else f"{s.mean_bid:.1f}"),
        *partner,
        (words["defence"], f"{s.defence_won} / {s.defended} ({percent(s.defence_rate)})"),
        (_("Best match"), signed(s.best_match)),
        (_("Worst match"), signed(s.worst_match)),
    ]


def challenge_lines(c: ChallengeSummary) -> list[tuple[str, str]]:
    """(what, value) rows of the challenges against Hard (apart from the matches' figures)."""
    if not c.played:
        return []
    mean = c.mean_margin
    return [
        (_("Challenges against Hard"), str(c.played)),
        (_("Won / drawn / lost against Hard"), f"{c.won} / {c.drawn} / {c.lost}"),
        (_("Mean chips over Hard"), "—" if mean is None else f"{mean:+.1f}"),
    ]


class StatisticsScene(Scene):
    title = N_("Statistics")

    def __init__(self, ctx: Context, store: StatsStore | None = None) -> None:
        super().__init__(ctx)
        # No store: matches are not saved in this session (tests, demos), so nothing is kept.
        self.store = store or ctx.matches.stats
        self.game = self.first_game()  # figures are one game's: never two games' bids together
        self.preset: str | None = None  # one of the game's presets (None: all its rule sets)
        self.players: int | None = None
        self.job: Future[StatsView] | None = None  # a background read of a locked file
        self.summary, self.curve, self.by_bid = EMPTY, list[int](), list[tuple[int, int, int]]()
        self.challenges = ChallengeSummary()
        self.notes: list[tuple[str, bool]] = []  # what is wrong with the file: (text, is a path)
        self.picture: pygame.Surface | None = None  # all but the widgets, drawn once per change
        self.focus = FocusList(self.build())
        self.refresh()

    def first_game(self) -> str:
        """The game of the hand recorded last; with none (or one of a game not registered), the
        game chosen for a new game."""
        latest = self.store.latest_game() if self.store is not None else None
        return latest if latest is not None and latest in GAMES else chosen_game(self.ctx.settings)

    def build(self) -> list[Any]:
        games = list(GAMES)
        spec = game_spec(self.game)
        presets: list[str | None] = [None, *spec.presets]
        counts: list[int | None] = [None, *spec.players]
        return [
            Chooser(_("Game"), games, games.index(self.game), self.set_game, game_words),
            Chooser(_("Rules"), presets, presets.index(self.preset), self.set_preset, self.preset_words),
            Chooser(_("Players"), counts, counts.index(self.players), self.set_players, self.players_words),
            Button(_("Reset…"), self.ask_reset, key="r"),
            Button(_("Back"), self.back, key="escape"),
        ]

    def preset_words(self, p: str | None) -> str:
        return _("all") if p is None else preset_words(self.game, p)  # the game's own title (標準ルール)

    @staticmethod
    def players_words(n: int | None) -> str:
        return _("all") if n is None else ngettext("{n} player", "{n} players", n).format(n=n)

    def set_game(self, game: str) -> None:
        """Another game: all its rule sets, the player count kept if the game is played by it."""
        self.game, self.preset = game, None
        if self.players not in game_spec(game).players:
            self.players = None
        self.rebuild()
        self.refresh()

    def set_preset(self, p: str | None) -> None:
        self.preset = p
        self.refresh()

    def set_players(self, n: int | None) -> None:
        self.players = n
        self.refresh()

    def rebuild(self) -> None:
        """The widgets made again (their words, or the game's presets and counts), the focus kept."""
        keep = self.focus.focus
        self.focus = FocusList(self.build())
        self.focus.focus = keep
        self.layout(self.size)

    @property
    def waiting(self) -> bool:
        """The file is locked by another program: its numbers are being read in the background."""
        return self.job is not None

    def filters(self) -> tuple[str, str | None, int | None]:
        """The game, and the preset and player count chosen (None: all)."""
        return self.game, self.preset, self.players

    def refresh(self) -> None:
        self.job = None
        if self.store is None:
            self.show(StatsView.empty(), [(_("Statistics are not kept in this session."), False)])
            return
        try:
            view = self.store.read(*self.filters())
        except StatsProblem as exc:
            if exc.status == Status.BUSY:
                self.job = self.store.read_later(*self.filters())
            view = StatsView.empty()
        self.show(view, self.store.notice_lines())

    @property
    def error(self) -> str:
        """The file's message in one line ("" when all is well)."""
        return " ".join(text for text, _path in self.notes)

    def show(self, view: StatsView, notes: list[tuple[str, bool]]) -> None:
        self.summary, self.curve, self.by_bid = view.summary, view.curve, view.by_bid
        self.challenges = view.challenges
        self.notes = notes
        self.picture = None
        self.dirty = True

    def take_answer(self) -> None:
        """The background read finished: its numbers, or what stopped it."""
        job = self.job
        if job is None or not job.done() or self.store is None:
            return
        self.job = None
        failed = job.exception()
        self.show(StatsView.empty() if failed is not None else job.result(), self.store.notice_lines())

    def ask_reset(self) -> None:
        self.ctx.router.push(
            routes.Confirm(
                _("Reset all statistics?"),
                _("Reset"),
                _("Keep"),
                self.reset,
                _("Every hand, match and challenge recorded so far, of every game, is forgotten."),
            )
        )

    def reset(self) -> None:
        if self.store is not None:
            self.store.reset()  # queued behind a locked file: the screen waits with it
        self.refresh()

    def back(self) -> None:
        if len(self.stack.scenes) > 1:
            self.stack.pop()

    def language_changed(self) -> None:
        self.rebuild()
        self.refresh()  # its messages in the new language
        super().language_changed()

    def layout(self, size: tuple[int, int]) -> None:
        """The choosers in a row under the title (the rules' a third wider, for the rule sets'
        names), Reset and Back at the foot, each row centred."""
        super().layout(size)
        self.picture = None
        w, h = size
        bh = max(28, min(44, int(h * 0.055)))
        choosers = [c for c in self.focus.widgets if isinstance(c, Chooser)]
        buttons = [b for b in self.focus.widgets if not isinstance(b, Chooser)]
        weights = [1.3 if i == 1 else 1.0 for i in range(len(choosers))]
        unit = min(340.0, (w - 40 - 8 * (len(choosers) - 1)) / sum(weights))
        x = (w - unit * sum(weights) - 8 * (len(choosers) - 1)) / 2
        for widget, weight in zip(choosers, weights, strict=True):
            widget.rect = pygame.Rect(round(x), self.title_bottom() + 8, round(unit * weight), bh)
            x += unit * weight + 8
        bw = min(300, (w - 48) // 4)
        x = (w - len(buttons) * bw - 8 * (len(buttons) - 1)) / 2
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(round(x) + i * (bw + 8), h - bh - 16, bw, bh)

    def title_size(self) -> int:
        return max(24, int(self.size[1] * 0.06))

    def title_bottom(self) -> int:
        return 12 + theme.font(self.title_size(), bold=True).get_height()

    def wake_in(self) -> float | None:
        """While the background read works, the shell looks for its answer (drawing nothing)."""
        return WORK_POLL if self.job is not None else super().wake_in()

    def update(self, dt: float, events: list[InputEvent]) -> None:
        super().update(dt, events)
        self.take_answer()
        for e in events:
            if self.stack.top is not self:
                return
            if self.focus.handle(e):
                self.dirty = True
            elif isinstance(e, KeyPress) and e.key == "escape":
                self.back()

    def draw(self, surface: pygame.Surface) -> None:
        if self.picture is None or self.picture.get_size() != self.size:
            self.picture = pygame.Surface(self.size, 0, surface)
            self.paint(self.picture)
        surface.blit(self.picture, (0, 0))
        for i, widget in enumerate(self.focus.widgets):
            widget.draw(surface, focused=i == self.focus.focus)

    def paint(self, surface: pygame.Surface) -> None:
        """Everything but the widgets: the felt, the title, the numbers and the charts."""
        w, h = self.size
        surface.blit(felt(self.ctx.assets, w, h), (0, 0))
        theme.text(
            surface,
            _(self.title),
            self.title_size(),
            (w / 2, 12),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="midtop",
            shadow=True,
        )
        top = self.focus.widgets[0].rect.bottom + 12
        bottom = self.focus.widgets[-1].rect.y - 12
        left = pygame.Rect(16, top, int(w * 0.42), bottom - top)
        theme.panel(surface, left, 200)
        self.draw_numbers(surface, left)
        right = pygame.Rect(left.right + 12, top, w - left.right - 28, bottom - top)
        theme.panel(surface, right, 200)
        upper = pygame.Rect(right.x + 10, right.y + 8, right.w - 20, right.h // 2 - 12)
        lower = pygame.Rect(right.x + 10, right.centery + 4, right.w - 20, right.h // 2 - 12)
        told = bool(self.error) and not self.summary.hands  # the message says why nothing shows
        charts.line_chart(surface, upper, self.curve, _("Chips over time"), "" if told else _("No hands yet"))
        bars = [(str(bid), made / n, f"{made}/{n}") for bid, n, made in self.by_bid]
        none = "" if told else role_words(self.game)["never_declarer"]
        charts.bar_chart(surface, lower, bars, _("Made rate by bid"), none)

    def message_lines(self, size: int, width: int) -> list[tuple[str, bool]]:
        """The file's message in lines: sentences wrapped, a path on a line of its own."""
        font = theme.font(size)
        return [
            (line, path)
            for text, path in self.notes
            for line in (wrap_path if path else wrap_text)(text, font, width)
        ]

    def draw_numbers(self, surface: pygame.Surface, left: pygame.Rect) -> None:
        """The left panel: what is wrong with the file (wrapped), then the numbers."""
        rows = summary_lines(self.summary, role_words(self.game)) + challenge_lines(self.challenges)
        size = max(11, min(20, left.h // 15, left.w // 21))
        said: list[tuple[str, bool]] = []
        for _round in range(2):  # the message's lines take room from the rows: fit both
            said = self.message_lines(size, left.w - 24)
            room = len(rows) + len(said) + (1 if said else 0)
            size = max(10, min(size, int(left.h / (1.55 * max(room, 1) + 1))))
        step = int(size * 1.55)
        y = left.y + 12
        for line, path in said:
            colour = theme.CREAM if path else theme.BAD
            theme.text(surface, line, size, (left.x + 12, y), colour, max_width=left.w - 24)
            y += step
        if said:
            y += step // 2
        if not rows and not said:
            theme.text(
                surface,
                _("No hands yet: finish a hand and it is counted here."),
                size,
                left.center,
                theme.DIM,
                anchor="center",
                max_width=left.w - 24,
            )
        for what, value in rows:
            value_w = theme.font(size).size(value)[0]
            theme.text(surface, what, size, (left.x + 12, y), theme.CREAM, max_width=left.w - value_w - 36)
            theme.text(surface, value, size, (left.right - 12, y), theme.GOLD_LIGHT, anchor="topright")
            y += step
