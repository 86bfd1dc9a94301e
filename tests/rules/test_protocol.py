from game.napoleon import NapoleonHand, RuleSet
from game.napoleon.spec import napoleon_game_hand
from game.rules.protocol import GameHand, Settlement


def test_napoleon_hand_is_a_game_hand():
    # napoleon_game_hand is where mypy checks the conformance with Napoleon's own types
    hand: GameHand[object, object, object] = napoleon_game_hand(NapoleonHand.new(RuleSet.preset("pagat"), 1))
    assert hand.game == "napoleon" and hand.n == 5 and not hand.is_over and hand.legal_actions()
    assert hand.to_act == 1 and hand.why_illegal(hand.legal_actions()[0]) is None
    assert hand.clone().record() == hand.record() and len(hand.opening_events()) == 1
    assert hand.view(2).seat == 2


def test_every_protocol_member_exists_on_napoleon_hand():
    members = {name for name in vars(GameHand) if not name.startswith("_")}
    assert members >= {"game", "n", "to_act", "is_over", "apply", "view", "record", "clone"}
    hand = NapoleonHand.new(RuleSet.preset("pagat"), 1)
    assert all(hasattr(hand, name) for name in members)


def test_settlement_of_a_thrown_in_and_a_played_hand():
    from game.rules.games import game_spec

    spec = game_spec("napoleon")
    passed = NapoleonHand.new(RuleSet.preset("pagat"), 1)
    while not passed.is_over:
        passed.apply(passed.legal_actions()[0])  # everyone passes: thrown in
    assert spec.settle(passed) is None
    assert Settlement((1, -1)).contract_won_by is None


def test_playable_cards_in_a_view_for_every_player_count():
    for players in (2, 3, 4, 5, 6):
        hand = NapoleonHand.new(RuleSet.preset("pagat").replace(players=players), 2)
        view = hand.view(0)
        expected = len(view.hand) + (4 if players == 2 else 0)
        assert len(view.playable) == expected
