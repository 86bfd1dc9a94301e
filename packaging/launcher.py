"""Entry script for the frozen app (build.spec): the same main() as the ``napoleon`` command.

With ``--self-test`` nothing may escape uncaught, not even a failed import of the game itself:
the frozen windowed app shows an uncaught exception in a dialog that waits for a click (a CI
job would hang on it). The failure is printed, with its traceback, and the exit code is 1.
"""

import sys


def launch() -> int:
    if "--self-test" not in sys.argv[1:]:
        from game.__main__ import main

        return main()
    try:
        from game.__main__ import main
    except BaseException:
        import contextlib
        import traceback

        for stream in (sys.stdout, sys.stderr):
            # No stream (a windowed app with no console), or one that cannot switch: as it is.
            with contextlib.suppress(Exception):
                stream.reconfigure(encoding="utf-8", errors="backslashreplace")  # type: ignore[union-attr]
        traceback.print_exc()
        print("self-test: FAILED (the game did not import)", flush=True)
        return 1
    return main()


if __name__ == "__main__":
    sys.exit(launch())
