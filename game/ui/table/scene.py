"""The table: the human at the bottom, AI seats around, the trick in the middle.

The scene orchestrates: it presents the controller's steps one at a time (the game's presenter
turns each step's events into animation beats, which :mod:`game.ui.table.stage` performs), and
only when the picture has caught up with the engine does it take the human's input
(:mod:`game.ui.table.controls`: clicks, drags and keys; :mod:`game.ui.table.moves`: the moves
they make and the panel a decision needs; hints, worked out on the AI worker:
:mod:`game.ui.table.hints`). Card positions
are *targets* computed from what is shown (:mod:`.card_places`); when a target changes the
card's sprite glides there (:mod:`game.ui.table.sprites`), so the deal, plays, sweeps and the exchange
are all the same mechanism. Faces and drawing read the table through :mod:`game.ui.table.state`. The
human may sit at any seat (a save keeps theirs): they are always drawn at the bottom.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from concurrent.futures import Future
from typing import Any

import pygame

from game.rules import Card
from game.rules.card_actions import Play
from game.rules.games import game_spec
from game.rules.i18n import _
from game.rules.protocol import GameRules

from .. import backdrop, routes, theme
from ..aiworker import AIWorker
from ..assets import Assets
from ..cardart import CardArt
from ..context import Context
from ..input import InputEvent
from ..layout import TableLayout, compute
from ..match_flow import replayed_alike
from ..scene import Scene
from ..settings import think_seconds
from ..storage_notice import draw_storage_notice
from ..widgets import Button
from . import waits
from .card_places import ShownCards, place_of
from .controller import Action, Hand, HandController, MatchSession, Step, View
from .controls import TableInput
from .draw import draw_table
from .face import Panel, Pick, TableFace
from .finish import FINISH_SPEED, FinishOffer
from .hint_desk import HintDesk
from .hints import T_HINT, Hint, HintService
from .interlude import InterludeState
from .moves import PlayerMoves
from .practice import PracticeTools
from .presenter_base import T_MOVE, Beat, Presenter
from .presenters import presenter_for
from .resume import bubbles_as_they_stood
from .sprites import CardSprite, CardSprites
from .stage import Stage, sweep_prompt

log = logging.getLogger(__name__)

__all__ = ["T_HINT", "CardSprite", "Hint", "TableScene"]


class TableScene(Scene):
    def __init__(
        self,
        ctx: Context,
        rules: Any,
        level: str,
        seed: int,
        session: MatchSession | None = None,
        resume: Hand | None = None,
        levels: dict[int, str] | None = None,
        practice: bool = False,
    ) -> None:
        """``rules``: any registered game's rules (the game is the rules'); ``resume``: the
        hand in progress of a restored ``session`` (shown as it stands); ``levels``, ``practice``:
        a new match's AI seats' own levels, and practice mode (see :class:`MatchSession`)."""
        super().__init__(ctx)
        self.session = session or MatchSession(rules, seed, level, 0, levels, practice)
        # The game's own rules type (its scenes read it); the table itself reads a GameRules.
        self.rules: Any = self.session.rules
        self.spec = game_spec(self.session.game)  # asked what the shown phase means
        self.trust_next = False  # 003's "trust", said with the next card played (Y)
        self.lay: TableLayout = compute(ctx.size, self.rules.players)
        self.sprites = CardSprites()
        # Labelled by layout(), in the language of the moment.
        self.last_trick_button = Button("", self.open_tricks, key="t")
        self.menu_button = Button("", self.open_menu)
        self.confirm_button = Button("", self.confirm_exchange)
        self.hint_button = Button("", self.show_hint, key="h")
        self.finish_button = Button("", self.finish_hand, key="f")  # offered when it can be
        self.practice = PracticeTools(self) if self.session.practice else None
        self.hints = HintService(ctx.executor, self.session.match_id, self.session.seed, self.session.game)
        self.hint_desk = HintDesk(self, self.hints)  # the hint asked, shown, and gone
        # The registry of games names the presenter; it carries the game's face (table.face).
        self.presenter: Presenter = presenter_for(self.session.game, self.session.names, self.session.human)
        self.face: TableFace = self.presenter.face
        self.ctx.matches.shown = self  # autosaved, and written by --record-file
        self.saving = True  # autosaved while the match is on (off once it is over)
        self.picture_watch = waits.PictureWatch()  # what time alone changes in the picture
        self._saved_key: tuple[int, int, bool] | None = None
        # A restored match: the AI seats decide again what they decided before (see warm_up).
        self.warm: list[tuple[Future[Action], Action]] = []
        if self.session.match.records or resume is not None:
            self.warm = self.session.warm_up(resume, ctx.executor)
        self.stage = Stage(self)  # the steps' beats, performed on the picture
        self.moves = PlayerMoves(self)  # the player's moves, to the engine
        self.new_hand(resume)
        if resume is not None:  # the bids' bubbles as they stood
            s = self.session
            self.bubbles.update(bubbles_as_they_stood(self.presenter, s.match.spec, s.watcher, resume))
        if resume is not None:  # every card straight to its place: no deal, no glide
            self._sync(instant=True)
            self.tweens.finish_all()
        self._autosave()  # a new match replaces the old save at once

    # -- hand lifecycle ---------------------------------------------------------------------

    def new_hand(self, resume: Hand | None = None) -> None:
        self.ctl = HandController(self.session, self.ctx.executor, resume)
        self.hand_no = self.session.match.hands_played + 1
        self.shown: View = self.ctl.view()
        # A resumed hand shows the trick on the table as it stands (no deal, no replay).
        self.overlay: list[tuple[int, Card]] = list(
            zip(self.shown.trick_seats, self.shown.trick, strict=True)
        )
        self.sweeping: dict[Card, int] = {}
        self.selected: list[Card] = []  # cards picked from the hand (discards, a purchase)
        self.dealt = float(self.face.hand_size(self))
        self.hold = 0.0
        self.bubbles: dict[int, str] = {}
        self.banner = ""
        self.winning_card: Card | None = None  # marked while a finished trick is held
        self.waiting_sweep: int | None = None  # "wait after each trick": the held trick's winner
        self.banner_left = 0.0
        self.message = ""
        self.message_error = False
        self.message_left = 0.0
        self.marker_spots: list[tuple[pygame.Rect, str]] = []  # (where, which marker), as drawn
        # What the last frame showed and where: "banner" (a trick's winner and why), "contract"
        # (the trump and called-card box); the tutorial's note keeps clear of them.
        self.drawn: dict[str, pygame.Rect] = {}
        self.controls = TableInput(self)  # the drag, the keyboard cursor, the card under the pointer
        self.panel: Panel | None = None
        self.panel_key: tuple[object, ...] | None = None
        self.show_last = False
        self.hint: Hint | None = None
        self.hint_left = 0.0
        self.hints.cancel()
        self.finished = False
        self.finish = FinishOffer()  # Finish hand (F), once the game says the outcome is settled
        self.result_pushed = False
        self.sprites.hide()
        self.tweens = type(self.tweens)()
        self.interlude = InterludeState()  # the seat draw, the gather and cut (Nap)

    def resume_hand(self, hand: Hand, warm: list[tuple[Future[Action], Action]]) -> None:
        """``hand`` shown as it stands at once (no deal, no glide): practice's undo; the AI
        seats' replayed decisions ``warm`` are checked as a restored match's are."""
        self.warm = warm
        self.new_hand(hand)
        self._sync(instant=True)
        self.tweens.finish_all()

    @property
    def hand_count_words(self) -> str:
        """The status line's count of hands (the session's words: a challenge counts deals)."""
        return self.session.hand_words(self.hand_no)

    @property
    def executor(self) -> AIWorker:
        """The AI worker (the AI seats' moves and the hints are worked out on it)."""
        return self.ctx.executor

    @property
    def human(self) -> int:
        """The seat drawn at the bottom: the human's (any seat, in a saved match)."""
        return self.session.watcher

    def place(self, seat: int) -> int:
        """The screen place of game ``seat`` (0: the bottom, the human)."""
        return place_of(seat, self.human, self.rules.players)

    # -- what a game's face reads (state.TableState) ------------------------------------

    @property
    def player(self) -> int | None:
        return self.session.human

    @property
    def names(self) -> Sequence[str]:
        return self.session.names

    @property
    def hand(self) -> Hand:
        return self.ctl.hand

    @property
    def match(self) -> Any:
        return self.session.match

    @property
    def art(self) -> CardArt:
        return self.ctx.art

    @property
    def assets(self) -> Assets | None:
        return self.ctx.assets

    def why_illegal(self, action: Action) -> str | None:
        return self.ctl.why_illegal(action)

    # -- what the drawing reads besides (state.TableDrawState) ---------------------------

    @property
    def presenting(self) -> bool:
        return bool(self.ctl.steps)

    @property
    def thinking(self) -> bool:
        return self.ctl.thinking

    @property
    def dragging(self) -> Card | None:
        return self.controls.drag.dragging

    @property
    def hover(self) -> Card | None:
        """The card of the hand under the pointer."""
        return self.controls.hover

    @property
    def pointer(self) -> tuple[float, float]:
        return self.controls.pointer

    @property
    def cursor(self) -> int:
        """Where the keyboard cursor is in the hand."""
        return self.controls.cursor

    def open_menu(self) -> None:
        self.ctx.router.push(routes.Pause(self.rules))

    def open_tricks(self) -> None:
        """Every trick of the hand so far, over the table (T or the Tricks button)."""
        self.ctx.router.push(routes.TrickHistory(self.shown, self.session.names, self.face.trick_outcome))

    def toggle_last_trick(self) -> None:
        self.show_last = not self.show_last and bool(self.shown.tricks)
        self.dirty = True

    # -- scene API --------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.lay = compute(size, self.rules.players)
        self.last_trick_button.label = _("Tricks")
        self.menu_button.label = _("Menu")
        self.confirm_button.label = _("Discard")
        self.hint_button.label = _("Hint")
        w, _h = size
        bh = max(24, int(self.lay.status.h * 0.78))
        bw = max(80, int(w * 0.08))
        self.menu_button.rect = pygame.Rect(w - bw - 8, (self.lay.status.h - bh) // 2, bw, bh)
        self.last_trick_button.rect = pygame.Rect(w - 2 * bw - 16, self.menu_button.rect.y, bw, bh)
        self.hint_button.rect = pygame.Rect(w - 3 * bw - 24, self.menu_button.rect.y, bw, bh)
        self.finish_button.label = _("Finish hand")
        label_w = theme.font(max(10, int(bh * 0.45)), True).size(self.finish_button.label)[0]
        fw = max(bw, label_w + 24)  # as wide as its label: the header keeps its room
        fx = self.hint_button.rect.x - fw - 8
        self.finish_button.rect = pygame.Rect(fx, self.menu_button.rect.y, fw, bh)
        if self.practice is not None:
            self.practice.layout()
        d = self.lay.discard
        self.confirm_button.rect = pygame.Rect(d.centerx - d.w // 2, d.bottom + 8, d.w, max(28, bh))
        if self.panel is not None:
            self.panel.layout(self.lay.panel)
        self.sprites.reaim()  # every card aimed again at the new geometry
        self._sync(instant=True)
        self._warm_caches()

    def language_changed(self) -> None:
        """Another language: the buttons (layout), the open panel's words, the waiting line."""
        super().language_changed()
        if self.panel is not None:
            self.panel.relabel()
        if self.panel is not None and hasattr(self.panel, "lines"):  # the bidding panel's list
            self.panel.lines = self.face.auction_lines(self)
        if self.waiting_sweep is not None:
            self.tell(sweep_prompt(self.shown_done))

    def _warm_caches(self) -> None:
        """Scale every face at the table's sizes now, so no frame pays for it mid-animation."""
        lay = self.lay
        backdrop.felt(self.ctx.assets, *lay.size)
        rules: GameRules = self.rules
        for c in rules.deck:
            for w in (lay.cw, lay.trick_w, lay.tiny_w):
                self.ctx.art.face(c, w)
        self.ctx.art.back(lay.back_w)

    @property
    def animating(self) -> bool:
        """Something moves on the table now (a card gliding, the deal, an interlude): a frame
        every tick. The waits in between (a held step, a banner's or a notice's time, a hint's
        life, an AI seat's move) draw nothing until they end: :meth:`wake_in`."""
        return self.tweens.moving or self.interlude.active

    def wake_in(self) -> float | None:
        """When the next wait ends (:func:`.waits.wake_in`); None while the table waits for
        the player alone."""
        return waits.wake_in(self)

    def speed(self, seconds: float) -> float:
        return seconds * self.ctx.speed() * (FINISH_SPEED if self.finishing else 1.0)

    @property
    def ready(self) -> bool:
        """The picture has caught up and the human is to act."""
        return not self.ctl.steps and self.hold <= 0 and self.ctl.human_to_act and not self.result_pushed

    def update(self, dt: float, events: list[InputEvent]) -> None:
        if self.interlude.active:  # the table's clock stops; a click or a key skips it
            self.interlude.update(dt, events, self.ctx.speed())
            self.dirty = True
            return
        if self.tweens.update(dt):  # a card moved or a timer fired
            self.dirty = True
        waits.count_down(self, dt)
        self.hint_desk.update(dt)
        # An AI seat's thinking time counts once the picture has caught up (the pacing option).
        self.ctl.min_think = 0.0 if self.finishing else think_seconds(self.ctx.settings.ai_pace)
        self.ctl.poll(dt if not self.ctl.steps and self.hold <= 0 else 0.0)
        if self.ctl.error:
            self.say(self.ctl.error)
            self.ctl.error = None
        while self.hold <= 0 and self.ctl.steps:
            self.present(self.ctl.steps.popleft())
            if self.ctx.speed() == 0:
                self.tweens.finish_all()
        self._after_steps()
        self.finish.offer(self)
        self.finish.step(self)
        self.controls.update()
        for e in events:
            self.handle(e)
        self.hint_desk.poll()
        self._sync()
        self._autosave()
        self.picture_watch.note(self)  # a wait's end that changes the picture: drawn again

    # -- the saved match --------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """The save of this match as it stands (the hand in progress unless already counted)."""
        return self.session.snapshot(None if self.finished else self.ctl.hand)

    def _autosave(self) -> None:
        """Save after every action, and when a hand is counted (cheap: a few kB of JSON)."""
        key = (len(self.session.match.records), len(self.ctl.hand.actions), self.finished)
        if key != self._saved_key and self.saving:
            self._saved_key = key
            self.ctx.matches.autosave()

    def ai_replay_ok(self) -> bool | None:
        """After a resume: did every AI seat re-make its recorded choices (see match_flow)?"""
        return replayed_alike(self.session, self.warm)

    def _after_steps(self) -> None:
        if self.ctl.steps or self.hold > 0:
            return
        if self.ctl.hand.is_over and not self.finished:
            self.finished = True
            self.session.match.finish_hand(self.ctl.hand)
            self.ctx.matches.hand_counted(self.session, self.ctl.hand)
            if self.ctl.hand.result is None and self.session.redeals_thrown_in:
                self.tell(_("Everyone passed: the cards are thrown in and dealt again."))
                self.tweens.after(self.speed(1.6) + 0.01, self._thrown_in)
            else:
                self.tweens.after(self.speed(0.6) + 0.01, self._show_result)
        self._refresh_panel()

    def _thrown_in(self) -> None:
        """The same dealer deals again, unless that thrown-in hand ended the match (a game
        whose thrown-in hands count, as Nap's with its stakes)."""
        if self.session.match.is_over:
            self.next_hand()
        else:
            self.new_hand()

    def _show_result(self) -> None:
        if not self.result_pushed:
            self.result_pushed = True
            self.ctx.router.push(self.ctx.matches.result_route(self))

    def next_hand(self) -> None:
        """Called by the result scene when the player continues."""
        if self.session.match.is_over:
            self.saving = False
            self.ctx.matches.match_over(self.session)  # the standings, or a challenge's summary
        else:
            self.new_hand()
            self._sync(instant=True)

    # -- presenting the engine's events ------------------------------------------------------

    def present(self, step: Step) -> None:
        """Show one step: set what is shown and schedule its animation beats (the stage)."""
        self.stage.present(step)

    def perform_beat(self, beat: Beat) -> None:
        self.stage.perform(beat)

    def pace(self) -> float:
        return self.ctx.speed()

    def sound(self, name: str) -> None:
        self.ctx.sound(name)

    @property
    def holds_tricks(self) -> bool:
        return self.ctx.settings.wait_after_trick

    def say(self, text: str, error: bool = True) -> None:
        """A line under the table for a few seconds: red-edged when something was refused or
        went wrong (``error``), in the table's gold when it only tells (``tell``)."""
        self.message = text
        self.message_error = error
        self.message_left = 3.0
        self.dirty = True

    def tell(self, text: str) -> None:
        """A neutral line (what to do next, what happened): never in the error style."""
        self.say(text, error=False)

    @property
    def finished_trick_shown(self) -> bool:
        """The trick on the cloth is complete and still there (its winner marked, or held until
        the player goes on): the header names that trick, not the next."""
        return self.waiting_sweep is not None or self.winning_card is not None

    # -- where every card should be ---------------------------------------------------------

    def my_cards(self) -> list[Card]:
        return self.face.my_cards(self)

    @property
    def picking(self) -> Pick | None:
        """The cards to pick from the hand now (discards, a purchase), or None."""
        return self.face.pick(self)

    def shown_cards(self) -> ShownCards:
        """What the card layout needs to know of the scene."""
        mine = self.my_cards()
        if self.dealt < self.face.hand_size(self):  # still dealing
            mine = mine[: int(self.dealt)]
        cursor = self.cursor_card() if self.ready else None
        return ShownCards(
            human=self.human,
            hand=mine,
            overlay=self.overlay,
            sweeping=self.sweeping,
            cards_won=self.face.cards_won(self),
            selected=self.selected,
            raised=[c for c in (self.hover, cursor) if c is not None],
            piles=[c for c in mine if c not in set(getattr(self.shown, "hand", mine))],
        )

    def _sync(self, instant: bool = False) -> None:
        dur = 0.0 if instant else self.speed(T_MOVE)
        self.sprites.sync(self.lay, self.shown_cards(), self.dragging, self.tweens, dur)

    # -- the player's moves and the decision's panel (moves.PlayerMoves) ----------------------

    @property
    def plays_cards(self) -> bool:
        """What is shown is a turn to play a card to the trick (the game says which phase)."""
        return self.spec.is_card_play(self.shown.phase)

    @property
    def shown_done(self) -> bool:
        """What is shown is a finished hand (the game says which phase)."""
        return self.spec.is_done(self.shown.phase)

    def legal_plays(self) -> list[Play]:
        return self.moves.legal_plays()

    def play_card(self, c: Card) -> bool:
        """Try to play ``c``: the engine decides. False (and the reason shown) if illegal."""
        return self.moves.play_card(c)

    def send(self, action: Action) -> str | None:
        return self.ctl.submit(action)

    def submit(self, action: Action) -> None:
        self.moves.submit(action)

    def toggle_discard(self, c: Card) -> None:
        self.moves.toggle_discard(c)

    def confirm_exchange(self) -> None:
        """Do what the cards picked mean (discard them, buy new ones for them)."""
        self.moves.confirm_exchange()

    @property
    def choosing_play(self) -> bool:
        """The open panel chooses among one card's plays (from the face's ``play_choice``)."""
        return self.moves.choosing_play

    def cancel_play_choice(self) -> None:
        self.panel = None

    def take_panel_choice(self) -> None:
        self.moves.take_panel_choice()

    def _refresh_panel(self) -> None:
        self.moves.refresh_panel()

    def auction_lines(self) -> list[str]:
        """The bids so far, as the bidding panel lists them ("Aki: 13♠")."""
        return self.face.auction_lines(self)

    # -- what the input asks (controls.TableInput) --------------------------------------------

    def handle(self, e: InputEvent) -> None:
        self.controls.handle(e)

    def keyboard_cards(self) -> set[Card]:
        """The cards the keyboard cursor rests on when it is your turn to play: the ones that
        can be played now (the engine's legal plays)."""
        return {p.card for p in self.legal_plays()}

    def cursor_card(self) -> Card | None:
        """The card under the keyboard cursor (a pure read: drawing calls it)."""
        return self.controls.cursor_card()

    def focus_card(self, card: Card) -> None:
        """The keyboard cursor on ``card`` of the hand (where a hint puts it)."""
        self.controls.focus(card)

    def card_at(self, pos: tuple[float, float]) -> Card | None:
        """The topmost of my hand cards under ``pos``."""
        return self.sprites.top_at(pos, set(self.my_cards()))

    def card_centre(self, card: Card) -> tuple[float, float]:
        return self.sprites[card].pos

    def carry(self, card: Card, centre: tuple[float, float]) -> None:
        """The dragged ``card`` follows the pointer: no glide, the hand's width."""
        s = self.sprites[card]
        self.tweens.cancel(s, "pos")  # the pointer moves it now
        s.pos = centre
        s.w = float(self.lay.cw)

    def let_go(self, card: Card) -> None:
        """A dropped card glides to wherever it belongs now (trick, or the hand: _sync)."""
        self.sprites[card].target = None

    def sweep_held_trick(self) -> None:
        """The trick held for a click or a key goes (the player went on)."""
        if self.waiting_sweep is None:
            return
        winner, self.waiting_sweep = self.waiting_sweep, None
        self.message_left = 0.0
        self.stage.sweep(winner)

    def open_scoreboard(self) -> None:
        self.ctx.router.push(routes.Scoreboard(self.session))

    # -- finishing a settled hand at once (finish) --------------------------------------------

    offers_finish = True  # the tutorial tells its own story to the end

    @property
    def finishing(self) -> bool:
        """The player chose to finish a settled hand at once (played out fast)."""
        return self.finish.chosen

    @property
    def can_finish(self) -> bool:
        """Finish hand (F) is offered now."""
        return self.finish.can(self)

    @property
    def caught_up(self) -> bool:
        """The picture shows the engine's hand as it stands (no step queued), and the hand's
        result is not on screen yet."""
        return not self.ctl.steps and not self.result_pushed

    def finish_hand(self) -> None:
        """Finish hand (the button or F): finishing when offered, else the table says why not."""
        self.finish.choose(self)

    # -- hints (hint_desk.HintDesk) -----------------------------------------------------------

    def show_hint(self) -> None:
        """Ask for a hint (H): shown when the AI worker has it (:mod:`.hint_desk`)."""
        self.hint_desk.ask()

    @property
    def offers_hints(self) -> bool:
        return self.spec.hints and self.session.hints_allowed

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        frame = draw_table(self, surface)
        self.drawn, self.marker_spots = frame.rects, frame.spots
        self.interlude.draw(self.face, self, surface)
        draw_storage_notice(surface, self.ctx.storage, self.lay.status.bottom + 6)  # nothing saved
