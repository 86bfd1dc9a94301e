"""Issue 29 #12: text never runs under a control, at any window size from 800×600, in English
and Japanese: every text the table draws is checked against every control's rectangle (a
button's own label lies inside it); and names in the bid history are never cut in two."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game.british_nap import NapPhase, NapRules
from game.napoleon import Phase, RuleSet
from game.ui import theme
from game.ui.app import make_context
from game.ui.context import Context
from game.ui.driver import passive_policy, run_until
from game.ui.driver.nap import nap_policy
from game.ui.driver.napoleon import napoleon_policy
from game.ui.settings import Settings
from game.ui.table.scene import TableScene
from game.ui.widgets import Button

SIZES = [(800, 600), (1024, 768), (1100, 800), (1280, 800)]

pytestmark = pytest.mark.both_languages


def controls(scene: TableScene) -> list[pygame.Rect]:
    """Every button on the table now: the bar's, practice's, the open panel's, the exchange's."""
    found: list[Button] = []

    def look(obj: Any) -> None:
        for v in vars(obj).values():
            if isinstance(v, Button):
                found.append(v)
            elif isinstance(v, list | tuple):
                found.extend(b for b in v if isinstance(b, Button))

    look(scene)
    if scene.practice is not None:
        look(scene.practice)
    if scene.panel is not None:
        look(scene.panel)
    if scene.picking is None:
        found = [b for b in found if b is not scene.confirm_button]
    if not scene.can_finish:  # offered only when the hand is settled
        found = [b for b in found if b is not scene.finish_button]
    return [b.rect for b in found if b.rect.w > 0 and b.rect.h > 0]


def drawn_texts(scene: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.text

    def spy(surface: pygame.Surface, s: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        r = real(surface, s, *args, **kwargs)
        drawn.append((s, r))
        return r

    with monkeypatch.context() as m:
        m.setattr(theme, "text", spy)
        scene.draw(pygame.display.get_surface())
    return drawn


def napoleon(phase: Phase, practice: bool = False) -> Callable[[Context], TableScene]:
    def build(ctx: Context) -> TableScene:
        for seed in range(1, 40):
            ctx.stack.scenes.clear()
            rules = RuleSet.preset("pagat").replace(players=5)
            t = TableScene(ctx, rules, "normal", seed, practice=practice)
            ctx.stack.push(t)
            policy = passive_policy if phase == Phase.PLAY else napoleon_policy

            def there(t: TableScene = t) -> bool:
                return (t.ready and t.shown.phase == phase and len(t.shown.tricks) >= 1) or t.ctl.hand.is_over

            if phase != Phase.PLAY:

                def there(t: TableScene = t) -> bool:
                    return (t.ready and t.shown.phase == phase) or t.ctl.hand.is_over

            if run_until(t, there, policy, limit=4000) and not t.ctl.hand.is_over:
                return t
        raise AssertionError(f"no deal reaches {phase}")

    return build


def nap(preset: str, phase: str, players: int = 5) -> Callable[[Context], TableScene]:
    def build(ctx: Context) -> TableScene:
        for seed in range(1, 40):
            ctx.stack.scenes.clear()
            t = TableScene(ctx, NapRules.preset(preset).replace(players=players), "normal", seed)
            ctx.stack.push(t)

            def there(t: TableScene = t) -> bool:
                return (t.ready and t.shown.phase == NapPhase(phase)) or t.ctl.hand.is_over

            if run_until(t, there, nap_policy, limit=4000) and not t.ctl.hand.is_over:
                return t
        raise AssertionError(f"no deal reaches {phase}")

    return build


TABLES: dict[str, Callable[[Context], TableScene]] = {
    "bid": napoleon(Phase.BID),
    "call": napoleon(Phase.CALL),
    "exchange": napoleon(Phase.EXCHANGE),
    "play": napoleon(Phase.PLAY),
    "practice": napoleon(Phase.PLAY, practice=True),
    "nap-bid": nap("misere-wellington-blucher", "bid", players=7),
    "nap-play": nap("standard", "play", players=7),
}


@pytest.fixture
def sized(request: pytest.FixtureRequest) -> Iterator[tuple[int, int]]:
    size: tuple[int, int] = request.param
    pygame.display.set_mode(size)
    yield size
    pygame.display.set_mode((1280, 720))


@pytest.mark.parametrize("sized", SIZES, indirect=True, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(TABLES))
def test_no_text_runs_under_a_control(
    name: str, sized: tuple[int, int], monkeypatch: pytest.MonkeyPatch, ui_language: str
) -> None:
    ctx = make_context(Settings(speed="off"), size=sized, seed=5, threaded_ai=False)
    t = TABLES[name](ctx)
    t.update(0.016, [])
    t.tweens.finish_all()
    texts = drawn_texts(t, monkeypatch)
    assert texts
    under = [
        (s, r, c)
        for s, r in texts
        for c in controls(t)
        if r.colliderect(c) and not c.contains(r)  # a label inside its own button is fine
    ]
    assert not under, f"text runs under a control: {under[:3]}"
    entries = set(getattr(t.panel, "lines", None) or ())
    if entries:  # the bid history's lines are made of whole entries ("Emi: 12♥"), never cut
        history = [s for s, _r in texts if any(s.startswith(e.split()[0]) for e in entries)]
        for line in history:
            pieces = [p.strip() for p in line.split("  ") if p.strip()]
            assert set(pieces) <= entries, f"the bid history cuts an entry in two: {line!r}"
