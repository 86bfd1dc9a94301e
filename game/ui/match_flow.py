"""The match in progress: start one, continue a saved one, autosave it, discard or load its save.

Scenes are reached through the router (``"table"``, ``"match_result"``), never imported, and the
scene shown is saved through the :class:`SavesMatch` protocol, so this module knows no scene.
A challenge (:class:`~game.ui.challenge_session.ChallengeSession`) is played and saved as a
match is; where it differs (its deal's result, its end, its hands' tag in Past hands, its
place in the statistics) this flow hands it to the challenge flow (``ctx.challenges``).
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any, Protocol

from game.rules.i18n import _
from game.rules.protocol import AnyGameHand

from . import routes, savegame
from .challenge_session import ChallengeSession
from .game_choice import choices
from .hand_archive import ChallengeTag, HandArchive
from .statistics import FILE_NAME as STATS_FILE
from .statistics import HandStats, StatsStore
from .storage_health import report_write_failure, report_write_ok
from .table.controller import Action, MatchSession

if TYPE_CHECKING:
    from .context import Context
    from .savegame import SavedMatch

log = logging.getLogger(__name__)


class SavesMatch(Protocol):
    """A scene showing a match that can be saved (the table)."""

    saving: bool  # False once the match is over: nothing to continue

    @property
    def session(self) -> MatchSession:
        """The match shown."""
        ...

    def snapshot(self) -> dict[str, Any]:
        """The save of the match as it stands."""
        ...


def replayed_alike(session: MatchSession, warm: list[tuple[Future[Action], Action]]) -> bool | None:
    """After a resume: True if every AI seat re-made its recorded choices (``warm``: each
    decision's future and the recorded action, from ``MatchSession.warm_up``), so its later
    choices are those of an uninterrupted game; None while they still think. False for a
    level whose decisions are not redone (Hard: see ``MatchSession.warm_up``)."""
    if not session.replays:
        return False
    if not all(f.done() for f, _ in warm):
        return None
    return all(not f.cancelled() and f.exception() is None and f.result() == a for f, a in warm)


class MatchFlow:
    """Starting, resuming and saving the match; ``ctx.save_path`` is where it is saved."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.shown: SavesMatch | None = None  # the match on screen (the table), if any
        self._save_warned = False
        # Beside the autosave, in the user data folder; none when the match is not saved (tests).
        self._stats: StatsStore | None = None
        self._archive: HandArchive | None = None

    @property
    def stats(self) -> StatsStore | None:
        if self._stats is None and self.ctx.save_path is not None:
            self._stats = StatsStore(self.ctx.save_path.parent / STATS_FILE)
        return self._stats

    @property
    def archive(self) -> HandArchive | None:
        if self._archive is None and self.ctx.save_path is not None:
            self._archive = HandArchive(self.ctx.save_path.parent / "hands")
        return self._archive

    def close(self) -> None:
        """Quitting: writes queued behind a locked statistics file get a moment, then stop."""
        if self._stats is not None:
            self._stats.close()

    def hand_counted(self, session: MatchSession, hand: AnyGameHand) -> None:
        """A finished hand was counted in the match: keep it for replay, and add it to the
        statistics from the human's seat (a thrown-in hand counts for nothing; a practice
        match's hands are kept out of them; the tutorial's prepared hand is neither)."""
        if session.tutorial:
            return
        challenge = session if isinstance(session, ChallengeSession) else None
        if self.archive is not None:  # once per match and hand, whatever the kills and Continues
            m = session.match
            key = str(session.seed) if challenge is None else challenge.attempt
            tag = None if challenge is None else ChallengeTag(challenge.code, len(m.records))
            self.archive.add(hand, key, len(m.records), session.human, session.names, challenge=tag)
        settled = session.match.spec.settle(hand)  # the game's count, never its result's fields
        if self.stats is None or session.human is None or settled is None or settled.redeal:
            return
        if session.practice or challenge is not None:  # a challenge counts apart from the matches
            return
        human = session.human
        chips = settled.payments[human]
        sides = session.match.spec.declarer(hand)  # the game says who declared, with whom
        if sides is None:  # a game without a declarer (the tests' Whist): the player defends, and
            made = chips < 0  # the hand is "beaten" when the player's side won it
            role = "defender"
        else:
            declarer, partners = sides
            made = settled.contract_won_by is not None
            role = "declarer" if declarer == human else "partner" if human in partners else "defender"
        bid = getattr(getattr(hand, "result", None), "bid", None)  # a game of bids: its number
        bid = bid if isinstance(bid, int) else None  # a named bid (Misère...), or none: no number
        match = session.match
        preset = choices(self.ctx.settings, match.game).preset()  # the game's chosen, else the nearest
        if preset not in match.spec.presets:
            preset = savegame.house_rules(match)["preset"]
        self.stats.record_hand(
            HandStats(
                match_id=f"{match.game}-{session.seed}",
                hand_number=len(match.results),
                game=match.game,
                preset=preset,
                players=session.rules.players,
                role=role,
                bid=bid,
                declarer_made=made,
                chips=chips,
            ),
            match.totals[human],
            match_over=match.is_over,  # a match counts as one once it is over
        )

    def start(
        self,
        rules: Any,
        level: str,
        seed: int | None = None,
        levels: dict[int, str] | None = None,
        practice: bool = False,
    ) -> None:
        """A new match (callers ask the player first if a saved one would be replaced);
        ``levels``: AI seats with another level than ``level``; ``practice``: a practice match."""
        self.ctx.challenges.drop()  # a challenge in progress is replaced with its save
        self.discard_save()
        seed = self.ctx.next_seed() if seed is None else seed
        self.ctx.router.go(routes.Table(rules, level, seed, levels=levels, practice=practice))

    def has_save(self) -> bool:
        path = self.ctx.save_path
        return path is not None and path.exists()

    def save_is_challenge(self) -> bool:
        """The save on disk is a challenge's (a question about replacing it names a challenge,
        not a match). False when there is none or it cannot be read (the title says why)."""
        path = self.ctx.save_path
        if path is None or not path.exists():
            return False
        try:
            return savegame.read(path).challenge is not None
        except savegame.SaveError:
            return False

    def autosave(self) -> None:
        """Save the match shown (if any, and not over). Never raises."""
        shown = self.shown
        if shown is None or not shown.saving:
            return
        self.write_save(shown.snapshot())

    def shows(self, session: MatchSession) -> bool:
        """The table shows ``session`` and saves it."""
        shown = self.shown
        return shown is not None and shown.saving and shown.session is session

    def forget_shown(self, session: MatchSession) -> None:
        """The table shows ``session`` no more (its deals are over): it saves nothing more."""
        if self.shown is not None and self.shown.session is session:
            self.shown.saving = False

    def result_route(self, table: Any) -> routes.Route:
        """Where a hand's end goes: the game's own result, or a challenge's deal against Hard."""
        if isinstance(table.session, ChallengeSession):
            return routes.ChallengeDeal(table)
        return routes.HandResult(table)

    def match_over(self, session: MatchSession) -> None:
        """The last hand's result was left: the final standings (the save goes: nothing to
        continue), or a challenge's summary."""
        if isinstance(session, ChallengeSession):
            self.ctx.challenges.deals_played(session)
            return
        self.discard_save()
        self.ctx.router.replace(routes.MatchResult(session))

    def write_save(self, data: dict[str, Any]) -> None:
        """Write ``data`` as the save. Never raises."""
        path = self.ctx.save_path
        if path is None:
            return
        try:
            savegame.write(path, data)
        except (OSError, TypeError, ValueError) as exc:
            if isinstance(exc, OSError):  # the title and the table say so; the last save stays
                report_write_failure("match", path.parent, exc)
            if not self._save_warned:  # once: the game goes on without saving
                self._save_warned = True
                log.warning("cannot save the match to %s (%s); playing on without a save", path, exc)
        else:
            report_write_ok("match")

    def discard_save(self) -> None:
        """Forget the saved match (it ended, or the player chose to abandon it)."""
        if self.ctx.save_path is not None:
            savegame.remove(self.ctx.save_path)

    def load_save(self) -> tuple[SavedMatch | None, str]:
        """The saved match, checked by the engine, or None and a one-line message when it is
        broken (the file is then renamed aside, never deleted). (None, "") when there is none."""
        path = self.ctx.save_path
        if path is None or not path.exists():
            return None, ""
        try:
            return savegame.read(path), ""
        except savegame.SaveError as exc:
            why = str(exc)
        try:
            kept = savegame.move_aside(path)
        except OSError as exc:
            log.warning("cannot move the broken save %s aside (%s)", path, exc)
            self.ctx.save_path = None  # never overwrite it: this session plays without saving
            report_write_failure("match", path.parent, exc)
            return None, _(
                "The saved match could not be loaded: {why}. It stays as {file} "
                "(it could not be renamed); matches are not saved this time."
            ).format(why=why, file=path.name)
        log.warning("the saved match %s could not be loaded (%s); kept as %s", path, why, kept)
        return None, _("The saved match could not be loaded: {why}. It was kept as {file}.").format(
            why=why, file=kept.name
        )

    def resume(self, saved: SavedMatch) -> None:
        """Continue a saved match where it was: the same state on the table, no deal replayed."""
        if saved.challenge is not None:
            self.ctx.challenges.resume(saved)
            return
        session = MatchSession.restore(saved)
        if session.match.is_over:  # saved on the last hand's result: the standings are due
            self.discard_save()
            self.ctx.router.go(routes.MatchResult(session))
            return
        m = session.match
        self.ctx.router.go(routes.Table(m.rules, session.level, m.seed, session=session, resume=saved.hand))
