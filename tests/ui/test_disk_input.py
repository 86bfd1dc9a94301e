"""Nothing a player's disk holds stops the game from starting (issue 16): every reader
returns a value or raises its own error, broken files are kept aside and reported, values
are checked, and interrupted writes leave no temp files behind."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.napoleon import RuleSet
from game.rules import Match
from game.rules.safe_json import UnreadableFile, clean_text, parse_json_bytes, read_json
from game.ui import savegame
from game.ui import settings as settings_mod
from game.ui.settings import HOUSE_KEY, Settings

from .test_savegame import resume

DEEP_ARRAY = b"[" * 100_000 + b"]" * 100_000
DEEP_OBJECT = b'{"a":' * 50_000 + b"1" + b"}" * 50_000
HUGE_INT = b'{"seed": ' + b"9" * 5000 + b"}"


def a_save(tmp_path: Path, names: list[str] | None = None) -> Path:
    match = Match(RuleSet.preset("pagat"), 7)
    data = savegame.snapshot(
        match, match.new_hand(), "normal", 0, names or ["You", "Ben", "Cai", "Dee", "Emi"]
    )
    path = tmp_path / "match.json"
    path.write_text(json.dumps(data), encoding="ascii")  # as an editor could: "\ud800" escaped
    return path


# -- the guarded reader ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw, why",
    [
        (DEEP_ARRAY, "nested"),
        (DEEP_OBJECT, "nested"),
        (HUGE_INT, "digits"),
        ('{"a": 1}'.encode("utf-16"), "UTF-16"),
        ('{"a": 1}'.encode("utf-16-le"), "UTF-16"),
        (b"\xff\xfe\x00garbage", "UTF-16"),
        (b'{"a": "\xc3\x28"}', "UTF-8"),
        (b"", "empty"),
        (b"   \n", "empty"),
        (b'{"a": NaN}', "NaN"),
        (b'{"a": 1', "JSON"),
    ],
)
def test_the_reader_refuses_damaged_bytes_with_its_own_error(raw: bytes, why: str) -> None:
    with pytest.raises(UnreadableFile, match=why):
        parse_json_bytes(raw)


def test_a_byte_order_mark_is_accepted() -> None:
    assert parse_json_bytes(b'\xef\xbb\xbf{"a": [1, "\xc3\xa9"]}') == {"a": [1, "é"]}


def test_a_file_over_the_size_bound_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 2048 + b"{}")
    with pytest.raises(UnreadableFile, match="too large"):
        read_json(path, max_bytes=1024)
    with pytest.raises(UnreadableFile, match="does not exist"):
        read_json(tmp_path / "missing.json")


def test_clean_text_bounds_and_repairs_strings() -> None:
    assert clean_text("\ud800ab") == "?ab"
    assert len(clean_text("x" * 2_000_000, 40)) == 40


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_arbitrary_bytes_give_a_value_or_the_readers_error(raw: bytes) -> None:
    try:
        parse_json_bytes(raw)
    except UnreadableFile as exc:
        assert str(exc)


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=30,
)


def has_huge_int(value: object) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return len(str(abs(value))) > 40
    if isinstance(value, list):
        return any(has_huge_int(v) for v in value)
    if isinstance(value, dict):
        return any(has_huge_int(v) for v in value.values())
    return False


@settings(max_examples=200, deadline=None)
@given(json_values, st.sampled_from(["utf-8", "utf-8-sig", "utf-16"]))
def test_arbitrary_json_gives_the_value_or_the_readers_error(value: object, encoding: str) -> None:
    raw = json.dumps(value).encode(encoding)
    try:
        got = parse_json_bytes(raw)
    except UnreadableFile:  # only UTF-16, or a whole number beyond the reader's bound
        assert encoding == "utf-16" or has_huge_int(value)
    else:
        assert got == value


@settings(max_examples=150, deadline=None)
@given(
    st.one_of(
        st.binary(max_size=200),
        json_values.map(lambda v: json.dumps(v).encode()),
        st.sampled_from([DEEP_ARRAY, DEEP_OBJECT, HUGE_INT, b"\xef\xbb\xbf{}"]),
    )
)
def test_every_reader_returns_or_raises_its_own_error(
    tmp_path_factory: pytest.TempPathFactory, raw: bytes
) -> None:
    folder = tmp_path_factory.mktemp("reader")
    save, conf = folder / "match.json", folder / "settings.json"
    save.write_bytes(raw)
    conf.write_bytes(raw)
    try:
        savegame.read(save)
    except savegame.SaveError as exc:
        assert str(exc)
    loaded = settings_mod.load_checked(conf)  # never raises
    assert isinstance(loaded.settings, Settings)


# -- the match save ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw",
    [
        DEEP_ARRAY,
        DEEP_OBJECT,
        HUGE_INT,
        b'{"format": "napoleon-save", "version": 1, "match": ' + b"[" * 5000 + b"]" * 5000 + b"}",
    ],
)
def test_saves_that_crashed_the_start_are_refused_with_a_message(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "match.json"
    path.write_bytes(raw)
    with pytest.raises(savegame.SaveError) as err:
        savegame.read(path)
    assert str(err.value)


def test_a_save_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    path = a_save(tmp_path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert savegame.read(path).match.seed == 7


@pytest.mark.parametrize("name", ["\ud800", "x" * 2_000_000])
def test_a_strange_player_name_loads_and_the_table_draws(tmp_path: Path, name: str) -> None:
    path = a_save(tmp_path, ["You", name, "Cai", "Dee", "Emi"])
    saved = savegame.read(path)
    assert len(saved.names[1]) <= savegame.MAX_NAME
    saved.names[1].encode("utf-8")  # no lone surrogate left
    table = resume(path)  # Continue from the title, as a player would
    surface = pygame.Surface((1280, 720))
    table.update(0.05, [])
    table.draw(surface)


# -- the settings --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw",
    ['{"speed": "fast"}'.encode("utf-16"), DEEP_ARRAY, DEEP_OBJECT, HUGE_INT, b"\x00\x01garbage", b"[1, 2]"],
)
def test_broken_settings_are_kept_aside_and_reported(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    loaded = settings_mod.load_checked(path)
    assert loaded.settings == Settings()
    assert "could not be read" in loaded.problem
    assert not path.exists(), "the broken file must be renamed, not left to be overwritten"
    kept = list(tmp_path.glob("settings.json.broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    assert kept[0].name in loaded.problem
    assert loaded.path == path  # new settings may be saved: the old file is safe


def test_unknown_level_and_preset_fall_back_and_keep_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps({"level": "godlike", "preset": "nope", "speed": "fast", "players": 4, "preset_x": 1}),
        encoding="utf-8",
    )
    st = settings_mod.load_checked(path).settings
    assert (st.level, st.preset, st.speed, st.players) == ("normal", "pagat", "fast", 4)
    for bad in ([], {}, 3):
        path.write_text(json.dumps({"level": bad, "preset": bad, "speed": bad}), encoding="utf-8")
        st = settings_mod.load_checked(path).settings
        assert (st.level, st.preset, st.speed) == ("normal", "pagat", "normal")


def test_remembered_house_rules_are_salvaged_option_by_option(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    house = {
        "pagat": {"yoromeki": True, "min_bid": "lots", "no_such_option": 1},
        "bga": "not a dict",
        "nope": {"yoromeki": True},
    }
    path.write_text(json.dumps({"extra": {HOUSE_KEY: house, "other": 1}}), encoding="utf-8")
    st = settings_mod.load_checked(path).settings
    assert st.extra == {HOUSE_KEY: {"pagat": {"yoromeki": True}}, "other": 1}


# -- interrupted writes --------------------------------------------------------------------


def test_stray_temp_files_are_removed_at_start_and_fresh_ones_left(tmp_path: Path) -> None:
    save = tmp_path / "match.json"
    old = [tmp_path / "match.json.k3j2h.tmp", tmp_path / "settings.json.abc.tmp"]
    fresh = tmp_path / "match.json.new1.tmp"
    other = tmp_path / "notes.tmp"
    for p in [*old, fresh, other]:
        p.write_text("partial")
    for p in old:
        os.utime(p, (time.time() - 3600, time.time() - 3600))
    savegame.clean_temps(save)
    settings_mod.load_checked(tmp_path / "settings.json")
    assert not any(p.exists() for p in old)
    assert fresh.exists() and other.exists()


def test_the_title_tells_both_a_broken_save_and_broken_settings(tmp_path: Path) -> None:
    from game.ui.app import make_context
    from game.ui.scenes.title import TitleScene

    (tmp_path / "match.json").write_bytes(DEEP_ARRAY)
    conf = tmp_path / "settings.json"
    conf.write_bytes('{"speed": "fast"}'.encode("utf-16"))
    loaded = settings_mod.load_checked(conf)
    ctx = make_context(
        loaded.settings, size=(1280, 720), seed=1, threaded_ai=False, save_path=tmp_path / "match.json"
    )
    ctx.notice = loaded.problem
    title = TitleScene(ctx)
    ctx.stack.push(title)
    title.enter()
    assert "saved match could not be loaded" in title.message
    assert "settings could not be read" in title.message
