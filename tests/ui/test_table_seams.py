"""The table's input, practice tools, the tutorial's coach marks, the stage (the steps'
beats), the player's moves and the hint each read the table through a narrow interface
(:class:`InputTable`, :class:`PracticeTable`, :class:`CoachedTable`, :class:`StagedTable`,
:class:`MovingTable`, :class:`HintedTable`), so each is driven here by a small fake holding
exactly that interface; and the real scenes have every member of each."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame
import pytest

from game.napoleon import Play
from game.rules import Card
from game.ui.context import Context
from game.ui.input import KeyPress, PointerDown, PointerMove, PointerUp
from game.ui.layout import TableLayout, compute
from game.ui.napoleon import coach_marks
from game.ui.napoleon.coach_marks import CoachedTable, CoachMarks, targets
from game.ui.napoleon.tutorial import Coach
from game.ui.napoleon.tutorial_lesson import LessonStep
from game.ui.napoleon.tutorial_table import TutorialTable
from game.ui.table import practice as practice_module
from game.ui.table.card_places import place_of
from game.ui.table.controller import Step
from game.ui.table.controls import InputTable, TableInput
from game.ui.table.hint_desk import HintDesk, HintedTable
from game.ui.table.hints import T_HINT, Hint, HintFailed
from game.ui.table.interlude import InterludeState
from game.ui.table.moves import MovingTable, PlayerMoves
from game.ui.table.practice import PracticeTable, PracticeTools
from game.ui.table.presenter_base import (
    Announce,
    Beat,
    Bubble,
    Deal,
    MarkWinner,
    PlaceCard,
    Presentation,
    Sweep,
)
from game.ui.table.scene import TableScene
from game.ui.table.sprites import CardSprite
from game.ui.table.stage import Stage, StagedTable
from game.ui.tween import TweenManager
from game.ui.widgets import Button

from .conftest import make_table

CARDS = [Card(2), Card(5), Card(9), Card(12)]


def members(protocol: type) -> set[str]:
    """The names a Protocol declares (its own and its bases', not object's)."""
    out: set[str] = set()
    for base in protocol.__mro__:
        if base in (Protocol, object, Any) or base.__name__ == "Generic":
            continue
        out |= {n for n in vars(base) if not n.startswith("_")}
        out |= set(getattr(base, "__annotations__", {}))
    return out


def fake_members(fake: object) -> set[str]:
    """The public names of a fake: its fields and methods, its base classes' too."""
    out = {n for n in vars(fake) if not n.startswith("_")}
    for cls in type(fake).__mro__[:-1]:
        out |= {n for n in vars(cls) if not n.startswith("_")}
    return out


@dataclass
class Hand:
    actions: list[Any] = field(default_factory=list)


