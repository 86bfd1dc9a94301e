"""A tutorial's coach marks at the table, for any game's lesson (:mod:`.lesson`): a note panel
with Back, Next and Skip, and outlines around what the note talks about. The panel goes where it
covers none of those things (the first of a few places around the table that is clear of them),
so the cards it names stay in sight. Reads the tutorial's table through :class:`CoachedTable`
(the tutorial's scene is one; a test places a note over a small fake); the buttons call the
table back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

import pygame

from game.rules import Card
from game.rules.card_actions import Play
from game.rules.i18n import _

from .. import theme
from ..cardart import card_height
from ..input import InputEvent
from ..widgets import Button, wrap_text
from .state import TableState

if TYPE_CHECKING:
    from .face import Panel, Pick, TableFace
    from .lesson import Coach, LessonStep
    from .sprites import CardSprite

MARK = (110, 215, 255)  # the outline of what a note talks about (the hint's blue)


class CoachedTable(TableState, Protocol):
    """What the coach marks read of the tutorial's table (what a face reads, and where the
    frame drew what), and the three things its buttons ask of it."""

    @property
    def coach(self) -> Coach:
        """The lesson: its steps, the one shown, the move it suggests."""
        ...

    @property
    def face(self) -> TableFace: ...

    @property
    def sprites(self) -> Mapping[Card, CardSprite]:
        """Every card's sprite (where a card is drawn now)."""
        ...

    @property
    def overlay(self) -> Sequence[tuple[int, Card]]:
        """The trick on the cloth: (seat, card)."""
        ...

    @property
    def drawn(self) -> Mapping[str, pygame.Rect]:
        """What the last frame showed and where (the table's :class:`~game.ui.table.state.Frame`)."""
        ...

    @property
    def panel(self) -> Panel | None: ...

    @property
    def picking(self) -> Pick | None: ...

    @property
    def confirm_button(self) -> Button: ...

    @property
    def ready(self) -> bool:
        """The picture has caught up and the player is to act."""
        ...

    @property
    def message_error(self) -> bool:
        """The line under the table is a warning (a move refused: drawn edged in red)."""
        ...

    @property
    def message_left(self) -> float:
        """How long the line under the table stays up (0: none of the table's own)."""
        ...

    @property
    def cards_moving(self) -> bool:
        """Cards are still on their way (dealt, played, swept): the note is placed again."""
        ...

    @property
    def coach_visible(self) -> bool:
        """A note is on screen."""
        ...

    @property
    def can_go_on(self) -> bool:
        """Next does something."""
        ...

    def my_cards(self) -> list[Card]: ...

    def coach_back(self) -> None: ...

    def coach_next(self) -> None: ...

    def skip(self) -> None:
        """Leave the tutorial."""
        ...


def suit_safe(text: str) -> str:
    """``text`` with suit symbols the font cannot draw spelled as letters (theme.suit_text)."""
    for symbol in "♠♥♦♣":
        text = text.replace(symbol, theme.suit_text(symbol))
    return text


def card_rect(scene: CoachedTable, card: Card) -> pygame.Rect | None:
    s = scene.sprites.get(card)
    if s is None or not s.visible:
        return None
    r = pygame.Rect(0, 0, int(s.w), card_height(int(s.w)))
    r.center = (round(s.pos[0]), round(s.pos[1]))
    return r


def targets(scene: CoachedTable, names: tuple[str, ...], marks: Sequence[object] = ()) -> list[pygame.Rect]:
    """The rectangles of what a step names ("hand", "card:♠A", "trick", "panel"...; any name
    the last frame drew something by, as a game's "widow"), and of the ``marks`` (actions) on
    the open panel."""
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
        elif name == "move":  # the card the lesson suggests now, or its place on the panel
            action = scene.coach.suggestion(scene.hand) if scene.ready else None
            card = getattr(action, "card", None)
            if isinstance(action, Play) and card is not None:
                out.append(card_rect(scene, card))
            elif action is not None and scene.panel is not None:
                out.append(scene.panel.hint_rect(action))
        elif name in scene.drawn:  # what the last frame drew by that name ("widow", "pools")
            out.append(scene.drawn[name])
    if scene.panel is not None:
        out += [scene.panel.hint_rect(a) for a in marks]
    return [r for r in out if r is not None and r.w > 0]


