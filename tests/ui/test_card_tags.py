"""The tags the table draws on cards ("Left J", "led") mark exactly their card and cover no
text (issue 39: the "Left J" tag on the instruction line, the "led" tag between two cards)."""

from __future__ import annotations

import pygame
import pytest

from game.napoleon import Phase, RuleSet
from game.rules import Card
from game.ui.app import make_context
from game.ui.cardart import card_height
from game.ui.driver import passive_policy, run_until
from game.ui.settings import Settings
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.both_languages

SIZES = ((800, 600), (1024, 768), (1280, 720), (1920, 1080))


def table_at(size: tuple[int, int], seed: int, players: int = 5) -> TableScene:
    ctx = make_context(Settings(speed="off"), size=size, seed=5, threaded_ai=False)
    table = TableScene(ctx, RuleSet.preset("pagat").replace(players=players), "random", seed)
    ctx.stack.push(table)
    table.layout(size)
    return table


def tagged_card(table: TableScene) -> Card | None:
    return next((c for c in table.my_cards() if table.face.badge(table, c)), None)


def drawn(table: TableScene, size: tuple[int, int], settle: bool = True) -> dict[str, pygame.Rect]:
    """What the table draws where, once its cards are where they go (``settle``: a frame
    first, for a card just raised: only on the human's turn, when no AI seat moves)."""
    table.tweens.finish_all()
    if settle:
        table.update(0.016, [])
        table.tweens.finish_all()
    table.draw(pygame.Surface(size))
    return table.drawn


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_raised_cards_tag_keeps_off_the_line_under_the_table(size: tuple[int, int]) -> None:
    """The card under the keyboard cursor (or the pointer) is raised, and its tag with it:
    neither the instruction line nor a reason shown there may lie under the tag."""
    seen = 0
    for seed in range(1, 40):
        table = table_at(size, seed)

        def my_turn_with_a_tag(t: TableScene = table) -> bool:
            return t.ready and t.shown.phase == Phase.PLAY and tagged_card(t) is not None

        if not run_until(table, my_turn_with_a_tag, passive_policy, limit=600):
            continue
        card = tagged_card(table)
        assert card is not None
        table.controls.cursor = table.my_cards().index(card)
        table.controls.hover = None
        for said in ("", "You must follow ♥: a long enough reason to be shown in its panel."):
            if said:
                table.say(said)
            rects = drawn(table, size)
            assert table.cursor_card() == card and "message" in rects
            tag = rects[f"tag:{card}"]
            assert not tag.colliderect(rects["message"]), (seed, said, tag, rects["message"])
        seen += 1
        if seen == 3:
            return
    raise AssertionError("no deal gave the human a tagged card to play")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hand_cards_tag_sits_over_that_card(size: tuple[int, int]) -> None:
    """Over the part of the card the fan shows: not over its neighbour."""
    for seed in range(1, 40):
        table = table_at(size, seed)
        if not run_until(
            table, lambda t=table: t.ready and tagged_card(t) is not None, passive_policy, limit=600
        ):
            continue
        rects = drawn(table, size)
        mine = table.my_cards()
        for card in mine:
            if f"tag:{card}" not in rects:
                continue
            tag = rects[f"tag:{card}"]
            me = table.sprites[card]
            left = me.pos[0] - me.w / 2
            lefts = sorted(s.pos[0] - s.w / 2 for c, s in table.sprites.items() if c in mine)
            right = min([me.pos[0] + me.w / 2, *(x for x in lefts if x > left + 1)])
            assert left <= tag.centerx <= right, (card, tag, left, right)
        return
    raise AssertionError("no deal gave the human a tagged card")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [4, 5, 6])
def test_the_led_tag_is_on_the_led_card_and_on_no_other(size: tuple[int, int], players: int) -> None:
    """A trick's cards overlap: the "led" tag lies on the led card, on none of the others."""
    checked = 0
    for seed in range(1, 60):
        table = table_at(size, seed, players)

        def full_trick(t: TableScene = table) -> bool:
            trick = getattr(t.shown, "trick", ())
            return len(trick) >= players - 1 and trick[0] not in t.my_cards() and not t.tweens.busy

        if not run_until(table, full_trick, passive_policy, limit=1500):
            continue
        trick = list(table.shown.trick)
        rects = drawn(table, size, settle=False)
        tag = rects[f"tag:{trick[0]}"]

        def card_rect(c: Card, table: TableScene = table) -> pygame.Rect:
            s = table.sprites[c]
            r = pygame.Rect(0, 0, max(12, round(s.w)), card_height(max(12, round(s.w))))
            r.center = (round(s.pos[0]), round(s.pos[1]))
            return r

        assert card_rect(trick[0]).contains(tag), (seed, tag, card_rect(trick[0]))
        for other in trick[1:]:
            assert not tag.colliderect(card_rect(other)), (seed, other, tag)
        checked += 1
        if checked == 3:
            return
    raise AssertionError("no trick was led by another seat")
