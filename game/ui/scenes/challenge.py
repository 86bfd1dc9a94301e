"""The challenge screen, opened from the title (or by ``napoleon --challenge CODE``): today's
challenge of each game, a new code from the player's own rules, a field to type or paste a code
(Ctrl+V), what the code's challenge is (:func:`game.challenge.describe`), and Start. A code
with a typo is refused with the reason and its wrong character marked; Copy (Ctrl+C, and a
button) puts the code on the system clipboard to pass it on.

Nothing moves here: the screen is drawn when the player does something, never otherwise.
"""

from __future__ import annotations

from datetime import date
from functools import partial
from typing import Any

import pygame

from game.challenge import Challenge, CodeError, CodeProblem, daily, decode, describe, encode
from game.challenge.challenge import SEED_BITS
from game.rules.games import GAMES
from game.rules.i18n import N_, _

from .. import clipboard, theme
from ..backdrop import felt
from ..challenge_words import explain_line
from ..code_field import CodeField
from ..context import Context
from ..game_choice import choices, chosen_game, game_rules, game_words
from ..input import InputEvent, KeyPress, PointerDown
from ..scene import Scene
from ..widgets import Button, FocusList, even_labels, wrap_text
from .confirm import ConfirmScene

# While the player types, a code that is only unfinished is no error yet: these say so in
# the quiet colour, the others (a character no code uses) at once in red.
UNFINISHED = (
    CodeProblem.EMPTY,
    CodeProblem.SHORT,
    CodeProblem.LENGTH,
    CodeProblem.TYPO,
    CodeProblem.SWAP,
    CodeProblem.MISTAKE,
)


def challenge_games() -> list[str]:
    """The registered games that offer challenges, in the registry's order."""
    return [name for name, spec in GAMES.items() if spec.challenge is not None]


