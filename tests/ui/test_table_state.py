"""A game's face reads the table through :class:`TableState` only: given a plain read-only
copy of what the table shows (no scene, no controller, no context), every face answers as it
does given the scene, all along a hand of each game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.british_nap import NapRules
from game.napoleon import RuleSet
from game.rules import Card
from game.ui.assets import Assets
from game.ui.cardart import CardArt
from game.ui.context import Context
from game.ui.driver import run_until
from game.ui.driver.nap import nap_policy
from game.ui.driver.napoleon import napoleon_policy
from game.ui.layout import TableLayout
from game.ui.table.card_places import place_of
from game.ui.table.scene import TableScene
from game.ui.table.state import TableState


@dataclass(frozen=True)
class Copy:
    """What the table shows, copied: nothing of the scene's machinery."""

    rules: Any
    lay: TableLayout
    human: int
    player: int | None
    names: Sequence[str]
    shown: Any
    hand: Any
    match: Any
    selected: Sequence[Card]
    finished_trick_shown: bool
    art: CardArt
    assets: Assets | None
    reasons: Any

    def place(self, seat: int) -> int:
        return place_of(seat, self.human, self.rules.players)

    def why_illegal(self, action: Any) -> str | None:
        return self.reasons(action)  # type: ignore[no-any-return]


def copy_of(t: TableScene) -> TableState:
    return Copy(
        t.rules,
        t.lay,
        t.human,
        t.player,
        tuple(t.names),
        t.shown,
        t.hand,
        t.match,
        tuple(t.selected),
        t.finished_trick_shown,
        t.art,
        t.assets,
        t.ctl.why_illegal,
    )


def answers(t: TableScene, state: TableState, surface: pygame.Surface) -> list[Any]:
    face = t.face
    out: list[Any] = [
        face.hand_size(state),
        face.my_cards(state),
        [face.badge(state, c) for c in face.my_cards(state)],
        [list(w) for w in face.cards_won(state)],
        face.pick(state),
        face.status_parts(state),
        [face.seat_info(state, s, 3) for s in range(t.rules.players)],
        [face.seat_markers(state, s) for s in range(t.rules.players)],
        face.bubbles_shown(state),
        face.centre_lines(state),
        face.panel_key(state),
        face.auction_lines(state),
        [face.illegal_reason(state, c) for c in face.my_cards(state)],
        [face.interlude_seconds(state, k) for k in ("seat_draw", "gather")],
    ]
    surface.fill((0, 0, 0))
    face.draw_centre(state, surface)
    out.append(pygame.image.tobytes(surface, "RGB"))
    return out


def check_along_a_hand(t: TableScene, policy: Any) -> int:
    surface = pygame.Surface(t.lay.size)
    checked = 0
    seen: set[int] = set()

    def step() -> bool:
        nonlocal checked
        at = len(t.ctl.hand.actions)
        if t.ready and at not in seen:
            seen.add(at)
            assert answers(t, copy_of(t), surface) == answers(t, t, surface)
            checked += 1
        return bool(t.ctl.hand.is_over)

    run_until(t, step, policy, limit=4000)
    return checked


def test_napoleons_face_reads_only_the_table_state(ctx: Context, display: pygame.Surface) -> None:
    t = TableScene(ctx, RuleSet.preset("pagat").replace(players=5), "random", 3)
    ctx.stack.push(t)
    assert check_along_a_hand(t, napoleon_policy) >= 5  # the bidding, the call, the exchange, plays


def test_naps_face_reads_only_the_table_state(ctx: Context, display: pygame.Surface) -> None:
    t = TableScene(ctx, NapRules.preset("sir-garnet").replace(players=4, rounds=3), "random", 3)
    ctx.stack.push(t)
    assert check_along_a_hand(t, nap_policy) >= 4


def test_every_face_explains_the_dealer_marker_and_only_its_own() -> None:
    """The legend under the pointer is the face's (the table draws no game's words)."""
    from game.rules import GAMES
    from game.rules.i18n import _
    from game.ui.table.face import DEALER_LEGEND
    from game.ui.table.presenters import presenter_for

    for game in GAMES:
        face = presenter_for(game, ["You", "Aki", "Ben", "Cai", "Dee"], 0).face
        assert face.marker_legend("dealer") == _(DEALER_LEGEND)
        assert face.marker_legend("no such marker") == ""
