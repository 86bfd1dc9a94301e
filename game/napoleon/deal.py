"""A deal: who holds which cards at the start of a hand, from a seed or given explicitly."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.rules.cards import Card

from .options import PILE_DEPTH, TWO_PLAYER_PILES, RuleSet


@dataclass(frozen=True, slots=True)
class Deal:
    hands: tuple[tuple[Card, ...], ...]
    blind: tuple[Card, ...]
    # Two-player game only: per seat, 4 piles listed bottom card first. The top card and the
    # third from the bottom start face up (the 1st and 3rd from the top, as 000 deals them).
    piles: tuple[tuple[tuple[Card, ...], ...], ...] = ()

    @classmethod
    def shuffled(cls, rules: RuleSet, seed: int, dealer: int = 0) -> Deal:
        """Deal one card at a time clockwise from the dealer's left, from a seeded shuffle."""
        deck = list(rules.deck)
        random.Random(seed).shuffle(deck)
        n = rules.players
        order = [(dealer + 1 + i) % n for i in range(n)]
        pos = 0
        piles: list[list[list[Card]]] = [[[] for _ in range(TWO_PLAYER_PILES)] for _ in range(n)]
        if rules.pile_cards:
            for _depth in range(PILE_DEPTH):
                for p in range(TWO_PLAYER_PILES):
                    for seat in order:
                        piles[seat][p].append(deck[pos])
                        pos += 1
        hands: list[list[Card]] = [[] for _ in range(n)]
        for _ in range(rules.cards_per_hand):
            for seat in order:
                hands[seat].append(deck[pos])
                pos += 1
        blind = tuple(deck[pos:])
        return cls(
            hands=tuple(tuple(h) for h in hands),
            blind=blind,
            piles=tuple(tuple(tuple(p) for p in seat_piles) for seat_piles in piles)
            if rules.pile_cards
            else (),
        )

    def check(self, rules: RuleSet) -> None:
        """Raise ``ValueError`` unless this deal fits ``rules`` exactly."""
        n = rules.players
        if len(self.hands) != n:
            raise ValueError(f"the deal has {len(self.hands)} hands for {n} players")
        for seat, hand in enumerate(self.hands):
            if len(hand) != rules.cards_per_hand:
                raise ValueError(f"seat {seat} is dealt {len(hand)} cards, not {rules.cards_per_hand}")
        if len(self.blind) != rules.blind_size:
            raise ValueError(f"the blind has {len(self.blind)} cards, not {rules.blind_size}")
        if rules.pile_cards:
            if len(self.piles) != n or any(
                len(sp) != TWO_PLAYER_PILES or any(len(p) != PILE_DEPTH for p in sp) for sp in self.piles
            ):
                raise ValueError("each player needs 4 piles of 4 cards")
        elif self.piles:
            raise ValueError("piles are only dealt in the two-player game")
        every = [c for h in self.hands for c in h] + list(self.blind)
        every += [c for sp in self.piles for p in sp for c in p]
        if sorted(every) != sorted(rules.deck):
            dup = sorted({c for c in every if every.count(c) > 1})
            missing = sorted(set(rules.deck) - set(every))
            extra = sorted(set(every) - set(rules.deck))
            parts = []
            if dup:
                parts.append("dealt twice: " + " ".join(map(str, dup)))
            if missing:
                parts.append("missing: " + " ".join(map(str, missing)))
            if extra:
                parts.append("not in this deck: " + " ".join(map(str, extra)))
            raise ValueError("the deal is not the deck; " + "; ".join(parts))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "hands": [[str(c) for c in h] for h in self.hands],
            "blind": [str(c) for c in self.blind],
        }
        if self.piles:
            out["piles"] = [[[str(c) for c in p] for p in sp] for sp in self.piles]
        return out

    @classmethod
    def from_json(cls, data: Any) -> Deal:
        if not isinstance(data, dict) or "hands" not in data or "blind" not in data:
            raise ValueError("a deal is an object with 'hands' and 'blind'")

        def cards(items: Any) -> tuple[Card, ...]:
            if not isinstance(items, list):
                raise ValueError(f"expected a list of cards, not {items!r}")
            return tuple(Card.parse(str(c)) for c in items)

        piles = data.get("piles") or []
        return cls(
            hands=tuple(cards(h) for h in data["hands"]),
            blind=cards(data["blind"]),
            piles=tuple(tuple(cards(p) for p in sp) for sp in piles),
        )
