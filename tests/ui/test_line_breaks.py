"""Japanese wraps between phrases: no line of any catalogue message, at any width, breaks
inside a katakana word or a word of the table's glossary unless that word alone is wider than
the line (issue 39: 「ヒン｜ト」, 正｜ジャック)."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game.rules.po import merge_catalogues
from game.ui import theme
from game.ui.line_breaks import NO_END, NO_START
from game.ui.widgets import wrap_text

CATALOGUES = sorted((Path(__file__).resolve().parents[2] / "game" / "locale" / "ja").glob("*.po"))
# The words players use at the table (game/locale/README.md), named by the issue and the brief.
TERMS = (
    "ナポレオン",
    "副官",
    "オールマイティ",
    "正ジャック",
    "裏ジャック",
    "よろめき",
    "セイムツー",
    "切り札",
    "ヒント",
    "捨て札",
    "伏せ札",
    "指名カード",
    "連合軍",
)
KATAKANA_WORD = re.compile(r"[ァ-ヺー]{2,}")
WIDTHS = (90, 140, 220, 330)


def japanese_texts() -> list[str]:
    """Every Japanese message, its placeholders filled with a number."""
    out: list[str] = []
    for entry in merge_catalogues(CATALOGUES):
        if not entry.msgid:  # the header
            continue
        for text in entry.msgstr:
            filled = re.sub(r"\{[a-z_]*(?:![rs])?\}", "3", text)
            out += [line for line in filled.split("\n") if re.search("[\u3040-\u9fff]", line)]
    return out


def break_points(text: str, lines: list[str]) -> list[int]:
    """Where in ``text`` each line after the first starts (the lines are ``text`` in order,
    spaces at a break dropped)."""
    points, at = [], 0
    for k, line in enumerate(lines):
        found = text.index(line, at)
        if k:
            points.append(found)
        at = found + len(line)
    return points


def words_in(text: str) -> list[tuple[int, int]]:
    """Each katakana word and glossary term of ``text``: (start, end)."""
    spans = [(m.start(), m.end()) for m in KATAKANA_WORD.finditer(text)]
    for term in TERMS:
        spans += [(m.start(), m.end()) for m in re.finditer(re.escape(term), text)]
    return spans


def unit(text: str, start: int, end: int) -> str:
    """The word ``text[start:end]`` with the marks kinsoku keeps on its line (「トラスト」と:
    the brackets and a closing mark): what must fit for the word to stay whole."""
    while start > 0 and text[start - 1] in NO_END:
        start -= 1
    while end < len(text) and text[end] in NO_START:
        end += 1
    return text[start:end]


def test_no_line_breaks_inside_a_katakana_word_or_a_glossary_term(display: pygame.Surface) -> None:
    font = theme.font(16)
    texts = japanese_texts()
    assert len(texts) > 800  # the whole catalogue, not a sample
    bad: list[str] = []
    for width in WIDTHS:
        for text in texts:
            lines = wrap_text(text, font, width)
            for cut in break_points(text.strip(), lines):
                for start, end in words_in(text.strip()):
                    word = text.strip()[start:end]
                    if start < cut < end and font.size(unit(text.strip(), start, end))[0] <= width:
                        bad.append(f"{width}px: {' ｜ '.join(lines)}  ({word})")
    assert not bad, f"{len(bad)} words cut, e.g.:\n" + "\n".join(bad[:12])


def test_every_line_fits_and_keeps_the_kinsoku_rules(display: pygame.Surface) -> None:
    """Nothing is lost, each line fits unless one word is wider than it, and no line starts
    with a closing mark or ends with an opening one."""
    font = theme.font(16)
    for width in WIDTHS:
        for text in japanese_texts():
            lines = wrap_text(text, font, width)
            assert "".join(lines).replace(" ", "") == text.replace(" ", "").replace("\u3000", "")
            for line in lines:
                glued = all(line[k] in NO_START or line[k - 1] in NO_END for k in range(1, len(line)))
                assert font.size(line)[0] <= width or glued, (width, line)  # wider: kinsoku's one unit
                if len(lines) > 1:
                    assert line[0] not in NO_START or line == lines[0], (width, lines)
                    assert line[-1] not in NO_END or line == lines[-1], (width, lines)


@pytest.mark.parametrize(
    ("text", "width", "whole"),
    [
        ("ヒントを見るにはHキーを押します。", 5, "ヒント"),  # in letters: the word's own width
        ("あなたの正ジャックはマイティと切り札以外のすべてに勝ちます。", 6, "正ジャック"),
        ("裏ジャックは正ジャックの次に強い札です。", 6, "裏ジャック"),
    ],
)
def test_the_issues_words_stay_whole(display: pygame.Surface, text: str, width: int, whole: str) -> None:
    font = theme.font(18)
    room = font.size(whole)[0] + font.size("あ")[0] * (width - len(whole))
    lines = wrap_text(text, font, room)
    assert len(lines) > 1 and any(whole in line for line in lines), lines


def test_english_still_wraps_at_spaces(display: pygame.Surface) -> None:
    font = theme.font(16)
    assert wrap_text("Follow the suit led if you can", font, font.size("Follow the suit")[0]) == [
        "Follow the suit",
        "led if you can",
    ]
