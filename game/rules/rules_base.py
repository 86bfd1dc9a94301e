"""One rules base for every game's options: a game's rules are a frozen dataclass of option
values that inherits :class:`RulesBase`, and gets from it

- each field's *kind*, read from its type annotation (``bool``, ``int``, ``int | None``, a
  ``StrEnum``, ``Card``, ``tuple[Card, ...]``, or a game's own kind through
  :class:`CustomKind`): :meth:`RulesBase.field_kinds`;
- coercion of raw values (JSON, or the words a player or a command line types) to those
  kinds, refusing a bad value with a :class:`RuleConflict` in the player's words;
- its checks run in order (:attr:`RulesBase.CHECKS`, one small function per conflict: the
  first conflict found is the one reported);
- :meth:`~RulesBase.replace`, :meth:`~RulesBase.to_json`, :meth:`~RulesBase.from_json`
  and :meth:`~RulesBase.differences`.

Standard library only: the shared core never imports a game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Any, ClassVar, Self, get_type_hints

from .cards import Card
from .i18n import _


class RuleConflict(ValueError):
    """An impossible set of options, in any game; the message (in the player's language,
    worded when raised) says what is in conflict in the player's words, and ``options`` holds
    the field names (for tools and for screens that name the options by their labels)."""

    def __init__(self, message: str, options: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.options = options


def conflict(message: str, *names: str) -> RuleConflict:
    """A :class:`RuleConflict` about the options ``names``: what a check raises. The message
    names the options in the player's words; their field names travel in ``options`` (a
    player never reads "hunting_jacks")."""
    return RuleConflict(message, names)


@dataclass(frozen=True, slots=True)
class CustomKind:
    """A game's own kind of field (Napoleon's forced contract): its name (what
    :meth:`RulesBase.field_kinds` says and an option spec's kind sits on), how a raw value
    becomes one (raising ``ValueError``, ``KeyError`` or ``TypeError`` with the reason) and
    how one is written to JSON."""

    name: str
    coerce: Callable[[Any], Any]
    to_json: Callable[[Any], Any]


# The kinds read from plain annotations; a StrEnum field's kind is its enum class.
_PLAIN_KINDS: Mapping[Any, str] = MappingProxyType(
    {bool: "bool", int: "int", int | None: "int?", Card: "card", tuple[Card, ...]: "cards"}
)
_ON = frozenset({"on", "true", "yes", "1", "allowed"})
_OFF = frozenset({"off", "false", "no", "0", "forbidden"})
_KINDS: dict[type, Mapping[str, Any]] = {}  # per rules class, computed once


def _kind_of(cls: type[RulesBase], name: str, annotation: Any) -> Any:
    if isinstance(annotation, type) and issubclass(annotation, StrEnum):
        return annotation
    custom = cls.CUSTOM_KINDS.get(annotation)
    if custom is not None:
        return custom
    kind = _PLAIN_KINDS.get(annotation)
    if kind is None:
        raise TypeError(f"{cls.__name__}.{name}: no option kind for {annotation!r}; give it a CustomKind")
    return kind


def coerce_bool(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in _ON | _OFF:
        return value.lower() in _ON
    raise RuleConflict(
        _("option {name} must be on or off, not {value}").format(name=name, value=repr(value)), (name,)
    )


def coerce_card(name: str, value: Any) -> Card:
    try:
        if isinstance(value, str):
            return Card.parse(value)
        return Card(int(value))
    except (ValueError, TypeError):
        raise RuleConflict(
            _("option {name}: not a card: {value}").format(name=name, value=repr(value)), (name,)
        ) from None


def _coerce_enum(name: str, kind: type[StrEnum], value: Any) -> StrEnum:
    if isinstance(value, kind):
        return value
    try:
        return kind(value)
    except ValueError:
        allowed = ", ".join(v.value for v in kind)
        raise RuleConflict(
            _("option {name} cannot be {value}; it is one of: {allowed}").format(
                name=name, value=repr(value), allowed=allowed
            ),
            (name,),
        ) from None


def _coerce_int(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleConflict(
            _("option {name} must be a whole number, not {value}").format(name=name, value=repr(value)),
            (name,),
        )
    return value


def _coerce_cards(name: str, value: Any) -> tuple[Card, ...]:
    if isinstance(value, str):
        value = value.replace(",", " ").split()
    try:
        items = list(value)
    except TypeError:
        raise RuleConflict(_("option {name} must be a list of cards").format(name=name), (name,)) from None
    cards = tuple(coerce_card(name, v) for v in items)
    return value if isinstance(value, tuple) and cards == value else cards


def coerce(name: str, kind: Any, value: Any) -> Any:
    """``value`` as a field of ``kind`` holds it, or a :class:`RuleConflict` saying why not."""
    if isinstance(kind, type) and issubclass(kind, StrEnum):
        return _coerce_enum(name, kind, value)
    if isinstance(kind, CustomKind):
        try:
            return kind.coerce(value)
        except (ValueError, KeyError, TypeError) as exc:
            raise RuleConflict(_("option {name}: {why}").format(name=name, why=exc), (name,)) from None
    if kind == "bool":
        return coerce_bool(name, value)
    if kind == "int":
        return _coerce_int(name, value)
    if kind == "int?":
        return None if value is None else _coerce_int(name, value)
    if kind == "card":
        return coerce_card(name, value)
    if kind == "cards":
        return _coerce_cards(name, value)
    raise AssertionError(kind)


def _json_value(kind: Any, value: Any) -> Any:
    if isinstance(kind, CustomKind):
        return kind.to_json(value)
    if isinstance(value, StrEnum):
        return value.value
    if kind == "card":
        return str(value)
    if kind == "cards":
        return [str(c) for c in value]
    return value


class RulesBase:
    """The base of every game's rules: a frozen dataclass of option values that subclasses
    this (``@dataclass(frozen=True, slots=True) class NapRules(RulesBase): ...``).

    A subclass declares its checks in :attr:`CHECKS` (run in order when a value is built; each
    raises a :class:`RuleConflict` for one conflict) and, for a field of a game's own type, a
    :class:`CustomKind` in :attr:`CUSTOM_KINDS` keyed by the field's annotation."""

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]

    CHECKS: ClassVar[tuple[Callable[[Any], None], ...]] = ()
    CUSTOM_KINDS: ClassVar[Mapping[Any, CustomKind]] = MappingProxyType({})

    # -- construction -------------------------------------------------------------------

    def __post_init__(self) -> None:
        for name, kind in self.field_kinds().items():
            value = getattr(self, name)
            new = coerce(name, kind, value)
            if new is not value:
                object.__setattr__(self, name, new)
        for check in self.CHECKS:
            check(self)

    @classmethod
    def field_kinds(cls) -> Mapping[str, Any]:
        """Each option's kind, in field order: its enum class, ``"bool"``, ``"int"``, ``"int?"``,
        ``"card"``, ``"cards"`` or a :class:`CustomKind`, read from the annotations."""
        kinds = _KINDS.get(cls)
        if kinds is None:
            hints = get_type_hints(cls)
            kinds = MappingProxyType(
                {f.name: _kind_of(cls, f.name, hints[f.name]) for f in dataclasses.fields(cls)}
            )
            _KINDS[cls] = kinds
        return kinds

    @classmethod
    def option_names(cls) -> tuple[str, ...]:
        return tuple(cls.field_kinds())

    @classmethod
    def option_kind(cls, name: str) -> Any:
        """An option's kind as the option specs and tools name it: its enum class, or
        ``"bool"``, ``"int"``, ``"int?"``, ``"card"``, ``"cards"`` or a custom kind's name."""
        kind = cls.field_kinds()[name]
        return kind.name if isinstance(kind, CustomKind) else kind

    @classmethod
    def _refuse_unknown(cls, names: Any) -> None:
        unknown = sorted(set(names) - set(cls.field_kinds()))
        if unknown:
            raise RuleConflict(
                _("unknown option(s): {names}").format(names=", ".join(unknown)), tuple(unknown)
            )

    def replace(self, **changes: Any) -> Self:
        """A copy with some options changed (coerced and checked)."""
        self._refuse_unknown(changes)
        return dataclasses.replace(self, **changes)

    # -- serialisation --------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Every option by name, as JSON values (enums by value, cards as text)."""
        return {name: _json_value(kind, getattr(self, name)) for name, kind in self.field_kinds().items()}

    @classmethod
    def from_json(cls, data: Any) -> Self:
        if not isinstance(data, dict):
            raise RuleConflict(
                _("rules must be an object of options, not {type}").format(type=type(data).__name__)
            )
        cls._refuse_unknown(data)
        return cls(**data)

    def differences(self, other: Self) -> dict[str, tuple[Any, Any]]:
        """Options whose values differ: ``{name: (mine, theirs)}``."""
        return {
            name: (getattr(self, name), getattr(other, name))
            for name in self.field_kinds()
            if getattr(self, name) != getattr(other, name)
        }


__all__ = [
    "CustomKind",
    "RuleConflict",
    "RulesBase",
    "coerce",
    "coerce_bool",
    "coerce_card",
    "conflict",
]
