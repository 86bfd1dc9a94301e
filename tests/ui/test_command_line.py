"""Issue 36 item 5: the command line names the game (``napoleon --game nap --preset ...
--players ...``); its presets, player counts and AI levels are checked against that game's,
a wrong one is one clear line naming the valid ones (exit status 2); ``--help`` lists the
registered games; ``--game nap --play`` starts a Nap match. Before, ``--preset`` and
``--players`` took Napoleon's only and no Nap match could be started from the command line."""

from __future__ import annotations

import argparse
import json
import signal
import time
from pathlib import Path

import pytest

from game.__main__ import parse_args
from game.british_nap import NapRules
from game.rules.games import GAMES, game_spec
from game.ui.command_line import apply_game_args, play_start
from game.ui.game_choice import choices, chosen_game, set_game
from game.ui.settings import Settings, default_game
from tests.whist.spec import NAME as WHIST

from .helpers import start_real_app


@pytest.fixture
def whist() -> str:
    """The tests' third game, registered for the session."""
    return WHIST


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The line the command line answers ``argv`` with, having checked it exits with status 2."""
    with pytest.raises(SystemExit) as stop:
        parse_args(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("napoleon: "), err  # one line, nothing more
    return err.strip()


def test_help_lists_every_registered_game_with_its_title(
    whist: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        parse_args(["--help"])
    assert stop.value.code == 0
    text = " ".join(capsys.readouterr().out.split())  # argparse wraps the help
    for name, spec in GAMES.items():
        assert f"{name} ({spec.title})" in text
        assert f"{name}: {', '.join(spec.levels)}" in text
    assert f"(default: {default_game()})" in text
    assert "whist (Whist)" in text and "whist: novice, simple" in text


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (
            ["--game", "chess"],
            "napoleon: --game chess: there is no such game here; the games are: " + ", ".join(GAMES),
        ),
        (
            ["--game", "nap", "--preset", "pagat"],
            "napoleon: --preset pagat: Nap has no such preset; its presets are: "
            + ", ".join(game_spec("nap").presets),
        ),
        (
            ["--preset", "sir-garnet"],  # no --game: the default game's presets
            "napoleon: --preset sir-garnet: Napoleon has no such preset; its presets are: "
            + ", ".join(game_spec("napoleon").presets),
        ),
        (["--players", "7"], "napoleon: --players 7: Napoleon is played by 2, 3, 4, 5, 6 players"),
        (
            ["--game", "nap", "--players", "1"],
            "napoleon: --players 1: Nap is played by 2, 3, 4, 5, 6, 7 players",
        ),
        (
            ["--game", "nap", "--level", "genius"],
            "napoleon: --level genius: Nap has no such AI level; its levels are: random, easy, normal, hard",
        ),
    ],
)
def test_a_wrong_value_is_one_line_naming_the_valid_ones(
    argv: list[str], line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert refused(argv, capsys) == line


def test_the_line_is_in_the_player_s_language(capsys: pytest.CaptureFixture[str]) -> None:
    line = refused(["--language", "ja", "--game", "nap", "--players", "9"], capsys)
    assert line.startswith("napoleon: --players 9: ") and "ナップ" in line and "2、3、4、5、6、7" in line


def test_a_third_game_s_levels_are_its_own(whist: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert parse_args(["--game", whist, "--level", "simple"]).level == "simple"
    line = refused(["--game", whist, "--level", "hard"], capsys)
    assert line.endswith("Whist has no such AI level; its levels are: novice, simple")
    refused(["--level", "simple"], capsys)  # not a level of the default game


def test_the_values_of_the_game_named_are_taken() -> None:
    args = parse_args(["--game", "nap", "--preset", "peep", "--players", "7", "--level", "hard"])
    assert (args.game, args.preset, args.players, args.level) == ("nap", "peep", 7, "hard")
    args = parse_args(["--preset", "hattori-4p", "--players", "4"])  # the default game's, as before
    assert (args.game, args.preset, args.players) == (None, "hattori-4p", 4)


def test_the_game_named_and_its_choices_go_into_the_settings() -> None:
    s = Settings(level="hard", seat_levels=["", "easy"])
    choices(s, "nap").set_seat_level(2, "random")
    apply_game_args(
        s, parse_args(["--game", "nap", "--preset", "sir-garnet", "--players", "4", "--level", "easy"])
    )
    nap = choices(s)
    assert (chosen_game(s), nap.preset(), nap.players(), nap.level()) == ("nap", "sir-garnet", 4, "easy")
    assert nap.ai_levels(4) is None  # --level: every seat
    assert (s.preset, s.players, s.level, s.seat_levels) == ("pagat", 5, "hard", ["", "easy"])  # Napoleon's
    # A preset of another count brings its own, as on the new-game screen.
    apply_game_args(s, parse_args(["--preset", "hattori-4p"]))
    assert (chosen_game(s), s.preset, s.players) == ("napoleon", "hattori-4p", 4)


def test_a_command_line_that_names_no_game_keeps_the_game_chosen() -> None:
    s = Settings()
    set_game(s, "nap")
    apply_game_args(s, parse_args(["--speed", "fast"]))
    assert chosen_game(s) == "nap"
    apply_game_args(s, parse_args(["--play"]))  # --play without --game: the default game
    assert chosen_game(s) == default_game()


def test_play_starts_the_game_named_with_its_choices() -> None:
    s = Settings()
    choices(s, "nap").set_seat_level(1, "hard")
    apply_game_args(s, parse_args(["--game", "nap", "--play", "--preset", "peep", "--players", "3"]))
    start = play_start(s)
    assert isinstance(start.rules, NapRules) and start.why == ""
    assert (start.rules.players, start.rules.peep) == (3, game_spec("nap").presets["peep"].peep)
    assert (start.level, start.levels) == ("normal", {1: "hard", 2: "normal"})


def namespace(**values: object) -> argparse.Namespace:
    return argparse.Namespace(**{"game": None, "preset": None, "players": None, "level": None, **values})


STALL = 300.0  # seconds in which the app showed nothing new: stuck, not slow


@pytest.mark.xdist_group("processes")
def test_game_nap_play_starts_a_nap_match_in_the_real_app(tmp_path: Path) -> None:
    record = tmp_path / "record.json"
    probe = tmp_path / "probe.json"
    proc = start_real_app(
        tmp_path, "--game", "nap", "--play", "--seed", "4", "--level", "random",
        "--record-file", str(record), "--probe-file", str(probe),
    )  # fmt: skip
    try:
        seen, moved = "", time.monotonic()
        while True:  # until the table has shown a move (waits on progress, never on a clock)
            assert proc.poll() is None, f"the app stopped by itself ({proc.returncode})"
            text = probe.read_text(encoding="utf-8") if probe.exists() else ""
            if text != seen:
                seen, moved = text, time.monotonic()
            try:
                shown = json.loads(text) if text else {}
            except ValueError:  # written while read
                shown = {}
            if isinstance(shown.get("actions"), int) and shown["actions"] > 0:
                break
            assert time.monotonic() - moved < STALL, f"no progress: {seen}"
            time.sleep(0.05)
        proc.send_signal(signal.SIGTERM)  # quits as the window would: the record is written
        assert proc.wait(timeout=STALL) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    data = json.loads(record.read_text(encoding="utf-8"))
    assert data["format"] == game_spec("nap").record_format
    settings = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert settings["extra"]["game"] == "nap"  # the title shows it next time


def test_the_checks_ask_the_registry_for_every_game() -> None:
    from game.ui.command_line import game_problem

    for name, spec in GAMES.items():
        for preset in spec.presets:
            assert game_problem(namespace(game=name, preset=preset)) == ""
        for n in spec.players:
            assert game_problem(namespace(game=name, players=n)) == ""
        for level in spec.levels:
            assert game_problem(namespace(game=name, level=level)) == ""
