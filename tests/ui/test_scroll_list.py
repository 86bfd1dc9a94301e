"""The scrolling list on its own: offset clamping, the scroll bar, hit-testing and dragging."""

from __future__ import annotations

import pygame

from game.ui.scroll_list import DRAG_SLOP, ScrollList

ROWS = [(i * 50, 50) for i in range(20)]  # 1000 px of rows


def _list() -> ScrollList:
    sl = ScrollList()
    sl.rect = pygame.Rect(100, 100, 400, 300)
    sl.content_h = 1000
    return sl


def test_offset_is_clamped_to_the_content() -> None:
    sl = _list()
    sl.scroll_by(-50)
    assert sl.offset == 0
    sl.scroll_by(5000)
    assert sl.offset == sl.max_offset() == 700
    sl.page(-1)
    assert sl.offset == 700 - 300 * 0.9
    sl.content_h = 200  # everything fits: no offset, no bar
    sl.clamp()
    assert sl.offset == 0 and sl.scrollbar() is None


def test_rows_are_hit_through_the_offset() -> None:
    sl = _list()
    assert sl.row_at((150, 120), ROWS) == 0
    sl.offset = 125.0
    assert sl.row_at((150, 120), ROWS) == 2  # content y 145
    assert sl.screen_y(ROWS[2][0]) == 100 + 100 - 125  # the list top + the row top - offset
    assert sl.row_at((50, 120), ROWS) == -1  # beside the list
    assert sl.row_at((150, 120), ROWS[:2]) == -1  # below the last row


def test_show_span_scrolls_the_least() -> None:
    sl = _list()
    sl.show_span(900, 950, pad=8)
    assert sl.offset == 950 - 300 + 8
    sl.show_span(700, 750)  # already in view: no move
    assert sl.offset == 658
    sl.show_span(100, 150)
    assert sl.offset == 100


def test_a_small_move_is_a_click_and_a_larger_one_a_drag() -> None:
    sl = _list()
    sl.pointer_down((200, 300))
    sl.pointer_move((200, 300 - DRAG_SLOP + 1), held=True)
    assert sl.offset == 0 and sl.pointer_up() == (200, 300)
    sl.pointer_down((200, 300))
    sl.pointer_move((200, 150), held=True)
    assert sl.offset == 150 and sl.pointer_up() is None  # a drag is not a click
    sl.pointer_move((200, 0), held=True)  # no press any more: nothing moves
    assert sl.offset == 150


def test_the_thumb_drags_and_the_track_pages() -> None:
    sl = _list()
    bar = sl.scrollbar()
    assert bar is not None
    track, thumb = bar
    assert track.contains(thumb) and thumb.y == track.y
    sl.pointer_down(thumb.center)
    sl.pointer_move((thumb.centerx, thumb.centery + (track.h - thumb.h)), held=True)
    assert sl.offset == sl.max_offset()
    assert sl.pointer_up() is None  # a press on the bar never clicks a row
    sl.pointer_down((track.centerx, track.y + 2))  # above the thumb: a page up
    assert sl.offset == 700 - 300 * 0.9
    sl.pointer_up()
