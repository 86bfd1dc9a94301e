"""Reading the statistics' rows with every value checked, and what the screen shows from them.

SQLite keeps any value in any column (an INTEGER column takes 2.5 or ``'abc'``; a table made by
hand has no NOT NULL). A row whose values are not what the game writes is left out and counted
in :attr:`StatsView.skipped`, so no row can crash a screen or show a wrong number. The checks
are made by SQLite (``HAND_OK``, ``MATCH_OK``: the same judgements as :func:`whole` and
:func:`is_time`), and only the rows that pass are counted.
"""

from __future__ import annotations

import math
import sqlite3
from collections import Counter
from dataclasses import dataclass, field
from itertools import accumulate

ROLES = ("declarer", "partner", "defender")  # Napoleon / adjutant / the allies (Nap: bidder)
MAX_CHIPS = 10**9  # far beyond any match; a larger number is not one the game wrote


@dataclass(frozen=True, slots=True)
class HandStats:
    """One finished hand from the human's seat."""

    match_id: str
    hand_number: int
    game: str
    preset: str
    players: int
    role: str  # one of ROLES
    bid: int | None  # the contract's number (None: no contract, e.g. a redeal)
    declarer_made: bool  # Napoleon's side made the contract
    chips: int  # the human's chips from this hand


@dataclass(frozen=True, slots=True)
class Summary:
    hands: int
    chips: int
    times_declarer: int
    declarer_made: int
    times_partner: int
    defended: int
    defence_won: int
    mean_bid: float | None  # over the hands the human was Napoleon
    matches: int  # finished matches only
    best_match: int | None  # chips, over finished matches
    worst_match: int | None

    @property
    def chips_per_hand(self) -> float:
        return self.chips / self.hands if self.hands else 0.0

    @property
    def made_rate(self) -> float | None:
        return self.declarer_made / self.times_declarer if self.times_declarer else None

    @property
    def defence_rate(self) -> float | None:
        return self.defence_won / self.defended if self.defended else None


EMPTY = Summary(0, 0, 0, 0, 0, 0, 0, None, 0, None, None)


@dataclass(frozen=True, slots=True)
class ChallengeStats:
    """One try of a challenge: written when it starts (``player``, ``hard`` None) and when its
    result against Hard is known. ``daily``: the date of a daily challenge (ISO), else None;
    ``practice``: a second try of a daily challenge, kept out of the figures."""

    attempt: str
    code: str
    game: str
    preset: str
    players: int
    daily: str | None = None
    practice: bool = False
    player: int | None = None  # the player's chips over the deals
    hard: int | None = None  # Hard's on the same cards


@dataclass(frozen=True, slots=True)
class ChallengeSummary:
    """The challenges finished (practice left out), against Hard."""

    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    margin: int = 0  # the player's chips over Hard's, summed

    @property
    def mean_margin(self) -> float | None:
        """The mean of the player's chips over Hard's, a challenge."""
        return self.margin / self.played if self.played else None


@dataclass(frozen=True, slots=True)
class StatsView:
    """Everything the statistics screen shows for one choice of filters."""

    summary: Summary = EMPTY
    curve: list[int] = field(default_factory=list)  # running chips after each hand
    by_bid: list[tuple[int, int, int]] = field(default_factory=list)  # (bid, times, made)
    skipped: int = 0  # rows left out: their values are not the game's
    challenges: ChallengeSummary = ChallengeSummary()

    @classmethod
    def empty(cls) -> StatsView:
        return cls()


def whole(value: object, limit: int = MAX_CHIPS) -> int | None:
    """``value`` as an int if it is a whole number the game could have written, else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if abs(value) <= limit else None
    if isinstance(value, float) and math.isfinite(value) and value.is_integer() and abs(value) <= limit:
        return int(value)
    return None


def is_time(value: object) -> bool:
    return not isinstance(value, bool) and isinstance(value, int | float) and math.isfinite(value)


# The same judgements in SQL, so that a file of 200,000 hands is checked and counted by SQLite in
# one pass instead of row by row in Python: a test holds them to ``whole`` and ``is_time`` on
# every kind of value SQLite can hold. ``+column`` is the column's value with no affinity, so it
# is compared as it is stored, whatever type a table made by hand declares: a text or a blob is
# never between two numbers nor equal to one (SQLite orders numbers < texts < blobs), and NULL
# is never true. ``typeof()`` would say the same at twice the cost.


def whole_sql(column: str, limit: int = MAX_CHIPS) -> str:
    """True where ``column`` holds what :func:`whole` takes: a number within ``limit`` (so
    neither an infinity) equal to itself made an INTEGER (a REAL with no fraction)."""
    return f"(+{column} BETWEEN {-limit} AND {limit} AND +{column} = CAST({column} AS INTEGER))"


def time_sql(column: str) -> str:
    """True where ``column`` holds what :func:`is_time` takes: a finite number."""
    return f"(+{column} > -9e999 AND +{column} < 9e999)"


ROLE_LIST = ", ".join(f"'{role}'" for role in ROLES)
# A hand the game could have written (see ``whole``): its role one of ours, compared byte for
# byte whatever collation a table made by hand declares; made 0 or 1; chips and bid whole.
HAND_OK = (
    f"(role COLLATE BINARY IN ({ROLE_LIST}) AND {whole_sql('chips')} AND +declarer_made IN (0, 1)"
    f" AND (bid IS NULL OR {whole_sql('bid', 1000)}))"
)
MATCH_OK = f"({whole_sql('chips')} AND {time_sql('finished_at')})"


Kinds = Counter[tuple[str, int | None, int]]  # (role, bid, made) -> hands

# A checked hand's kind as one whole number, to be counted in Python: its role (ROLES' index),
# made and bid (none: 0; a bid, whole within 1000: 1 to 2001).
KIND_SQL = (
    "(CASE role " + " ".join(f"WHEN '{role}' THEN {i}" for i, role in enumerate(ROLES)) + " END"
    " + 3 * CAST(declarer_made AS INTEGER) + 6 * coalesce(CAST(bid AS INTEGER) + 1001, 0))"
)


def _kind(code: int) -> tuple[str, int | None, int]:
    """(role, bid, made) from KIND_SQL's number."""
    rest, role = divmod(code, 3)
    bid, made = divmod(rest, 2)
    return ROLES[role], (bid - 1001 if bid else None), made