@dataclass
class FakeInputTable:
    """Only :class:`InputTable`: a hand of four cards, all playable unless ``legal`` says."""

    lay: TableLayout
    rules: Any = None
    hand: Hand = field(default_factory=Hand)
    cards: list[Card] = field(default_factory=lambda: list(CARDS))
    legal: set[Card] = field(default_factory=lambda: set(CARDS))
    centres: dict[Card, tuple[float, float]] = field(default_factory=dict)
    ready: bool = True
    plays_cards: bool = True
    picking: Any = None
    selected: list[Card] = field(default_factory=list)
    show_last: bool = False
    waiting_sweep: int | None = None
    choosing_play: bool = False
    can_finish: bool = False
    panel: Any = None
    practice: Any = None
    dirty: bool = False
    trust_next: bool = False
    done: list[tuple[str, object]] = field(default_factory=list)
    menu_button: Button = field(default_factory=lambda: Button("Menu", lambda: None))
    last_trick_button: Button = field(default_factory=lambda: Button("Tricks", lambda: None, key="t"))
    hint_button: Button = field(default_factory=lambda: Button("Hint", lambda: None, key="h"))
    finish_button: Button = field(default_factory=lambda: Button("Finish", lambda: None, key="f"))
    confirm_button: Button = field(default_factory=lambda: Button("Discard", lambda: None))

    def __post_init__(self) -> None:
        y = self.lay.size[1] - 60.0
        self.centres = {c: (100.0 + 50 * i, y) for i, c in enumerate(self.cards)}

    def my_cards(self) -> list[Card]:
        return self.cards

    def keyboard_cards(self) -> set[Card]:
        return set(self.legal)

    def card_at(self, pos: tuple[float, float]) -> Card | None:
        return next(
            (c for c, (x, y) in self.centres.items() if abs(pos[0] - x) < 20 and abs(pos[1] - y) < 30), None
        )

    def card_centre(self, card: Card) -> tuple[float, float]:
        return self.centres[card]

    def sweep_held_trick(self) -> None:
        self.done.append(("sweep", self.waiting_sweep))
        self.waiting_sweep = None

    def cancel_play_choice(self) -> None:
        self.done.append(("cancel", None))

    def take_panel_choice(self) -> None:
        self.done.append(("panel", None))

    def open_menu(self) -> None:
        self.done.append(("menu", None))

    def open_scoreboard(self) -> None:
        self.done.append(("scoreboard", None))

    def finish_hand(self) -> None:
        self.done.append(("finish", None))

    def toggle_last_trick(self) -> None:
        self.done.append(("last trick", None))

    def carry(self, card: Card, centre: tuple[float, float]) -> None:
        self.done.append(("carry", card))

    def let_go(self, card: Card) -> None:
        self.done.append(("let go", card))

    def play_card(self, c: Card) -> bool:
        self.done.append(("play", c))
        return True

    def toggle_discard(self, c: Card) -> None:
        self.done.append(("discard", c))

    def confirm_exchange(self) -> None:
        self.done.append(("confirm", None))

    def say(self, text: str, error: bool = True) -> None:
        self.done.append(("say", text))

    def tell(self, text: str) -> None:
        self.done.append(("tell", text))


def input_table() -> tuple[FakeInputTable, TableInput]:
    t = FakeInputTable(compute((800, 600), 5))
    checked: InputTable = t  # mypy: the fake is one
    return t, TableInput(checked)


def test_the_fake_input_table_is_exactly_the_interface() -> None:
    t, _input = input_table()
    fake = fake_members(t)
    extra = {"cards", "legal", "centres", "done"}
    assert members(InputTable) == fake - extra


def test_a_click_plays_a_drag_to_the_table_plays_and_a_miss_goes_back() -> None:
    t, i = input_table()
    x, y = t.centres[CARDS[1]]
    i.handle(PointerDown((x, y)))
    i.handle(PointerUp((x, y)))
    assert t.done == [("play", CARDS[1])]
    t.done.clear()
    i.handle(PointerDown((x, y)))
    centre = t.lay.table_zone.center
    i.handle(PointerMove(centre))
    assert i.drag.dragging == CARDS[1] and ("carry", CARDS[1]) in t.done
    i.handle(PointerUp(centre))
    assert t.done[-2:] == [("let go", CARDS[1]), ("play", CARDS[1])]
    t.done.clear()
    i.handle(PointerDown((x, y)))
    i.handle(PointerMove((x + 40, y - 2)))
    i.handle(PointerUp((x + 40, y - 2)))  # dropped back by the hand: not played
    assert ("let go", CARDS[1]) in t.done and not any(d[0] == "play" for d in t.done)


def test_the_cursor_skips_cards_that_cannot_be_played_and_enter_plays() -> None:
    t, i = input_table()
    t.legal = {CARDS[1], CARDS[3]}
    i.update()  # a new turn: the cursor goes to the nearest playable card
    assert i.cursor_card() == CARDS[1]
    i.handle(KeyPress("right"))
    assert i.cursor_card() == CARDS[3]
    i.handle(KeyPress("right"))
    assert i.cursor_card() == CARDS[1]  # round the hand, past the unplayable ones
    i.handle(KeyPress("enter"))
    assert t.done == [("play", CARDS[1])]


