"""The duplicate tournament's chart: ``python -m game.ui.tournament_chart OUT/results.json``.

``python -m game.ai.tournament`` writes its figures as JSON (the AI package holds seats, not
plotting); this draws them as a PNG with the app's own chart code and bundled font
(:func:`game.ui.charts.interval_chart`): one signed bar per pairing, mean chips per deal, with
its 95% interval as a whisker.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from pathlib import Path

SUBTITLE = "mean chips per deal vs the field, whiskers: 95% interval"
SLOT = 230  # px per bar: room for "[+0.067, +0.159]"
HEIGHT = 520


class ChartError(ValueError):
    """The results file cannot be charted; the message says why."""


def read_bars(path: Path) -> list[tuple[str, float, float, float]]:
    """(label, mean, low, high) per row of a tournament's ``results.json``."""
    try:
        rows = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ChartError(f"{path}: not a tournament's results.json ({exc})") from exc
    if not isinstance(rows, list) or not rows:
        raise ChartError(f"{path}: expected a non-empty list of tournament rows")
    bars = []
    for i, row in enumerate(rows):
        try:
            low, high = (float(v) for v in row["ci95"])
            mean = float(row["mean_chips"])
            label = f"{row['candidate']} vs {row['field']}"
        except (KeyError, TypeError, ValueError) as exc:
            raise ChartError(f"{path}: row {i + 1} lacks candidate, field, mean_chips or ci95") from exc
        if any(math.isinf(v) for v in (mean, low, high)):  # NaN (no data) is drawn as no bar
            raise ChartError(f"{path}: row {i + 1} has an infinite value")
        bars.append((label, mean, low, high))
    return bars


def title_of(path: Path) -> str:
    """The run's description if ``run.txt`` lies beside the results, else the folder's name."""
    run = path.with_name("run.txt")
    if run.is_file():
        return run.read_text(encoding="utf-8").strip().splitlines()[0]
    return f"Duplicate tournament: {path.parent.name}"


def draw(results: Path, png: Path, title: str | None = None) -> Path:
    """Write the chart of ``results`` to ``png``; returns ``png``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # a report needs no window
    bars = read_bars(results)
    from . import charts  # pygame loads only once the input is known to be good

    size = (max(800, 120 + SLOT * len(bars)), HEIGHT)
    heading = title or title_of(results)
    charts.save_png(png, size, lambda s, r: charts.interval_chart(s, r, bars, heading, SUBTITLE))
    return png


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.ui.tournament_chart", description=__doc__)
    p.add_argument("results", type=Path, help="a tournament's results.json (or its --out folder)")
    p.add_argument("--png", type=Path, default=None, help="default: results.png beside the JSON")
    p.add_argument("--title", default=None)
    a = p.parse_args(argv)
    results = a.results / "results.json" if a.results.is_dir() else a.results
    try:
        png = draw(results, a.png or results.with_name("results.png"), a.title)
    except ChartError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {png}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
