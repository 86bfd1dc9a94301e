"""The storage-health state: what cannot be written, in the player's words."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

from game.rules.i18n import set_language
from game.ui import storage_health
from game.ui.storage_health import FULL, READ_ONLY, StorageHealth, reason_of


def test_reasons_come_from_the_error_not_its_words() -> None:
    assert reason_of(OSError(errno.ENOSPC, "No space left on device")) == FULL
    assert reason_of(OSError(errno.EROFS, "Read-only file system")) == READ_ONLY
    assert reason_of(PermissionError(errno.EACCES, "Permission denied")) == READ_ONLY
    assert reason_of(sqlite3.OperationalError("database or disk is full")) == FULL
    assert reason_of(sqlite3.OperationalError("attempt to write a readonly database")) == READ_ONLY


def test_a_failure_is_told_with_the_folder_and_no_errno_until_a_write_succeeds(tmp_path: Path) -> None:
    health = StorageHealth()
    assert not health and health.notice() == ""
    health.failed("match", tmp_path, OSError(errno.ENOSPC, "No space left on device"))
    health.failed("statistics", tmp_path, sqlite3.OperationalError("database or disk is full"))
    text = health.notice()
    assert "the match" in text and "statistics" in text and "The disk is full." in text
    assert str(tmp_path) in text and "No space" not in text and "28" not in text.replace(str(tmp_path), "")
    changes = health.changes
    health.failed("match", tmp_path, OSError(errno.ENOSPC, "again"))  # the same problem: no change
    assert health.changes == changes
    health.ok("match")
    assert "the match" not in health.notice() and "statistics" in health.notice()
    health.ok("statistics")
    assert not health and health.notice() == ""


def test_the_notice_is_in_the_players_language(tmp_path: Path) -> None:
    health = StorageHealth()
    health.failed("archive", tmp_path / "hands", OSError(errno.EROFS, "Read-only file system"))
    set_language("ja")
    try:
        text = health.notice()
    finally:
        set_language("en")
    assert "これまでのハンド" in text and "書き込めません" in text and str(tmp_path / "hands") in text


def test_the_functions_report_into_the_newest_contexts_state(tmp_path: Path) -> None:
    from game.ui.app import make_context
    from game.ui.settings import Settings

    ctx = make_context(Settings(speed="off"), size=(800, 600), seed=1, threaded_ai=False)
    storage_health.report_write_failure("archive", tmp_path, PermissionError(errno.EACCES, "denied"))
    assert [p.kind for p in ctx.storage.problems()] == ["archive"]
    storage_health.report_write_ok("archive")
    assert not ctx.storage
    fresh = make_context(Settings(speed="off"), size=(800, 600), seed=1, threaded_ai=False)
    storage_health.report_write_failure("match", tmp_path, OSError(errno.ENOSPC, "full"))
    assert fresh.storage and not ctx.storage


def test_the_one_line_notice_has_no_space_after_a_japanese_full_stop() -> None:
    from game.ui.storage_notice import joined

    assert joined(["保存されていません。", "フォルダー：/x"]) == "保存されていません。フォルダー：/x"
    assert joined(["Not being saved.", "Folder: /x"]) == "Not being saved. Folder: /x"
