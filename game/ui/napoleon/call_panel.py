"""Calling the adjutant's card: one-click buttons for the usual calls (the Mighty, the right
and left jacks, the strongest card you lack), then every card as a readable key, a row per suit
(rank and suit in text, large at any window size). Cards in your own hand are outlined in gold;
cards the rules do not let you call are dimmed, and the engine's reason shows on hover.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.napoleon import Action, Call, RuleSet
from game.rules import Card, Suit
from game.rules.i18n import _, pgettext

from .. import theme
from ..input import InputEvent, KeyPress, PointerDown, PointerMove

Why = Callable[[Action], str | None]
ROWS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def usual_calls(
    rules: RuleSet, trump: Suit | None, own: Sequence[Card], legal: set[Card], rank: int | None = None
) -> list[tuple[str, Card]]:
    """(what it is, card) for the calls players make most: the Mighty, the right and left
    jacks where they are special, and the strongest card you do not hold (the hint's own
    judgement, :func:`~game.ai.napoleon.hints.strongest_you_lack`: the same card, the same words, even
    when it is also one of the named calls before it)."""
    from game.ai.napoleon.hints import strongest_you_lack

    out: list[tuple[str, Card]] = [(pgettext("call", "Mighty"), rules.mighty(trump))]
    if trump is not None and rules.right_left_jacks:
        out.append((pgettext("call", "Right jack"), Card(int(trump) * 13 + 9)))
        out.append((pgettext("call", "Left jack"), Card(int(trump.partner) * 13 + 9)))
    out = [(w, c) for w, c in out if c in legal]
    best = strongest_you_lack(rules, trump, rank, own, legal)
    if best is not None:
        out.append((pgettext("call", "Strongest you lack"), best))
    return out


def rank_text(card: Card) -> str:
    """The rank alone ("A", "10", "J"), or the joker's word."""
    if card.is_joker:
        return pgettext("call", "Joker")
    return str(card)[1:]


