"""A challenge: N deals of one game and rules, each played in the player's seat against a fixed
AI field, and by Hard in the same seat on the same cards against the same field.

Everything a deal is made of comes from the challenge alone (never a clock, a registry order
or a process's hash seed): deal i's seed and dealer (:meth:`Challenge.deal_seed`,
:meth:`Challenge.dealer`) and the seeds of the field's seats and of the par's Hard
(:meth:`Challenge.field_seeds`, :meth:`Challenge.hard_seed`), each a SHA-256 of the game's
letter in codes, the challenge's seed, the deal and the seat.

**A deal everyone passes** is not dealt again: it counts what the game's settlement says for
the player's seat (nothing in Napoleon; in Nap, the stakes paid into the pools), on either
side. So the player and Hard always play exactly the same five sets of cards, and a pass is a
choice like any other: the player who passes a hand Hard would have bid scores 0 against
Hard's result on it. (A redeal would give the side that passed out other cards than the side
that did not, so the two totals would no longer be over the same deals.)

**Nap's pools**: every deal is dealt fresh (``spec.new_hand``, shuffled) with empty pools, so
each deal stands alone and both sides start it from the same state; what a deal pays into a
pool is lost to the payer unless a made Nap in that same deal takes it.

**The measure** of a deal is what a match would add to the seat's standing (``Match``): the
seat's chips, or under rules that rank a match by contracts won (Napoleon's count scoring)
1 for a contract the seat made as declarer, else 0.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from game.rules.code_table import CodeTable
from game.rules.games import GameSpec, game_spec
from game.rules.protocol import AnyGameHand

DEFAULT_DEALS = 5
MAX_DEALS = 20
SEED_BITS = 25  # a challenge's seed: five characters of a code
# The rules fields every game's match reads (``game.rules.protocol.MatchRules``): the player
# count is a challenge's own field; a match's length does not change a deal, so a challenge
# keeps the preset's.
MATCH_FIELDS = ("players", "rounds", "target_score")


def table_of(spec: GameSpec[Any]) -> CodeTable:
    """The game's code table; ``ValueError`` for a game that offers no challenge."""
    if spec.challenge is None:
        raise ValueError(f"the game {spec.name!r} offers no challenge")
    return spec.challenge


def derive(*parts: object) -> int:
    """A 32-bit seed from ``parts``, the same on every machine, run and hash seed."""
    text = "/".join(str(p) for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:4], "big")


