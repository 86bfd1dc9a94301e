"""Rules help: a readable summary of the active rule set, scrollable.

The words are the engine's: each game's ``describe_rules`` (through the registry) gives its
sections, and this scene only lays them out, for every registered game alike."""

from __future__ import annotations

from typing import Any

import pygame

from game.rules.games import game_spec, spec_for_rules
from game.rules.i18n import _

from .. import routes, theme
from ..backdrop import felt
from ..context import Context
from ..game_choice import chosen_game, game_preset, game_rules
from ..input import InputEvent, KeyPress, PointerDown, Wheel
from ..scene import Scene
from ..widgets import Button, wrap_text


class Heading(str):
    """A heading line of the summary (drawn in gold, bold)."""

    __slots__ = ()


def summary(rules: Any, base: str | None = None) -> list[str]:
    """The rule set as its game's engine says it (``describe_rules`` of the game's spec, any
    registered game), laid out as lines: each section's heading (a :class:`Heading`), its
    sentences, a blank line between sections. ``base``: the preset the house rules start from."""
    out: list[str] = []
    for section in spec_for_rules(rules).describe_rules(rules, base):
        if out:
            out.append("")
        if section.heading:
            out.append(Heading(_suit_glyphs(section.heading)))
        out += [_suit_glyphs(line) for line in section.lines]
    return out


def _suit_glyphs(text: str) -> str:
    """Suit letters where the font has no suit glyphs."""
    return "".join(theme.suit_text(ch) if ch in "♠♥♦♣" else ch for ch in text)


class RulesHelpScene(Scene):
    heading = "rules"  # the glossary (a subclass) has no Glossary button of its own

    def __init__(self, ctx: Context, rules: Any = None, base: str | None = None) -> None:
        super().__init__(ctx)
        if rules is None:  # the rules chosen for the next game (of the chosen game)
            base = game_preset(self.ctx.settings)
            found = game_rules(self.ctx.settings)[0]
            rules = found if found is not None else game_spec(chosen_game(self.ctx.settings)).presets[base]
        self.rules = rules
        self.base = base
        self.lines = summary(rules, base)
        self.scroll = 0
        self.back = Button(_("Back"), self.close, key="escape")
        self.glossary: Button | None = None
        game = spec_for_rules(rules)
        if self.heading == "rules" and game.glossary is not None:  # the game's words explained
            self.glossary = Button(
                _("Glossary"), lambda: self.ctx.router.push(routes.Glossary(game.name)), key="g"
            )

    def title_words(self) -> str:
        return _("Rules of this game")

    def buttons(self) -> list[Button]:
        return [b for b in (self.glossary, self.back) if b is not None]

    def language_changed(self) -> None:
        self.lines = summary(self.rules, self.base)
        self.back.label = _("Back")
        if self.glossary is not None:
            self.glossary.label = _("Glossary")
        self.dirty = True

    def close(self) -> None:
        self.stack.pop()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bh = max(30, int(h * 0.06))
        shown = self.buttons()
        bw, gap = min(200, (w - 40) // len(shown) - 10), 16
        left = w // 2 - (len(shown) * bw + (len(shown) - 1) * gap) // 2
        for i, b in enumerate(shown):
            b.rect = pygame.Rect(left + i * (bw + gap), h - bh - 14, bw, bh)

    def handle(self, e: InputEvent) -> None:
        if any(b.handle(e) for b in self.buttons()):
            return
        if isinstance(e, Wheel):
            self.scroll = max(0, self.scroll - e.dy * 3)
        elif isinstance(e, KeyPress) and e.key in ("down", "up", "space"):
            self.scroll = max(0, self.scroll + {"down": 1, "up": -1, "space": 8}[e.key])
        elif isinstance(e, KeyPress) and e.key in ("enter", "backspace"):
            self.stack.pop()
        elif isinstance(e, PointerDown):
            return
        self.scroll = min(self.scroll, max(0, len(self.lines) - 5))
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(felt(self.ctx.assets, w, h), (0, 0))
        theme.text(
            surface,
            self.title_words(),
            max(22, int(h * 0.055)),
            (w / 2, h * 0.06),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="center",
            shadow=True,
        )
        box = pygame.Rect(int(w * 0.06), int(h * 0.12), int(w * 0.88), int(h * 0.74))
        theme.panel(surface, box, 200)
        size = max(13, min(22, int(h * 0.027)))
        f = theme.font(size)
        y = box.y + 14
        x = box.x + 20
        maxw = box.w - 40
        clip = surface.get_clip()
        surface.set_clip(box.inflate(-4, -4))
        more = False
        for line in self.lines[self.scroll :]:
            heading = isinstance(line, Heading)
            for part in wrap_text(line, f, maxw) if line else [""]:
                if y > box.bottom - size * 1.5:
                    more = True
                    break
                theme.text(surface, part, size, (x, y), theme.GOLD if heading else theme.CREAM, bold=heading)
                y += int(size * 1.35)
        surface.set_clip(clip)
        if more or self.scroll:
            hint = _("▼ more below: scroll, ↓ or Space") if more else _("▲ scroll up for the start")
            theme.text(
                surface,
                hint,
                max(11, size - 3),
                (box.right - 14, box.bottom - 6),
                theme.GOLD_LIGHT,
                anchor="bottomright",
            )
        for b in self.buttons():
            b.draw(surface)
