"""The table's decision panels: bidding, calling the adjutant's card, naming the joker's suit.

Each panel turns clicks and keys into an engine action; legality comes from the engine's
``legal_actions`` (passed in) and reasons from ``why_illegal`` (a callback), never from here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.napoleon import PASS, Action, Bid, Pass, Play
from game.napoleon.actions import Misere, Target, contract_words, rank_text
from game.rules import Card, Suit
from game.rules.i18n import _

from .. import theme
from ..input import InputEvent, KeyPress, PointerDown
from ..widgets import Button, wrap_text

Why = Callable[[Action], str | None]


def contract_text(
    number: int,
    trump: Suit | None,
    suitless: bool = False,
    misere: str | None = None,
    target_name: str | None = None,
    rank: int | None = None,
) -> str:
    """A bid or contract, short: "13♠", "14NT" (no trumps); under bidding without suit
    (``suitless``, 003) a bid is a number only: "13", until the first lead sets trumps; a
    misère (``"closed"``/``"open"``, 003) by its name; a target (003) by the player named; a
    number bid (003) by its rank: "13 jacks"."""
    if target_name is not None:
        return _("Target: {player}").format(player=target_name)
    if misere:
        return _("Open misère") if misere == "open" else _("Misère")
    if rank is not None:
        return contract_words(number, None, rank=rank)
    if trump is None and suitless:
        return str(number)
    if trump is None:
        return _("{number}NT").format(number=number)
    return f"{number}{theme.suit_text(trump.symbol)}"


def action_text(a: Action) -> str:
    """An action as the auction list shows it ("14♠", "pass")."""
    if isinstance(a, Bid):
        return contract_text(a.number, a.trump, rank=a.rank)
    if isinstance(a, Misere):
        return contract_text(0, None, misere="open" if a.open else "closed")
    if isinstance(a, Target):
        return _("Target: seat {seat}").format(seat=a.seat)
    if isinstance(a, Pass):
        return _("pass")
    return str(a)


def preferred_trump(hand: Sequence[Card], auction: Sequence[tuple[int, Action]], me: int) -> Suit | None:
    """The suit the bidding panel starts on: the suit of my last bid, else my longest suit
    (the higher suit on a tie)."""
    mine = [a for s, a in auction if s == me and isinstance(a, Bid)]
    if mine:
        return mine[-1].trump
    suits = [c.suit for c in hand if c.suit is not None]
    if not suits:
        return None
    return max(Suit, key=lambda t: (suits.count(t), int(t)))


def wrap_entries(entries: Sequence[str], font: pygame.font.Font, width: int, sep: str = "  ") -> list[str]:
    """The bid history's entries ("Emi: 12♥") packed into lines no wider than ``width``: a line
    breaks between entries, never inside one (a name is never cut in two); only an entry too
    long for a line by itself is wrapped on its own."""
    out: list[str] = []
    cur = ""
    for entry in entries:
        trial = f"{cur}{sep}{entry}" if cur else entry
        if font.size(trial)[0] <= width:
            cur = trial
            continue
        if cur:
            out.append(cur)
        if font.size(entry)[0] <= width:
            cur = entry
        else:
            *whole, cur = wrap_text(entry, font, width) or [""]
            out += whole
    if cur:
        out.append(cur)
    return out


class BidPanel:
    """Choose a number and a suit (or no-trumps), then Bid; or Pass."""

    def __init__(
        self,
        legal: Sequence[Action],
        why: Why,
        auction_lines: list[str],
        prefer: Suit | None = None,
        names: Sequence[str] = (),
    ) -> None:
        """``prefer``: the suit to start on (see :func:`preferred_trump`); its cheapest legal
        bid is offered first, else the cheapest bid of all."""
        self.legal = list(legal)
        self.why = why
        self.lines = auction_lines
        bids = [a for a in self.legal if isinstance(a, Bid)]
        self.numbers = sorted({b.number for b in bids}) or [0]
        trumps: list[Suit | None] = [s for s in Suit]
        named = [b for b in bids if b.rank is None]  # 003's number bids have their own button
        self.suitless = bool(named) and all(b.trump is None for b in named)  # 003: no suit is named
        if self.suitless:
            trumps = [None]
        elif any(b.trump is None for b in named):
            trumps.append(None)
        self.trumps = trumps
        start = next((b for b in named if b.trump == prefer), named[0] if named else None)
        self.number = start.number if start else self.numbers[0]
        self.trump: Suit | None = start.trump if start else Suit.SPADES
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.minus = Button("-", lambda: self.step_number(-1), key="down")
        self.plus = Button("+", lambda: self.step_number(1), key="up")
        self.suit_buttons = [
            Button(self._none_words() if t is None else theme.suit_text(t.symbol), self._pick(t))
            for t in self.trumps
        ]
        # 003's number bids: one button for the rank, each click the next rank
        self.ranks = sorted({b.rank for b in bids if b.rank is not None})
        self.rank: int | None = None
        self.rank_shown = self.ranks[0] if self.ranks else 0
        if self.ranks:
            self.rank_button: Button | None = Button(self._rank_words(), self._pick_rank)
            self.suit_buttons.append(self.rank_button)
        else:
            self.rank_button = None
        # 003's misères and targets, beside the suits: choosing one bids it (its rank is fixed)
        self.names = list(names)
        self.miseres: list[Misere | Target] = [a for a in self.legal if isinstance(a, Misere | Target)]
        self.suit_buttons += [Button(self._special_words(m), self._pick_misere(m)) for m in self.miseres]
        self.misere: Misere | Target | None = None
        self.bid_button = Button(_("Bid"), self._bid, key="enter")
        self.pass_button = Button(_("Pass"), self._pass, key="p")
        self.pass_button.enabled = PASS in self.legal
        self.chosen: Action | None = None
        self.reason = ""
        self.can_bid = bool(bids) or bool(self.miseres)
        self._refresh()

    def _none_words(self) -> str:
        return _("No suit") if self.suitless else _("NT")

    def _special_words(self, m: Misere | Target) -> str:
        if isinstance(m, Target):
            name = self.names[m.seat] if m.seat < len(self.names) else str(m.seat)
            return _("Target: {player}").format(player=name)
        return contract_text(0, None, misere="open" if m.open else "closed")

    def _rank_words(self) -> str:
        """The rank button: "Rank" until a rank is chosen, then the rank as cards write it."""
        return _("Rank") if self.rank is None else rank_text(self.rank)

    def _pick_rank(self) -> None:
        """003's number bid: the first click bids by rank, each next click the next rank."""
        if self.rank is not None and self.misere is None:
            self.rank_shown = self.ranks[(self.ranks.index(self.rank_shown) + 1) % len(self.ranks)]
        self.rank = self.rank_shown
        self.trump = None
        self.misere = None
        if self.rank_button is not None:
            self.rank_button.label = self._rank_words()
        self._refresh()

    def _pick_misere(self, m: Misere | Target) -> Callable[[], None]:
        def pick() -> None:
            self.misere = m
            self._refresh()

        return pick

    def _pick(self, t: Suit | None) -> Callable[[], None]:
        def pick() -> None:
            self.trump = t
            self.rank = None
            self.misere = None
            self._refresh()

        return pick

    def step_number(self, d: int) -> None:
        i = self.numbers.index(self.number) if self.number in self.numbers else 0
        self.number = self.numbers[max(0, min(len(self.numbers) - 1, i + d))]
        self._refresh()

    def step_suit(self, d: int) -> None:
        i = self.trumps.index(self.trump) if self.trump in self.trumps else 0
        self.trump = self.trumps[(i + d) % len(self.trumps)]
        self.rank = None
        self._refresh()

    def relabel(self) -> None:
        """The buttons' words again, in the language now chosen."""
        for t, b in zip(self.trumps, self.suit_buttons, strict=False):
            if t is None:
                b.label = self._none_words()
        if self.rank_button is not None:
            self.rank_button.label = self._rank_words()
        specials = self.suit_buttons[len(self.trumps) + (1 if self.ranks else 0) :]
        for m, b in zip(self.miseres, specials, strict=True):
            b.label = self._special_words(m)
        self.pass_button.label = _("Pass")
        self._refresh()

    def _refresh(self) -> None:
        if not self.can_bid:
            self.bid_button.enabled = False
            self.bid_button.label = _("Bid")
            self.reason = _("No higher bid is possible: you can only pass.")
            return
        if self.misere is not None:
            self.bid_button.enabled = True
            self.bid_button.label = _("Bid {contract}").format(contract=self._special_words(self.misere))
            self.reason = ""
            return
        bid = self._current()
        why = self.why(bid)
        self.bid_button.enabled = why is None
        words = contract_text(self.number, bid.trump, rank=bid.rank)
        self.bid_button.label = _("Bid {contract}").format(contract=words)
        self.reason = why or ""

    def _bid(self) -> None:
        self.chosen = self.misere if self.misere is not None else self._current()

    def _current(self) -> Bid:
        """The bid chosen on the panel: a number and a suit (or no-trumps), or a rank (003)."""
        if self.rank is not None:
            return Bid(self.number, None, self.rank)
        return Bid(self.number, self.trump)

    def _pass(self) -> None:
        self.chosen = PASS

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        pad = max(10, rect.h // 22)
        bh = max(28, min(48, rect.h // 8))
        x, y = rect.x + pad, rect.y + pad + bh
        self.minus.rect = pygame.Rect(x, y, bh, bh)
        self.plus.rect = pygame.Rect(x + bh * 2 + 10, y, bh, bh)
        self.number_pos = (x + bh * 1.5 + 5, y + bh / 2)
        sx = x + bh * 3 + 30
        sw = max(30, min(bh + 10, (rect.right - pad - sx) // max(1, len(self.suit_buttons)) - 6))
        for i, b in enumerate(self.suit_buttons):
            b.rect = pygame.Rect(sx + i * (sw + 6), y, sw, bh)
        y2 = y + bh + pad
        half = (rect.w - 3 * pad) // 2
        self.bid_button.rect = pygame.Rect(x, y2, half, bh)
        self.pass_button.rect = pygame.Rect(x + half + pad, y2, half, bh)
        self.history_top = y2 + bh + pad

    def handle(self, e: InputEvent) -> bool:
        if isinstance(e, KeyPress) and e.key in ("left", "right"):
            self.step_suit(-1 if e.key == "left" else 1)
            return True
        live = (self.minus, self.plus, *self.suit_buttons) if self.can_bid else ()
        for b in (*live, self.bid_button, self.pass_button):
            if b.handle(e):
                return True
        return isinstance(e, PointerDown) and self.rect.collidepoint(e.pos)

    def preview(self, action: Action) -> None:
        """Show a hint's bid selected, not taken."""
        if isinstance(action, Bid) and self.can_bid:
            self.number, self.trump = action.number, action.trump
            self.rank = action.rank if action.rank in self.ranks else None
            self.misere = None
            self._refresh()

    def hint_rect(self, action: Action) -> pygame.Rect | None:
        """Where the hint's bid or Pass is (the bid button shows the bid previewed)."""
        if isinstance(action, Bid):
            return self.bid_button.rect
        return self.pass_button.rect if isinstance(action, Pass) else None

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        theme.panel(surface, r, 240)
        size = max(14, r.h // 16)
        theme.text(surface, _("Your bid"), size, (r.x + 14, r.y + 10), theme.GOLD_LIGHT, bold=True)
        if self.can_bid:
            self.minus.draw(surface)
            self.plus.draw(surface)
            theme.text(
                surface,
                str(self.number),
                int(self.minus.rect.h * 0.7),
                self.number_pos,
                theme.WHITE,
                bold=True,
                anchor="center",
            )
            chosen = self.misere is None and self.rank is None
            for t, b in zip(self.trumps, self.suit_buttons, strict=False):
                b.draw(surface, focused=(t == self.trump and chosen))
            if self.rank_button is not None:  # 003's number bid
                self.rank_button.draw(surface, focused=self.rank is not None and self.misere is None)
            specials = self.suit_buttons[len(self.trumps) + (1 if self.ranks else 0) :]
            for m, b in zip(self.miseres, specials, strict=True):
                b.draw(surface, focused=(m == self.misere))
        self.bid_button.draw(surface)
        self.pass_button.draw(surface)
        y = self.history_top
        if self.reason:
            theme.text(surface, self.reason, max(12, size - 2), (r.x + 14, y), theme.BAD, max_width=r.w - 28)
            y += size + 6
        theme.text(
            surface, _("Bids so far:"), max(12, size - 2), (r.x + 14, y), theme.GOLD, max_width=r.w - 28
        )
        y += size + 4
        entries = self.lines or [_("none yet")]
        for part in wrap_entries(entries, theme.font(max(12, size - 2)), r.w - 28):
            if y > r.bottom - size:
                break
            theme.text(surface, part, max(12, size - 2), (r.x + 14, y), theme.CREAM, max_width=r.w - 28)
            y += size + 2
        theme.text(
            surface,
            _("↑↓ number  ←→ suit  Enter bid  P pass"),
            max(11, size - 5),
            (r.centerx, r.bottom - 8),
            theme.DIM,
            anchor="midbottom",
            max_width=r.w - 20,
        )


class JokerPanel:
    """Name the suit a led joker calls for (only where the rules ask)."""

    def __init__(self, plays: Sequence[Play]) -> None:
        self.plays = [p for p in plays if p.joker_suit is not None]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons = [
            Button(
                theme.suit_text(p.joker_suit.symbol) if p.joker_suit is not None else "?",
                self._pick(p),
                key=p.joker_suit.letter.lower() if p.joker_suit is not None else None,
            )
            for p in self.plays
        ]
        self.cancel = Button(_("Cancel"), self._cancel, key="escape")
        self.chosen: Play | None = None
        self.cancelled = False

    def _pick(self, p: Play) -> Callable[[], None]:
        def pick() -> None:
            self.chosen = p

        return pick

    def _cancel(self) -> None:
        self.cancelled = True

    def relabel(self) -> None:
        self.cancel.label = _("Cancel")

    def layout(self, rect: pygame.Rect) -> None:
        w = min(rect.w, 420)
        h = min(rect.h, 170)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = rect.center
        bw = (w - 50) // max(1, len(self.buttons))
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(self.rect.x + 20 + i * (bw + 3), self.rect.y + h // 3, bw - 6, h // 3)
        self.cancel.rect = pygame.Rect(self.rect.centerx - 60, self.rect.bottom - h // 4 - 4, 120, h // 4 - 4)

    def handle(self, e: InputEvent) -> bool:
        for b in (*self.buttons, self.cancel):
            if b.handle(e):
                return True
        return isinstance(e, PointerDown | KeyPress)

    def hint_rect(self, action: Action) -> pygame.Rect | None:
        """The button of the suit the hint's play names."""
        if not isinstance(action, Play):
            return None
        return next(
            (
                b.rect
                for q, b in zip(self.plays, self.buttons, strict=True)
                if q.joker_suit == action.joker_suit
            ),
            None,
        )

    def draw(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.rect)
        theme.text(
            surface,
            _("Lead the joker calling for:"),
            max(14, self.rect.h // 9),
            (self.rect.centerx, self.rect.y + 10),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="midtop",
            max_width=self.rect.w - 20,
        )
        for b in self.buttons:
            b.draw(surface)
        self.cancel.draw(surface)
