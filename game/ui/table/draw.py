"""Drawing the table. Reads the table's state (:class:`game.ui.table.state.TableDrawState`), never the
scene, and changes none of it (same state, same picture); what it drew where comes back as a
:class:`game.ui.table.state.Frame`."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.rules import Card
from game.rules.card_actions import Play
from game.rules.i18n import _, pgettext
from game.rules.protocol import FinishedTrick, GameView

from .. import backdrop, theme
from ..cardart import CardArt, card_height
from ..widgets import wrap_text
from .card_places import SELECTED_LIFT
from .controller import seat_name, seat_names
from .practice import draw_open_hand, practice_mark
from .state import Frame

if TYPE_CHECKING:
    from .state import TableDrawState

HINT = (110, 215, 255)  # the hint's highlight: clear of gold (legal) and red (selected)


def _marker(
    scene: TableDrawState,
    surface: pygame.Surface,
    name: str,
    letter: str,
    centre: tuple[float, float],
    size: int,
    colour: tuple[int, int, int],
) -> None:
    img = backdrop.marker(scene.assets, name, size)
    if img is not None:
        surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))
        return
    pygame.draw.circle(surface, colour, centre, size // 2)
    pygame.draw.circle(surface, theme.INK, centre, size // 2, 2)
    theme.text(surface, letter, int(size * 0.6), centre, theme.INK, bold=True, anchor="center")


def message_point(scene: TableDrawState) -> tuple[float, float]:
    """Where the line under the table goes: the layout's place, above the cards raised for the
    exchange (and their tags) while cards are picked from the hand, so none covers it."""
    lay = scene.lay
    mx, my = lay.message
    if scene.picking is None:
        return mx, my
    return mx, min(my, lay.line_above(SELECTED_LIFT))


def draw_status(scene: TableDrawState, surface: pygame.Surface) -> None:
    lay = scene.lay
    v: GameView = scene.shown
    names = scene.names
    r = lay.status
    surface.blit(theme.shade(r.w, r.h, (8, 24, 16, 225), 0), r)
    pygame.draw.line(surface, theme.GOLD, r.bottomleft, r.bottomright, 1)
    size = max(12, int(r.h * 0.5))
    parts: list[str] = []
    parts += [practice_mark(scene)] if scene.practice is not None else []
    parts.append(scene.hand_count_words)
    parts += scene.face.status_parts(scene)
    if not scene.shown_done and v.to_act >= 0:
        if v.to_act == scene.human and not scene.presenting:
            parts.append(_("Your turn"))
        else:
            parts.append(_("{player}'s turn").format(player=seat_name(names[v.to_act])))
    line = "   ·   ".join(parts)
    finish = scene.can_finish
    first = scene.finish_button if finish else scene.hint_button
    avail = first.rect.x - 12 - 16  # from x=12 to a gap before the first button
    theme.text(surface, line, size, (12, r.centery), theme.CREAM, anchor="midleft", max_width=avail)
    scene.last_trick_button.enabled = bool(v.tricks or v.trick)
    scene.last_trick_button.draw(surface, scene.show_last)
    scene.hint_button.enabled = scene.ready and scene.offers_hints
    scene.hint_button.draw(surface, scene.hint is not None)
    scene.menu_button.draw(surface)
    if finish:
        scene.finish_button.draw(surface, True)
    if scene.practice is not None:
        scene.practice.draw(surface)


def draw_seat(scene: TableDrawState, surface: pygame.Surface, seat: int, frame: Frame) -> None:
    """Game ``seat`` at its place on screen (the human's at the bottom)."""
    lay = scene.lay
    v: GameView = scene.shown
    mine = seat == scene.human
    geo = lay.seats[scene.place(seat)]
    plate = geo.plate
    active = v.to_act == seat and not scene.shown_done
    area = plate.copy()  # the seat as shown: its plate, its cards' backs, its bid bubble
    # Opponents' hands: a small fan of backs above the plate.
    if not mine and not draw_open_hand(scene, surface, seat, geo):
        count = v.held_counts[seat]
        if scene.dealt < scene.face.hand_size(scene):
            count = min(count, int(scene.dealt))
        if count:
            step = min(lay.back_w * 0.28, plate.w * 0.8 / max(1, count))
            fan = _back_fan(scene.art, count, lay.back_w, round(step * 4))  # type: ignore[arg-type]
            surface.blit(fan, fan.get_rect(center=(round(geo.backs[0]), round(geo.backs[1]))))
            area.union_ip(fan.get_rect(center=(round(geo.backs[0]), round(geo.backs[1]))))
    piles = getattr(v, "piles", None)  # a game with piles (GameView: optional)
    if not mine and piles and piles[seat]:
        _draw_piles(scene, surface, seat)
    img = backdrop.nine(scene.assets, "seat_plate_active" if active else "seat_plate", plate.w, plate.h)
    if img is not None:
        surface.blit(img, plate)
    else:
        theme.panel(surface, plate, 230, radius=plate.h // 3, edge=theme.HILITE if active else theme.GOLD)
    if active and img is not None:
        pygame.draw.rect(surface, theme.HILITE, plate.inflate(4, 4), 2, border_radius=plate.h // 3)
    name = seat_name(scene.names[seat])
    size = max(12, int(plate.h * 0.36))
    msize = max(16, int(plate.h * 0.62))
    tx = plate.x + int(plate.h * 0.28)
    theme.text(
        surface,
        name,
        size,
        (tx, plate.y + plate.h * 0.08),
        theme.CREAM,
        bold=True,
        max_width=plate.w - msize * 2 - 10,
    )
    held = v.held_counts[seat]
    if scene.dealt < scene.face.hand_size(scene):
        held = min(held, int(scene.dealt))  # still being dealt
    info = scene.face.seat_info(scene, seat, held)
    theme.text(
        surface,
        info,
        max(10, int(size * 0.78)),
        (tx, plate.y + plate.h * 0.52),
        theme.GOLD_LIGHT,
        max_width=plate.w - msize - 16,
    )
    # Markers on the right end of the plate (Napoleon's, the adjutant's, the dealer's...).
    mx = plate.right - msize * 0.6
    my = plate.centery
    for image, letter, colour, scale in scene.face.seat_markers(scene, seat):
        _marker(scene, surface, image, letter, (mx, my), int(msize * scale), colour)
        spot = pygame.Rect(0, 0, int(msize * scale), int(msize * scale))
        spot.center = (round(mx), round(my))
        frame.spots.append((spot, image))
        mx -= msize * 0.85
    bubble = scene.bubbles.get(seat)
    if bubble and scene.face.bubbles_shown(scene):
        bsize = max(14, int(plate.h * 0.42))
        img2 = theme.rendered(_(bubble), bsize, theme.INK, True)  # a bid, or "Pass" (marked N_)
        br = img2.get_rect()
        br.inflate_ip(bsize, bsize * 0.5)
        if mine:
            br.midbottom = (plate.centerx, plate.top - 6)
        else:
            br.midtop = (plate.centerx, plate.bottom + 6)
        pygame.draw.rect(surface, theme.CREAM, br, border_radius=br.h // 2)
        pygame.draw.rect(surface, theme.GOLD, br, 2, border_radius=br.h // 2)
        surface.blit(img2, img2.get_rect(center=br.center))
        area.union_ip(br)
    frame.rects[f"seat:{seat}"] = area


def _draw_piles(scene: TableDrawState, surface: pygame.Surface, seat: int) -> None:
    """Two-player game: an opponent's piles beside the plate, the top card face up."""
    lay = scene.lay
    plate = lay.seats[scene.place(seat)].plate
    w = lay.tiny_w
    x = plate.right + 12
    for pile in scene.shown.piles[seat]:
        if not pile:
            x += w + 6
            continue
        top = pile[-1]
        y = plate.centery - card_height(w) // 2
        if len(pile) > 1:
            surface.blit(scene.art.back(w), (x + 3, y + 4))
        img = scene.art.face(top, w) if top is not None else scene.art.back(w)
        surface.blit(img, (x, y))
        x += w + 6


@lru_cache(maxsize=64)
def _back_fan(art: CardArt, count: int, back_w: int, step4: int) -> pygame.Surface:
    """A seat's fan of card backs as one image (one blit a frame instead of a dozen)."""
    back = art.back(back_w)
    step = step4 / 4
    w = int(back_w + step * (count - 1)) + 1
    fan = pygame.Surface((w, back.get_height()), pygame.SRCALPHA)
    for i in range(count):
        fan.blit(back, (round(i * step), 0))
    return fan


def draw_table(scene: TableDrawState, surface: pygame.Surface) -> Frame:
    """The table as it stands; what was drawn where comes back (:class:`Frame`)."""
    lay = scene.lay
    v: GameView = scene.shown
    w, h = lay.size
    surface.blit(backdrop.felt(scene.assets, w, h), (0, 0))
    frame = Frame()  # what is on show this frame, where (a coach's note keeps clear of it)
    # The trick mat in the centre.
    cx, cy = lay.centre
    mat_size = int(min(lay.trick_w * 3.6, h * 0.42))
    mat = backdrop.nine(scene.assets, "mat", mat_size, mat_size)
    if mat is not None:
        surface.blit(mat, mat.get_rect(center=(round(cx), round(cy))))
    _draw_drop_zone(scene, surface, pygame.Rect(0, 0, mat_size, mat_size))
    _draw_contract_tag(scene, surface, mat_size, frame)
    centre = scene.face.draw_centre(scene, surface)  # the blind, the widow, the pools...
    frame.rects.update(centre or {})
    for seat in range(scene.rules.players):  # the markers' spots: the legend's hover targets
        draw_seat(scene, surface, seat, frame)
    pick = scene.picking
    if pick is not None and scene.ready:
        d = lay.discard
        zone = pygame.Surface(d.size, pygame.SRCALPHA)
        zone.fill((0, 0, 0, 90))
        surface.blit(zone, d)
        pygame.draw.rect(surface, theme.GOLD_LIGHT, d, 2, border_radius=10)
        theme.text(
            surface,
            pick.zone,
            max(12, d.h // 8),
            d.center,
            theme.CREAM,
            anchor="center",
            max_width=d.w - 8,
        )
        scene.confirm_button.label = pick.button
        scene.confirm_button.enabled = pick.least <= len(scene.selected) <= pick.most
        scene.confirm_button.draw(surface)
    draw_cards(scene, surface, frame)
    if scene.show_last and v.tricks:
        draw_last_trick(scene, surface)
    if scene.panel is not None and (scene.ready or scene.choosing_play):
        scene.panel.draw(surface)
        _draw_panel_hint(scene, surface)
    draw_status(scene, surface)
    mx, my = message_point(scene)
    if scene.banner_left > 0 and scene.banner:
        size = max(16, int(h * 0.034))
        img = theme.rendered(scene.banner, size, theme.GOLD_LIGHT, True)
        room = w - 24 - int(size * 1.5)
        if img.get_width() > room:  # a long line shrinks to fit the window, never cut off
            size = max(10, int(size * room / img.get_width()))
            img = theme.rendered(scene.banner, size, theme.GOLD_LIGHT, True)
        # Just above the hint line: clear of the trick, the panels and the seats.
        r = img.get_rect(center=(round(cx), round(my - size * 2.2)))
        theme.panel(surface, r.inflate(size * 1.5, size * 0.7), 220, radius=size)
        surface.blit(img, r)
        frame.rects["banner"] = r.inflate(size * 1.5, size * 0.7)
    tip = scene.message if scene.message_left > 0 else _hover_tip(scene, frame.spots)
    if not (scene.message_left > 0) and scene.hint is not None:
        _draw_hint_line(scene, surface)
    elif tip:
        size = lay.message_size
        img = theme.rendered(tip, size, theme.WHITE, True)
        if img.get_width() > w - 16 - size:  # a long reason shrinks to fit the window
            size = max(10, int(size * (w - 16 - size) / img.get_width()))
            img = theme.rendered(tip, size, theme.WHITE, True)
        r = img.get_rect(center=(round(mx), round(my)))
        r.left = max(r.left, 8)
        r.right = min(r.right, w - 8)
        frame.rects["message"] = r.inflate(size, size * 0.6)
        theme.panel(
            surface,
            r.inflate(size, size * 0.6),
            225,
            radius=size // 2,
            edge=theme.BAD if scene.message_left > 0 and scene.message_error else theme.GOLD,
        )
        surface.blit(img, r)
    elif scene.ready and scene.plays_cards:
        frame.rects["message"] = theme.text(
            surface,
            _("Your turn: drag a card to the table, click it, or ← → and Enter"),
            max(12, int(h * 0.022)),
            (mx, my),
            theme.GOLD_LIGHT,
            anchor="center",
            shadow=True,
            max_width=w - 20,
        )
    elif scene.ready and pick is not None:
        frame.rects["message"] = theme.text(
            surface,
            pick.prompt,
            max(12, int(h * 0.022)),
            (mx, my),
            theme.GOLD_LIGHT,
            anchor="center",
            shadow=True,
            max_width=w - 20,
        )
    elif not scene.ready and scene.thinking and not scene.presenting:
        who = seat_name(scene.names[scene.hand.to_act])
        frame.rects["message"] = theme.text(
            surface,
            _("{player} is thinking…").format(player=who),
            max(12, int(h * 0.022)),
            (mx, my),
            theme.CREAM,
            anchor="center",
            shadow=True,
            max_width=w - 20,
        )
    return frame


def _draw_hint_line(scene: TableDrawState, surface: pygame.Surface) -> None:
    """The hint's sentence on the message line (two lines at most), in a blue-edged panel."""
    assert scene.hint is not None
    w, h = scene.lay.size
    mx, my = message_point(scene)
    size = max(13, int(h * 0.024))
    said = _("Hint: {text}").format(text=scene.hint.text)
    lines = wrap_text(said, theme.font(size, True), min(w - 40, 1100))
    lines = lines[:2]
    lh = int(size * 1.3)
    imgs = [theme.rendered(line, size, theme.WHITE, True) for line in lines]
    bw = max(i.get_width() for i in imgs) + size * 2
    box = pygame.Rect(0, 0, min(w - 16, bw), lh * len(imgs) + size // 2 + 4)
    box.midbottom = (round(mx), round(my + size * 0.7))
    theme.panel(surface, box, 235, radius=size // 2, edge=HINT)
    y = box.y + size // 4 + 2
    for line in lines:  # a line with no spaces to break at (Japanese) shrinks to fit instead
        theme.text(
            surface,
            line,
            size,
            (box.centerx, y),
            theme.WHITE,
            bold=True,
            anchor="midtop",
            max_width=box.w - size,
        )
        y += lh


def _draw_panel_hint(scene: TableDrawState, surface: pygame.Surface) -> None:
    """Outline what the hint suggests in the open panel (the bid, Pass, the card to call)."""
    hint = scene.hint
    p = scene.panel
    if hint is None or p is None:
        return
    target = p.hint_rect(hint.action)  # each game's panel knows where its choices are
    if target is not None:
        pygame.draw.rect(surface, HINT, target.inflate(10, 10), 4, border_radius=8)


def _hover_tip(scene: TableDrawState, spots: Sequence[tuple[pygame.Rect, str]]) -> str:
    """What a marker under the pointer means; else why a hovered card may not be played
    (the engine's words)."""
    for spot, name in spots:
        legend = scene.face.marker_legend(name) if spot.collidepoint(scene.pointer) else ""
        if legend:
            return legend
    hover = scene.hover
    if not scene.ready or not scene.plays_cards or hover is None or hover not in scene.my_cards():
        return ""  # only a card of the hand has a reason not to be played
    return scene.face.illegal_reason(scene, hover)


def draw_cards(scene: TableDrawState, surface: pygame.Surface, frame: Frame) -> None:
    lay = scene.lay
    v: GameView = scene.shown
    art = scene.art
    legal: set[int] = set()
    dim_illegal = scene.ready and scene.plays_cards
    if dim_illegal:
        legal = {a.card for a in v.legal_actions if isinstance(a, Play)}
    mine = set(scene.my_cards())
    sprites = sorted((s for s in scene.sprites.values() if s.visible), key=lambda s: s.z)
    sizes = (lay.cw, lay.trick_w, lay.tiny_w)
    tags: list[tuple[str, Card, pygame.Rect]] = []
    drawn: dict[Card, pygame.Rect] = {}
    cursor = scene.cursor_card() if scene.ready else None
    on_table = tuple(v.trick)
    led = on_table[0] if on_table else None
    for s in sprites:
        wq = max(12, round(s.w))
        if wq in sizes:
            img = art.face(s.card, wq)
        else:
            # In flight between sizes: a quick (unsmoothed) scale of the nearest cached size,
            # never a new smooth-scaled cache entry per frame.
            near = min(sizes, key=lambda v: abs(v - wq))
            img = pygame.transform.scale(art.face(s.card, near), (wq, card_height(wq)))
        r = img.get_rect(center=(round(s.pos[0]), round(s.pos[1])))
        if s.card == scene.dragging:
            surface.blit(theme.shade(r.w, r.h, (0, 0, 0, 90), wq // 10), r.move(8, 12))
        surface.blit(img, r)
        drawn[s.card] = r
        if s.card == led and s.card not in mine:  # who led this trick: the suit to follow
            tags.append((pgettext("card tag", "led"), s.card, r))
        if s.card == scene.winning_card:  # the held trick's winner, as the banner says
            pygame.draw.rect(surface, theme.GOLD_LIGHT, r.inflate(8, 8), 4, border_radius=max(5, wq // 9))
        if s.card in mine:
            if dim_illegal and s.card not in legal:
                _shade(surface, r, (0, 0, 0, 85))
            elif dim_illegal:
                pygame.draw.rect(surface, theme.HILITE, r.inflate(2, 2), 2, border_radius=max(4, wq // 10))
            if s.card in scene.selected:
                pygame.draw.rect(surface, theme.BAD, r.inflate(2, 2), 3, border_radius=max(4, wq // 10))
            hinted = scene.hint is not None and s.card in scene.hint.cards
            if hinted:
                pygame.draw.rect(surface, HINT, r.inflate(10, 10), 4, border_radius=max(5, wq // 9))
            tag = scene.face.badge(scene, s.card)
            if hinted:
                tag = (
                    pgettext("card tag", "{tag} · hint").format(tag=tag)
                    if tag
                    else pgettext("card tag", "hint")
                )
            if tag:
                tags.append((tag, s.card, r))
        if s.card == cursor and s.card != scene.dragging:
            pygame.draw.rect(surface, theme.WHITE, r.inflate(6, 6), 2, border_radius=max(4, wq // 10))
    # Tags last, so a neighbouring card never hides one.
    for tag, card, r in tags:
        img2 = theme.rendered(tag, lay.tag_size, theme.INK, True)
        if card in mine:
            br = _hand_tag(img2, r, card, drawn, mine)
        else:
            on = [drawn[c] for c in on_table if c != card and c in drawn]
            br = _table_tag(img2, r, on, lay.centre[1])
        pygame.draw.rect(surface, theme.GOLD_LIGHT, br.inflate(6, 2), border_radius=4)
        surface.blit(img2, br)
        frame.rects[f"tag:{card}"] = br.inflate(6, 2)


def _hand_tag(
    img: pygame.Surface, r: pygame.Rect, card: Card, drawn: dict[Card, pygame.Rect], mine: set[Card]
) -> pygame.Rect:
    """A hand card's tag, on its top edge over the part of the card that shows in the fan
    (left of the next card), so it marks this card and not its neighbour."""
    right = min([r.right, *(o.left for c, o in drawn.items() if c in mine and r.left < o.left < r.right)])
    br = img.get_rect(midbottom=((r.left + right) // 2, r.top + 2))
    br.left = max(br.left, r.left + 3)
    return br


def _table_tag(
    img: pygame.Surface, r: pygame.Rect, others: Sequence[pygame.Rect], centre_y: float
) -> pygame.Rect:
    """A card on the table's tag ("led"), inside the card on its edge away from the middle
    (the trick's cards overlap towards it), else on the edge no other card covers."""
    top = img.get_rect(midtop=(r.centerx, r.top + 3))
    bottom = img.get_rect(midbottom=(r.centerx, r.bottom - 3))
    ways = [top, bottom] if r.centery < centre_y else [bottom, top]

    def covered(br: pygame.Rect) -> int:
        return sum(c.w * c.h for c in (br.inflate(6, 2).clip(o) for o in others))

    return min(ways, key=covered)  # the first way on a tie


def _shade(surface: pygame.Surface, r: pygame.Rect, rgba: tuple[int, int, int, int]) -> None:
    surface.blit(theme.shade(r.w, r.h, rgba, max(4, r.w // 10)), r)


def draw_last_trick(scene: TableDrawState, surface: pygame.Surface) -> None:
    lay = scene.lay
    t: FinishedTrick = scene.shown.tricks[-1]
    n = len(t.cards)
    tw = lay.trick_w
    box = pygame.Rect(0, 0, int(tw * 0.8 * n + tw * 0.6), int(card_height(tw) + lay.ch * 0.55))
    box.center = (round(lay.centre[0]), round(lay.centre[1]))
    theme.panel(surface, box, 235)
    names = seat_names(scene.names)
    size = max(12, int(lay.ch * 0.14))
    theme.text(
        surface,
        scene.face.last_trick_title(t, names),
        size,
        (box.centerx, box.y + 6),
        theme.GOLD_LIGHT,
        bold=True,
        anchor="midtop",
        max_width=box.w - 10,
    )
    x = box.x + tw * 0.3
    for seat, c in zip(t.seats, t.cards, strict=True):
        img = scene.art.face(c, tw)
        surface.blit(img, (round(x), box.y + size + 14))
        theme.text(
            surface,
            names[seat],
            max(10, size - 2),
            (x + tw / 2, box.y + size + 18 + img.get_height()),
            theme.CREAM,
            anchor="midtop",
            max_width=int(tw * 0.8),
        )
        x += tw * 0.8


def _draw_drop_zone(scene: TableDrawState, surface: pygame.Surface, mat: pygame.Rect) -> None:
    """While a card you may play is dragged, the trick mat lights up: brighter once the card
    is where letting go plays it (anywhere above your hand)."""
    card = scene.dragging
    if card is None or not scene.plays_cards:
        return
    if card not in {p.card for p in scene.legal_plays()}:  # dropping it only explains why not
        return
    zone = mat.copy()
    zone.center = (round(scene.lay.centre[0]), round(scene.lay.centre[1]))
    over = scene.lay.table_zone.collidepoint(scene.sprites[card].pos)
    glow = pygame.Surface(zone.size, pygame.SRCALPHA)
    radius = max(8, zone.h // 12)
    pygame.draw.rect(glow, (*theme.HILITE[:3], 70 if over else 30), glow.get_rect(), border_radius=radius)
    surface.blit(glow, zone.topleft)
    pygame.draw.rect(surface, theme.HILITE, zone, 4 if over else 2, border_radius=radius)


def contract_lines(scene: TableDrawState) -> list[str]:
    """What the tag by the trick says while the hand is played (the game's face decides:
    Napoleon's trump, called card and adjutant)."""
    return scene.face.centre_lines(scene)


def _draw_contract_tag(scene: TableDrawState, surface: pygame.Surface, mat_size: int, frame: Frame) -> None:
    """The trump, the called card and the adjutant, always in sight beside the trick mat."""
    lines = contract_lines(scene)
    if not lines:
        return
    h = scene.lay.size[1]
    size = max(12, int(h * 0.022))
    line_h = int(size * 1.35)
    imgs = [
        theme.rendered(t, size, theme.GOLD_LIGHT if i == 0 else theme.CREAM, i == 0)
        for i, t in enumerate(lines)
    ]
    w = max(img.get_width() for img in imgs) + 2 * size // 2 + 8
    box = pygame.Rect(0, 0, w, line_h * len(lines) + 10)
    cx, cy = scene.lay.centre
    box.topright = (round(cx - mat_size / 2) - 10, round(cy - mat_size / 2))
    theme.panel(surface, box, 200, radius=8, edge=theme.GOLD)
    frame.rects["contract"] = box.copy()
    for i, img in enumerate(imgs):
        surface.blit(img, (box.x + 8, box.y + 5 + i * line_h))
