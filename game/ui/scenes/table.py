"""The table: the human at the bottom, AI seats around, the trick in the middle.

The scene presents the controller's steps one at a time (each with its animation beats),
and only when the picture has caught up with the engine does it take the human's input.
Card positions are *targets* computed from what is shown; when a target changes the card
glides there (the tween manager supersedes any earlier move), so the deal, plays, sweeps
and the exchange are all the same mechanism.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

import pygame

from game.ai import Seat, make_seat
from game.rules import (
    Action,
    Bid,
    Card,
    Discard,
    NapoleonHand,
    Pass,
    Phase,
    Play,
    RuleSet,
    SeatView,
)
from game.rules import events as ev

from .. import backdrop, savegame
from ..cardart import card_height
from ..context import Context
from ..controller import REPLAY_LEVELS, HandController, MatchSession, Step
from ..input import InputEvent, KeyPress, PointerDown, PointerMove, PointerUp
from ..layout import TableLayout, compute
from ..scene import Scene
from ..widgets import Button
from .card_roles import hand_order
from .table_draw import draw_table
from .table_panels import BidPanel, CallPanel, JokerPanel, contract_text

log = logging.getLogger(__name__)

# Seconds at "normal" speed.
T_DEAL = 1.1
T_MOVE = 0.32
T_PLAY_GAP = 0.42
T_TRICK_HOLD = 0.9
T_SWEEP = 0.45
T_BID = 0.55
T_BANNER = 1.6
DRAG_THRESHOLD = 6
T_HINT = 6.0  # seconds a hint stays up (real time, whatever the animation speed)


@dataclass
class Hint:
    """What a Normal AI would do in the human's place, and why (never played for them)."""

    action: Action
    text: str
    cards: tuple[Card, ...]  # the cards to highlight (the card to play, the cards to discard)
    at: int  # the number of actions in the hand when it was given: stale after any move


@dataclass
class CardSprite:
    card: Card
    pos: tuple[float, float]
    w: float
    face_up: bool = True
    visible: bool = False
    z: int = 0
    target: tuple[float, float, float] | None = None


