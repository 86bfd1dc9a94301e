"""The glossary: every term with its Japanese name, reached from the rules help (the title's
Rules), in English and in Japanese."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.rules.games import GAMES, game_spec
from game.rules.i18n import set_language
from game.ui.context import Context
from game.ui.input import KeyPress
from game.ui.napoleon.glossary import GlossaryScene, glossary_lines
from game.ui.scenes.glossary_base import GlossaryBase
from game.ui.scenes.rules_help import Heading, RulesHelpScene
from game.ui.scenes.title import TitleScene

JAPANESE = (
    "ナポレオン",
    "副官",
    "オールマイティ",
    "マイティ",
    "正ジャック",
    "裏ジャック",
    "よろめき",
    "セイムツー",
    "切り札",
    "絵札",
    "宣言",
    "連合軍",
    "伏せ札",
    "指名カード",
    "ジョーカー",
    "パス",
)


def test_every_term_has_its_japanese_name_and_an_explanation() -> None:
    for language in ("en", "ja"):
        set_language(language)
        lines = glossary_lines()
        headings = [line for line in lines if isinstance(line, Heading)]
        for word in JAPANESE:
            assert any(word in h for h in headings), (language, word)
        # each heading is followed by its explanation
        for i, line in enumerate(lines):
            if isinstance(line, Heading):
                assert lines[i + 1] and not isinstance(lines[i + 1], Heading)
    set_language("ja")
    assert not any("picture cards" in line for line in glossary_lines())
    set_language("en")


def test_from_the_title_rules_to_the_glossary_and_back(ctx: Context, display: pygame.Surface) -> None:
    ctx.stack.push(TitleScene(ctx))
    ctx.stack.top.update(0.0, [KeyPress("r")])  # type: ignore[union-attr]
    rules = ctx.stack.top
    assert isinstance(rules, RulesHelpScene) and not isinstance(rules, GlossaryScene)
    rules.update(0.0, [KeyPress("g")])
    glossary = ctx.stack.top
    assert isinstance(glossary, GlossaryScene)
    assert glossary.glossary is None  # no Glossary button on the glossary itself
    glossary.draw(display)
    glossary.update(0.0, [KeyPress("down"), KeyPress("space")])
    assert glossary.scroll > 0
    glossary.draw(display)
    set_language("ja")
    glossary.language_changed()
    assert glossary.title_words() != "Glossary: the words of Napoleon"
    glossary.draw(display)
    set_language("en")
    glossary.update(0.0, [KeyPress("escape")])
    assert ctx.stack.top is rules


@pytest.mark.parametrize("nap_glossary", [True, False])
def test_the_rules_help_offers_a_glossary_only_for_a_game_that_has_one(
    ctx: Context, monkeypatch: pytest.MonkeyPatch, nap_glossary: bool
) -> None:
    """The Glossary button goes to the words of the game whose rules are shown (Napoleon's,
    Nap's); a game whose spec names no glossary (Nap before issue 36) shows none."""
    if not nap_glossary:
        monkeypatch.setitem(GAMES._specs, "nap", dataclasses.replace(game_spec("nap"), glossary=None))
    for name, spec in GAMES.items():
        rules = RulesHelpScene(ctx, next(iter(spec.presets.values())))
        assert (rules.glossary is not None) == (spec.glossary is not None), name
        if spec.glossary is not None:
            ctx.stack.push(rules)
            rules.update(0.0, [KeyPress("g")])
            glossary = ctx.stack.top
            assert isinstance(glossary, GlossaryBase), name
            assert f"{type(glossary).__module__}:{type(glossary).__name__}" == spec.glossary
            ctx.stack.scenes.clear()
    assert any(spec.glossary is not None for spec in GAMES.values())  # a glossary was offered
    if not nap_glossary:  # and a game without one was seen
        assert any(spec.glossary is None for spec in GAMES.values())
