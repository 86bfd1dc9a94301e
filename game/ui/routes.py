"""Where a scene can go, one typed value per route: ``ctx.router.push(Options(overlay=True))``.

Each route is a small frozen dataclass holding that scene's arguments, so mypy checks every
navigation call (a missing or mistyped argument is an error where the call is written). The
router (:mod:`.router`) maps a route's ``key`` to the factory the app installs
(:func:`game.ui.app.install_routes`); scenes import these values, never each other, and this
module imports no scene at run time (the types named here are for the checker only).

Most routes are one scene each, keyed by their class. A hand's result is each game's own scene:
:class:`HandResult` is keyed by the table's game (``"<game>_hand_result"``,
:func:`game.ui.game_routes.game_route`), and the app registers one such route per game; so
are a game's tutorial, its tutorial's result and its glossary.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from .game_routes import game_route

if TYPE_CHECKING:
    from game.rules.protocol import GameView

    from .challenge_compare import HandsCompared
    from .challenge_session import ChallengeSession
    from .coach_panel import CoachPanel
    from .hand_archive import HandArchive
    from .statistics import StatsStore
    from .table.controller import Hand, MatchSession
    from .table.scene import TableScene


class Route:
    """A place to go, with its arguments. ``key``: the router's name of its factory."""

    name: ClassVar[str]

    @property
    def key(self) -> str:
        return self.name


class GameRoute(Route):
    """A route with one scene per game (the game's spec names it): keyed ``"<game>_<name>"``
    (:func:`game.ui.game_routes.game_route`)."""

    @property
    def game_name(self) -> str | None:
        """The game whose scene this is (None: the default game's)."""
        raise NotImplementedError

    @property
    def key(self) -> str:
        return game_route(self.game_name, self.name)


@dataclass(frozen=True)
class Title(Route):
    name = "title"


@dataclass(frozen=True)
class NewGame(Route):
    name = "new_game"


@dataclass(frozen=True)
class Options(Route):
    """``overlay``: over a paused table (the table shows through)."""

    name = "options"
    overlay: bool = False


@dataclass(frozen=True)
class AISeats(Route):
    name = "ai_seats"
    overlay: bool = False


@dataclass(frozen=True)
class HouseRules(Route):
    """Edit ``rules`` (of ``preset``): ``on_change`` hears each change, ``on_start`` starts."""

    name = "house_rules"
    preset: str
    rules: Any = None
    on_change: Callable[[Any], None] | None = None
    on_start: Callable[[], None] | None = None


@dataclass(frozen=True)
class RulesHelp(Route):
    """The rules summary of ``rules`` (None: the settings' game), told against preset ``base``."""

    name = "rules_help"
    rules: Any = None
    base: str | None = None


@dataclass(frozen=True)
class Glossary(GameRoute):
    """``game``'s words explained (keyed by the game: ``"<game>_glossary"``), for a game whose
    spec names a glossary."""

    name = "glossary"
    game: str

    @property
    def game_name(self) -> str | None:
        return self.game


@dataclass(frozen=True)
class Confirm(Route):
    """Ask ``question``: ``yes`` runs ``on_yes``, ``no`` goes back (``detail`` under it)."""

    name = "confirm"
    question: str
    yes: str
    no: str
    on_yes: Callable[[], None]
    detail: str = ""


@dataclass(frozen=True)
class Table(Route):
    """A match at the table: a new one, or ``session`` restored with ``resume``, its hand in
    progress. ``levels``: AI seats with another level than ``level``; ``practice``: practice."""

    name = "table"
    rules: Any
    level: str
    seed: int
    session: MatchSession | None = None
    resume: Hand | None = None
    levels: dict[int, str] | None = None
    practice: bool = False


@dataclass(frozen=True)
class Pause(Route):
    """The menu over a match of ``rules`` (its Rules button shows them)."""

    name = "pause"
    rules: Any


@dataclass(frozen=True)
class HandResult(GameRoute):
    """The hand just played at ``table``, in its game's own result scene."""

    name = "hand_result"
    table: TableScene

    @property
    def game_name(self) -> str | None:
        return self.table.session.game


@dataclass(frozen=True)
class MatchResult(Route):
    name = "match_result"
    session: MatchSession


@dataclass(frozen=True)
class TrickHistory(Route):
    """Every trick of ``view``'s hand so far, each told by ``outcome`` (the game's words)."""

    name = "trick_history"
    view: GameView
    names: Sequence[str]
    outcome: Callable[[Any, Sequence[str]], str]


@dataclass(frozen=True)
class Replay(Route):
    """A finished hand's ``record`` step by step; ``coach``: the review's marks; ``compare``:
    a challenge's deal, the player's hand and Hard's on the same cards; ``at``: the first
    step shown."""

    name = "replay"
    record: dict[str, Any]
    names: list[str] | None = None
    coach: CoachPanel | None = None
    compare: HandsCompared | None = None
    at: int = 0


@dataclass(frozen=True)
class Challenge(Route):
    """The challenge screen: today's challenges, a code to type or paste (``code``: filled in,
    as ``napoleon --challenge CODE`` does), Start."""

    name = "challenge"
    code: str = ""


@dataclass(frozen=True)
class ChallengeDeal(Route):
    """A challenge's deal just played at ``table``: the player's chips against Hard's."""

    name = "challenge_deal"
    table: TableScene


@dataclass(frozen=True)
class ChallengeSummary(Route):
    """A challenge's deals all played: won, drawn or lost against Hard."""

    name = "challenge_summary"
    session: ChallengeSession


@dataclass(frozen=True)
class Scoreboard(Route):
    name = "scoreboard"
    session: MatchSession


@dataclass(frozen=True)
class Statistics(Route):
    """None: the match flow's store."""

    name = "statistics"
    store: StatsStore | None = None


@dataclass(frozen=True)
class HandHistory(Route):
    """``dropped``: a file dropped on the window, opened at once."""

    name = "hand_history"
    archive: HandArchive | None = None
    exports: Path | None = None
    dropped: str | None = None


@dataclass(frozen=True)
class Tutorial(GameRoute):
    """``game``'s guided hand (None: the default game's), its AI seats at ``level``: keyed by
    the game (``"<game>_tutorial"``), for a game whose spec names a tutorial."""

    name = "tutorial"
    game: str | None = None
    level: str = "normal"

    @property
    def game_name(self) -> str | None:
        return self.game


@dataclass(frozen=True)
class TutorialResult(GameRoute):
    """The end of the tutorial played at ``table``: keyed by the table's game
    (``"<game>_tutorial_result"``), for a game whose spec names a tutorial result."""

    name = "tutorial_result"
    table: TableScene

    @property
    def game_name(self) -> str | None:
        return self.table.session.game
