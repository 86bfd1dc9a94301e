"""Napoleon's invariants, checked by the soak and the conformance suite after every action
(through its spec's ``invariants``), and the rule sets beyond the presets that the soak also
plays (``soak_variants``)."""

from __future__ import annotations

from typing import Any

from .hand import NapoleonHand


def cards_everywhere(hand: NapoleonHand) -> list[int]:
    cards: list[int] = []
    for s in range(hand.n):
        mask = hand.hands[s]
        cards += [c for c in range(55) if (mask >> c) & 1]
        if hand.piles:
            cards += [c for p in hand.piles[s] for c in p]
    cards += [*hand.blind, *hand.discards, *hand.trick]
    cards += [c for t in hand.tricks for c in t.cards]
    return sorted(cards)


def napoleon_invariants(hand: NapoleonHand, during: bool) -> str | None:
    """Cards conserved; at the end, every point and chip counted. What is broken, or None."""
    rules = hand.rules
    if sorted(rules.deck) != cards_everywhere(hand):
        return "cards are not conserved" + ("" if during else " at the end")
    if during or hand.result is None:
        return None
    discard_points = sum(1 for c in hand.discards if rules.is_point_card(c))
    if sum(hand.points_won) + discard_points != rules.total_points:
        return "the points are not all accounted for"
    if rules.scoring == "points_table":  # 003's points: each player's own, never negative
        if min(hand.result.payments) < 0:
            return f"points {hand.result.payments} below zero"
    elif sum(hand.result.payments) != 0:
        return f"payments {hand.result.payments} do not sum to zero"
    return None


def napoleon_variants() -> dict[str, Any]:
    """Rule sets beyond the presets that the soak plays too: the options of issue 13 (003's
    extras and the peers' rules), so random play reaches every new bid and contract."""
    from .presets import KHOPESH, PAGAT, PAGAT_JOKER

    return {
        "peers": PAGAT.replace(
            max_bid=19,
            min_bid=13,
            all_pass_forced_contract={"number": 12, "trump": "S", "who": "forehand"},
        ),
        "peers-jokers": PAGAT_JOKER.replace(
            jokers=3,
            joker_led_strength="between_jacks",
            joker_follow_strength="lowest_of_led_suit",
            same_two_with_joker="counts_as_led",
        ),
        "khopesh-suitless": KHOPESH.replace(bid_kind="suitless", trust=True, rechoose_general=True),
        "khopesh-tricks": KHOPESH.replace(bid_kind="tricks", min_bid=5, auto_general=True),
        "khopesh-number": KHOPESH.replace(
            bid_kind="number",
            joker=True,
            joker_above_mighty="no_suit",
            first_trick_no_trump_lead=True,
            scoring="points_table",
        ),
        "khopesh-full": KHOPESH.replace(
            joker=True,
            joker_above_mighty="trump_suit",
            specials_are_trumps=True,
            no_trump="above",
            misere="both",
            target="general_joins_target",
            second_general_on_20=True,
            rechoose_general=True,
            trust=True,
            scoring="points_table",
        ),
    }
