"""The tournament names no game: each game's seats come from its spec, ``--option`` changes any
game's rules through its rules type, and the default game is the registry's first."""

from __future__ import annotations

import dataclasses
import json
import sys
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.ai import make_seat, tournament_seats
from game.ai.base import GameSeat
from game.ai.roster import SearchBudget, TournamentSeats
from game.ai.tournament import Config, main, rules_of, seat_of
from game.rules.games import GAMES, game_spec

THIRD = "nap3"
SEATS_MODULE = "tests_ai_third_game_seats"  # a module made up for the test, in sys.modules


def quick(out: Path, *more: str) -> list[str]:
    return ["--deals", "1", "--jobs", "1", "--out", str(out), "--quiet", *more]


@pytest.fixture
def seat_calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, SearchBudget]]:
    """A third game's seats (Nap's, under names of its own), recording every seat asked for."""
    calls: list[tuple[str, int, SearchBudget]] = []
    names = {"steady": "normal", "wild": "random"}

    def build(name: str, seed: int, budget: SearchBudget) -> GameSeat[Any, Any]:
        calls.append((name, seed, budget))
        return make_seat(names[name], seed, game="nap")

    module = types.ModuleType(SEATS_MODULE)
    module.SEATS = TournamentSeats(tuple(names), build)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, SEATS_MODULE, module)
    return calls


@pytest.fixture
def third_game() -> Iterator[str]:
    """A third game in the registry: Nap's spec under another name, with seats of its own."""
    spec = dataclasses.replace(
        game_spec("nap"),
        name=THIRD,
        record_format="nap3-hand",
        match_format="nap3-match",
        tournament_seats=f"{SEATS_MODULE}:SEATS",
    )
    GAMES.add(spec)
    try:
        yield THIRD
    finally:
        del GAMES._specs[THIRD]


def test_a_games_seats_come_from_its_spec(
    tmp_path: Path, seat_calls: list[tuple[str, int, SearchBudget]], third_game: str, capsys: Any
) -> None:
    args = quick(tmp_path, "--game", third_game, "--candidate", "steady", "--field", "wild")
    assert main([*args, "--hard-rollouts", "7", "--hard-seconds", "0.5"]) == 0
    rows = json.loads((tmp_path / "results.json").read_text())
    assert [(r["game"], r["candidate"], r["field"]) for r in rows] == [(third_game, "steady", "wild")]
    players = rows[0]["players"]
    assert sorted(name for name, _, _ in seat_calls) == ["steady"] * players + ["wild"] * players * (
        players - 1
    )
    assert {budget for _, _, budget in seat_calls} == {SearchBudget(7, 0.5)}
    # Its seats and none other: Nap's own levels are not this game's.
    with pytest.raises(SystemExit) as exit_:
        main(quick(tmp_path, "--game", third_game, "--candidate", "normal", "--field", "wild"))
    assert exit_.value.code == 2
    assert f"{third_game} has no seat 'normal'; its seats are: steady, wild" in capsys.readouterr().err


def test_the_help_lists_the_registered_games_and_their_seats(
    seat_calls: list[tuple[str, int, SearchBudget]], third_game: str, capsys: Any
) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert f"the registered game: {' or '.join(GAMES)} (default napoleon)" in text
    assert third_game in GAMES
    assert f"{third_game}: steady, wild" in text
    assert "nap: random, easy, normal, hard, hard0, hardplay, allseeing, allseeing-full" in text


def test_a_game_that_names_no_tournament_seats_plays_its_levels() -> None:
    spec = dataclasses.replace(
        game_spec("nap"),
        name="nap4",
        record_format="nap4-hand",
        match_format="nap4-match",
        tournament_seats=None,
    )
    GAMES.add(spec)
    try:
        seats = tournament_seats("nap4")
        assert seats.names == spec.levels and seats.reference is None
        assert seat_of("easy", 1, Config("standard", 5, "easy", "random", 1, 6, None, "nap4")).name == "easy"
        with pytest.raises(ValueError, match="the seats are: random, easy, normal, hard"):
            seat_of("hard0", 1, Config("standard", 5, "hard0", "random", 1, 6, None, "nap4"))
    finally:
        del GAMES._specs["nap4"]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_seat_a_game_lists_is_built_under_its_name(game: str) -> None:
    seats = tournament_seats(game)
    levels = game_spec(game).levels
    assert seats.names[: len(levels)] == levels  # its levels first, then its measuring sticks
    assert seats.reference is None or seats.reference in seats.sticks
    for name in seats.names:
        assert seats.seat(name, 3, SearchBudget(6, None)).name == name


