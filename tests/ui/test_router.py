"""Scenes reach each other by typed routes; the app installs every route."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.napoleon import RuleSet
from game.rules import GAMES
from game.ui import routes
from game.ui.context import Context
from game.ui.game_routes import result_route, tutorial_result_route
from game.ui.router import Router
from game.ui.routes import Route
from game.ui.scene import Scene
from game.ui.scenes.menu_base import MenuScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.widgets import Button

from .conftest import SIZE


class Marked(Scene):
    def __init__(self, ctx: Context, mark: str = "", *, extra: int = 0) -> None:
        super().__init__(ctx)
        self.mark, self.extra = mark, extra


@dataclass(frozen=True)
class Mark(Route):
    name = "mark"
    mark: str
    extra: int = 0


def test_go_push_replace_and_arguments() -> None:
    ctx = Context(Settings(), size=SIZE, threaded_ai=False)  # no routes installed
    router = Router(ctx)
    router.add(Mark, lambda c, r: Marked(c, r.mark, extra=r.extra))
    router.push(Mark("first"))
    router.push(Mark("second", extra=2))
    top = ctx.stack.top
    assert isinstance(top, Marked) and (top.mark, top.extra) == ("second", 2)
    assert len(ctx.stack.scenes) == 2 and top.ctx is ctx
    router.replace(Mark("third"))
    assert [s.mark for s in ctx.stack.scenes if isinstance(s, Marked)] == ["first", "third"]
    router.go(Mark("fourth"))
    assert [s.mark for s in ctx.stack.scenes if isinstance(s, Marked)] == ["fourth"]


def test_unknown_route_names_the_known_ones() -> None:
    ctx = Context(Settings(), size=SIZE, threaded_ai=False)
    ctx.router.add(routes.Title, lambda c, r: Marked(c))
    with pytest.raises(KeyError, match=r"no route 'mark'.*title"):
        ctx.router.push(Mark("nowhere"))
    assert ctx.stack.scenes == []


def test_every_route_type_has_its_scene_installed(ctx: Context) -> None:
    """A route written in routes.py but not installed by the app would fail only when taken."""
    kinds = [
        k
        for k in vars(routes).values()
        if isinstance(k, type) and issubclass(k, Route) and k not in (Route, routes.GameRoute)
    ]
    assert len(kinds) >= 19
    for kind in kinds:
        if kind is routes.HandResult:  # one per game, keyed by the game (below)
            continue
        if kind is routes.Glossary:  # one per game that has one, keyed by the game
            glossaries = [g for g in GAMES if GAMES[g].glossary is not None]
            assert glossaries
            assert all(routes.Glossary(g).key in ctx.router.names for g in glossaries)
            continue
        if kind is routes.Tutorial:  # one per game that has one, keyed by the game
            tutorials = [g for g in GAMES if GAMES[g].tutorial is not None]
            assert tutorials
            assert all(routes.Tutorial(g).key in ctx.router.names for g in tutorials)
            assert routes.Tutorial().key in ctx.router.names  # the default game's
            continue
        if kind is routes.TutorialResult:  # one per game whose tutorial ends on one
            ends = [g for g in GAMES if GAMES[g].tutorial_result is not None]
            assert ends and all(GAMES[g].tutorial is not None for g in ends)
            for g in ends:
                table = SimpleNamespace(session=SimpleNamespace(game=g))
                key = routes.TutorialResult(table).key  # type: ignore[arg-type]
                assert key == tutorial_result_route(g) and key in ctx.router.names
            continue
        assert kind.name in ctx.router.names, kind


def test_a_hand_result_goes_to_the_tables_game(ctx: Context) -> None:
    """One route type, one scene per game: the key is the table's game."""
    for game in GAMES:
        table = SimpleNamespace(session=SimpleNamespace(game=game))
        assert routes.HandResult(table).key == result_route(game)  # type: ignore[arg-type]
        assert result_route(game) in ctx.router.names


def test_a_wrong_navigation_call_is_a_type_error(tmp_path: Path) -> None:
    """The point of typed routes: mypy rejects a route with a missing or mistyped argument."""
    from mypy import api

    bad = tmp_path / "bad_nav.py"
    bad.write_text(
        "from game.ui import routes\n"
        "from game.ui.context import Context\n"
        "def go(ctx: Context) -> None:\n"
        "    ctx.router.push(routes.Options(overlay='yes'))\n"
        "    ctx.router.push(routes.Pause())\n"
        "    ctx.router.push('options')\n"
    )
    out, _err, status = api.run([str(bad), "--no-incremental", "--cache-dir", str(tmp_path / "cache")])
    assert status == 1
    assert 'Argument "overlay" to "Options" has incompatible type "str"' in out
    assert 'Missing positional argument "rules" in call to "Pause"' in out
    assert 'Argument 1 to "push" of "Router" has incompatible type "str"' in out


def test_the_app_installs_every_route_scenes_ask_for(ctx: Context) -> None:
    assert {
        "title",
        "new_game",
        "options",
        "house_rules",
        "rules_help",
        "confirm",
        "table",
        "pause",
        "match_result",
        *(result_route(game) for game in GAMES),
    } <= set(ctx.router.names)


def _press(scene: MenuScene, label: str) -> None:
    button = next(w for w in scene.focus.widgets if isinstance(w, Button) and w.label == label)
    button.on_click()


def test_menus_navigate_through_the_router(ctx: Context) -> None:
    ctx.router.go(routes.Title())
    title = ctx.stack.top
    assert isinstance(title, TitleScene)
    _press(title, "Options")
    assert isinstance(ctx.stack.top, OptionsScene) and not ctx.stack.top.overlay
    ctx.stack.pop()
    ctx.router.push(routes.Pause(RuleSet()))
    pause = ctx.stack.top
    assert isinstance(pause, PauseScene)
    _press(pause, "Options")
    assert isinstance(ctx.stack.top, OptionsScene) and ctx.stack.top.overlay
    ctx.stack.pop()
    _press(pause, "Quit to title")
    assert len(ctx.stack.scenes) == 1 and isinstance(ctx.stack.top, TitleScene)


def test_the_table_gets_its_presenter_from_the_registry() -> None:
    from game.ui.napoleon.presenter import NapoleonPresenter
    from game.ui.table.presenters import presenter_for

    p = presenter_for("napoleon", ["You", "Aki", "Ben", "Cai", "Dee"], 0)
    assert isinstance(p, NapoleonPresenter) and p.names[1] == "Aki"


def test_the_title_says_what_the_chosen_rules_are(ctx: Context, monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    from game.napoleon import preset_description, preset_title
    from game.ui import theme

    drawn: list[str] = []
    real = theme.rendered
    monkeypatch.setattr(theme, "rendered", lambda s, *a, **k: (drawn.append(s), real(s, *a, **k))[1])
    ctx.router.go(routes.Title())
    assert ctx.stack.top is not None
    ctx.stack.top.draw(pygame.Surface(SIZE))
    preset = ctx.settings.preset
    assert preset_description(preset) in drawn
    assert any(preset_title(preset) in s for s in drawn)
