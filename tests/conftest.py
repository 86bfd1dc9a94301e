"""Test-wide settings: the suite leaves no caches in the checkout. One wheel build for the
session (``built_wheel``). The test-only game Whist (``tests/whist``) registered for the session.

pytest's own cache is off (``-p no:cacheprovider`` in pyproject), hypothesis keeps no example
database and writes its constants cache to the temp folder, and no bytecode is written, by this process or by the subprocesses the
packaging and real-window tests start (they inherit the environment).
"""

from __future__ import annotations

import os
import sys

sys.dont_write_bytecode = True
os.environ["PYTHONDONTWRITEBYTECODE"] = "1"

import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402  (after the bytecode switch, on purpose)
from hypothesis.configuration import set_hypothesis_home_dir  # noqa: E402

settings.register_profile("no-database", database=None)
settings.load_profile("no-database")
# Hypothesis also caches the constants it finds in the code under test; keep them out of the
# checkout too (the same as HYPOTHESIS_STORAGE_DIRECTORY, which is read before this runs).
set_hypothesis_home_dir(Path(tempfile.gettempdir()) / "napoleon-hypothesis")

# A third game for the whole session (tests/whist: a plain Whist, never shipped), registered
# before any test module reads the registry, so every suite parametrised over the games runs it.
from tests.whist.spec import register_whist  # noqa: E402

register_whist()


LOST_GROUP = pytest.StashKey[str]()


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under ``--dist loadgroup`` (pyproject's addopts) pytest-xdist marks each test of an
    ``xdist_group`` in its node id; a pytest that drops the mark (9.2 does, see pyproject)
    would spread a group over the workers without a word: each such test fails, saying so."""
    if not getattr(config.option, "loadgroup", False):  # not an xdist worker of loadgroup
        return
    for item in items:
        if item.get_closest_marker("xdist_group") and "@" not in item.nodeid:
            item.stash[LOST_GROUP] = (
                "pytest-xdist's --dist loadgroup lost this test's xdist_group: this pytest and "
                "pytest-xdist do not work together (see the pin in pyproject.toml)"
            )


def pytest_runtest_setup(item: pytest.Item) -> None:
    lost = item.stash.get(LOST_GROUP, None)
    if lost:
        pytest.fail(lost, pytrace=False)


@pytest.fixture(scope="session")
def built_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project's wheel, built once for the session (tests/packaging/helpers.py): the tests
    that need it are in the ``packaging`` xdist group, so under xdist they share one worker,
    and so one build. A build that fails (or is skipped offline) fails each of them alike."""
    from tests.packaging.helpers import build_wheel

    return build_wheel(tmp_path_factory.mktemp("wheel"))


def pytest_sessionfinish() -> None:
    """pytest compiles this file and ``tests/__init__.py`` before the switch above can act:
    remove that one bytecode folder at the end, so a run leaves the checkout as it found it."""
    import shutil

    shutil.rmtree(Path(__file__).parent / "__pycache__", ignore_errors=True)
