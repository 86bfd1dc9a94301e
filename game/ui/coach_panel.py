"""The coach's box in the replay (review mode), for any registered game with a coach: while the
coach thinks, its progress; then a strip of the hand's steps with a marker on each decision it
priced (red: marked, it lost chips), and at a priced step the figures (the choice made, the
coach's choice, the chips lost) and, for a marked one, the one-sentence reason.

The coach is the record's game's (``GameSpec.coach``, :mod:`game.ai.coaching`); so are the
words of its verdicts (``GameSpec.coach_words``, a module of the :class:`CoachWords` shape:
Napoleon's is :mod:`game.ui.napoleon.coach_words`, Nap's :mod:`game.ui.british_nap.coach_words`;
the words they share are :mod:`.coach_text`'s). The evaluation runs in a
:class:`~game.ui.coach_job.CoachJob` (a separate process): this panel only polls it, so the
replay keeps drawing while it works.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any, Protocol, cast

import pygame

from game.rules.games import spec_for_format
from game.rules.i18n import _

from . import theme
from .coach_job import CoachJob


class Verdict(Protocol):
    """What the panel reads of a coach's verdict (any game's coach: Napoleon's is
    :class:`game.ai.napoleon.coach.Verdict`, Nap's :class:`game.ai.british_nap.coach.Verdict`); its words read
    the rest."""

    @property
    def index(self) -> int:
        """The action of the record it is about."""
        ...

    @property
    def flagged(self) -> bool:
        """Marked: the decision lost chips."""
        ...

    @property
    def follows(self) -> int | None:
        """The index of the earlier mark whose cause this mark repeats (its loss counted
        there), or None."""
        ...


class CoachWords(Protocol):
    """A game's words for its coach's verdicts, in the language of the moment."""

    def summary_text(self, verdicts: Sequence[Any]) -> str:
        """The coach's headline once it is done."""
        ...

    def verdict_line(self, v: Any) -> str:
        """The figures: what was chosen, the coach's choice, the chips lost."""
        ...

    def reason_text(self, v: Any, names: Sequence[str]) -> str:
        """The one sentence saying why a marked decision cost chips."""
        ...


def coach_words(record: dict[str, Any]) -> CoachWords:
    """The words of the record's game's coach (the module its spec names)."""
    spec = spec_for_format(record.get("format"))
    if spec.coach_words is None:
        raise ValueError(f"{spec.name} names no words for a coach")
    return cast(CoachWords, importlib.import_module(spec.coach_words))


def coach_kind(executor: object) -> str:
    """Where the coach thinks: where the AI seats do (inline in tests and screenshots, a
    thread if asked for one, else a process of its own)."""
    from .aiworker import InlineAI, ThreadAI

    if isinstance(executor, InlineAI):
        return "inline"
    return "thread" if isinstance(executor, ThreadAI) else "process"


