"""Every scene in each language: in Japanese no English word is drawn (a string the app shows
that skipped the translation layer), and both languages draw every scene without error."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game.rules import i18n
from game.ui import shots, theme

# Latin words a Japanese screen keeps: "NT" (no trump), "AI", key names, the file format, the
# rule sources' own names (pagat.com, BGA), and "Language" beside 言語 (found in any language).
ALLOWED = {
    "NT",
    "AI",
    "OK",
    "vs",
    "Enter",
    "Esc",
    "Space",
    "Tab",
    "JSON",
    "pagat",
    "com",
    "bga",
    "BGA",
    "Language",
}
# Whole texts that show the English name on purpose: the title's subtitle.
BILINGUAL = ("ナポレオン  ·  the Japanese point-trick card game",)
WORD = re.compile(r"[A-Za-z]{2,}")
# Each test draws every scene of the screenshot tool (10-30 s): slow, run by CI.
pytestmark = pytest.mark.slow


def drawn_texts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str) -> set[str]:
    seen: set[str] = set()
    real = theme.rendered

    def spy(s: str, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        seen.add(s)
        return real(s, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "rendered", spy)
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the other UI tests keep the display
    theme._RENDERED.clear()
    try:
        assert shots.main([str(tmp_path), "--language", language, "--size", "800x600"]) == 0
    finally:
        i18n.set_language("en")
        theme._RENDERED.clear()
    return seen


FILE_NAME = re.compile(r"[\w.-]+\.(?:json|sqlite3)[\w.-]*")  # names of the player's files
# The player's folders, whole or as a wrapped notice breaks them (after a separator).
PATH = re.compile(r"[\w.~:-]*(?:[/\\][\w.~-]*)+", re.ASCII)


def english_words(texts: set[str]) -> list[str]:
    return sorted(
        s for s in texts if any(w not in ALLOWED for w in WORD.findall(FILE_NAME.sub("", PATH.sub("", s))))
    )


def test_every_scene_in_japanese_draws_no_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = drawn_texts(tmp_path, monkeypatch, "ja")
    assert any("ナポレオン" in s for s in texts)
    from game.ui.british_nap import glossary as nap_glossary
    from game.ui.napoleon.glossary import glossary_lines

    i18n.set_language("ja")
    # the glossaries give both names
    meant = {i18n._(m) for m in BILINGUAL} | set(glossary_lines()) | set(nap_glossary.glossary_lines())
    i18n.set_language("en")
    english = english_words(texts - meant)
    assert not english, f"{len(english)} texts skip the translation layer:\n" + "\n".join(english[:60])


def test_english_is_drawn_for_the_same_scenes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = drawn_texts(tmp_path, monkeypatch, "en")
    assert "Options" in texts and not any("ナポレオン軍" in s for s in texts)
