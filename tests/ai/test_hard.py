def test_the_enchantress_is_never_merged_with_its_neighbours() -> None:
    """With yoromeki on, ♥Q beats the Mighty: Hard must weigh it apart from ♥K and ♥J."""
    import random

    from game.ai.napoleon.hard import candidates
    from game.ai.napoleon.knowledge import knowledge_of
    from game.napoleon import NapoleonHand, Phase, Play, RuleSet
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


def test_two_players_hard_searches_worlds_that_fill_the_face_down_pile_cards() -> None:
    """Two players: each sampled world deals every unseen card once, to the opponent's hand,
    the face-down pile cards (ours too) or the hidden pile; visible pile cards stay put."""
    import random

    from game.ai.napoleon.hard import HardSeat
    from game.ai.napoleon.knowledge import deck_mask, knowledge_of, mask
    from game.ai.napoleon.sampler import sample, sampler_for
    from game.napoleon import NapoleonHand, Phase, RuleSet

    rules = RuleSet.preset("pagat").replace(players=2)
    hand = NapoleonHand.new(rules, 5)
    seats = [HardSeat(s, rollouts=12) for s in range(2)]
    checked = searched = 0
    while not hand.is_over:
        s = hand.to_act
        view = hand.view(s)
        if hand.phase == Phase.PLAY:
            k = knowledge_of(view)
            world = sample(sampler_for(view, k), random.Random(checked))
            played = mask(c for t in view.tricks for c in t.cards) | mask(view.trick)
            cards = [*(c for h in world.hands for c in range(54) if (h >> c) & 1)]
            buried = [c for sp in world.piles for p in sp for c in p[:-1]]
            rest = [c for c in range(54) if (world.rest >> c) & 1]
            every = cards + buried + rest
            assert len(every) == len(set(every))
            assert mask(every) | played | k.seen_elsewhere == deck_mask(view)
            for sp_view, sp_world in zip(view.piles, world.piles, strict=True):
                for p_view, p_world in zip(sp_view, sp_world, strict=True):
                    assert len(p_view) == len(p_world)
                    assert all(c is None or int(c) == x for c, x in zip(p_view, p_world, strict=True))
            checked += 1
        action = seats[s].choose(view)
        if hand.phase == Phase.PLAY and seats[s].last is not None and seats[s].last[0] is view:
            searched += 1
        hand.apply(action)
    assert checked and searched
