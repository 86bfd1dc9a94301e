"""What a card is in a player's hand under the rules in play: its order and its special name.

The engine's trick tables say which jacks are the right and left jack for a trump, so the
hand's order and tags never disagree with how tricks are actually won.
"""

from __future__ import annotations

from game.napoleon import RuleSet
from game.napoleon.tricks import NORMAL, tables_for
from game.rules import Card, Suit
from game.rules.cards import HEART_QUEEN
from game.rules.i18n import pgettext


def _jacks(rules: RuleSet, trump: Suit | None, rank: int | None = None) -> tuple[int, int]:
    t = tables_for(rules, trump, rank)
    return (t.right_jack, t.left_jack) if t.jacks_active[NORMAL] else (-1, -1)


def hand_order(cards: list[Card], rules: RuleSet, trump: Suit | None, rank: int | None = None) -> list[Card]:
    """Sorted as a player holds them: specials and trumps first once trumps are known
    (``rank``: 003's number bid, whose four cards of that rank are the trumps)."""
    mighty = rules.mighty(trump)
    right, left = _jacks(rules, trump, rank)
    # Alternate colours so neighbouring suits are easy to tell apart; trumps lead.
    suit_order = [3, 2, 0, 1]
    if trump is not None:
        suit_order.remove(int(trump))
        suit_order.insert(0, int(trump))

    def key(c: Card) -> tuple[int, int]:
        if c == mighty:
            return (0, 0)
        if c.is_joker:
            return (1, int(c))
        if c == right:
            return (2, 0)
        if c == left:
            return (3, 0)
        assert c.suit is not None
        if rank is not None and c.rank == rank:
            return (4, suit_order.index(int(c.suit)))  # the bid rank's cards: the trumps
        return (5 + suit_order.index(int(c.suit)), -c.rank)

    return sorted(cards, key=key)


def badge(card: Card, rules: RuleSet, trump: Suit | None, rank: int | None = None) -> str:
    """The name of a special card, shown as a tag above it in the hand (in the player's
    language)."""
    if card == rules.mighty(trump):
        return pgettext("card tag", "Mighty")
    right, left = _jacks(rules, trump, rank)
    if card == right:
        return pgettext("card tag", "Right J")
    if card == left:
        return pgettext("card tag", "Left J")
    if rules.yoromeki and card == HEART_QUEEN:
        return pgettext("card tag", "Enchantress")
    if card.is_joker:
        return pgettext("card tag", "Joker")
    return ""
