from game.rules import NapoleonHand, RuleSet
from game.rules.protocol import GameHand


def test_napoleon_hand_is_a_game_hand():
    hand: GameHand = NapoleonHand.new(RuleSet.preset("pagat"), 1)  # checked by mypy too
    assert hand.game == "napoleon" and not hand.is_over and hand.legal_actions()
    assert hand.clone().record() == hand.record()
