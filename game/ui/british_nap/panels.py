"""British Nap's panel and pieces at the shared table: the bidding panel (the bids the rules
allow now, Pass, Peep), the widow and the pools drawn in the middle.

Like Napoleon's panels (:mod:`game.ui.napoleon.panels`), the bidding panel turns clicks and keys into an
engine action; which bids are legal comes from the engine's ``legal_actions``, the reasons from
``why_illegal``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.british_nap import PEEP, NapBid, NapRules, Peep, all_bids, bid_name
from game.rules import Card
from game.rules.card_actions import PASS, Pass
from game.rules.i18n import _

from .. import backdrop, theme
from ..cardart import CardArt
from ..input import InputEvent, KeyPress, PointerDown, PointerMove
from ..napoleon.panels import wrap_entries
from ..widgets import Button

Why = Callable[[Any], str | None]

# Shortcut keys of the named bids (numbers are their digit).
BID_KEYS = {"misere": "m", "wellington": "w", "blucher": "b", "sir_garnet": "g"}


def bid_words(bid: int | str) -> str:
    """A bid on its button and in the auction: "2", "Nap", "Misère", "Sir Garnet"."""
    return bid_name(bid)


def nap_action_text(action: object) -> str:
    """An action as the auction list shows it ("3", "Nap", "pass", "peeps")."""
    if isinstance(action, NapBid):
        return bid_words(action.bid)
    if isinstance(action, Pass):
        return _("pass")
    return str(action)


class NapBidPanel:
    """One button per bid of these rules (the ones not allowed now dimmed, the reason shown on
    hovering), Pass, and Peep where the rules have a widow to peep at."""

    def __init__(
        self,
        rules: NapRules,
        legal: Sequence[Any],
        why: Why,
        auction_lines: list[str],
        notes: Sequence[str] = (),
    ) -> None:
        """``notes``: lines shown over the auction (the widow card peeped, the pools)."""
        self.legal = list(legal)
        self.why = why
        self.lines = auction_lines
        self.notes = list(notes)
        # Every bid of the rules, but the numbers under the minimum only when allowed now
        # (the dealer's forced bid of 1 after all passed).
        self.bids = [
            b
            for b in all_bids(rules)
            if NapBid(b) in self.legal or not (isinstance(b, int) and b < rules.min_bid)
        ]
        self.buttons = [Button(bid_words(b), self._pick(NapBid(b)), key=self._key(b)) for b in self.bids]
        for b, button in zip(self.bids, self.buttons, strict=True):
            button.enabled = NapBid(b) in self.legal
        self.pass_button = Button(_("Pass"), self._take(PASS), key="p")
        self.pass_button.enabled = PASS in self.legal
        self.peep_button = Button(_("Peep (1 chip)"), self._take(PEEP), key="k")
        self.peep_button.enabled = any(isinstance(a, Peep) for a in self.legal)
        self.can_peep = rules.peep
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.chosen: Any = None
        self.reason = ""
        self.shown: Any = None  # a hint's bid, outlined

    @staticmethod
    def _key(bid: int | str) -> str | None:
        if isinstance(bid, int):
            return str(bid)
        return BID_KEYS.get(bid)

    def _pick(self, action: NapBid) -> Callable[[], None]:
        def pick() -> None:
            self.chosen = action

        return pick

    def _take(self, action: Any) -> Callable[[], None]:
        def take() -> None:
            self.chosen = action

        return take

    def relabel(self) -> None:
        for b, button in zip(self.bids, self.buttons, strict=True):
            button.label = bid_words(b)
        self.pass_button.label = _("Pass")
        self.peep_button.label = _("Peep (1 chip)")
        self.reason = ""

    def preview(self, action: Any) -> None:
        self.shown = action

    def hint_rect(self, action: Any) -> pygame.Rect | None:
        """Where the hint's ``action`` is on the panel."""
        if isinstance(action, Pass):
            return self.pass_button.rect
        if isinstance(action, Peep):
            return self.peep_button.rect
        for b, button in zip(self.bids, self.buttons, strict=True):
            if action == NapBid(b):
                return button.rect
        return None

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        pad = max(10, rect.h // 22)
        bh = max(28, min(46, rect.h // 8))
        top = rect.y + 10 + int(max(14, rect.h // 16) * 1.9)  # below the title ("Your bid")
        cols = min(len(self.buttons), 5) or 1
        bw = (rect.w - 2 * pad - (cols - 1) * 8) // cols
        for i, button in enumerate(self.buttons):
            r, c = divmod(i, cols)
            button.rect = pygame.Rect(rect.x + pad + c * (bw + 8), top + r * (bh + 8), bw, bh)
        rows = (len(self.buttons) + cols - 1) // cols
        y = top + rows * (bh + 8) + 4
        n = 2 if self.can_peep else 1
        half = (rect.w - 2 * pad - (n - 1) * 8) // n
        self.pass_button.rect = pygame.Rect(rect.x + pad, y, half, bh)
        self.peep_button.rect = (
            pygame.Rect(rect.x + pad + half + 8, y, half, bh) if self.can_peep else pygame.Rect(0, 0, 0, 0)
        )
        self.history_top = y + bh + pad

    def handle(self, e: InputEvent) -> bool:
        if isinstance(e, PointerMove):
            self.reason = ""
            for b, button in zip(self.bids, self.buttons, strict=True):
                if button.rect.collidepoint(e.pos) and not button.enabled:
                    self.reason = self.why(NapBid(b)) or ""
        buttons = [*self.buttons, self.pass_button, *([self.peep_button] if self.can_peep else [])]
        for button in buttons:
            if button.handle(e):
                return True
        if isinstance(e, KeyPress) and e.key == "n":  # N: Nap, whatever its number
            five = next((b for b in self.buttons if b.label == bid_words(5)), None)
            if five is not None and five.enabled:
                five.on_click()
                return True
        return isinstance(e, PointerDown) and self.rect.collidepoint(e.pos)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        theme.panel(surface, r, 240)
        size = max(14, r.h // 16)
        small = max(12, size - 2)
        theme.text(surface, _("Your bid"), size, (r.x + 14, r.y + 10), theme.GOLD_LIGHT, bold=True)
        buttons = [*self.buttons, self.pass_button, *([self.peep_button] if self.can_peep else [])]
        for button in buttons:
            button.draw(surface)
        y = self.history_top
        if self.reason:
            theme.text(surface, self.reason, small, (r.x + 14, y), theme.BAD, max_width=r.w - 28)
            y += size + 6
        for note in self.notes:
            theme.text(surface, note, small, (r.x + 14, y), theme.GOLD_LIGHT, max_width=r.w - 28)
            y += size + 4
        theme.text(surface, _("Bids so far:"), small, (r.x + 14, y), theme.GOLD, max_width=r.w - 28)
        y += size + 4
        entries = self.lines or [_("none yet")]
        for part in wrap_entries(entries, theme.font(small), r.w - 28):
            if y > r.bottom - size * 2:
                break
            theme.text(surface, part, small, (r.x + 14, y), theme.CREAM, max_width=r.w - 28)
            y += size + 2
        keys = max(11, size - 5)
        if r.bottom - 8 - keys * 1.5 >= max(y, self.pass_button.rect.bottom + 4):  # only where it has room
            theme.text(
                surface,
                _("Click a bid, or its key (N: Nap)  ·  P pass"),
                keys,
                (r.centerx, r.bottom - 8),
                theme.DIM,
                anchor="midbottom",
                max_width=r.w - 20,
            )


def draw_widow(
    surface: pygame.Surface,
    art: CardArt,
    centre: tuple[float, float],
    w: int,
    count: int,
    seen: Sequence[Card],
) -> pygame.Rect:
    """The widow in the middle: its cards face down, or face up where this seat has seen them
    (a peeped card). Returns the area drawn."""
    step = max(6, w // 3)
    x0 = centre[0] - (count - 1) * step / 2
    area = pygame.Rect(round(centre[0]), round(centre[1]), 0, 0)
    for i in range(count):
        img = art.face(seen[i], w) if i < len(seen) else art.back(w)
        r = img.get_rect(center=(round(x0 + i * step), round(centre[1])))
        surface.blit(img, r)
        area.union_ip(r)
    return area


def draw_pools(
    surface: pygame.Surface, assets: Any, at: tuple[float, float], size: int, pools: Sequence[tuple[str, int]]
) -> pygame.Rect:
    """The pools as little stacks of chips, each with its name and count, from ``at``
    (top left) downwards. Returns the area drawn."""
    x, y = at
    area = pygame.Rect(round(x), round(y), 0, 0)
    for (label, chips), colour in zip(pools, ("blue", "white"), strict=False):
        chip = backdrop.chip(assets, colour, size)
        for k in range(min(chips, 8)):
            if chip is not None:
                surface.blit(chip, (round(x), round(y - k * size * 0.18)))
            else:
                pygame.draw.circle(
                    surface, theme.CREAM, (round(x + size / 2), round(y + size / 2 - k * 3)), size // 2
                )
        said = theme.text(
            surface,
            _("{pool}: {n}").format(pool=label, n=chips),
            max(11, int(size * 0.75)),
            (x + size * 1.3, y + size * 0.5),
            theme.CREAM,
            anchor="midleft",
            shadow=True,
        )
        stack = pygame.Rect(round(x), round(y - min(chips, 8) * size * 0.18), size, size + size // 2)
        area.union_ip(said.union(stack))
        y += size * 1.6
    return area
