"""The tournament's chart is drawn by the UI's chart code from the tournament's JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.ui import charts
from game.ui.tournament_chart import ChartError, main, read_bars

ROWS = [
    {"candidate": "normal", "field": "easy", "mean_chips": 0.39, "ci95": [0.336, 0.444]},
    {"candidate": "hard", "field": "normal", "mean_chips": -0.2, "ci95": [-0.5, 0.1]},
]


def write(tmp_path: Path, rows: object) -> Path:
    path = tmp_path / "results.json"
    path.write_text(json.dumps(rows), encoding="utf-8")
    return path


def colour_count(surface: pygame.Surface, colour: tuple[int, int, int], x0: int, x1: int) -> int:
    return sum(
        1 for x in range(x0, x1) for y in range(surface.get_height()) if surface.get_at((x, y))[:3] == colour
    )


def test_chart_draws_a_green_and_a_red_bar_with_their_figures(tmp_path: Path) -> None:
    results = write(tmp_path, ROWS)
    (tmp_path / "run.txt").write_text("napoleon pagat: 5 players, 9 duplicate deals\n")
    assert main([str(tmp_path)]) == 0
    png = tmp_path / "results.png"
    image = pygame.image.load(str(png))
    w, h = image.get_size()
    assert w >= 800 and h == 520
    left, right = (0, w // 2), (w // 2, w)
    assert colour_count(image, charts.UP, *left) > 500  # the positive bar, left half
    assert colour_count(image, charts.DOWN, *left) < 50
    assert colour_count(image, charts.DOWN, *right) > 500  # the negative bar, right half
    assert read_bars(results)[0] == ("normal vs easy", 0.39, 0.336, 0.444)


def test_signed_and_ticks() -> None:
    assert charts.signed(0.115) == "+0.115" and charts.signed(-0.0001) == "+0.000"
    ticks = charts.nice_ticks(-0.5, 0.444)
    assert ticks[0] <= -0.5 and ticks[-1] >= 0.444 and 0.0 in ticks


@pytest.mark.parametrize(
    "content",
    [
        "not json",
        "[]",
        '[{"candidate": "x"}]',
        '[{"candidate": "a", "field": "b", "mean_chips": "q", "ci95": [0, 1]}]',
    ],
)
def test_a_bad_results_file_gets_a_message_and_no_chart(
    tmp_path: Path, content: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "results.json"
    path.write_text(content)
    with pytest.raises(ChartError):
        read_bars(path)
    assert main([str(path)]) == 2
    assert "error:" in capsys.readouterr().err
    assert not (tmp_path / "results.png").exists()
