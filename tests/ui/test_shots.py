"""The screenshot tool's command: --help lists every scene of the registry, the names are
unique and safe as file names, an unknown name is said (the scenes themselves are drawn by
test_languages and test_tutorial)."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game.ui import shots
from game.ui.shots.registry import GROUPS, scenes


def test_help_lists_every_scene(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        shots.main(["--help"])
    assert done.value.code == 0
    listed = capsys.readouterr().out.partition("scenes:")[2].split()
    assert listed == [s.name for s in scenes()]


def test_every_group_has_scenes_and_the_names_are_unique_file_names() -> None:
    assert all(group.SHOTS for group in GROUPS)
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
