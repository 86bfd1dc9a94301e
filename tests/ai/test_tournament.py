"""The tournament runs end to end on a handful of deals and writes its files."""

from __future__ import annotations

import json
from pathlib import Path

from game.ai.tournament import Config, main, margin, play_deal


def test_tournament_end_to_end(tmp_path: Path, capsys: object) -> None:
    out = tmp_path / "t"
    code = main(
        [
            "--deals",
            "3",
            "--jobs",
            "1",
            "--out",
            str(out),
            "--candidate",
            "easy,hard",
            "--field",
            "random,normal",
            "--hard-rollouts",
            "6",
            "--quiet",
        ]
    )
    assert code == 0
    rows = json.loads((out / "results.json").read_text())
    assert [r["candidate"] for r in rows] == ["easy", "hard"]
    for r in rows:
        assert r["deals"] == 3 and len(r["ci95"]) == 2
    assert (out / "run.txt").read_text().startswith("napoleon ")
    text = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "chips/deal" in text


def test_a_nap_tournament_end_to_end(tmp_path: Path, capsys: object) -> None:
    out = tmp_path / "nap"
    args = ["--game", "nap", "--deals", "2", "--jobs", "1", "--out", str(out), "--quiet"]
    code = main([*args, "--candidate", "normal,easy", "--field", "easy,random", "--preset", "sir-garnet"])
    assert code == 0
    rows = json.loads((out / "results.json").read_text())
    assert [r["game"] for r in rows] == ["nap", "nap"] and rows[0]["preset"] == "sir-garnet"
    assert "nap: preset sir-garnet" in capsys.readouterr().out  # type: ignore[attr-defined]


def test_all_seeing_reference_prints_the_share_and_is_no_level(tmp_path: Path, capsys: object) -> None:
    import pytest

    from game.ai import make_seat
    from game.ai.napoleon.seats import LEVELS

    assert "allseeing" not in LEVELS
    with pytest.raises(ValueError, match="unknown AI level"):
        make_seat("allseeing")
    out = tmp_path / "t"
    code = main(
        [
            *("--deals", "3", "--jobs", "1", "--out", str(out)),
            *("--candidate", "normal,allseeing", "--field", "easy", "--quiet"),
        ]
    )
    assert code == 0
    rows = json.loads((out / "results.json").read_text())
    assert "share" in rows[0] and "share" not in rows[1]
    assert len(rows[0]["napoleon_ci95"]) == 2 and len(rows[1]["defence_ci95"]) == 2
    assert "share of all-seeing" in capsys.readouterr().out  # type: ignore[attr-defined]


def test_hard_against_normal_runs_at_every_player_count(tmp_path: Path) -> None:
    """Issue 12 measures Hard at 2 to 6 players: one duplicate deal at each count (a small
    search budget: this checks the seats and the harness, not the strength). Hard plays the
    3- and 6-player deals; at 2 and 4 (the slowest contract; Hard's own 2-player and 4-player
    decisions are checked in ``test_hard`` and ``test_contract_sim``) Normal stands in."""
    import pytest

    for players in (2, 3, 4, 6):
        out = tmp_path / str(players)
        args = ["--preset", "bga", "--players", str(players), "--deals", "1", "--jobs", "1"]
        level = "hard" if players in (3, 6) else "normal"
        args += ["--out", str(out), "--quiet", "--candidate", level, "--field", "normal"]
        assert main([*args, "--hard-rollouts", "6"]) == 0
        row = json.loads((out / "results.json").read_text())[0]
        assert row["players"] == players and row["mean_chips"] == pytest.approx(sum(row["chips_per_deal"]))


def test_an_option_changes_the_preset_and_bad_ones_are_refused(tmp_path: Path, capsys: object) -> None:
    import pytest

    from game.ai.tournament import Config, rules_of

    out = tmp_path / "t"
    args = ["--preset", "pagat", "--deals", "1", "--jobs", "1", "--out", str(out), "--quiet"]
    assert main([*args, "--candidate", "easy", "--field", "random", "--option", "exact_bid=on"]) == 0
    row = json.loads((out / "results.json").read_text())[0]
    assert row["options"] == [["exact_bid", "on"]]
    assert "exact_bid=on" in capsys.readouterr().out  # type: ignore[attr-defined]
    cfg = Config("pagat", 5, "easy", "random", 1, 6, None, options=(("exact_bid", "on"), ("min_bid", "12")))
    assert rules_of(cfg).exact_bid and rules_of(cfg).min_bid == 12
    for bad, why in [
        ("exact_bid=maybe", "on or off"),
        ("min_bid=twelve", "whole number"),
        ("nonsense=1", "no option named"),
        ("exact_bid", "NAME=VALUE"),
    ]:
        with pytest.raises(SystemExit):
            main([*args, "--option", bad])
        assert why in capsys.readouterr().err  # type: ignore[attr-defined]


def test_nap_pools_count_as_the_tables_so_normal_against_itself_scores_zero_at_ecarte() -> None:
    # Every seat buys at Écarté (a chip a card into the pool); counted as lost, the field
    # would "lose" to itself by what it buys.
    cfg = Config("ecarte", 5, "normal", "normal", 1, 60, None, "nap")
    results = [play_deal(cfg, d) for d in range(3)]
    assert all(abs(r.chips) < 1e-9 for r in results)
    assert margin(-3, 5, 5) == -2.0 and margin(4, 0, 5) == 4.0


def test_hardplay_is_nap_hard_with_normals_bids() -> None:
    from game.ai.british_nap.heuristic import NapHeuristicSeat
    from game.ai.tournament import seat_of
    from game.british_nap import NapHand, NapRules

    seat = seat_of("hardplay", 3, Config("standard", 5, "hardplay", "normal", 1, 60, None, "nap"))
    assert seat.name == "hardplay"
    for deal in range(6):
        hand = NapHand.new(NapRules.preset("standard"), deal, 0)
        view = hand.view(hand.to_act)
        assert seat.choose(view) == NapHeuristicSeat(3).choose(view)


def test_nap_hard_in_the_tournament_has_no_clock_cap_unless_asked() -> None:
    # A loaded machine must not cut hard's searches short: the figures would measure the load.
    from game.ai.british_nap.hard import NapHardSeat
    from game.ai.tournament import seat_of

    for level in ("hard", "hard0", "hardplay"):
        plain = seat_of(level, 1, Config("standard", 5, level, "normal", 1, 60, None, "nap"))
        capped = seat_of(level, 1, Config("standard", 5, level, "normal", 1, 60, 0.5, "nap"))
        assert isinstance(plain, NapHardSeat) and isinstance(capped, NapHardSeat)
        assert plain.seconds is None and capped.seconds == 0.5 and plain.nodes == capped.nodes > 0
