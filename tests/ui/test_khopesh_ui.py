"""The table under 003's bidding without suit: a bid is a number only."""

from __future__ import annotations

from game.rules import NapoleonHand, RuleSet
from game.ui.scenes.table_panels import BidPanel, contract_text


def test_a_suitless_bid_is_shown_as_its_number():
    rules = RuleSet.preset("khopesh").replace(bid_kind="suitless")
    hand = NapoleonHand.new(rules, 1)
    panel = BidPanel(hand.legal_actions(), lambda a: None, [])
    assert panel.trumps == [None] and panel.suitless
    assert [b.label for b in panel.suit_buttons] == ["No suit"]
    assert contract_text(13, None, suitless=True) == "13"
    assert contract_text(13, None) == "13NT"
    normal = BidPanel(NapoleonHand.new(RuleSet(), 1).legal_actions(), lambda a: None, [])
    assert not normal.suitless and None not in normal.trumps
