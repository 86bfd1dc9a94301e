"""A challenge's deals as a match, as the table plays them: deal i is the challenge's deal i
whatever came before, a thrown-in deal is a deal played (never dealt again), the match is over
after the last, and a save's deals are checked to be the challenge's."""

from __future__ import annotations

import pytest

from game.ai import make_seat
from game.challenge import Challenge, ChallengeMatch, DealRun, decode, hard_seat, par_deal, result_of
from game.rules.games import GAMES

THROWN_IN = "1B6A-H400-0008-0DE"  # Nap, seven-card: everyone passes deal 1 (tests/challenge/test_par.py)


def played(challenge: Challenge, index: int) -> DealRun:
    run = DealRun(challenge, index, make_seat("easy", 3 + index, game=challenge.game))
    run.advance()
    return run


@pytest.mark.parametrize("game", [name for name, spec in GAMES.items() if spec.challenge is not None])
def test_the_match_deals_the_challenges_deals_in_turn_and_ends_after_the_last(game: str) -> None:
    """Every game that offers challenges, at its first preset's own player count."""
    preset, rules = next(iter(GAMES[game].presets.items()))
    challenge = Challenge(game, preset, rules.players, seat=1, seed=77, deals=3)
    match = ChallengeMatch(challenge)
    for index in range(challenge.deals):
        dealt = match.new_hand()
        assert dealt.record() == challenge.new_hand(index).record()
        assert dealt.dealer == challenge.dealer(index) == match.dealer
        run = played(challenge, index)
        match.finish_hand(run.hand)
        assert match.result(index) == result_of(challenge, index, run.hand)
        assert match.hands_played == index + 1
    assert match.is_over
    with pytest.raises(ValueError):
        match.new_hand()


def test_a_thrown_in_deal_is_counted_and_the_next_deal_follows() -> None:
    challenge = decode(THROWN_IN)
    match = ChallengeMatch(challenge)
    run = played(challenge, 0)
    result = run.result()
    assert result.thrown_in  # everyone passed: the stakes paid into the pools count
    match.finish_hand(run.hand)
    assert match.deal_results == [result] and match.pool == 0  # every deal starts with empty pools
    if not match.is_over:
        assert match.new_hand().record() == challenge.new_hand(1).record()


def test_a_hand_of_another_deal_is_refused() -> None:
    challenge = Challenge("nap", "standard", 4, seed=5, deals=2)
    match = ChallengeMatch(challenge)
    other = played(challenge, 1)  # deal 2, finished, offered as deal 1
    with pytest.raises(ValueError, match="not deal 1"):
        match.finish_hand(other.hand)
    with pytest.raises(ValueError):
        match.finish_hand(challenge.new_hand(0))  # not over
    with pytest.raises(ValueError, match="deal 1 is not the challenge's deal"):
        ChallengeMatch.replayed(challenge, [other.hand.record()])
    first = played(challenge, 0)
    again = ChallengeMatch.replayed(challenge, [first.hand.record()])
    assert again.hands_played == 1 and again.result(0) == first.result()


def test_a_deal_played_as_hard_plays_it_counts_as_the_par() -> None:
    """The match counts a deal as the par does: Hard's actions in the player's seat give
    Hard's result, digest and all."""
    challenge = Challenge("nap", "standard", 4, seat=2, seed=9, deals=1)
    run = DealRun(challenge, 0, hard_seat(challenge, 0))
    run.advance()
    match = ChallengeMatch(challenge)
    match.finish_hand(run.hand)
    assert match.result(0) == par_deal(challenge, 0)
