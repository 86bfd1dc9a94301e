"""The challenge in progress: start one, continue a saved one, take Hard's results as the
background works them out, keep them in the save, and count the challenge once it is complete.

A challenge is played at the table like a match (:class:`~game.ui.challenge_session.ChallengeSession`:
the match flow saves it after every move, keeps each deal in Past hands); this flow adds the
par, worked out in a :class:`~game.ui.par_job.ParJob` (a process of its own) while the player
plays, the deal being played first. The app polls it once a frame (:meth:`ChallengeFlow.poll`,
never blocking); each result is saved at once, so a kill loses at most the deal Hard was
working on, and Continue works out only what is missing. When every deal is played and Hard's
result on every deal is known, the challenge is counted in the statistics (once) and its save
goes: nothing is left to continue.

Scenes are reached through the router, never imported.
"""

from __future__ import annotations

import logging
from datetime import date
from typing import TYPE_CHECKING

from game.challenge import Challenge, encode

from . import routes
from .challenge_session import ChallengeSession, new_attempt
from .coach_panel import coach_kind
from .par_job import ParJob
from .savegame import SavedChallenge
from .statistics import ChallengeStats, StatsProblem

if TYPE_CHECKING:
    from .context import Context
    from .savegame import SavedMatch

log = logging.getLogger(__name__)

POLL_SECONDS = 0.5  # how often a resting app looks for Hard's results while it works


class ChallengeFlow:
    """The one challenge in progress (if any) and the job working out its par."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.session: ChallengeSession | None = None
        self.job: ParJob | None = None
        # Where the par is worked out: None follows the AI worker (a process in the app, a
        # thread beside a thread, a deal per poll beside inline seats); "off": never (results
        # given with :meth:`take`, screenshots).
        self.par_kind: str | None = None
        self.error = ""  # why the par stopped, if it did
        self.version = 0  # grows with every change a challenge scene shows (a par arrived)
        self._recorded: set[str] = set()  # the tries counted in the statistics this session

    # -- starting and continuing ----------------------------------------------------------

    def kind(self) -> str:
        return self.par_kind or coach_kind(self.ctx.executor)

    def daily_tried(self, code: str) -> bool:
        """A try of the daily challenge ``code`` is already recorded: a new one is practice."""
        stats = self.ctx.matches.stats
        try:
            return stats is not None and stats.daily_tried(code)
        except StatsProblem:
            return False

    def start(self, challenge: Challenge, daily: date | None = None) -> None:
        """A new try of ``challenge`` at the table (the caller asked before replacing a save);
        ``daily``: the date whose daily challenge it is (a second try is practice)."""
        self.ctx.matches.discard_save()
        practice = daily is not None and self.daily_tried(encode(challenge))
        session = ChallengeSession(challenge, SavedChallenge(challenge, new_attempt(), daily, practice))
        self.attach(session)
        self._record(session)  # the try is counted as started: a second one is practice
        self.ctx.router.go(routes.Table(session.rules, session.level, session.seed, session=session))

    def resume(self, saved: SavedMatch) -> None:
        """Continue a saved challenge: at the table where it was, or at its summary when every
        deal was played; Hard's missing results are worked out again."""
        session = ChallengeSession.restore(saved)
        self.attach(session)
        if session.match.is_over:
            self.ctx.router.go(routes.ChallengeSummary(session))
            self.finish_if_complete()
            return
        m = session.match
        self.ctx.router.go(routes.Table(m.rules, session.level, m.seed, session=session, resume=saved.hand))

    def attach(self, session: ChallengeSession) -> None:
        """``session`` is the challenge in progress: its missing par is worked out, the deal
        being played first."""
        self.stop()
        self.session = session
        self.error = ""
        missing = session.par_missing
        if missing and self.kind() != "off":
            self.job = ParJob(session.code, missing, self.kind())
        self.version += 1

    # -- the par, as it comes -------------------------------------------------------------

    def poll(self) -> bool:
        """Take what the par's job has sent (never blocks; the app calls it every frame);
        True when something a challenge scene shows changed."""
        job, session = self.job, self.session
        if job is None or session is None:
            return False
        changed = any([session.take_par(r) for r in job.poll()])
        if job.error is not None:
            log.warning("the par of %s stopped: %s", session.code, job.error)
            self.error, changed = job.error, True
        if job.finished:
            self.job = None
        if changed:
            self.version += 1
            self.save()
            self.finish_if_complete()
        return changed

    def take(self, session: ChallengeSession, results: list[object]) -> None:
        """Hard's results given by hand (screenshots, tests: ``par_kind`` "off")."""
        from game.challenge import DealResult

        if any([session.take_par(r) for r in results if isinstance(r, DealResult)]):
            self.version += 1
            if session is self.session:
                self.save()
                self.finish_if_complete()

    @property
    def working(self) -> bool:
        """Hard is still working out a deal of the challenge in progress."""
        return self.job is not None

    def wake_in(self, wake: float | None) -> float | None:
        """When the resting app must step again (``wake``: the top scene's answer): while Hard
        works, at least every :data:`POLL_SECONDS`, to take its results as they come (a step
        draws nothing unless a scene shows what came)."""
        if self.job is None:
            return wake
        return POLL_SECONDS if wake is None else min(wake, POLL_SECONDS)

    # -- keeping it -----------------------------------------------------------------------

    def save(self) -> None:
        """Save the challenge now (its par with it): through its table (the hand in progress
        with it), or once every deal is played as it stands. Never anything else: another
        match's table, or none, means the save on disk is the one to keep."""
        session = self.session
        if session is None or (session.attempt in self._recorded and session.complete):
            return
        if self.ctx.matches.shows(session):
            self.ctx.matches.autosave()
        elif session.match.is_over:
            self.ctx.matches.write_save(session.snapshot(None))

    def deals_played(self, session: ChallengeSession) -> None:
        """The last deal's result was left: the summary, and the challenge counted when Hard's
        results are all in (else as they arrive; the save keeps it till then)."""
        if self.session is not session:
            self.attach(session)
        self.ctx.matches.forget_shown(session)
        self.save()
        self.ctx.router.replace(routes.ChallengeSummary(session))
        self.finish_if_complete()

    def finish_if_complete(self) -> None:
        """Count a complete challenge once (its result against Hard) and drop its save."""
        session = self.session
        if session is None or not session.complete or session.attempt in self._recorded:
            return
        self._record(session)
        self._recorded.add(session.attempt)
        self.ctx.matches.forget_shown(session)
        self.ctx.matches.discard_save()

    def _record(self, session: ChallengeSession) -> None:
        stats = self.ctx.matches.stats
        if stats is None:
            return
        c = session.challenge
        done = session.complete
        summary = session.summary()
        stats.record_challenge(
            ChallengeStats(
                attempt=session.attempt,
                code=session.code,
                game=c.game,
                preset=c.preset,
                players=c.players,
                daily=None if session.daily is None else session.daily.isoformat(),
                practice=session.daily_practice,
                player=summary.player if done else None,
                hard=summary.hard if done else None,
            )
        )

    # -- stopping -------------------------------------------------------------------------

    def stop(self) -> None:
        """Stop working out the par (another challenge, a new match, quitting): the process
        is ended and joined; what arrived is kept."""
        job, self.job = self.job, None
        if job is not None:
            job.cancel()

    def drop(self) -> None:
        """No challenge is in progress any more (a match started in its place)."""
        self.stop()
        self.session = None

    def close(self) -> None:
        """Quitting: nothing of the par is left running."""
        self.stop()
