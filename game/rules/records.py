"""What every game's records share: the record version, the guarded reader of a record's
text, and applying a record's actions to a hand. Each game writes and reads its own records
(Napoleon: :mod:`game.napoleon.record`, Nap: :mod:`game.british_nap.record`); :func:`game.rules.games.replay`
picks the game by the record's format.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from .errors import IllegalAction, RecordError
from .i18n import _
from .protocol import AnyGameHand
from .safe_json import UnreadableFile, parse_json_bytes, parse_json_text

HandT = TypeVar("HandT", bound=AnyGameHand)

RECORD_VERSION = 1


def parse_record_text(data: str | bytes) -> Any:
    """The JSON value of a record's text (a file to import), through the guarded reader:
    deep, huge, UTF-16 or junk text is a :class:`RecordError` with the reason."""
    try:
        return parse_json_bytes(data) if isinstance(data, bytes) else parse_json_text(data)
    except UnreadableFile as exc:
        raise RecordError(_("the record cannot be read: {why}").format(why=exc)) from None


def apply_actions(hand: HandT, actions: Any, parse: Callable[[Any], Any]) -> HandT:
    """Apply a record's ``actions`` (their texts, parsed by ``parse``) to ``hand``, any game's:
    a malformed or illegal one is a :class:`RecordError` saying which and why."""
    if not isinstance(actions, list):
        raise RecordError(_("the record's actions are not a list"))
    for i, text in enumerate(actions):
        try:
            action = parse(text)
        except ValueError as exc:
            raise RecordError(_("action {n}: {why}").format(n=i + 1, why=exc)) from None
        try:
            hand.apply(action)
        except IllegalAction as exc:
            raise RecordError(
                _("action {n} ({action}) is illegal: {why}").format(n=i + 1, action=text, why=exc)
            ) from None
    return hand
