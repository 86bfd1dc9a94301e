def test_the_enchantress_is_never_merged_with_its_neighbours() -> None:
    """With yoromeki on, ♥Q beats the Mighty: Hard must weigh it apart from ♥K and ♥J."""
    import random

    from game.ai.hard import candidates
    from game.ai.knowledge import knowledge_of
    from game.rules import NapoleonHand, Phase, Play, RuleSet
    from game.rules.cards import Card

    queen, king = Card.parse("♥Q"), Card.parse("♥K")
    rules = RuleSet.preset("bga")
    assert rules.yoromeki
    seen = 0
    for seed in range(60):
        hand = NapoleonHand.new(rules, seed)
        rng = random.Random(seed)
        while not hand.is_over:
            if hand.phase == Phase.PLAY:
                view = hand.view(hand.to_act)
                legal = {a.card for a in view.legal_actions if isinstance(a, Play)}
                if {queen, king} <= legal:
                    cands = candidates(view, knowledge_of(view))
                    assert int(queen) in cands and int(king) in cands
                    seen += 1
            hand.apply(rng.choice(hand.legal_actions()))
    assert seen, "no position with both ♥Q and ♥K playable: widen the search"
