"""A challenge as a code a person can read aloud, type and paste, and back.

The text (alphabet, groups, the check that names a wrong character) is :mod:`.code_text`'s;
this module fills it. Format version 1, after the version character and the game's letter
(``CodeTable.letter``), is a stream of bits (:mod:`.bits`):

====================  =========================================================
preset                its position in the game's code table (``varuint``)
players               the player count (``varuint``)
seat                  the player's seat (``varuint``)
level                 the field's level, its position in the table (``varuint``)
deals                 the number of deals less one (``varuint``)
seed                  25 bits
changes               how many (``varuint``), then each: the option's position in
                      the table (rising), then its value
====================  =========================================================

An option's value by its kind: on/off, nothing (a change of it is the other value than the
preset's); an enum, its value's position as declared; a whole number, ``varint``; an optional
one, a bit (0: none) then ``varint``; a card, 6 bits (its id); cards, a count then each card;
a game's own kind, its codec's numbers (``CodeTable.custom``), a count then each ``varint``.
Each challenge has exactly one code (a value equal to the preset's, options out of order, a
needless bit: refused), so two codes are the same challenge exactly when they are the same text.

A position this build's tables do not have (a preset, an option, a value, a level or a game
added later) can only come from a newer version of the game: refused as such, never misread.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from game.rules.cards import Card
from game.rules.code_table import CodeTable, CustomCodec
from game.rules.games import GAMES, GameSpec
from game.rules.i18n import _
from game.rules.rules_base import CustomKind, RuleConflict

from .bits import BitReader, BitWriter
from .challenge import SEED_BITS, Challenge, table_of
from .code_text import ALPHABET, VALUE, grouped, open_code, seal
from .errors import CodeError, CodeProblem, newer_error, not_a_code_error

VERSION = 1  # the newest code format this build writes and reads
CARD_BITS = 6
SHORTEST = 14  # the fewest characters of a version-1 code (no change, small numbers)
_MAX_LIST = 64  # the most cards or numbers one value may hold


class _Newer(Exception):
    """A position this build's tables do not have."""


class _Malformed(Exception):
    """Bits no version-1 code holds."""


def encode(challenge: Challenge) -> str:
    """The challenge's code, in groups of four: ``1N2K-...``."""
    spec = challenge.spec
    table = challenge.table
    w = BitWriter()
    w.varuint(table.presets.index(challenge.preset))
    w.varuint(challenge.players)
    w.varuint(challenge.seat)
    w.varuint(table.levels.index(challenge.level))
    w.varuint(challenge.deals - 1)
    w.uint(challenge.seed, SEED_BITS)
    w.varuint(len(challenge.changes))
    kinds = _kinds(spec)
    for name, value in challenge.changes:
        w.varuint(table.options.index(name))
        _write_value(w, kinds[name], table.custom.get(name), value)
    return grouped(seal([VERSION, VALUE[table.letter], *w.symbols()]))


def decode(text: str) -> Challenge:
    """The challenge of a typed or pasted code, or a :class:`CodeError` in the player's words:
    a character at fault named by its place, a code of a newer version refused, rules that
    cannot be played together refused with the rules' own reason."""
    data = open_code(text, VERSION, SHORTEST)
    if data[0] == 0:
        raise not_a_code_error()
    letter = ALPHABET[data[1]]
    spec = next((s for s in GAMES.values() if s.challenge is not None and s.challenge.letter == letter), None)
    if spec is None:
        raise newer_error()
    try:
        return _read(spec, table_of(spec), BitReader(data[2:]))
    except _Newer:
        raise newer_error() from None
    except (_Malformed, ValueError) as exc:
        if isinstance(exc, RuleConflict):
            raise CodeError(
                CodeProblem.RULES,
                _("This code's rules cannot be played together: {reason}").format(
                    reason=spec.rules_error(exc)
                ),
            ) from None
        raise not_a_code_error() from None


def _read(spec: GameSpec[Any], table: CodeTable, r: BitReader) -> Challenge:
    preset = _at(table.presets, r.varuint())
    players = r.varuint(99)
    seat = r.varuint(99)
    level = _at(table.levels, r.varuint())
    deals = r.varuint(99) + 1
    seed = r.uint(SEED_BITS)
    count = r.varuint(_MAX_LIST * 16)  # more than this build's options: a later index says "newer"
    kinds = _kinds(spec)
    if preset not in spec.presets:  # a preset this build's table has but its game no longer plays
        raise _Malformed(f"no preset {preset}")
    base = spec.presets[preset]
    changes: list[tuple[str, Any]] = []
    last = -1
    for _i in range(count):
        at = r.varuint()
        if at <= last:
            raise _Malformed("options out of order")
        last = at
        name = _at(table.options, at)
        value = _read_value(r, kinds[name], table.custom.get(name), getattr(base, name))
        if value == getattr(base, name):
            raise _Malformed(f"{name} changed to the preset's own value")
        changes.append((name, value))
    if not r.rest_is_padding():
        raise _Malformed("bits after the last change")
    challenge = Challenge(spec.name, preset, players, seat, level, seed, deals, tuple(changes))
    if challenge.changes != tuple(changes):  # coerced into another value: not this build's code
        raise _Malformed("a value that is not the rules' own")
    return challenge


def _kinds(spec: GameSpec[Any]) -> Mapping[str, Any]:
    """Each option's kind (every game's rules are a ``RulesBase``)."""
    return spec.rules_type.field_kinds()


def _at(items: tuple[str, ...], index: int) -> str:
    if index >= len(items):
        raise _Newer(index)
    return items[index]


def _write_value(w: BitWriter, kind: Any, codec: CustomCodec | None, value: Any) -> None:
    if kind == "bool":
        return  # a change of an on/off option is the other value
    if isinstance(kind, type) and issubclass(kind, StrEnum):
        w.varuint(list(kind).index(value))
    elif kind == "int":
        w.varint(value)
    elif kind == "int?":
        w.uint(int(value is not None), 1)
        if value is not None:
            w.varint(value)
    elif kind == "card":
        w.uint(int(value), CARD_BITS)
    elif kind == "cards":
        w.varuint(len(value))
        for card in value:
            w.uint(int(card), CARD_BITS)
    elif isinstance(kind, CustomKind):
        if codec is None:
            raise ValueError(f"no codec in the code table for the option kind {kind.name!r}")
        numbers = codec.to_ints(value)
        w.varuint(len(numbers))
        for n in numbers:
            w.varint(n)
    else:
        raise AssertionError(kind)


def _read_value(r: BitReader, kind: Any, codec: CustomCodec | None, base: Any) -> Any:
    if kind == "bool":
        return not base
    if isinstance(kind, type) and issubclass(kind, StrEnum):
        return _enum_at(list(kind), r.varuint())
    if kind == "int":
        return r.varint()
    if kind == "int?":
        return r.varint() if r.uint(1) else None
    if kind == "card":
        return Card(r.uint(CARD_BITS))  # an id of no card: ValueError, not a code
    if kind == "cards":
        return tuple(Card(r.uint(CARD_BITS)) for _ in range(r.varuint(_MAX_LIST)))
    if isinstance(kind, CustomKind):
        if codec is None:
            raise _Malformed(f"no codec for {kind.name}")
        numbers = tuple(r.varint() for _ in range(r.varuint(_MAX_LIST)))
        return codec.from_ints(numbers)
    raise AssertionError(kind)


def _enum_at(members: list[Any], index: int) -> Any:
    if index >= len(members):
        raise _Newer(index)
    return members[index]
