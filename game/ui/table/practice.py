"""Practice mode at the table: the Undo and "All hands" buttons, the practice mark, and every
hand face up (and 003's open misère: Napoleon's hand face up). The tools read the table through
:class:`PracticeTable` (the scene is one; a test drives them with a small fake); the drawing's
helpers read the table's :class:`~game.ui.table.state.TableDrawState`."""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.rules.i18n import _

from ..input import InputEvent
from ..widgets import Button
from .undo import take_back

if TYPE_CHECKING:
    from ..aiworker import AIWorker
    from ..layout import SeatGeo, TableLayout
    from .controller import Action, Hand, MatchSession
    from .state import TableDrawState


class PracticeTable(Protocol):
    """What the practice tools read of the table, and what they ask it to do."""

    dirty: bool

    @property
    def lay(self) -> TableLayout: ...

    @property
    def hint_button(self) -> Button:
        """The header's Hint button (the tools are as tall, a little wider)."""
        ...

    @property
    def session(self) -> MatchSession: ...

    @property
    def hand(self) -> Hand:
        """The engine's hand in progress."""
        ...

    @property
    def executor(self) -> AIWorker:
        """The AI worker (the AI seats are rebuilt on it after an undo)."""
        ...

    @property
    def finished(self) -> bool:
        """The hand is over and counted."""
        ...

    @property
    def result_pushed(self) -> bool: ...

    def resume_hand(self, hand: Hand, warm: list[tuple[Future[Action], Action]]) -> None:
        """Show ``hand`` as it stands at once (no deal, no glide), the AI seats' replayed
        decisions ``warm`` to check."""
        ...

    def say(self, text: str, error: bool = True) -> None: ...

    def tell(self, text: str) -> None: ...


class PracticeTools:
    """The buttons of a practice match, in the table's bottom right corner."""

    def __init__(self, scene: PracticeTable) -> None:
        self.scene = scene
        self.all_hands = False
        self.undo_button = Button("", self.undo, key="u")
        self.hands_button = Button("", self.toggle_hands, key="v")
        self.undone = 0  # actions taken back so far (tests read it)

    @property
    def buttons(self) -> list[Button]:
        return [self.undo_button, self.hands_button]

    def layout(self) -> None:
        t = self.scene
        self.undo_button.label = _("Undo")
        self.hands_button.label = _("All hands")
        w, h = t.lay.size
        r = t.hint_button.rect
        bw, bh = int(r.w * 1.25), r.h
        self.hands_button.rect = pygame.Rect(w - bw - 8, h - bh - 8, bw, bh)
        self.undo_button.rect = self.hands_button.rect.move(0, -(bh + 6))

    def handle(self, e: InputEvent) -> bool:
        return any(b.handle(e) for b in self.buttons)

    def toggle_hands(self) -> None:
        self.all_hands = not self.all_hands
        self.scene.dirty = True

    def undo(self) -> None:
        """Back to the human's previous decision: their last action and the AI's after it."""
        t = self.scene
        if t.finished or t.result_pushed:
            t.say(_("This hand is over: nothing to take back."))
            return
        got = take_back(t.session, t.hand, t.executor)
        if got is None:
            t.say(_("Nothing to take back yet in this hand."))
            return
        before = len(t.hand.actions)
        hand, warm = got
        t.resume_hand(hand, warm)
        self.undone += before - len(hand.actions)
        t.tell(_("Taken back: your last action."))

    def draw(self, surface: pygame.Surface) -> None:
        t = self.scene
        self.undo_button.enabled = not t.finished
        for b in self.buttons:
            b.draw(surface, b is self.hands_button and self.all_hands)


def open_cards(scene: TableDrawState, seat: int) -> list[Any] | None:
    """Another seat's cards to draw face up, or ``None``: every hand with "All hands" in a
    practice match; Napoleon's in 003's open misère once the view shows it (after the first
    lead: "Napoleon's hand is displayed face-up to the rest of the players")."""
    if scene.dealt < scene.face.hand_size(scene):
        return None
    tools = scene.practice
    if tools is not None and tools.all_hands:
        return list(scene.hand.view(seat).hand)
    shown = getattr(scene.shown, "napoleon_shown", None)  # Napoleon's game only
    if shown is not None and seat == getattr(scene.shown, "napoleon", None):
        return list(shown)
    return None


def draw_open_hand(scene: TableDrawState, surface: pygame.Surface, seat: int, geo: SeatGeo) -> bool:
    """Another seat's hand face up (:func:`open_cards`); False when not shown."""
    cards = open_cards(scene, seat)
    if cards is None:
        return False
    if not cards:
        return True
    lay = scene.lay
    w = lay.tiny_w
    room = max(geo.plate.w * 1.1, w * 2.0)
    step = min(w * 0.55, (room - w) / max(1, len(cards) - 1))
    x0 = geo.backs[0] - (w + step * (len(cards) - 1)) / 2
    for i, c in enumerate(cards):
        img = scene.art.face(c, w)
        surface.blit(img, img.get_rect(midleft=(round(x0 + i * step), round(geo.backs[1]))))
    return True


def practice_mark(scene: TableDrawState) -> str:
    return _("Practice") if scene.practice is not None else ""