def test_keys_held_trick_escape_trust_and_the_hover() -> None:
    t, i = input_table()
    t.waiting_sweep = 3
    i.handle(KeyPress("x"))
    assert t.done == [("sweep", 3)]
    t.done.clear()
    t.choosing_play = True
    i.handle(KeyPress("escape"))
    t.choosing_play = False
    i.handle(KeyPress("escape"))
    i.handle(KeyPress("s"))
    i.handle(KeyPress("y"))  # no trust in these rules: nothing said
    t.rules = type("Rules", (), {"trust": True})()
    i.handle(KeyPress("y"))
    assert t.trust_next
    assert [d[0] for d in t.done] == ["cancel", "menu", "scoreboard", "tell"]
    i.handle(PointerMove(t.centres[CARDS[2]]))
    assert i.hover == CARDS[2] and i.cursor == 2
    t.cards = [c for c in t.cards if c != CARDS[2]]  # played: forgotten at the next frame
    i.update()
    assert i.hover is None


def test_f_asks_the_table_to_finish_even_when_not_offered_and_finishes_a_held_trick() -> None:
    """Issue 39: F when Finish is not offered gave no answer; the table now answers (it says
    why not), and F on a held trick of a settled hand finishes rather than only going on."""
    t, i = input_table()
    i.handle(KeyPress("f"))
    assert t.done == [("finish", None)]
    t.done.clear()
    t.finish_button = Button("Finish", lambda: t.done.append(("finish", None)), key="f")
    t.can_finish, t.waiting_sweep = True, 2
    i.handle(KeyPress("f"))
    assert t.done == [("finish", None)]  # the table sweeps the held trick as it finishes


def test_off_turn_a_card_press_says_wait() -> None:
    t, i = input_table()
    t.ready = False
    i.handle(PointerDown(t.centres[CARDS[0]]))
    assert t.done[0][0] == "say" and i.drag.pressed is None


# -- practice ---------------------------------------------------------------------------


@dataclass
class FakePracticeTable:
    """Only :class:`PracticeTable`."""

    lay: TableLayout
    hint_button: Button
    session: Any = None
    hand: Any = field(default_factory=lambda: Hand(["a", "b", "c", "d"]))
    executor: Any = None
    finished: bool = False
    result_pushed: bool = False
    dirty: bool = False
    resumed: list[tuple[Any, Any]] = field(default_factory=list)
    lines: list[tuple[str, bool]] = field(default_factory=list)

    def resume_hand(self, hand: Any, warm: list[tuple[Future[Any], Any]]) -> None:
        self.resumed.append((hand, warm))
        self.hand = hand

    def say(self, text: str, error: bool = True) -> None:
        self.lines.append((text, error))

    def tell(self, text: str) -> None:
        self.say(text, error=False)


def practice_table() -> FakePracticeTable:
    hint = Button("Hint", lambda: None)
    hint.rect = pygame.Rect(500, 4, 80, 30)
    return FakePracticeTable(compute((800, 600), 5), hint)


def test_the_fake_practice_table_is_exactly_the_interface() -> None:
    t = practice_table()
    fake = fake_members(t)
    assert members(PracticeTable) == fake - {"resumed", "lines"}


def test_undo_resumes_the_hand_taken_back_and_counts_the_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    t = practice_table()
    checked: PracticeTable = t
    tools = PracticeTools(checked)
    tools.layout()
    assert tools.hands_button.rect.bottomright == (800 - 8, 600 - 8)
    assert tools.undo_button.rect.bottom < tools.hands_button.rect.top
    earlier, warm = Hand(["a"]), [("future", "action")]
    asked: list[Any] = []

    def take_back(session: Any, hand: Any, executor: Any) -> Any:
        asked.append(hand)
        return None if len(asked) > 1 else (earlier, warm)

    monkeypatch.setattr(practice_module, "take_back", take_back)
    tools.undo()
    assert t.resumed == [(earlier, warm)] and tools.undone == 3 and t.lines[-1][1] is False
    tools.undo()  # nothing more to take back: said as a refusal, nothing resumed
    assert len(t.resumed) == 1 and t.lines[-1][1] is True
    t.finished = True
    tools.undo()
    assert len(asked) == 2  # a hand over is not asked about
    tools.toggle_hands()
    assert tools.all_hands and t.dirty


