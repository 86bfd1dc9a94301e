"""The types of the option specs: what sort of value an option holds (:class:`OptionKind`),
the headings (:class:`OptionGroup`) and one option as the screens offer it
(:class:`OptionSpec`), shared by every game; each game declares its own options with them
(Napoleon: :mod:`game.napoleon.option_specs`, Nap: :mod:`game.british_nap.options`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from .cards import Card
from .i18n import N_, _


class OptionKind(StrEnum):
    """What sort of value an option holds, and so which control offers it."""

    BOOL = "bool"  # on or off: a toggle
    ENUM = "enum"  # one value of the field's enum: cycled
    INT_RANGE = "int_range"  # a whole number in a range: a "-  n  +" stepper, no wrapping
    INT_CHOICE = "int_choice"  # one of a few whole numbers: cycled
    OPTIONAL_INT = "optional_int"  # none (a derived default) or a whole number: cycled
    CARD = "card"
    CARDS = "cards"  # a tuple of cards
    FORCED_CONTRACT = "forced_contract"  # none or a ForcedContract


# The field kind (``RulesBase.option_kind``, read from the field's annotation) each spec kind
# must sit on; an ENUM spec sits on a StrEnum field. spec_problems_for checks them.
FIELD_KIND_OF: Mapping[OptionKind, str] = MappingProxyType(
    {
        OptionKind.BOOL: "bool",
        OptionKind.INT_RANGE: "int",
        OptionKind.INT_CHOICE: "int",
        OptionKind.OPTIONAL_INT: "int?",
        OptionKind.CARD: "card",
        OptionKind.CARDS: "cards",
        OptionKind.FORCED_CONTRACT: "forced",
    }
)


def spec_problems_for(specs: Sequence[OptionSpec], rules_class: Any) -> list[str]:
    """What is wrong between a game's rules fields (``rules_class``, a
    :class:`~game.rules.rules_base.RulesBase`) and its option specs: a field without a spec,
    a spec naming no field, an option declared twice, or a spec whose kind does not fit the
    field's kind (empty when they agree)."""
    names = rules_class.option_names()
    by_name = {s.name: s for s in specs}
    problems = [f"field {n} has no spec" for n in names if n not in by_name]
    problems += [f"spec {s.name} names no field" for s in specs if s.name not in names]
    if len(by_name) != len(specs):
        problems.append("an option is declared twice")
    for s in specs:
        if s.name not in names:
            continue
        field_kind = rules_class.option_kind(s.name)
        want = FIELD_KIND_OF.get(s.kind)
        ok = (
            (isinstance(field_kind, type) and issubclass(field_kind, StrEnum))
            if want is None
            else field_kind == want
        )
        if not ok:
            problems.append(f"spec {s.name} is {s.kind.value} but its field is {field_kind}")
    return problems


def show_value(value: Any) -> str:
    """An option value as a control shows it, when its spec has no words for it (in the
    player's language). A game whose values need more (Napoleon's enums and forced contracts)
    gives its specs words of their own."""
    if isinstance(value, bool):
        return _("On") if value else _("Off")
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple):
        return " ".join(show_value(v) for v in value) or _("none")
    if value is None:
        return _("none")
    return str(value).replace("_", " ").replace("bga", "BGA")


def _no_note(rules: Any) -> str:
    return ""


@dataclass(frozen=True, slots=True)
class OptionGroup:
    """A heading of the options list; ``note`` says, beside it, why its options may be idle."""

    label: str  # an English message id: show it with group_title()
    note: Callable[[Any], str] = _no_note  # in the player's language


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One rule option as the screens offer it (the value itself is a ``RuleSet`` field).

    ``label``, ``help``, ``value_help`` and ``fixed_hint`` are English message ids; a screen
    shows them with :meth:`label_words`, :meth:`help_for` (or :meth:`help_words`) and
    :meth:`fixed_hint_words`, which translate when called."""

    name: str  # the field of the rules
    kind: OptionKind
    group: OptionGroup
    label: str
    help: str
    # The values offered under the current rules (they may depend on other options).
    offered: Callable[[Any], Sequence[Any]]
    # Words for a value where the generic ones (show_value) do not say it well; None: generic.
    words: Callable[[Any, Any], str | None] | None = None
    # Help for the current value, appended to ``help`` (e.g. how each scoring system pays).
    value_help: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    # When only one value is left: what the player should do, and the options that decide it.
    fixed_hint: str = N_("nothing to choose here.")
    fixed_by: tuple[str, ...] = ()

    @property
    def stepper(self) -> bool:
        """Stepped "-  n  +" between ordered numbers, without wrapping round."""
        return self.kind == OptionKind.INT_RANGE

    def choices(self, rules: Any) -> list[Any]:
        """The values offered under ``rules``, the current one always among them."""
        vals = list(self.offered(rules))
        cur = getattr(rules, self.name)
        if cur not in vals:
            vals.append(cur)
            if self.stepper:
                vals.sort()
        return vals

    def show(self, value: Any, rules: Any) -> str:
        """``value`` as a control shows it (suits as symbols), in the player's language."""
        text = self.words(value, rules) if self.words is not None else None
        return show_value(value) if text is None else text

    def label_words(self) -> str:
        """The label in the player's language."""
        return _(self.label)

    def help_words(self) -> str:
        """The help line in the player's language."""
        return _(self.help)

    def fixed_hint_words(self) -> str:
        """What to do when only one value is left, in the player's language."""
        return _(self.fixed_hint)

    def help_for(self, rules: Any) -> str:
        """The help line, with the words for the current value when the spec has them, in
        the player's language."""
        if not self.value_help:
            return _(self.help)
        extra = self.value_help.get(str(getattr(rules, self.name)), "")
        return f"{_(self.help)} {_(extra) if extra else ''}".strip()


def option_groups(specs: Sequence[OptionSpec]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The groups of a game's ``specs`` in screen order (each group's ``label``, as
    :class:`OptionGroup` gives it), each with its options' names in screen order."""
    names: dict[str, list[str]] = {}
    for s in specs:
        names.setdefault(s.group.label, []).append(s.name)
    return tuple((label, tuple(group)) for label, group in names.items())


def conflict_words(exc: Exception, specs: Sequence[OptionSpec]) -> str:
    """Why a rule set could not be made, as a player reads it. A rule conflict (any game's: the
    one ``RuleConflict`` type, with ``options``) says its reason, then the options it is about by
    their labels in ``specs`` ("… (options: Hand size, Players)"); anything else (an unknown
    preset's ``KeyError``) its message, translated."""
    labels = [s.label_words() for n in getattr(exc, "options", ()) for s in specs if s.name == n]
    why = str(exc).strip("'\"")
    if not labels:
        return _(why) if why else why
    return _("{reason} (options: {labels})").format(reason=why, labels=", ".join(labels))
