"""The screenshot tool's command: --help lists every scene of the registry, the names are
unique and safe as file names, an unknown name is said (the scenes themselves are drawn by
test_languages and test_tutorial)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pygame
import pytest

from game.rules.games import GAMES, register
from game.ui import shots
from game.ui.shots.common import Shot
from game.ui.shots.registry import game_group, groups, scenes

# This module, as the screenshot group of a game registered by a test below.
SHOTS = (Shot("a-game-of-the-tests", lambda ctx: None),)


def test_help_lists_every_scene(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        shots.main(["--help"])
    assert done.value.code == 0
    listed = capsys.readouterr().out.partition("scenes:")[2].split()
    assert listed == [s.name for s in scenes()]


def test_every_group_has_scenes_and_the_names_are_unique_file_names() -> None:
    assert all(group.SHOTS for group in groups())
    names = [s.name for s in scenes()]
    assert len(names) == len(set(names))
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", n) for n in names), names


def test_an_unknown_scene_is_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the other UI tests keep the display
    assert shots.main([str(tmp_path), "no-such-scene", "--size", "800x600", "--language", "en"]) == 0
    assert "no scene named no-such-scene" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


def test_each_registered_games_group_comes_from_its_spec() -> None:
    """Every game's own group is the one its spec names (none kept by hand in the tool): a game
    registered here shows its scenes with no edit of the tool."""
    named = [game_group(spec.shots) for spec in GAMES.values() if spec.shots is not None]
    assert named and all(group in groups() for group in named)
    first = next(iter(GAMES.values()))
    spec = dataclasses.replace(
        first, name="shotgame", record_format="shotgame-hand", match_format="shotgame-match", shots=__name__
    )
    same = dataclasses.replace(first, name="samegroup", record_format="same-hand", match_format="same-match")
    register(spec)
    register(same)  # a game naming another's group (its own spec copied) takes it once
    try:
        names = [s.name for s in scenes()]
        assert "a-game-of-the-tests" in names and len(names) == len(set(names))
    finally:
        del GAMES._specs["shotgame"], GAMES._specs["samegroup"]
    assert "a-game-of-the-tests" not in [s.name for s in scenes()]
