"""JSON game records: the rules, the deal (or its seed) and every action, versioned.

A record replays exactly: :mod:`game.napoleon.replaying` rebuilds the hand. This module reads
a hand through :class:`Recorded` (what a record holds of it) and never imports the hand, so the
hand imports it with no import cycle, not even one for the type checker.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Protocol

from game.rules.errors import RecordError
from game.rules.i18n import _
from game.rules.records import RECORD_VERSION, parse_record_text

from .actions import Action
from .deal import Deal
from .options import RuleConflict, RuleSet

RECORD_FORMAT = "napoleon-hand"
MATCH_FORMAT = "napoleon-match"

__all__ = [
    "MATCH_FORMAT",
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "dumps",
    "parse_record_text",
    "read_header",
    "record_of",
]


class Recorded(Protocol):
    """What a record holds of a hand: its rules, dealer and seed, the deal and every action."""

    @property
    def rules(self) -> RuleSet: ...

    @property
    def dealer(self) -> int: ...

    @property
    def seed(self) -> int | None: ...

    @property
    def deal(self) -> Deal: ...

    @property
    def actions(self) -> Sequence[Action]: ...


def record_of(state: Recorded) -> dict[str, Any]:
    out: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "rules": state.rules.to_json(),
        "dealer": state.dealer,
    }
    if state.seed is not None:
        out["seed"] = state.seed
    out["deal"] = state.deal.to_json()
    out["actions"] = [str(a) for a in state.actions]
    return out


def dumps(state: Recorded) -> str:
    return json.dumps(record_of(state), ensure_ascii=False, indent=1)


def read_header(data: dict[str, Any], fmt: str, kind: str, short: str) -> RuleSet:
    """Check a record's or save's format and version, and read its rules.

    ``kind`` and ``short`` name it in messages ("hand record"/"record", "match save"/"save").
    """
    save = kind == "match save"
    if data.get("format") != fmt:
        not_ours = (
            _("not a Napoleon match save (format {format})")
            if save
            else _("not a Napoleon hand record (format {format})")
        )
        raise RecordError(not_ours.format(format=repr(data.get("format"))))
    version = data.get("version")
    if version != RECORD_VERSION:
        other = (
            _("the save is version {version}; this game reads version {ours}")
            if save
            else _("the record is version {version}; this game reads version {ours}")
        )
        raise RecordError(other.format(version=repr(version), ours=RECORD_VERSION))
    try:
        return RuleSet.from_json(data.get("rules"))
    except (RuleConflict, TypeError, ValueError) as exc:
        bad = _("the save's rules are invalid: {why}") if save else _("the record's rules are invalid: {why}")
        raise RecordError(bad.format(why=exc)) from None