class ChallengeScene(Scene):
    title = N_("Challenge Hard")

    def __init__(self, ctx: Context, code: str = "", today: date | None = None) -> None:
        super().__init__(ctx)
        self.today = today or date.today()
        self.dailies = {game: daily(game, self.today) for game in challenge_games()}
        self.field = CodeField(code)
        self.challenge: Challenge | None = None
        self.error: CodeError | None = None
        self.checked = bool(code)  # a code given whole (pasted, from the command line) is judged
        self.message = ""
        self.message_colour = theme.GOLD_LIGHT
        self.practice_note = ""
        self.focus = FocusList(self.build())
        self.judge()

    # -- the widgets ----------------------------------------------------------------------

    def build(self) -> list[Any]:
        self.start_button = Button(_("Start"), self.start)
        self.copy_button = Button(_("Copy"), self.copy)
        self.paste_button = Button(_("Paste"), self.paste)
        self.back_button = Button(_("Back"), self.back)
        self.daily_buttons = [
            Button(_("Today's {game}").format(game=game_words(g)), partial(self.choose_daily, g))
            for g in self.dailies
        ]
        self.own_button = Button(_("A new code from my rules"), self.new_own)
        self.bottom = [self.start_button, self.copy_button, self.paste_button, self.back_button]
        return [*self.daily_buttons, self.own_button, *self.bottom]

    def language_changed(self) -> None:
        keep = self.focus.focus
        self.focus = FocusList(self.build())
        self.focus.focus = keep
        self.judge()
        super().language_changed()

    def enter(self) -> None:
        super().enter()
        self.focus.focus = self.focus.widgets.index(self.start_button)

    def resume(self) -> None:
        super().resume()
        self.judge()  # a try may have been recorded meanwhile (a daily's practice mark)

    # -- the code -------------------------------------------------------------------------

    def filled(self) -> None:
        """A whole code was put in the field (today's, a new one, a paste): judged at once, and
        Enter starts it."""
        self.checked = True
        self.message = ""
        self.focus.focus = self.focus.widgets.index(self.start_button)
        self.judge()

    def judge(self) -> None:
        """Read the field: the challenge it names, or what is wrong with it."""
        self.challenge, self.error, self.practice_note = None, None, ""
        self.field.mark = None
        try:
            self.challenge = decode(self.field.text)
        except CodeError as exc:
            self.error = exc
            if self.shows_error:
                self.field.mark = exc.text_index
        if self.challenge is not None and self.daily_of(self.challenge) is not None:
            if self.ctx.challenges.daily_tried(encode(self.challenge)):
                self.practice_note = _("You have played today's challenge: a new try is practice.")
            else:
                self.practice_note = _("Today's challenge: your first try is the day's result.")
        self.dirty = True

    @property
    def shows_error(self) -> bool:
        """The code's error is shown as one (red, its character marked): after Start or a
        paste, or at once for a character no code uses."""
        e = self.error
        if e is None or e.problem == CodeProblem.EMPTY:
            return False
        return self.checked or e.problem not in UNFINISHED

    def daily_of(self, challenge: Challenge) -> date | None:
        """Today's date if ``challenge`` is today's challenge of its game."""
        return self.today if self.dailies.get(challenge.game) == challenge else None

    def choose_daily(self, game: str) -> None:
        self.field.set(encode(self.dailies[game]))
        self.filled()

    def new_own(self) -> None:
        """A fresh challenge of the player's chosen game, rules and AI level, in seat 1."""
        rules, err = game_rules(self.ctx.settings)
        if rules is None:
            self.say(err, error=True)
            return
        game = chosen_game(self.ctx.settings)
        seed = self.ctx.rng.getrandbits(SEED_BITS)
        try:
            made = Challenge.of_rules(game, rules, level=choices(self.ctx.settings, game).level(), seed=seed)
        except ValueError as exc:  # a level or rule set the codes cannot name
            self.say(str(exc), error=True)
            return
        self.field.set(encode(made))
        self.filled()

    def say(self, text: str, error: bool = False) -> None:
        self.message = text
        self.message_colour = theme.BAD if error else theme.GOLD_LIGHT
        self.dirty = True

    def start(self) -> None:
        self.checked = True
        self.judge()
        challenge = self.challenge
        if challenge is None:  # the error is shown, its character marked
            return
        day = self.daily_of(challenge)

        def go() -> None:
            self.ctx.challenges.start(challenge, day)

        if not self.ctx.matches.has_save():
            go()
            return
        self.ctx.stack.push(
            ConfirmScene(
                self.ctx,
                N_("Abandon the game in progress?"),
                N_("Abandon it and start the challenge"),
                N_("Keep it"),
                go,
                N_("Its save is replaced by the challenge; keep it to resume it later with Continue."),
            )
        )

    def copy(self) -> None:
        """The code on the clipboard (written as codes are, when it is one)."""
        text = encode(self.challenge) if self.challenge is not None else self.field.text
        if not text:
            self.say(_("There is no code to copy."), error=True)
        elif clipboard.copy(text):
            self.say(_("Copied: {code}").format(code=text))
        else:
            self.say(_("There is no clipboard here: write the code down."), error=True)

    def paste(self) -> None:
        text = clipboard.paste()
        if text is None:
            self.say(_("There is no clipboard here: type the code."), error=True)
            return
        if not text.strip():
            self.say(_("The clipboard has no text."), error=True)
            return
        self.field.set(text)
        self.filled()

    def back(self) -> None:
        if len(self.stack.scenes) > 1:
            self.stack.pop()

    # -- input ----------------------------------------------------------------------------

    def handle(self, e: InputEvent) -> None:
        if isinstance(e, KeyPress):
            self.key(e)
            return
        if isinstance(e, PointerDown) and self.field.click(e.pos):
            self.dirty = True
            return
        if self.focus.handle(e):
            self.dirty = True

    def key(self, e: KeyPress) -> None:
        actions = {"ctrl+c": self.copy, "ctrl+v": self.paste, "escape": self.back}
        if e.key in actions:
            actions[e.key]()
            return
        if e.key == "enter":
            widget = self.focus.widgets[self.focus.focus]
            if isinstance(widget, Button) and widget.enabled:
                widget.on_click()
            self.dirty = True
            return
        if e.key in ("up", "down", "tab"):
            self.focus.handle(e)
            self.dirty = True
            return
        if self.field.key(e):
            self.checked = False
            self.message = ""
            self.judge()

    # -- drawing --------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bh = max(28, min(46, int(h * 0.058)))
        gap = 10
        row_w = min(w - 40, 980)
        x0 = (w - row_w) // 2
        # The daily row: today's challenge of each game, then a new code from my rules.
        top = [*self.daily_buttons, self.own_button]
        bw = (row_w - gap * (len(top) - 1)) // len(top)
        big, small = self.sizes()
        # Under the title and its line: the row's own label, then the row.
        y = int(h * 0.08 + big * 0.9 + small * 1.4 + small * 2.2)
        for i, b in enumerate(top):
            b.rect = pygame.Rect(x0 + i * (bw + gap), y, bw, bh)
        even_labels(top)
        self.field.rect = pygame.Rect(x0, y + bh + int(small * 2.6), row_w, int(bh * 1.2))
        bw = min(240, (row_w - gap * 3) // 4)
        bx = (w - (4 * bw + 3 * gap)) // 2
        for i, b in enumerate(self.bottom):
            b.rect = pygame.Rect(bx + i * (bw + gap), h - bh - 18, bw, bh)
        even_labels(self.bottom)

    def sizes(self) -> tuple[int, int]:
        """The title's size and the lines' size."""
        h = self.size[1]
        return max(26, int(h * 0.07)), max(13, min(24, int(h * 0.026)))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(felt(self.ctx.assets, w, h), (0, 0))
        big, small = self.sizes()
        theme.text(
            surface,
            _(self.title),
            big,
            (w / 2, h * 0.08),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="center",
            shadow=True,
            max_width=w - 40,
        )
        theme.text(
            surface,
            explain_line(),
            small,
            (w / 2, h * 0.08 + big * 0.9),
            theme.CREAM,
            anchor="midtop",
            max_width=w - 40,
        )
        first = self.daily_buttons[0].rect if self.daily_buttons else self.own_button.rect
        theme.text(
            surface,
            _("Today's challenges ({date})").format(date=self.today.isoformat()),
            small,
            (first.x, first.y - small * 1.5),
            theme.GOLD_LIGHT,
        )
        f = self.field.rect
        theme.text(
            surface,
            _("Challenge code (type it, or paste it with Ctrl+V)"),
            small,
            (f.x, f.y - small * 1.5),
            theme.GOLD_LIGHT,
            max_width=f.w,
        )
        self.field.draw(surface, _("Type or paste a challenge code."))
        self.draw_about(surface, pygame.Rect(f.x, f.bottom + 12, f.w, self.bottom[0].rect.y - f.bottom - 24))
        for i, widget in enumerate(self.focus.widgets):
            widget.draw(surface, focused=i == self.focus.focus)

    def about_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """What the box under the field says: the challenge, or what is wrong with the code."""
        out: list[tuple[str, tuple[int, int, int]]] = []
        if self.message:
            out.append((self.message, self.message_colour))
        if self.challenge is not None:
            out += [(line.strip(), theme.CREAM) for line in describe(self.challenge)]
            if self.practice_note:
                out.append((self.practice_note, theme.GOLD_LIGHT))
        elif self.error is not None and self.field.text:
            if self.shows_error:
                out.append((self.error.message, theme.BAD))
            else:
                out.append((_("Type the whole code, then Start."), theme.DIM))
        return out

    def draw_about(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        """The box under the field, as tall as its lines (at least three), within ``room``."""
        size = max(12, min(22, int(self.size[1] * 0.026)))
        font = theme.font(size)
        step = int(size * 1.45)
        lines = [(line, c) for text, c in self.about_lines() for line in wrap_text(text, font, room.w - 28)]
        box = pygame.Rect(room.x, room.y, room.w, min(room.h, 20 + step * max(3, len(lines))))
        if box.h < 20:
            return
        theme.panel(surface, box, 170)
        y = box.y + 10
        for line, colour in lines:
            if y + size > box.bottom - 6:
                return
            theme.text(surface, line, size, (box.x + 14, y), colour, max_width=box.w - 28)
            y += step