# -- the coach marks --------------------------------------------------------------------


class Face:
    def cards_won(self, table: Any) -> list[list[Card]]:
        return []


@dataclass
class FakeCoachedTable:
    """Only :class:`CoachedTable` (the face's table state with the coach's own reads)."""

    lay: TableLayout
    coach: Coach
    sprites: dict[Card, CardSprite]
    rules: Any = field(default_factory=lambda: type("Rules", (), {"players": 5})())
    human: int = 0
    player: int | None = 0
    names: Sequence[str] = ("You", "Ben", "Chiyo", "Dai", "Emi")
    shown: Any = None
    hand: Any = field(default_factory=Hand)
    match: Any = None
    selected: Sequence[Card] = ()
    finished_trick_shown: bool = False
    art: Any = None
    assets: Any = None
    face: Any = field(default_factory=Face)
    overlay: Sequence[tuple[int, Card]] = ()
    drawn: dict[str, pygame.Rect] = field(default_factory=dict)
    panel: Any = None
    picking: Any = None
    confirm_button: Button = field(default_factory=lambda: Button("Discard", lambda: None))
    ready: bool = True
    message_error: bool = False
    message_left: float = 0.0
    cards_moving: bool = False
    coach_visible: bool = True
    can_go_on: bool = True
    went: list[str] = field(default_factory=list)

    def place(self, seat: int) -> int:
        return place_of(seat, self.human, self.rules.players)

    def why_illegal(self, action: Any) -> str | None:
        return None

    def my_cards(self) -> list[Card]:
        return list(CARDS)

    def coach_back(self) -> None:
        self.went.append("back")

    def coach_next(self) -> None:
        self.went.append("next")

    def skip(self) -> None:
        self.went.append("skip")


def coached_table() -> FakeCoachedTable:
    lay = compute((800, 600), 5)
    sprites = {}
    for i, c in enumerate(CARDS):
        sprites[c] = CardSprite(c, (200.0 + 60 * i, 520.0), float(lay.cw), visible=True)
    step = LessonStep(
        0, "A note", "Some words about the seats and this card.", show=("seat:2", f"card:{CARDS[0]}")
    )
    return FakeCoachedTable(lay, Coach(steps=(step,), script=()), sprites)


def test_the_fake_coached_table_is_exactly_the_interface() -> None:
    t = coached_table()
    fake = fake_members(t)
    assert members(CoachedTable) == fake - {"went"}


def test_the_note_keeps_clear_of_what_it_shows_and_its_buttons_call_the_table(
    display: pygame.Surface,
) -> None:
    t = coached_table()
    checked: CoachedTable = t
    shown = targets(checked, ("seat:2", f"card:{CARDS[0]}"))
    assert shown == [t.lay.seats[t.place(2)].plate, coach_marks.card_rect(checked, CARDS[0])]
    marks = CoachMarks(checked)
    marks.place()
    assert marks.rect.w > 0 and not marks.hidden
    assert not any(marks.rect.colliderect(r.inflate(12, 12)) for r in shown)
    marks.draw(pygame.Surface(t.lay.size))
    for b in marks.buttons:
        marks.handle(PointerDown(b.rect.center))
    assert t.went[-2:] == ["next", "skip"]  # Back is off on the first note
    t.coach_visible = False
    assert not marks.handle(KeyPress("n"))


# -- the real scenes have every member -----------------------------------------------------


def test_the_scenes_have_every_member_of_each_interface(ctx: Context) -> None:
    table: TableScene = make_table(ctx, seed=2)
    for protocol in (InputTable, PracticeTable, StagedTable, MovingTable, HintedTable):
        missing = {n for n in members(protocol) if not hasattr(table, n)}
        assert not missing, (protocol.__name__, missing)
    tutorial = TutorialTable(ctx)
    missing = {n for n in members(CoachedTable) if not hasattr(tutorial, n)}
    assert not missing


