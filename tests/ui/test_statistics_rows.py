"""The statistics are checked and counted by SQLite (one pass, not a Python object per row): the
figures are the same as the row-by-row reading in Python they replace, for every kind of value a
file can hold (texts, blobs, REALs, infinities, NULLs, numbers past the bounds, a role in another
case under a NOCASE column), in a table of ours and in ones made by hand with no types or others."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.statistics import SCHEMA
from game.ui.statistics_rows import MAX_CHIPS, ROLES, StatsView, Summary, is_time, read_view, whole

# -- the reading it replaces: each row fetched and checked in Python ----------------------------


@dataclass
class Hand:
    role: str
    bid: int | None
    made: bool
    chips: int


def checked(role: object, bid: object, made: object, chips: object) -> Hand | None:
    c, m = whole(chips), whole(made, 1)
    b = None if bid is None else whole(bid, 1000)
    if role not in ROLES or c is None or m not in (0, 1) or (bid is not None and b is None):
        return None
    return Hand(str(role), b, m == 1, c)


def reference(con: sqlite3.Connection, game: str | None, players: int | None) -> StatsView:
    parts = [f"{c} = ?" for c, v in (("game", game), ("players", players)) if v is not None]
    args = [v for v in (game, players) if v is not None]
    where = (" WHERE " + " AND ".join(parts)) if parts else ""
    rows = con.execute(
        f"SELECT role, bid, declarer_made, chips FROM hands{where} ORDER BY played_at, id", args
    ).fetchall()
    hands = [h for h in (checked(*row) for row in rows) if h is not None]
    skipped = len(rows) - len(hands)
    results: list[int] = []
    for chips, finished_at in con.execute(f"SELECT chips, finished_at FROM matches{where}", args):
        if finished_at is None:
            continue
        value = whole(chips)
        if value is None or not is_time(finished_at):
            skipped += 1
        else:
            results.append(value)
    declarer = [h for h in hands if h.role == "declarer"]
    defender = [h for h in hands if h.role == "defender"]
    bids = [h.bid for h in declarer if h.bid is not None]
    summary = Summary(
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
    curve, total = [], 0
    for h in hands:
        total += h.chips
        curve.append(total)
    counts: dict[int, list[int]] = {}
    for h in declarer:
        if h.bid is not None:
            n = counts.setdefault(h.bid, [0, 0])
            n[0] += 1
            n[1] += h.made
    by_bid = [(bid, n, made) for bid, (n, made) in sorted(counts.items())]
    return StatsView(summary, curve, by_bid, skipped)


# -- every kind of value -----------------------------------------------------------------------

numbers = st.one_of(
    st.integers(-20, 20),
    st.sampled_from([MAX_CHIPS, MAX_CHIPS + 1, -MAX_CHIPS, -MAX_CHIPS - 1, 999, 1000, 1001, -1000]),
    st.sampled_from([2**62, -(2**63), 2**63 - 1]),
    st.sampled_from([0.0, -0.0, 1.0, 2.0, 2.5, -3.0, 1e9, 1e9 + 1, 1e20, float("inf"), float("-inf")]),
    st.floats(-50, 50, allow_nan=False),
)
odd = st.one_of(st.none(), st.sampled_from(["5", "abc", "", "1.0", b"\x01", b"5", "declarer"]))
value = st.one_of(numbers, numbers, odd)
role = st.one_of(
    st.sampled_from(ROLES),
    st.sampled_from(ROLES),
    st.sampled_from(["DECLARER", "Partner", "x", b"declarer"]),
    odd,
)
made = st.one_of(st.sampled_from([0, 1, 0.0, 1.0]), value)
hand = st.tuples(
    st.one_of(st.integers(0, 5), st.floats(0, 5, allow_nan=False), st.none(), st.just("x")),  # played_at
    st.sampled_from(["napoleon", "nap"]),
    st.sampled_from([4, 5]),
    role,
    st.one_of(st.integers(1, 20), st.none(), value),  # bid
    made,
    st.one_of(st.integers(-9, 9), value),  # chips
)
match = st.tuples(
    st.sampled_from(["napoleon", "nap"]),
    st.sampled_from([4, 5]),
    st.one_of(st.none(), st.integers(0, 9), st.floats(allow_nan=False), value),  # finished_at
    st.one_of(st.integers(-9, 9), value),  # chips
)

TYPES = ("", "TEXT", "REAL", "INTEGER", "NUMERIC", "BLOB", "TEXT COLLATE NOCASE")


def made_by_hand(
    role: str, bid: str, made: str, chips: str, finished: str, match_chips: str
) -> tuple[str, ...]:
    """Our tables as another program might declare them: each value column of its own type
    (none: no affinity; TEXT keeps numbers as their digits, REAL whole numbers as REAL)."""
    return (
        "CREATE TABLE hands (id INTEGER PRIMARY KEY, match_id, hand_number, played_at, game, preset,"
        f" players, role {role}, bid {bid}, declarer_made {made}, chips {chips})",
        "CREATE TABLE matches (match_id, game, preset, players, started_at,"
        f" finished_at {finished}, chips {match_chips})",
    )


SCHEMAS = {
    "ours": SCHEMA,
    "untyped": made_by_hand("COLLATE NOCASE", "", "", "", "", ""),
    "text": made_by_hand(*["TEXT COLLATE NOCASE"] + ["TEXT"] * 5),
    "real": made_by_hand(*["BLOB"] + ["REAL"] * 5),
    "text chips": made_by_hand("", "TEXT", "", "TEXT", "", "TEXT"),  # the rest counts: chips decide
    "text made": made_by_hand("", "", "TEXT", "", "TEXT", ""),  # "1" made, "9.0" a time: texts
}
schemas = st.one_of(
    st.sampled_from(sorted(SCHEMAS)).map(lambda name: SCHEMAS[name]),
    st.tuples(*[st.sampled_from(TYPES)] * 6).map(lambda types: made_by_hand(*types)),
)


def database(
    schema: tuple[str, ...], hands: list[tuple[Any, ...]], matches: list[tuple[Any, ...]]
) -> sqlite3.Connection:
    con = sqlite3.connect(":memory:", isolation_level=None)
    for statement in schema:
        con.execute(statement)
    # Our CHECKs would refuse some rows (a file made otherwise holds them); NOT NULL still does.
    con.execute("PRAGMA ignore_check_constraints = ON")
    for n, (at, game, players, r, bid, m, chips) in enumerate(hands):
        con.execute(
            "INSERT OR IGNORE INTO hands (match_id, hand_number, played_at, game, preset, players, role, bid,"
            " declarer_made, chips) VALUES (?, ?, ?, ?, 'p', ?, ?, ?, ?, ?)",
            (f"m{n}", n, at, game, players, r, bid, m, chips),
        )
    for n, (game, players, finished_at, chips) in enumerate(matches):
        con.execute(
            "INSERT OR IGNORE INTO matches VALUES (?, ?, 'p', ?, 0, ?, ?)",
            (f"m{n}", game, players, finished_at, chips),
        )
    return con


def same(got: StatsView, want: StatsView) -> None:
    assert got.summary == want.summary
    assert got.curve == want.curve and got.by_bid == want.by_bid and got.skipped == want.skipped
    assert all(type(v) is int for v in got.curve)
    assert all(type(v) is int for row in got.by_bid for v in row)


@settings(max_examples=300, deadline=None)
@given(schemas, st.lists(hand, max_size=25), st.lists(match, max_size=8))
def test_sqlite_counts_what_the_row_by_row_reading_counted(
    schema: tuple[str, ...], hands: list[tuple[Any, ...]], matches: list[tuple[Any, ...]]
) -> None:
    con = database(schema, hands, matches)
    try:
        for game, players in ((None, None), ("napoleon", None), ("nap", 5)):
            same(read_view(con, game, None, players), reference(con, game, players))
    finally:
        con.close()


def test_the_odd_values_are_judged_as_the_game_judged_them() -> None:
    """A few by name: a REAL with no fraction counts, one with a fraction or an infinity does
    not, nor a number as text, a blob, a role in capitals, a match time that is infinite."""
    hands = [
        (1, "napoleon", 5, "declarer", 13, 1, 4),
        (2, "napoleon", 5, "declarer", 14.0, 1.0, -2.0),  # counted: whole numbers kept as REAL
        (3, "napoleon", 5, "declarer", 13, 1, 2.5),
        (4, "napoleon", 5, "DECLARER", 13, 1, 1),
        (5, "napoleon", 5, "defender", None, 0, "3"),
        (6, "napoleon", 5, "defender", None, 0, b"3"),
        (7, "napoleon", 5, "partner", 13, 2, 1),
        (8, "napoleon", 5, "partner", 13, 0, float("inf")),
        (9, "napoleon", 5, "partner", 1001, 0, 1),
        (10, "napoleon", 5, "defender", None, 1, 1),  # counted, but for chips kept as text
    ]
    matches = [("napoleon", 5, 9.0, 6), ("napoleon", 5, float("inf"), 7), ("napoleon", 5, None, 8)]
    for name, schema in SCHEMAS.items():
        con = database(schema, hands, matches)
        view = read_view(con)
        want = reference(con, None, None)
        same(view, want)
        if name == "untyped":  # a typed column may turn "3" into 3: counted there, as before
            assert (view.summary.hands, view.summary.chips, view.curve) == (3, 3, [4, 2, 3])
            assert view.by_bid == [(13, 1, 1), (14, 1, 1)] and view.summary.mean_bid == 13.5
            assert (view.summary.matches, view.summary.best_match, view.skipped) == (1, 6, 8)
        if name in ("text chips", "text made"):  # "4", "1": digits, not numbers
            assert view.summary.hands == 0 and view.skipped == 10 + 2
        con.close()
