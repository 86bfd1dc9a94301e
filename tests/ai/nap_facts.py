"""British Nap's facts checker (``GameSpec.facts_checker``): what Nap's hints and coach say is
checked against the real position here, for ``tests/ai/test_hint_facts.py`` (which reads every
game's checker through its spec; its docstring lists what a checker provides)."""

from __future__ import annotations

from typing import Any

from game.ai.british_nap.hints import explain_nap, unseen
from game.ai.said import Said
from game.british_nap import NapBid, NapView, nap_trick_winner
from game.rules.card_actions import Play

PARTNER_NAMED = False  # Nap's sentence says "a partner" without a name


def explain(view: Any, action: object, names: tuple[str, ...]) -> Said:
    """The hint's sentence for ``action`` in ``view``, with its facts."""
    return explain_nap(view, action)


def worth_words(worth: float) -> str:
    """A worth as the sentence writes it."""
    return f"{worth:.1f}"


def count_words(said: Said) -> str:
    """What a count of cards not yet seen counts: the higher cards of the suit."""
    suit = said.out[0].suit
    return "cards" if suit is None else f"higher {suit.symbol} cards"


def check_hint(hand: Any, view: Any, action: object, said: Said) -> None:
    """Every fact of Nap's own that ``said`` states is true of ``hand``."""
    _check_nap(hand, view, said)


def coach() -> tuple[Any, Any, Any, Any]:
    """The coach module, its reasons' ``reason_for`` and the checks of a reason and a sentence."""
    from game.ai.british_nap import coach as nap_coach
    from game.ai.british_nap import coach_reasons as nap_coach_reasons

    from .coach_facts import check_nap_reason, check_nap_sentence

    return nap_coach, nap_coach_reasons.reason_for, check_nap_reason, check_nap_sentence


def _check_nap(hand: Any, view: NapView, said: Said) -> None:
    if said.advice == "pass" and said.needed is not None:
        numbers = [a.bid for a in view.legal_actions if isinstance(a, NapBid) and isinstance(a.bid, int)]
        assert said.needed == min(numbers), said
    if said.low is not None:
        assert said.low.rank <= 9, said
    if said.held_kind == "suit":
        assert set(said.held) == {c for c in view.hand if c.suit == said.held_suit}, said
    if said.held_kind == "highest":
        assert said.held[0] in view.hand and all(c.rank <= said.held[0].rank for c in view.hand), said
    n = len(view.trick)
    last = n + 1 == view.players
    legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
    # Nap has no power a later card can end: a card that does not lead now never wins.
    if said.loses is not None:
        assert nap_trick_winner([*view.trick, said.loses], view.trump) != n, said
    if said.cannot_win is not None:
        assert all(nap_trick_winner([*view.trick, c], view.trump) != n for c in legal), said
    if said.wins_now is not None:
        assert nap_trick_winner([*view.trick, said.wins_now], view.trump) == n, said
    if said.wins_trick is not None:
        assert last and nap_trick_winner([*view.trick, said.wins_trick], view.trump) == n, said
    if last:
        assert not said.for_now and "for now" not in said.text, said
    if said.partner is not None:
        assert view.trick_seats[nap_trick_winner(list(view.trick), view.trump)] == said.partner
        assert view.bidder not in (said.partner, view.seat), said
    others = {c for s in range(view.players) if s != view.seat for c in hand.hands[s]}
    for card in (said.top, said.beaten):
        if card is None:
            continue
        beaters = {c for c in others if c.suit == card.suit and c.rank > card.rank}
        if said.top is not None:
            assert not beaters, (said, beaters)
        else:
            assert beaters - set(view.widow_seen) <= set(said.out), (said, beaters)  # a peep: seen
            # The count counts what it says: every higher card of the suit not yet seen.
            assert set(said.out) == {c for c in unseen(view) if c.suit == card.suit and c.rank > card.rank}
            assert not set(said.out) & (set(view.hand) | set(view.played)), said
