"""Issue 36 item 3: Nap's glossary, the words a British player uses, each explained, in English
and Japanese (the katakana a Japanese player reads), reached from Nap's rules page as
Napoleon's is from Napoleon's."""

from __future__ import annotations

import re

import pygame

from game.rules.i18n import set_language
from game.ui.british_nap.glossary import NapGlossaryScene, glossary_lines
from game.ui.context import Context
from game.ui.game_choice import set_game
from game.ui.input import KeyPress
from game.ui.scenes.rules_help import Heading, RulesHelpScene
from game.ui.scenes.title import TitleScene

# Each British word, with the Japanese a player reads for it.
WORDS = {
    "Nap": "ナップ",
    "Bid": "宣言",
    "Pass": "パス",
    "Trumps": "切り札",
    "Follow suit": "台札に従う",
    "Misère": "ミゼール",
    "Wellington": "ウェリントン",
    "Blücher": "ブリュッヘル",
    "Widow": "伏せ札",
    "Peep": "ピープ",
    "Sir Garnet": "サー・ガーネット",
    "Écarté": "エカルテ",
    "Purchase": "買い替え",
    "Pool": "プール",
    "The Lot": "ロット",
    "Dealer": "ディーラー",
    "Cut": "カット",
}
LATIN = re.compile(r"[A-Za-zÀ-ÿ]{2,}")


def headings(language: str) -> list[str]:
    set_language(language)
    try:
        return [line for line in glossary_lines() if isinstance(line, Heading)]
    finally:
        set_language("en")


def test_every_british_word_is_a_term_with_its_japanese_name() -> None:
    english, japanese = headings("en"), headings("ja")
    assert len(english) == len(japanese) == len(WORDS)
    for (word, kana), en, ja in zip(WORDS.items(), english, japanese, strict=True):
        assert en.startswith(word), (word, en)
        assert ja.startswith(kana) and word in ja, (word, ja)  # the katakana, then the word


def test_every_explanation_is_translated_and_follows_its_heading() -> None:
    for language in ("en", "ja"):
        set_language(language)
        lines = glossary_lines()
        for i, line in enumerate(lines):
            if isinstance(line, Heading):
                assert lines[i + 1] and not isinstance(lines[i + 1], Heading)
        set_language("en")
    set_language("ja")
    try:
        texts = [line for line in glossary_lines() if line and not isinstance(line, Heading)]
    finally:
        set_language("en")
    english = [t for t in texts if LATIN.search(t)]
    assert len(texts) == len(WORDS) and not english, english


def test_from_nap_s_rules_page_to_its_glossary_and_back(ctx: Context, display: pygame.Surface) -> None:
    set_game(ctx.settings, "nap")
    ctx.stack.push(TitleScene(ctx))
    ctx.stack.top.update(0.0, [KeyPress("r")])  # type: ignore[union-attr]
    rules = ctx.stack.top
    assert isinstance(rules, RulesHelpScene) and rules.glossary is not None
    rules.update(0.0, [KeyPress("g")])
    glossary = ctx.stack.top
    assert isinstance(glossary, NapGlossaryScene) and glossary.glossary is None
    assert glossary.title_words() == "Glossary: the words of Nap"
    glossary.draw(display)
    glossary.update(0.0, [KeyPress("down"), KeyPress("space")])
    assert glossary.scroll > 0
    set_language("ja")
    try:
        glossary.language_changed()
        assert glossary.title_words() == "用語集: ナップの言葉"
        assert glossary.lines == glossary_lines()
        glossary.draw(display)
    finally:
        set_language("en")
    glossary.update(0.0, [KeyPress("escape")])
    assert ctx.stack.top is rules