# -- the stage: the picture catching up -------------------------------------------------


@dataclass
class TableStateFields:
    """The face's table state (:class:`TableState`), as plain fields."""

    lay: TableLayout = field(default_factory=lambda: compute((800, 600), 5))
    rules: Any = field(default_factory=lambda: type("Rules", (), {"players": 5})())
    human: int = 0
    player: int | None = 0
    names: Sequence[str] = ("You", "Ben", "Chiyo", "Dai", "Emi")
    shown: Any = None
    hand: Any = field(default_factory=Hand)
    match: Any = None
    selected: list[Card] = field(default_factory=list)
    finished_trick_shown: bool = False
    art: Any = None
    assets: Any = None

    def place(self, seat: int) -> int:
        return place_of(seat, self.human, self.rules.players)

    def why_illegal(self, action: Any) -> str | None:
        return None


class StageFace:
    def hand_size(self, table: Any) -> int:
        return 10


@dataclass
class Presenter:
    beats: tuple[Beat, ...]
    face: Any = field(default_factory=StageFace)

    def present(self, step: Step, before: Any) -> Presentation:
        return Presentation(self.beats, 0.5)


@dataclass
class FakeStagedTable(TableStateFields):
    """Only :class:`StagedTable`."""

    presenter: Any = None
    face: Any = field(default_factory=StageFace)
    tweens: TweenManager = field(default_factory=TweenManager)
    interlude: InterludeState = field(default_factory=InterludeState)
    dealt: float = 10.0
    hold: float = 0.0
    bubbles: dict[int, str] = field(default_factory=dict)
    overlay: list[tuple[int, Card]] = field(default_factory=list)
    sweeping: dict[Card, int] = field(default_factory=dict)
    winning_card: Card | None = None
    waiting_sweep: int | None = None
    banner: str = ""
    banner_left: float = 0.0
    show_last: bool = True
    dirty: bool = False
    finishing: bool = False
    holds_tricks: bool = False
    shown_done: bool = False
    sounds: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)

    def speed(self, seconds: float) -> float:
        return seconds

    def pace(self) -> float:
        return 1.0

    def sound(self, name: str) -> None:
        self.sounds.append(name)

    def tell(self, text: str) -> None:
        self.lines.append(text)

    def perform_beat(self, beat: Beat) -> None:
        self.stage.perform(beat)

    stage: Any = None


def staged_table(*beats: Beat) -> FakeStagedTable:
    t = FakeStagedTable(presenter=Presenter(beats))
    checked: StagedTable = t
    t.stage = Stage(checked)
    return t


def test_the_fake_staged_table_is_exactly_the_interface() -> None:
    t = staged_table()
    fake = fake_members(t)
    assert members(StagedTable) == fake - {"sounds", "lines", "stage"}


def test_a_steps_beats_are_performed_now_or_on_the_tables_clock() -> None:
    a, b = Card(3), Card(8)
    t = staged_table(
        Deal(1.0),
        Bubble(1, "13♠"),
        PlaceCard(1, a),
        PlaceCard(2, b, at=0.2),
        MarkWinner(b, at=0.3),
        Announce("Ben wins", at=0.3),
        Sweep(2, at=0.4),
    )
    t.stage.present(Step((), "the view", 1))
    assert t.shown == "the view" and t.hold == 0.5 and not t.show_last
    assert t.dealt == 0.0 and t.bubbles == {1: "13♠"} and t.overlay == [(1, a)]
    t.tweens.update(0.25)
    assert t.overlay == [(1, a), (2, b)] and t.winning_card is None
    t.tweens.update(0.1)
    assert t.winning_card == b and t.banner == "Ben wins" and t.banner_left > 0
    t.tweens.update(0.1)  # the sweep: the trick goes to its winner, the mark with it
    assert t.overlay == [] and t.sweeping == {a: 2, b: 2} and t.winning_card is None
    assert t.sounds == ["trick"]
    t.tweens.update(1.0)
    assert t.sweeping == {} and t.dealt == 10.0


