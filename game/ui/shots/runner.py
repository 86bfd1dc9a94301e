"""``python -m game.ui.shots OUTDIR [SCENE...]``: every scene at several window sizes, as PNGs.

Runs headless (dummy video driver). Each table picture is reached by playing the hand
through the scene with scripted human moves, so the pictures show real states. The scenes are
listed by :mod:`.registry`, one module per group.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import textwrap
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from .common import Shot

SIZES = ((1280, 720), (1280, 800), (1920, 1080), (1024, 768), (800, 600))


def main(argv: list[str] | None = None) -> int:
    """Every scene shot; the data folders the scenes make (saves, statistics, past hands) live
    in one temporary folder, removed at the end."""
    before = tempfile.tempdir
    with tempfile.TemporaryDirectory(prefix="napoleon-shots-", ignore_cleanup_errors=True) as scratch:
        tempfile.tempdir = scratch
        try:
            return shoot(argv)
        finally:
            tempfile.tempdir = before


def parser(names: list[str]) -> argparse.ArgumentParser:
    out = argparse.ArgumentParser(
        prog="python -m game.ui.shots",
        description="Every scene at several window sizes, as PNGs.",
        epilog="scenes:\n" + textwrap.fill(" ".join(names), 100, break_on_hyphens=False),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    out.add_argument("outdir", help="the folder for the PNGs (made if missing)")
    out.add_argument("scenes", nargs="*", help="only these scene names (default: all; listed below)")
    out.add_argument(
        "--language",
        default="all",
        help="the language shown (en, ja; default: all, one after the other); "
        "files of another language than English end in -<language>",
    )
    out.add_argument(
        "--size", action="append", default=[], help="only this window size, e.g. 800x600 (repeatable)"
    )
    return out


def shoot(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .registry import scenes

    every = scenes()
    parsed = parser([s.name for s in every]).parse_intermixed_args(argv)
    if parsed.language == "all":  # every scene in every language
        from game.rules.i18n import LANGUAGES

        rest = list(sys.argv[1:] if argv is None else argv)
        return max(main([*rest, "--language", code]) for code in LANGUAGES)
    unknown = sorted(set(parsed.scenes) - {s.name for s in every})
    if unknown:
        print(f"no scene named {', '.join(unknown)} (see --help)", file=sys.stderr)
    import pygame

    from game.rules import i18n

    from .. import theme

    out = Path(parsed.outdir)
    language = i18n.set_language(parsed.language)
    suffix = "" if language == i18n.DEFAULT_LANGUAGE else f"-{language}"
    sizes = [(int(a), int(b)) for a, b in (s.split("x") for s in parsed.size)] or list(SIZES)
    chosen = [s for s in every if not parsed.scenes or s.name in parsed.scenes]
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    written = 0
    for size in sizes:
        screen = pygame.display.set_mode(size)
        for shot in chosen:
            take(shot, screen, language, out / f"{shot.name}-{size[0]}x{size[1]}{suffix}.png")
            written += 1
    theme.forget_fonts()
    pygame.quit()
    print(f"wrote {written} screenshots to {out}")
    return 0


def take(shot: Shot, screen: pygame.Surface, language: str, path: Path) -> None:
    """``shot`` built on a fresh context (seed 7, no AI thread), its visible scenes drawn and
    saved at ``path``."""
    import pygame

    from ..app import make_context
    from ..settings import Settings

    settings = Settings(speed="fast", players=shot.players, language=language)
    ctx = make_context(settings, size=screen.get_size(), seed=7, threaded_ai=False)
    shot.build(ctx)
    for s in ctx.stack.visible():
        s.draw(screen)
    pygame.image.save(screen, str(path))


if __name__ == "__main__":
    sys.exit(main())
