"""``napoleon --self-test``: one hand of every registered game headless, every asset loaded,
exit 0 or 1."""

from __future__ import annotations

import argparse
import importlib
import logging
import time
import traceback
from typing import Any

import pygame

from game.rules.games import GameSpec
from game.rules.i18n import _, catalogue_size, current_language, set_language, system_language

from . import lifetime

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


def missing_games() -> list[str]:
    """The games the registry names (GAME_ENTRIES) that this build cannot load: the registry only
    logs such a game, so a build that lost one would otherwise still play the rest."""
    from game.rules.games import GAME_ENTRIES, GAMES

    failed = []
    for entry in GAME_ENTRIES:
        module, _sep, attr = entry.partition(":")
        try:
            spec = getattr(importlib.import_module(module), attr)
        except Exception as exc:
            failed.append(f"the game {entry}: {type(exc).__name__}: {exc}")
            continue
        if spec.name not in GAMES:
            failed.append(f"the game {entry}: not registered")
    return failed


def game_rules(spec: GameSpec[Any], args: argparse.Namespace) -> Any:
    """The rules the self-test plays ``spec`` with: its default preset, with the command line's
    --preset (Napoleon's presets) and --players where the game has them."""
    rules = spec.presets.get(args.preset or "", next(iter(spec.presets.values())))
    if args.players and args.players in spec.players:
        rules = rules.replace(players=args.players)
    return rules


def drive_table_headless(rules: Any, level: str = "random") -> int:
    """The real table scene through a whole hand (scripted human, AI seats at ``level``), drawn
    every few frames; the frames it took."""
    from .app import make_context
    from .driver import passive_policy, run_until
    from .settings import Settings
    from .table.scene import TableScene

    screen = pygame.display.get_surface()
    assert screen is not None
    ctx = make_context(
        Settings(speed="off", language=current_language()), size=screen.get_size(), seed=1, threaded_ai=False
    )
    table = TableScene(ctx, rules, level, 1)
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
    return frames


def play_every_game(args: argparse.Namespace) -> None:
    """One whole hand of every registered game: on the table scene, then all-AI through the
    app's own AI worker (a process; in the frozen app too, so the self-test covers it)."""
    from game.rules.games import GAMES

    from .aiworker import ProcessAI, make_worker
    from .headless import play_hand_headless
    from .settings import game_level

    seed = 1 if args.seed is None else args.seed
    worker = make_worker()
    try:
        for name, spec in GAMES.items():
            rules = game_rules(spec, args)
            # --level where the game has it, else the game's own; the table's quickest level
            level = args.level if args.level in spec.levels else game_level(spec)
            frames = drive_table_headless(rules, "random" if "random" in spec.levels else spec.levels[0])
            print(f"self-test: {name}: the table played a hand in {frames} frames")
            summary = play_hand_headless(rules, seed, level, worker)
            print(f"self-test: {name}: {summary}")
        where = (
            "a worker process" + (" and its search helper" if worker.helper_pid is not None else "")
            if isinstance(worker, ProcessAI) and worker.alive
            else type(worker).__name__
        )
        print(f"self-test: {len(GAMES)} game(s) played (AI in {where})")
    finally:
        worker.shutdown()


def review_modules_missing() -> list[str]:
    """The modules a review needs that this build cannot import, imported as the app does
    once its title is drawn (:mod:`.warm_up`): a build that lost one would fail there."""
    from .warm_up import warm_up_review

    warm = warm_up_review()
    warm.join()
    return [f"the review's module {m}" for m in warm.failed]


def self_test(args: argparse.Namespace) -> int:
    from .app import start_pygame

    t0 = time.perf_counter()
    try:
        start_pygame()  # what the game starts of pygame, not pygame.init() (no joysticks)
        pygame.display.set_mode((1280, 720))
        try:
            pygame.mixer.init()
        except pygame.error as exc:
            print(f"self-test: no audio device ({exc}); sounds are not loaded")
        loaded, failed = load_assets()
        failed += check_language(getattr(args, "language", None) or system_language())
        failed += missing_games()
        failed += review_modules_missing()
        print(f"self-test: loaded {loaded} asset file(s)")
        for f in failed:
            print(f"self-test: FAILED to load {f}")
        play_every_game(args)
    except Exception:
        traceback.print_exc()
        print("self-test: FAILED")
        return 1
    finally:
        left = lifetime.stop_all()  # nothing the self-test started outlives it
        pygame.quit()
    if left:
        print(f"self-test: FAILED: still running after every owner stopped: {', '.join(left)}")
        return 1
    if failed or not loaded:
        print("self-test: FAILED (see above)")
        return 1
    print(f"self-test: OK in {time.perf_counter() - t0:.2f} s")
    return 0
