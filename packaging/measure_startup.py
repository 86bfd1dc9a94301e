"""Measure the frozen app: one-folder size, launch-to-first-frame time, --self-test time.

    python packaging/measure_startup.py [--runs 5] [--xvfb]

Builds into a scratch folder (never the checkout's build/ or dist/), twice: the release build
(size; ``--self-test`` time-to-exit) and a probe build, ``pyinstaller build.spec --
--first-frame-probe``, whose runtime hook exits at the app's first ``pygame.display.flip``.
Launch-to-first-frame is measured from just before the process starts to the hook's line on
stderr: the title screen drawn once, in a fresh process, with a scratch home (default settings).
Video is SDL's dummy driver, or a real X11 window on Xvfb with ``--xvfb``.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXE = "Napoleon.exe" if sys.platform == "win32" else "Napoleon"


def build(dist: Path, work: Path, *spec_args: str) -> Path:
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        str(ROOT / "build.spec"),
    ]
    if spec_args:
        cmd += ["--", *spec_args]
    subprocess.run(cmd, check=True)
    if sys.platform == "darwin":
        return dist / "Napoleon.app" / "Contents" / "MacOS" / "Napoleon"
    return dist / "Napoleon" / EXE


def du(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def env_for(home: Path, display: str | None) -> dict[str, str]:
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "SDL_AUDIODRIVER": "dummy",
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
    }
    if display:
        env.update(DISPLAY=display, SDL_VIDEODRIVER="x11")
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
    return env


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--xvfb", action="store_true", help="a real X11 window on Xvfb :97")
    args = ap.parse_args()

    scratch = Path(tempfile.mkdtemp(prefix="napoleon-measure-"))
    xvfb = None
    try:
        t0 = time.perf_counter()
        app = build(scratch / "dist", scratch / "work")
        build_s = time.perf_counter() - t0
        probe = build(scratch / "probe-dist", scratch / "probe-work", "--first-frame-probe")
        folder = app.parent if sys.platform != "darwin" else app.parents[2]
        display = None
        if args.xvfb:
            display = ":97"
            xvfb = subprocess.Popen(
                ["Xvfb", display, "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            time.sleep(1.0)
        home = scratch / "home"
        home.mkdir()
        cwd = scratch / "elsewhere"
        cwd.mkdir()

        first, selftest = [], []
        for _ in range(args.runs):
            t = time.perf_counter()
            r = subprocess.run(
                [str(probe)], cwd=cwd, env=env_for(home, display), capture_output=True, text=True, timeout=120
            )
            wall = time.perf_counter() - t
            if "FIRST_FRAME" not in r.stderr:
                print(f"probe did not reach a first frame (rc={r.returncode}):\n{r.stderr[-3000:]}")
                return 1
            first.append(wall)
            t = time.perf_counter()
            r = subprocess.run(
                [str(app), "--self-test"],
                cwd=cwd,
                env=env_for(home, None),
                capture_output=True,
                text=True,
                timeout=120,
            )
            selftest.append(time.perf_counter() - t)
            if r.returncode != 0:
                print(f"--self-test failed (rc={r.returncode}):\n{r.stdout}\n{r.stderr}")
                return 1
        video = "x11 on Xvfb" if display else "SDL dummy video"
        print(f"build (release spec): {build_s:.1f} s")
        print(
            f"one-folder size: {du(folder) / 1e6:.1f} MB ({folder.name}, "
            f"{sum(1 for _ in folder.rglob('*'))} entries)"
        )
        print(
            f"launch -> first frame ({video}), median of {args.runs}: "
            f"{statistics.median(first):.3f} s (min {min(first):.3f}, max {max(first):.3f})"
        )
        print(f"--self-test launch -> exit 0, median of {args.runs}: {statistics.median(selftest):.3f} s")
        return 0
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
