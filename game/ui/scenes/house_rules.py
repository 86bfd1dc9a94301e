"""House rules: every option of a game's rules, grouped, each with its help line and a control.

The scene edits the rules of any registered game (Napoleon's :class:`RuleSet`, Nap's
``NapRules``), starting from the preset chosen on the new-game scene; the options, their
groups and the presets are the game's spec in the registry (``game.rules.games``). Every change
goes through the rules' ``replace``: when the engine refuses a combination (its conflict, a
``ValueError`` naming ``options``) the rules stay as they were, the engine's message is shown
and the options it names are outlined. Options that differ from the preset carry a marker. The list scrolls
with the wheel, by dragging (the list or its scroll bar) and with the keyboard.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.rules.games import game_spec, spec_for_rules
from game.rules.i18n import _, ngettext, pgettext
from game.rules.option_spec_types import OptionSpec, conflict_words, option_groups

from .. import routes, theme
from ..backdrop import felt
from ..game_choice import preset_words
from ..input import InputEvent, KeyPress, PointerDown, PointerMove, PointerUp, Wheel
from ..scene import Scene
from ..scroll_list import ScrollList
from ..widgets import Button, wrap_text

# The editor is a generic list over the option specs its game declares in the registry
# (game.rules.games; Napoleon's are game.napoleon.option_specs, Nap's game.british_nap.options): these
# thin wrappers are what its rows, and the rules help, read. ``rules`` says whose option.


def groups(game: str = "napoleon") -> list[tuple[str, tuple[str, ...]]]:
    """The groups of ``game``'s options in order, each with its options."""
    return list(option_groups(game_spec(game).options))


def _option(name: str, rules: Any) -> OptionSpec:
    return spec_for_rules(rules).option(name)


def choices(name: str, rules: Any) -> list[Any]:
    """The values a control offers for ``name`` under ``rules`` (the current one included)."""
    return _option(name, rules).choices(rules)


def show(name: str, value: Any, rules: Any) -> str:
    """A value as the control shows it (suit letters where the font has no suit glyphs)."""
    return _suit_glyphs(_(_option(name, rules).show(value, rules)))


def help_text(name: str, rules: Any) -> str:
    text = _option(name, rules).help_for(rules)
    return _(text) if text else text


def _suit_glyphs(text: str) -> str:
    return "".join(theme.suit_text(ch) if ch in "♠♥♦♣" else ch for ch in text)


@dataclass
class Row:
    name: str | None  # None: a group heading
    title: str  # in English (the group's key): drawn through _()
    top: int = 0
    height: int = 0
    help_lines: tuple[str, ...] = ()
    note: str = ""  # a group heading's note (e.g. "no joker in this game")


