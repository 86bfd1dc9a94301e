#!/usr/bin/env python3
"""Run the frozen Windows app's ``--self-test`` many times under Wine and count the crashes.

    python3 packaging/windows/wine_check.py --keep          # prints "kept: /tmp/napoleon-wine-XXXX"
    nice python3 packaging/windows/wine_repeat.py /tmp/napoleon-wine-XXXX --runs 300

It reuses the prefix and the build that ``wine_check.py --keep`` left (``prefix/`` and
``dist/Napoleon/Napoleon.exe`` in that folder), runs the self-test one run after another (the
output through a pipe, as the check does), and prints a line per run that did not end well
(Wine's crash line and the thread it marks as the one that crashed; the whole output is kept
in ``runs/`` of that folder) and, at the end, the count of each outcome and the time taken. A
run "crashed at exit" if it said ``self-test: OK`` and Wine then reported a crash or the exit
status was not 0. Exit 0 when every run passed, 1 otherwise. It starts its own Xvfb and stops
it (and the prefix's wineserver) before it exits. Standard library only.
"""

from __future__ import annotations

import argparse
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from wine_check import CRASH, start_xvfb, wine_env
from wine_run import run_code


def outcome(code: int | None, out: str) -> str:
    """One run's outcome: "ok", "crashed at exit", "crashed", "failed" or "timed out"."""
    said_ok = "self-test: OK" in out
    if code is None:
        return "timed out"
    if code == 0 and said_ok and CRASH not in out:
        return "ok"
    if said_ok:
        return "crashed at exit"
    return "crashed" if CRASH in out else "failed"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("work", type=Path, help="the folder wine_check.py --keep printed")
    p.add_argument("--runs", type=int, default=300)
    p.add_argument("--language", default="en")
    p.add_argument("--cache", type=Path, default=None, help="wine_check.py's cache (PyInstaller's part)")
    args = p.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # a kill still stops Xvfb and Wine
    prefix, exe = args.work / "prefix", args.work / "dist" / "Napoleon" / "Napoleon.exe"
    if not prefix.is_dir() or not exe.is_file():
        print(f"wine repeat: no kept prefix and build in {args.work} (run wine_check.py --keep)")
        return 2
    xvfb_bin, wineserver = shutil.which("Xvfb"), shutil.which("wineserver") or "/usr/lib/wine/wineserver"
    if xvfb_bin is None:
        print("wine repeat: Xvfb is not installed")
        return 2
    xvfb, display = start_xvfb(xvfb_bin)
    env = wine_env(prefix, display, args.cache or args.work / "cache")
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    away = args.work / "elsewhere"
    away.mkdir(exist_ok=True)
    runs = args.work / "runs"  # the output of each run that did not end well
    runs.mkdir(exist_ok=True)
    cmd = ["wine", str(exe), "--self-test", "--language", args.language]
    counts: Counter[str] = Counter()
    t0 = time.monotonic()
    try:
        subprocess.run([wineserver, "-p"], env=env, timeout=60, check=True)  # one server for all runs
        for n in range(1, args.runs + 1):
            code, out = run_code(cmd, env, 240, away)
            what = outcome(code, out)
            counts[what] += 1
            if what != "ok":
                kept = runs / f"run-{n:03d}.txt"
                kept.write_text(out, encoding="utf-8")
                print(f"run {n}: {what} (exit {code}; the whole output: {kept})")
                # Wine's line about the crash, and the thread it marks in its list ("<==")
                for line in out.splitlines():
                    if "Unhandled" in line or "<==" in line or "self-test: FAILED" in line:
                        print(f"   | {line.strip()}")
                sys.stdout.flush()
            elif n % 25 == 0:
                print(f"run {n}: {dict(counts)} after {time.monotonic() - t0:.0f} s", flush=True)
    except (KeyboardInterrupt, SystemExit):
        print("wine repeat: interrupted")
    finally:
        subprocess.run([wineserver, "-k"], env=env, timeout=60, check=False)
        xvfb.terminate()
        xvfb.wait(timeout=10)
    total = sum(counts.values())
    print(f"wine repeat: {total} run(s) in {time.monotonic() - t0:.0f} s: {dict(counts)}")
    return 0 if total and counts["ok"] == total else 1


if __name__ == "__main__":
    sys.exit(main())
