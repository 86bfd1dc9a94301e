"""Rebuilding a Napoleon hand from its record, applying every action through the engine.

Loading a record that is damaged, of another version, or whose actions are illegal raises
:class:`RecordError` with a message that says where and why. Records of any game are read
by :func:`game.rules.games.replay`, which picks the game by the record's format.
"""

from __future__ import annotations

from typing import Any

from game.rules.errors import RecordError
from game.rules.i18n import _
from game.rules.records import apply_actions

from .actions import parse_action
from .deal import Deal
from .hand import NapoleonHand
from .record import RECORD_FORMAT, parse_record_text, read_header

__all__ = ["apply_actions", "replay_napoleon"]


def replay_napoleon(data: Any) -> NapoleonHand:
    """Rebuild a hand from a record (a dict or its JSON text), applying every action."""
    if isinstance(data, (str, bytes)):  # an imported file: bounded before it is parsed
        data = parse_record_text(data)
    if not isinstance(data, dict):
        raise RecordError(_("the record is not a JSON object"))
    rules = read_header(data, RECORD_FORMAT, "hand record", "record")
    dealer = data.get("dealer", 0)
    if not isinstance(dealer, int) or isinstance(dealer, bool):
        raise RecordError(_("the record's dealer is not a seat: {value}").format(value=repr(dealer)))
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordError(_("the record's seed is not an integer: {value}").format(value=repr(seed)))
    try:
        if "deal" in data:
            deal = Deal.from_json(data["deal"])
            deal.check(rules)
            if seed is not None and Deal.shuffled(rules, seed, dealer % rules.players) != deal:
                raise RecordError(_("the record's deal does not match its seed"))
        elif seed is not None:
            deal = Deal.shuffled(rules, seed, dealer % rules.players)
        else:
            raise RecordError(_("the record has neither a deal nor a seed"))
        state = NapoleonHand(rules, deal, dealer, seed)
    except RecordError:
        raise
    except (ValueError, TypeError) as exc:
        raise RecordError(_("the record's deal is invalid: {why}").format(why=exc)) from None
    return apply_actions(state, data.get("actions", []), parse_action)
