"""A match: several hands, the deal passing left, chips totalled, until the rounds or a target.

Scoring of one hand lives in :mod:`game.rules.scoring`; the match only sums. A thrown-in
hand (everyone passed) is redealt by the same dealer with a fresh shuffle.
"""

from __future__ import annotations

import random
from typing import Any

from .errors import RecordError
from .hand import NapoleonHand
from .options import RuleSet, Scoring
from .record import RECORD_VERSION, read_header, record_of, replay
from .scoring import HandResult

MATCH_FORMAT = "napoleon-match"


class Match:
    def __init__(self, rules: RuleSet, seed: int, first_dealer: int = 0) -> None:
        self.rules = rules
        self.seed = seed
        self.first_dealer = first_dealer % rules.players
        self.dealer = self.first_dealer
        self.results: list[HandResult] = []
        self.records: list[dict[str, Any]] = []
        self.totals = [0] * rules.players
        self.napoleon_wins = [0] * rules.players
        self.redeals = 0

    def hand_seed(self) -> int:
        """A seed for the next deal, derived from the match seed, so a match replays."""
        key = f"{self.seed}/{len(self.results)}/{self.redeals}"
        return random.Random(key).getrandbits(62)

    def new_hand(self) -> NapoleonHand:
        if self.is_over:
            raise ValueError("the match is over")
        return NapoleonHand.new(self.rules, self.hand_seed(), self.dealer)

    def finish_hand(self, hand: NapoleonHand) -> None:
        """Count a finished hand: a redeal by the same dealer, or chips and the next dealer."""
        if not hand.is_over:
            raise ValueError("the hand is not over")
        self.records.append(record_of(hand))
        if hand.result is None:
            self.redeals += 1
            return
        self.redeals = 0
        result = hand.result
        self.results.append(result)
        for seat, chips in enumerate(result.payments):
            self.totals[seat] += chips
        if result.made:
            self.napoleon_wins[result.napoleon] += 1
        self.dealer = (self.dealer + 1) % self.rules.players

    @property
    def scores(self) -> list[int]:
        """What the standings rank by: chips, or Napoleon wins under the counting system."""
        return self.napoleon_wins if self.rules.scoring == Scoring.COUNT else self.totals

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
            "format": MATCH_FORMAT,
            "version": RECORD_VERSION,
            "rules": self.rules.to_json(),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "hands": self.records,
        }

    @classmethod
    def from_json(cls, data: Any) -> Match:
        if not isinstance(data, dict):
            raise RecordError("not a Napoleon match save (not a JSON object)")
        rules = read_header(data, MATCH_FORMAT, "match save", "save")
        seed, first = data.get("seed"), data.get("first_dealer", 0)
        if not isinstance(seed, int) or not isinstance(first, int):
            raise RecordError("the save's seed or first dealer is not a number")
        match = cls(rules, seed, first)
        hands = data.get("hands", [])
        if not isinstance(hands, list):
            raise RecordError("the save's hands are not a list")
        for i, rec in enumerate(hands):
            try:
                hand = replay(rec)
            except RecordError as exc:
                raise RecordError(f"hand {i + 1}: {exc}") from None
            if hand.rules != rules:
                raise RecordError(f"hand {i + 1} was played under other rules")
            if not hand.is_over:
                raise RecordError(f"hand {i + 1} is unfinished")
            match.finish_hand(hand)
        return match
