"""Table geometry computed from the window size and the player count (2 to 7 seats).

Seat 0 (the human) sits at the bottom; the others go clockwise from the left, over the top,
to the right. Card sizes follow the window height so everything scales together.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from .cardart import card_height

Point = tuple[float, float]

# Where the opponents sit on the ellipse, in degrees (180 = left, 90 = top, 0 = right).
_ANGLES = {
    1: (90.0,),
    2: (150.0, 30.0),
    3: (180.0, 90.0, 0.0),
    4: (180.0, 125.0, 55.0, 0.0),
    5: (180.0, 138.0, 90.0, 42.0, 0.0),
    6: (180.0, 146.0, 110.0, 70.0, 34.0, 0.0),
}


@dataclass(frozen=True)
class SeatGeo:
    plate: pygame.Rect  # the name plate
    origin: Point  # where this seat's cards come from and go to
    backs: Point  # centre of the fan of card backs (opponents)
    captured: Point  # left end of the row of captured picture cards
    trick: Point  # where this seat's card lies in the trick


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    players: int
    cw: int  # the human's card width
    ch: int
    trick_w: int
    back_w: int
    tiny_w: int  # captured cards
    status: pygame.Rect
    hand_y: float  # centre line of the human's hand
    hand_left: float
    hand_right: float
    centre: Point
    deck: Point
    seats: tuple[SeatGeo, ...]
    panel: pygame.Rect  # bidding / call / exchange panel
    discard: pygame.Rect  # the discard pile during the exchange
    table_zone: pygame.Rect  # dropping a card here plays it
    message: Point  # where reasons and announcements appear
    tag_size: int  # the text size of a card's tag ("Left J", "led")
    message_size: int  # the text size of a reason under the table

    def line_above(self, lift: float) -> float:
        """Where the message line goes (its centre) to clear a hand card raised by ``lift``
        card heights and the tag above that card."""
        return line_above(self.hand_y - self.ch * (0.5 + lift), self.tag_size, self.message_size)

    def hand_positions(self, n: int, lifted: int | None = None) -> list[Point]:
        """Centres of ``n`` fanned cards, left to right, spread to fit the hand area."""
        if n == 0:
            return []
        span = self.hand_right - self.hand_left - self.cw
        step = min(self.cw * 0.72, span / max(1, n - 1))
        total = step * (n - 1)
        x0 = (self.hand_left + self.hand_right) / 2 - total / 2
        out = []
        for i in range(n):
            # A slight arc: the middle cards sit a little higher, like a held fan.
            k = (i - (n - 1) / 2) / max(1.0, (n - 1) / 2)
            out.append((x0 + i * step, self.hand_y + abs(k) ** 2 * self.ch * 0.06))
        return out


RAISED_LIFT = 0.18  # a hovered card (or one under the keyboard cursor), in card heights


def line_above(card_top: float, tag_size: int, message_size: int) -> float:
    """The message line's centre above a card whose top is at ``card_top``: clear of the tag
    drawn on that top (its text is about 1.5 sizes tall) and of the panel a reason is shown
    in (about 1.05 sizes below its centre)."""
    return card_top - tag_size * 1.5 - message_size * 1.05 - 4


def compute(size: tuple[int, int], players: int) -> TableLayout:
    w, h = size
    cw = int(max(44, min(150, h * 0.125, w * 0.075)))
    ch = card_height(cw)
    trick_w = int(cw * 0.88)
    trick_h = card_height(trick_w)
    back_w = max(26, int(cw * 0.42))
    tiny_w = max(30, int(cw * 0.52))  # captured cards: rank and suit readable in their corner
    status_h = max(26, int(h * 0.048))
    status = pygame.Rect(0, 0, w, status_h)
    hand_y = h - ch / 2 - max(8, h * 0.018)
    pw = int(max(112, min(230, w * 0.125)))
    ph = int(max(38, min(70, h * 0.062)))
    hand_left = pw + 30.0
    hand_right = w - 30.0 - min(pw, w * 0.1)
    cx, cy = w / 2, status_h + (hand_y - ch / 2 - status_h) * 0.52
    rx, ry = w * 0.41, (cy - status_h) - ph * 0.5 - back_w * 1.4 * 0.55 - 6
    seats: list[SeatGeo] = []
    # Seat 0: the human, bottom left plate, cards come from the hand.
    plate0 = pygame.Rect(12, int(hand_y + ch / 2 - ph), pw, ph)
    seats.append(
        SeatGeo(
            plate=plate0,
            origin=(w / 2, hand_y),
            backs=(w / 2, hand_y),
            captured=(plate0.x + tiny_w * 0.5, plate0.y - card_height(tiny_w) * 0.5 - 8),
            trick=(cx, cy + trick_h * 0.55),
        )
    )
    m = players - 1
    for a in _ANGLES.get(m, ()):
        rad = math.radians(a)
        x = cx + rx * math.cos(rad)
        y = cy - ry * math.sin(rad)
        x = min(max(x, pw / 2 + 10), w - pw / 2 - 10)
        # Keep the fan of backs clear of the status bar.
        y = max(y, status_h + 6 + card_height(back_w) * 0.72 + ph / 2)
        plate = pygame.Rect(0, 0, pw, ph)
        plate.center = (round(x), round(y))
        back_h = card_height(back_w)
        backs = (x, plate.top - back_h * 0.22)
        # Captured cards lie just inside the plate, towards the table centre.
        cap_y = plate.bottom + card_height(tiny_w) / 2 + 6
        captured = (plate.left + tiny_w / 2, cap_y)
        # The trick card sits between the centre and the seat.
        dx, dy = math.cos(rad), -math.sin(rad)
        trick = (cx + dx * trick_w * 1.15, cy + dy * trick_h * 0.55)
        seats.append(SeatGeo(plate, (x, y), backs, captured, trick))
    # The decision panel fills the middle without covering any seat plate or its cards.
    tiny_h = card_height(tiny_w)
    top_limit = max(
        [sg.plate.bottom + tiny_h + 12 for sg in seats[1:] if sg.plate.centery < cy - 20] or [status_h + 10]
    )
    tag_size = max(10, int(cw * 0.14))
    message_size = max(13, int(h * 0.026))
    message_y = line_above(hand_y - ch * (0.5 + RAISED_LIFT), tag_size, message_size)
    bottom_limit = int(message_y - max(16, h * 0.034) * 3.3)  # above the banner line
    panel_w = int(min(w * 0.62, 760))
    panel_h = int(max(150, min(bottom_limit - top_limit, 430)))
    panel = pygame.Rect(0, 0, panel_w, panel_h)
    panel.midtop = (round(cx), top_limit)
    if panel.bottom > bottom_limit:
        panel.bottom = bottom_limit
    discard = pygame.Rect(0, 0, int(trick_w * 2.2), int(trick_h * 1.25))
    discard.center = (round(cx), round(cy))
    table_zone = pygame.Rect(0, status_h, w, int(hand_y - ch * 0.55 - status_h))
    return TableLayout(
        size=size,
        players=players,
        cw=cw,
        ch=ch,
        trick_w=trick_w,
        back_w=back_w,
        tiny_w=tiny_w,
        status=status,
        hand_y=hand_y,
        hand_left=hand_left,
        hand_right=hand_right,
        centre=(cx, cy),
        deck=(cx, cy),
        seats=tuple(seats),
        panel=panel,
        discard=discard,
        table_zone=table_zone,
        message=(cx, message_y),
        tag_size=tag_size,
        message_size=message_size,
    )
