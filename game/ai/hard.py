"""The Hard seat: flat PIMC over sampled worlds for card play.

For each decision it samples worlds consistent with its view (voids hard, auction and call
weighting), plays every candidate card out in every world with information-set-aware Normal
rollouts (common worlds across candidates, so comparisons are paired), solves the last tricks
exactly, and plays the best mean. The budget is a number of rollouts (reproducible), with an
optional wall-clock cap. Bidding, the call and the discards use Normal's evaluation: a cheaper
approximation, justified because the contract heuristics already reach a realistic make rate
and a Monte-Carlo bid would cost ~1 s per seat per deal.
"""

from __future__ import annotations

import time

from game.rules import Action, Play, SeatView
from game.rules.hand import Phase

from .heuristic import HeuristicSeat, is_nap_side, play_action, table_of
from .hints import explain
from .knowledge import Knowledge, knowledge_of
from .policy import joker_suit_for
from .rollout import play_out, root_of, sim_of
from .sampler import sample, sampler_for


class HardSeat(HeuristicSeat):
    def __init__(self, seed: int = 0, rollouts: int = 240, max_seconds: float | None = None,
                 min_worlds: int = 6, endgame: int = 2) -> None:
        super().__init__(seed)
        self.name = "hard"
        self.rollouts = rollouts
        self.max_seconds = max_seconds
        self.min_worlds = min_worlds
        self.endgame = endgame
        self.last: tuple[SeatView, int, float, int] | None = None  # view, card, mean, worlds

    def choose(self, view: SeatView) -> Action:
        if view.phase == Phase.PLAY and len(view.legal_actions) > 1 and not view.piles:
            return self.search(view)
        return super().choose(view)

    def explain(self, view: SeatView, action: Action) -> str:
        text = explain(view, action)
        if (self.last is not None and self.last[0] is view and isinstance(action, Play)
                and int(action.card) == self.last[1]):
            _, _, mean, worlds = self.last
            text += (f" Over {worlds} sampled deals it was your best card "
                     f"(about {mean:+.1f} chips).")
        return text

    def search(self, view: SeatView) -> Play:
        start = time.perf_counter()
        k = knowledge_of(view)
        tb = table_of(view, k)
        nap_side = is_nap_side(view)
        default, _ = self.play_card(view)
        cands = _candidates(view, k)
        if len(cands) == 1:
            return play_action(view, cands[0], tb, nap_side)
        hand = k.mine
        suit_for = {c: (joker_suit_for(tb, hand, nap_side)
                        if c >= 52 and not view.trick and any(
                            isinstance(a, Play) and a.joker_suit is not None
                            for a in view.legal_actions) else None)
                    for c in cands}
        endgame = self.endgame + (1 if view.players <= 4 else 0)
        root = root_of(view, endgame)
        sp = sampler_for(view, k)
        worlds = max(self.min_worlds, self.rollouts // len(cands))
        totals = dict.fromkeys(cands, 0.0)
        sign = 1.0 if nap_side else -1.0
        done = 0
        for _ in range(worlds):
            world = sample(sp, self.rng)
            for c in cands:
                sim = sim_of(root, world)
                totals[c] += sign * play_out(root, sim, c, suit_for[c])
            done += 1
            if self.max_seconds is not None and time.perf_counter() - start > self.max_seconds:
                break
        # Ties (and near-ties within noise) go to the Normal choice: it plays like a person.
        best = max(cands, key=lambda c: (totals[c] / done + (0.05 if c == default else 0.0), -c))
        self.last = (view, best, totals[best] / done, done)
        return play_action(view, best, tb, nap_side)


def _candidates(view: SeatView, k: Knowledge) -> list[int]:
    """The legal cards, with interchangeable neighbours merged (same suit, adjacent ranks
    once played cards are skipped, same points, no special role)."""
    t = k.tables
    assert t is not None
    legal = sorted({int(a.card) for a in view.legal_actions if isinstance(a, Play)})
    special = {t.mighty, t.right_jack, t.left_jack, t.request_card, 38}  # 38: ♥Q (Enchantress)
    special |= {s * 13 for s in range(4)}  # the twos (same two)
    if view.rules.reverse_jack:
        special |= {s * 13 + 9 for s in range(4)}
    out: list[int] = []
    for c in legal:
        if out and c < 52 and c not in special:
            prev = out[-1]
            if (prev < 52 and prev not in special and prev // 13 == c // 13
                    and t.points[prev] == t.points[c]
                    and all(((k.played | k.mine) >> x) & 1 for x in range(prev + 1, c))):
                continue
        out.append(c)
    return out
