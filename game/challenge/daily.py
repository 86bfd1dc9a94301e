"""The daily challenge: the local date alone (and the game) gives the challenge, so everyone
who plays on that date gets the same deals, with no network.

It is the game's first preset in its code table (frozen, so the same in every version) with
that preset's player count, the player in seat 0, five deals, and a field of Normal seats: a
Normal seat decides in milliseconds, so the table never waits for the field and the par's
cost is Hard's alone (a field of Hard seats would make every field decision a search, slow
the player's table to Hard's pace and multiply the par's time by the table's size), and
Normal is the field a player meets by default. The seed is a SHA-256 of the game's letter in
codes and the date.
"""

from __future__ import annotations

from datetime import date

from game.rules.games import game_spec

from .challenge import DEFAULT_DEALS, SEED_BITS, Challenge, derive, table_of
from .code import encode

DAILY_LEVEL = "normal"
DAILY_SEAT = 0


def daily(game: str, day: date) -> Challenge:
    """The daily challenge of ``game`` on ``day`` (the player's local date)."""
    spec = game_spec(game)
    table = table_of(spec)
    preset = table.presets[0]
    seed = derive("daily", table.letter, day.isoformat()) % (1 << SEED_BITS)
    players = spec.presets[preset].players
    return Challenge(game, preset, players, DAILY_SEAT, DAILY_LEVEL, seed, DEFAULT_DEALS)


def daily_code(game: str, day: date) -> str:
    """The code of the daily challenge of ``game`` on ``day``."""
    return encode(daily(game, day))
