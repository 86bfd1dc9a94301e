"""The all-seeing seat: a measuring stick for the tournament, never a level a player meets.

It breaks the rule every other seat keeps (a seat sees only its own ``SeatView``): before each
decision the tournament shows it the whole hand (:meth:`AllSeeingSeat.see`). It bids, calls and
discards with Normal's rules and plays each card by Hard's play-out on the *true* deal (every
hand open, the exact solver for the last tricks), so the gap between it and a level measures
what perfect information is worth in card play (ai-anchors §4.2, "cheating PIMC" as ceiling).
It is not in ``LEVELS`` and ``make_seat`` cannot build it, so the app can never offer it.
"""

from __future__ import annotations

from game.napoleon import Action, NapoleonHand, Play, SeatView
from game.napoleon.hand import Phase

from .hard import HardSeat, candidates
from .heuristic import HeuristicSeat, is_nap_side, play_action, table_of
from .knowledge import deck_mask, knowledge_of, mask
from .policy import joker_suit_for
from .rollout import play_out, root_of, sim_of
from .sampler import World

NAME = "allseeing"


class AllSeeingSeat(HardSeat):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, contract_sim=False)
        self.name = NAME
        self.state: NapoleonHand | None = None

    def see(self, state: NapoleonHand) -> None:
        """Show the seat the whole hand (the tournament calls this before every ``choose``)."""
        self.state = state

    def choose(self, view: SeatView) -> Action:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        if self.state is None or view.phase != Phase.PLAY or len(view.legal_actions) < 2:
            return HeuristicSeat.choose(self, view)
        return self.search_true(view, self.state)

    def search_true(self, view: SeatView, state: NapoleonHand) -> Play:
        k = knowledge_of(view)
        tb = table_of(view, k)
        nap_side = is_nap_side(view)
        default, _ = self.play_card(view)
        cands = candidates(view, k)
        if len(cands) == 1:
            return play_action(view, cands[0], tb, nap_side)
        vals = true_values(view, state, cands, self._endgame(view))
        best = max(cands, key=lambda c: (vals[c] + (0.05 if c == default else 0.0), -c))
        return play_action(view, best, tb, nap_side)


def true_values(view: SeatView, state: NapoleonHand, cards: list[int], endgame: int) -> dict[int, float]:
    """Each card's value for the seat's side (chips) when played now and the hand played out
    on the true deal: the rollout policy, then the exact solver for the last tricks."""
    k = knowledge_of(view)
    tb = table_of(view, k)
    nap_side = is_nap_side(view)
    hands = tuple(state.held(s) for s in range(view.players))
    piles = tuple(tuple(tuple(int(c) for c in p) for p in sp) for sp in state.piles)
    held = 0
    for h in hands:
        held |= h
    held |= mask(c for sp in piles for p in sp for c in p)
    played = mask(c for t in view.tricks for c in t.cards) | mask(view.trick)
    world = World(hands, deck_mask(view) & ~held & ~played, piles)
    root = root_of(view, endgame)
    # The hidden pile is open to this seat too: its points count where the rules say.
    root.known_discards = world.rest
    leading_joker = not view.trick and any(
        isinstance(a, Play) and a.joker_suit is not None for a in view.legal_actions
    )
    sign = 1.0 if nap_side else -1.0
    # The play-outs are deterministic on a known deal: one per card is exact for them.
    vals = {}
    for c in cards:
        js = joker_suit_for(tb, k.mine, nap_side) if c >= 52 and leading_joker else None
        vals[c] = sign * play_out(root, sim_of(root, world), c, js)
    return vals
