"""Settings: saved as JSON; a broken or invalid file falls back to defaults with a message."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from game.ui import settings as st


def test_round_trip(tmp_path: Path) -> None:
    p = tmp_path / "napoleon" / "settings.json"
    s = st.Settings(speed="fast", volume=0.3, four_colour=True, players=4, window=(1024, 768))
    st.save(s, p)
    back = st.load(p)
    assert back.speed == "fast" and back.four_colour and back.players == 4
    assert back.window == (1024, 768) and back.volume == 0.3


def test_missing_file_is_defaults(tmp_path: Path) -> None:
    # no file yet: the defaults, on a first start (the title offers the tutorial once)
    assert st.load(tmp_path / "none.json") == st.Settings(tutorial_offered=False)


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"speed": 3}', '"text"', ""])
def test_broken_file_falls_back(tmp_path: Path, content: str, caplog: pytest.LogCaptureFixture) -> None:
    p = tmp_path / "settings.json"
    p.write_text(content)
    with caplog.at_level(logging.WARNING):
        s = st.load(p)
    assert s.speed in st.SPEEDS
    assert caplog.records, "the problem must be logged"
    assert str(p) in caplog.text or "speed" in caplog.text


def test_invalid_values_are_replaced(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    p = tmp_path / "settings.json"
    p.write_text(
        '{"speed": "warp", "volume": 7, "players": 12, "window": [1, 2], "muted": "yes", "bogus": 1}'
    )
    with caplog.at_level(logging.WARNING):
        s = st.load(p)
    d = st.Settings()
    assert (s.speed, s.volume, s.players, s.window, s.muted) == (
        d.speed,
        d.volume,
        d.players,
        d.window,
        d.muted,
    )
    assert "bogus" in caplog.text and "warp" in caplog.text


def test_default_path_is_the_user_config_dir() -> None:
    from platformdirs import user_config_dir

    assert st.default_path().parent == Path(user_config_dir("napoleon"))


def test_the_settings_own_fields_are_the_default_games_choices(tmp_path: Path) -> None:
    """The preset and player count of the settings' own fields are checked against the first
    registered game's spec (Napoleon's): another game's count or preset falls back."""
    from game.rules.games import GAMES, game_spec

    spec = game_spec(st.default_game())
    assert st.default_game() == next(iter(GAMES)) == "napoleon"
    others = {n for g in GAMES for n in game_spec(g).players} - set(spec.players)
    assert others  # Nap plays seven
    presets = {p for g in GAMES for p in game_spec(g).presets} - set(spec.presets)
    assert presets  # Nap's presets are not Napoleon's
    path, d = tmp_path / "settings.json", st.Settings()
    for players in others:
        path.write_text(json.dumps({"players": players}), encoding="utf-8")
        assert st.load(path).players == d.players
    for preset in presets:
        path.write_text(json.dumps({"preset": preset}), encoding="utf-8")
        assert st.load(path).preset == d.preset
    path.write_text(
        json.dumps({"players": max(spec.players), "preset": list(spec.presets)[-1]}), encoding="utf-8"
    )
    s = st.load(path)
    assert (s.players, s.preset) == (max(spec.players), list(spec.presets)[-1])
