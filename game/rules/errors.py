"""Errors the engine raises, each with a message a player or a maintainer can act on."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message says why."""


class RecordError(ValueError):
    """A game record that cannot be loaded or replayed; the message says where and why."""
