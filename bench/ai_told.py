"""What knowing part of the hidden deal would be worth to Hard: a diagnostic, never a level.

``python -m bench.ai_paired run --told PART[:WHO]`` plays the tournament's Hard with its
card-play worlds dealt from a sampler that places PART of the hidden cards where they truly
are (the tournament shows this seat the whole hand, as it shows the all-seeing seat), for the
seats WHO (``napoleon``, ``defence``: a defender, or ``everyone``, the default). ``compare``
against a plain ``run`` on the same deals then says what that knowledge is worth, which
points at the inference worth building: a part worth little is not the lever. The bid, the
call and the discards are chosen as usual (their simulation deals its own worlds).

Parts: ``called`` (the called card: the adjutant's seat), ``trumps`` (the trump suit, the
Mighty and the jokers), ``points`` (the rules' point cards), ``side`` (every card of the
other suits), ``voids`` (which seats hold no card of a side suit, the cards still dealt at random),
``hand`` (Napoleon's hand: nothing to Napoleon himself), ``all``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from game.ai.napoleon.hard import HardSeat
from game.ai.napoleon.knowledge import Knowledge
from game.ai.napoleon.sampler import REST, Sampler
from game.napoleon import NapoleonHand, SeatView
from game.rules.cards import suit_mask

PARTS = ("called", "trumps", "points", "side", "voids", "hand", "all")
WHO = ("napoleon", "defence", "everyone")


def parse_told(text: str) -> tuple[str, str]:
    """``PART[:WHO]`` as (part, who); ``ValueError`` names the choices."""
    part, _, who = text.partition(":")
    who = who or "everyone"
    if part not in PARTS:
        raise ValueError(f"unknown part {part!r}; the parts are: {', '.join(PARTS)}")
    if who not in WHO:
        raise ValueError(f"unknown seats {who!r}; choose one of: {', '.join(WHO)}")
    return part, who


class ToldHardSeat(HardSeat):
    """Hard whose card-play worlds place ``part`` of the hidden cards truly (see the module)."""

    def __init__(self, seed: int, part: str, who: str, **switches: Any) -> None:
        super().__init__(seed, **switches)
        self.name = f"hard told {part}"
        self.part = part
        self.who = who
        self.state: NapoleonHand | None = None

    def see(self, state: NapoleonHand) -> None:
        self.state = state

    def sampler(self, view: SeatView, k: Knowledge) -> Sampler:
        sp = super().sampler(view, k)
        if self.state is None or not applies(view, self.who):
            return sp
        return told(sp, view, self.state, self.part)


def applies(view: SeatView, who: str) -> bool:
    if who == "napoleon":
        return view.seat == view.napoleon
    if who == "defence":
        return view.role == "opponent"
    return True


def told(sp: Sampler, view: SeatView, state: NapoleonHand, part: str) -> Sampler:
    """``sp`` with ``part`` of its cards allowed only where the true deal has them."""
    allowed = {c: list(places) for c, places in sp.allowed.items()}
    trump = -1 if view.trump is None else int(view.trump)
    special = {int(view.rules.mighty(view.trump))} if view.trump is not None else set()
    nap = view.napoleon

    def is_trump(c: int) -> bool:
        return c >= 52 or c // 13 == trump or c in special

    if part == "voids":
        for c, places in allowed.items():
            if not is_trump(c):
                kept = [p for p in places if p < 0 or state.held(p) & suit_mask(c // 13)]
                allowed[c] = kept or places
        return replace(sp, allowed=allowed)
    if part == "hand":
        if nap is None or nap == view.seat:
            return sp
        held = state.held(nap)
        for c, places in allowed.items():
            if (held >> c) & 1 and nap in places:
                allowed[c] = [nap]
            elif not (held >> c) & 1:
                allowed[c] = [p for p in places if p != nap] or places
        return replace(sp, allowed=allowed)
    chosen: Callable[[int], bool] = {
        "called": lambda c: c in {int(x) for x in view.called},
        "trumps": is_trump,
        "points": view.rules.is_point_card,
        "side": lambda c: not is_trump(c),
        "all": lambda c: True,
    }[part]
    for c, places in allowed.items():
        if chosen(c):
            holder = state.holder_of(c)
            place = REST if holder is None else holder
            if place in places:
                allowed[c] = [place]
    return replace(sp, allowed=allowed)
