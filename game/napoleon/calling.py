"""Which cards Napoleon may call as the adjutant's, and why another may not be called.

Split from :mod:`game.napoleon.hand` (the state machine) to keep it short.
"""

from __future__ import annotations

from game.rules.cards import Card, Suit
from game.rules.i18n import _

from .options import RuleSet


def callable_cards(rules: RuleSet, called: list[Card], discards: list[Card], own: int) -> list[Card]:
    """The cards Napoleon may call: not already called or discarded, the joker where the
    rules allow it, a card of Napoleon's own hand (``own``: a bitmask) where they allow that."""
    out = []
    for c in rules.deck:
        if c in called or c in discards:
            continue
        if c.is_joker and not rules.call_joker:
            continue
        if not rules.call_own_card and (own >> c) & 1:
            continue
        out.append(c)
    return out


def why_not_callable(rules: RuleSet, card: Card, called: list[Card], discards: list[Card]) -> str:
    """Why ``card`` may not be called, in the player's words (it is not callable)."""
    if card not in rules.deck:
        return _("{card} is not in this deck").format(card=card)
    if card in called:
        return _("{card} is already called").format(card=card)
    if card in discards:
        return _("{card} was discarded and may not be called").format(card=card)
    if card.is_joker:
        return _("the joker may not be called in these rules")
    return _("you may not call {card}: it is in your own hand").format(card=card)


def auto_called(rules: RuleSet, trump: Suit | None, called: list[Card]) -> Card | None:
    """003's auto-general: "the ace of trump is automatically the general", the first call
    (``None`` when the rules leave the call to Napoleon, or with no trumps: then Napoleon calls
    as usual, decided)."""
    if not rules.auto_general or trump is None or called:
        return None
    return Card.of(trump, 14)


def can_rechoose(rules: RuleSet, bid: int, called: list[Card], taken: tuple[Card, ...]) -> bool:
    """003: "Picking up the general card and displaying it to the rest of the players will allow
    another general to be picked at a penalty of raising the bid by one point (twenty cannot be
    raised)": whether Napoleon, having just taken the blind (``taken``), may call again."""
    return (
        rules.rechoose_general
        and len(called) == 1
        and called[0] in taken
        and bid < rules.full_bid
        and bid < rules.top_bid
    )
