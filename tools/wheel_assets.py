"""setuptools build hook: put the top-level asset folders into the wheel as ``game/_data/``.

Named in pyproject.toml (``[tool.setuptools] cmdclass``). The folders stay at the top of the
checkout, where the build scripts write them; ``game.assets`` looks in ``game/_data`` first.
Standard library and setuptools only: it runs inside pip's isolated build environment.
"""

from __future__ import annotations

from pathlib import Path

from setuptools.command.build_py import build_py

ASSET_DIRS = ("sprites", "sounds", "fonts")
ROOT = Path(__file__).resolve().parents[1]


class BuildPyWithAssets(build_py):  # type: ignore[misc]
    """build_py that also copies sprites/, sounds/ and fonts/ into game/_data/."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads the checkout's own folders
        for name in ASSET_DIRS:
            source = ROOT / name
            if not source.is_dir():
                raise FileNotFoundError(f"{source} is missing: the wheel would have no assets")
            self.copy_tree(str(source), str(Path(self.build_lib, "game", "_data", name)))
