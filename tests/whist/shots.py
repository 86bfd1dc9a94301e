"""``python -m tests.whist.shots OUTDIR [--language ja] [--size 1280x720]``: pictures of the
tests' Whist as a player meets it (the shipped screenshot tool knows only the shipped games):
the new-game screen with Whist chosen, the table mid-trick, the last trick, the hand's result,
its replay and Past hands. Headless; the match's files go to a temporary folder."""

from __future__ import annotations

import argparse
import os
import random
import tempfile
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(prog="python -m tests.whist.shots")
    args.add_argument("outdir")
    args.add_argument("--language", default="en")
    args.add_argument("--size", default="1280x720")
    parsed = args.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.rules.i18n import set_language
    from game.ui.app import make_context
    from game.ui.input import KeyPress, PointerDown, PointerMove, PointerUp
    from game.ui.scene import Scene
    from game.ui.scenes.newgame import NewGameScene
    from game.ui.scenes.title import TitleScene
    from game.ui.settings import Settings
    from game.ui.table.scene import TableScene

    from .spec import NAME, register_whist

    register_whist()
    w, h = (int(n) for n in parsed.size.split("x"))
    out = Path(parsed.outdir)
    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if parsed.language == "en" else f"-{parsed.language}"
    pygame.init()
    screen = pygame.display.set_mode((w, h))
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(speed="fast", language=parsed.language)
        ctx = make_context(settings, size=(w, h), seed=5, threaded_ai=False, save_path=Path(tmp) / "m.json")
        set_language(parsed.language)

        def top() -> Scene:
            scene = ctx.stack.top
            assert scene is not None
            return scene

        def shot(name: str) -> None:
            screen.fill((0, 0, 0))
            for scene in ctx.stack.visible():
                scene.draw(screen)
            pygame.image.save(screen, str(out / f"whist-{name}-{w}x{h}{suffix}.png"))

        ctx.stack.push(TitleScene(ctx))
        ng = NewGameScene(ctx)
        ctx.stack.push(ng)
        ng.set_game(NAME)
        ng.layout((w, h))
        shot("newgame")
        ng.start()
        table = ctx.stack.top
        assert isinstance(table, TableScene)
        rng = random.Random(3)
        taken = set()
        for _ in range(20000):
            if table.result_pushed:
                break
            shown = table.shown
            if len(shown.tricks) == 4 and len(shown.trick) == 3 and "mid" not in taken:
                table.tweens.finish_all()
                table.update(0.016, [])
                shot("table-mid-trick")
                taken.add("mid")
            if table.ready:
                table.tweens.finish_all()
                table.update(0.016, [])
                card = rng.choice(table.legal_plays()).card
                x, y = table.sprites[card].pos
                cx, cy = table.lay.centre
                table.update(0.016, [PointerMove((x, y)), PointerDown((x, y))])
                table.update(0.016, [PointerMove((cx, cy), (True, False, False))])
                table.update(0.016, [PointerUp((cx, cy))])
            table.update(0.05, [])
        for _ in range(40):
            top().update(0.05, [])
        shot("result")
        top().update(0.0, [KeyPress("r")])
        for _ in range(30):
            top().update(0.05, [KeyPress("right")])
        shot("replay")
        top().update(0.0, [KeyPress("escape")])
        top().update(0.0, [KeyPress("h")])
        history = ctx.stack.top
        getattr(history, "fill", lambda: None)()
        shot("past-hands")
        ctx.shutdown()
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
