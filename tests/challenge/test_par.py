"""The par: Hard's result in the player's seat on every deal of a challenge, the same on every
machine, run and hash seed; and playing a deal, which a player who plays as Hard ends exactly
on the par."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from game.ai import make_seat
from game.challenge import (
    PAR_BUDGET,
    Challenge,
    DealResult,
    DealRun,
    Par,
    decode,
    field_seats,
    hard_seat,
    par,
    result_of,
)
from game.challenge.par import record_digest

ROOT = Path(__file__).resolve().parents[2]

# The par digests of a few codes, pinned (python -m game.challenge par CODE prints them). A
# change here means an old challenge's par has changed: Hard decides otherwise (compare
# bench.ai_choices), a deal is dealt otherwise, or a code reads otherwise. Say so when you
# change one on purpose: players' saved results no longer compare with new pars.
NAP_PINS = {
    "1B19-2200-16J0-AA": "e627b20057eeead4",  # standard, 5 players, seat 3, 2 deals
    "1BN0-3000-0330-4V": "370a50c358732a5d",  # Sir Garnet, 4 players, a field of hard seats
    "1BWR-J000-4710-DT": "a66d89061625842d",  # Peep, 3 players
    "1B6A-H400-0008-0DE": "4d246229e4cf7eb5",  # Seven-card: everyone passes (thrown in)
}
NAPOLEON_PINS = {
    "1N18-2000-1Z80-F9": "54dce37b90badc8f",  # pagat, 5 players
    "1NH9-2000-02D0-R7": "85dbf50f9718da71",  # khopesh, 5 players, seat 3
    "1N1J-2000-00Z0-5H": "1113672314d298fe",  # pagat, 6 players, seat 5
}


@cache
def par_of(code: str) -> Par:
    return par(decode(code))


@pytest.mark.parametrize("code", NAP_PINS)
def test_nap_pars_are_pinned(code: str) -> None:
    assert par_of(code).digest == NAP_PINS[code]


@pytest.mark.slow
@pytest.mark.parametrize("code", NAPOLEON_PINS)
def test_napoleon_pars_are_pinned(code: str) -> None:
    assert par_of(code).digest == NAPOLEON_PINS[code]


def play_as_hard(challenge: Challenge, index: int) -> DealResult:
    """Deal ``index`` as the table would play it: the hand and the field's seats built apart
    from the par, and the player's actions (Hard's choices, from its seed) given one by one."""
    hand = challenge.new_hand(index)
    field = field_seats(challenge, index)
    me = hard_seat(challenge, index)
    while not hand.is_over:
        seat = hand.to_act
        chooser = me if seat == challenge.seat else field[seat]
        hand.apply(chooser.choose(hand.view(seat)))
    return result_of(challenge, index, hand)


@pytest.mark.parametrize("code", ["1B19-2200-16J0-AA", "1BN0-3000-0330-4V"])
def test_a_player_who_plays_as_hard_gets_exactly_the_par(code: str) -> None:
    challenge = decode(code)
    mine = tuple(play_as_hard(challenge, i) for i in range(challenge.deals))
    assert mine == par_of(code).deals
    assert Par(mine).digest == NAP_PINS[code]


@pytest.mark.slow
def test_a_napoleon_player_who_plays_as_hard_gets_exactly_the_par() -> None:
    code = next(iter(NAPOLEON_PINS))
    assert play_as_hard(decode(code), 0) == par_of(code).deals[0]


def test_the_players_actions_go_through_the_run_and_the_engine():
    challenge = decode("1B19-2200-16J0-AA")
    run = DealRun(challenge, 0)
    me = hard_seat(challenge, 0)
    turns = 0
    run.advance()
    while not run.over:
        assert run.players_turn
        with pytest.raises(RuntimeError):
            run.step()  # no seat plays for the player
        run.apply(me.choose(run.hand.view(challenge.seat)))
        turns += 1
        run.advance()
    assert turns >= 5  # a bid and five cards at least
    assert run.result() == par_of("1B19-2200-16J0-AA").deals[0]


def test_a_deal_everyone_passes_counts_as_it_settles_and_is_not_dealt_again():
    thrown = par_of("1B6A-H400-0008-0DE").deals[0]
    assert thrown.thrown_in and thrown.chips == 0
    assert all(a == "pass" for a in thrown.record["actions"])
    # Napoleon: every seat passes (its field seldom does): nothing paid, no other cards dealt.
    challenge = Challenge("napoleon", "pagat", 5, seed=11, deals=1)
    hand = challenge.new_hand(0)
    while not hand.is_over:
        hand.apply(next(a for a in hand.legal_actions() if str(a) == "pass"))
    result = result_of(challenge, 0, hand)
    assert result.thrown_in and result.chips == 0
    assert result.record["deal"] == challenge.new_hand(0).record()["deal"]


def test_results_are_plain_data_and_come_back_checked():
    result = par_of("1BWR-J000-4710-DT")
    data = json.loads(json.dumps(result.to_json()))
    assert Par.from_json(data) == result
    tampered = json.loads(json.dumps(data))
    tampered["deals"][0]["chips"] += 1
    with pytest.raises(ValueError):
        Par.from_json(tampered)
    with pytest.raises(ValueError):
        DealResult.from_json({"index": 0})
    deal = result.deals[0]
    assert deal.digest == record_digest(deal.record, deal.chips)


def test_searching_seats_count_work_never_the_clock():
    assert PAR_BUDGET.seconds is None
    nap = decode("1BN0-3000-0330-4V")  # a field of hard seats
    for seat in [hard_seat(nap, 0), *field_seats(nap, 0).values()]:
        assert seat.seconds is None and seat.nodes == PAR_BUDGET.nodes  # type: ignore[attr-defined]
    napoleon = Challenge("napoleon", "pagat", 5, level="hard")
    app_hard = make_seat("hard", 1, game="napoleon")
    for seat in [hard_seat(napoleon, 0), *field_seats(napoleon, 0).values()]:
        assert seat.max_seconds is None  # type: ignore[attr-defined]
        assert seat.rollouts == app_hard.rollouts  # type: ignore[attr-defined]  # the app's Hard


def cli_pars(code: str, *hash_seeds: str) -> set[str]:
    """The last line of ``python -m game.challenge par CODE`` (the par's digest) in a process of
    each hash seed, the processes side by side."""
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "game.challenge", "par", code, "--language", "en"],
            cwd=ROOT,
            env={**os.environ, "PYTHONHASHSEED": seed},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for seed in hash_seeds
    ]
    lines = set()
    for proc in procs:
        out, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err
        lines.add(out.strip().splitlines()[-1])
    return lines


def test_the_par_is_the_same_in_other_processes_and_hash_seeds() -> None:
    code = "1BWR-J000-4710-DT"  # Peep, 3 players (the hard field's pin: in this process, above)
    assert cli_pars(code, "0", "4242") == {f"Par digest: {NAP_PINS[code]}"}


@pytest.mark.slow
def test_napoleons_par_is_the_same_in_other_processes_and_hash_seeds() -> None:
    code = "1NH9-2000-02D0-R7"
    assert cli_pars(code, "1", "31337") == {f"Par digest: {NAPOLEON_PINS[code]}"}
