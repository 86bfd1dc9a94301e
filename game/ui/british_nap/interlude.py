"""British Nap's interludes at the table (see :mod:`game.ui.table.interlude`): the seat draw that
finds the first dealer, shown at the start of a match, and the gather and cut between hands.

Both are pictures of what the engine already decided (``game.british_nap.deal``): the draw is
``seat_draw`` of the match's seed, the gathered pack and its cut are the new hand's ``pack``
and ``cut_at``. Times are seconds at "normal" speed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.british_nap.deal import seat_draw
from game.rules import Card
from game.rules.i18n import _

from .. import theme
from ..table.controller import seat_name

if TYPE_CHECKING:
    from ..table.state import TableState

T_DRAW_ROUND = 1.1  # each round of the draw (a tie draws again)
T_DRAW_SHOWN = 1.4  # the dealer found, before the deal
T_GATHER = 1.0  # the cards laid out in the order they fell
T_CLOSE = 0.35  # the row closes into the pack
T_CUT = 0.9  # the cutter lifts the top packet and puts it under


def _ease(x: float) -> float:
    x = min(1.0, max(0.0, x))
    return x * x * (3 - 2 * x)


def cut_and_deal_line(shuffled: bool, you_cut: bool, you_deal: bool) -> str:
    """The line that says how the cards came to be dealt, with ``{cutter}`` and ``{dealer}``
    to fill in; "you" has its own sentences (English verbs agree with it, Japanese names it)."""
    if you_deal:
        if shuffled:
            return _("Shuffled; {cutter} cuts and you deal.")
        return _("Gathered in the order the cards fell; {cutter} cuts and you deal.")
    if you_cut:
        if shuffled:
            return _("Shuffled; you cut and {dealer} deals.")
        return _("Gathered in the order the cards fell; you cut and {dealer} deals.")
    if shuffled:
        return _("Shuffled; {cutter} cuts and {dealer} deals.")
    return _("Gathered in the order the cards fell; {cutter} cuts and {dealer} deals.")


def _who(table: TableState, seat: int) -> str:
    return seat_name(table.names[seat])  # as the presenter's banner names them


def interlude_seconds(table: TableState, kind: str) -> float:
    if kind == "seat_draw":
        match = table.match
        if match.records or match.first_dealer != table.hand.dealer:
            return 0.0  # only before the first deal of a match
        if not getattr(match, "draws_first_dealer", True):
            return 0.0  # a challenge's dealers are its own: nobody draws
        return len(seat_draw(table.rules.players, match.seed).rounds) * T_DRAW_ROUND + T_DRAW_SHOWN
    if kind == "gather":
        return T_GATHER + T_CLOSE + T_CUT
    return 0.0


def _veil(surface: pygame.Surface) -> None:
    w, h = surface.get_size()
    surface.blit(theme.shade(w, h, (0, 0, 0, 120), 0), (0, 0))


def _captions(table: TableState, surface: pygame.Surface, title: str, line: str) -> None:
    w, h = surface.get_size()
    size = max(18, int(h * 0.036))
    top = table.lay.status.bottom + size
    theme.text(surface, title, size, (w / 2, top), theme.GOLD_LIGHT, bold=True, anchor="midtop", shadow=True)
    if line:
        theme.text(
            surface, line, max(14, size * 3 // 4), (w / 2, top + size * 1.4), theme.CREAM, anchor="midtop"
        )
    theme.text(
        surface,
        _("Click or press a key to skip"),
        max(12, size * 3 // 5),
        (w / 2, h - max(12, size * 3 // 5) * 2),
        theme.DIM,
        anchor="center",
    )


def _card(table: TableState, surface: pygame.Surface, card: Card | None, at: Any, w: int) -> pygame.Rect:
    img = table.art.face(card, w) if card is not None else table.art.back(w)
    r = img.get_rect(center=(round(at[0]), round(at[1])))
    surface.blit(img, r)
    return r


def draw_seat_draw(table: TableState, surface: pygame.Surface, t: float) -> None:
    """Each seat's card by its place, round by round; the highest (ace high) deals first."""
    draw = seat_draw(table.rules.players, table.match.seed)
    _veil(surface)
    lay = table.lay
    rnd = min(len(draw.rounds) - 1, int(t // T_DRAW_ROUND))
    into = t - rnd * T_DRAW_ROUND
    latest: dict[int, Card] = {}
    for before in draw.rounds[:rnd]:
        latest.update(dict(before))
    drawing = draw.rounds[rnd]
    for i, (seat, card) in enumerate(drawing):
        if into >= i * T_DRAW_ROUND * 0.5 / len(drawing):
            latest[seat] = card
    found = t >= len(draw.rounds) * T_DRAW_ROUND
    in_round = {s for s, _c in drawing}
    for seat, card in latest.items():
        geo = lay.seats[table.place(seat)]
        r = _card(table, surface, card, geo.trick, lay.trick_w)
        if seat not in in_round or (found and seat != draw.dealer):
            surface.blit(theme.shade(r.w, r.h, (0, 0, 0, 110), 6), r)
        elif found:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, r.inflate(8, 8), 3, border_radius=8)
    if found:
        line = (
            _("You draw the highest card and deal first.")
            if draw.dealer == table.human
            else _("{player} draws the highest card and deals first.").format(
                player=seat_name(table.names[draw.dealer])
            )
        )
    elif rnd > 0:
        line = _("A tie for the highest card: those players draw again.")
    else:
        line = _("Each player draws a card; the highest (ace high) deals first.")
    _captions(table, surface, _("The draw for the first dealer"), line)


def draw_gather(table: TableState, surface: pygame.Surface, t: float) -> None:
    """The last hand's cards laid out in the order they fell (the cards never played face
    down after them), closed into the pack, then cut by the player on the dealer's right."""
    hand = table.hand
    pack: list[Card] = list(getattr(hand, "pack", ()))
    if not pack:
        return
    last = table.match.last_hand
    fell = len(getattr(last, "fallen", ())) if last is not None else 0
    _veil(surface)
    lay = table.lay
    w = surface.get_width()
    cx, cy = lay.centre
    cw = max(24, int(lay.trick_w * 0.8))
    x0, x1 = w * 0.08, w * 0.92 - cw
    step = (x1 - x0) / max(1, len(pack) - 1)
    closing = _ease((t - T_GATHER) / T_CLOSE)
    shown = len(pack) if t >= T_GATHER else int(len(pack) * t / T_GATHER) + 1
    if t < T_GATHER + T_CLOSE:
        for i, card in enumerate(pack[:shown]):
            x = x0 + cw / 2 + i * step
            x += (cx - x) * closing
            _card(table, surface, card if i < fell and closing < 0.5 else None, (x, cy), cw)
    else:  # the cut: the top packet (the first cards gathered) goes under the rest
        k = getattr(hand, "cut_at", len(pack) // 2)
        u = _ease((t - T_GATHER - T_CLOSE) / T_CUT)
        cutter = getattr(hand, "cutter", 0)
        tx, ty = lay.seats[table.place(cutter)].trick
        away = min(1.0, 2 * u) if u < 0.5 else 2 - 2 * u
        packet = (cx + (tx - cx) * 0.6 * away, cy + (ty - cy) * 0.6 * away)
        rest = (cx, cy)
        layers = [(rest, len(pack) - k), (packet, k)] if u < 0.5 else [(packet, k), (rest, len(pack) - k)]
        for at, count in layers:
            for j in range(min(6, max(1, count // 5))):
                _card(table, surface, None, (at[0] - j, at[1] - j * 1.5), cw)
    dealer = getattr(hand, "dealer", 0)
    cutter = getattr(hand, "cutter", 0)
    said = cut_and_deal_line(False, cutter == table.human, dealer == table.human)
    _captions(
        table,
        surface,
        _("No shuffle"),
        said.format(cutter=_who(table, cutter), dealer=_who(table, dealer)),
    )
