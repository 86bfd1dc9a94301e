"""Finished hands kept for replay: round trip for every preset, the newest 200 kept, exports
that import back identically, and damaged files refused with a reason, nothing else changed."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.rules import PRESETS, NapoleonHand, RuleSet
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
