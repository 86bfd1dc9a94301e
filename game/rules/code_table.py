"""How a challenge code (:mod:`game.challenge`) names a game and its rules: each game's
:class:`CodeTable`, declared on its spec (``GameSpec.challenge``).

A code must mean the same challenge in every later version of the game, so nothing in it may
depend on an order that can change (the registry's, the rules' field order, a dict's): the
table gives each preset, each option and each AI level a fixed position, and positions are only
ever appended. An option added later is appended here; an old code does not mention it, so it
keeps the preset's value (the behaviour of the day, as every new option's default is). An enum
option's value is coded by its position in the enum as declared: append new values at the end
(``tests/challenge/test_code_tables.py`` keeps a snapshot of every table and says when one
changed otherwise).

Standard library only: the shared core never imports a game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any


@dataclass(frozen=True, slots=True)
class CustomCodec:
    """A game's own kind of option value (a ``CustomKind``, as Napoleon's forced contract) as a
    few whole numbers in a code: ``to_ints(value)`` and back, ``from_ints(numbers)`` (raising
    ``ValueError`` for numbers that make no value). The numbers' meaning is frozen like the
    tables: a later version may read more numbers, never read these otherwise."""

    to_ints: Callable[[Any], tuple[int, ...]]
    from_ints: Callable[[tuple[int, ...]], Any]


@dataclass(frozen=True, slots=True)
class CodeTable:
    """One game in challenge codes.

    ``letter``: the game's character in a code (of the code alphabet, Crockford's base 32),
    never changed nor given to another game. ``presets``, ``options``, ``levels``: the game's
    presets, the options a code may change (every rules field but the match's: ``players``,
    ``rounds``, ``target_score``) and its AI levels, by position, append only. ``custom``: the
    codec of each option of a game's own kind, by option name."""

    letter: str
    presets: tuple[str, ...]
    options: tuple[str, ...]
    levels: tuple[str, ...]
    custom: Mapping[str, CustomCodec] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        for name, items in (("presets", self.presets), ("options", self.options), ("levels", self.levels)):
            if len(set(items)) != len(items):
                raise ValueError(f"a code table's {name} name one entry twice: {items}")
        if len(self.letter) != 1:
            raise ValueError(f"a game's letter in codes is one character, not {self.letter!r}")


__all__ = ["CodeTable", "CustomCodec"]