def test_napoleons_hard_seat_takes_the_tournaments_rollouts() -> None:
    from game.ai.hard import HardSeat

    seat = seat_of("hard", 1, Config("pagat", 5, "hard", "normal", 1, 7, 0.25))
    assert isinstance(seat, HardSeat) and (seat.rollouts, seat.max_seconds) == (7, 0.25)


def test_an_unknown_seat_is_refused_before_any_deal_naming_the_games_seats(
    tmp_path: Path, capsys: Any
) -> None:
    for args, why in [
        (
            ["--candidate", "grandmaster", "--field", "easy"],
            "napoleon has no seat 'grandmaster'; its seats are: random, easy, ",
        ),
        (["--candidate", "easy", "--field", "hard0"], "napoleon has no seat 'hard0'"),  # Nap's baseline
        (
            ["--game", "nap", "--candidate", "hard1", "--field", "easy"],
            "nap has no seat 'hard1'; its seats are: random, easy, ",
        ),
        (["--game", "chess"], "unknown game 'chess'; the games are: napoleon, nap"),
    ]:
        with pytest.raises(SystemExit) as exit_:
            main(quick(tmp_path / "out", *args))
        assert exit_.value.code == 2
        assert why in capsys.readouterr().err
    assert not (tmp_path / "out").exists()  # nothing written


def test_an_option_changes_naps_rules_too(tmp_path: Path, capsys: Any) -> None:
    args = quick(
        tmp_path, "--game", "nap", "--candidate", "normal", "--field", "easy", "--option", "misere=on"
    )
    assert main(args) == 0
    row = json.loads((tmp_path / "results.json").read_text())[0]
    assert row["game"] == "nap" and row["options"] == [["misere", "on"]]
    assert "nap: preset standard, 5 players, 1 duplicate deals, seed 1, hard rollouts 60, misere=on" in (
        capsys.readouterr().out
    )
    cfg = Config(
        "standard", 5, "normal", "easy", 1, 60, None, "nap", options=(("misere", "on"), ("rounds", "3"))
    )
    assert not game_spec("nap").presets["standard"].misere
    assert rules_of(cfg).misere and rules_of(cfg).rounds == 3


def test_a_bad_option_of_any_game_is_one_clear_error(tmp_path: Path, capsys: Any) -> None:
    nap = quick(tmp_path, "--game", "nap")
    for args, why in [
        ([*nap, "--option", "misere=maybe"], "option misere must be on or off, not 'maybe'"),
        ([*nap, "--option", "min_bid=two"], "option min_bid needs a whole number, not 'two'"),
        (
            [*nap, "--option", "exact_bid=on"],
            "no option named 'exact_bid'; the options are: players, min_bid,",
        ),
        ([*nap, "--option", "seven_card=on"], "seven-card Nap's bids start at 3"),  # a conflict
        ([*nap, "--option", "players=3"], "the player count is --players"),
        (quick(tmp_path, "--option", "misere=on"), "option misere cannot be 'on'; it is one of: "),
    ]:
        with pytest.raises(SystemExit) as exit_:
            main(args)
        assert exit_.value.code == 2
        err = capsys.readouterr().err
        assert why in err and "Traceback" not in err
        assert err.splitlines()[-1].startswith("python -m game.ai.tournament: error: ")


def test_the_default_game_is_the_registrys_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert next(iter(GAMES)) == "napoleon"  # (and the registry is loaded)
    nap_first = {name: GAMES._specs[name] for name in ("nap", *GAMES._specs)}
    monkeypatch.setattr(GAMES, "_specs", nap_first)
    assert Config("standard", 5, "easy", "random", 1, 6, None).game == "nap"
    assert main(quick(tmp_path, "--candidate", "easy", "--field", "random")) == 0
    assert (tmp_path / "run.txt").read_text().startswith("nap standard: ")
