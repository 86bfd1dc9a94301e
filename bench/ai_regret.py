"""Where a level loses against the all-seeing seat: ``python -m bench.ai_regret``.

Plays seeded deals with one seat of the level at a table of Normal seats (each seat in turn),
and at each of its card decisions prices every candidate card on the *true* deal as the
all-seeing seat does (``oracle.true_values``). The regret of a decision is the best card's
value minus the chosen card's, in chips for the seat's side. Decisions are grouped by role
(Napoleon, adjutant, defence while the adjutant is unknown to it, defence after) and by the
stage of the hand (first three tricks, middle, the last tricks Hard solves exactly). The
contract (bid, call, discards) is not priced here: the all-seeing seat takes Normal's.
"""

from __future__ import annotations

import argparse
from collections import defaultdict

from game.ai import make_seat
from game.ai.napoleon.hard import HardSeat, candidates
from game.ai.napoleon.knowledge import knowledge_of
from game.ai.napoleon.oracle import true_values
from game.ai.napoleon.seats import Seat
from game.napoleon import NapoleonHand, Play, RuleSet, SeatView
from game.napoleon.hand import Phase


def seat_for(level: str, seed: int, rollouts: int) -> Seat:
    if level == "hard":
        return HardSeat(seed, rollouts=rollouts)
    return make_seat(level, seed)


def group_of(view: SeatView, endgame: int) -> tuple[str, str]:
    if view.role == "napoleon":
        role = "napoleon"
    elif view.role == "adjutant":
        role = "adjutant"
    else:
        role = "defence, adjutant hidden" if not view.known_adjutants and not view.alone_known else "defence"
    left = view.n_tricks - view.trick_no
    stage = "tricks 1-3" if view.trick_no < 3 else ("endgame" if left <= endgame else "middle")
    return role, stage


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.ai_regret", description=__doc__)
    p.add_argument("--preset", default="pagat")
    p.add_argument("--level", default="hard")
    p.add_argument("--deals", type=int, default=20)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--rollouts", type=int, default=60)
    a = p.parse_args(argv)
    rules = RuleSet.preset(a.preset)
    n = rules.players
    endgame = 2 + (1 if n <= 4 else 0)
    total: dict[tuple[str, str], float] = defaultdict(float)
    count: dict[tuple[str, str], int] = defaultdict(int)
    wrong: dict[tuple[str, str], int] = defaultdict(int)
    for deal in range(a.deals):
        for k in range(n):
            seats = [
                seat_for(a.level if s == k else "normal", a.seed * 1000 + deal * 10 + s, a.rollouts)
                for s in range(n)
            ]
            hand = NapoleonHand.new(rules, a.seed * 100_000 + deal, dealer=deal % n)
            while not hand.is_over:
                s = hand.to_act
                view = hand.view(s)
                action = seats[s].choose(view)
                if s == k and view.phase == Phase.PLAY and isinstance(action, Play):
                    cands = candidates(view, knowledge_of(view))
                    if len(cands) > 1:
                        chosen = int(action.card)
                        vals = true_values(view, hand, sorted({*cands, chosen}), endgame)
                        g = group_of(view, endgame)
                        r = max(vals.values()) - vals[chosen]
                        total[g] += r / n
                        count[g] += 1
                        wrong[g] += r > 1e-9
                hand.apply(action)
    print(f"{a.level} at a Normal table, {a.preset}, {a.deals} deals x {n} seatings, seed {a.seed}")
    print(f"{'role':>26} {'stage':>10} {'decisions':>9} {'differs':>7} {'chips lost/deal':>15}")
    for g in sorted(total, key=lambda g: -total[g]):
        print(f"{g[0]:>26} {g[1]:>10} {count[g]:>9} {wrong[g] / count[g]:>7.0%} {total[g] / a.deals:>15.3f}")
    print(f"{'all':>26} {'':>10} {sum(count.values()):>9} {'':>7} {sum(total.values()) / a.deals:>15.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
