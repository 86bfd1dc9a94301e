"""Issue 39 item 16 and the title's gold: the Tutorial button stays after a Nap match (the
chosen game's tutorial, else another game's, named), and one button is highlighted at a
time, whatever the pointer and the keys did."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pygame
import pytest

from game.rules.games import GAMES, game_spec
from game.ui import theme
from game.ui.british_nap.tutorial import NapTutorialTable
from game.ui.context import Context
from game.ui.game_choice import set_game
from game.ui.input import KeyPress, PointerMove
from game.ui.napoleon.tutorial_table import TutorialTable
from game.ui.scenes.title import TitleScene
from game.ui.widgets import Button


def labels(title: TitleScene) -> list[str]:
    return [w.label for w in title.focus.widgets if isinstance(w, Button)]


@pytest.fixture
def untaught_nap(monkeypatch: pytest.MonkeyPatch) -> str:
    """Nap as it was before it had a tutorial of its own (issue 36)."""
    monkeypatch.setitem(GAMES._specs, "nap", dataclasses.replace(game_spec("nap"), tutorial=None))
    return "nap"


def test_after_a_nap_match_the_title_still_offers_a_tutorial(ctx: Context, untaught_nap: str) -> None:
    """The Tutorial button vanished when the last match (the chosen game) was Nap, a game with
    no tutorial: another game's is offered, named."""
    set_game(ctx.settings, untaught_nap)
    title = TitleScene(ctx)
    ctx.stack.push(title)
    assert "Napoleon tutorial" in labels(title)
    title.update(0.016, [KeyPress("t")])
    assert isinstance(ctx.stack.top, TutorialTable)


def test_nap_chosen_offers_nap_s_own_tutorial(ctx: Context) -> None:
    set_game(ctx.settings, "nap")
    title = TitleScene(ctx)
    ctx.stack.push(title)
    assert title.tutorial_game() == "nap" and "Tutorial" in labels(title)
    title.update(0.016, [KeyPress("t")])
    assert isinstance(ctx.stack.top, NapTutorialTable)


@pytest.fixture
def taught_game() -> Iterator[str]:
    """A game of its own with a tutorial (Nap's spec, named otherwise, with Napoleon's)."""
    spec = dataclasses.replace(
        game_spec("nap"),
        name="taught",
        title="Taught Nap",
        record_format="taught-hand",
        match_format="taught-match",
        tutorial=game_spec("napoleon").tutorial,
    )
    GAMES.add(spec)
    try:
        yield "taught"
    finally:
        del GAMES._specs["taught"]


def test_a_game_with_a_tutorial_of_its_own_offers_its_own(ctx: Context, taught_game: str) -> None:
    set_game(ctx.settings, taught_game)
    title = TitleScene(ctx)
    assert title.tutorial_game() == taught_game and "Tutorial" in labels(title)
    set_game(ctx.settings, "napoleon")
    assert TitleScene(ctx).tutorial_game() == "napoleon"


def gold_buttons(title: TitleScene, surface: pygame.Surface) -> list[str]:
    """The buttons drawn in the highlight's gold (the fill just inside each one's left edge)."""
    surface.fill((0, 0, 0))
    title.draw(surface)
    out = []
    for w in title.focus.widgets:
        if isinstance(w, Button):
            inside = surface.get_at((w.rect.x + 8, w.rect.centery))[:3]
            if tuple(inside) == theme.GOLD[:3]:
                out.append(w.label)
    return out


def test_one_gold_button_whatever_the_pointer_and_the_keys(ctx: Context, display: pygame.Surface) -> None:
    """Two gold buttons at once: the keyboard's focus and the one under the pointer."""
    title = TitleScene(ctx)
    ctx.stack.push(title)
    title.layout(display.get_size())
    assert gold_buttons(title, display) == [labels(title)[0]]  # the focus, on the first
    rules = next(w for w in title.focus.widgets if isinstance(w, Button) and w.label == "Rules")
    title.update(0.016, [PointerMove(rules.rect.center)])
    assert gold_buttons(title, display) == ["Rules"]
    title.update(0.016, [KeyPress("down")])
    assert gold_buttons(title, display) == ["Statistics"]  # the pointer rests: the keys lead
    title.update(0.016, [PointerMove((rules.rect.centerx, rules.rect.centery + 2))])
    assert gold_buttons(title, display) == ["Rules"]
    title.update(0.016, [KeyPress("enter")])
    assert ctx.stack.top is not title  # Enter acts on the one highlighted


@pytest.mark.parametrize("size", [(640, 480), (1024, 720), (1280, 720), (1920, 1080)])
def test_the_titles_message_keeps_clear_of_its_buttons(
    ctx: Context, display: pygame.Surface, size: tuple[int, int]
) -> None:
    """A broken save's line under the buttons, with Continue and Tutorial on the title: the
    column of buttons stops above it (at 1024x720 Quit sat under the line)."""
    title = TitleScene(ctx)
    ctx.stack.push(title)
    title.focus.widgets.insert(0, Button("Continue", lambda: None, key="c"))  # a saved match's
    title.message = "The saved match could not be loaded: it is not valid JSON (line 1, column 3)."
    title.layout(size)
    title.draw(pygame.Surface(size))
    assert title.message_rect is not None
    for w in title.focus.widgets:
        assert not w.rect.colliderect(title.message_rect), w.label if isinstance(w, Button) else w
        assert w.rect.bottom <= size[1]
