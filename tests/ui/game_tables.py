"""A table of any registered game, for the tests of what every game's table shares: the game's
first preset at its own player count, its quickest AI level, the human playing as
:func:`~game.ui.driver.passive_policy` does (passes, and plays the first legal card)."""

from __future__ import annotations

from game.rules.games import GAMES
from game.ui.context import Context
from game.ui.table.scene import TableScene


def quick_level(game: str) -> str:
    """The game's quickest AI level: "random" where it has one, else its first."""
    levels = GAMES[game].levels
    return "random" if "random" in levels else levels[0]


def game_table(ctx: Context, game: str, seed: int = 3) -> TableScene:
    """A new match of ``game`` on the stack, at its first deal."""
    spec = GAMES[game]
    table = TableScene(ctx, next(iter(spec.presets.values())), quick_level(game), seed)
    ctx.stack.push(table)
    return table
