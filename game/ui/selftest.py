"""``napoleon --self-test``: one all-AI hand headless, every asset loaded, exit 0 or 1."""

from __future__ import annotations

import argparse
import logging
import time
import traceback

import pygame

from game.ai import LEVELS
from game.rules import RuleSet
from game.rules.i18n import _, catalogue_size, current_language, set_language, system_language

log = logging.getLogger(__name__)


def load_assets() -> tuple[int, list[str]]:
    """Load every bundled file; return how many loaded and the failures."""
    loaded, failed = 0, []
    from game.assets import asset_root, expected_files

    root = asset_root()
    for rel in expected_files():
        p = root / rel
        try:
            suffix = p.suffix.lower()
            if suffix == ".png":
                pygame.image.load(str(p)).convert_alpha()
            elif suffix in (".ttf", ".otf"):
                pygame.font.Font(str(p), 16).render("♠♥♦♣ ナポレオン", True, (0, 0, 0))
            elif suffix == ".wav":
                if not pygame.mixer.get_init():
                    continue
                pygame.mixer.Sound(str(p))
            elif not p.is_file() or p.stat().st_size == 0:  # icons: bundled, not loaded here
                raise FileNotFoundError("missing or empty")
            loaded += 1
        except Exception as exc:
            failed.append(f"{p}: {exc}")
    return loaded, failed


def check_language(language: str) -> list[str]:
    """Speak ``language`` for the rest of the self-test; its catalogue must load (the frozen
    app ships it compiled)."""
    set_language(language)
    if language == "en":
        print("self-test: language en (the code's own words)")
        return []
    size = catalogue_size()
    print(f"self-test: language {language}, {size} messages; Options = {_('Options')}")
    if size == 0 or _("Options") == "Options":
        return [f"the {language} catalogue (game/locale/{language}): not loaded"]
    return []


def drive_table_headless() -> None:
    """The real table scene through a whole hand (scripted human), drawn every few frames."""
    from .app import make_context
    from .driver import passive_policy, run_until
    from .scenes.table import TableScene
    from .settings import Settings

    screen = pygame.display.get_surface()
    assert screen is not None
    ctx = make_context(
        Settings(speed="off", language=current_language()), size=screen.get_size(), seed=1, threaded_ai=False
    )
    table = TableScene(ctx, RuleSet(), "random", 1)
    ctx.stack.push(table)
    frames = 0

    def done() -> bool:
        nonlocal frames
        frames += 1
        if frames % 10 == 0:
            table.draw(screen)
        return table.result_pushed

    if not run_until(table, done, passive_policy):
        raise RuntimeError("the table did not finish a hand")
    for scene in ctx.stack.visible():
        scene.draw(screen)
    print(f"self-test: table scene played a hand in {frames} frames")


def self_test(args: argparse.Namespace) -> int:
    t0 = time.perf_counter()
    try:
        pygame.init()
        pygame.display.set_mode((1280, 720))
        try:
            pygame.mixer.init()
        except pygame.error as exc:
            print(f"self-test: no audio device ({exc}); sounds are not loaded")
        loaded, failed = load_assets()
        failed += check_language(getattr(args, "language", None) or system_language())
        drive_table_headless()
        print(f"self-test: loaded {loaded} asset file(s)")
        for f in failed:
            print(f"self-test: FAILED to load {f}")
        rules = RuleSet.preset(args.preset or "pagat")
        if args.players:
            rules = rules.replace(players=args.players)
        level = args.level or ("normal" if "normal" in LEVELS else LEVELS[0])
        seed = 1 if args.seed is None else args.seed
        from .aiworker import ProcessAI, make_worker
        from .headless import play_hand_headless

        # The app's own worker (a process; in the frozen app too), so the self-test covers it.
        worker = make_worker()
        try:
            summary = play_hand_headless(rules, seed, level, worker)
            where = (
                "a worker process" + (" and its search helper" if worker.helper_pid is not None else "")
                if isinstance(worker, ProcessAI) and worker.alive
                else type(worker).__name__
            )
        finally:
            worker.shutdown()
        print(f"self-test: {summary} (AI in {where})")
        pygame.quit()
    except Exception:
        traceback.print_exc()
        print("self-test: FAILED")
        return 1
    if failed or not loaded:
        print("self-test: FAILED (assets)")
        return 1
    print(f"self-test: OK in {time.perf_counter() - t0:.2f} s")
    return 0