def test_a_trick_is_held_when_the_player_wants_it_unless_finishing() -> None:
    t = staged_table(PlaceCard(0, Card(4)), Sweep(0))
    t.holds_tricks = True
    t.stage.present(Step((), None, 0))
    assert t.waiting_sweep == 0 and t.overlay and t.lines == ["Click or press a key for the next trick."]
    t = staged_table(PlaceCard(0, Card(4)), Sweep(0))
    t.holds_tricks = t.shown_done = True  # the last trick: no next trick to offer
    t.stage.present(Step((), None, 0))
    assert t.lines == ["Click or press a key for the hand's result."]
    t = staged_table(PlaceCard(0, Card(4)), Sweep(0))
    t.holds_tricks = t.finishing = True
    t.stage.present(Step((), None, 0))
    assert t.waiting_sweep is None and t.overlay == []


# -- the player's moves -----------------------------------------------------------------


class Pick:
    least = most = 2


@dataclass
class MoveFace:
    choice: Any = None

    def play_choice(self, plays: Sequence[Any]) -> Any:
        return self.choice

    def pick_actions(self, table: Any, cards: Sequence[Card]) -> list[Any]:
        return [("discard", c) for c in cards]

    def panel_key(self, table: Any) -> Any:
        return ("bid", len(table.hand.actions))

    def panel(self, table: Any) -> Any:
        return ChoicePanel()


@dataclass
class ChoicePanel:
    chosen: Any = None
    cancelled: bool = False
    laid: Any = None

    def layout(self, rect: Any) -> None:
        self.laid = rect


@dataclass
class MoveHand:
    actions: list[Any] = field(default_factory=list)
    legal: list[Any] = field(default_factory=list)

    def legal_actions(self) -> list[Any]:
        return self.legal


@dataclass
class FakeMovingTable(TableStateFields):
    """Only :class:`MovingTable`; the engine takes what ``legal`` holds, refuses the rest."""

    face: Any = field(default_factory=MoveFace)
    trust_next: bool = False
    panel: Any = None
    panel_key: tuple[object, ...] | None = None
    message_left: float = 0.0
    message_error: bool = False
    dirty: bool = False
    ready: bool = True
    plays_cards: bool = True
    picking: Any = None
    sent: list[Any] = field(default_factory=list)
    said: list[str] = field(default_factory=list)

    def send(self, action: Any) -> str | None:
        if isinstance(action, tuple) or action in self.hand.legal:
            self.sent.append(action)
            return None
        return "not that one"

    def say(self, text: str, error: bool = True) -> None:
        self.said.append(text)
        self.message_error, self.message_left = error, 3.0

    def sound(self, name: str) -> None:
        pass


def moving_table() -> tuple[FakeMovingTable, PlayerMoves]:
    t = FakeMovingTable(hand=MoveHand(legal=[Play(Card(2)), Play(Card(5))]))
    checked: MovingTable = t
    return t, PlayerMoves(checked)


def test_the_fake_moving_table_is_exactly_the_interface() -> None:
    t, _moves = moving_table()
    fake = fake_members(t)
    assert members(MovingTable) == fake - {"sent", "said"}


def test_a_card_is_sent_a_refusal_said_and_cleared_by_the_next_move() -> None:
    t, m = moving_table()
    assert m.legal_plays() == [Play(Card(2)), Play(Card(5))]
    assert not m.play_card(Card(9)) and t.said == ["not that one"] and t.message_left > 0
    assert m.play_card(Card(5)) and t.sent == [Play(Card(5))] and t.message_left == 0
    t.ready = False
    assert not m.play_card(Card(2)) and m.legal_plays() == []


