"""JSON game records: the rules, the deal (or its seed) and every action, versioned.

A record replays exactly. Loading a record that is damaged, of another version, or whose
actions are illegal raises :class:`RecordError` with a message that says where and why.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .actions import parse_action
from .deal import Deal
from .errors import IllegalAction, RecordError
from .options import RuleConflict, RuleSet
from .safe_json import UnreadableFile, parse_json_bytes, parse_json_text

if TYPE_CHECKING:
    from .hand import NapoleonHand

RECORD_FORMAT = "napoleon-hand"
RECORD_VERSION = 1


def record_of(state: NapoleonHand) -> dict[str, Any]:
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


def dumps(state: NapoleonHand) -> str:
    return json.dumps(record_of(state), ensure_ascii=False, indent=1)


def read_header(data: dict[str, Any], fmt: str, kind: str, short: str) -> RuleSet:
    """Check a record's or save's format and version, and read its rules.

    ``kind`` and ``short`` name it in messages ("hand record"/"record", "match save"/"save").
    """
    if data.get("format") != fmt:
        raise RecordError(f"not a Napoleon {kind} (format {data.get('format')!r})")
    version = data.get("version")
    if version != RECORD_VERSION:
        raise RecordError(
            f"the {short} is version {version!r}; this game reads version {RECORD_VERSION}"
        )
    try:
        return RuleSet.from_json(data.get("rules"))
    except (RuleConflict, TypeError, ValueError) as exc:
        raise RecordError(f"the {short}'s rules are invalid: {exc}") from None


def replay(data: Any) -> NapoleonHand:
    """Rebuild a hand from a record (a dict or its JSON text), applying every action."""
    from .hand import NapoleonHand

    if isinstance(data, (str, bytes)):  # an imported file: bounded before it is parsed
        try:
            data = parse_json_bytes(data) if isinstance(data, bytes) else parse_json_text(data)
        except UnreadableFile as exc:
            raise RecordError(f"the record cannot be read: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError("the record is not a JSON object")
    rules = read_header(data, RECORD_FORMAT, "hand record", "record")
    dealer = data.get("dealer", 0)
    if not isinstance(dealer, int) or isinstance(dealer, bool):
        raise RecordError(f"the record's dealer is not a seat: {dealer!r}")
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordError(f"the record's seed is not an integer: {seed!r}")
    try:
        if "deal" in data:
            deal = Deal.from_json(data["deal"])
            deal.check(rules)
            if seed is not None and Deal.shuffled(rules, seed, dealer % rules.players) != deal:
                raise RecordError("the record's deal does not match its seed")
        elif seed is not None:
            deal = Deal.shuffled(rules, seed, dealer % rules.players)
        else:
            raise RecordError("the record has neither a deal nor a seed")
        state = NapoleonHand(rules, deal, dealer, seed)
    except RecordError:
        raise
    except (ValueError, TypeError) as exc:
        raise RecordError(f"the record's deal is invalid: {exc}") from None
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise RecordError("the record's actions are not a list")
    for i, text in enumerate(actions):
        try:
            action = parse_action(text)
        except ValueError as exc:
            raise RecordError(f"action {i + 1}: {exc}") from None
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise RecordError(f"action {i + 1} ({text}) is illegal: {exc}") from None
    return state
