"""Reading the statistics' rows with every value checked, and what the screen shows from them.

SQLite keeps any value in any column (an INTEGER column takes 2.5 or ``'abc'``; a table made by
hand has no NOT NULL). A row whose values are not what the game writes is left out and counted
in :attr:`StatsView.skipped`, so no row can crash a screen or show a wrong number. The sums are
made here, in Python, from the checked values (not by SQL over whatever is in the file).
"""

from __future__ import annotations

import math
import sqlite3
from dataclasses import dataclass, field

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


def _where(game: str | None, preset: str | None, players: int | None) -> tuple[str, list[object]]:
    parts: list[str] = []
    args: list[object] = []
    for column, value in (("game", game), ("preset", preset), ("players", players)):
        if value is not None:
            parts.append(f"{column} = ?")
            args.append(value)
    return (" WHERE " + " AND ".join(parts)) if parts else "", args


@dataclass(slots=True)
class _Hand:
    role: str
    bid: int | None
    made: bool
    chips: int


def _hand(role: object, bid: object, made: object, chips: object) -> _Hand | None:
    """The checked hand, or None when a value is not one the game writes."""
    c, m = whole(chips), whole(made, 1)
    b = None if bid is None else whole(bid, 1000)
    if role not in ROLES or c is None or m not in (0, 1) or (bid is not None and b is None):
        return None
    return _Hand(str(role), b, m == 1, c)


def read_view(
    con: sqlite3.Connection, game: str | None = None, preset: str | None = None, players: int | None = None
) -> StatsView:
    """Read and check the rows matching the filters. SQLite errors go to the caller."""
    where, args = _where(game, preset, players)
    rows = con.execute(
        f"SELECT role, bid, declarer_made, chips FROM hands{where} ORDER BY played_at, id", args
    ).fetchall()
    hands = [h for h in (_hand(*row) for row in rows) if h is not None]
    skipped = len(rows) - len(hands)
    results: list[int] = []
    for chips, finished_at in con.execute(f"SELECT chips, finished_at FROM matches{where}", args):
        if finished_at is None:
            continue  # a match still in play (or left unfinished) is not a match played
        value = whole(chips)
        if value is None or not is_time(finished_at):
            skipped += 1
        else:
            results.append(value)
    challenges, odd = _challenges(con, where, args)
    return StatsView(_summary(hands, results), _curve(hands), _by_bid(hands), skipped + odd, challenges)


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


def _summary(hands: list[_Hand], results: list[int]) -> Summary:
    declarer = [h for h in hands if h.role == "declarer"]
    defender = [h for h in hands if h.role == "defender"]
    bids = [h.bid for h in declarer if h.bid is not None]
    return Summary(
        hands=len(hands),
        chips=sum(h.chips for h in hands),
        times_declarer=len(declarer),
        declarer_made=sum(h.made for h in declarer),
        times_partner=sum(h.role == "partner" for h in hands),
        defended=len(defender),
        defence_won=sum(not h.made for h in defender),
        mean_bid=sum(bids) / len(bids) if bids else None,
        matches=len(results),
        best_match=max(results) if results else None,
        worst_match=min(results) if results else None,
    )


def _curve(hands: list[_Hand]) -> list[int]:
    total, out = 0, []
    for h in hands:
        total += h.chips
        out.append(total)
    return out


def _by_bid(hands: list[_Hand]) -> list[tuple[int, int, int]]:
    counts: dict[int, list[int]] = {}
    for h in hands:
        if h.role == "declarer" and h.bid is not None:
            n = counts.setdefault(h.bid, [0, 0])
            n[0] += 1
            n[1] += h.made
    return [(bid, n, made) for bid, (n, made) in sorted(counts.items())]
