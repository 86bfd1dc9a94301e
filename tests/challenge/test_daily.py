"""The daily challenge: the date alone gives it, one per game."""

from __future__ import annotations

from datetime import date

from game.challenge import daily, daily_code, decode


def test_one_date_one_challenge_per_game_the_same_every_time():
    day = date(2025, 6, 1)
    assert daily_code("napoleon", day) == daily_code("napoleon", date(2025, 6, 1))
    assert daily_code("napoleon", day) != daily_code("nap", day)
    assert daily_code("napoleon", day) != daily_code("napoleon", date(2025, 6, 2))
    seeds = {daily("nap", date(2025, 1, d)).seed for d in range(1, 32)}
    assert len(seeds) == 31


def test_the_daily_is_the_standard_game_against_normal_in_seat_one_five_deals():
    for game, preset in (("napoleon", "pagat"), ("nap", "standard")):
        c = daily(game, date(2024, 2, 29))
        assert (c.preset, c.players, c.seat, c.level, c.deals, c.changes) == (preset, 5, 0, "normal", 5, ())
        assert decode(daily_code(game, date(2024, 2, 29))) == c


def test_the_daily_code_is_pinned():
    # The same everywhere and in every later version: everyone playing on that date gets it.
    assert daily_code("napoleon", date(2025, 1, 1)) == "1N18-28CP-G9J0-7E"
    assert daily_code("nap", date(2025, 1, 1)) == "1B18-28BS-7S20-KM"