class CallPanel:
    """Pick any card as the adjutant's card; cards in your own hand are marked."""

    def __init__(
        self,
        deck: Sequence[Card],
        legal: Sequence[Action],
        own: Sequence[Card],
        why: Why,
        quick: Sequence[tuple[str, Card]] = (),
    ) -> None:
        self.deck = list(deck)
        self.legal = {a.card for a in legal if isinstance(a, Call)}
        self.own = set(own)
        self.why = why
        self.quick = list(quick)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cells: list[tuple[Card, pygame.Rect]] = []  # every card's key, suit by suit
        self.quick_cells: list[tuple[str, Card, pygame.Rect]] = []
        self.hover: Card | None = None
        self.cursor = 0
        self.chosen: Action | None = None
        self.reason = ""
        self.size = 16

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        rows = [
            sorted((c for c in self.deck if not c.is_joker and c.suit == s), key=lambda c: -c.rank)
            for s in ROWS
        ]
        jokers = [c for c in self.deck if c.is_joker]
        if jokers:
            rows.append(jokers)
        cols = max(13, max(len(r) for r in rows))
        title_h = max(34, rect.h // 8)
        quick_h = max(26, rect.h // 8) if self.quick else 0
        foot_h = max(28, rect.h // 8)
        label_w = max(22, rect.w // 22)
        grid = pygame.Rect(rect.x + 12 + label_w, rect.y + title_h + quick_h + 8, rect.w - 24 - label_w, 0)
        grid.h = rect.bottom - foot_h - grid.y
        gap = 3
        cell_w = (grid.w - gap * (cols - 1)) // cols
        cell_h = min((grid.h - gap * (len(rows) - 1)) // len(rows), int(cell_w * 1.1) + 6)
        self.size = max(11, min(22, int(cell_h * 0.6)))
        self.cells = []
        for i, row in enumerate(rows):
            y = grid.y + i * (cell_h + gap)
            for j, c in enumerate(row):
                w = cell_w if not c.is_joker else min(grid.w // 3, cell_w * 3)
                x = grid.x + j * (w + gap) if c.is_joker else grid.x + j * (cell_w + gap)
                self.cells.append((c, pygame.Rect(x, y, w, cell_h)))
        self.row_labels = [(s, grid.y + i * (cell_h + gap) + cell_h // 2) for i, s in enumerate(ROWS)]
        self.label_x = rect.x + 12 + label_w // 2
        self.quick_cells = []
        if self.quick:
            qw = min(200, (rect.w - 24 - 8 * (len(self.quick) - 1)) // len(self.quick))
            x0 = rect.centerx - (len(self.quick) * qw + 8 * (len(self.quick) - 1)) // 2
            for k, (words, card) in enumerate(self.quick):
                r = pygame.Rect(x0 + k * (qw + 8), rect.y + title_h, qw, quick_h - 4)
                self.quick_cells.append((words, card, r))

    def relabel(self) -> None:
        """Its words are looked up as it is drawn (the reason, the engine's, is worked out
        again on the next move)."""
        self.reason = ""

    def _at(self, pos: tuple[float, float]) -> Card | None:
        for _w, c, r in self.quick_cells:
            if r.collidepoint(pos):
                return c
        for c, r in self.cells:
            if r.collidepoint(pos):
                return c
        return None

    def handle(self, e: InputEvent) -> bool:
        if isinstance(e, PointerMove):
            self.hover = self._at(e.pos)
            self.reason = "" if self.hover is None else (self.why(Call(self.hover)) or "")
            return False
        if isinstance(e, PointerDown) and e.button == 1:
            c = self._at(e.pos)
            if c is not None:
                self._choose(c)
                return True
            return self.rect.collidepoint(e.pos)
        if isinstance(e, KeyPress) and self.cells:
            if e.key in ("left", "right", "up", "down"):
                d = {"left": -1, "right": 1, "up": -13, "down": 13}[e.key]
                self.cursor = (self.cursor + d) % len(self.cells)
                self.hover = self.cells[self.cursor][0]
                self.reason = self.why(Call(self.hover)) or ""
                return True
            if e.key in ("enter", "space"):
                self._choose(self.cells[self.cursor][0])
                return True
            if e.key in ("1", "2", "3", "4") and int(e.key) <= len(self.quick):
                self._choose(self.quick[int(e.key) - 1][1])
                return True
        return False

    def preview(self, action: Action) -> None:
        """Show a hint's call selected, not taken."""
        for i, (c, _rect) in enumerate(self.cells):
            if isinstance(action, Call) and c == action.card:
                self.cursor, self.hover = i, c

    def hint_rect(self, action: Action) -> pygame.Rect | None:
        """Where the hint's card to call is (lifted with the pointer over it)."""
        card = getattr(action, "card", None)
        return next((r.move(0, -6 if c == self.hover else 0) for c, r in self.cells if c == card), None)

    def _choose(self, c: Card) -> None:
        why = self.why(Call(c))
        if why is None:
            self.chosen = Call(c)
        else:
            self.reason = why

    def _key(self, surface: pygame.Surface, r: pygame.Rect, text: str, card: Card, size: int) -> None:
        legal = card in self.legal
        fill = (250, 246, 236) if legal else (120, 124, 118)
        if card == self.hover:
            fill = (255, 236, 170)
        pygame.draw.rect(surface, fill, r, border_radius=5)
        edge, width = (theme.HILITE, 3) if card in self.own else ((60, 60, 60), 1)
        pygame.draw.rect(surface, edge, r, width, border_radius=5)
        suit = card.suit
        colour = theme.SUIT_RGB.get(int(suit), theme.INK) if suit is not None else theme.INK
        theme.text(
            surface,
            text,
            size,
            r.center,
            colour if legal else (70, 70, 70),
            bold=True,
            anchor="center",
            max_width=r.w - 4,
        )

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        theme.panel(surface, r, 240)
        size = max(14, r.h // 18)
        theme.text(
            surface,
            _("Call the adjutant's card"),
            size,
            (r.x + 14, r.y + 8),
            theme.GOLD_LIGHT,
            bold=True,
            max_width=r.w - 28,
        )
        for words, card, qr in self.quick_cells:
            self._key(
                surface,
                qr,
                _("{what} {card}").format(what=words, card=card),
                card,
                max(11, min(self.size, qr.h - 10)),
            )
        for c, cr in self.cells:
            self._key(surface, cr, rank_text(c), c, self.size)
        for suit, y in self.row_labels:
            theme.text(
                surface,
                theme.suit_text(suit.symbol),
                self.size + 4,
                (self.label_x, y),
                theme.SUIT_ON_FELT[int(suit)],
                bold=True,
                anchor="center",
            )
        msg = self.reason
        if not msg and self.hover is not None:
            if self.hover in self.own:
                msg = _("Call {card} — it is in your own hand: you would play alone")
            else:
                msg = _("Call {card}")
            msg = msg.format(card=self.hover)
        if not msg:
            msg = _("Gold outline: in your hand. Click a card, or arrows and Enter; 1–4: the calls above.")
        theme.text(
            surface,
            msg,
            max(12, size - 2),
            (r.centerx, r.bottom - 10),
            theme.BAD if self.reason else theme.CREAM,
            anchor="midbottom",
            max_width=r.w - 20,
        )
