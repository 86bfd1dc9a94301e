"""The tournament's forced contracts: every deal of a run has a contract of the kind asked for,
the same (Napoleon seat and contract) at every seating, so the duplicate stays fair."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ai import make_seat
from game.ai.forced_contract import CONTRACTS, contract_rules, force_contract
from game.ai.tournament import main
from game.rules import NapoleonHand
from game.rules.hand import Phase
from game.rules.presets import PRESETS


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
                hand.apply(seats[hand.to_act].choose(hand.view(hand.to_act)))
            seen.add((hand.napoleon, hand.contract, hand.misere, hand.target))
            if kind == "misere":
                assert hand.misere == "closed"
            elif kind == "target":
                assert hand.target is not None and hand.target != hand.napoleon
            elif kind in ("notrump", "suitless"):
                assert hand.contract is not None and hand.contract[0] == rules.min_bid
                assert kind == "suitless" or hand.contract[1] is None
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
