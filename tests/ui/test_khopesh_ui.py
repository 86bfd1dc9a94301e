"""The table under 003's bidding without suit: a bid is a number only."""

from __future__ import annotations

from game.napoleon import NapoleonHand, RuleSet
from game.ui.napoleon.panels import BidPanel, contract_text


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


def test_the_bid_panel_offers_misere_and_target():
    from game.napoleon.actions import Misere, Target

    rules = RuleSet.preset("khopesh").replace(misere="both", target="general_joins_napoleon")
    hand = NapoleonHand.new(rules, 1)
    names = ["You", "Aki", "Ben", "Chiyo", "Dai"]
    panel = BidPanel(hand.legal_actions(), lambda a: None, [], None, names)
    labels = [b.label for b in panel.suit_buttons]
    assert "Misère" in labels and "Open misère" in labels and "Target: Dai" in labels
    target = next(m for m in panel.miseres if isinstance(m, Target) and m.seat == 4)
    panel._pick_misere(target)()
    panel._bid()
    assert panel.chosen == Target(4)
    panel._pick_misere(Misere(True))()
    panel._bid()
    assert panel.chosen == Misere(True)
    assert contract_text(19, None, target_name="Dai") == "Target: Dai"