def test_a_cards_several_plays_open_a_panel_whose_choice_is_sent() -> None:
    t, m = moving_table()
    t.hand.legal = [Play(Card(2)), Play(Card(2))]  # as a led joker's suits are, to the face
    t.face.choice = ChoicePanel()
    assert m.play_card(Card(2)) and t.panel is t.face.choice and m.choosing_play and t.sent == []
    m.refresh_panel()
    assert t.panel is t.face.choice  # the choice stays open until answered
    t.panel.chosen = ("the joker", "hearts")
    m.take_panel_choice()
    assert t.sent == [("the joker", "hearts")] and t.panel is None and not m.choosing_play
    m.refresh_panel()
    assert t.panel_key == ("bid", 0) and t.panel.laid == t.lay.panel  # the decision's panel
    t.ready = False
    m.refresh_panel()
    assert t.panel is None


def test_picked_cards_are_confirmed_only_in_the_number_asked() -> None:
    t, m = moving_table()
    t.picking = Pick()
    for c in (Card(2), Card(5), Card(9)):
        m.toggle_discard(c)
    assert t.selected == [Card(2), Card(5)] and len(t.said) == 1  # one too many: put one back
    m.toggle_discard(Card(2))
    m.confirm_exchange()
    assert t.sent == [] and len(t.said) == 2  # one chosen of two
    m.toggle_discard(Card(9))
    m.confirm_exchange()
    assert t.sent == [("discard", Card(5)), ("discard", Card(9))] and t.selected == []


# -- the hint ---------------------------------------------------------------------------


@dataclass
class Service:
    """The AI worker's hint service, as the desk uses it: asked, then polled."""

    answer: Any = None
    fails: bool = False
    asked: list[tuple[Any, int]] = field(default_factory=list)
    names: list[Sequence[str]] = field(default_factory=list)

    def request(self, hand: Any, seat: int, names: Sequence[str] = ()) -> None:
        self.asked.append((hand, seat))
        self.names.append(names)

    def poll(self) -> Any:
        if self.fails:
            raise HintFailed("no")
        return self.answer


@dataclass
class FakeHintedTable:
    """Only :class:`HintedTable`."""

    hint: Hint | None = None
    hint_left: float = 0.0
    dirty: bool = False
    offers_hints: bool = True
    ready: bool = True
    hand: Hand = field(default_factory=Hand)
    human: int = 2
    names: Sequence[str] = ("You", "Aki", "Ben")
    panel: Any = None
    said: list[str] = field(default_factory=list)
    focused: list[Card] = field(default_factory=list)

    def say(self, text: str, error: bool = True) -> None:
        self.said.append(text)

    def focus_card(self, card: Card) -> None:
        self.focused.append(card)


def test_the_fake_hinted_table_is_exactly_the_interface() -> None:
    assert members(HintedTable) == fake_members(FakeHintedTable()) - {"said", "focused"}


def test_a_hint_is_asked_on_the_players_turn_shown_when_it_comes_and_goes() -> None:
    t, service = FakeHintedTable(), Service()
    checked: HintedTable = t
    desk = HintDesk(checked, service)  # type: ignore[arg-type]
    t.ready = False
    desk.ask()
    assert service.asked == [] and len(t.said) == 1  # a hint is for your turn
    t.ready = True
    desk.ask()
    assert service.asked == [(t.hand, 2)] and t.hint is None  # not there yet
    assert service.names == [["You", "Aki", "Ben"]]  # the seats as the table names them
    service.answer = Hint(Play(Card(5)), "why", (Card(5),), 0)
    desk.poll()
    assert t.hint is service.answer and t.hint_left == T_HINT
    assert t.focused == [Card(5)]  # the keyboard cursor on the hinted card
    desk.update(1.0)
    assert t.hint is not None
    t.hand.actions.append("a move")  # stale after any move
    desk.update(0.0)
    assert t.hint is None
    desk.poll()
    assert t.hint is None  # the game moved on while it was worked out
    service.fails = True
    desk.poll()
    assert len(t.said) == 2  # said, never raised
    t.offers_hints = False
    desk.ask()
    assert len(service.asked) == 1 and len(t.said) == 2  # a game without hints: nothing