def _where(game: str | None, preset: str | None, players: int | None) -> tuple[str, list[object]]:
    parts: list[str] = []
    args: list[object] = []
    for column, value in (("game", game), ("preset", preset), ("players", players)):
        if value is not None:
            parts.append(f"{column} = ?")
            args.append(value)
    return " WHERE " + (" AND ".join(parts) if parts else "1"), args  # more conditions follow


def read_view(
    con: sqlite3.Connection, game: str | None = None, preset: str | None = None, players: int | None = None
) -> StatsView:
    """Read the rows matching the filters, only the values the game could have written (the
    others counted as skipped). One pass over the hands in the order they were played (the
    index on the game and the time serves it), which SQLite hands over as two texts: each
    hand's chips and each hand's kind, in that order. 200,000 rows made into Python tuples
    took twice as long; the texts are split and counted in C. The matches are summed by
    SQLite. SQLite errors go to the caller."""
    where, args = _where(game, preset, players)
    (total,) = con.execute(f"SELECT count(*) FROM hands{where}", args).fetchone()
    # An aggregate over a subquery with ORDER BY reads its rows in that order (SQLite never
    # flattens such a subquery into it): the chips come in the order the hands were played.
    counted, chips, kinds = con.execute(
        "SELECT count(*), group_concat(chips), group_concat(kind) FROM"
        f" (SELECT CAST(chips AS INTEGER) AS chips, {KIND_SQL} AS kind"
        f" FROM hands{where} AND {HAND_OK} ORDER BY played_at, id)",
        args,
    ).fetchone()
    curve = list(accumulate(map(int, chips.split(",")))) if chips else []
    kinds_of = Counter(kinds.split(",")) if kinds else Counter[str]()
    kind_counts: Kinds = Counter({_kind(int(code)): n for code, n in kinds_of.items()})
    finished, played, best, worst = con.execute(
        f"SELECT count(*), coalesce(sum({MATCH_OK}), 0),"
        f" max(CASE WHEN {MATCH_OK} THEN CAST(chips AS INTEGER) END),"
        f" min(CASE WHEN {MATCH_OK} THEN CAST(chips AS INTEGER) END)"
        f" FROM matches{where} AND finished_at IS NOT NULL",  # a match still in play is not one played
        args,
    ).fetchone()
    summary = _summary(kind_counts, curve[-1] if curve else 0, played, best, worst)
    skipped = total - counted + finished - played
    challenges, odd = _challenges(con, where, args)
    return StatsView(summary, curve, _by_bid(kind_counts), skipped + odd, challenges)


def _challenges(con: sqlite3.Connection, where: str, args: list[object]) -> tuple[ChallengeSummary, int]:
    """The finished challenges that are not practice, and how many rows were left out."""
    if not con.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'challenges'").fetchone():
        return ChallengeSummary(), 0
    won = drawn = lost = margin = odd = 0
    rows = con.execute(f"SELECT practice, finished_at, player, hard FROM challenges{where}", args)
    for practice, finished_at, player, hard in rows:
        if finished_at is None or practice == 1:
            continue  # a try still in play, or a practice try: not a challenge played
        mine, par = whole(player), whole(hard)
        if practice != 0 or mine is None or par is None or not is_time(finished_at):
            odd += 1
            continue
        margin += mine - par
        won, drawn, lost = won + (mine > par), drawn + (mine == par), lost + (mine < par)
    return ChallengeSummary(won + drawn + lost, won, drawn, lost, margin), odd


def _summary(kinds: Kinds, chips: int, matches: int, best: int | None, worst: int | None) -> Summary:
    def count(role: str, made: int | None = None) -> int:
        return sum(n for (r, _bid, m), n in kinds.items() if r == role and made in (None, m))

    bids = [(bid, n) for (role, bid, _m), n in kinds.items() if role == "declarer" and bid is not None]
    bid_hands = sum(n for _bid, n in bids)
    return Summary(
        hands=kinds.total(),
        chips=chips,
        times_declarer=count("declarer"),
        declarer_made=count("declarer", 1),
        times_partner=count("partner"),
        defended=count("defender"),
        defence_won=count("defender", 0),
        mean_bid=sum(bid * n for bid, n in bids) / bid_hands if bid_hands else None,
        matches=matches,
        best_match=best,
        worst_match=worst,
    )


def _by_bid(kinds: Kinds) -> list[tuple[int, int, int]]:
    counts: dict[int, list[int]] = {}
    for (role, bid, made), n in kinds.items():
        if role == "declarer" and bid is not None:
            times = counts.setdefault(bid, [0, 0])
            times[0] += n
            times[1] += made * n
    return [(bid, n, made) for bid, (n, made) in sorted(counts.items())]
