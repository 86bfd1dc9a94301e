"""003's joker "of the trump suit" in a number contract, which has no trump suit: it is of no
suit there, as in a no-trump contract (docs/rules-decisions.md, "Bidding by number"). Found by
the undo property under random options: a follower's reason after such a joker was led crashed
(``-1 is not a valid Suit``)."""

from __future__ import annotations

from game.napoleon import RuleSet
from game.napoleon.tricks import NO_SUIT, NORMAL, PlayTables
from game.rules.cards import Card, mask_of

RULES = RuleSet.preset("khopesh").replace(joker=True, joker_above_mighty="trump_suit", bid_kind="number")


def test_a_joker_of_the_trump_suit_is_of_no_suit_in_a_number_contract() -> None:
    tables = PlayTables(RULES, None, rank=7)
    assert tables.esuit[NORMAL][52] == NO_SUIT
    held = mask_of(int(Card.parse(c)) for c in ("♠5", "♥9", "♦7", "♣K"))
    # Led, it asks for no suit: any card may follow, and no card needs a reason.
    assert tables.legal(held, [52], NORMAL, None) == held
    assert all(tables.explain(c, held, [52], NORMAL, None) is None for c in range(52) if (held >> c) & 1)


def test_in_a_suit_contract_it_still_follows_and_leads_as_a_trump() -> None:
    tables = PlayTables(RULES, Card.parse("♥2").suit, None)
    assert tables.esuit[NORMAL][52] == int(Card.parse("♥2").suit)
