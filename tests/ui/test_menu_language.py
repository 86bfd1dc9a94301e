"""Picking another language in Options changes every open menu at once."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.rules import i18n
from game.ui import routes
from game.ui.app import make_context
from game.ui.context import Context
from game.ui.house_settings import remember_house
from game.ui.input import KeyPress
from game.ui.scenes.house_rules import HouseRulesScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.widgets import Chooser

SIZE = (1280, 720)


@pytest.fixture
def en_ctx() -> Iterator[Context]:
    ctx = make_context(Settings(speed="off", language="en"), size=SIZE, seed=5, threaded_ai=False)
    try:
        yield ctx
    finally:
        i18n.set_language("en")  # the language is the process's: leave it as the others expect


def labels(scene: TitleScene | OptionsScene | NewGameScene) -> list[str]:
    return [w.label for w in scene.focus.widgets]


def test_the_language_chooser_switches_every_open_menu_at_once(
    en_ctx: Context, display: pygame.Surface
) -> None:
    ctx = en_ctx
    ctx.router.push(routes.Title())
    title = ctx.stack.top
    assert isinstance(title, TitleScene)
    title.layout(SIZE)
    assert labels(title)[:2] == ["New game", "Quick play"]
    title.update(0.016, [KeyPress("o")])  # the Options button's key
    options = ctx.stack.top
    assert isinstance(options, OptionsScene)
    language = options.focus.widgets[0]
    assert isinstance(language, Chooser) and language.value == "en"
    options.update(0.016, [KeyPress("right")])  # English -> 日本語
    assert ctx.settings.language == "ja" and i18n.current_language() == "ja"
    assert labels(options)[:2] == ["言語 (Language)", "速度"]
    speed = options.focus.widgets[1]
    assert isinstance(speed, Chooser) and speed.fmt("normal") == "ふつう（0.4秒に1枚）"
    assert options.focus.focus == 0  # the chooser keeps the focus through the rebuild
    assert labels(title)[:4] == ["新しいゲーム", "クイックプレイ", "むずかしいAIに挑戦", "チュートリアル"]
    for scene in (title, options):
        scene.draw(display)
    options.update(0.016, [KeyPress("left")])  # back to English
    assert i18n.current_language() == "en"
    assert labels(options)[:2] == ["Language", "Speed"]
    assert labels(title)[:2] == ["New game", "Quick play"]


def test_new_game_house_rules_and_rules_help_say_it_again(en_ctx: Context, display: pygame.Surface) -> None:
    ctx = en_ctx
    remember_house(ctx.settings, {"rounds": 3})
    ctx.router.push(routes.Title())
    ctx.router.push(routes.NewGame())
    ng = ctx.stack.top
    assert isinstance(ng, NewGameScene)
    english = ng.message
    assert english.endswith("  (+ 1 house rule)")
    ng.update(0.016, [KeyPress("h")])
    ed = ctx.stack.top
    assert isinstance(ed, HouseRulesScene)
    ed.layout(SIZE)
    ed.summary()
    help_scene = ctx.stack.top
    assert isinstance(help_scene, RulesHelpScene)
    english_lines = list(help_scene.lines)
    ctx.apply_language("ja")
    assert [b.label for b in ed.buttons] == ["ルールセットに戻す", "ルール概要", "対戦開始", "完了"]
    assert help_scene.back.label == "戻る" and "配り方" in help_scene.lines
    assert ng.focus.widgets[-1].label == "戻る" and ng.message.endswith("（+ ハウスルール1件）")
    assert ng.start_button.enabled  # rebuilt and checked again
    for scene in (ng, ed, help_scene):
        scene.layout(SIZE)
        scene.draw(display)
    ctx.apply_language("en")
    assert help_scene.lines == english_lines and ng.message == english


def test_japanese_wraps_between_characters_but_not_inside_latin_words(display: pygame.Surface) -> None:
    from game.ui import theme
    from game.ui.widgets import wrap_text

    font = theme.font(16)
    text = "最も高く宣言した人がナポレオンです。伏せ札を取る前にカードを1枚指名します（pagat.com）。"
    lines = wrap_text(text, font, 200)
    assert len(lines) > 1 and "".join(lines) == text
    assert all(font.size(line)[0] <= 200 for line in lines)
    assert not any(line[0] in "。、）" for line in lines)  # kinsoku: no line starts with a closing mark
    assert not any(line.endswith("pag") for line in lines)
    english = "Bid how many of the picture cards your side will take, and a trump suit."
    assert wrap_text(english, font, 200) == [" ".join(w) for w in _english_lines(english, font, 200)]


def _english_lines(text: str, font: pygame.font.Font, width: int) -> list[list[str]]:
    out: list[list[str]] = [[]]
    for word in text.split():
        if out[-1] and font.size(" ".join([*out[-1], word]))[0] > width:
            out.append([])
        out[-1].append(word)
    return out