def step_targets(scene: CoachedTable, step: LessonStep) -> list[pygame.Rect]:
    """The rectangles of what ``step`` shows: its names and its marks on the panel."""
    return targets(scene, step.show, step.marks)


def talks_of_hand(step: LessonStep) -> bool:
    """The step's note talks of the player's whole hand: it names the hand, its picture
    cards, or the card to play (the free play's "move", outlined only on the player's turn).
    The cards a note names one by one are kept clear by name (:func:`targets`)."""
    return any(name in ("hand", "points", "move") for name in step.show)


def _overlap(a: pygame.Rect, others: list[pygame.Rect]) -> int:
    """The area of ``a`` that ``others`` cover (counted once per other)."""
    total = 0
    for i in a.collidelistall(others):
        c = a.clip(others[i])
        total += c.w * c.h
    return total


class CoachMarks:
    """The note panel of the tutorial's table."""

    def __init__(self, scene: CoachedTable) -> None:
        self.scene = scene
        self.back_button = Button("", scene.coach_back, key="b")
        self.next_button = Button("", scene.coach_next, key="n")
        self.skip_button = Button("", scene.skip)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.size = 14
        self._placed: tuple[object, ...] | None = None  # the step and size the place was found for
        self.hidden = False  # waiting for a banner or a warning to go (no place clear of everything)

    @property
    def buttons(self) -> list[Button]:
        return [self.back_button, self.next_button, self.skip_button]

    def handle(self, e: InputEvent) -> bool:
        if not self.scene.coach_visible or self.hidden:
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

    def keep_clear(self, step: LessonStep) -> tuple[list[pygame.Rect], list[pygame.Rect], list[pygame.Rect]]:
        """What the note must not cover (what the step shows, and what the table shows that
        a note talks of: every seat with its cards and bid, a trick's banner, the trump and
        called-card box; the player's hand when the note talks of it; a red warning, which
        says why a move was refused); what it should not (the line saying what to do, when the
        step asks for a move); and what it had better not (the hand, the mat, a game's pools, an
        open panel)."""
        scene = self.scene
        lay = scene.lay
        hard = [r.inflate(12, 12) for r in step_targets(scene, step)]
        for s in range(scene.rules.players):
            hard.append(scene.drawn.get(f"seat:{s}", lay.seats[scene.place(s)].plate))
        hard += [scene.drawn[k] for k in ("banner", "contract") if k in scene.drawn]
        for won in scene.face.cards_won(scene):  # a seat's picture cards won, by its plate
            hard += [r for r in (card_rect(scene, c) for c in won) if r is not None]
        hand = [r for r in (card_rect(scene, c) for c in scene.my_cards()) if r is not None]
        # The hand a note talks of stays in sight the whole step, between tricks too (a step's
        # "move" outline is there only on the player's turn).
        soft: list[pygame.Rect] = []
        (hard if talks_of_hand(step) else soft).extend(hand)
        # The trick: its cards are never covered, and the mat they land on had better not be.
        hard += [r.inflate(12, 12) for r in (card_rect(scene, c) for _s, c in scene.overlay) if r is not None]
        mat = int(min(lay.trick_w * 3.6, lay.size[1] * 0.42))
        soft.append(pygame.Rect(0, 0, mat, mat))
        soft[-1].center = (round(lay.centre[0]), round(lay.centre[1]))
        soft += [scene.drawn[k] for k in ("pools",) if k in scene.drawn]  # a game's pools of chips
        if scene.panel is not None:
            soft.append(scene.panel.rect)
        if scene.picking is not None:
            soft += [lay.discard, scene.confirm_button.rect]
        mid: list[pygame.Rect] = []
        if "message" in scene.drawn:  # the line under the table: a warning, or what to do now
            line = scene.drawn["message"].inflate(8, 8)
            if scene.message_left > 0 and scene.message_error:
                hard.append(line)
            else:
                (mid if step.does or step.free else soft).append(line)
        return hard, mid, soft

    def place(self) -> None:
        """Choose the panel's place and lay out its buttons. The rule: the place of least
        overlap with what it must keep clear of (see :meth:`keep_clear`), searched over the
        window at a few widths; a place found stays while it covers nothing it must not (the
        note does not wander as cards move), and the search runs again when it would."""
        scene = self.scene
        step = scene.coach.shown
        if step is None:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        lay = scene.lay
        w, h = lay.size
        hard, mid, soft = self.keep_clear(step)
        # Placed again once when the cards settle (they may have been dealt or moving).
        key = (step.title, lay.size, scene.cards_moving)
        if self._placed == key and (_overlap(self.rect, hard) == 0 or (self.hidden and self._passing())):
            self.hidden = self.hidden and self._passing()  # until the banner or warning goes
            self._buttons()
            return
        self._placed = key
        area = pygame.Rect(8, lay.status.bottom + 8, w - 16, h - lay.status.bottom - 16)
        size = max(12, min(20, int(h * 0.024)))
        found: tuple[tuple[int, ...], pygame.Rect, list[str], int] | None = None
        for self.size in (size, max(11, size - 2), max(10, size - 4)):  # smaller only if it must
            score, rect, lines = self._search(step, (hard, mid, soft), area)
            if found is None or score < found[0]:
                found = (score, rect, lines, self.size)
            if score[0] == 0:
                break
        assert found is not None
        score, self.rect, self.lines, self.size = found
        # No place covers nothing while a banner or a red warning is up (a small window, a
        # long line): the note waits for it to go rather than cover what it tells, or what
        # the step shows.
        self.hidden = score[0] > 0 and self._passing()
        self._buttons()

    def _passing(self) -> bool:
        """Something the table shows for a few seconds is up: a trick's banner, or a red
        warning (why a move was refused)."""
        scene = self.scene
        return "banner" in scene.drawn or (scene.message_left > 0 and scene.message_error)

    def _search(
        self, step: LessonStep, avoid: tuple[list[pygame.Rect], ...], area: pygame.Rect
    ) -> tuple[tuple[int, ...], pygame.Rect, list[str]]:
        """The best place in ``area`` at the present text size: (its score, the rectangle,
        the note's lines). A score is the overlap with each list of ``avoid`` (the first
        counts most), then the distance from the middle."""
        hard, *rest = avoid
        w = self.scene.lay.size[0]
        widths = sorted({max(240, int(min(area.w, v))) for v in (w * 0.3, w * 0.42, w * 0.56, w * 0.72)})
        grid = max(12, min(area.w, area.h) // 36)
        cx, cy = area.center
        usual = w * 0.42  # the note's usual width: wider or narrower only to keep clear
        best: tuple[tuple[int, ...], pygame.Rect, list[str]] | None = None
        for width in widths:
            lines, height = self._sized(step, width)
            if height > area.h:
                continue
            for y in range(area.top, area.bottom - height + 1, grid):
                for x in range(area.left, area.right - width + 1, grid):
                    r = pygame.Rect(x, y, width, height)
                    covered = _overlap(r, hard)
                    if best is not None and covered > best[0][0]:
                        continue
                    # Least covered first, then least of the rest, then the usual width
                    # nearest the middle.
                    near = abs(r.centerx - cx) + abs(r.centery - cy) + 2 * abs(width - usual)
                    score = (covered, *(_overlap(r, more) for more in rest), round(near))
                    if best is None or score < best[0]:
                        best = (score, r, lines)
        if best is None:  # a window too small for any: the top left, as tall as it can be
            lines, height = self._sized(step, widths[-1])
            return (1 << 30,), pygame.Rect(area.x, area.y, widths[-1], min(height, area.h)), lines
        return best

    def _buttons(self) -> None:
        r = self.rect
        size = self.size
        bh = max(26, int(size * 2.0))
        gap = 8
        room = r.w - 2 * size - 2 * gap
        y = r.bottom - bh - size // 2 - 2
        x = r.x + size
        self.back_button.label = _("Back")
        self.next_button.label = _("Next")
        self.skip_button.label = _("Skip tutorial")
        # Each button as wide as its label needs (a long "Skip tutorial" is not cut), the room
        # left shared out evenly.
        font = theme.font(max(10, int(bh * 0.45)), True)
        need = [font.size(b.label)[0] + 16 for b in self.buttons]
        extra = max(0, room - sum(need)) // 3
        widths = [n + extra for n in need] if sum(need) <= room else [room // 3] * 3
        for b, bw in zip(self.buttons, widths, strict=True):
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap
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
        if self.hidden:
            return
        for t in step_targets(scene, step):  # still outlines: an idle table draws nothing new
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
