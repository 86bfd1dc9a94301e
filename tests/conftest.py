"""Test-wide settings: the suite leaves no caches in the checkout.

pytest's own cache is off (``-p no:cacheprovider`` in pyproject), hypothesis keeps no example
database on disk, and no bytecode is written, by this process or by the subprocesses the
packaging and real-window tests start (they inherit the environment).
"""

from __future__ import annotations

import os
import sys

sys.dont_write_bytecode = True
os.environ["PYTHONDONTWRITEBYTECODE"] = "1"

from hypothesis import settings  # noqa: E402  (after the bytecode switch, on purpose)

settings.register_profile("no-database", database=None)
settings.load_profile("no-database")
