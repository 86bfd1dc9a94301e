from game.rules import NapoleonHand, RuleSet
from game.rules.protocol import GameHand


def test_napoleon_hand_is_a_game_hand():
    hand: GameHand = NapoleonHand.new(RuleSet.preset("pagat"), 1)  # checked by mypy too
    assert hand.game == "napoleon" and not hand.is_over and hand.legal_actions()
    assert hand.clone().record() == hand.record()


def test_playable_cards_in_a_view_for_every_player_count():
    for players in (2, 3, 4, 5, 6):
        hand = NapoleonHand.new(RuleSet.preset("pagat").replace(players=players), 2)
        view = hand.view(0)
        expected = len(view.hand) + (4 if players == 2 else 0)
        assert len(view.playable) == expected