@dataclass(frozen=True, slots=True)
class Challenge:
    """One challenge. ``preset`` names the game's preset the rules start from, ``changes`` the
    options changed from it as ``(name, value)`` pairs (any order and values in any form the
    rules accept when built; kept in the code table's order, coerced, and only those that
    differ from the preset). ``players``: the player count; ``seat``: the player's seat;
    ``level``: the field's AI level; ``seed``: the deals' seed (0 to 2^25 - 1); ``deals``: how
    many (1 to 20).

    Building one checks everything: an unknown game, preset, option or level, a seat or seed
    out of range raise ``ValueError``; rules that cannot be played together raise the rules'
    own ``RuleConflict`` (a ``ValueError`` too; ``spec.rules_error`` words it)."""

    game: str
    preset: str
    players: int
    seat: int = 0
    level: str = "normal"
    seed: int = 0
    deals: int = DEFAULT_DEALS
    changes: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        spec = game_spec(self.game)
        table = table_of(spec)
        if self.preset not in table.presets or self.preset not in spec.presets:
            raise ValueError(f"{spec.name} has no preset {self.preset!r} in challenges")
        if self.players not in spec.players:
            raise ValueError(f"{spec.name} is not for {self.players} players")
        if not 0 <= self.seat < self.players:
            raise ValueError(f"no seat {self.seat} at a table of {self.players}")
        if self.level not in table.levels or self.level not in spec.levels:
            raise ValueError(f"{spec.name} has no AI level {self.level!r} in challenges")
        if not 0 <= self.seed < 1 << SEED_BITS:
            raise ValueError(f"a challenge's seed is 0 to {(1 << SEED_BITS) - 1}, not {self.seed}")
        if not 1 <= self.deals <= MAX_DEALS:
            raise ValueError(f"a challenge has 1 to {MAX_DEALS} deals, not {self.deals}")
        changed = dict(self.changes)
        if len(changed) != len(self.changes):
            raise ValueError("an option is changed twice")
        odd = sorted(n for n in changed if n not in table.options)
        if odd:
            raise ValueError(f"options a challenge cannot change: {', '.join(odd)}")
        base = spec.presets[self.preset]
        rules = base.replace(players=self.players, **changed)
        canonical = tuple(
            (name, getattr(rules, name))
            for name in table.options
            if getattr(rules, name) != getattr(base, name)
        )
        object.__setattr__(self, "changes", canonical)

    @classmethod
    def of_rules(
        cls,
        game: str,
        rules: Any,
        *,
        preset: str | None = None,
        seat: int = 0,
        level: str = "normal",
        seed: int = 0,
        deals: int = DEFAULT_DEALS,
    ) -> Challenge:
        """The challenge of ``rules`` (the game's rules object; its match length is ignored),
        as changes from ``preset``, or when None from the preset nearest to them (the shortest
        code)."""
        spec = game_spec(game)
        table = table_of(spec)
        if preset is None:
            presets = [p for p in table.presets if p in spec.presets]
            preset = min(presets, key=lambda p: (_distance(spec, table, p, rules), presets.index(p)))
        changes = tuple((name, getattr(rules, name)) for name in table.options)
        return cls(game, preset, rules.players, seat, level, seed, deals, changes)

    # -- what it is made of ------------------------------------------------------------------

    @property
    def spec(self) -> GameSpec[Any]:
        return game_spec(self.game)

    @property
    def table(self) -> CodeTable:
        return table_of(self.spec)

    def rules(self) -> Any:
        """The game's rules object: the preset with the changes and the player count."""
        return _rules_of(self)

    def _deal(self, index: int) -> None:
        if not 0 <= index < self.deals:
            raise IndexError(f"a challenge of {self.deals} deals has no deal {index}")

    def deal_seed(self, index: int) -> int:
        """Deal ``index``'s seed (0-based), from the challenge's seed alone."""
        self._deal(index)
        return derive("deal", self.table.letter, self.seed, index)

    def dealer(self, index: int) -> int:
        """Deal ``index``'s dealer: the seat after the last deal's, from one drawn from the seed,
        so the player bids from every place in turn."""
        self._deal(index)
        return (derive("dealer", self.table.letter, self.seed) + index) % self.players

    def new_hand(self, index: int) -> AnyGameHand:
        """Deal ``index``, fresh (both sides play it from here)."""
        hand: AnyGameHand = self.spec.new_hand(self.rules(), self.deal_seed(index), self.dealer(index))
        return hand

    def field_seeds(self, index: int) -> dict[int, int]:
        """The seed of every field seat (each seat but the player's) in deal ``index``: both the
        player's table and the par build the field's seats from these and ``level``."""
        self._deal(index)
        return {
            s: derive("field", self.table.letter, self.seed, index, s)
            for s in range(self.players)
            if s != self.seat
        }

    def hard_seed(self, index: int) -> int:
        """The seed of the par's Hard in the player's seat in deal ``index``."""
        self._deal(index)
        return derive("hard", self.table.letter, self.seed, index, self.seat)


def _distance(spec: GameSpec[Any], table: CodeTable, preset: str, rules: Any) -> int:
    base = spec.presets[preset]
    return sum(getattr(base, n) != getattr(rules, n) for n in table.options)


@lru_cache(maxsize=64)
def _rules_of(challenge: Challenge) -> Any:
    spec = challenge.spec
    return spec.presets[challenge.preset].replace(players=challenge.players, **dict(challenge.changes))