class HouseRulesScene(Scene):
    """Edit every option of a game's rules (``rules``' game, else ``game``'s; Napoleon by
    default). ``on_change`` gets each accepted rule set; ``on_start`` starts."""

    def __init__(
        self,
        ctx: Any,
        preset: str,
        rules: Any = None,
        on_change: Callable[[Any], None] | None = None,
        on_start: Callable[[], None] | None = None,
        game: str = "napoleon",
    ) -> None:
        super().__init__(ctx)
        self.spec = spec_for_rules(rules) if rules is not None else game_spec(game)
        presets = self.spec.presets
        self.preset = preset if preset in presets else next(iter(presets))
        raw = presets[self.preset]
        start = rules if rules is not None else raw
        try:  # "the preset" is the preset at the chosen player count, where that is possible
            self.base = raw.replace(players=start.players)
        except ValueError:
            self.base = raw
        self.rules = start
        self.on_change = on_change
        self.on_start = on_start
        self.error = ""
        self.error_options: set[str] = set()
        self.refused: tuple[str, Any] | None = None
        self.notice = ""
        self.rows: list[Row] = []
        for title, names in groups(self.spec.name):
            self.rows.append(Row(None, title))
            self.rows += [Row(n, self.spec.option(n).label) for n in names]
        self.options = [r for r in self.rows if r.name is not None]
        self.buttons = [
            Button("", self.reset, key="r"),
            Button("", self.summary, key="?"),
            Button("", self.start, key="s"),
            Button("", self.close),
        ]
        self._label_buttons()
        self.buttons[2].enabled = on_start is not None
        self.focus = 0  # 0..len(options)-1: a row; then the buttons
        self.list = ScrollList()
        self.hover_row = -1
        self.fs = 16
        self.hs = 13
        self.control_w = 200
        self.control_h = 30

    def _label_buttons(self) -> None:
        words = (_("Reset to preset"), _("Rules summary"), _("Start match"), _("Done"))
        for b, text in zip(self.buttons, words, strict=True):
            b.label = text

    def language_changed(self) -> None:
        self._label_buttons()
        if self.size[0]:
            self._layout_rows()  # the help lines wrap anew
        self.dirty = True

    @property
    def scroll(self) -> float:
        return self.list.offset

    @scroll.setter
    def scroll(self, offset: float) -> None:
        self.list.offset = offset

    @property
    def list_rect(self) -> pygame.Rect:
        return self.list.rect

    # -- the rules ---------------------------------------------------------------------------

    def changed_options(self) -> list[str]:
        """The options that differ from the preset's, in screen order."""
        return [
            o.name for o in self.spec.options if getattr(self.rules, o.name) != getattr(self.base, o.name)
        ]

    def group_note(self, title: str) -> str:
        """The note beside a group's heading under the current rules ("" for none)."""
        group = next(o.group for o in self.spec.options if o.group.label == title)
        return group.note(self.rules)

    def apply(self, name: str, value: Any) -> bool:
        """Try one change; on a conflict keep the rules and show the engine's message."""
        changes: dict[str, Any] = {name: value}
        if name == "joker" and not value and getattr(self.rules, "jokers", None) is not None:
            changes["jokers"] = None  # turning the joker off takes the second one with it
        try:
            new = self.rules.replace(**changes)
        except ValueError as exc:  # the game's rule conflict
            self.error = _("Not allowed: {reason}").format(reason=conflict_words(exc, self.spec.options))
            self.error_options = {name, *getattr(exc, "options", ())}
            self.refused = (name, value)
            self.dirty = True
            return False
        self.rules = new
        self.error = ""
        self.error_options = set()
        self.refused = None
        self.notice = ""
        if self.on_change is not None:
            self.on_change(new)
        self._layout_rows()
        self.dirty = True
        return True

    def step(self, name: str, d: int) -> None:
        """The next (or previous) value; a value just refused is skipped on the next press."""
        spec = self.spec.option(name)
        vals = spec.choices(self.rules)
        if len(vals) < 2:
            self.error = _("{option}: {hint}").format(option=spec.label_words(), hint=spec.fixed_hint_words())
            self.error_options = {name, *spec.fixed_by}
            self.dirty = True
            return
        cur = getattr(self.rules, name)
        i = vals.index(cur)
        stepper = spec.stepper
        j = i + d
        if stepper and not 0 <= j < len(vals):
            return
        j %= len(vals)
        if self.refused is not None and self.refused == (name, vals[j]) and len(vals) > 2:
            k = j + d
            if not stepper or 0 <= k < len(vals):
                j = k % len(vals)
        self.apply(name, vals[j])

    def reset(self) -> None:
        self.rules = self.base
        self.error = ""
        self.error_options = set()
        self.refused = None
        self.notice = _("Back to the {preset} rules.").format(
            preset=preset_words(self.spec.name, self.preset)
        )
        if self.on_change is not None:
            self.on_change(self.rules)
        self._layout_rows()
        self.dirty = True

    def summary(self) -> None:
        self.ctx.router.push(routes.RulesHelp(self.rules, base=self.preset))

    def start(self) -> None:
        if self.on_start is not None:
            self.on_start()

    def close(self) -> None:
        if self.stack.top is self:
            self.stack.pop()

    # -- geometry ----------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.fs = max(14, min(24, int(h * 0.026)))
        self.hs = max(12, self.fs - 3)
        bh = max(30, min(48, int(h * 0.06)))
        lw = min(1180, w - 32)
        top = int(h * 0.135) + self.fs
        by = h - bh - 12
        msg_h = int(self.fs * 2.9)
        # The list's panel reaches 4 px outside it: the message box keeps clear of it and
        # of the buttons.
        self.list.rect = pygame.Rect((w - lw) // 2, top, lw, max(80, by - msg_h - 16 - top))
        self.msg_rect = pygame.Rect(self.list_rect.x - 4, self.list_rect.bottom + 8, lw + 8, msg_h)
        gap = 10
        bw = min(240, (lw - gap * 3) // 4)
        x0 = w // 2 - (bw * 4 + gap * 3) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x0 + i * (bw + gap), by, bw, bh)
        self.control_w = max(190, min(380, int(lw * 0.34)))
        self.control_h = max(28, int(self.fs * 1.9))
        self._layout_rows()

    def _text_width(self) -> int:
        return self.list_rect.w - self.control_w - self._pad() * 3 - self._marker_w() - 14

    def _pad(self) -> int:
        return max(8, self.fs // 2)

    def _marker_w(self) -> int:
        return max(14, self.fs)

    def _layout_rows(self) -> None:
        pad = self._pad()
        hf = theme.font(self.hs)
        tw = max(120, self._text_width())
        y = 0
        for r in self.rows:
            r.top = y
            if r.name is None:
                r.height = int(self.fs * 2.3)
                r.note = self.group_note(r.title)
            else:
                r.help_lines = tuple(wrap_text(help_text(r.name, self.rules), hf, tw))
                text_h = int(self.fs * 1.35) + int(len(r.help_lines) * self.hs * 1.28)
                r.height = max(self.control_h + 2 * pad - 4, text_h + 2 * pad)
            y += r.height
        self.list.content_h = y + pad
        self.list.clamp()

    def _row_rect(self, r: Row) -> pygame.Rect:
        lr = self.list_rect
        return pygame.Rect(lr.x + 4, self.list.screen_y(r.top), lr.w - 22, r.height)

    def _control_rect(self, r: Row) -> pygame.Rect:
        rr = self._row_rect(r)
        c = pygame.Rect(0, 0, self.control_w, self.control_h)
        c.midright = (rr.right - self._pad(), rr.y + min(rr.h // 2, self._pad() + self.control_h // 2 + 2))
        return c

    def _row_at(self, pos: tuple[float, float]) -> int:
        """The index in ``options`` of the row under ``pos``, or -1."""
        return self.list.row_at(pos, [(r.top, r.height) for r in self.options])

    def scroll_to_focus(self) -> None:
        if self.focus >= len(self.options):
            return
        r = self.options[self.focus]
        top = r.top
        # Show the group heading too when the row is the first of its group.
        k = self.rows.index(r)
        if k > 0 and self.rows[k - 1].name is None:
            top = self.rows[k - 1].top
        self.list.show_span(top, r.top + r.height, self._pad())

    # -- input -------------------------------------------------------------------------------

    def handle(self, e: InputEvent) -> None:
        self.dirty = True
        for b in self.buttons:
            if b.handle(e):
                if isinstance(e, PointerDown):
                    self.focus = len(self.options) + self.buttons.index(b)
                self.ctx.sound("click")
                return
        if isinstance(e, Wheel):
            self.list.scroll_by(-e.dy * max(40, self.fs * 3))
        elif isinstance(e, PointerDown) and e.button == 1:
            self.list.pointer_down(e.pos)
        elif isinstance(e, PointerMove):
            self.hover_row = self._row_at(e.pos)
            self.list.pointer_move(e.pos, e.buttons[0])
        elif isinstance(e, PointerUp) and e.button == 1:
            self._pointer_up(e)
        elif isinstance(e, KeyPress):
            self._key(e)

    def _pointer_up(self, e: PointerUp) -> None:
        start = self.list.pointer_up()
        if start is None:
            return
        i = self._row_at(e.pos)
        if i < 0 or self._row_at(start) != i:
            return
        self.focus = i
        row = self.options[i]
        assert row.name is not None
        c = self._control_rect(row)
        if c.collidepoint(e.pos):
            if isinstance(getattr(self.rules, row.name), bool):
                self.step(row.name, 1)
            else:
                self.step(row.name, -1 if e.pos[0] < c.centerx else 1)
            self.ctx.sound("click")

    def _key(self, e: KeyPress) -> None:
        n = len(self.options)
        total = n + len(self.buttons)
        k = e.key
        if k in ("escape", "backspace"):
            self.close()
            return
        if k in ("down", "tab") and not (k == "tab" and e.shift):
            self.focus = (self.focus + 1) % total
        elif k == "up" or (k == "tab" and e.shift):
            self.focus = (self.focus - 1) % total
        elif k == "home":
            self.focus = 0
        elif k == "end":
            self.focus = n - 1
        elif k in ("pagedown", "pageup"):
            self.list.page(1 if k == "pagedown" else -1)
            self._focus_visible()
            return
        elif self.focus < n:
            name = self.options[self.focus].name
            assert name is not None
            if k in ("left", "right"):
                self.step(name, -1 if k == "left" else 1)
            elif k in ("enter", "space"):
                self.step(name, 1)
            return
        else:
            bi = self.focus - n
            if k in ("left", "right"):
                self.focus = n + (bi + (1 if k == "right" else -1)) % len(self.buttons)
            elif k in ("enter", "space") and self.buttons[bi].enabled:
                self.buttons[bi].on_click()
            return
        self.scroll_to_focus()

    def _focus_visible(self) -> None:
        """After paging, focus the first row that is fully in view."""
        for i, r in enumerate(self.options):
            if r.top >= self.scroll:
                self.focus = i
                return

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(felt(self.ctx.assets, w, h), (0, 0))
        theme.text(
            surface,
            _("House rules"),
            max(24, int(h * 0.055)),
            (w / 2, h * 0.045),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="center",
            shadow=True,
            max_width=w - 40,
        )
        n = len(self.changed_options())
        preset = preset_words(self.spec.name, self.preset)
        if n:
            sub = ngettext(
                "Starting from the {preset} rules · {n} option changed (marked ●)",
                "Starting from the {preset} rules · {n} options changed (marked ●)",
                n,
            ).format(preset=preset, n=n)
        else:
            sub = _("Starting from the {preset} rules · no changes").format(preset=preset)
        theme.text(
            surface,
            sub,
            self.fs,
            (w / 2, h * 0.045 + max(24, int(h * 0.055)) * 0.85),
            theme.CREAM,
            anchor="midtop",
            max_width=w - 40,
        )
        lr = self.list_rect
        theme.panel(surface, lr.inflate(8, 8), 215)
        clip = surface.get_clip()
        surface.set_clip(lr)
        changed = set(self.changed_options())
        for r in self.rows:
            rr = self._row_rect(r)
            if rr.bottom < lr.top or rr.top > lr.bottom:
                continue
            if r.name is None:
                self._draw_heading(surface, r, rr)
            else:
                self._draw_row(surface, r, rr, r.name in changed)
        surface.set_clip(clip)
        self.list.draw_scrollbar(surface)
        self._draw_message(surface)
        for i, b in enumerate(self.buttons):
            b.draw(surface, self.focus == len(self.options) + i)

    def _draw_heading(self, surface: pygame.Surface, r: Row, rr: pygame.Rect) -> None:
        pad = self._pad()
        y = rr.bottom - pad // 2
        t = theme.text(
            surface, _(r.title).upper(), self.fs, (rr.x + pad, y), theme.GOLD, bold=True, anchor="bottomleft"
        )
        if r.note:
            theme.text(
                surface,
                f"— {_(r.note)}",
                self.hs,
                (t.right + 10, y - 1),
                theme.DIM,
                anchor="bottomleft",
                max_width=rr.right - t.right - 20,
            )
        pygame.draw.line(surface, theme.GOLD, (rr.x + pad, y + 2), (rr.right - pad, y + 2), 1)

    def _draw_row(self, surface: pygame.Surface, r: Row, rr: pygame.Rect, changed: bool) -> None:
        assert r.name is not None
        name = r.name
        i = self.options.index(r)
        focused = i == self.focus
        pad = self._pad()
        inner = rr.inflate(0, -4)
        if focused:
            surface.blit(theme.shade(inner.w, inner.h, (255, 255, 255, 28), 8), inner)
        elif i == self.hover_row:
            surface.blit(theme.shade(inner.w, inner.h, (255, 255, 255, 14), 8), inner)
        if name in self.error_options:
            pygame.draw.rect(surface, theme.BAD, inner, 2, border_radius=8)
        elif focused:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, inner, 1, border_radius=8)
        mw = self._marker_w()
        x = rr.x + pad
        ty = rr.y + pad
        if changed:  # a gold bar down the row's left edge and a dot before the name
            pygame.draw.rect(
                surface, theme.HILITE, (inner.x + 2, inner.y + 4, 4, inner.h - 8), border_radius=2
            )
            pygame.draw.circle(
                surface, theme.HILITE, (x + mw // 2, ty + self.fs * 0.62), max(4, self.fs // 4)
            )
        x += mw
        t = theme.text(
            surface,
            _(r.title),
            self.fs,
            (x, ty),
            theme.HILITE if changed else theme.WHITE,
            bold=True,
            max_width=self._text_width(),
        )
        if changed:
            was = _("preset: {value}").format(value=show(name, getattr(self.base, name), self.base))
            theme.text(
                surface,
                was,
                self.hs,
                (t.right + 10, ty + (self.fs - self.hs) * 0.6),
                theme.GOLD_LIGHT,
                max_width=max(10, x + self._text_width() - t.right - 10),
            )
        y = ty + int(self.fs * 1.35)
        for line in r.help_lines:
            theme.text(surface, line, self.hs, (x, y), theme.CREAM)
            y += int(self.hs * 1.28)
        self._draw_control(surface, name, self._control_rect(r), focused)

    def _draw_control(self, surface: pygame.Surface, name: str, c: pygame.Rect, focused: bool) -> None:
        value = getattr(self.rules, name)
        vals = choices(name, self.rules)
        live = len(vals) > 1
        edge = theme.BAD if name in self.error_options else (theme.GOLD_LIGHT if focused else (70, 110, 85))
        rad = c.h // 4
        size = max(12, int(c.h * 0.5))
        if isinstance(value, bool):
            half = c.w // 2
            pygame.draw.rect(surface, (22, 58, 40), c, border_radius=rad)
            on = pygame.Rect(c.x + (half if value else 0), c.y, c.w - half if value else half, c.h)
            pygame.draw.rect(surface, theme.GOLD if value else (95, 110, 100), on, border_radius=rad)
            pygame.draw.rect(surface, edge, c, 2, border_radius=rad)
            theme.text(
                surface,
                pgettext("toggle", "Off"),
                size,
                (c.x + half / 2, c.centery),
                theme.INK if not value else theme.DIM,
                bold=not value,
                anchor="center",
            )
            theme.text(
                surface,
                pgettext("toggle", "On"),
                size,
                (c.x + half + (c.w - half) / 2, c.centery),
                theme.INK if value else theme.DIM,
                bold=value,
                anchor="center",
            )
            return
        pygame.draw.rect(surface, (22, 58, 40) if live else (34, 48, 40), c, border_radius=rad)
        pygame.draw.rect(surface, edge, c, 2, border_radius=rad)
        text = show(name, value, self.rules)
        colour = theme.WHITE if live else theme.DIM
        arrows = 0
        if live:
            stepper = self.spec.option(name).stepper
            i = vals.index(value)
            left, right = ("-", "+") if stepper else ("◀", "▶")
            lc = theme.GOLD if (not stepper or i > 0) else (80, 95, 85)
            rc = theme.GOLD if (not stepper or i < len(vals) - 1) else (80, 95, 85)
            arrows = int(c.h * 0.9)
            theme.text(surface, left, size, (c.x + arrows / 2 + 2, c.centery), lc, bold=True, anchor="center")
            theme.text(
                surface, right, size, (c.right - arrows / 2 - 2, c.centery), rc, bold=True, anchor="center"
            )
        theme.text(
            surface,
            text,
            size,
            (c.centerx, c.centery),
            colour,
            bold=True,
            anchor="center",
            max_width=c.w - 2 * arrows - 8,
        )

    def _draw_message(self, surface: pygame.Surface) -> None:
        m = self.msg_rect
        if self.error:
            surface.blit(theme.shade(m.w, m.h, (60, 10, 10, 200), 8), m)
            pygame.draw.rect(surface, theme.BAD, m, 2, border_radius=8)
            lines = wrap_text(self.error, theme.font(self.hs), m.w - 24)[:2]
            y = m.centery - len(lines) * self.hs * 0.65
            for line in lines:
                theme.text(
                    surface,
                    line,
                    self.hs,
                    (m.centerx, y),
                    (255, 200, 195),
                    bold=True,
                    anchor="midtop",
                    max_width=m.w - 20,
                )
                y += self.hs * 1.3
            return
        text = self.notice or _(
            "↑↓ choose an option · ←→ or Enter change it · wheel or drag to scroll · Esc done"
        )
        theme.text(
            surface,
            text,
            self.hs,
            m.center,
            theme.GOLD_LIGHT if self.notice else theme.DIM,
            anchor="center",
            max_width=m.w - 20,
        )
