"""Rebuilding a Nap hand from its record, every action through the engine.

A damaged record, one of another version, or one whose actions are illegal raises
:class:`~game.rules.errors.RecordError` saying where and why. A shuffled hand's pack and every
hand's cut must be the ones its seed gives, so a record cannot smuggle in a stacked deck.
"""

from __future__ import annotations

from typing import Any

from game.rules.cards import Card
from game.rules.errors import RecordError
from game.rules.i18n import _
from game.rules.records import RECORD_VERSION, apply_actions, parse_record_text

from .actions import parse_nap_action
from .deal import cut_of, shuffled_pack
from .hand import NapHand
from .record import NAP_RECORD_FORMAT
from .rules import NapRules


def _int(data: dict[str, Any], key: str, default: Any = None) -> Any:
    value = data.get(key, default)
    if value is not None and (type(value) is not int):
        raise RecordError(
            _("the record's {field} is not a whole number: {value!r}").format(field=key, value=value)
        )
    return value


def replay_nap(data: Any) -> NapHand:
    """Rebuild a hand from a record (a dict or its JSON text), applying every action."""
    if isinstance(data, (str, bytes)):  # an imported file: bounded before it is parsed
        data = parse_record_text(data)
    if not isinstance(data, dict):
        raise RecordError(_("the record is not a JSON object"))
    if data.get("format") != NAP_RECORD_FORMAT:
        raise RecordError(_("not a Nap hand record (format {fmt!r})").format(fmt=data.get("format")))
    if data.get("version") != RECORD_VERSION:
        raise RecordError(
            _("the record is version {v!r}; this game reads version {ours}").format(
                v=data.get("version"), ours=RECORD_VERSION
            )
        )
    try:
        rules = NapRules.from_json(data.get("rules"))
    except (TypeError, ValueError) as exc:
        raise RecordError(_("the record's rules are invalid: {why}").format(why=exc)) from None
    dealer, seed, cut_at = _int(data, "dealer", 0), _int(data, "seed"), _int(data, "cut")
    shuffled = data.get("shuffled", True)
    pools = data.get("pools", [0, 0])
    if not isinstance(shuffled, bool):
        raise RecordError(_("the record's shuffled flag is not true or false"))
    if not isinstance(pools, list) or len(pools) != 2 or any(type(p) is not int for p in pools):
        raise RecordError(_("the record's pools are not two whole numbers"))
    try:
        raw = data.get("pack")
        if raw is None:
            if seed is None or not shuffled:
                raise RecordError(_("the record has neither a pack nor a seed to shuffle"))
            pack = shuffled_pack(rules, seed)
        elif not isinstance(raw, list):
            raise RecordError(_("the record's pack is not a list of cards"))
        else:
            pack = [Card.parse(str(c)) for c in raw]
        if seed is not None:
            if shuffled and pack != shuffled_pack(rules, seed):
                raise RecordError(_("the record's pack is not the shuffle its seed gives"))
            if cut_at is None:
                cut_at = cut_of(seed, len(pack))
            elif cut_at != cut_of(seed, len(pack)):
                raise RecordError(_("the record's cut is not the one its seed gives"))
        if cut_at is None:
            raise RecordError(_("the record has no cut"))
        hand = NapHand(rules, pack, cut_at, dealer, seed, shuffled=shuffled, pools=(pools[0], pools[1]))
    except RecordError:
        raise
    except (ValueError, TypeError) as exc:
        raise RecordError(_("the record's deal is invalid: {why}").format(why=exc)) from None
    return apply_actions(hand, data.get("actions", []), parse_nap_action)