class TableScene(Scene):
    def __init__(self, ctx: Context, rules: RuleSet, level: str, seed: int,
                 session: MatchSession | None = None,
                 resume: NapoleonHand | None = None) -> None:
        """``resume``: the hand in progress of a restored ``session`` (shown as it stands)."""
        super().__init__(ctx)
        self.session = session or MatchSession(rules, seed, level, human=0)
        self.rules = self.session.rules
        self.lay: TableLayout = compute(ctx.size, self.rules.players)
        self.sprites = {Card(c): CardSprite(Card(c), (0.0, 0.0), 10.0) for c in range(54)}
        self.last_trick_button = Button("Last trick", self.toggle_last_trick, key="l")
        self.menu_button = Button("Menu", self.open_menu)
        self.confirm_button = Button("Discard", self.confirm_exchange)
        self.hint_button = Button("Hint", self.show_hint, key="h")
        self._hint_seat: Seat | None = None
        self.ctx.record_sink = self
        self.saving = True  # autosaved while the match is on (off once it is over)
        self._saved_key: tuple[int, int, bool] | None = None
        # A restored match: the AI seats decide again what they decided before (see warm_up).
        self.warm: list[tuple[Future[Action], Action]] = []
        if self.session.match.records or resume is not None:
            self.warm = self.session.warm_up(resume, ctx.executor)
        self.new_hand(resume)
        if resume is not None:  # every card straight to its place: no deal, no glide
            self._sync(instant=True)
            self.tweens.finish_all()
        self._autosave()  # a new match replaces the old save at once

    # -- hand lifecycle ---------------------------------------------------------------------

    def new_hand(self, resume: NapoleonHand | None = None) -> None:
        self.ctl = HandController(self.session, self.ctx.executor, resume)
        self.hand_no = self.session.match.hands_played + 1
        self.shown: SeatView = self.ctl.view()
        # A resumed hand shows the trick on the table as it stands (no deal, no replay).
        self.overlay: list[tuple[int, Card]] = list(
            zip(self.shown.trick_seats, self.shown.trick, strict=True))
        self.sweeping: dict[Card, int] = {}
        self.dealt = float(self.rules.cards_per_hand)
        self.hold = 0.0
        self.bubbles: dict[int, str] = {}
        self.banner = ""
        self.banner_left = 0.0
        self.message = ""
        self.message_left = 0.0
        self.hover: Card | None = None
        self.cursor = 0
        self.press: tuple[Card, tuple[float, float], tuple[float, float]] | None = None
        self.dragging: Card | None = None
        self.drag_pos = (0.0, 0.0)
        self.selected: list[Card] = []  # exchange: cards chosen to discard
        self.panel: BidPanel | CallPanel | JokerPanel | None = None
        self.panel_key: tuple[object, ...] | None = None
        self.show_last = False
        self.hint: Hint | None = None
        self.hint_left = 0.0
        self.finished = False
        self.result_pushed = False
        for s in self.sprites.values():
            s.visible = False
            s.target = None
        self.tweens = type(self.tweens)()

    def open_menu(self) -> None:
        from .pause import PauseScene

        self.stack.push(PauseScene(self.ctx, self))

    def toggle_last_trick(self) -> None:
        self.show_last = not self.show_last and bool(self.shown.tricks)
        self.dirty = True

    # -- scene API --------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.lay = compute(size, self.rules.players)
        w, _h = size
        bh = max(24, int(self.lay.status.h * 0.78))
        bw = max(80, int(w * 0.08))
        self.menu_button.rect = pygame.Rect(w - bw - 8, (self.lay.status.h - bh) // 2, bw, bh)
        self.last_trick_button.rect = pygame.Rect(w - 2 * bw - 16, self.menu_button.rect.y,
                                                  bw, bh)
        self.hint_button.rect = pygame.Rect(w - 3 * bw - 24, self.menu_button.rect.y, bw, bh)
        d = self.lay.discard
        self.confirm_button.rect = pygame.Rect(d.centerx - d.w // 2, d.bottom + 8, d.w,
                                               max(28, bh))
        if self.panel is not None:
            self.panel.layout(self.lay.panel)
        for s in self.sprites.values():
            s.target = None  # re-aim everything at the new geometry
        self._sync(instant=True)
        self._warm_caches()

    def _warm_caches(self) -> None:
        """Scale every face at the table's sizes now, so no frame pays for it mid-animation."""
        lay = self.lay
        backdrop.felt(self.ctx.assets, *lay.size)
        for c in self.rules.deck:
            for w in (lay.cw, lay.trick_w, lay.tiny_w):
                self.ctx.art.face(c, w)
        self.ctx.art.back(lay.back_w)

    @property
    def animating(self) -> bool:
        return (self.tweens.busy or self.hold > 0 or bool(self.ctl.steps)
                or self.banner_left > 0 or self.message_left > 0 or self.dragging is not None
                or self.hint is not None)

    def speed(self, seconds: float) -> float:
        return seconds * self.ctx.speed()

    @property
    def ready(self) -> bool:
        """The picture has caught up and the human is to act."""
        return (not self.ctl.steps and self.hold <= 0 and self.ctl.human_to_act
                and not self.result_pushed)

    def update(self, dt: float, events: list[InputEvent]) -> None:
        self.tweens.update(dt)
        self.hold = max(0.0, self.hold - dt)
        self.banner_left = max(0.0, self.banner_left - dt)
        self.message_left = max(0.0, self.message_left - dt)
        self.hint_left = max(0.0, self.hint_left - dt)
        if self.hint is not None and (self.hint_left <= 0 or not self.ready
                                      or self.hint.at != len(self.ctl.hand.actions)):
            self.hint = None
            self.dirty = True
        self.ctl.poll()
        if self.ctl.error:
            self.say(self.ctl.error)
            self.ctl.error = None
        while self.hold <= 0 and self.ctl.steps:
            self.present(self.ctl.steps.popleft())
            if self.ctx.speed() == 0:
                self.tweens.finish_all()
        self._after_steps()
        for e in events:
            self.handle(e)
        self._sync()
        self._autosave()

    # -- the saved match --------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """The save of this match as it stands (the hand in progress unless already counted)."""
        s = self.session
        return savegame.snapshot(s.match, None if self.finished else self.ctl.hand, s.level,
                                 s.human, s.names)

    def _autosave(self) -> None:
        """Save after every action, and when a hand is counted (cheap: a few kB of JSON)."""
        key = (len(self.session.match.records), len(self.ctl.hand.actions), self.finished)
        if key != self._saved_key and self.saving:
            self._saved_key = key
            self.ctx.autosave()

    def ai_replay_ok(self) -> bool | None:
        """After a resume: True if every AI seat re-made its recorded choices (so its later
        choices are those of an uninterrupted game); None while they still think. False for a
        level whose decisions are not redone (Hard: see ``MatchSession.warm_up``)."""
        if self.session.level not in REPLAY_LEVELS:
            return False
        if not all(f.done() for f, _ in self.warm):
            return None
        return all(not f.cancelled() and f.exception() is None and f.result() == a
                   for f, a in self.warm)

    def _after_steps(self) -> None:
        if self.ctl.steps or self.hold > 0:
            return
        if self.ctl.hand.is_over and not self.finished:
            self.finished = True
            self.session.match.finish_hand(self.ctl.hand)
            if self.ctl.hand.result is None:
                self.say("Everyone passed: the cards are thrown in and dealt again.")
                self.tweens.after(self.speed(1.6) + 0.01, self.new_hand)
            else:
                self.tweens.after(self.speed(0.6) + 0.01, self._show_result)
        self._refresh_panel()

    def _show_result(self) -> None:
        from .results import HandResultScene

        if not self.result_pushed:
            self.result_pushed = True
            self.stack.push(HandResultScene(self.ctx, self))

    def next_hand(self) -> None:
        """Called by the result scene when the player continues."""
        from .results import MatchResultScene

        if self.session.match.is_over:
            self.saving = False
            self.ctx.discard_save()  # the match is over: nothing to continue
            self.stack.replace(MatchResultScene(self.ctx, self.session))
        else:
            self.new_hand()
            self._sync(instant=True)

    # -- presenting the engine's events ------------------------------------------------------

    def present(self, step: Step) -> None:
        """Show one step: set what is shown and schedule its animation beats."""
        prev = self.shown
        self.shown = step.view
        names = self.session.names
        hold = 0.0
        for e in step.events:
            if isinstance(e, ev.Dealt):
                self.dealt = 0.0
                self.ctx.sound("shuffle")
                self.tweens.animate(self, "dealt", float(self.rules.cards_per_hand),
                                    self.speed(T_DEAL), ease="linear")
                self.tweens.after(self.speed(0.15), lambda: self.ctx.sound("deal"))
                hold += self.speed(T_DEAL)
            elif isinstance(e, ev.BidMade):
                self.bubbles[e.seat] = contract_text(e.number, e.trump)
                hold += self.speed(T_BID)
            elif isinstance(e, ev.Passed):
                self.bubbles[e.seat] = "Pass"
                hold += self.speed(T_BID)
            elif isinstance(e, ev.AllPassed | ev.BlindTurnedUp | ev.HandThrownIn):
                self.announce(e.describe().replace("Seat ", "Player "))
                hold += self.speed(T_BANNER * 0.6)
            elif isinstance(e, ev.NapoleonDeclared):
                self.bubbles.clear()
                who = "You are" if e.seat == 0 else f"{names[e.seat]} is"
                self.announce(f"{who} Napoleon: {contract_text(e.number, e.trump)}")
                hold += self.speed(T_BANNER * 0.7)
            elif isinstance(e, ev.CardCalled):
                extra = ""
                if step.view.role == "adjutant" and e.card in step.view.hand:
                    extra = " — you hold it: you are the adjutant (secretly)!"
                self.announce(f"Napoleon calls {e.card}{extra}")
                hold += self.speed(T_BANNER * 0.7)
            elif isinstance(e, ev.BlindTaken):
                hold += self.speed(T_MOVE * 1.5)
            elif isinstance(e, ev.Discarded):
                hold += self.speed(0.12)
            elif isinstance(e, ev.CardPlayed):
                self.overlay.append((e.seat, e.card))
                self.ctx.sound("play")
                hold += self.speed(T_PLAY_GAP)
            elif isinstance(e, ev.AdjutantRevealed):
                if e.alone:
                    self.announce(f"Napoleon played {e.card}: Napoleon is alone!")
                else:
                    who = "You are" if e.seat == 0 else f"{names[e.seat]} is"
                    self.announce(f"{who} the adjutant ({e.card})!")
                hold += self.speed(0.5)
            elif isinstance(e, ev.TrickWon):
                hold += self.speed(T_TRICK_HOLD)
                self.tweens.after(hold, self._sweeper(e.seat))
                hold += self.speed(T_SWEEP)
            elif isinstance(e, ev.HandScored):
                self.ctx.sound("made" if getattr(e.result, "made", False) else "failed")
        if prev.to_act != 0 and step.view.to_act == 0 and step.view.phase != Phase.DONE:
            self.tweens.after(hold, lambda: self.ctx.sound("turn"))
        self.hold = hold
        self.show_last = False
        self.dirty = True

    def _sweeper(self, winner: int) -> Callable[[], None]:
        return lambda: self._sweep(winner)

    def _sweep(self, winner: int) -> None:
        for _, c in self.overlay:
            self.sweeping[c] = winner
        self.overlay = []
        self.ctx.sound("trick")
        self.tweens.after(self.speed(T_SWEEP) + 0.01, self.sweeping.clear)

    def announce(self, text: str) -> None:
        self.banner = text
        self.banner_left = max(1.2, self.speed(T_BANNER) + 0.8)

    def say(self, text: str) -> None:
        self.message = text
        self.message_left = 3.0
        self.dirty = True

    # -- where every card should be ---------------------------------------------------------

    def my_cards(self) -> list[Card]:
        v = self.shown
        cards = list(v.playable) if self.rules.players == 2 else list(v.hand)
        return hand_order(cards, self.rules, v.trump)

    def _targets(self) -> dict[Card, tuple[float, float, float, int]]:
        lay = self.lay
        v = self.shown
        out: dict[Card, tuple[float, float, float, int]] = {}
        mine = self.my_cards()
        if self.dealt < self.rules.cards_per_hand:  # still dealing
            mine = mine[: int(self.dealt)]
        pos = lay.hand_positions(len(mine))
        lift = lay.ch * 0.18
        cursor = self._cursor_card() if self.ready else None
        for i, (c, (x, y)) in enumerate(zip(mine, pos, strict=True)):
            dy = 0.0
            if c in self.selected:
                dy = -lay.ch * 0.28
            elif c == self.hover or c == cursor:
                dy = -lift
            out[c] = (x, y + dy, float(lay.cw), 100 + i)
        tw = float(lay.trick_w)
        for i, (seat, c) in enumerate(self.overlay):
            x, y = lay.seats[seat].trick
            out[c] = (x, y, tw, 300 + i)
        shown_cards = {c for _, c in self.overlay} | set(self.sweeping)
        for seat, won in enumerate(v.cards_won):
            geo = lay.seats[seat]
            row = [c for c in won if c not in shown_cards]
            step = min(lay.tiny_w * 0.42, (lay.seats[seat].plate.w * 1.3) / max(1, len(row)))
            for j, c in enumerate(row):
                out[c] = (geo.captured[0] + j * step, geo.captured[1], float(lay.tiny_w), 50 + j)
        for c, seat in self.sweeping.items():
            geo = lay.seats[seat]
            if c not in out:
                out[c] = (geo.origin[0], geo.origin[1], float(lay.tiny_w), 40)
        return out

    def _origin(self, c: Card) -> tuple[float, float, float]:
        """Where a card that just became visible comes from."""
        for seat, card in self.overlay:
            if card == c and seat != 0:
                bx, by = self.lay.seats[seat].backs
                return (bx, by, float(self.lay.back_w))
        return (self.lay.deck[0], self.lay.deck[1], float(self.lay.back_w))

    def _sync(self, instant: bool = False) -> None:
        targets = self._targets()
        dur = 0.0 if instant else self.speed(T_MOVE)
        for c, s in self.sprites.items():
            t = targets.get(c)
            if t is None:
                s.visible = False
                s.target = None
                continue
            if c == self.dragging:
                s.z = 1000
                continue
            x, y, w, z = t
            s.z = z
            if not s.visible:
                ox, oy, ow = self._origin(c)
                s.pos, s.w = (ox, oy), ow
                s.visible = True
                s.target = None
            if s.target != (x, y, w):
                s.target = (x, y, w)
                self.tweens.animate(s, "pos", (x, y), dur)
                self.tweens.animate(s, "w", w, dur)

    # -- the human's input ------------------------------------------------------------------

    def _cursor_index(self, mine: list[Card]) -> int:
        """The keyboard cursor, kept inside a hand that may have shrunk since it moved."""
        return max(0, min(self.cursor, len(mine) - 1))

    def _cursor_card(self) -> Card | None:
        """The card under the keyboard cursor (a pure read: drawing calls it)."""
        mine = self.my_cards()
        return mine[self._cursor_index(mine)] if mine else None

    def card_at(self, pos: tuple[float, float]) -> Card | None:
        """The topmost of my hand cards under ``pos``."""
        hits = []
        mine = set(self.my_cards())
        for c, s in self.sprites.items():
            if c in mine and s.visible:
                r = pygame.Rect(0, 0, int(s.w), card_height(int(s.w)))
                r.center = (round(s.pos[0]), round(s.pos[1]))
                if r.collidepoint(pos):
                    hits.append((s.z, c))
        return max(hits)[1] if hits else None

    def legal_plays(self) -> list[Play]:
        if not self.ready or self.shown.phase != Phase.PLAY:
            return []
        return [a for a in self.ctl.hand.legal_actions() if isinstance(a, Play)]

    def play_card(self, c: Card) -> bool:
        """Try to play ``c``: the engine decides. False (and the reason shown) if illegal."""
        if not self.ready or self.shown.phase != Phase.PLAY:
            return False
        plays = [p for p in self.legal_plays() if p.card == c]
        if len(plays) > 1:  # a led joker that names a suit
            self.panel = JokerPanel(plays)
            self.panel.layout(self.lay.panel)
            self.panel_key = ("joker", c)
            return True
        action: Action = plays[0] if plays else Play(c)
        err = self.ctl.submit(action)
        if err is not None:
            self.say(err)
            return False
        return True

    def submit(self, action: Action) -> None:
        err = self.ctl.submit(action)
        if err is not None:
            self.say(err)
        self.panel = None
        self.panel_key = None

    def handle(self, e: InputEvent) -> None:
        if isinstance(e, KeyPress) and e.key == "escape":
            if isinstance(self.panel, JokerPanel):
                self.panel = None
            else:
                self.open_menu()
            return
        # H names hearts while the joker's suit panel is open; a hint otherwise.
        suit_keys = isinstance(self.panel, JokerPanel) and isinstance(e, KeyPress)
        if (self.menu_button.handle(e) or self.last_trick_button.handle(e)
                or (not suit_keys and self.hint_button.handle(e))):
            self.dirty = True
            return
        if self.panel is not None and self.ready and self.panel.handle(e):
            self.dirty = True
            self._take_panel_choice()
            return
        phase = self.shown.phase
        if isinstance(e, PointerMove):
            self._pointer_move(e)
        elif isinstance(e, PointerDown) and e.button == 1:
            c = self.card_at(e.pos)
            if c is not None and self.ready and phase in (Phase.PLAY, Phase.EXCHANGE):
                s = self.sprites[c]
                self.press = (c, e.pos, (e.pos[0] - s.pos[0], e.pos[1] - s.pos[1]))
                if e.clicks >= 2 and phase == Phase.PLAY:
                    self.press = None
                    self.play_card(c)
            elif self.ready and phase == Phase.EXCHANGE and self.confirm_button.handle(e):
                pass
            elif c is not None and self.show_last is False and not self.ready:
                self.say("Wait for your turn.")
        elif isinstance(e, PointerUp) and e.button == 1:
            self._pointer_up(e)
        elif isinstance(e, KeyPress):
            self._key(e)
        self.dirty = True

    def _pointer_move(self, e: PointerMove) -> None:
        if self.press is not None and self.dragging is None:
            c, start, _ = self.press
            if abs(e.pos[0] - start[0]) + abs(e.pos[1] - start[1]) > DRAG_THRESHOLD:
                self.dragging = c
                self.tweens.cancel(self.sprites[c], "pos")
        if self.dragging is not None and self.press is not None:
            s = self.sprites[self.dragging]
            off = self.press[2]
            s.pos = (e.pos[0] - off[0], e.pos[1] - off[1])
            s.w = float(self.lay.cw)
            self.drag_pos = e.pos
            return
        hover = self.card_at(e.pos)
        if hover != self.hover:
            self.hover = hover
            mine = self.my_cards()
            if hover in mine:
                self.cursor = mine.index(hover)

    def _pointer_up(self, e: PointerUp) -> None:
        press, self.press = self.press, None
        dragged, self.dragging = self.dragging, None
        if press is None:
            return
        c = press[0]
        phase = self.shown.phase
        if dragged is None:  # a click
            if phase == Phase.PLAY:
                self.play_card(c)
            elif phase == Phase.EXCHANGE:
                self.toggle_discard(c)
            return
        s = self.sprites[c]
        s.target = None  # glide to wherever it belongs now (trick, or back to the hand)
        if phase == Phase.PLAY:
            if self.lay.table_zone.collidepoint(e.pos):
                self.play_card(c)
            # An illegal or missed drop glides back: _sync re-aims it at its hand slot.
        elif phase == Phase.EXCHANGE:
            if self.lay.discard.inflate(40, 40).collidepoint(e.pos):
                if c not in self.selected:
                    self.toggle_discard(c)
            elif c in self.selected:
                self.toggle_discard(c)

    def toggle_discard(self, c: Card) -> None:
        if c in self.selected:
            self.selected.remove(c)
        elif len(self.selected) < self.rules.blind_size:
            self.selected.append(c)
        else:
            self.say(f"You discard {self.rules.blind_size} cards: put one back first.")
        self.ctx.sound("click")

    def confirm_exchange(self) -> None:
        if not self.ready or self.shown.phase != Phase.EXCHANGE:
            return
        need = self.rules.blind_size
        if len(self.selected) != need:
            self.say(f"Choose {need} cards to discard ({len(self.selected)} chosen).")
            return
        for c in list(self.selected):
            err = self.ctl.submit(Discard(c))
            if err is not None:
                self.say(err)
                break
        self.selected = []

    def _key(self, e: KeyPress) -> None:
        phase = self.shown.phase
        mine = self.my_cards()
        if e.key in ("left", "right") and mine and phase in (Phase.PLAY, Phase.EXCHANGE):
            step = 1 if e.key == "right" else -1
            self.cursor = (self._cursor_index(mine) + step) % len(mine)
            self.hover = None
        elif e.key in ("enter", "up", "space") and self.ready and mine:
            c = self._cursor_card()
            if c is None:
                return
            if phase == Phase.PLAY and e.key != "space":
                self.play_card(c)
            elif phase == Phase.EXCHANGE:
                if e.key == "enter" and len(self.selected) == self.rules.blind_size:
                    self.confirm_exchange()
                else:
                    self.toggle_discard(c)

    # -- hints ------------------------------------------------------------------------------

    def hint_seat(self) -> Seat:
        if self._hint_seat is None:
            self._hint_seat = make_seat("normal", self.session.seed ^ 0x5EED)
        return self._hint_seat

    def show_hint(self) -> None:
        """Ask a Normal AI what it would do in the human's place; show why, highlight it."""
        if not self.ready:
            self.say("A hint is for your turn.")
            return
        hand = self.ctl.hand
        view = hand.view(self.ctl.watcher)
        seat = self.hint_seat()
        try:
            action = seat.choose(view)
            text = seat.explain(view, action)
            cards: tuple[Card, ...] = ()
            if isinstance(action, Play):
                cards = (action.card,)
            elif isinstance(action, Discard):
                cards = self._hint_discards(action)
                if len(cards) > 1:
                    names = ", ".join(str(c) for c in cards[:-1]) + f" and {cards[-1]}"
                    text = f"Discard {names}. First {text[:1].lower()}{text[1:]}"
        except Exception:  # a hint must never take the table down
            log.exception("hint failed")
            self.say("No hint available here.")
            return
        self.hint = Hint(action, text, cards, len(hand.actions))
        self.hint_left = T_HINT
        p = self.panel
        if isinstance(p, BidPanel) and isinstance(action, Bid) and p.can_bid:
            p.number, p.trump = action.number, action.trump  # shown selected, not bid
            p._refresh()
        elif isinstance(p, CallPanel) and hasattr(action, "card"):
            for i, (c, _) in enumerate(p.cells):
                if c == action.card:
                    p.cursor, p.hover = i, c
        self.dirty = True

    def _hint_discards(self, first: Discard) -> tuple[Card, ...]:
        """All the cards the AI would discard, asked one at a time on a copy of the hand."""
        out = [first.card]
        sim = self.ctl.hand.clone()
        seat = self.hint_seat()
        action: Action = first
        for _ in range(self.rules.blind_size - 1):
            sim.apply(action)
            if sim.phase != Phase.EXCHANGE or sim.to_act != self.ctl.watcher:
                break
            action = seat.choose(sim.view(self.ctl.watcher))
            if not isinstance(action, Discard):
                break
            out.append(action.card)
        return tuple(out)

    # -- panels -----------------------------------------------------------------------------

    def _refresh_panel(self) -> None:
        """Open the panel the human's decision needs (bidding, call); close it otherwise."""
        v = self.shown
        if not self.ready:
            if not isinstance(self.panel, JokerPanel):
                self.panel = None
                self.panel_key = None
            return
        if isinstance(self.panel, JokerPanel):
            return  # waiting for the player to name the joker's suit
        key = (v.phase, len(v.auction), len(v.called))
        if key == self.panel_key:
            return
        if v.phase == Phase.BID:
            lines = [f"{self.session.names[s]}: {self._action_text(a)}" for s, a in v.auction]
            self.panel = BidPanel(v.legal_actions, self.ctl.why_illegal, lines)
        elif v.phase == Phase.CALL:
            own = v.playable if self.rules.players == 2 else v.hand  # engine: playable needs piles
            self.panel = CallPanel(self.rules.deck, v.legal_actions, own,
                                   self.ctl.why_illegal, self.ctx.art)
        else:
            self.panel = None
        self.panel_key = key
        if self.panel is not None:
            self.panel.layout(self.lay.panel)

    def _action_text(self, a: Action) -> str:
        if isinstance(a, Bid):
            return contract_text(a.number, a.trump)
        if isinstance(a, Pass):
            return "pass"
        return str(a)

    def _take_panel_choice(self) -> None:
        p = self.panel
        if isinstance(p, JokerPanel):
            if p.cancelled:
                self.panel = None
                self.panel_key = None
            elif p.chosen is not None:
                self.submit(p.chosen)
        elif p is not None and p.chosen is not None:
            self.submit(p.chosen)

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)
