"""How close the play inference puts Hard's worlds to the true deal: ``python -m bench.ai_worlds``.

Plays seeded deals at a table of Normal seats. At each card of a seat other than Napoleon in the
chosen tricks it deals a large set of worlds from that seat's view, counts in each how many of
the others' cards so far the shared policy would not have played (``inference.world_weight``)
and how well Napoleon's cards fit his bid (``inference.bid_weight``), then, for each setting
(the weight per such card, worlds dealt per world kept: Hard's ``mismatch`` and ``pool``; the
bid read or not), resamples the worlds Hard would play out and reports the share of the hidden
cards they place with the right seat (all seats, and Napoleon alone) and how many of them are
distinct. A sharper weight places more cards right but keeps fewer distinct worlds.
"""

from __future__ import annotations

import argparse
import math
import random

from game.ai import make_seat
from game.ai.napoleon.inference import MISMATCH, bid_context, bid_weights, history, resample, world_weight
from game.ai.napoleon.knowledge import knowledge_of
from game.ai.napoleon.rollout import Root, root_of
from game.ai.napoleon.sampler import World, sample, sampler_for
from game.napoleon import NapoleonHand, RuleSet, SeatView
from game.napoleon.hand import Phase

SETTINGS = (
    (1.0, 1, False),  # the sampler's worlds as dealt
    (1.0, 3, True),  # the bid alone
    (MISMATCH, 3, True),  # Hard's default
    (0.3, 3, True),
    (0.3, 8, True),
    (0.15, 8, True),
    (0.15, 20, True),
    (0.05, 20, True),
)
KEPT = 20  # worlds kept per decision (Hard's worlds for one round of its race, about)
DEALT = 400  # worlds dealt per decision, the largest pool in ``SETTINGS`` times ``KEPT``


def placed(worlds: list[tuple[World, int]], truth: list[int], seats: list[int]) -> float:
    """The share of the worlds' cards in ``seats``' hands that the true deal puts there too."""
    right = total = 0
    for w, times in worlds:
        for x in seats:
            right += times * (w.hands[x] & truth[x]).bit_count()
            total += times * w.hands[x].bit_count()
    return right / total if total else 0.0


def bid_fit(view: SeatView, root: Root, worlds: list[World]) -> list[float]:
    """Each world's bid weight as Hard weighs it (1 for every world where the bid says nothing)."""
    bid = bid_context(view)
    return [1.0] * len(worlds) if bid is None else bid_weights(root, view.rules, bid, worlds)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.ai_worlds", description=__doc__)
    p.add_argument("--preset", default="pagat")
    p.add_argument("--deals", type=int, default=25)
    p.add_argument("--seed", type=int, default=9)
    p.add_argument("--tricks", default="0,3,6", help="comma-separated trick numbers (0 is the first)")
    a = p.parse_args(argv)
    rules = RuleSet.preset(a.preset)
    n = rules.players
    tricks = {int(t) for t in a.tricks.split(",")}
    rows: dict[tuple[int, float, int, bool], list[tuple[float, float, int]]] = {}
    for deal in range(a.deals):
        seats = [make_seat("normal", a.seed * 1000 + deal * 10 + s) for s in range(n)]
        hand = NapoleonHand.new(rules, a.seed * 100_000 + deal, dealer=deal % n)
        while not hand.is_over:
            s = hand.to_act
            view = hand.view(s)
            nap = view.napoleon
            if view.phase == Phase.PLAY and view.trick_no in tricks and nap not in (None, s):
                assert nap is not None
                plays = history(view)
                root = root_of(view, 0)
                sp = sampler_for(view, knowledge_of(view))
                rng = random.Random(a.seed * 7919 + deal * 31 + s)
                dealt = [sample(sp, rng) for _ in range(DEALT)]
                fit = bid_fit(view, root, dealt)
                misses = [round(math.log(world_weight(root, w, plays, 0.5)) / math.log(0.5)) for w in dealt]
                truth = [hand.held(x) for x in range(n)]
                others = [x for x in range(n) if x != s]
                for weight, pool, by_bid in SETTINGS:
                    picked = rng.sample(range(DEALT), pool * KEPT)
                    weights = [(fit[i] if by_bid else 1.0) * weight ** misses[i] for i in picked]
                    kept = resample([dealt[i] for i in picked], weights, KEPT, rng)
                    row = rows.setdefault((view.trick_no, weight, pool, by_bid), [])
                    row.append((placed(kept, truth, others), placed(kept, truth, [nap]), len(kept)))
            hand.apply(seats[s].choose(view))
    print(f"{a.preset}, {a.deals} deals at a Normal table, seed {a.seed}: every card but Napoleon's")
    print(f"trick  weight  pool  bid  decisions  placed right  Napoleon's cards  distinct of {KEPT}")
    for (trick, weight, pool, by_bid), got in rows.items():
        k = len(got)
        print(
            f"{trick + 1:5d}  {weight:6.2f}  {pool:4d}  {'yes' if by_bid else ' no'}  {k:9d}  "
            f"{sum(g[0] for g in got) / k:12.3f}  {sum(g[1] for g in got) / k:16.3f}  "
            f"{sum(g[2] for g in got) / k:13.1f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
