"""A player is told when nothing is being saved (a full disk, a read-only folder, no
permission): a notice at the table and on the title, in their language, the folder named, no
errno; the last good save stays whole."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.napoleon import RuleSet
from game.ui import routes, savegame
from game.ui.app import make_context
from game.ui.context import Context
from game.ui.driver import passive_policy, run_until
from game.ui.scenes import title as title_mod
from game.ui.settings import Settings
from game.ui.storage_health import FULL, READ_ONLY
from game.ui.table import scene as table_mod
from game.ui.table.scene import TableScene

from .conftest import SIZE
from .small_fs import fill, make_read_only, small_filesystem


def new_ctx(save: Path, language: str = "en") -> Context:
    return make_context(
        Settings(speed="off", language=language), size=SIZE, seed=5, threaded_ai=False, save_path=save
    )


def start(ctx: Context) -> TableScene:
    ctx.matches.start(RuleSet.preset("pagat").replace(players=5, rounds=3), "random", 3)
    table = ctx.stack.top
    assert isinstance(table, TableScene)
    return table


def notices(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any]]:
    """Every notice the title and the table draw: (where, its rectangle or None)."""
    seen: list[tuple[str, Any]] = []
    for where, module in (("table", table_mod), ("title", title_mod)):
        real: Callable[..., Any] = module.draw_storage_notice

        def spy(*args: Any, _real: Callable[..., Any] = real, _where: str = where) -> Any:
            rect = _real(*args)
            seen.append((_where, rect))
            return rect

        monkeypatch.setattr(module, "draw_storage_notice", spy)
    return seen


def told(ctx: Context, table: TableScene, seen: list[tuple[str, Any]]) -> None:
    """The notice is drawn at the table and, back on the title, there too."""
    seen.clear()
    table.draw(pygame.Surface(SIZE))
    ctx.router.go(routes.Title())
    ctx.stack.top.draw(pygame.Surface(SIZE))  # type: ignore[union-attr]
    assert [where for where, rect in seen if rect is not None] == ["table", "title"]


def play_on(table: TableScene, actions: int) -> None:
    target = len(table.ctl.hand.actions) + actions
    run_until(table, lambda: len(table.ctl.hand.actions) >= target or table.result_pushed, passive_policy)


def test_a_match_on_a_full_disk_is_told_and_its_last_save_stays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with small_filesystem(tmp_path / "disk", "256k") as folder:
        save = folder / "match.json"
        seen = notices(monkeypatch)
        ctx = new_ctx(save)
        table = start(ctx)
        play_on(table, 3)
        before = save.read_bytes()
        table.draw(pygame.Surface(SIZE))
        assert not ctx.storage and all(rect is None for _, rect in seen)
        filler = fill(folder)
        play_on(table, 3)  # every autosave fails now
        assert [(p.kind, p.reason) for p in ctx.storage.problems()] == [("match", FULL)]
        text = ctx.storage.notice()
        assert "the match" in text and "disk is full" in text and str(folder) in text
        assert "Errno" not in text and "No space" not in text
        assert save.read_bytes() == before and savegame.read(save).hand is not None
        assert sorted(p.name for p in folder.iterdir()) == ["filler", "match.json"]  # no temp left
        told(ctx, table, seen)
        filler.unlink()  # room again: the next save clears the notice
        ctx.stack.scenes[:] = [table]
        play_on(table, 1)
        assert not ctx.storage and savegame.read(save).hand is not None


def test_a_read_only_folder_is_told_in_japanese(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with small_filesystem(tmp_path / "disk", "1m") as folder:
        save = folder / "match.json"
        seen = notices(monkeypatch)
        ctx = new_ctx(save, "ja")
        table = start(ctx)
        play_on(table, 2)
        before = save.read_bytes()
        make_read_only(folder)
        play_on(table, 3)
        assert [(p.kind, p.reason) for p in ctx.storage.problems()] == [("match", READ_ONLY)]
        text = ctx.storage.notice()
        assert "保存されていません" in text and "書き込めません" in text and str(folder) in text
        assert "Errno" not in text and "Read-only" not in text
        assert save.read_bytes() == before
        told(ctx, table, seen)


@pytest.mark.parametrize(
    "error, reason",
    [(errno.ENOSPC, FULL), (errno.EROFS, READ_ONLY), (errno.EACCES, READ_ONLY)],
)
def test_each_failure_is_told_where_mounts_are_not_allowed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: int, reason: str
) -> None:
    save = tmp_path / "data" / "match.json"
    seen = notices(monkeypatch)
    ctx = new_ctx(save)
    table = start(ctx)
    play_on(table, 2)
    before = save.read_bytes()

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise OSError(error, os.strerror(error))

    monkeypatch.setattr(savegame, "write", lambda path, data: refuse())
    play_on(table, 3)
    assert [(p.kind, p.reason) for p in ctx.storage.problems()] == [("match", reason)]
    assert os.strerror(error) not in ctx.storage.notice() and save.read_bytes() == before
    told(ctx, table, seen)


def test_a_save_that_cannot_be_set_aside_is_told_all_session(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save = tmp_path / "match.json"
    save.write_text("{ not a save")

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(savegame, "move_aside", refuse)
    ctx = new_ctx(save)
    ctx.router.go(routes.Title())
    assert ctx.save_path is None and [p.kind for p in ctx.storage.problems()] == ["match"]


# -- told at the start, before the first save fails ------------------------------------------

START = textwrap.dedent(
    """
    import errno, json, sys
    import pygame
    from game.ui import app as app_mod, single_instance
    from game.ui.storage_notice import draw_storage_notice

    if sys.argv[1] == "no-locks":  # a filesystem without locks (some network folders)
        def refuse(fd):
            raise OSError(errno.ENOLCK, "No locks available")
        single_instance._lock = refuse

    def first_frame(self, probe=None, seconds=None):
        title = self.ctx.stack.top
        title.draw(self.screen)
        print("TITLE " + json.dumps({
            "message": title.message,
            "storage": [[p.kind, p.reason] for p in self.ctx.storage.problems()],
            "notice": self.ctx.storage.notice(),
            "drawn": draw_storage_notice(self.screen, self.ctx.storage, 6) is not None,
        }), flush=True)

    app_mod.App.run = first_frame
    from game.__main__ import main
    raise SystemExit(main(sys.argv[2:]))
    """
)


def title_at_start(options: Path, data: Path, how: str, language: str = "en") -> dict[str, Any]:
    """The title's first frame of the real app started on ``data`` (in a child process: the
    app opens and closes the display); the options in the folder ``options``."""
    settings = options / "settings.json"
    settings.write_text(json.dumps({"tutorial_offered": True}))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", NAPOLEON_DATA_DIR=str(data))
    args = ["--settings-file", str(settings), "--language", language, "--size", "800x600"]
    done = subprocess.run(
        [sys.executable, "-c", START, how, *args], env=env, capture_output=True, timeout=300, check=False
    )
    out = done.stdout.decode()
    lines = [ln for ln in out.splitlines() if ln.startswith("TITLE ")]
    assert done.returncode == 0 and lines, out + done.stderr.decode()
    found: dict[str, Any] = json.loads(lines[-1].removeprefix("TITLE "))
    return found


def test_a_read_only_data_folder_is_told_on_the_title_at_start(tmp_path: Path) -> None:
    with small_filesystem(tmp_path / "disk", "1m") as folder:
        data = folder / "napoleon"
        data.mkdir()
        make_read_only(folder)
        found = title_at_start(tmp_path, data, "as-is", "ja")
    assert found["storage"] == [["match", READ_ONLY], ["archive", READ_ONLY], ["statistics", READ_ONLY]]
    assert "保存されていません" in found["notice"] and str(data) in found["notice"] and found["drawn"]
    assert found["message"] == ""  # the lock's problem is that same folder: said once, above


def test_a_folder_where_a_file_is_is_told_on_the_title_at_start(tmp_path: Path) -> None:
    """Without root or mounts: a file stands where the data folder should be."""
    (tmp_path / "afile").write_text("not a folder")
    found = title_at_start(tmp_path, tmp_path / "afile" / "napoleon", "as-is")
    assert [kind for kind, _reason in found["storage"]] == ["match", "archive", "statistics"]
    assert "Not being saved" in found["notice"] and found["drawn"]


def test_a_data_folder_that_cannot_be_locked_is_told_on_the_title(tmp_path: Path) -> None:
    found = title_at_start(tmp_path, tmp_path / "napoleon", "no-locks")
    assert found["storage"] == []  # it can be written: everything is saved
    assert "cannot be locked" in found["message"] and "a second copy" in found["message"]
    found = title_at_start(tmp_path, tmp_path / "napoleon", "no-locks", "ja")
    assert "ロックできない" in found["message"]


def test_a_healthy_data_folder_says_nothing_at_start(tmp_path: Path) -> None:
    found = title_at_start(tmp_path, tmp_path / "napoleon", "as-is")
    assert found == {"message": "", "storage": [], "notice": "", "drawn": False}
    assert sorted(p.name for p in (tmp_path / "napoleon").iterdir() if p.name.startswith(".")) == []
