"""The guarded reader says why a file cannot be read in the player's words, not the OS's
English text ("Permission denied" on a Japanese screen)."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from game.rules.i18n import set_language
from game.rules.safe_json import UnreadableFile, read_bytes, unreadable


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (errno.EACCES, "読み込みが禁止されています"),
        (errno.EPERM, "読み込みが禁止されています"),
        (errno.EIO, "ディスクから読み取れませんでした"),
    ],
)
def test_a_refused_read_is_said_in_the_players_language(code: int, words: str) -> None:
    set_language("ja")
    try:
        assert str(unreadable(OSError(code, "Permission denied"))) == words
    finally:
        set_language("en")


def test_a_folder_named_like_a_file_is_said_to_be_a_folder(tmp_path: Path) -> None:
    folder = tmp_path / "match.json"
    folder.mkdir()
    with pytest.raises(UnreadableFile) as refused:
        read_bytes(folder)
    assert "folder" in str(refused.value) or "regular" in str(refused.value)
