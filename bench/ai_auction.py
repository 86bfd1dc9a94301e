"""How far sampled worlds are from the true deal on the auction's and the call's signals:
``python -m bench.ai_auction``.

Plays seeded deals at a table of Normal seats and, at each seat's first card decision, deals
worlds from that seat's view (``sampler``, before any play inference). For every other seat
it compares, on the true deal and in the worlds, what the seat's cards say about its bids:
a bidder's ``evaluate`` in its highest bid's suit minus that bid, a passer's best
``evaluate`` minus the standing bid when it passed (its lowest such), and, for Napoleon, how
many of the cards above the called one (in Normal's call order) he holds. The medians and
the 5% / 95% quantiles pick the constants of ``inference.auction_weight``.
"""

from __future__ import annotations

import argparse
import random
from collections import defaultdict

from game.ai import make_seat
from game.ai.napoleon.inference import auction_context, auction_signals, auction_weight, resample
from game.ai.napoleon.knowledge import knowledge_of, mask
from game.ai.napoleon.sampler import sample, sampler_for
from game.napoleon import NapoleonHand, RuleSet
from game.napoleon.hand import Phase


def quantiles(xs: list[float]) -> str:
    if not xs:
        return "-"
    s = sorted(xs)
    q = [s[min(len(s) - 1, int(p * len(s)))] for p in (0.05, 0.25, 0.5, 0.75, 0.95)]
    names = ("q05", "q25", "med", "q75", "q95")
    spread = " ".join(f"{m} {x:+5.1f}" for m, x in zip(names, q, strict=True))
    return f"n={len(s):5d} mean {sum(s) / len(s):+5.2f} {spread}"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.ai_auction", description=__doc__)
    p.add_argument("--preset", default="pagat")
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--worlds", type=int, default=20)
    a = p.parse_args(argv)
    rules = RuleSet.preset(a.preset)
    n = rules.players
    rng = random.Random(a.seed)
    true: dict[str, list[float]] = defaultdict(list)
    sampled: dict[str, list[float]] = defaultdict(list)
    weighted: dict[str, list[float]] = defaultdict(list)  # after ``auction_weight`` resampling
    for deal in range(a.deals):
        seats = [make_seat("normal", a.seed * 1000 + deal * 10 + s) for s in range(n)]
        hand = NapoleonHand.new(rules, a.seed * 100_000 + deal, dealer=deal % n)
        seen: set[int] = set()
        while not hand.is_over:
            s = hand.to_act
            view = hand.view(s)
            if view.phase == Phase.PLAY and s not in seen and view.napoleon is not None:
                seen.add(s)
                hands = tuple(mask(hand.view(x).hand) for x in range(n))
                nap_view = hand.view(view.napoleon)
                rest = mask(c for c in nap_view.discards if c is not None)
                for key, v in auction_signals(view, hands, rest).items():
                    true[key].extend(v)
                k = knowledge_of(view)
                sp = sampler_for(view, k)
                pool = [sample(sp, rng) for _ in range(3 * a.worlds)]
                for w in pool[: a.worlds]:
                    for key, v in auction_signals(view, w.hands, w.rest).items():
                        sampled[key].extend(v)
                ctx = auction_context(view)
                if ctx is not None:
                    weights = [auction_weight(ctx, w) for w in pool]
                    for w, times in resample(pool, weights, a.worlds, rng):
                        for key, v in auction_signals(view, w.hands, w.rest).items():
                            weighted[key].extend(v * times)
            hand.apply(seats[s].choose(view))
    print(f"Normal tables, {a.preset}, {a.deals} deals, seed {a.seed}, {a.worlds} worlds per view")
    for key in sorted(set(true) | set(sampled)):
        print(f"{key:>8} true     {quantiles(true[key])}")
        print(f"{'':>8} sampled  {quantiles(sampled[key])}")
        print(f"{'':>8} weighted {quantiles(weighted[key])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
