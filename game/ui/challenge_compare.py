"""A challenge's deal in the replay: the player's hand and Hard's on the same cards, one after
the other, with the first decision that differed marked (:func:`game.challenge.first_difference`)
and the coach's reason offered for it.

The replay scene (:mod:`game.ui.scenes.replay`) shows one record at a time; this box above its
buttons says whose hand it is and where the two parted, marks that step on a strip of the
hand's steps, and carries three buttons: the other hand at the same step (H), the step where
they part (D), and the coach's reason (C): the replay of the player's hand in review mode (the
record's game's coach, :mod:`game.ai.coaching`, found through its spec), which prices the
player's decisions and gives its reason at that step. A game with no coach says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.coaching import coach_of
from game.challenge import Divergence, first_difference
from game.rules.games import replay, spec_for_format
from game.rules.i18n import N_, _

from . import routes, theme
from .challenge_session import ChallengeSession
from .coach_panel import CoachPanel, coach_kind
from .table.controller import seat_names
from .table.face import ReplayWords
from .table.presenters import presenter_for
from .widgets import Button

if TYPE_CHECKING:
    from .scenes.replay import ReplayScene

HARD = N_("Hard")  # the player's seat, in Hard's hand


class HandsCompared:
    """Deal ``index`` of ``session``: the player's hand, or Hard's when ``hard``."""

    def __init__(self, session: ChallengeSession, index: int, hard: bool = False) -> None:
        self.session = session
        self.index = index
        mine = session.mine(index)
        theirs = session.par.get(index)
        if mine is None:
            raise ValueError(f"deal {index + 1} has not been played")
        self.mine = mine.record
        self.theirs = None if theirs is None else theirs.record
        self.hard = hard and self.theirs is not None
        self.divergence: Divergence | None = (
            None if self.theirs is None else first_difference(session.challenge, self.mine, self.theirs)
        )
        self.note = ""  # what a button said
        self.has_coach = coach_of(self.mine) is not None  # the record's game has a coach
        # The record's game's coach's own budget type (screenshots and tests: less); None: its full one.
        self.coach_budget: Any = None
        self.switch = Button("", self.other_hand, key="h")
        self.jump = Button("", lambda: None, key="d")  # the replay scene sets it (see bind)
        self.coach = Button("", lambda: None, key="c")
        self.replay: ReplayScene | None = None
        self._parted: tuple[Any | None, Any | None] | None = None
        self._words: ReplayWords | None = None

    # -- what the replay shows -------------------------------------------------------------

    @property
    def record(self) -> dict[str, Any]:
        """The record shown: Hard's hand, or the player's."""
        return self.theirs if self.hard and self.theirs is not None else self.mine

    def names(self) -> list[str]:
        """The seats' stored names for the hand shown (Hard in the player's seat)."""
        names = list(self.session.names)
        if self.hard:
            names[self.session.challenge.seat] = HARD
        return names

    @property
    def step(self) -> int | None:
        """The replay step of the first decision that differed (after the action at
        ``divergence.index``: the replay's step ``index + 1``)."""
        return None if self.divergence is None else self.divergence.index + 1

    # -- the buttons -------------------------------------------------------------------------

    def bind(self, scene: ReplayScene) -> list[Button]:
        """The buttons for ``scene`` (labelled in the language of the moment)."""
        self.replay = scene
        self.switch.label = _("◀ Your hand") if self.hard else _("Hard's hand ▶")
        self.switch.enabled = self.theirs is not None
        self.jump.label = _("Where they part")
        self.jump.on_click = self.to_divergence
        self.jump.enabled = self.step is not None
        self.coach.label = _("Coach's reason")
        self.coach.on_click = self.ask_coach
        d = self.divergence
        self.coach.enabled = d is not None and d.by_player and self.has_coach and not self.coached
        return [self.switch, self.jump, self.coach]

    def to_divergence(self) -> None:
        if self.replay is not None and self.step is not None:
            self.replay.go(min(self.step, len(self.replay.steps) - 1))

    def other_hand(self) -> None:
        """The other hand of the deal, at the same step."""
        scene = self.replay
        if scene is None or self.theirs is None:
            return
        other = HandsCompared(self.session, self.index, hard=not self.hard)
        other.coach_budget = self.coach_budget
        scene.ctx.router.replace(routes.Replay(other.record, other.names(), compare=other, at=scene.at))

    def ask_coach(self) -> None:
        """The player's hand in review mode at the step where the hands part: the coach
        prices the player's decisions (in a process of its own) and gives its reason there."""
        scene = self.replay
        if scene is None:
            return
        if not self.has_coach:
            self.note = self.no_coach_words()
            scene.dirty = True
            return
        seat = self.session.challenge.seat
        panel = CoachPanel.start(self.mine, seat, coach_kind(scene.ctx.executor), self.coach_budget)
        mine = HandsCompared(self.session, self.index)
        mine.coach_budget = self.coach_budget
        at = self.step if self.step is not None else scene.at
        scene.ctx.router.replace(routes.Replay(mine.record, mine.names(), coach=panel, compare=mine, at=at))

    # -- the box -----------------------------------------------------------------------------

    def height(self, h: int) -> int:
        size = max(11, min(18, h // 45))
        return int(size * 6.4)

    def lines(self, at: int, names: Sequence[str]) -> list[tuple[str, tuple[int, int, int]]]:
        """The box's lines at replay step ``at``: whose hand, where they part, the note."""
        n = self.index + 1
        whose = _("Deal {n}: Hard's hand on the same cards") if self.hard else _("Deal {n}: your hand")
        out = [(whose.format(n=n), theme.GOLD_LIGHT)]
        d = self.divergence
        if self.theirs is None:
            out.append((_("Hard is still playing this deal: its hand comes when it is done."), theme.DIM))
        elif d is None:
            out.append((_("Hard played this deal exactly as you did."), theme.CREAM))
        elif at == self.step:
            out.append((self.parted_words(d, names), theme.HILITE))
        else:
            out.append(
                (_("The hands part at step {step} (D to go there).").format(step=self.step), theme.DIM)
            )
        if self.note:
            out.append((self.note, theme.BAD))
        elif self.coached:
            out.append((_("Below, the coach on your decisions; at this step, on this one."), theme.DIM))
        elif d is not None and at == self.step and d.by_player and not self.has_coach:
            out.append((self.no_coach_words(), theme.DIM))
        elif d is not None and at == self.step and d.by_player:
            out.append((_("Coach's reason (C): what the coach makes of your decision here."), theme.DIM))
        return out

    def no_coach_words(self) -> str:
        return _("There is no coach for {game}: compare the two hands yourself.").format(
            game=_(self.session.challenge.spec.title)
        )

    @property
    def coached(self) -> bool:
        """The replay shows the coach's review already."""
        return self.replay is not None and self.replay.coach is not None

    def parted_words(self, d: Divergence, names: Sequence[str]) -> str:
        """The first decision that differed, in a sentence: what each hand did there."""
        if not d.by_player:
            return _("Here {player} chose otherwise than in Hard's hand (the table was continued).").format(
                player=seat_names([self.session.names[d.seat]])[0]
            )
        words = self._words = self._words or _replay_words(self.mine)
        if self._parted is None:  # the two actions, replayed once (the box is drawn each frame)
            self._parted = (_action_at(self.mine, d.index), _action_at(self.theirs or {}, d.index))
        you, hard = self._parted
        player = seat_names(self.session.names)[d.seat]  # "You", whichever hand is shown
        mine_text = words.action(you, player, you=True) if you is not None else _("the hand ended")
        hard_text = words.action(hard, _(HARD), you=False) if hard is not None else _("the hand ended")
        return _("The first decision that differed: {mine}; {hard}.").format(mine=mine_text, hard=hard_text)

    def button_width(self, box: pygame.Rect) -> int:
        return max(90, min(210, box.w // 5))

    def place(self, box: pygame.Rect) -> None:
        """The buttons down the right of the box (the replay's layout gives the box)."""
        bw = self.button_width(box)
        bh = max(20, (box.h - 12 - 2 * 4) // 3)
        for i, b in enumerate((self.switch, self.jump, self.coach)):
            b.rect = pygame.Rect(box.right - 10 - bw, box.y + 6 + i * (bh + 4), bw, bh)

    def draw(
        self, surface: pygame.Surface, box: pygame.Rect, at: int, steps: int, names: Sequence[str]
    ) -> None:
        """The box (its buttons are drawn with the replay's)."""
        theme.panel(surface, box, 205)
        size = max(11, min(18, surface.get_height() // 45))
        x, y, w = box.x + 12, box.y + 6, box.w - 34 - self.button_width(box)
        for i, (line, colour) in enumerate(self.lines(at, names)):
            theme.text(surface, line, size, (x, y), colour, bold=i == 0, max_width=w)
            y += int(size * 1.35)
        strip = pygame.Rect(x, box.bottom - max(8, size // 2) - 8, w, max(8, size // 2))
        pygame.draw.rect(surface, theme.FELT_DARK, strip, border_radius=3)
        slot = strip.w / max(1, steps)
        if self.step is not None:  # the first decision that differed, marked
            cx = int(strip.x + (self.step + 0.5) * slot)
            pygame.draw.circle(surface, theme.HILITE, (cx, strip.centery), max(4, strip.h // 2 + 2))
        cur = pygame.Rect(int(strip.x + at * slot), strip.y - 2, max(3, int(slot)), strip.h + 4)
        pygame.draw.rect(surface, theme.CREAM, cur, 2)


def _replay_words(record: dict[str, Any]) -> ReplayWords:
    """The words of the record's game (its table face's, through the registry)."""
    return presenter_for(spec_for_format(record.get("format")).name, [], None).face.replay


def _action_at(record: dict[str, Any], index: int) -> Any | None:
    """The action ``index`` of ``record`` (the game's action), or None past its end."""
    actions = list(replay(record).actions)
    return actions[index] if index < len(actions) else None
