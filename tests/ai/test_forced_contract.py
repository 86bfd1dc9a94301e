"""The tournament's forced contracts: every deal of a run has a contract of the kind asked for,
the same (Napoleon seat and contract) at every seating, so the duplicate stays fair."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ai import make_seat
from game.ai.napoleon.forced_contract import CONTRACTS, contract_rules, force_contract, forced_action
from game.ai.tournament import main, play_timed
from game.napoleon import NapoleonHand
from game.napoleon.hand import Phase
from game.napoleon.invariants import napoleon_invariants
from game.napoleon.presets import PRESETS


@pytest.mark.parametrize("kind", CONTRACTS)
def test_every_deal_gets_the_forced_kind_whoever_sits_where(kind: str) -> None:
    rules = contract_rules(PRESETS["khopesh"], kind)
    for deal in range(3):
        seen = set()
        for level in ("random", "easy"):  # the seats never take part in the forced auction
            hand = NapoleonHand.new(rules, 100 + deal, deal % 5)
            force_contract(hand, kind)
            assert hand.phase != Phase.BID and hand.napoleon is not None
            seats = [make_seat(level, s) for s in range(5)]
            while hand.phase != Phase.PLAY and not hand.is_over:  # call and exchange
                forced = forced_action(hand, kind)  # the solo call is the tournament's
                hand.apply(forced or seats[hand.to_act].choose(hand.view(hand.to_act)))
            seen.add((hand.napoleon, hand.contract, hand.misere, hand.target))
            if kind == "misere":
                assert hand.misere == "closed"
            elif kind == "target":
                assert hand.target is not None and hand.target != hand.napoleon
            elif kind in ("notrump", "suitless"):
                assert hand.contract is not None and hand.contract[0] == rules.min_bid
                assert kind == "suitless" or hand.contract[1] is None
            elif kind == "solo":
                assert hand.contract is not None and hand.contract[0] >= rules.min_bid
            elif kind == "number":
                assert hand.trump_rank is not None and hand.contract == (rules.min_bid, None)
            else:
                assert rules.bid_kind == "tricks" and hand.contract is not None
                assert hand.contract[1] is not None
        assert len(seen) == 1


def test_a_tournament_with_a_forced_contract_runs(tmp_path: Path, capsys: object) -> None:
    out = tmp_path / "t"
    args = ["--preset", "khopesh", "--deals", "2", "--jobs", "1", "--out", str(out), "--quiet"]
    assert main([*args, "--candidate", "easy", "--field", "random", "--contract", "misere"]) == 0
    rows = json.loads((out / "results.json").read_text())
    assert rows[0]["contract"] == "misere" and rows[0]["mean_bid"] == 17.0
    assert "every contract misere" in capsys.readouterr().out  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("preset", "players"),
    [("pagat", 5), ("pagat", 4), ("pagat", 6), ("bga", 5), ("rules-card", 5), ("hattori-4p", 4)],
)
def test_a_solo_contract_is_solo_at_every_seating(preset: str, players: int) -> None:
    """The called card is Napoleon's own or in the blind at every seating, whoever sits where
    (BGA forbids calling one's own card, the rules card calls after the exchange, Hattori deals
    the blind out): no adjutant, cards and chips conserved, one contract for the deal."""
    rules = contract_rules(PRESETS[preset].replace(players=players), "solo")
    for deal in range(2):
        seen = set()
        for candidate in range(players):
            hand = NapoleonHand.new(rules, 500 + deal, deal % players)
            force_contract(hand, "solo")
            nap = hand.napoleon
            assert nap is not None
            own = hand.hands[nap] | (0 if rules.blind_deal_out else sum(1 << int(c) for c in hand.blind))
            seats = [make_seat("easy" if s == candidate else "random", 7 * s + deal) for s in range(players)]
            play_timed(hand, seats, candidate, [], "solo")
            assert napoleon_invariants(hand, during=False) is None
            assert hand.result is not None and hand.result.adjutants == ()
            assert all((own >> int(c)) & 1 for c in hand.called)
            seen.add((nap, hand.contract, tuple(hand.called)))
        assert len(seen) == 1


def test_solo_is_refused_without_an_adjutant(tmp_path: Path, capsys: object) -> None:
    with pytest.raises(ValueError, match="adjutant"):
        contract_rules(PRESETS["pagat"].replace(players=3), "solo")
    args = ["--deals", "1", "--jobs", "1", "--out", str(tmp_path), "--quiet", "--contract", "solo"]
    with pytest.raises(SystemExit) as exc:
        main([*args, "--preset", "1885"])
    assert exc.value.code == 2
    assert "every contract is played alone already" in capsys.readouterr().err  # type: ignore[attr-defined]


def test_a_game_whose_spec_names_no_forced_contracts_refuses_one(tmp_path: Path, capsys: object) -> None:
    """The tournament asks the game's spec for its forced contracts: Nap names none."""
    args = ["--deals", "1", "--jobs", "1", "--out", str(tmp_path), "--quiet", "--contract", "solo"]
    with pytest.raises(SystemExit) as exc:
        main([*args, "--game", "nap", "--players", "4"])
    assert exc.value.code == 2
    assert "nap has no forced contracts" in capsys.readouterr().err  # type: ignore[attr-defined]


def test_a_solo_tournament_runs_and_says_so(tmp_path: Path, capsys: object) -> None:
    out = tmp_path / "t"
    args = ["--preset", "pagat", "--players", "4", "--deals", "2", "--jobs", "1", "--out", str(out)]
    assert main([*args, "--quiet", "--candidate", "easy", "--field", "random", "--contract", "solo"]) == 0
    rows = json.loads((out / "results.json").read_text())
    assert rows[0]["contract"] == "solo" and rows[0]["declared"] == 2  # one seating of each deal
    assert "every contract solo" in capsys.readouterr().out  # type: ignore[attr-defined]
