"""A match: several hands, the deal passing left, chips totalled, until the rounds or a target.

Scoring of one hand is the game's (:mod:`game.napoleon.scoring` for Napoleon); the match only
sums the :class:`~game.rules.protocol.Settlement` its game's spec gives. A thrown-in hand
(everyone passed) is redealt by the same dealer (a fresh shuffle, unless the game's
``next_hand`` deals from the last hand's cards). Chips a hand puts into a pool stay in
:attr:`Match.pool` until a hand wins them. The game comes from the registry
(:mod:`game.rules.games`), by name or by the rules' type.
"""

from __future__ import annotations

import random
from typing import Any, Generic, TypeVar

from .errors import RecordError
from .games import GameSpec, game_spec, spec_for_format, spec_for_rules
from .i18n import _
from .protocol import AnyGameHand, MatchRules, Settlement
from .records import RECORD_VERSION

__all__ = ["Match"]

RulesT = TypeVar("RulesT", bound=MatchRules)


class Match(Generic[RulesT]):
    """``Match[RuleSet]`` for Napoleon: the rules' type says the game."""

    def __init__(
        self, rules: RulesT, seed: int, first_dealer: int | None = 0, game: str | None = None
    ) -> None:
        """``rules``: the game's rules; ``game``: its registered name (default: the game
        whose rules type ``rules`` is); ``first_dealer`` ``None``: as the game finds it (Nap
        draws for it), else seat 0."""
        self.spec: GameSpec[Any] = spec_for_rules(rules) if game is None else game_spec(game)
        self.rules = rules
        self.seed = seed
        if first_dealer is None:
            draw = self.spec.first_dealer
            first_dealer = 0 if draw is None else draw(rules, seed)
        self.first_dealer = first_dealer % rules.players
        self.dealer = self.first_dealer
        self.results: list[Settlement] = []
        self.records: list[dict[str, Any]] = []
        self.totals = [0] * rules.players
        self.contract_wins = [0] * rules.players  # what the counting system ranks by
        self.redeals = 0
        self.pool = 0  # chips in the game's pools, carried from hand to hand
        self.last_hand: AnyGameHand | None = None  # the deal the next one follows

    @property
    def game(self) -> str:
        return self.spec.name

    def hand_seed(self) -> int:
        """A seed for the next deal, derived from the match seed, so a match replays."""
        key = f"{self.seed}/{len(self.results)}/{self.redeals}"
        return random.Random(key).getrandbits(62)

    def new_hand(self) -> Any:
        """The next deal: a hand of the match's game (``GameHand``; typed ``Any`` so each
        game's callers keep their own hand type)."""
        if self.is_over:
            raise ValueError("the match is over")
        follow = self.spec.next_hand
        if follow is not None and self.last_hand is not None:
            hand: AnyGameHand = follow(self.rules, self.hand_seed(), self.dealer, self.last_hand)
        else:
            hand = self.spec.new_hand(self.rules, self.hand_seed(), self.dealer)
        return hand

    def finish_hand(self, hand: AnyGameHand) -> None:
        """Count a finished hand: a redeal by the same dealer, or chips and the next dealer."""
        if not hand.is_over:
            raise ValueError("the hand is not over")
        self.records.append(hand.record())
        self.last_hand = hand
        settled = self.spec.settle(hand)
        if settled is None:
            self.redeals += 1
            return
        for seat, chips in enumerate(settled.payments):
            self.totals[seat] += chips
        self.pool += settled.pool_change
        if settled.redeal:
            self.redeals += 1
            return
        self.redeals = 0
        self.results.append(settled)
        if settled.contract_won_by is not None:
            self.contract_wins[settled.contract_won_by] += 1
        self.dealer = (self.dealer + 1) % self.rules.players

    @property
    def napoleon_wins(self) -> list[int]:
        """Napoleon's name for :attr:`contract_wins` (contracts made, per seat)."""
        return self.contract_wins

    @property
    def scores(self) -> list[int]:
        """What the standings rank by: chips, or contracts won under a counting system."""
        return self.contract_wins if self.spec.ranks_by_wins(self.rules) else self.totals

    @property
    def hands_played(self) -> int:
        return len(self.results)

    @property
    def is_over(self) -> bool:
        if self.rules.target_score is not None:
            return max(self.scores) >= self.rules.target_score
        return self.hands_played >= self.rules.rounds

    def standings(self) -> list[tuple[int, int]]:
        """(seat, score), best first; ties keep seat order."""
        return sorted(enumerate(self.scores), key=lambda s: -s[1])

    # -- saves -----------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.spec.match_format,
            "version": RECORD_VERSION,
            "rules": self.rules.to_json(),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "hands": self.records,
        }

    @classmethod
    def from_json(cls, data: Any) -> Match[Any]:
        if not isinstance(data, dict):
            raise RecordError(_("not a match save (not a JSON object)"))
        spec = spec_for_format(data.get("format"), "match")
        version = data.get("version")
        if version != RECORD_VERSION:
            raise RecordError(
                _("the save is version {version}; this game reads version {ours}").format(
                    version=repr(version), ours=RECORD_VERSION
                )
            )
        try:
            rules: Any = spec.rules_from_json(data.get("rules"))  # the match's own RulesT
        except (TypeError, ValueError) as exc:  # RuleConflict is a ValueError
            raise RecordError(_("the save's rules are invalid: {why}").format(why=exc)) from None
        seed, first = data.get("seed"), data.get("first_dealer", 0)
        if not isinstance(seed, int) or not isinstance(first, int):
            raise RecordError(_("the save's seed or first dealer is not a number"))
        match = cls(rules, seed, first, spec.name)
        hands = data.get("hands", [])
        if not isinstance(hands, list):
            raise RecordError(_("the save's hands are not a list"))
        for i, rec in enumerate(hands):
            try:
                hand = spec.replay(rec)
            except RecordError as exc:
                raise RecordError(_("hand {n}: {why}").format(n=i + 1, why=exc)) from None
            if hand.rules != rules:
                raise RecordError(_("hand {n} was played under other rules").format(n=i + 1))
            if not hand.is_over:
                raise RecordError(_("hand {n} is unfinished").format(n=i + 1))
            if spec.next_hand is not None and not match.is_over:
                # The deals must follow one another as the match deals them (Nap's gathered,
                # cut pack): everything of the record but its actions is the expected deal's.
                want = {k: v for k, v in match.new_hand().record().items() if k != "actions"}
                got = {k: v for k, v in hand.record().items() if k != "actions"}
                if want != got:
                    raise RecordError(
                        _("hand {n} is not the deal the match gives at that point").format(n=i + 1)
                    )
            match.finish_hand(hand)
        return match
