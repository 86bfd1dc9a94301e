"""Presenters turn a game's domain events into the table's animation beats (see ``base``)."""
