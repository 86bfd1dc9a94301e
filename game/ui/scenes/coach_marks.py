"""The tutorial's coach marks at the table: a note panel with Back, Next and Skip, and outlines
around what the note talks about. The panel goes where it covers none of those things (the
first of a few places around the table that is clear of them), so the cards it names stay in
sight. Reads the scene; the buttons call the scene back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.rules import Card, Play
from game.rules.i18n import _

from .. import theme
from ..cardart import card_height
from ..input import InputEvent
from ..widgets import Button, wrap_text

if TYPE_CHECKING:
    from ..tutorial_lesson import LessonStep
    from .tutorial_table import TutorialTable

MARK = (110, 215, 255)  # the outline of what a note talks about (the hint's blue)


def suit_safe(text: str) -> str:
    """``text`` with suit symbols the font cannot draw spelled as letters (theme.suit_text)."""
    for symbol in "♠♥♦♣":
        text = text.replace(symbol, theme.suit_text(symbol))
    return text


def card_rect(scene: TutorialTable, card: Card) -> pygame.Rect | None:
    s = scene.sprites.get(card)
    if s is None or not s.visible:
        return None
    r = pygame.Rect(0, 0, int(s.w), card_height(int(s.w)))
    r.center = (round(s.pos[0]), round(s.pos[1]))
    return r


def targets(scene: TutorialTable, names: tuple[str, ...]) -> list[pygame.Rect]:
    """The rectangles of what a step names ("hand", "card:♠A", "trick", "panel"...)."""
    out: list[pygame.Rect | None] = []
    lay = scene.lay
    mine = scene.my_cards()
    for name in names:
        if name == "hand":  # one outline round the whole hand
            rects = [r for r in (card_rect(scene, c) for c in mine) if r is not None]
            out.append(rects[0].unionall(rects[1:]) if rects else None)
        elif name == "points":
            out += [card_rect(scene, c) for c in mine if not c.is_joker and c.rank >= 10]
        elif name.startswith("card:"):
            out.append(card_rect(scene, Card.parse(name[5:])))
        elif name == "trick":  # one outline round the cards on the table
            rects = [r for r in (card_rect(scene, c) for _seat, c in scene.overlay) if r is not None]
            out.append(rects[0].unionall(rects[1:]) if rects else None)
        elif name == "panel" and scene.panel is not None:
            out.append(scene.panel.rect)
        elif name == "discard":
            out += [lay.discard, scene.confirm_button.rect]
        elif name == "seats":
            out += [lay.seats[scene.place(s)].plate for s in range(scene.rules.players) if s != scene.human]
        elif name.startswith("seat:"):
            out.append(lay.seats[scene.place(int(name[5:]))].plate)
        elif name == "status":
            out.append(lay.status)
        elif name == "move":  # the card the lesson suggests now, if it is one to play
            action = scene.coach.suggestion(scene.ctl.hand) if scene.ready else None
            card = getattr(action, "card", None)
            out.append(card_rect(scene, card) if isinstance(action, Play) and card is not None else None)
    return [r for r in out if r is not None and r.w > 0]


def _overlap(a: pygame.Rect, others: list[pygame.Rect]) -> int:
    total = 0
    for b in others:
        c = a.clip(b)
        total += c.w * c.h
    return total


class CoachMarks:
    """The note panel of the tutorial's table."""

    def __init__(self, scene: TutorialTable) -> None:
        self.scene = scene
        self.back_button = Button("", scene.coach_back, key="b")
        self.next_button = Button("", scene.coach_next, key="n")
        self.skip_button = Button("", scene.skip)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.size = 14

    @property
    def buttons(self) -> list[Button]:
        return [self.back_button, self.next_button, self.skip_button]

    def handle(self, e: InputEvent) -> bool:
        if not self.scene.coach_visible:
            return False
        return any(b.handle(e) for b in self.buttons)

    # -- where the panel goes ---------------------------------------------------------------

    def _sized(self, step: LessonStep, width: int) -> tuple[list[str], int]:
        """The note's lines at ``width``, and the panel's height."""
        size = self.size
        lines = wrap_text(suit_safe(_(step.text)), theme.font(size), width - size * 2)
        line_h = int(size * 1.35)
        bh = max(26, int(size * 2.0))
        return lines, int(size * 1.9) + line_h * len(lines) + bh + size + 8

    def place(self) -> None:
        """Choose the panel's place and lay out its buttons (every frame: cheap, and always
        up to date with the cards it must keep clear of)."""
        scene = self.scene
        step = scene.coach.shown
        if step is None:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        lay = scene.lay
        w, h = lay.size
        self.size = max(12, min(20, int(h * 0.024)))
        hard = targets(scene, step.show)
        soft = [lay.seats[scene.place(s)].plate for s in range(scene.rules.players)]
        soft += [r for r in (card_rect(scene, c) for c in scene.my_cards()) if r is not None]
        soft += [r for r in (card_rect(scene, c) for _s, c in scene.overlay) if r is not None]
        if scene.panel is not None:
            soft.append(scene.panel.rect)
        mat = int(min(lay.trick_w * 3.6, h * 0.42))  # where the tricks are played
        soft.append(pygame.Rect(0, 0, mat, mat))
        soft[-1].center = (round(lay.centre[0]), round(lay.centre[1]))
        # Above the hand and the line under the table that says whose turn it is.
        hand_top = int(min(lay.hand_y - lay.ch * 0.68, lay.message[1] - self.size * 1.1)) - 4
        cx, cy = (round(v) for v in lay.centre)
        wide = int(min(560, max(300, w * 0.42)))
        narrow = int(min(420, max(260, w * 0.3)))
        top = lay.status.bottom + 8
        spots: list[tuple[int, Callable[[pygame.Rect], None]]] = [
            (wide, lambda r: setattr(r, "midtop", (w // 2, top))),
            (narrow, lambda r: setattr(r, "bottomright", (w - 10, hand_top))),
            (narrow, lambda r: setattr(r, "bottomleft", (10, hand_top))),
            (narrow, lambda r: setattr(r, "midright", (w - 10, cy))),
            (narrow, lambda r: setattr(r, "midleft", (10, cy))),
            (narrow, lambda r: setattr(r, "topright", (w - 10, top))),
            (narrow, lambda r: setattr(r, "topleft", (10, top))),
            (wide, lambda r: setattr(r, "center", (cx, cy))),
            (wide, lambda r: setattr(r, "midbottom", (w // 2, h - 8))),
        ]
        best: tuple[int, int] | None = None
        for i, (width, put) in enumerate(spots):
            lines, height = self._sized(step, width)
            r = pygame.Rect(0, 0, width, height)
            put(r)
            r.clamp_ip(pygame.Rect(0, lay.status.bottom, w, h - lay.status.bottom))
            score = _overlap(r, hard) * 1000 + _overlap(r, soft)
            if best is None or score < best[0]:
                best = (score, i)
                self.rect, self.lines = r, lines
            if score == 0:
                break
        self._buttons()

    def _buttons(self) -> None:
        r = self.rect
        size = self.size
        bh = max(26, int(size * 2.0))
        gap = 8
        bw = (r.w - 2 * size - 2 * gap) // 3
        y = r.bottom - bh - size // 2 - 2
        x = r.x + size
        self.back_button.label = _("Back")
        self.next_button.label = _("Next")
        self.skip_button.label = _("Skip tutorial")
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x + i * (bw + gap), y, bw, bh)
        coach = self.scene.coach
        self.back_button.enabled = coach.viewing > 0
        self.next_button.enabled = self.scene.can_go_on

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        step = scene.coach.shown
        if step is None or not scene.coach_visible:
            return
        self.place()
        for t in targets(scene, step.show):  # still outlines: an idle table draws nothing new
            pygame.draw.rect(surface, MARK, t.inflate(10, 10), 4, border_radius=8)
        r = self.rect
        theme.panel(surface, r, 240, radius=12, edge=MARK)
        size = self.size
        coach = scene.coach
        count = _("{number}/{steps}").format(number=coach.viewing + 1, steps=len(coach.steps))
        tag = theme.text(
            surface, count, max(11, size - 2), (r.right - size, r.y + size // 2), theme.DIM, anchor="topright"
        )
        theme.text(
            surface,
            suit_safe(_(step.title)),
            size + 2,
            (r.x + size, r.y + size // 2),
            theme.GOLD_LIGHT,
            bold=True,
            max_width=tag.x - r.x - size * 2,
        )
        y = r.y + int(size * 1.9)
        for line in self.lines:
            theme.text(surface, line, size, (r.x + size, y), theme.CREAM, max_width=r.w - size * 2)
            y += int(size * 1.35)
        for b in self.buttons:
            b.draw(surface)
