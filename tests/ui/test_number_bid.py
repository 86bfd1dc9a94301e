"""The table under 003's number bid: "in addition to bidding by suit, players may bid by number"."""

from __future__ import annotations

import pygame

from game.napoleon import Bid, NapoleonHand, Phase, RuleSet
from game.rules import Suit
from game.ui.context import Context
from game.ui.driver import ScriptedBid, passive_policy, run_until
from game.ui.napoleon.panels import BidPanel, action_text, contract_text
from game.ui.table.face import preview
from game.ui.table.scene import TableScene


def test_the_bid_panel_bids_a_rank_beside_the_suits() -> None:
    rules = RuleSet.preset("khopesh").replace(bid_kind="number")
    hand = NapoleonHand.new(rules, 1)
    panel = BidPanel(hand.legal_actions(), lambda a: None, [], Suit.HEARTS)
    assert None not in panel.trumps and panel.trump == Suit.HEARTS  # no no-trump button
    assert panel.rank_button is not None and panel.rank_button.label == "Rank"
    panel._bid()
    assert panel.chosen == Bid(panel.number, Suit.HEARTS)
    panel._pick_rank()  # the first click bids by rank
    panel._bid()
    assert panel.chosen == Bid(panel.number, None, 2) and panel.rank_button.label == "2"
    for _ in range(9):  # each next click, the next rank
        panel._pick_rank()
    panel._bid()
    assert panel.chosen == Bid(panel.number, None, 11) and panel.rank_button.label == "J"
    assert panel.bid_button.label == f"Bid {panel.number} jacks"
    panel._pick(Suit.SPADES)()
    panel._bid()
    assert panel.chosen == Bid(panel.number, Suit.SPADES)
    preview(panel, Bid(14, None, 7))  # a hint's number bid, shown
    assert panel._current() == Bid(14, None, 7)
    assert contract_text(13, None, rank=11) == "13 jacks" and action_text(Bid(12, None, 7)) == "12 sevens"
    plain = BidPanel(NapoleonHand.new(RuleSet.preset("khopesh"), 1).legal_actions(), lambda a: None, [])
    assert plain.rank_button is None and not plain.ranks


def test_a_number_contract_at_the_table(ctx: Context, display: pygame.Surface) -> None:
    t = TableScene(ctx, RuleSet.preset("khopesh").replace(bid_kind="number"), "normal", 11)
    ctx.stack.push(t)
    nap = (t.ctl.hand.dealer + 1) % 5
    if nap == t.human:
        nap = (nap + 1) % 5
    t.session.seats[nap] = ScriptedBid(t.session.seats[nap], Bid(13, None, 11))
    assert run_until(t, lambda: t.ready and t.shown.phase == Phase.PLAY, passive_policy)
    assert t.ctl.hand.trump_rank == 11 and t.shown.contract_rank == 11
    assert any("13 jacks" in part for part in t.face.status_parts(t))
    t.draw(display)
    assert run_until(t, lambda: t.result_pushed, passive_policy)
    top = ctx.stack.top
    assert top is not None
    top.draw(display)


def test_a_number_contracts_trumps_lead_the_hand_and_its_jacks_are_tagged() -> None:
    from game.rules import Card
    from game.ui.napoleon.card_roles import badge, hand_order

    rules = RuleSet.preset("khopesh").replace(bid_kind="number")
    cards = [Card.parse(t) for t in ("C3", "H7", "DJ", "SA", "C7", "SJ", "HA")]
    ordered = [str(c) for c in hand_order(cards, rules, None, 7)]
    # 003: the powers ♠A, ♦J, ♠J, then the bid rank's four cards, then the plain suits
    assert ordered[:3] == ["♠A", "♦J", "♠J"] and sorted(ordered[3:5]) == ["♣7", "♥7"], ordered
    assert [badge(Card.parse(t), rules, None, 7) for t in ("SA", "DJ", "SJ", "C3")] == [
        "Mighty",
        "Right J",
        "Left J",
        "",
    ]
