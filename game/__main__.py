"""``python -m game`` / ``napoleon``: start the table, or ``--self-test`` headless and exit."""

from __future__ import annotations

import argparse
import contextlib
import io
import logging
import os
import sys
import traceback


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    # No pygame: the arguments are checked before the window opens.
    from game.rules.games import GAMES
    from game.rules.i18n import LANGUAGES, set_language, system_language
    from game.ui.command_line import add_game_arguments, game_problem
    from game.ui.settings import SPEEDS

    titles = ", ".join(spec.title for spec in GAMES.values())
    p = argparse.ArgumentParser(prog="napoleon", description=f"A card table: {titles}.")
    p.add_argument("--seed", type=int, default=None, help="seed for the match (default: random)")
    add_game_arguments(p)  # --game, and its --preset, --players and --level
    g = p.add_mutually_exclusive_group()
    g.add_argument("--windowed", dest="fullscreen", action="store_false", default=None)
    g.add_argument("--fullscreen", dest="fullscreen", action="store_true")
    p.add_argument(
        "--self-test",
        action="store_true",
        help="play one hand headless with AI seats, load every asset, exit 0",
    )
    p.add_argument(
        "--data",
        nargs="?",
        const="",
        default=None,
        metavar="FOLDER",
        help="with --self-test: check that the data folder (default: the game's) can be read and written",
    )
    p.add_argument(
        "--play", action="store_true", help="skip the title: go straight to a table with these options"
    )
    p.add_argument(
        "--record-file",
        default=None,
        help="write the current hand record as JSON here on exit or SIGTERM (tests)",
    )
    p.add_argument(
        "--probe-file",
        default=None,
        help="write the human's playable cards and screen positions here (tests)",
    )
    p.add_argument(
        "--autoplay",
        action="store_true",
        help="your seat plays itself: the default move, Enter on every screen (demos, tests)",
    )
    p.add_argument("--size", default=None, help="window size WxH (e.g. 1280x720)")
    p.add_argument("--speed", choices=SPEEDS, default=None)
    p.add_argument(
        "--language",
        choices=sorted(LANGUAGES),
        default=None,
        help="en or ja (default: the options, else the system's)",
    )
    p.add_argument("--settings-file", default=None, help="use this settings file instead")
    p.add_argument("-v", "--verbose", action="store_true")
    args = p.parse_args(argv)
    if game_problem(args):  # one line naming the valid values, in the player's words; status 2
        set_language(args.language or system_language())
        p.exit(2, f"{p.prog}: {game_problem(args)}\n")
    if args.data is not None and not args.self_test:
        p.error("--data goes with --self-test")
    return args


def utf8_output() -> None:
    """Write UTF-8 whatever the console: Windows gives a redirected stdout (a pipe, a file, a CI
    log) the ANSI code page (cp1252, cp932), in which "♦" or Japanese cannot be written. A
    stream that cannot switch keeps its encoding and replaces what it cannot write. A windowed
    app started with no console has no streams (None): nothing to do."""
    for stream in (sys.stdout, sys.stderr):
        if not isinstance(stream, io.TextIOWrapper):
            continue
        try:
            stream.reconfigure(encoding="utf-8", errors="backslashreplace")
        except (ValueError, OSError):
            with contextlib.suppress(ValueError, OSError):
                stream.reconfigure(errors="replace")


def main(argv: list[str] | None = None) -> int:
    # The AI worker process (game.ui.aiworker) is spawned: in the frozen app the child is this
    # executable again, and this turns it into the worker before any argument is parsed.
    import multiprocessing

    multiprocessing.freeze_support()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    utf8_output()
    try:
        if "--self-test" in (sys.argv[1:] if argv is None else argv):
            return self_test_main(argv)
        args = parse_args(argv)
        setup_logging(args)
        from game.ui.app import run

        return run(args)
    finally:
        stop_everything()


def stop_everything() -> None:
    """Every way out ends here, before the interpreter shuts down: each thread and process the
    game started is stopped and joined (:mod:`game.ui.lifetime`). A thread left blocked in a
    system call can crash the process when the runtime unloads (seen under Wine)."""
    lifetime = sys.modules.get("game.ui.lifetime")  # not imported: nothing was started
    if lifetime is not None:
        lifetime.stop_all()


def setup_logging(args: argparse.Namespace) -> None:
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO, format="%(levelname)s %(name)s: %(message)s"
    )


def self_test_main(argv: list[str] | None) -> int:
    """``--self-test``: any failure, an import's included, is a printed traceback and exit 1,
    never an uncaught exception (which the frozen windowed app would show in a dialog that
    waits for a click: a CI job would hang on it)."""
    try:
        args = parse_args(argv)
        setup_logging(args)
        # Headless by default: packaging and CI run this with no display or sound card.
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from game.ui.selftest import self_test

        data = 0
        if args.data is not None:  # the data folder first: a quick answer, then the rest
            from game.rules.i18n import set_language, system_language
            from game.ui.data_check import report

            set_language(args.language or system_language())
            data = report(args.data)
        status = self_test(args)
        if data:
            print("self-test: FAILED (the data folder: see above)")
        return status or data
    except SystemExit:
        raise  # argparse: usage printed, exit 2
    except BaseException:
        traceback.print_exc()
        print("self-test: FAILED", flush=True)
        return 1


if __name__ == "__main__":
    sys.exit(main())
