"""The hint: a Normal AI's legal choice and its reason, shown and outlined, never played."""

from __future__ import annotations

import pygame
import pytest

from game.napoleon import Phase
from game.ui.context import Context
from game.ui.driver import run_until
from game.ui.driver.napoleon import napoleon_policy
from game.ui.input import KeyPress
from game.ui.table.draw import HINT
from game.ui.table.scene import T_HINT, TableScene

from .conftest import SIZE, make_table
from .helpers import click

pytestmark = pytest.mark.both_languages


def _reach(ctx: Context, phase: Phase) -> TableScene:
    """A table where the human (bidding the top contract) is to act in ``phase``."""
    for seed in range(1, 40):
        ctx.stack.scenes.clear()
        table = make_table(ctx, seed=seed)
        if (
            run_until(
                table,
                lambda t=table: (t.ready and t.shown.phase == phase) or t.ctl.hand.is_over,
                napoleon_policy,
                limit=3000,
            )
            and not table.ctl.hand.is_over
        ):
            table.tweens.finish_all()
            table.update(0.016, [])
            return table
    raise AssertionError(f"no seed reached {phase}")


@pytest.mark.english_text
@pytest.mark.parametrize("phase", [Phase.BID, Phase.CALL, Phase.EXCHANGE, Phase.PLAY])
def test_hint_shows_a_sentence_and_a_legal_action(ctx: Context, display: object, phase: Phase) -> None:
    table = _reach(ctx, phase)
    before = list(table.ctl.hand.actions)
    table.update(0.016, [KeyPress("h")])
    hint = table.hint
    assert hint is not None
    assert len(hint.text.split()) >= 4 and hint.text.rstrip().endswith((".", "!"))
    assert hint.action in table.ctl.hand.legal_actions()
    assert table.ctl.hand.actions == before  # never played for the player
    if phase == Phase.PLAY:
        assert hint.cards == (hint.action.card,)  # type: ignore[union-attr]
    if phase == Phase.EXCHANGE:
        assert len(hint.cards) == table.rules.blind_size
        assert set(hint.cards) <= set(table.shown.hand)
    table.draw(display)  # type: ignore[arg-type]
    # It lasts a few seconds, then goes.
    table.update(T_HINT / 2, [])
    assert table.hint is not None
    table.update(T_HINT, [])
    assert table.hint is None


@pytest.mark.english_text
def test_hint_button_click_and_not_my_turn(ctx: Context) -> None:
    table = _reach(ctx, Phase.PLAY)
    r = table.hint_button.rect
    click(table, r.center)
    assert table.hint is not None
    # Playing anything makes the hint stale at once.
    table.ctl.submit(table.legal_plays()[-1])
    table.update(0.016, [])
    assert table.hint is None
    if not table.ready:
        table.update(0.016, [KeyPress("h")])
        assert table.hint is None and "turn" in table.message


@pytest.mark.english_text
@pytest.mark.parametrize("phase", [Phase.BID, Phase.CALL])
def test_the_hint_is_outlined_where_the_panel_says_its_choice_is(
    ctx: Context, display: pygame.Surface, phase: Phase
) -> None:
    """The table asks the open panel where the hint's choice is (the bid or Pass, the card to
    call) and outlines it in the hint's blue, whatever the game."""
    table = _reach(ctx, phase)
    table.update(0.016, [KeyPress("h")])
    assert table.hint is not None and table.panel is not None
    surface = pygame.Surface(SIZE)  # the table's size (another test may have resized the display)
    table.draw(surface)  # the panel is laid out for the table when drawn
    target = table.panel.hint_rect(table.hint.action)
    assert target is not None and surface.get_rect().contains(target)
    ring = target.inflate(10, 10)
    assert surface.get_at((ring.centerx, ring.top + 1))[:3] == HINT


def test_hint_then_enter_plays_the_hinted_card(ctx: Context) -> None:
    """The hint puts the keyboard cursor on its card: H then Enter plays the hinted card, not
    the card the cursor rested on before."""
    for seed in range(1, 40):
        ctx.stack.scenes.clear()
        table = make_table(ctx, seed=seed)
        reached = run_until(
            table,
            lambda t=table: (
                (t.ready and t.shown.phase == Phase.PLAY and len(t.legal_plays()) >= 2) or t.ctl.hand.is_over
            ),
            napoleon_policy,
            limit=3000,
        )
        if reached and not table.ctl.hand.is_over:
            break
    else:
        raise AssertionError("no seed gave the player a choice of cards")
    table.tweens.finish_all()
    table.update(0.016, [KeyPress("h")])
    assert table.hint is not None
    hinted = table.hint.cards[0]
    # The cursor moves off the hinted card (to another legal one), then the hint is asked again.
    for _ in range(len(table.legal_plays())):
        if table.cursor_card() != hinted:
            break
        table.update(0.016, [KeyPress("right")])
    assert table.cursor_card() != hinted
    table.update(0.016, [KeyPress("h")])
    assert table.hint is not None and table.hint.cards[0] == hinted
    action = table.hint.action
    before = len(table.ctl.hand.actions)
    table.update(0.016, [KeyPress("enter")])
    assert table.ctl.hand.actions[before] == action


def test_the_call_panel_and_the_hint_name_the_same_strongest_card_you_lack(ctx: Context) -> None:
    """One judgement of "the strongest card you lack": the call panel's button and the call
    hint name the same card, and a call of another card is not called the strongest."""
    from game.ai.napoleon.hints import explain_said, strongest_you_lack
    from game.napoleon import Call
    from game.rules.i18n import _, pgettext
    from game.ui.napoleon.call_panel import usual_calls

    table = _reach(ctx, Phase.CALL)
    v = table.shown
    own = v.playable if table.rules.players == 2 else v.hand
    legal = {a.card for a in v.legal_actions if isinstance(a, Call)}
    quick = dict((w, c) for w, c in usual_calls(table.rules, v.trump, own, legal, v.contract_rank))
    best = quick[pgettext("call", "Strongest you lack")]
    assert best == strongest_you_lack(table.rules, v.trump, v.contract_rank, own, legal)
    said = explain_said(v, Call(best))
    assert said.strongest_lacking == best and str(best) in said.text
    # The Mighty is the strongest card there is: the player who lacks it lacks nothing stronger.
    mighty = table.rules.mighty(v.trump)
    if mighty not in own and mighty in legal:
        assert best == mighty
    # One word in both: the hint's sentence uses the button's words (in Japanese, exactly).
    if _("Call {card}") != "Call {card}":
        assert pgettext("call", "Strongest you lack") in said.text
    for other in sorted(legal - set(own) - {best}):
        assert explain_said(v, Call(other)).strongest_lacking is None
