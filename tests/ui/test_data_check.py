"""``--self-test --data``: the data folder is written, flushed, read back, renamed and deleted;
the statistics and the saved match are judged; what is wrong is said in one sentence, nothing
is changed or left behind, and the exit status says whether all is well."""

from __future__ import annotations

import errno
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.ui import data_check
from game.ui.data_check import check_data_folder, report
from game.ui.statistics import HandStats, StatsStore

from .small_fs import fill, make_read_only, small_filesystem

ROOT = Path(__file__).resolve().parents[2]


def listing(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def with_statistics(folder: Path) -> Path:
    path = folder / "statistics.sqlite3"
    StatsStore(path).record_hand(HandStats("m", 1, "napoleon", "pagat", 5, "declarer", 13, True, 4), 4)
    return path


def test_a_healthy_folder_passes_and_is_left_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with_statistics(tmp_path)
    before = listing(tmp_path)
    assert report(str(tmp_path)) == 0
    out = capsys.readouterr().out
    assert "OK" in out and "statistics: 1 hands" in out
    assert listing(tmp_path) == before


def test_a_missing_folder_is_checked_and_not_left_behind(tmp_path: Path) -> None:
    """It can be made and written (the game makes it on its first write); a mistyped folder
    is not left made."""
    assert check_data_folder(tmp_path / "new" / "napoleon").ok
    assert not (tmp_path / "new").exists()


def test_a_full_disk_is_said_in_one_sentence(tmp_path: Path) -> None:
    with small_filesystem(tmp_path / "disk", "128k") as folder:
        with_statistics(folder)
        fill(folder)
        before = listing(folder)
        result = check_data_folder(folder)
        assert result.problems == [f"The data folder {folder} cannot be written: the disk is full."]
        assert listing(folder) == before  # no probe left behind


def test_a_read_only_disk_is_said_in_one_sentence(tmp_path: Path) -> None:
    with small_filesystem(tmp_path / "disk", "1m") as folder:
        make_read_only(folder)
        assert check_data_folder(folder).problems == [
            f"The data folder {folder} cannot be written: it is on a read-only disk."
        ]


@pytest.mark.parametrize(
    "where, error, words",
    [
        ("open", errno.EACCES, "you have no permission to write in it"),
        ("fsync", errno.ENOSPC, "the disk is full"),
        ("replace", errno.EROFS, "it is on a read-only disk"),
        ("fsync", errno.EIO, "the system refused (Input/output error)"),
    ],
)
def test_each_failed_step_is_said_where_mounts_are_not_allowed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str, error: int, words: str
) -> None:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise OSError(error, os.strerror(error))

    monkeypatch.setattr(os, where, refuse)
    result = check_data_folder(tmp_path)
    monkeypatch.undo()
    assert result.problems == [f"The data folder {tmp_path} cannot be written: {words}."]
    assert listing(tmp_path) == {}


def test_a_file_where_the_folder_should_be(tmp_path: Path) -> None:
    (tmp_path / "napoleon").write_text("x")
    (problem,) = check_data_folder(tmp_path / "napoleon").problems
    assert problem.endswith("cannot be written: a file is where the folder should be.")


def test_a_read_that_gives_back_other_bytes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(data_check, "PROBE", b"one thing")
    real = Path.read_bytes
    monkeypatch.setattr(
        Path, "read_bytes", lambda self: b"another" if self.suffix == ".moved" else real(self)
    )
    (problem,) = check_data_folder(tmp_path).problems
    assert "other bytes than were written" in problem and listing(tmp_path) == {}


@pytest.mark.parametrize("kind", ["newer", "foreign", "damaged"])
def test_statistics_and_the_save_are_judged_and_never_changed(tmp_path: Path, kind: str) -> None:
    path = with_statistics(tmp_path)
    if kind == "damaged":
        path.write_bytes(b"not a database" * 100)
    else:
        con = sqlite3.connect(path)
        con.execute("PRAGMA user_version = 9" if kind == "newer" else "PRAGMA application_id = 77")
        con.commit()
        con.close()
    (tmp_path / "match.json").write_text('{"format": "napoleon-save", "version": 99}')
    before = listing(tmp_path)
    problems = check_data_folder(tmp_path).problems
    words = {"newer": "newer version of Napoleon", "foreign": "another program's", "damaged": "is damaged"}
    assert len(problems) == 2 and words[kind] in problems[0] and str(path) in problems[0]
    assert "The saved match" in problems[1] and "version 99" in problems[1]
    assert listing(tmp_path) == before  # judged, not set aside, not written


def test_the_command_exits_non_zero_on_a_broken_folder(tmp_path: Path) -> None:
    (tmp_path / "napoleon").write_text("a file, not a folder")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "game",
            "--self-test",
            "--data",
            str(tmp_path / "napoleon"),
            "--language",
            "ja",
        ],
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=300,
    )
    assert out.returncode == 1, out.stdout + out.stderr
    assert "フォルダーの場所にファイルがあります" in out.stdout and "data folder" in out.stdout
    assert "self-test: OK" in out.stdout  # the rest of the self-test still ran and passed
    assert out.stdout.strip().endswith("self-test: FAILED (the data folder: see above)")
    refused = subprocess.run(
        [sys.executable, "-m", "game", "--data"], env=env, capture_output=True, text=True
    )
    assert refused.returncode == 2 and "--data goes with --self-test" in refused.stderr
