"""The tournament runs end to end on a handful of deals and writes its files."""

from __future__ import annotations

import json
from pathlib import Path

from game.ai.tournament import main


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
    png = (out / "results.png").read_bytes()
    assert png.startswith(b"\x89PNG")
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
