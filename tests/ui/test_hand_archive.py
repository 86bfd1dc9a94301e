"""Finished hands kept for replay: round trip for every preset, the newest 200 kept, exports
that import back identically, and damaged files refused with a reason, nothing else changed."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.napoleon import PRESETS, NapoleonHand, RuleSet
from game.ui.hand_archive import HandArchive, ImportRefused

from ..rules.helpers import play_randomly


def finished(preset: str, seed: int) -> NapoleonHand:
    hand = NapoleonHand.new(RuleSet.preset(preset), seed, 0)
    play_randomly(hand, random.Random(seed))
    return hand


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_preset_round_trips_through_the_archive_and_an_export(tmp_path: Path, preset: str) -> None:
    archive = HandArchive(tmp_path / "hands")
    hand = finished(preset, 11)
    assert archive.add(hand) is not None
    (kept,) = archive.hands()
    assert archive.load(kept).record() == hand.record()
    target = tmp_path / "export" / "hand.json"
    archive.export(hand, target)
    again = HandArchive(tmp_path / "other").import_file(target)
    assert again.record() == hand.record()


def test_only_the_newest_hands_are_kept(tmp_path: Path) -> None:
    archive = HandArchive(tmp_path, keep=3)
    (tmp_path / "notes.txt").write_text("mine")  # not ours: left alone
    for seed in range(5):
        archive.add(finished("pagat", seed))
    hands = archive.hands()
    assert len(hands) == 3 and (tmp_path / "notes.txt").exists()
    assert [archive.load(h).record()["seed"] for h in hands] == [4, 3, 2]


def _good_record() -> dict:
    return finished("pagat", 2).record()


def _damaged(kind: str) -> bytes:
    rec = _good_record()
    if kind == "not json":
        return b"{ this is not json"
    if kind == "empty":
        return b""
    if kind == "a list":
        return b"[1, 2, 3]"
    if kind == "unknown format":
        rec["format"] = "something-else/9"
    elif kind == "illegal action":
        rec["actions"][3] = rec["actions"][2]
    elif kind == "bad rules":
        rec["rules"] = {"players": 99}
    elif kind == "truncated":
        return json.dumps(rec).encode()[:200]
    elif kind == "deep nesting":
        return b"[" * 100000 + b"]" * 100000
    elif kind == "binary":
        return bytes(range(256)) * 10
    return json.dumps(rec).encode()


@pytest.mark.parametrize(
    "kind",
    [
        "not json",
        "empty",
        "a list",
        "unknown format",
        "illegal action",
        "bad rules",
        "truncated",
        "deep nesting",
        "binary",
    ],
)
def test_a_damaged_record_is_refused_with_a_reason_and_nothing_changes(tmp_path: Path, kind: str) -> None:
    archive = HandArchive(tmp_path / "hands")
    archive.add(finished("pagat", 1))
    before = sorted(p.name for p in (tmp_path / "hands").iterdir())
    source = tmp_path / "in.json"
    source.write_bytes(_damaged(kind))
    with pytest.raises(ImportRefused) as err:
        archive.import_file(source)
    assert str(err.value) and "Traceback" not in str(err.value)
    assert sorted(p.name for p in (tmp_path / "hands").iterdir()) == before
    assert source.read_bytes() == _damaged(kind)


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ImportRefused, match="cannot be read"):
        HandArchive(tmp_path).import_file(tmp_path / "nope.json")


# -- the archive against kills, strange files and the disk (issue 30) -----------------------


def test_a_hand_counted_again_after_a_continue_is_kept_once(tmp_path: Path) -> None:
    from game.ui.app import make_context
    from game.ui.settings import Settings
    from game.ui.table.controller import MatchSession

    ctx = make_context(Settings(speed="off"), size=(800, 600), seed=1, save_path=tmp_path / "match.json")
    session = MatchSession(RuleSet.preset("pagat"), 5, "normal")
    hand = finished("pagat", 5)
    session.match.finish_hand(hand)
    ctx.matches.hand_counted(session, hand)
    # killed after the hand was kept, before the save said so: Continue counts it again
    again = MatchSession(RuleSet.preset("pagat"), 5, "normal")
    again.match.finish_hand(hand)
    ctx.matches.hand_counted(again, hand)
    kept = list((tmp_path / "hands").iterdir())
    assert len(kept) == 1
    opened = ctx.matches.archive.open(ctx.matches.archive.hands()[0])  # type: ignore[union-attr]
    assert opened.record == hand.record() and opened.seat == 0 and opened.names == session.names
    # the next hand of the same match is another key
    nxt = finished("pagat", 6)
    again.match.finish_hand(nxt)
    ctx.matches.hand_counted(again, nxt)
    assert len(list((tmp_path / "hands").iterdir())) == 2


def test_another_hand_under_the_same_key_is_kept_too(tmp_path: Path) -> None:
    """A later match dealt from the same seed (``--seed`` on every launch) has the same match
    key and hand numbers, but other hands: each is kept, and each once."""
    archive = HandArchive(tmp_path / "hands")
    first, other = finished("pagat", 5), finished("pagat", 6)
    assert first.record() != other.record()
    kept_first = archive.add(first, "42", 1, 0, None)
    kept_other = archive.add(other, "42", 1, 0, None)
    assert kept_first is not None and kept_other is not None and kept_first != kept_other
    assert archive.add(other, "42", 1, 0, None) == kept_other  # and again: kept once
    assert archive.add(first, "42", 1, 0, None) == kept_first
    records = sorted(json.dumps(archive.open(a).record, sort_keys=True) for a in archive.hands())
    assert records == sorted(json.dumps(h.record(), sort_keys=True) for h in (first, other))


def test_temp_files_of_interrupted_writes_are_removed_and_nothing_else(tmp_path: Path) -> None:
    import os
    import time

    archive = HandArchive(tmp_path)
    old = [
        tmp_path / "20261125-101010-napoleon-5-h003.json.k3j2h9ab.tmp",
        tmp_path / "20261123-174410-0001-napoleon.json.x_1y2z3q.tmp",
    ]
    fresh = tmp_path / "20261125-101011-napoleon-5-h004.json.new12345.tmp"  # a write going on
    others = [
        tmp_path / "notes.tmp",
        tmp_path / "match.json.abcdefgh.tmp",
        tmp_path / "mine.json.q1w2e3r4.tmp",
    ]
    for p in [*old, fresh, *others]:
        p.write_text("{")
    for p in [*old, *others]:
        os.utime(p, (time.time() - 60, time.time() - 60))
    archive.add(finished("pagat", 1))
    assert not any(p.exists() for p in old)
    assert fresh.exists() and all(p.exists() for p in others)


def test_pruning_removes_only_its_own_regular_files(tmp_path: Path) -> None:
    import os

    archive = HandArchive(tmp_path, keep=2)
    strangers = [
        tmp_path / "notes.txt",
        tmp_path / "hand.json",
        tmp_path / "20000101-000000-0001-napoleon.json.bak",
    ]
    for p in strangers:
        p.write_text("mine")
    folder = tmp_path / "20000101-000000-napoleon-1-h001.json"  # a folder with our name
    folder.mkdir()
    (folder / "inside.txt").write_text("mine")
    target = tmp_path / "elsewhere.json"
    target.write_text("mine")
    link = tmp_path / "20000101-000001-napoleon-1-h002.json"
    os.symlink(target, link)
    old_link = tmp_path / "20000101-000002-0009-napoleon.json"  # the older names are ours too
    os.symlink(target, old_link)
    for seed in range(5):
        archive.add(finished("pagat", seed))
    assert all(p.read_text() == "mine" for p in strangers)
    assert (folder / "inside.txt").exists() and link.is_symlink() and old_link.is_symlink()
    assert target.read_text() == "mine"
    regular = [h for h in archive.hands() if h.path.is_file() and not h.path.is_symlink()]
    assert len(regular) == 2


def test_a_fifo_named_like_a_record_is_refused_without_waiting(tmp_path: Path) -> None:
    import os
    import threading

    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    archive = HandArchive(tmp_path)
    fifo = tmp_path / "20261125-101010-napoleon-7-h001.json"
    os.mkfifo(fifo)
    (item,) = archive.hands()
    outcome: list[object] = []

    def read() -> None:
        try:
            archive.open(item)
        except ImportRefused as exc:
            outcome.append(exc)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(20)  # a guard against a hang, not a measure of speed
    blocked = reader.is_alive()
    if blocked:  # the old reader waits for a writer: give it one, so the thread ends
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        reader.join(5)
    assert not blocked, "reading a FIFO waited for a writer"
    assert len(outcome) == 1 and "regular file" in str(outcome[0])
    with pytest.raises(ImportRefused, match="regular file"):
        archive.import_file(fifo)
    archive.add(finished("pagat", 2))
    assert fifo.exists()


def test_a_huge_file_is_refused_by_its_size_before_it_is_read(tmp_path: Path) -> None:
    from game.rules import safe_json

    big = tmp_path / "big.json"
    with big.open("wb") as f:  # 5 GB, sparse: nothing is written
        f.truncate(5 * 1024**3)
    archive = HandArchive(tmp_path / "hands")
    with pytest.raises(ImportRefused, match="too large"):
        archive.import_file(big)
    grown = tmp_path / "grows.json"
    grown.write_bytes(b" " * (safe_json.MAX_BYTES + 10))
    with pytest.raises(ImportRefused, match="too large"):
        archive.import_file(grown)
    assert archive.hands() == []


def test_a_device_is_refused_not_read(tmp_path: Path) -> None:
    zero = Path("/dev/zero")
    if not zero.exists():
        pytest.skip("no /dev/zero here")
    with pytest.raises(ImportRefused, match="regular file"):
        HandArchive(tmp_path).import_file(zero)


def test_a_failed_write_is_reported_to_the_storage_notice_and_the_game_goes_on(tmp_path: Path) -> None:
    from game.ui import storage_health

    health = storage_health.StorageHealth()
    storage_health.use(health)
    blocked = tmp_path / "hands"
    blocked.write_text("a file where the folder should be")
    archive = HandArchive(blocked)
    assert archive.add(finished("pagat", 1)) is None
    assert [p.kind for p in health.problems()] == ["archive"] and archive.last_error is not None
    blocked.unlink()
    assert archive.add(finished("pagat", 1)) is not None
    assert not health


def test_the_same_file_imported_twice_is_kept_once(tmp_path: Path) -> None:
    archive = HandArchive(tmp_path / "hands")
    source = tmp_path / "in.json"
    archive.export(finished("pagat", 3), source)
    archive.import_file(source)
    archive.import_file(source)
    assert len(archive.hands()) == 1


def test_exports_go_to_the_documents_or_beside_a_chosen_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.ui.hand_archive import EXPORTS, export_folder
    from game.ui.savegame import ENV

    monkeypatch.setenv(ENV, str(tmp_path))
    assert export_folder(tmp_path) == tmp_path / "exports"
    monkeypatch.delenv(ENV)
    monkeypatch.setattr("platformdirs.user_documents_dir", lambda: str(tmp_path / "Documents"))
    assert export_folder(tmp_path / "data") == tmp_path / "Documents" / EXPORTS


def test_the_guarded_reader_of_saves_and_settings_refuses_what_is_not_a_regular_file(tmp_path: Path) -> None:
    import os

    from game.rules.safe_json import UnreadableFile, read_json

    with pytest.raises(UnreadableFile, match="regular file"):
        read_json(tmp_path)  # a folder
    if hasattr(os, "mkfifo"):  # a FIFO named like the save: refused at once, no writer awaited
        os.mkfifo(tmp_path / "match.json")
        with pytest.raises(UnreadableFile, match="regular file"):
            read_json(tmp_path / "match.json")
    (tmp_path / "settings.json").write_text('{"a": 1}')
    assert read_json(tmp_path / "settings.json") == {"a": 1}