class CoachPanel:
    def __init__(
        self, words: CoachWords, job: CoachJob | None = None, verdicts: Sequence[Verdict] | None = None
    ) -> None:
        """Either a running ``job`` or ready ``verdicts`` (screenshots, tests); ``words``: the
        game's words for them (:func:`coach_words`)."""
        self.words = words
        self.job = job
        self.verdicts = verdicts
        self._seen: tuple[int, int] | None = None  # the progress last shown

    @classmethod
    def start(
        cls, record: dict[str, Any], seat: int, kind: str = "process", budget: Any = None
    ) -> CoachPanel:
        """Start the coach on ``record`` for ``seat`` (seeded from the record: the same hand
        always gets the same review); ``budget``: the game's coach's own (None: its full one)."""
        seed = record.get("seed")
        seed = seed if isinstance(seed, int) and not isinstance(seed, bool) else 0
        return cls(coach_words(record), CoachJob(record, seat, seed, budget, kind))

    @property
    def finished(self) -> bool:
        return self.verdicts is not None or (self.job is not None and self.job.error is not None)

    def poll(self) -> bool:
        """Take what the job sent (never blocks); True when the picture changes."""
        job = self.job
        if job is None or self.verdicts is not None:
            return False
        changed = job.poll()
        if job.verdicts is not None:
            self.verdicts = job.verdicts
            return True
        # a thread fallback changes the job's fields without a message: compare
        moved, self._seen = job.progress != self._seen, job.progress
        return changed or moved or job.error is not None

    def cancel(self) -> None:
        if self.job is not None and self.verdicts is None:
            self.job.cancel()

    def at_step(self, step: int) -> Verdict | None:
        """The verdict on the decision shown at replay step ``step`` (action ``step - 1``)."""
        for v in self.verdicts or ():
            if v.index + 1 == step:
                return v
        return None

    def next_mark(self, at: int, d: int) -> int:
        """The replay step of the next (``d`` > 0) or previous marked decision; ``at`` if none."""
        marks = sorted(v.index + 1 for v in self.verdicts or () if v.flagged)
        ahead = [m for m in marks if m > at] if d > 0 else [m for m in reversed(marks) if m < at]
        return ahead[0] if ahead else at

    def height(self, h: int) -> int:
        size = max(11, min(18, h // 45))
        return int(size * 6.2)

    def status(self) -> str:
        if self.verdicts is not None:
            return self.words.summary_text(self.verdicts)
        job = self.job
        if job is not None and job.error is not None:
            return _("The coach could not review this hand: {reason}").format(reason=job.error)
        done, total = job.progress if job is not None else (0, 0)
        return _("The coach is thinking… {done}/{total}").format(done=done, total=total or "…")

    def draw(
        self, surface: pygame.Surface, box: pygame.Rect, at: int, steps: int, names: Sequence[str]
    ) -> None:
        theme.panel(surface, box, 200)
        size = max(11, min(18, surface.get_height() // 45))
        x, y, w = box.x + 12, box.y + 6, box.w - 24
        theme.text(surface, self.status(), size, (x, y), theme.GOLD_LIGHT, bold=True, max_width=w)
        # The strip: one slot per step, the current one outlined, markers on priced decisions.
        strip = pygame.Rect(x, int(y + size * 1.6), w, max(8, size // 2))
        pygame.draw.rect(surface, theme.FELT_DARK, strip, border_radius=3)
        slot = strip.w / max(1, steps)
        for mark in self.verdicts or ():
            cx = int(strip.x + (mark.index + 1.5) * slot)
            colour = theme.BAD if mark.flagged else theme.DIM
            radius = max(3, strip.h // 2 + (2 if mark.flagged else 0))
            # A mark repeating an earlier one's cause: a ring, as it is not counted again.
            ring = 2 if mark.flagged and mark.follows is not None else 0
            pygame.draw.circle(surface, colour, (cx, strip.centery), radius, ring)
        cur = pygame.Rect(int(strip.x + at * slot), strip.y - 2, max(3, int(slot)), strip.h + 4)
        pygame.draw.rect(surface, theme.HILITE, cur, 2)
        v = self.at_step(at)
        ty = int(strip.bottom + size * 0.6)
        if v is None:
            if self.verdicts is not None and any(x.flagged for x in self.verdicts):
                hint = (
                    _("Red marks: decisions that lost chips; a ring repeats an earlier mark. N and P jump.")
                    if any(x.flagged and x.follows is not None for x in self.verdicts)
                    else _("Red marks: decisions that lost chips. N and P jump between them.")
                )
                theme.text(surface, hint, size - 1, (x, ty), theme.DIM, max_width=w)
            return
        theme.text(surface, self.words.verdict_line(v), size - 1, (x, ty), theme.CREAM, max_width=w)
        if v.flagged:
            pygame.draw.circle(surface, theme.BAD, (x + size // 2, int(ty + size * 1.9)), size // 3)
            theme.text(
                surface,
                self.words.reason_text(v, names),
                size,
                (x + size + 4, int(ty + size * 1.3)),
                theme.BAD,
                max_width=w - size - 4,
            )
        else:
            theme.text(
                surface, _("The coach agrees, near enough."), size - 1, (x, int(ty + size * 1.3)), theme.GOOD
            )
